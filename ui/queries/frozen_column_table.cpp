#include "ui/queries/frozen_column_table.h"

#include <QHeaderView>
#include <QScrollBar>

#include "ui/common/focus_frame.h"

namespace ranklens::ui {

FrozenColumnTable::FrozenColumnTable(QWidget* parent)
    : QTableView(parent), frozen_(new QTableView(this)) {
    frozen_->setObjectName(QStringLiteral("frozenColumn"));
    frozen_->setFocusPolicy(Qt::NoFocus);
    frozen_->verticalHeader()->hide();
    frozen_->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    frozen_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    frozen_->setWordWrap(false);
    frozen_->setStyleSheet(QStringLiteral("QTableView { border: none; }"));
    useKeyboardFocusFrame(this);
    // Drawn as focused with the table (its selection and current row are the table's).
    frozen_->setFocusProxy(this);
    viewport()->stackUnder(frozen_);
    setHorizontalScrollMode(ScrollPerPixel);
    setVerticalScrollMode(ScrollPerPixel);
    frozen_->setVerticalScrollMode(ScrollPerPixel);
    connect(horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int logical, int, int size) {
                if (logical != 0) return;
                frozen_->setColumnWidth(0, size);
                placeFrozen();
            });
    connect(verticalHeader(), &QHeaderView::sectionResized, this,
            [this](int logical, int, int size) { frozen_->setRowHeight(logical, size); });
    connect(frozen_->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(),
            &QAbstractSlider::setValue);
    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, frozen_->verticalScrollBar(),
            &QAbstractSlider::setValue);
    // The frozen header sorts the table by column 0; its arrow follows the table's sort.
    frozen_->horizontalHeader()->setSectionsClickable(true);
    connect(frozen_->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int section) {
        if (section != 0 || !isSortingEnabled()) return;
        const QHeaderView* h = horizontalHeader();
        const bool ascending =
            h->sortIndicatorSection() != 0 || h->sortIndicatorOrder() == Qt::DescendingOrder;
        sortByColumn(0, ascending ? Qt::AscendingOrder : Qt::DescendingOrder);
    });
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this](int section, Qt::SortOrder order) {
                QHeaderView* h = frozen_->horizontalHeader();
                h->setSortIndicatorShown(section == 0);
                h->setSortIndicator(section == 0 ? 0 : -1, order);
            });
    connect(frozen_, &QAbstractItemView::activated, this, &QAbstractItemView::activated);
    connect(frozen_, &QAbstractItemView::doubleClicked, this, &QAbstractItemView::doubleClicked);
    connect(frozen_, &QAbstractItemView::clicked, this, [this](const QModelIndex& i) {
        setCurrentIndex(i);
        setFocus();
    });
    frozen_->show();
}

void FrozenColumnTable::setModel(QAbstractItemModel* m) {
    QTableView::setModel(m);
    frozen_->setModel(m);
    frozen_->setSelectionModel(selectionModel());
    if (m) {
        connect(m, &QAbstractItemModel::modelReset, this, &FrozenColumnTable::syncColumns);
        connect(m, &QAbstractItemModel::layoutChanged, this, &FrozenColumnTable::syncColumns);
        connect(m, &QAbstractItemModel::columnsInserted, this, &FrozenColumnTable::syncColumns);
        connect(m, &QAbstractItemModel::rowsInserted, this, &FrozenColumnTable::syncColumns);
    }
    syncColumns();
}

void FrozenColumnTable::syncColumns() {
    const QAbstractItemModel* m = model();
    if (!m) return;
    frozen_->setSelectionBehavior(selectionBehavior());
    frozen_->setSelectionMode(selectionMode());
    frozen_->verticalHeader()->setDefaultSectionSize(verticalHeader()->defaultSectionSize());
    frozen_->horizontalHeader()->setDefaultAlignment(horizontalHeader()->defaultAlignment());
    for (int c = 0; c < m->columnCount(); ++c) frozen_->setColumnHidden(c, c != 0);
    if (m->columnCount() > 0) frozen_->setColumnWidth(0, columnWidth(0));
    frozen_->setVisible(m->columnCount() > 0 && !isColumnHidden(0));
    placeFrozen();
}

void FrozenColumnTable::resizeEvent(QResizeEvent* e) {
    QTableView::resizeEvent(e);
    placeFrozen();
}

void FrozenColumnTable::focusInEvent(QFocusEvent* e) {
    QTableView::focusInEvent(e);
    selectCurrentRowOnKeyboardFocus(this, e);
}

void FrozenColumnTable::updateGeometries() {
    QTableView::updateGeometries();
    placeFrozen();
}

void FrozenColumnTable::placeFrozen() {
    if (!frozen_) return;
    const int left = (verticalHeader()->isVisible() ? verticalHeader()->width() : 0) + frameWidth();
    frozen_->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
    frozen_->setGeometry(left, frameWidth(), columnWidth(0),
                         viewport()->height() + horizontalHeader()->height());
    frozen_->verticalScrollBar()->setValue(verticalScrollBar()->value());
}

// Keyboard moves to the left never hide the current cell under the frozen column.
QModelIndex FrozenColumnTable::moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) {
    const QModelIndex current = QTableView::moveCursor(action, modifiers);
    if (action == MoveLeft && current.column() > 0 &&
        visualRect(current).topLeft().x() < frozen_->columnWidth(0)) {
        const int newValue = horizontalScrollBar()->value() + visualRect(current).topLeft().x() -
                             frozen_->columnWidth(0);
        horizontalScrollBar()->setValue(newValue);
    }
    return current;
}

void FrozenColumnTable::scrollTo(const QModelIndex& index, ScrollHint hint) {
    if (index.column() > 0) {
        QTableView::scrollTo(index, hint);
        return;
    }
    // Column 0 is always in view: scroll vertically only.
    const int x = horizontalScrollBar()->value();
    QTableView::scrollTo(index, hint);
    horizontalScrollBar()->setValue(x);
}

}  // namespace ranklens::ui
