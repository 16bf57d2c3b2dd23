// What the bars and the scatter share (see points_chart.h).
#include "ui/plot/points_chart.h"

#include <qcustomplot.h>
#include <algorithm>

#include "ui/plot/plot_csv.h"
#include "ui/plot/plot_widget.h"  // its texts are PlotWidget's (one translation context)

namespace ranklens::ui {

QString PointsChart::csv(const QString& title) const {
    QVector<PlotPoint> shown;  // the plottables' points
    for (int i = 0; i < plot_->plottableCount(); ++i) {
        QCPAbstractPlottable* p = plot_->plottable(i);
        const QStringList labels = p->property("labels").toStringList();
        auto* d = p->interface1D();
        for (int j = 0; d && j < d->dataCount(); ++j)
            shown << PlotPoint{p->name(), labels.value(j), d->dataMainKey(j), d->dataMainValue(j)};
    }
    return pointsCsv(title, shown);
}

std::optional<QString> PointsChart::tipAt(QPointF pos) const {
    int i = -1;
    QCPAbstractPlottable* p = plot_->plottableAt(pos, false, &i);
    auto* iface = p ? p->interface1D() : nullptr;
    if (!iface || i < 0 || i >= iface->dataCount()) return std::nullopt;
    const QStringList tips = p->property("tips").toStringList();  // setGroupedBars
    if (i < tips.size()) return tips[i];
    const QStringList labels = p->property("labels").toStringList();
    return PlotWidget::tr("<b>%1</b><br>%2: %3 → %4")
        .arg(labels.value(i).toHtmlEscaped(), p->name().toHtmlEscaped())
        .arg(iface->dataMainKey(i), 0, 'f', 4)
        .arg(iface->dataMainValue(i), 0, 'f', 4);
}

QStringList PointsChart::pointLabels() const {
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
    QStringList out;
    for (const auto& k : keyed) out << k.second;
    return out;
}

}  // namespace ranklens::ui
