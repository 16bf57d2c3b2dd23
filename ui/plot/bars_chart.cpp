// The bar charts (see bars_chart.h).
#include "ui/plot/bars_chart.h"

#include <qcustomplot.h>
#include <algorithm>
#include <array>
#include <cmath>

#include "ui/plot/chart_data.h"
#include "ui/plot/integer_ticker.h"
#include "ui/plot/plot_frame.h"
#include "ui/plot/plot_widget.h"  // its texts are PlotWidget's (one translation context)

namespace ranklens::ui {

void BarsChart::setDeltaBars(const QVector<double>& deltas, const QStringList& labels,
                             const QString& yLabel, double tolerance) {
    const std::array<DeltaGroup, 3> groups = deltaGroups(deltas, labels, tolerance);
    const QString names[3] = {PlotWidget::tr("losses"), PlotWidget::tr("ties"),
                              PlotWidget::tr("wins")};
    const QColor colors[3] = {QColor(214, 69, 65), QColor(160, 160, 160), QColor(46, 158, 90)};
    plot_->xAxis->setScaleType(QCPAxis::stLinear);
    // The x axis counts queries (1st, 2nd … by delta): whole numbers, even over one query.
    plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new IntegerTicker));
    for (int i = 0; i < 3; ++i) {
        const DeltaGroup& g = groups[i];
        auto* bars = new QCPBars(plot_->xAxis, plot_->yAxis);
        bars->setName(QStringLiteral("%1 (%2)").arg(names[i]).arg(g.keys.size()));
        bars->setWidth(deltas.size() > 200 ? 1.0 : 0.8);
        bars->setBrush(colors[i]);
        bars->setPen(deltas.size() > 200 ? QPen(Qt::NoPen) : QPen(colors[i].darker(130)));
        bars->setData(g.keys, g.values, true);
        bars->setProperty("labels", g.labels);
    }
    plot_->xAxis->setLabel(PlotWidget::tr("queries, sorted by delta"));
    plot_->yAxis->setLabel(yLabel);
    setLegendShown(plot_, true);
    layoutLegend(plot_);
    rescaleToData(plot_);
    // Every Δ zero: bars of height 0 kept the axis's last range (−3…3 read as a spread); a
    // small range around 0 says "no difference".
    const bool allZero =
        std::all_of(deltas.begin(), deltas.end(), [](double d) { return std::abs(d) < 1e-12; });
    if (allZero) {
        plot_->yAxis->setRange(-0.1, 0.1);
        plot_->replot();
    }
}

void BarsChart::setGroupedBars(const QVector<BarSeries>& series, const QStringList& categories,
                               const QString& yLabel) {
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
    slantLongCategories(categories);
    plot_->xAxis->setLabel(QString());
    plot_->yAxis->setLabel(yLabel);
    setLegendShown(plot_, !series.isEmpty());
    layoutLegend(plot_);
    plot_->xAxis->setRange(0.4, static_cast<double>(keys.size()) + 0.6);
    plot_->yAxis->setRange(0, top > 0 ? top * 1.1 : 1.0);
    plot_->replot();
}

void BarsChart::slantLongCategories(const QStringList& categories) {
    const QFontMetrics fm(plot_->xAxis->tickLabelFont());
    int widest = 0;
    for (const QString& c : categories) widest = std::max(widest, fm.horizontalAdvance(c));
    const qsizetype n = std::max<qsizetype>(1, categories.size());
    const int room = std::max(1, plot_->axisRect()->width()) / static_cast<int>(n);
    plot_->xAxis->setTickLabelRotation(widest + 8 > room ? 30 : 0);
}

void BarsChart::resetView() {
    rescaleToData(plot_, 0.05);
}

}  // namespace ranklens::ui
