#include "ui/ranking/ranking_table_view.h"

#include <QApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QStyle>
#include <QStyledItemDelegate>
#include <algorithm>
#include <climits>

#include "ui/common/focus_frame.h"
#include "ui/ranking/ranking_model.h"

namespace ranklens::ui {

namespace {

const QColor kCutoffColor(0xd3, 0x54, 0x00);
const QColor kDropColor(0x1e, 0x6f, 0xd9);
const QColor kTieColor(0xc2, 0x8a, 0x00);

// Paints the cell of opt (initStyleOption done) without its text and readies p (saved) to draw
// that text as the view would: its font, and its colour (selected, or the model's foreground).
// Returns the text; the caller draws it and restores p.
QString paintCellWithoutText(QPainter* p, QStyleOptionViewItem& opt, const QModelIndex& index) {
    const QString text = opt.text;
    opt.text.clear();
    const QWidget* w = opt.widget;
    (w ? w->style() : QApplication::style())->drawControl(QStyle::CE_ItemViewItem, &opt, p, w);
    p->save();
    p->setFont(opt.font);
    const bool selected = opt.state & QStyle::State_Selected;
    p->setPen(selected ? opt.palette.color(QPalette::HighlightedText)
                       : opt.palette.color(QPalette::Text));
    if (const QVariant fg = index.data(Qt::ForegroundRole); fg.isValid() && !selected)
        p->setPen(fg.value<QColor>());
    return text;
}

// Paints the score and, at the right edge, a bracket joining the rows of a tied group.
class TieBracketDelegate : public QStyledItemDelegate {
  public:
    static constexpr int kBracketSpace = 14;
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* p, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        // The text leaves room for the bracket at the cell's right edge.
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString text = paintCellWithoutText(p, opt, index);
        p->drawText(option.rect.adjusted(4, 0, -kBracketSpace, 0),
                    Qt::AlignRight | Qt::AlignVCenter, text);
        p->restore();
        const auto tie = static_cast<TiePosition>(index.data(RankingModel::TieRole).toInt());
        if (tie == TiePosition::None) return;
        p->save();
        p->setRenderHint(QPainter::Antialiasing, true);
        QPen pen(kTieColor, 2.0);
        pen.setCapStyle(Qt::FlatCap);
        p->setPen(pen);
        const QRect r = option.rect;
        const int x = r.right() - kBracketSpace / 2 + 1;
        const int mid = r.center().y();
        const int top = (tie == TiePosition::Middle || tie == TiePosition::Last) ? r.top() : mid;
        const int bottom =
            (tie == TiePosition::Middle || tie == TiePosition::First) ? r.bottom() + 1 : mid;
        if (tie == TiePosition::Single) {
            p->setBrush(kTieColor);
            p->drawEllipse(QPointF(x, mid), 2.5, 2.5);
        } else {
            p->drawLine(QPointF(x, top), QPointF(x, bottom));
            if (tie == TiePosition::First || tie == TiePosition::Last)
                p->drawLine(QPointF(x, mid), QPointF(x - 5, mid));
        }
        p->restore();
    }
};

}  // namespace

// The gutter left of the rows that holds the cut-off line's "k = …" tag: the table's vertical
// header (so the table makes its room and keeps its rows in step), drawing no row numbers.
class CutoffGutter : public QHeaderView {
  public:
    explicit CutoffGutter(RankingTableView* view) : QHeaderView(Qt::Vertical, view), view_(view) {
        setSectionsClickable(false);
        setSectionResizeMode(QHeaderView::Fixed);
    }
    QSize sizeHint() const override {
        const QFontMetrics fm(view_->cutoffTagFont());
        return {fm.horizontalAdvance(view_->cutoffTagText(false)) + 18,
                QHeaderView::sizeHint().height()};
    }

  protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(viewport());
        p.fillRect(viewport()->rect(), view_->viewport()->palette().color(QPalette::Base));
        const QRect tag = view_->cutoffTagRect().translated(-geometry().topLeft());
        if (tag.isEmpty()) return;
        p.setRenderHint(QPainter::Antialiasing, true);
        const int y = view_->cutoffLineY();
        p.setPen(QPen(kCutoffColor, 2.0,
                      view_->k_ > view_->model()->rowCount() ? Qt::DashLine : Qt::SolidLine));
        p.drawLine(QPointF(tag.right(), y - 0.5), QPointF(width(), y - 0.5));
        p.setPen(Qt::NoPen);
        p.setBrush(kCutoffColor);
        p.drawRoundedRect(QRectF(tag), tag.height() / 2.0, tag.height() / 2.0);
        p.setPen(Qt::white);
        p.setFont(view_->cutoffTagFont());
        p.drawText(tag, Qt::AlignCenter, view_->cutoffTagText(false));
    }

  private:
    RankingTableView* view_;
};

void RankingTableView::setCutoffTagShown(bool shown) {
    tagShown_ = shown;
    updateGutter();
}

void RankingTableView::updateGutter() {
    const int n = model() ? model()->rowCount() : 0;
    const bool want = tagShown_ && n > 0 && k_ <= n;
    if (verticalHeader()->isHidden() == want) verticalHeader()->setVisible(want);
    if (rowsMinimumWidth_ > 0)
        setMinimumWidth(rowsMinimumWidth_ +
                        (want && gutterCounts_ ? verticalHeader()->sizeHint().width() : 0));
}

void RankingTableView::setRowsMinimumWidth(int width) {
    rowsMinimumWidth_ = width;
    updateGutter();
}

void RankingTableView::setGutterCountsInMinimum(bool counts) {
    gutterCounts_ = counts;
    updateGutter();
}

void RankingTableView::setModel(QAbstractItemModel* m) {
    QTableView::setModel(m);
    if (!m) return;
    connect(m, &QAbstractItemModel::modelReset, this, &RankingTableView::updateGutter);
    connect(m, &QAbstractItemModel::layoutChanged, this, &RankingTableView::updateGutter);
    connect(m, &QAbstractItemModel::rowsInserted, this, &RankingTableView::updateGutter);
    connect(m, &QAbstractItemModel::rowsRemoved, this, &RankingTableView::updateGutter);
    updateGutter();
}

// "k = 10"; beyond the list, with that said (drawn under the last row, where no row is).
QString RankingTableView::cutoffTagText(bool beyondSaid) const {
    const int n = model() ? model()->rowCount() : 0;
    return beyondSaid && k_ > n ? tr("k = %1 (beyond the list)").arg(k_) : tr("k = %1").arg(k_);
}

QFont RankingTableView::cutoffTagFont() const {
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(std::max(7.0, f.pointSizeF() * 0.85));
    return f;
}

int RankingTableView::cutoffLineY() const {
    const int n = model() ? model()->rowCount() : 0;
    if (n == 0) return INT_MIN;
    const int cutRow = std::min(k_, n) - 1;
    return rowViewportPosition(cutRow) + rowHeight(cutRow);
}

QRect RankingTableView::cutoffTagRect() const {
    const int y = cutoffLineY();
    if (verticalHeader()->isHidden() || y == INT_MIN || y < -2 || y > viewport()->height() + 2)
        return {};
    const QFontMetrics fm(cutoffTagFont());
    const int tw = fm.horizontalAdvance(cutoffTagText(false)) + 12, th = fm.height() + 2;
    const QRect gutter = verticalHeader()->geometry();
    return QRectF(gutter.left() + 3, gutter.top() + y - th / 2.0 - 0.5, tw, th).toAlignedRect();
}

RankingTableView::RankingTableView(QWidget* parent) : QTableView(parent) {
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setDragEnabled(false);  // rows are dragged by our own mouse handling (see header)
    setAlternatingRowColors(true);
    setShowGrid(false);
    setWordWrap(false);
    setMouseTracking(true);
    setVerticalHeader(new CutoffGutter(this));
    verticalHeader()->hide();  // until there are rows (updateGutter)
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(std::max(26, fontMetrics().height() + 10));
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    useKeyboardFocusFrame(this);
    autoScroll_.setInterval(40);
    connect(&autoScroll_, &QTimer::timeout, this, &RankingTableView::autoScrollStep);
}

void RankingTableView::setCutoff(int k) {
    k_ = std::max(k, 1);
    updateGutter();
    updateGeometries();  // the gutter's width follows the tag's ("k = 100")
    viewport()->update();
    verticalHeader()->viewport()->update();
}

void RankingTableView::setTieColumn(int column) {
    if (column >= 0) setItemDelegateForColumn(column, new TieBracketDelegate(this));
}

int RankingTableView::dropRowAt(int viewportY) const {
    const int n = model() ? model()->rowCount() : 0;
    if (n == 0 || pressRow_ < 0) return -1;
    int insertAt;
    const int row = rowAt(viewportY);
    if (row < 0)
        insertAt = viewportY < 0 ? rowAt(0) : n;
    else
        insertAt = viewportY > rowViewportPosition(row) + rowHeight(row) / 2 ? row + 1 : row;
    insertAt = std::clamp(insertAt, 0, n);
    return insertAt > pressRow_ ? insertAt - 1 : insertAt;
}

void RankingTableView::mousePressEvent(QMouseEvent* e) {
    QTableView::mousePressEvent(e);
    if (rowEditing_ && e->button() == Qt::LeftButton) {
        pressRow_ = rowAt(e->position().toPoint().y());
        pressPos_ = e->position().toPoint();
    }
}

void RankingTableView::mouseMoveEvent(QMouseEvent* e) {
    const QPoint pos = e->position().toPoint();
    if (pressRow_ >= 0 && (e->buttons() & Qt::LeftButton)) {
        if (!dragging_ &&
            (pos - pressPos_).manhattanLength() >= QApplication::startDragDistance()) {
            dragging_ = true;
            dragTo_ = pressRow_;
            viewport()->setCursor(Qt::ClosedHandCursor);
        }
        if (dragging_) {
            updateDrag(pos);
            return;
        }
    }
    QTableView::mouseMoveEvent(e);
}

void RankingTableView::mouseReleaseEvent(QMouseEvent* e) {
    if (dragging_ && e->button() == Qt::LeftButton) {
        updateDrag(e->position().toPoint());
        const int from = pressRow_, to = dragTo_;
        cancelDrag();
        if (to >= 0 && to != from) emit moveRequested(from, to);
        return;
    }
    pressRow_ = -1;
    QTableView::mouseReleaseEvent(e);
}

void RankingTableView::updateDrag(const QPoint& viewportPos) {
    lastPos_ = viewportPos;
    const int to = dropRowAt(viewportPos.y());
    const int margin = std::max(8, rowHeight(0) / 2 + 4);
    const bool nearEdge =
        viewportPos.y() < margin || viewportPos.y() > viewport()->height() - margin;
    if (nearEdge && !autoScroll_.isActive()) autoScroll_.start();
    if (!nearEdge) autoScroll_.stop();
    viewport()->update();
    if (to != dragTo_) {
        dragTo_ = to;
        emit dragPreview(pressRow_, dragTo_);
    }
}

void RankingTableView::autoScrollStep() {
    if (!dragging_) {
        autoScroll_.stop();
        return;
    }
    QScrollBar* sb = verticalScrollBar();
    const int margin = std::max(8, rowHeight(0) / 2 + 4);
    if (lastPos_.y() < margin)
        sb->setValue(sb->value() - std::max(1, sb->singleStep()));
    else if (lastPos_.y() > viewport()->height() - margin)
        sb->setValue(sb->value() + std::max(1, sb->singleStep()));
    updateDrag(lastPos_);
}

void RankingTableView::cancelDrag() {
    const bool was = dragging_;
    dragging_ = false;
    pressRow_ = -1;
    dragTo_ = -1;
    autoScroll_.stop();
    viewport()->unsetCursor();
    viewport()->update();
    if (was) emit dragEnded();
}

void RankingTableView::focusInEvent(QFocusEvent* e) {
    QTableView::focusInEvent(e);
    selectCurrentRowOnKeyboardFocus(this, e);
}

void RankingTableView::focusOutEvent(QFocusEvent* e) {
    // A drag keeps the focus; losing it (e.g. a dialog popped up) ends the drag.
    if (dragging_) cancelDrag();
    QTableView::focusOutEvent(e);
}

void RankingTableView::keyPressEvent(QKeyEvent* e) {
    if (dragging_ && e->key() == Qt::Key_Escape) {
        cancelDrag();
        return;
    }
    const int row = currentIndex().isValid() ? currentIndex().row() : -1;
    const int n = model() ? model()->rowCount() : 0;
    if (rowEditing_ && row >= 0) {
        if (e->modifiers() == Qt::AltModifier) {
            int to = -1;
            switch (e->key()) {
                case Qt::Key_Up:
                    to = row - 1;
                    break;
                case Qt::Key_Down:
                    to = row + 1;
                    break;
                case Qt::Key_Home:
                    to = 0;
                    break;
                case Qt::Key_End:
                    to = n - 1;
                    break;
                default:
                    break;
            }
            if (to >= 0 && to < n) {
                if (to != row) emit moveRequested(row, to);
                e->accept();
                return;
            }
            if (e->key() == Qt::Key_Up || e->key() == Qt::Key_Down) {
                e->accept();  // already at the top/bottom
                return;
            }
        }
        if ((e->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            if (e->key() >= Qt::Key_0 && e->key() <= Qt::Key_4) {
                emit gradeRequested(row, e->key() - Qt::Key_0);
                // As in the Judging Queue: the next key press grades the next item.
                if (row + 1 < n) {
                    const QModelIndex next = model()->index(row + 1, currentIndex().column());
                    setCurrentIndex(next);
                    scrollTo(next);
                }
                e->accept();
                return;
            }
            if (e->key() == Qt::Key_Delete || e->key() == Qt::Key_Minus) {
                emit gradeRequested(row, std::nullopt);
                e->accept();
                return;
            }
        }
    }
    QTableView::keyPressEvent(e);
}

void RankingTableView::paintEvent(QPaintEvent* e) {
    QTableView::paintEvent(e);
    const int n = model() ? model()->rowCount() : 0;
    if (n == 0) return;
    QPainter p(viewport());
    p.setRenderHint(QPainter::Antialiasing, true);
    const int w = viewport()->width();

    // The cut-off line under row k (or under the last row when k is beyond the list); its tag
    // is in the gutter (CutoffGutter). Beyond the list, that is said under the last row.
    const int y = cutoffLineY();
    if (y >= -2 && y <= viewport()->height() + 2) {
        p.setPen(QPen(kCutoffColor, 2.0, k_ > n ? Qt::DashLine : Qt::SolidLine));
        p.drawLine(QPointF(0, y - 0.5), QPointF(w, y - 0.5));
        if (k_ > n && tagShown_) {
            p.setFont(cutoffTagFont());
            p.setPen(kCutoffColor);
            p.drawText(QRect(6, y + 2, w - 12, fontMetrics().height() + 4),
                       Qt::AlignLeft | Qt::AlignTop, cutoffTagText(true));
        }
    }

    if (dragging_ && pressRow_ >= 0 && pressRow_ < n) {
        // The held row, tinted, and the line where it would land.
        const QRect held(0, rowViewportPosition(pressRow_), w, rowHeight(pressRow_));
        QColor tint = kDropColor;
        tint.setAlpha(40);
        p.fillRect(held, tint);
        if (dragTo_ >= 0 && dragTo_ != pressRow_) {
            const int edgeRow = dragTo_;
            const int ly = dragTo_ > pressRow_ ? rowViewportPosition(edgeRow) + rowHeight(edgeRow)
                                               : rowViewportPosition(edgeRow);
            p.setPen(QPen(kDropColor, 2.5));
            p.setBrush(viewport()->palette().color(QPalette::Base));
            p.drawLine(QPointF(6, ly), QPointF(w, ly));
            p.drawEllipse(QPointF(4, ly), 3.5, 3.5);
        }
    }
}

}  // namespace ranklens::ui
