// Issue 33 items 8 and 14, offscreen: every window and dialog fits the screen it opens on (the
// one rule, ui/common/window_geometry.h); Esc closes Judging, Clicks and Online Results and
// Exposure.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>

#include "tests/support/memory_store.h"
#include "ui/behaviour/behaviour_window.h"
#include "ui/beyond/exposure_window.h"
#include "ui/common/window_geometry.h"
#include "ui/compare/comparison_window.h"
#include "ui/judging/agreement_dialog.h"
#include "ui/judging/judging_queue.h"
#include "ui/judging/judging_queue_view.h"
#include "ui/project/project_session.h"
#include "ui/teaching/explain_dialog.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"
#include "ui_test_util.h"

using namespace ranklens;
using namespace ranklens::ui;
using ranklens::test_support::MemoryStore;

namespace {

std::shared_ptr<const Evaluation> evaluate() {
    EvalRequest req;
    req.data = test::demoData();
    req.metrics = defaultMetrics();
    return computeEvaluation(req);
}

// The window, sized by the rule, fits its screen's available geometry with a title bar above.
void expectFits(QWidget& w, const char* what) {
    const QRect available = openingScreen(&w)->availableGeometry();
    const int titleBar = w.style()->pixelMetric(QStyle::PM_TitleBarHeight);
    EXPECT_LE(w.width(), available.width()) << what;
    EXPECT_LE(w.height() + titleBar, available.height()) << what << " is " << w.height();
    // The essential content fits a 1366×768 screen: the window can be that small.
    EXPECT_LE(w.minimumSizeHint().width(), 1366) << what;
    EXPECT_LE(w.minimumSizeHint().height() + titleBar, 768) << what;
}

bool visibleAfterEscape(QWidget& w) {
    w.show();
    w.activateWindow();
    if (!QTest::qWaitForWindowExposed(&w)) return true;
    QWidget* target = w.focusWidget() ? w.focusWidget() : &w;
    QTest::keyClick(target, Qt::Key_Escape);
    QApplication::processEvents();
    return w.isVisible();
}

std::unique_ptr<ProjectSession> demoSession() {
    auto session = std::make_unique<ProjectSession>();
    session->adopt(test::demoStore());
    [&] { QTRY_VERIFY_WITH_TIMEOUT(session->data() && !session->isBusy(), 30000); }();
    return session;
}

}  // namespace

TEST(WindowRule, EveryWindowFitsTheScreenItOpensOn) {
    const auto ev = evaluate();
    ExplainDialog explain(ev);
    expectFits(explain, "Explain");
    GlossaryWindow glossary;
    expectFits(glossary, "Glossary");
    ComparisonWindow compare;
    expectFits(compare, "Compare");
    ExposureWindow exposure;
    fitToScreen(&exposure, QSize(1366, 860));  // as the main window opens it
    expectFits(exposure, "Exposure");
    LessonsWindow lessons;
    fitToScreen(&lessons, QSize(1500, 940));  // as the main window opens it
    expectFits(lessons, "Lessons");
    const auto session = demoSession();
    BehaviourWindow clicks(session.get());
    expectFits(clicks, "Clicks and Online Results");
    AgreementDialog agreement(session.get());
    expectFits(agreement, "Agreement");
}

TEST(WindowRule, FitToScreenShrinksToTheScreenAndKeepsTheMinimum) {
    QWidget w;
    w.setMinimumSize(300, 200);
    const QRect available = openingScreen(&w)->availableGeometry();
    fitToScreen(&w, available.size() + QSize(500, 500));
    EXPECT_LE(w.width(), available.width());
    EXPECT_LT(w.height(), available.height());  // room for the title bar
    fitToScreen(&w, QSize(10, 10));
    EXPECT_EQ(w.size(), QSize(300, 200));
}

TEST(EscapeCloses, ExposureWindow) {
    ExposureWindow w;
    EXPECT_FALSE(visibleAfterEscape(w));
}

TEST(EscapeCloses, ClicksAndOnlineResults) {
    const auto session = demoSession();
    BehaviourWindow w(session.get());
    EXPECT_FALSE(visibleAfterEscape(w));
}

TEST(EscapeCloses, JudgingQueue) {
    const auto session = demoSession();
    JudgingQueue queue(session.get());
    QString error;
    ASSERT_TRUE(queue.start({{0, 1}, 3, QStringLiteral("ann")}, &error)) << error.toStdString();
    JudgingQueueView w(&queue, session.get());
    w.setWindowFlag(Qt::Window);
    EXPECT_FALSE(visibleAfterEscape(w));
}
