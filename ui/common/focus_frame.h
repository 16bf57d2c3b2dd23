#pragma once
// The one keyboard-focus rule of the tables a user works in with the keys (the query table, the
// ranking list): the table in focus is framed in the highlight colour (Fusion draws no focus
// on an item view, and Tab through the Queries view showed focus nowhere), Tab leaves the table
// instead of walking its cells, and a table entered from the keyboard selects a row, so that
// the arrow, move and grade keys act on a row that is shown.
#include <QAbstractItemView>
#include <QFocusEvent>
#include <QItemSelectionModel>

namespace ranklens::ui {

inline void useKeyboardFocusFrame(QAbstractItemView* view) {
    view->setTabKeyNavigation(false);
    view->setFocusPolicy(Qt::StrongFocus);
    view->setStyleSheet(
        QStringLiteral("QTableView { border: 2px solid palette(mid); }"
                       "QTableView:focus { border: 2px solid palette(highlight); }"));
}

// From focusInEvent, after the base class's: the current row (the first when none) selected.
inline void selectCurrentRowOnKeyboardFocus(QAbstractItemView* view, const QFocusEvent* e) {
    if (e->reason() == Qt::MouseFocusReason || !view->model() || !view->selectionModel() ||
        view->model()->rowCount() == 0)
        return;
    QModelIndex current = view->currentIndex();
    if (!current.isValid()) current = view->model()->index(0, 0);
    if (view->selectionModel()->isRowSelected(current.row(), current.parent())) return;
    view->selectionModel()->setCurrentIndex(
        current, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

}  // namespace ranklens::ui
