#pragma once
// Table cells of the label-sets window (label_sets_window.h), shared by its source files.
#include <QString>

class QTableWidgetItem;

namespace ranklens::ui {

// A number (decimals places; 0: an integer that sorts as a number), right-aligned.
QTableWidgetItem* labelSetsNumber(double v, int decimals);
// A text cell.
QTableWidgetItem* labelSetsText(const QString& s);

}  // namespace ranklens::ui
