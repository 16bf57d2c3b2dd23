// PlotWidget: labels written beside scatter points (e.g. each run's name on an offline vs online
// scatter), placed where they cover no other point or label and stay inside the data area.
#include <qcustomplot.h>

#include <array>

#include "ui/plot/plot_widget.h"

namespace ranklens::ui {

namespace {

struct Placement {
    Qt::Alignment align;
    QMargins padding;
};

// Right, left, above, below the point; the padding keeps the text off the marker.
const std::array<Placement, 4> kPlacements{{
    {Qt::AlignLeft | Qt::AlignVCenter, QMargins(9, 0, 0, 0)},
    {Qt::AlignRight | Qt::AlignVCenter, QMargins(0, 0, 9, 0)},
    {Qt::AlignHCenter | Qt::AlignBottom, QMargins(0, 0, 0, 7)},
    {Qt::AlignHCenter | Qt::AlignTop, QMargins(0, 7, 0, 0)},
}};

// The text's rectangle (padding excluded) for a point at p.
QRect textRect(QPointF p, QSize size, const Placement& pl) {
    QRect r(QPoint(0, 0), size);
    const QPoint c = p.toPoint();
    if (pl.align & Qt::AlignLeft) r.moveLeft(c.x() + pl.padding.left());
    if (pl.align & Qt::AlignRight) r.moveRight(c.x() - pl.padding.right());
    if (pl.align & Qt::AlignHCenter) r.moveLeft(c.x() - size.width() / 2);
    if (pl.align & Qt::AlignVCenter) r.moveTop(c.y() - size.height() / 2);
    if (pl.align & Qt::AlignBottom) r.moveBottom(c.y() - pl.padding.bottom());
    if (pl.align & Qt::AlignTop) r.moveTop(c.y() + pl.padding.top());
    return r;
}

bool coversAny(const QRect& r, const QVector<QPointF>& points, const QVector<QRect>& taken) {
    for (const QPointF& p : points)
        if (r.adjusted(-4, -4, 4, 4).contains(p.toPoint())) return true;
    for (const QRect& t : taken)
        if (r.intersects(t)) return true;
    return false;
}

}  // namespace

QVector<QRect> PlotWidget::labelPoints() {
    for (QCPItemText* t : pointTexts_) plot_->removeItem(t);
    pointTexts_.clear();
    plot_->replot();  // lays the axes out: coordToPixel is right from here on
    const QVector<QPointF> points = dataPixels();
    const QRect area = dataRect();
    const QFontMetrics fm(font());
    QVector<QRect> taken;
    for (int i = 0; i < plot_->graphCount(); ++i) {
        QCPGraph* g = plot_->graph(i);
        const QStringList labels = g->property("labels").toStringList();
        int j = 0;
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it, ++j) {
            const QString label = labels.value(j);
            if (label.isEmpty()) continue;
            const QPointF p(plot_->xAxis->coordToPixel(it->key),
                            plot_->yAxis->coordToPixel(it->value));
            const QSize size = fm.boundingRect(label).size() + QSize(2, 0);
            const Placement* chosen = &kPlacements[0];
            for (const Placement& pl : kPlacements) {
                const QRect r = textRect(p, size, pl);
                if (area.contains(r) && !coversAny(r, points, taken)) {
                    chosen = &pl;
                    break;
                }
            }
            taken << textRect(p, size, *chosen);
            auto* text = new QCPItemText(plot_);
            text->position->setCoords(it->key, it->value);
            text->setPositionAlignment(chosen->align);
            text->setPadding(chosen->padding);
            text->setText(label);
            text->setFont(font());
            text->setColor(g->scatterStyle().pen().color());
            pointTexts_ << text;
        }
    }
    plot_->replot();
    return taken;
}

}  // namespace ranklens::ui
