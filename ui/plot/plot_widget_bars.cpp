// PlotWidget's grouped bar chart: categories along x, one bar per series in each category,
// side by side (QCPBarsGroup), e.g. each run's exposure share of an item group next to the
// group's share of relevant items (see ui/plot/plot_widget.h).
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

#include "ui/plot/plot_widget.h"

namespace ranklens::ui {

void PlotWidget::setGroupedBars(const QVector<BarSeries>& series, const QStringList& categories,
                                const QString& yLabel) {
    histogram_ = false;
    clear();
    points_ = true;  // hover tips per bar, no crosshair
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    QVector<double> keys;
    for (int c = 0; c < categories.size(); ++c) {
        keys << c + 1;
        ticker->addTick(c + 1, categories[c]);
    }
    plot_->xAxis->setScaleType(QCPAxis::stLinear);
    plot_->xAxis->setTicker(ticker);
    plot_->xAxis->setSubTicks(false);
    plot_->xAxis->setTickLength(0, 3);
    auto* group = new QCPBarsGroup(plot_);
    group->setSpacingType(QCPBarsGroup::stAbsolute);
    group->setSpacing(1);
    const double width = 0.8 / std::max<qsizetype>(1, series.size());
    double top = 0;
    for (const auto& s : series) {
        auto* bars = new QCPBars(plot_->xAxis, plot_->yAxis);
        bars->setName(s.name);
        bars->setWidth(width);
        bars->setBrush(s.color);
        bars->setPen(QPen(s.color.darker(130)));
        bars->setData(keys, s.values.mid(0, keys.size()), true);
        bars->setBarsGroup(group);
        bars->setProperty("labels", categories);
        bars->setProperty("tips", s.tips);
        for (double v : s.values)
            if (std::isfinite(v)) top = std::max(top, v);
    }
    // Long group names: slanted so that they never overlap their neighbours.
    const QFontMetrics fm(plot_->xAxis->tickLabelFont());
    int widest = 0;
    for (const QString& c : categories) widest = std::max(widest, fm.horizontalAdvance(c));
    const int room = std::max(1, plot_->axisRect()->width()) / std::max<qsizetype>(1, keys.size());
    plot_->xAxis->setTickLabelRotation(widest + 8 > room ? 30 : 0);
    plot_->xAxis->setLabel(QString());
    plot_->yAxis->setLabel(yLabel);
    setLegendShown(!series.isEmpty());
    layoutLegend();
    plot_->xAxis->setRange(0.4, static_cast<double>(keys.size()) + 0.6);
    plot_->yAxis->setRange(0, top > 0 ? top * 1.1 : 1.0);
    plot_->replot();
}

}  // namespace ranklens::ui
