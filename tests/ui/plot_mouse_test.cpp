// The curves plot under a real mouse path: a right-click delivered the way Qt delivers it (the
// window's mouse press → a context-menu event for the widget under the mouse, the QCustomPlot)
// reaches the explain actions, and the crosshair's value table stays when the mouse rests (the
// tool-tip event) instead of giving way to the generic "Drag to pan" hint.
#include <gtest/gtest.h>

#include <QApplication>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>
#include <QWindow>

#include "ui/app/explain_actions.h"
#include "ui/curves/curves_view.h"
#include "ui/plot/plot_widget.h"
#include "ui/teaching/explain_dialog.h"
#include "ui_test_util.h"

using namespace ranklens;
using namespace ranklens::ui;

namespace {

void settle(QWidget* w) {
    w->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w));
    QApplication::processEvents();
}

// The curves of ev (the demo's by default) shown in a window of 1200×760.
void showCurves(CurvesView& view, const std::shared_ptr<const Evaluation>& ev =
                                      ranklens::ui::test::defaultDemoEvaluation()) {
    view.resize(1200, 760);
    view.setEvaluation(ev);
    settle(&view);
}

// The top-level ExplainDialog windows that are shown.
QList<ExplainDialog*> shownExplainDialogs() {
    QList<ExplainDialog*> out;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* d = qobject_cast<ExplainDialog*>(w); d && d->isVisible()) out << d;
    return out;
}

}  // namespace

// The right button pressed on the window (QTest on the QWindow goes through QWidgetWindow, as
// the X server's event does): the context-menu event Qt makes for the QCustomPlot under the
// mouse must reach the plot widget's context-menu policy. QCustomPlot sets
// WA_NoMousePropagation, which used to stop it there.
TEST(PlotMouse, RightClickOnTheWindowReachesThePlotsContextMenu) {
    CurvesView view;
    showCurves(view);
    PlotWidget* p = view.plot();
    p->setContextMenuPolicy(Qt::CustomContextMenu);
    QSignalSpy spy(p, &QWidget::customContextMenuRequested);
    const QPoint inPlot = p->dataRect().center();
    const QPoint inWindow = p->canvas()->mapTo(&view, inPlot);
    QTest::mouseClick(view.windowHandle(), Qt::RightButton, Qt::NoModifier, inWindow);
    QApplication::processEvents();
    ASSERT_EQ(spy.count(), 1) << "the right-click never reached the plot widget";
    EXPECT_EQ(spy.front().front().toPoint(), p->canvas()->mapTo(p, inPlot));
}

// The whole path: a right-click on a curve point in the window opens its explanation.
TEST(PlotMouse, RightClickOnACurvePointOpensItsExplanation) {
    CurvesView view;
    const auto ev = ranklens::ui::test::defaultDemoEvaluation();
    showCurves(view, ev);
    ExplainActions actions(&view, nullptr, &view, [ev] { return ev; });
    PlotWidget* p = view.plot();
    const QPoint at = p->mapTo(&view, p->pixelOf(0, 9).toPoint());  // k = 10 of the first curve
    ASSERT_TRUE(shownExplainDialogs().isEmpty());
    QTest::mouseClick(view.windowHandle(), Qt::RightButton, Qt::NoModifier, at);
    QApplication::processEvents();
    const QList<ExplainDialog*> shown = shownExplainDialogs();
    ASSERT_EQ(shown.size(), 1) << "no explanation window opened";
    EXPECT_TRUE(shown.front()->showingMean());
    EXPECT_NEAR(shown.front()->meanValue(), ev->curve(0, 0)[9], 1e-12);
    qDeleteAll(shown);
}

// The mouse rests on the plot: Qt sends a tool-tip event, which used to replace the crosshair's
// value table by the plot's generic hint.
TEST(PlotMouse, TheCrosshairValuesStayWhenTheMouseRests) {
    CurvesView view;
    showCurves(view);
    PlotWidget* p = view.plot();
    QWidget* canvas = p->canvas();
    const QPoint at = canvas->mapFrom(p, p->pixelOf(0, 9).toPoint());
    QMouseEvent move(QEvent::MouseMove, at, canvas->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(canvas, &move);
    ASSERT_TRUE(p->crosshairVisible());
    ASSERT_TRUE(QToolTip::isVisible());
    ASSERT_TRUE(QToolTip::text().contains(QStringLiteral("k = 10")))
        << QToolTip::text().toStdString();
    QHelpEvent rest(QEvent::ToolTip, at, canvas->mapToGlobal(at));
    QApplication::sendEvent(canvas, &rest);
    EXPECT_TRUE(QToolTip::text().contains(QStringLiteral("k = 10")))
        << QToolTip::text().toStdString();
    EXPECT_FALSE(QToolTip::text().contains(QStringLiteral("Drag to pan")));
    QToolTip::hideText();
}

// Off the data (the crosshair hidden) the resting mouse still gets the plot's usage hint.
TEST(PlotMouse, TheUsageHintStillShowsOutsideTheData) {
    CurvesView view;
    showCurves(view);
    PlotWidget* p = view.plot();
    QWidget* canvas = p->canvas();
    const QPoint at(2, 2);  // the plot's top-left corner, outside the axis rect
    QHelpEvent rest(QEvent::ToolTip, at, canvas->mapToGlobal(at));
    QApplication::sendEvent(canvas, &rest);
    EXPECT_TRUE(QToolTip::text().contains(QStringLiteral("Drag to pan")))
        << QToolTip::text().toStdString();
    QToolTip::hideText();
}
