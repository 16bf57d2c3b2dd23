// PlotWidget's curves: metric over k with a shaded confidence band per curve, the cut-off lines
// and their (merged) labels, a linear or log k axis, and what the crosshair and a right-click
// read off them (see ui/plot/plot_widget.h).
#include "ui/plot/plot_widget.h"

#include <qcustomplot.h>
#include <algorithm>

#include "ui/plot/curve_readout.h"
#include "ui/plot/plot_marks.h"

namespace ranklens::ui {

void PlotWidget::setCurves(const QVector<PlotSeries>& series, const QString& xLabel,
                           const QString& yLabel, const QString& y2Label) {
    histogram_ = false;
    points_ = false;
    clear();
    curves_ = series;
    maxX_ = 1;
    bool second = false;
    for (const auto& s : series) addBand(s);  // first: under every curve
    for (const auto& s : series) {
        second = second || s.secondAxis;
        QCPGraph* g = plot_->addGraph(plot_->xAxis, s.secondAxis ? plot_->yAxis2 : plot_->yAxis);
        g->setName(s.name);
        QPen pen(s.color, s.width, s.style);
        g->setPen(pen);
        g->setData(s.x, s.y, true);
        if (s.x.size() <= 30) g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
        if (!s.x.isEmpty()) maxX_ = std::max(maxX_, s.x.back());
    }
    plot_->xAxis->setLabel(xLabel);
    plot_->yAxis->setLabel(yLabel);
    plot_->yAxis2->setVisible(second);
    plot_->yAxis2->setTickLabels(second);
    plot_->yAxis2->setLabel(second ? y2Label : QString());
    // Pan and zoom move both value axes together.
    const QList<QCPAxis*> keys{plot_->xAxis}, values{plot_->yAxis, plot_->yAxis2};
    plot_->axisRect()->setRangeDragAxes(keys, values);
    plot_->axisRect()->setRangeZoomAxes(keys, values);
    setLegendShown(!series.isEmpty());
    layoutLegend();
    crosshair_ = new QCPItemStraightLine(plot_);
    crosshair_->setPen(QPen(QColor(120, 120, 120), 1, Qt::DashLine));
    crosshair_->setVisible(false);
    crosshair_->setSelectable(false);
    applyXScale();
    cutoffs_->set(markers_, maxX_, QFont(font().family(), 8));
    resetView();
}

void PlotWidget::addBand(const PlotSeries& s) {
    if (s.low.size() != s.x.size() || s.high.size() != s.x.size() || s.x.isEmpty()) return;
    auto* band = new QCPCurve(plot_->xAxis, s.secondAxis ? plot_->yAxis2 : plot_->yAxis);
    band->setName(s.name);
    band->setProperty("band", true);
    band->removeFromLegend();
    band->setSelectable(QCP::stNone);
    band->setPen(Qt::NoPen);
    QColor fill = s.color;
    fill.setAlpha(48);  // light enough that the curves and the other bands show through
    band->setBrush(fill);
    QVector<double> t, x, y;
    const int n = static_cast<int>(s.x.size());
    for (int i = 0; i < n; ++i) {  // along the lower edge, back along the upper one
        t << i;
        x << s.x[i];
        y << s.low[i];
    }
    for (int i = n - 1; i >= 0; --i) {
        t << 2 * n - 1 - i;
        x << s.x[i];
        y << s.high[i];
    }
    band->setData(t, x, y, true);
}

void PlotWidget::setLogX(bool on) {
    logX_ = on;
    if (histogram_ || points_) return;
    applyXScale();
    resetView();
}

void PlotWidget::applyXScale() {
    if (logX_) {
        plot_->xAxis->setScaleType(QCPAxis::stLogarithmic);
        QSharedPointer<QCPAxisTickerLog> t(new QCPAxisTickerLog);
        t->setLogBase(10);
        t->setSubTickCount(8);
        plot_->xAxis->setTicker(t);
        plot_->xAxis->setNumberFormat(QStringLiteral("g"));
    } else {
        plot_->xAxis->setScaleType(QCPAxis::stLinear);
        plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    }
}

void PlotWidget::setMarkers(const QList<double>& xs) {
    markers_ = xs;
    if (histogram_) return;
    cutoffs_->set(markers_, maxX_, QFont(font().family(), 8));
    plot_->replot();
}

QString PlotWidget::valuesAt(double x) const {
    if (histogram_ || curves_.isEmpty()) return {};
    return curveValuesTable(curves_, x);
}

CurvePoint PlotWidget::curvePointAt(QPointF pos, double radius) const {
    if (histogram_ || points_) return {};
    const QPointF p = plot_->mapFrom(this, pos.toPoint());
    return nearestCurvePoint(curves_, p, radius, [this](int s, int i) { return pixelOf(s, i); });
}

QPointF PlotWidget::pixelOf(int series, int index) const {
    const PlotSeries& s = curves_[series];
    const QCPAxis* y = s.secondAxis ? plot_->yAxis2 : plot_->yAxis;
    const QPointF inPlot(plot_->xAxis->coordToPixel(s.x[index]), y->coordToPixel(s.y[index]));
    return plot_->mapTo(this, inPlot.toPoint());
}

double PlotWidget::kAt(int x) const {
    return plot_->xAxis->pixelToCoord(plot_->mapFrom(this, QPoint(x, 0)).x());
}

}  // namespace ranklens::ui
