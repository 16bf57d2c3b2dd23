#include "ui/plot/label_placement.h"

#include <algorithm>
#include <array>

namespace ranklens::ui {

namespace {

// Right, left, above, below the point.
const std::array<PointLabelPlacer::Side, 4> kSides{{
    {Qt::AlignLeft | Qt::AlignVCenter, QMargins(9, 0, 0, 0)},
    {Qt::AlignRight | Qt::AlignVCenter, QMargins(0, 0, 9, 0)},
    {Qt::AlignHCenter | Qt::AlignBottom, QMargins(0, 0, 0, 7)},
    {Qt::AlignHCenter | Qt::AlignTop, QMargins(0, 7, 0, 0)},
}};

// The text's rectangle (padding excluded) for a point at p.
QRect textRect(QPointF p, QSize size, const PointLabelPlacer::Side& side) {
    QRect r(QPoint(0, 0), size);
    const QPoint c = p.toPoint();
    if (side.align & Qt::AlignLeft) r.moveLeft(c.x() + side.padding.left());
    if (side.align & Qt::AlignRight) r.moveRight(c.x() - side.padding.right());
    if (side.align & Qt::AlignHCenter) r.moveLeft(c.x() - size.width() / 2);
    if (side.align & Qt::AlignVCenter) r.moveTop(c.y() - size.height() / 2);
    if (side.align & Qt::AlignBottom) r.moveBottom(c.y() - side.padding.bottom());
    if (side.align & Qt::AlignTop) r.moveTop(c.y() + side.padding.top());
    return r;
}

}  // namespace

PointLabelPlacer::PointLabelPlacer(QRect area, QVector<QPointF> points)
    : area_(area), points_(std::move(points)) {}

bool PointLabelPlacer::coversAny(const QRect& r) const {
    for (const QPointF& p : points_)
        if (r.adjusted(-4, -4, 4, 4).contains(p.toPoint())) return true;
    for (const QRect& t : taken_)
        if (r.intersects(t)) return true;
    return false;
}

PointLabelPlacer::Placed PointLabelPlacer::place(QPointF point, QSize textSize) {
    const Side* chosen = &kSides[0];
    for (const Side& side : kSides) {
        const QRect r = textRect(point, textSize, side);
        if (area_.contains(r) && !coversAny(r)) {
            chosen = &side;
            break;
        }
    }
    taken_ << textRect(point, textSize, *chosen);
    return {taken_.back(), *chosen};
}

MarkLabelRows::MarkLabelRows(QRect area, int rowHeight) : area_(area), rowHeight_(rowHeight) {}

MarkLabelRows::Placed MarkLabelRows::place(int px, int width) {
    const bool hangLeft = px + width > area_.right();
    const int left = hangLeft ? px - width : px;
    int row = 0;
    while (row < rowEnds_.size() && rowEnds_[row] + 2 > left) ++row;
    if (row == rowEnds_.size()) rowEnds_.append(0);
    rowEnds_[row] = left + width;
    return {area_.top() + 2 + row * rowHeight_, hangLeft};
}

double MarkLabelRows::upperFor(double maxCount) const {
    const double free = 1.0 - (rowEnds_.size() * rowHeight_ + 8.0) / area_.height();
    return std::max(maxCount / std::max(0.3, free), maxCount * 1.05);
}

QVector<CutoffLabel> mergeCutoffLabels(const QVector<double>& xs, const QVector<double>& pixels,
                                       const std::function<int(const QString&)>& width,
                                       int areaRight) {
    QVector<CutoffLabel> out;
    const auto textOf = [](const QStringList& ks) {
        return QStringLiteral("k=") + ks.join(QStringLiteral(", "));
    };
    for (int i = 0; i < xs.size();) {
        const int left = static_cast<int>(pixels[i]);
        QStringList ks{QString::number(xs[i])};
        int j = i + 1;
        for (; j < xs.size(); ++j) {
            if (pixels[j] >= left + width(textOf(ks))) break;
            ks << QString::number(xs[j]);
        }
        CutoffLabel label{i, j - i, textOf(ks), false};
        label.hangLeft = left + width(label.text) > areaRight;
        out << label;
        i = j;
    }
    return out;
}

int legendColumns(int plotWidth, int widest, int items, int spacing) {
    return std::clamp((std::max(1, plotWidth - 20) + spacing) / (widest + spacing), 1,
                      std::max(1, items));
}

}  // namespace ranklens::ui
