// PlotWidget's point modes: the per-query delta waterfall and the scatter of one value against
// another, both with a label per point for hover tips and clicks (see ui/plot_widget.h).
#include <qcustomplot.h>

#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "ui/plot/integer_ticker.h"
#include "ui/plot/plot_widget.h"

namespace ranklens::ui {

void PlotWidget::setDeltaBars(const QVector<double>& deltas, const QStringList& labels,
                              const QString& yLabel, double tolerance) {
    histogram_ = false;
    clear();
    points_ = true;
    QVector<int> order(deltas.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return deltas[a] < deltas[b]; });
    struct Group {
        QString name;
        QColor color;
        QVector<double> keys, values;
        QStringList labels;
    };
    Group groups[3] = {{tr("losses"), QColor(214, 69, 65), {}, {}, {}},
                       {tr("ties"), QColor(160, 160, 160), {}, {}, {}},
                       {tr("wins"), QColor(46, 158, 90), {}, {}, {}}};
    for (int i = 0; i < order.size(); ++i) {
        const double d = deltas[order[i]];
        Group& g = groups[d > tolerance ? 2 : d < -tolerance ? 0 : 1];
        g.keys << i + 1;
        g.values << d;
        g.labels << labels.value(order[i]);
    }
    plot_->xAxis->setScaleType(QCPAxis::stLinear);
    // The x axis counts queries (1st, 2nd … by delta): whole numbers, even over one query.
    plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new IntegerTicker));
    for (const Group& g : groups) {
        auto* bars = new QCPBars(plot_->xAxis, plot_->yAxis);
        bars->setName(QStringLiteral("%1 (%2)").arg(g.name).arg(g.keys.size()));
        bars->setWidth(deltas.size() > 200 ? 1.0 : 0.8);
        bars->setBrush(g.color);
        bars->setPen(deltas.size() > 200 ? QPen(Qt::NoPen) : QPen(g.color.darker(130)));
        bars->setData(g.keys, g.values, true);
        bars->setProperty("labels", g.labels);
    }
    plot_->xAxis->setLabel(tr("queries, sorted by delta"));
    plot_->yAxis->setLabel(yLabel);
    setLegendShown(true);
    layoutLegend();
    rescaleToData();
    // Every Δ zero: bars of height 0 kept the axis's last range (−3…3 read as a spread); a
    // small range around 0 says "no difference".
    const bool allZero =
        std::all_of(deltas.begin(), deltas.end(), [](double d) { return std::abs(d) < 1e-12; });
    if (allZero) {
        plot_->yAxis->setRange(-0.1, 0.1);
        plot_->replot();
    }
}

void PlotWidget::setScatter(const QVector<PointSeries>& series, const QString& xLabel,
                            const QString& yLabel, bool diagonal) {
    histogram_ = false;
    clear();
    points_ = true;
    plot_->xAxis->setScaleType(QCPAxis::stLinear);
    plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
    for (const auto& s : series) {
        QCPGraph* g = plot_->addGraph();
        g->setName(QStringLiteral("%1 (%2)").arg(s.name).arg(s.x.size()));
        g->setLineStyle(QCPGraph::lsNone);
        QColor fill = s.color;
        fill.setAlpha(150);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, s.color.darker(120), fill, 6));
        // QCPGraph keeps its data sorted by x: sort the labels along.
        QVector<int> order(s.x.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return s.x[a] < s.x[b]; });
        QVector<double> x, y;
        QStringList labels;
        for (int i : order) {
            x << s.x[i];
            y << s.y.value(i);
            labels << s.labels.value(i);
        }
        g->setData(x, y, true);
        g->setProperty("labels", labels);
    }
    if (diagonal) {
        auto* line = new QCPItemStraightLine(plot_);
        line->point1->setCoords(0, 0);
        line->point2->setCoords(1, 1);
        line->setPen(QPen(QColor(150, 150, 150), 1, Qt::DashLine));
    }
    plot_->xAxis->setLabel(xLabel);
    plot_->yAxis->setLabel(yLabel);
    setLegendShown(!series.isEmpty());
    layoutLegend();
    // Points keep clear of the frame (a point on the edge is half hidden, its label cut).
    rescaleToData(0.12);
}

void PlotWidget::rescaleToData(double share) {
    plot_->rescaleAxes();
    auto pad = [share](QCPAxis* a) {
        const QCPRange r = a->range();
        const double m = std::max(r.size() * share, 0.02);
        a->setRange(r.lower - m, r.upper + m);
    };
    pad(plot_->xAxis);
    pad(plot_->yAxis);
    plot_->replot();
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
