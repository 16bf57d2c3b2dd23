#pragma once
// Colours and line styles shared by the views: one colour per run, one line style per metric,
// and the colour scales of the tables.
#include <QColor>
#include <Qt>

namespace ranklens::ui {

// Wins and losses (text and bars).
inline constexpr QRgb kWin = 0xff2e9e5a;
inline constexpr QRgb kLoss = 0xffd64541;

QColor runColor(int run);
Qt::PenStyle metricStyle(int metric);
// Sequential scale for a value in [0, 1] (white → green); invalid colour for NaN.
QColor valueColor(double v);
// Diverging scale for a delta in [-1, 1] (red ← white → blue-green); invalid for NaN or 0.
QColor deltaColor(double d);

}  // namespace ranklens::ui
