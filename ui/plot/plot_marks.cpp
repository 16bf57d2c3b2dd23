#include "ui/plot/plot_marks.h"

#include <qcustomplot.h>
#include <algorithm>

#include "ui/plot/label_placement.h"

namespace ranklens::ui {

namespace {

QVector<LineLabel> byX(QVector<LineLabel> labels) {
    std::sort(labels.begin(), labels.end(),
              [](const LineLabel& a, const LineLabel& b) { return a.x < b.x; });
    return labels;
}

QRect rectOf(const QCPItemText* t) {
    return QRectF(t->topLeft->pixelPosition(), t->bottomRight->pixelPosition()).toRect();
}

void alignLeftOrRight(QCPItemText* text, bool hangLeft) {
    text->setPositionAlignment((hangLeft ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
}

}  // namespace

void CutoffMarks::set(const QList<double>& xs, double maxX, const QFont& font) {
    for (int i = plot_->itemCount() - 1; i >= 0; --i) {
        QCPAbstractItem* it = plot_->item(i);
        if (it->property("marker").toBool()) plot_->removeItem(it);
    }
    labels_.clear();
    for (double x : xs) {
        if (x > maxX) continue;
        auto* line = new QCPItemStraightLine(plot_);
        line->setProperty("marker", true);
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
        line->setPen(QPen(QColor(170, 170, 170), 1, Qt::DotLine));
        auto* text = new QCPItemText(plot_);
        text->setProperty("marker", true);
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(x, 0);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);  // place()
        text->setPadding(QMargins(3, 0, 3, 0));
        text->setText(QStringLiteral("k=%1").arg(x));
        text->setColor(QColor(130, 130, 130));
        text->setFont(font);
        labels_.append({text, x});
    }
}

void CutoffMarks::place() {
    if (labels_.isEmpty()) return;
    const QRect area = plot_->axisRect()->rect();
    if (area.width() <= 0) return;
    const QVector<LineLabel> sorted = byX(labels_);
    const QFontMetrics fm(sorted.front().text->font());
    QVector<double> xs, pixels;
    for (const LineLabel& m : sorted) {
        xs << m.x;
        pixels << plot_->xAxis->coordToPixel(m.x);
    }
    const auto width = [&fm](const QString& t) { return fm.horizontalAdvance(t) + 6; };
    for (const CutoffLabel& merged : mergeCutoffLabels(xs, pixels, width, area.right())) {
        for (int j = 1; j < merged.count; ++j) sorted[merged.first + j].text->setVisible(false);
        QCPItemText* label = sorted[merged.first].text;
        label->setText(merged.text);
        label->setVisible(true);
        alignLeftOrRight(label, merged.hangLeft);
    }
}

QStringList CutoffMarks::texts() const {
    QStringList out;
    for (const LineLabel& m : byX(labels_))
        if (m.text->visible()) out << m.text->text();
    return out;
}

QVector<QRect> CutoffMarks::rects() const {
    QVector<QRect> out;
    for (const LineLabel& m : labels_)
        if (m.text->visible()) out << rectOf(m.text);
    return out;
}

void HistogramMarks::add(const HistogramSeries& s, const QStringList& names, const QFont& font) {
    const double xs[3] = {s.median, s.p10, s.p90};
    const Qt::PenStyle styles[3] = {Qt::SolidLine, Qt::DashLine, Qt::DashLine};
    for (int i = 0; i < 3; ++i) {
        auto* line = new QCPItemStraightLine(plot_);
        line->point1->setCoords(xs[i], 0);
        line->point2->setCoords(xs[i], 1);
        line->setPen(QPen(s.color.darker(140), 2, styles[i]));
        auto* text = new QCPItemText(plot_);
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAbsolute);
        text->setText(names.value(i));
        text->setColor(s.color.darker(160));
        text->setBrush(QColor(255, 255, 255, 225));
        text->setPadding(QMargins(2, 0, 2, 0));
        text->setFont(font);
        text->setClipToAxisRect(true);
        text->setLayer(QStringLiteral("axes"));  // above every marker line, not crossed by one
        labels_.append({text, xs[i]});
    }
}

void HistogramMarks::place(double maxCount) {
    if (labels_.isEmpty()) return;
    const QRect area = plot_->axisRect()->rect();
    if (area.width() <= 0 || area.height() <= 0) return;
    const QVector<LineLabel> sorted = byX(labels_);
    const QFontMetrics fm(sorted.front().text->font());
    MarkLabelRows rows(area, fm.height() + 2);
    for (const LineLabel& m : sorted) {
        const int width = fm.horizontalAdvance(m.text->text()) + 6;
        const int px = static_cast<int>(plot_->xAxis->coordToPixel(m.x));
        const MarkLabelRows::Placed placed = rows.place(px, width);
        alignLeftOrRight(m.text, placed.hangLeft);
        m.text->position->setCoords(m.x, placed.top);
    }
    plot_->yAxis->setRange(0, rows.upperFor(maxCount));
}

QVector<QRect> HistogramMarks::rects() const {
    QVector<QRect> out;
    for (const LineLabel& m : labels_) out << rectOf(m.text);
    return out;
}

}  // namespace ranklens::ui
