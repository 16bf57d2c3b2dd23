// What every chart reads back by default: its plottables (bars, point graphs), in plot order.
#include "ui/plot/chart.h"

#include <qcustomplot.h>

namespace ranklens::ui {

int Chart::graphCount() const {
    return plot_->plottableCount();
}

QString Chart::graphName(int i) const {
    return plot_->plottable(i)->name();
}

QVector<double> Chart::graphValues(int i) const {
    QVector<double> out;
    if (auto* g = qobject_cast<QCPGraph*>(plot_->plottable(i)))
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) out << it->value;
    if (auto* bars = qobject_cast<QCPBars*>(plot_->plottable(i)))
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            out << it->value;
    return out;
}

QFont Chart::ownerFont(int pointSize) const {
    return QFont(owner_->font().family(), pointSize);
}

QFont Chart::ownerFont() const {
    return owner_->font();
}

}  // namespace ranklens::ui
