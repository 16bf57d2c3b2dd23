// The parts of the plot every chart shares (see plot_frame.h).
#include "ui/plot/plot_frame.h"

#include <qcustomplot.h>
#include <algorithm>

#include "ui/plot/label_placement.h"

namespace ranklens::ui {

// A hidden legend leaves the layout: empty, its width (its margins) capped the layout's one
// column, and the axes of a cleared plot shrank to its title's width.
void setLegendShown(QCustomPlot* plot, bool shown) {
    QCPLayoutGrid* grid = plot->plotLayout();
    const bool placed = grid->hasElement(2, 0) && grid->element(2, 0) == plot->legend;
    if (shown && !placed) grid->addElement(2, 0, plot->legend);
    if (!shown && placed) grid->take(plot->legend);
    plot->legend->setVisible(shown);
}

void layoutLegend(QCustomPlot* plot) {
    QCPLegend* legend = plot->legend;
    int widest = 0, items = 0;
    for (int i = 0; i < legend->itemCount(); ++i)  // cells; a wrapped grid has empty ones
        if (QCPAbstractLegendItem* item = legend->item(i)) {
            widest = std::max(widest, item->minimumOuterSizeHint().width());
            ++items;
        }
    if (widest == 0) return;
    const int spacing = 12;
    legend->setColumnSpacing(spacing);
    legend->setWrap(legendColumns(plot->width(), widest, items, spacing));
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
}

void rescaleToData(QCustomPlot* plot, double share) {
    plot->rescaleAxes();
    auto pad = [share](QCPAxis* a) {
        const QCPRange r = a->range();
        const double m = std::max(r.size() * share, 0.02);
        a->setRange(r.lower - m, r.upper + m);
    };
    pad(plot->xAxis);
    pad(plot->yAxis);
    plot->replot();
}

QVector<QPointF> dataPixelsOf(QCustomPlot* plot) {
    QVector<QPointF> out;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot->plottable(i);
        if (p->property("band").toBool()) continue;  // an area around a curve, not data points
        auto* d = p->interface1D();
        for (int j = 0; d && j < d->dataCount(); ++j)
            out << QPointF(p->keyAxis()->coordToPixel(d->dataMainKey(j)),
                           p->valueAxis()->coordToPixel(d->dataMainValue(j)));
    }
    return out;
}

}  // namespace ranklens::ui
