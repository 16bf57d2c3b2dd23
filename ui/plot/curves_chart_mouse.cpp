// The curves chart under the mouse (the crosshair at the nearest k and its table of values)
// and what tests read back of it: graphs, bands, axes, cut-off labels.
#include <qcustomplot.h>
#include <algorithm>
#include <cmath>

#include "ui/plot/curve_readout.h"
#include "ui/plot/curves_chart.h"
#include "ui/plot/plot_marks.h"

namespace ranklens::ui {

bool CurvesChart::follow(QPointF pos) {
    if (curves_.isEmpty() || !crosshair_) return false;
    const double x = plot_->xAxis->pixelToCoord(pos.x());
    const double k = std::clamp(std::round(x), 1.0, maxX_);
    crosshair_->point1->setCoords(k, 0);
    crosshair_->point2->setCoords(k, 1);
    crosshair_->setVisible(plot_->axisRect()->rect().contains(pos.toPoint()));
    plot_->replot(QCustomPlot::rpQueuedReplot);
    hoveredK_ = k;
    return true;
}

std::optional<QString> CurvesChart::tipAt(QPointF) const {
    if (!crosshairVisible()) return std::nullopt;
    return valuesAt(crosshair_->point1->coords().x());
}

bool CurvesChart::leave() {
    if (!crosshairVisible()) return false;
    crosshair_->setVisible(false);
    plot_->replot(QCustomPlot::rpQueuedReplot);
    return true;
}

bool CurvesChart::crosshairVisible() const {
    return crosshair_ && crosshair_->visible();
}

void CurvesChart::setCrosshairVisible(bool on) const {
    if (!crosshair_) return;
    crosshair_->setVisible(on);
    plot_->replot(QCustomPlot::rpImmediateRefresh);
}

QString CurvesChart::valuesAt(double x) const {
    if (curves_.isEmpty()) return {};
    return curveValuesTable(curves_, x);
}

QPointF CurvesChart::pixelOf(int series, int index) const {
    const PlotSeries& s = curves_[series];
    const QCPAxis* y = s.secondAxis ? plot_->yAxis2 : plot_->yAxis;
    return {plot_->xAxis->coordToPixel(s.x[index]), y->coordToPixel(s.y[index])};
}

int CurvesChart::graphCount() const {
    return plot_->graphCount();
}

QString CurvesChart::graphName(int i) const {
    return plot_->graph(i)->name();
}

QVector<double> CurvesChart::graphValues(int i) const {
    QVector<double> out;
    const QCPGraph* g = plot_->graph(i);
    for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) out << it->value;
    return out;
}

bool CurvesChart::onSecondAxis(int i) const {
    return i >= 0 && i < plot_->graphCount() && plot_->graph(i)->valueAxis() == plot_->yAxis2;
}

int CurvesChart::bandCount() const {
    int n = 0;
    for (int i = 0; i < plot_->plottableCount(); ++i)
        n += plot_->plottable(i)->property("band").toBool();
    return n;
}

QPair<QVector<double>, QVector<double>> CurvesChart::band(int i) const {
    for (int p = 0, seen = 0; p < plot_->plottableCount(); ++p) {
        auto* c = qobject_cast<QCPCurve*>(plot_->plottable(p));
        if (!c || !c->property("band").toBool() || seen++ != i) continue;
        const int n = c->dataCount() / 2;
        QVector<double> low, high;
        for (int k = 0; k < n; ++k) {
            low << (c->data()->constBegin() + k)->value;
            high << (c->data()->constBegin() + (2 * n - 1 - k))->value;
        }
        return {low, high};
    }
    return {};
}

QStringList CurvesChart::cutoffLabelTexts() const {
    return cutoffs_->texts();
}

QVector<QRect> CurvesChart::cutoffLabelRects() const {
    return cutoffs_->rects();
}

}  // namespace ranklens::ui
