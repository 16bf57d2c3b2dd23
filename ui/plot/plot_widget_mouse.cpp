// PlotWidget under the mouse: the events of the plot handed to the chart shown (the curves'
// crosshair and its value table, a point's tip on the bars and scatters), the tips shown, the
// right-click handed on to this widget's context-menu policy.
#include "ui/plot/plot_widget.h"

#include <qcustomplot.h>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QHelpEvent>
#include <QToolTip>

#include "ui/plot/chart.h"
#include "ui/plot/curve_readout.h"
#include "ui/plot/curves_chart.h"

namespace ranklens::ui {

bool PlotWidget::eventFilter(QObject* o, QEvent* e) {
    if (o == plot_ && e->type() == QEvent::ContextMenu) {
        // QCustomPlot sets Qt::WA_NoMousePropagation, so a right-click's context-menu event
        // (sent by Qt to the widget under the mouse, the QCustomPlot) never reaches this
        // widget: hand it on here, so that this widget's context-menu policy applies.
        auto* cm = static_cast<QContextMenuEvent*>(e);
        QContextMenuEvent forwarded(cm->reason(), plot_->mapTo(this, cm->pos()), cm->globalPos(),
                                    cm->modifiers());
        QCoreApplication::sendEvent(this, &forwarded);
        e->setAccepted(forwarded.isAccepted());
        return true;
    }
    if (o == plot_ && e->type() == QEvent::ToolTip) {
        // The mouse rests: keep the crosshair's values (or the point's tip) on screen; the
        // generic hint is for the plot's empty parts only.
        auto* help = static_cast<QHelpEvent*>(e);
        if (showTipAt(help->pos(), help->globalPos())) return true;
    }
    if (o == plot_ && e->type() == QEvent::Leave && chart_->leave()) QToolTip::hideText();
    return QWidget::eventFilter(o, e);
}

bool PlotWidget::showTipAt(QPointF pos, QPoint globalPos) {
    const std::optional<QString> tip = chart_->tipAt(pos);
    if (!tip) return false;
    QToolTip::showText(globalPos, *tip, plot_);
    return true;
}

void PlotWidget::onMouseMove(QMouseEvent* e) {
    if (!chart_->follow(e->position())) return;
    if (!showTipAt(e->position(), e->globalPosition().toPoint())) QToolTip::hideText();
    if (const std::optional<double> k = chart_->hoveredK()) emit hoveredX(*k);
}

QString PlotWidget::valuesAt(double x) const {
    return curves_->valuesAt(x);
}

CurvePoint PlotWidget::curvePointAt(QPointF pos, double radius) const {
    if (chart_ != curves_.get()) return {};
    const QPointF p = plot_->mapFrom(this, pos.toPoint());
    return nearestCurvePoint(curves_->series(), p, radius,
                             [this](int s, int i) { return pixelOf(s, i); });
}

QPointF PlotWidget::pixelOf(int series, int index) const {
    return plot_->mapTo(this, curves_->pixelOf(series, index).toPoint());
}

double PlotWidget::kAt(int x) const {
    return plot_->xAxis->pixelToCoord(plot_->mapFrom(this, QPoint(x, 0)).x());
}

}  // namespace ranklens::ui
