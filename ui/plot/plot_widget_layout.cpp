// PlotWidget's layout helpers: the legend under the axes, the histogram's median/p10/p90
// labels kept apart and above the bars, the cut-off lines' labels merged where they would
// overlap, picking the curve point under the mouse, and the
// geometry the tests read back (see ui/plot/plot_widget.h).
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

#include "ui/plot/plot_widget.h"

namespace ranklens::ui {

void PlotWidget::layoutLegend() {
    QCPLegend* legend = plot_->legend;
    int widest = 0, items = 0;
    for (int i = 0; i < legend->itemCount(); ++i)  // cells; a wrapped grid has empty ones
        if (QCPAbstractLegendItem* item = legend->item(i)) {
            widest = std::max(widest, item->minimumOuterSizeHint().width());
            ++items;
        }
    if (widest == 0) return;
    const int spacing = 12;
    legend->setColumnSpacing(spacing);
    const int columns = std::clamp(
        (std::max(1, plot_->width() - 20) + spacing) / (widest + spacing), 1, std::max(1, items));
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
}

void PlotWidget::addHistogramMarks(const HistogramSeries& s) {
    struct Mark {
        double x;
        Qt::PenStyle style;
        QString label;
    };
    for (const Mark& m :
         {Mark{s.median, Qt::SolidLine, tr("median")}, Mark{s.p10, Qt::DashLine, tr("p10")},
          Mark{s.p90, Qt::DashLine, tr("p90")}}) {
        auto* line = new QCPItemStraightLine(plot_);
        line->point1->setCoords(m.x, 0);
        line->point2->setCoords(m.x, 1);
        line->setPen(QPen(s.color.darker(140), 2, m.style));
        auto* text = new QCPItemText(plot_);
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAbsolute);
        text->setText(m.label);
        text->setColor(s.color.darker(160));
        text->setBrush(QColor(255, 255, 255, 225));
        text->setPadding(QMargins(2, 0, 2, 0));
        text->setFont(QFont(font().family(), 8));
        text->setClipToAxisRect(true);
        text->setLayer(QStringLiteral("axes"));  // above every marker line, not crossed by one
        markLabels_.append({text, m.x});
    }
}

// Greedy rows from the top of the axis rect: a label goes to the first row where it does not
// touch the previous one; a label that would leave the plot on the right hangs left of its line.
// The y range then leaves those rows free above the highest bar.
void PlotWidget::placeMarkLabels() {
    if (!histogram_ || markLabels_.isEmpty()) return;
    const QRect area = plot_->axisRect()->rect();
    if (area.width() <= 0 || area.height() <= 0) return;
    QVector<MarkLabel> sorted = markLabels_;
    std::sort(sorted.begin(), sorted.end(),
              [](const MarkLabel& a, const MarkLabel& b) { return a.x < b.x; });
    const QFontMetrics fm(sorted.front().text->font());
    const int rowHeight = fm.height() + 2;
    QVector<int> rowEnds;  // right edge of the last label of each row
    for (const MarkLabel& m : sorted) {
        const int width = fm.horizontalAdvance(m.text->text()) + 6;
        const int px = static_cast<int>(plot_->xAxis->coordToPixel(m.x));
        const bool hangLeft = px + width > area.right();
        const int left = hangLeft ? px - width : px;
        int row = 0;
        while (row < rowEnds.size() && rowEnds[row] + 2 > left) ++row;
        if (row == rowEnds.size()) rowEnds.append(0);
        rowEnds[row] = left + width;
        m.text->setPositionAlignment((hangLeft ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        m.text->position->setCoords(m.x, area.top() + 2 + row * rowHeight);
    }
    const double free = 1.0 - (rowEnds.size() * rowHeight + 8.0) / area.height();
    const double upper = histMaxCount_ / std::max(0.3, free);
    plot_->yAxis->setRange(0, std::max(upper, histMaxCount_ * 1.05));
}

void PlotWidget::placeCutoffLabels() {
    if (histogram_ || cutoffLabels_.isEmpty()) return;
    const QRect area = plot_->axisRect()->rect();
    if (area.width() <= 0) return;
    QVector<MarkLabel> sorted = cutoffLabels_;
    std::sort(sorted.begin(), sorted.end(),
              [](const MarkLabel& a, const MarkLabel& b) { return a.x < b.x; });
    const QFontMetrics fm(sorted.front().text->font());
    const auto width = [&fm](const QString& t) { return fm.horizontalAdvance(t) + 6; };
    // Lines closer than their label is wide share one label, "k=1, 5, 10", at the first of them
    // (the cut-offs 1, 5 and 10 on a curve of 1,000 ranks), on the side with room.
    for (int i = 0; i < sorted.size();) {
        const int left = static_cast<int>(plot_->xAxis->coordToPixel(sorted[i].x));
        QStringList ks{QString::number(sorted[i].x)};
        int j = i + 1;
        for (; j < sorted.size(); ++j) {
            const QString text = QStringLiteral("k=") + ks.join(QStringLiteral(", "));
            if (plot_->xAxis->coordToPixel(sorted[j].x) >= left + width(text)) break;
            ks << QString::number(sorted[j].x);
            sorted[j].text->setVisible(false);
        }
        QCPItemText* label = sorted[i].text;
        label->setText(QStringLiteral("k=") + ks.join(QStringLiteral(", ")));
        label->setVisible(true);
        const bool hangLeft = left + width(label->text()) > area.right();
        label->setPositionAlignment((hangLeft ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        i = j;
    }
}

CurvePoint PlotWidget::curvePointAt(QPointF pos, double radius) const {
    CurvePoint best;
    if (histogram_ || points_) return best;
    const QPointF p = plot_->mapFrom(this, pos.toPoint());
    double bestDist = radius;
    for (int s = 0; s < curves_.size(); ++s)
        for (int i = 0; i < curves_[s].x.size(); ++i) {
            const double d = QLineF(p, pixelOf(s, i)).length();
            if (d <= bestDist) {
                bestDist = d;
                best = {s, curves_[s].x[i], curves_[s].y[i]};
            }
        }
    return best;
}

QPointF PlotWidget::pixelOf(int series, int index) const {
    const PlotSeries& s = curves_[series];
    const QCPAxis* y = s.secondAxis ? plot_->yAxis2 : plot_->yAxis;
    const QPointF inPlot(plot_->xAxis->coordToPixel(s.x[index]), y->coordToPixel(s.y[index]));
    return plot_->mapTo(this, inPlot.toPoint());
}

double PlotWidget::kAt(int x) const {
    return plot_->xAxis->pixelToCoord(plot_->mapFrom(this, QPoint(x, 0)).x());
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

namespace {
QRect rectOf(const QCPItemText* t) {
    return QRectF(t->topLeft->pixelPosition(), t->bottomRight->pixelPosition()).toRect();
}
}  // namespace

QVector<QRect> PlotWidget::markLabelRects() const {
    QVector<QRect> out;
    for (const MarkLabel& m : markLabels_) out << rectOf(m.text);
    return out;
}

QStringList PlotWidget::cutoffLabelTexts() const {
    QVector<MarkLabel> sorted = cutoffLabels_;
    std::sort(sorted.begin(), sorted.end(),
              [](const MarkLabel& a, const MarkLabel& b) { return a.x < b.x; });
    QStringList out;
    for (const MarkLabel& m : sorted)
        if (m.text->visible()) out << m.text->text();
    return out;
}

QVector<QRect> PlotWidget::cutoffLabelRects() const {
    QVector<QRect> out;
    for (const MarkLabel& m : cutoffLabels_)
        if (m.text->visible()) out << rectOf(m.text);
    return out;
}

QWidget* PlotWidget::canvas() const {
    return plot_;
}

}  // namespace ranklens::ui
