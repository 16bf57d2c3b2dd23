// PlotWidget read back: what the plot holds and where it is drawn (the tests' view of the plot).
// The series, bands and labels each chart drew it reads back itself; the axes, the legend and the
// data area are the plot's.
#include <qcustomplot.h>

#include "ui/plot/chart.h"
#include "ui/plot/curves_chart.h"
#include "ui/plot/histogram_chart.h"
#include "ui/plot/plot_frame.h"
#include "ui/plot/plot_widget.h"

namespace ranklens::ui {

int PlotWidget::graphCount() const {
    return chart_->graphCount();
}

QString PlotWidget::graphName(int i) const {
    return chart_->graphName(i);
}

QVector<double> PlotWidget::graphValues(int i) const {
    return chart_->graphValues(i);
}

bool PlotWidget::isHistogram() const {
    return chart_ == histogram_.get();
}

bool PlotWidget::onSecondAxis(int i) const {
    return chart_ == curves_.get() && curves_->onSecondAxis(i);
}

int PlotWidget::bandCount() const {
    return curves_->bandCount();
}

QPair<QVector<double>, QVector<double>> PlotWidget::band(int i) const {
    return curves_->band(i);
}

QString PlotWidget::yAxisLabel(bool second) const {
    return (second ? plot_->yAxis2 : plot_->yAxis)->label();
}

QPair<double, double> PlotWidget::yRange(bool second) const {
    const QCPRange r = (second ? plot_->yAxis2 : plot_->yAxis)->range();
    return {r.lower, r.upper};
}

QPair<double, double> PlotWidget::xRange() const {
    const QCPRange r = plot_->xAxis->range();
    return {r.lower, r.upper};
}

QStringList PlotWidget::pointLabels() const {
    return chart_->pointLabels();
}

QRect PlotWidget::legendRect() const {
    return plot_->legend->visible() ? plot_->legend->outerRect() : QRect();
}

QRect PlotWidget::dataRect() const {
    return plot_->axisRect()->rect();
}

QVector<QPointF> PlotWidget::dataPixels() const {
    return dataPixelsOf(plot_);
}

QVector<double> PlotWidget::yTicks() const {
    return plot_->yAxis->tickVector();
}

QVector<double> PlotWidget::xTicks() const {
    return plot_->xAxis->tickVector();
}

QVector<QRect> PlotWidget::markLabelRects() const {
    return histogram_->markLabelRects();
}

QStringList PlotWidget::cutoffLabelTexts() const {
    return curves_->cutoffLabelTexts();
}

QVector<QRect> PlotWidget::cutoffLabelRects() const {
    return curves_->cutoffLabelRects();
}

QWidget* PlotWidget::canvas() const {
    return plot_;
}

}  // namespace ranklens::ui
