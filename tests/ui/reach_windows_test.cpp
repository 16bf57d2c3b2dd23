// Issue 33 items 8 and 14, offscreen: every window and dialog fits the screen it opens on (the
// one rule, ui/common/window_geometry.h); Esc closes Judging, Clicks and Online Results and
// Exposure; Judging's two query counts add up; the demo's worked examples give no answers away;
// Agreement remembers the last pair and does not stay above the main window.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>

#include "tests/support/memory_store.h"
#include "tests/support/wait_until.h"
#include "tests/ui/escape_key.h"
#include "ui/app/main_layout.h"
#include "ui/app/main_window.h"
#include "ui/app/welcome_panel.h"
#include "ui/behaviour/behaviour_window.h"
#include "ui/beyond/exposure_window.h"
#include "ui/common/window_geometry.h"
#include "ui/compare/comparison_window.h"
#include "ui/judging/agreement_dialog.h"
#include "ui/judging/judging_queue.h"
#include "ui/judging/judging_queue_view.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/explain_dialog.h"
#include "ui/teaching/explain_workbench.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"
#include "ui_test_util.h"

using namespace ranklens;
using namespace ranklens::ui;
using ranklens::test_support::MemoryStore;
using ranklens::ui::test::visibleAfterEscape;

namespace {

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

std::unique_ptr<ProjectSession> demoSession() {
    auto session = std::make_unique<ProjectSession>();
    session->adopt(ranklens::ui::test::demoStore());
    [&] { WAIT_UNTIL(session->data() && !session->isBusy(), 30000); }();
    return session;
}

}  // namespace

TEST(WindowRule, EveryWindowFitsTheScreenItOpensOn) {
    const auto ev = ranklens::ui::test::defaultDemoEvaluation();
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

// Explain on one query at 1366×768 (the window 1280×736): its per-position table is in view
// with several rows, not scrolled below the metrics (it showed one row, or none).
TEST(WindowRule, ExplainShowsThePerPositionTableOnAShortScreen) {
    ExplainDialog d(ranklens::ui::test::defaultDemoEvaluation());
    d.showQuery(0, QStringLiteral("q001"), 0, 10);
    d.resize(1280, 736);
    d.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&d));
    QApplication::processEvents();
    QTableView* pos = d.findChild<ExplainWorkbench*>()->rankingView()->positionsView();
    const int rowHeight = pos->verticalHeader()->defaultSectionSize();
    EXPECT_GE(pos->visibleRegion().boundingRect().height(), 5 * rowHeight)
        << pos->visibleRegion().boundingRect().height();
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

// Queries and Ranking side by side used to hold the main window at least ~1752 px wide: the
// views now scroll in their docks, and a narrower window puts them into tabs (and back).
TEST(WindowRule, TheMainWindowCanBeNarrowerThanTheViewsSideBySide) {
    QSettings s;
    for (const char* key : {"window/state", "window/geometry"}) s.remove(QLatin1String(key));
    WelcomePanel::setDismissedForGood(true);
    MainWindow w;
    const QSize wide(1900, 1000);
    w.resize(wide);
    w.mainLayout()->arrange(wide);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    QApplication::processEvents();
    ASSERT_FALSE(w.mainLayout()->isTabbed());
    EXPECT_LE(w.minimumSizeHint().width(), 1366);
    w.resize(1300, 800);
    WAIT_UNTIL(w.mainLayout()->isTabbed(), 5000);
    EXPECT_EQ(w.width(), 1300);
    w.resize(wide);
    WAIT_UNTIL(!w.mainLayout()->isTabbed(), 5000);
    w.close();
    WelcomePanel::setDismissedForGood(false);
}

// The rule's Esc leaves a cell being edited its own Esc (cancel the edit), then closes.
TEST(EscapeCloses, ACellEditIsCancelledFirst) {
    QWidget w;
    auto* table = new QTableWidget(2, 2, &w);
    table->setItem(0, 0, new QTableWidgetItem(QStringLiteral("before")));
    closeOnEscape(&w);
    w.show();
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    table->setFocus();
    table->editItem(table->item(0, 0));
    QApplication::processEvents();
    QWidget* editor = QApplication::focusWidget();
    ASSERT_NE(editor, table);
    QTest::keyClicks(editor, QStringLiteral("x"));
    QTest::keyClick(editor, Qt::Key_Escape);
    QApplication::processEvents();
    EXPECT_TRUE(w.isVisible()) << "Esc cancels the edit first";
    EXPECT_EQ(table->item(0, 0)->text(), QStringLiteral("before"));
    EXPECT_FALSE(visibleAfterEscape(w));
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

// The queue holds only the queries with something left to judge: its "Query i of n" must say
// so, and n plus the complete queries is every pooled query.
TEST(JudgingCounts, TheQueryCountAndTheCompleteCountAddUp) {
    const auto session = demoSession();
    // One query fully judged by the annotator beforehand.
    QString error;
    const auto set = session->labels().ensureLabelSet(QStringLiteral("annotator ann"), &error);
    JudgingQueue probe(session.get());
    ASSERT_TRUE(probe.start({{0, 1}, 2, QStringLiteral("ann")}, &error)) << error.toStdString();
    const QString first = probe.qid(0);
    for (int i = 0; i < probe.queuedInQuery(0); ++i)
        ASSERT_TRUE(session->labels().setLabelIn(set, first, probe.docid(0, i), 1,
                                                 QStringLiteral("ann"), &error));
    JudgingQueue queue(session.get());
    ASSERT_TRUE(queue.start({{0, 1}, 2, QStringLiteral("ann")}, &error)) << error.toStdString();
    ASSERT_EQ(queue.completeQueries(), 1);
    EXPECT_EQ(queue.queryCount() + queue.completeQueries(), queue.pooledQueries());
    JudgingQueueView view(&queue, session.get());
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    // Issue 45: counted over every pooled query, so that it means the same in every session.
    QString header;
    for (QLabel* l : view.findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("queries left to judge"))) header = l->text();
    EXPECT_TRUE(header.startsWith(QStringLiteral("%1 of %2 queries left to judge")
                                      .arg(queue.queryCount())
                                      .arg(queue.pooledQueries())))
        << header.toStdString();
}

// An annotator judging the demo, and the Ranking dock, show the query texts: a worked example's
// text is a query a user would type, never the example's name, its grades or values, and never
// the developers' "SPEC".
TEST(DemoTexts, WorkedExamplesGiveNothingAway) {
    QFile f(QStringLiteral(":/demo/queries.csv"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly | QIODevice::Text));
    int examples = 0;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine());
        if (!line.contains(QStringLiteral("worked_example"))) continue;
        ++examples;
        EXPECT_FALSE(line.contains(QStringLiteral("SPEC"))) << line.toStdString();
        EXPECT_FALSE(line.contains(QLatin1Char('='))) << line.toStdString();
        EXPECT_FALSE(line.contains(QStringLiteral("grades"))) << line.toStdString();
        EXPECT_FALSE(line.contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))))
            << line.toStdString();
        const QString text = line.section(QLatin1Char('"'), 1, 1);  // query,"text",segment,weight
        EXPECT_FALSE(text.isEmpty()) << line.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("example"), Qt::CaseInsensitive))
            << line.toStdString();
        EXPECT_FALSE(text.contains(QLatin1Char(':'))) << line.toStdString();
    }
    EXPECT_EQ(examples, 9);
}

TEST(AgreementDialog, RemembersTheLastPair) {
    QSettings().remove(QStringLiteral("agreement"));
    auto st = std::make_unique<MemoryStore>();
    const auto a = st->createLabelSet("grades", "qrels");
    const auto b = st->createLabelSet("annotator ann", "manual");
    const auto c = st->createLabelSet("annotator bo", "manual");
    st->setActiveLabelSet(a);
    st->setLabel(a, "q1", "d1", 1, "import");
    st->setLabel(b, "q1", "d1", 2, "ann");
    st->setLabel(c, "q1", "d1", 0, "bo");
    ProjectSession session;
    session.adopt(std::move(st));
    WAIT_UNTIL(session.data() && !session.isBusy(), 20000);
    const auto id = [](QComboBox* box) { return box->currentData().toLongLong(); };
    {
        AgreementDialog first(&session);
        EXPECT_EQ(id(first.setABox()), a);  // the default: active set against the newest
        EXPECT_EQ(id(first.setBBox()), c);
        // The user picks b against c.
        const int ib = first.setABox()->findData(QVariant::fromValue<qint64>(b));
        first.setABox()->setCurrentIndex(ib);
        emit first.setABox()->activated(ib);
    }
    AgreementDialog again(&session);
    EXPECT_EQ(id(again.setABox()), b);
    EXPECT_EQ(id(again.setBBox()), c);
}

// A double-clicked disagreement shows its query in the main window, which must be able to come
// in front: the dialog is not kept above it.
TEST(AgreementDialog, IsNotKeptAboveTheMainWindow) {
    auto st = std::make_unique<MemoryStore>();
    st->setActiveLabelSet(st->createLabelSet("grades", "qrels"));
    ProjectSession session;
    session.adopt(std::move(st));
    WAIT_UNTIL(session.data() && !session.isBusy(), 20000);
    QWidget main;
    main.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&main));
    AgreementDialog dlg(&session, &main);
    dlg.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dlg));
    EXPECT_EQ(dlg.windowHandle()->transientParent(), nullptr);
}
