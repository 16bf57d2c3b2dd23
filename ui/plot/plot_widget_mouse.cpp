// PlotWidget under the mouse: the crosshair and its value table on the curves, a point's tip on
// the bars and scatters, the right-click handed on to this widget's context-menu policy.
#include "ui/plot/plot_widget.h"

#include <qcustomplot.h>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QHelpEvent>
#include <QToolTip>
#include <algorithm>
#include <cmath>

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
    if (o == plot_ && e->type() == QEvent::Leave && crosshair_ && crosshair_->visible()) {
        crosshair_->setVisible(false);
        QToolTip::hideText();
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
    return QWidget::eventFilter(o, e);
}

bool PlotWidget::showTipAt(QPointF pos, QPoint globalPos) {
    if (points_) return showPointTip(pos, globalPos);
    if (histogram_ || !crosshair_ || !crosshair_->visible()) return false;
    QToolTip::showText(globalPos, valuesAt(crosshair_->point1->coords().x()), plot_);
    return true;
}

void PlotWidget::onMouseMove(QMouseEvent* e) {
    if (points_) {
        if (!showPointTip(e->position(), e->globalPosition().toPoint())) QToolTip::hideText();
        return;
    }
    if (histogram_ || curves_.isEmpty() || !crosshair_) return;
    const double x = plot_->xAxis->pixelToCoord(e->position().x());
    const double k = std::clamp(std::round(x), 1.0, maxX_);
    crosshair_->point1->setCoords(k, 0);
    crosshair_->point2->setCoords(k, 1);
    crosshair_->setVisible(plot_->axisRect()->rect().contains(e->position().toPoint()));
    plot_->replot(QCustomPlot::rpQueuedReplot);
    if (!showTipAt(e->position(), e->globalPosition().toPoint())) QToolTip::hideText();
    emit hoveredX(k);
}

bool PlotWidget::showPointTip(QPointF pos, QPoint globalPos) {
    int i = -1;
    QCPAbstractPlottable* p = plot_->plottableAt(pos, false, &i);
    auto* iface = p ? p->interface1D() : nullptr;
    if (!iface || i < 0 || i >= iface->dataCount()) return false;
    const QStringList tips = p->property("tips").toStringList();  // setGroupedBars
    if (i < tips.size()) {
        QToolTip::showText(globalPos, tips[i], plot_);
        return true;
    }
    const QStringList labels = p->property("labels").toStringList();
    QToolTip::showText(globalPos,
                       tr("<b>%1</b><br>%2: %3 → %4")
                           .arg(labels.value(i).toHtmlEscaped(), p->name().toHtmlEscaped())
                           .arg(iface->dataMainKey(i), 0, 'f', 4)
                           .arg(iface->dataMainValue(i), 0, 'f', 4),
                       plot_);
    return true;
}

}  // namespace ranklens::ui
