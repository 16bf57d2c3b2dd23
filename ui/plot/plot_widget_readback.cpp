// PlotWidget read back: what the plot holds and where it is drawn, from the QCustomPlot itself
// (the tests' view of the plot: graphs, bands, axes, the legend's and the labels' rectangles).
#include "ui/plot/plot_widget.h"

#include <qcustomplot.h>
#include <algorithm>

#include "ui/plot/plot_marks.h"

namespace ranklens::ui {

int PlotWidget::graphCount() const {
    return histogram_ || points_ ? plot_->plottableCount() : plot_->graphCount();
}

QString PlotWidget::graphName(int i) const {
    return histogram_ || points_ ? plot_->plottable(i)->name() : plot_->graph(i)->name();
}

QVector<double> PlotWidget::graphValues(int i) const {
    QVector<double> out;
    if (histogram_ || points_) {
        auto* bars = qobject_cast<QCPBars*>(plot_->plottable(i));
        if (auto* g = qobject_cast<QCPGraph*>(plot_->plottable(i)))
            for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it)
                out << it->value;
        if (bars)
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
                out << it->value;
        return out;
    }
    const QCPGraph* g = plot_->graph(i);
    for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) out << it->value;
    return out;
}

bool PlotWidget::onSecondAxis(int i) const {
    return !histogram_ && !points_ && i >= 0 && i < plot_->graphCount() &&
           plot_->graph(i)->valueAxis() == plot_->yAxis2;
}

int PlotWidget::bandCount() const {
    int n = 0;
    for (int i = 0; i < plot_->plottableCount(); ++i)
        n += plot_->plottable(i)->property("band").toBool();
    return n;
}

QPair<QVector<double>, QVector<double>> PlotWidget::band(int i) const {
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
    QStringList out;
    if (!points_) return out;
    // Bars are grouped (losses, ties, wins); order the labels by key = plot position.
    QVector<QPair<double, QString>> keyed;
    for (int i = 0; i < plot_->plottableCount(); ++i) {
        const QStringList labels = plot_->plottable(i)->property("labels").toStringList();
        if (auto* bars = qobject_cast<QCPBars*>(plot_->plottable(i))) {
            int j = 0;
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it, ++j)
                keyed.append({it->key, labels.value(j)});
        } else {
            for (const QString& l : labels) keyed.append({static_cast<double>(keyed.size()), l});
        }
    }
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& k : keyed) out << k.second;
    return out;
}

QRect PlotWidget::legendRect() const {
    return plot_->legend->visible() ? plot_->legend->outerRect() : QRect();
}

QRect PlotWidget::dataRect() const {
    return plot_->axisRect()->rect();
}

QVector<QPointF> PlotWidget::dataPixels() const {
    QVector<QPointF> out;
    for (int i = 0; i < plot_->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot_->plottable(i);
        if (p->property("band").toBool()) continue;  // an area around a curve, not data points
        auto* d = p->interface1D();
        for (int j = 0; d && j < d->dataCount(); ++j)
            out << QPointF(p->keyAxis()->coordToPixel(d->dataMainKey(j)),
                           p->valueAxis()->coordToPixel(d->dataMainValue(j)));
    }
    return out;
}

QVector<double> PlotWidget::yTicks() const {
    return plot_->yAxis->tickVector();
}

QVector<double> PlotWidget::xTicks() const {
    return plot_->xAxis->tickVector();
}

QVector<QRect> PlotWidget::markLabelRects() const {
    return histMarks_->rects();
}

QStringList PlotWidget::cutoffLabelTexts() const {
    return cutoffs_->texts();
}

QVector<QRect> PlotWidget::cutoffLabelRects() const {
    return cutoffs_->rects();
}

QWidget* PlotWidget::canvas() const {
    return plot_;
}

}  // namespace ranklens::ui
