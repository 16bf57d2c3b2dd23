// The curves chart (see curves_chart.h): the graphs and bands it draws, its k axis, the cut-off
// lines, the crosshair, and what tests read back of it.
#include "ui/plot/curves_chart.h"

#include <qcustomplot.h>
#include <algorithm>
#include <cmath>

#include "ui/plot/curve_readout.h"
#include "ui/plot/plot_csv.h"
#include "ui/plot/plot_frame.h"
#include "ui/plot/plot_marks.h"

namespace ranklens::ui {

CurvesChart::CurvesChart(QCustomPlot* plot, const QWidget* owner)
    : Chart(plot, owner), cutoffs_(std::make_unique<CutoffMarks>(plot)) {}

CurvesChart::~CurvesChart() = default;

void CurvesChart::set(const QVector<PlotSeries>& series, const QString& xLabel,
                      const QString& yLabel, const QString& y2Label) {
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
    setLegendShown(plot_, !series.isEmpty());
    layoutLegend(plot_);
    addCrosshair();
    applyXScale();
    cutoffs_->set(markers_, maxX_, ownerFont(8));
    resetView();
}

void CurvesChart::addCrosshair() {
    crosshair_ = new QCPItemStraightLine(plot_);
    crosshair_->setPen(QPen(QColor(120, 120, 120), 1, Qt::DashLine));
    crosshair_->setVisible(false);
    crosshair_->setSelectable(false);
}

void CurvesChart::addBand(const PlotSeries& s) {
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

void CurvesChart::setLogX(bool on, bool shown) {
    logX_ = on;
    if (!shown) return;
    applyXScale();
    resetView();
}

void CurvesChart::applyXScale() {
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

void CurvesChart::setMarkers(const QList<double>& xs, bool shown) {
    markers_ = xs;
    if (!shown) return;
    cutoffs_->set(markers_, maxX_, ownerFont(8));
    plot_->replot();
}

// The curves set the range; a band (wide over few queries) may run past its top.
void CurvesChart::resetView() {
    const auto [kLow, kHigh] = curveKRange(maxX_, logX_);
    plot_->xAxis->setRange(kLow, kHigh);
    plot_->yAxis->setRange(0, curveValueTop(curves_, false));
    plot_->yAxis2->setRange(0, curveValueTop(curves_, true));
    plot_->replot();
}

void CurvesChart::forget() {
    crosshair_ = nullptr;  // deleted by clearItems()
    hoveredK_.reset();
    cutoffs_->forget();
    curves_.clear();
}

void CurvesChart::afterLayout() {
    cutoffs_->place();
}

QString CurvesChart::csv(const QString& title) const {
    return curvesCsv(title, curves_, static_cast<int>(maxX_));
}

}  // namespace ranklens::ui
