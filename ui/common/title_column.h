#pragma once
// The one rule for a table of items with an optional Title column: the column only when an item
// has a title (TREC docids have none, and an empty column took the width the ids need); without
// it the ids stretch over its room, beside it they take `idBesideTitles`.
#include <QHeaderView>
#include <QTableView>

namespace ranklens::ui {

inline void showTitleColumnOnlyWithTitles(QTableView* table, int idColumn, int titleColumn,
                                          bool anyTitle, QHeaderView::ResizeMode idBesideTitles) {
    table->setColumnHidden(titleColumn, !anyTitle);
    table->horizontalHeader()->setSectionResizeMode(
        idColumn, anyTitle ? idBesideTitles : QHeaderView::Stretch);
}

}  // namespace ranklens::ui
