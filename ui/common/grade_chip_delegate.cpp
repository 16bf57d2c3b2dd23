#include "ui/common/grade_chip_delegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <algorithm>

namespace ranklens::ui {

GradeChipDelegate::GradeChipDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

QColor GradeChipDelegate::chipColor(std::optional<int> grade) {
    if (!grade) return QColor(0, 0, 0, 0);
    switch (std::clamp(*grade, -1, 4)) {
        case -1:
            return QColor(0x6b, 0x6f, 0x76);  // negative TREC labels: not relevant
        case 0:
            return QColor(0xb4, 0xb9, 0xc0);  // grey
        case 1:
            return QColor(0xc9, 0xe2, 0x9c);  // pale green
        case 2:
            return QColor(0x7c, 0xc5, 0x6b);  // green
        case 3:
            return QColor(0x2e, 0x9a, 0x4c);  // strong green
        default:
            return QColor(0x17, 0x6d, 0x45);  // 4+: deep green
    }
}

QColor GradeChipDelegate::chipTextColor(std::optional<int> grade) {
    if (!grade) return QColor(0x80, 0x80, 0x80);
    return (*grade >= 3 || *grade < 0) ? QColor(Qt::white) : QColor(0x1d, 0x23, 0x28);
}

QRect GradeChipDelegate::chipRect(const QRect& cell) {
    const int h = std::max(12, std::min(cell.height() - 6, 20));
    const int w = std::max(h + 8, 30);
    return QRect(cell.center().x() - w / 2 + 1, cell.center().y() - h / 2 + 1, w, h);
}

void GradeChipDelegate::paintChip(QPainter* p, const QRect& rect, std::optional<int> grade,
                                  const QFont& font, bool dim) {
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    if (dim) p->setOpacity(0.5);
    const QRectF r = QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal radius = r.height() / 2.0;
    if (grade) {
        p->setPen(QPen(chipColor(grade).darker(115), 1.0));
        p->setBrush(chipColor(grade));
    } else {
        QPen pen(QColor(0x9a, 0x9f, 0xa6), 1.0, Qt::DashLine);
        p->setPen(pen);
        p->setBrush(Qt::NoBrush);
    }
    p->drawRoundedRect(r, radius, radius);
    QFont f = font;
    f.setBold(true);
    p->setFont(f);
    p->setPen(chipTextColor(grade));
    p->drawText(r, Qt::AlignCenter, grade ? QString::number(*grade) : QStringLiteral("?"));
    p->restore();
}

void GradeChipDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const bool empty = opt.text.isEmpty();
    opt.text.clear();
    const QWidget* w = option.widget;
    QStyle* style = w ? w->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, w);
    if (empty) return;
    const QVariant g = index.data(GradeRole);
    const std::optional<int> grade = g.isValid() ? std::optional<int>(g.toInt()) : std::nullopt;
    paintChip(painter, chipRect(option.rect), grade, option.font, index.data(DimRole).toBool());
}

QSize GradeChipDelegate::sizeHint(const QStyleOptionViewItem& option,
                                  const QModelIndex& index) const {
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.setWidth(std::max(s.width(), 44));
    s.setHeight(std::max(s.height(), 24));
    return s;
}

bool GradeChipDelegate::editorEvent(QEvent* event, QAbstractItemModel* model,
                                    const QStyleOptionViewItem& option, const QModelIndex& index) {
    if (interactive_ && event->type() == QEvent::MouseButtonRelease) {
        auto* me = static_cast<QMouseEvent*>(event);
        if (me->button() == Qt::LeftButton &&
            chipRect(option.rect).adjusted(-4, -3, 4, 3).contains(me->position().toPoint())) {
            const auto* view = qobject_cast<const QAbstractItemView*>(option.widget);
            const QPoint global = view ? view->viewport()->mapToGlobal(option.rect.bottomLeft())
                                       : me->globalPosition().toPoint();
            emit chipClicked(index, global);
            return true;
        }
    }
    return QStyledItemDelegate::editorEvent(event, model, option, index);
}

}  // namespace ranklens::ui
