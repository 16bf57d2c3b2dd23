// The scatter chart (see scatter_chart.h).
#include "ui/plot/scatter_chart.h"

#include <qcustomplot.h>

#include "ui/plot/chart_data.h"
#include "ui/plot/label_placement.h"
#include "ui/plot/plot_frame.h"

namespace ranklens::ui {

void ScatterChart::set(const QVector<PointSeries>& series, const QString& xLabel,
                       const QString& yLabel, bool diagonal) {
    plot_->xAxis->setScaleType(QCPAxis::stLinear);
    plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    for (const auto& s : series) {
        QCPGraph* g = plot_->addGraph();
        g->setName(QStringLiteral("%1 (%2)").arg(s.name).arg(s.x.size()));
        g->setLineStyle(QCPGraph::lsNone);
        QColor fill = s.color;
        fill.setAlpha(150);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, s.color.darker(120), fill, 6));
        // QCPGraph keeps its data sorted by x: the labels go along.
        const PointSeries sorted = sortedByX(s);
        g->setData(sorted.x, sorted.y, true);
        g->setProperty("labels", sorted.labels);
    }
    if (diagonal) {
        auto* line = new QCPItemStraightLine(plot_);
        line->point1->setCoords(0, 0);
        line->point2->setCoords(1, 1);
        line->setPen(QPen(QColor(150, 150, 150), 1, Qt::DashLine));
    }
    plot_->xAxis->setLabel(xLabel);
    plot_->yAxis->setLabel(yLabel);
    setLegendShown(plot_, !series.isEmpty());
    layoutLegend(plot_);
    // Points keep clear of the frame (a point on the edge is half hidden, its label cut).
    rescaleToData(plot_, 0.12);
}

// Without a series (no graph) the margin is the bars' one.
void ScatterChart::resetView() {
    rescaleToData(plot_, plot_->graphCount() > 0 ? 0.12 : 0.05);
}

QVector<QRect> ScatterChart::labelPoints() {
    for (QCPItemText* t : pointTexts_) plot_->removeItem(t);
    pointTexts_.clear();
    plot_->replot();  // lays the axes out: coordToPixel is right from here on
    PointLabelPlacer placer(plot_->axisRect()->rect(), dataPixelsOf(plot_));
    const QFont font = ownerFont();
    const QFontMetrics fm(font);
    for (int i = 0; i < plot_->graphCount(); ++i) {
        QCPGraph* g = plot_->graph(i);
        const QStringList labels = g->property("labels").toStringList();
        int j = 0;
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it, ++j) {
            const QString label = labels.value(j);
            if (label.isEmpty()) continue;
            const QPointF p(plot_->xAxis->coordToPixel(it->key),
                            plot_->yAxis->coordToPixel(it->value));
            const PointLabelPlacer::Placed placed =
                placer.place(p, fm.boundingRect(label).size() + QSize(2, 0));
            auto* text = new QCPItemText(plot_);
            text->position->setCoords(it->key, it->value);
            text->setPositionAlignment(placed.side.align);
            text->setPadding(placed.side.padding);
            text->setText(label);
            text->setFont(font);
            text->setColor(g->scatterStyle().pen().color());
            pointTexts_ << text;
        }
    }
    plot_->replot();
    return placer.placed();
}

}  // namespace ranklens::ui
