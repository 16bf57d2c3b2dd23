#pragma once
// The plotting library's version, for the About dialog: only ui/plot may include QCustomPlot.
#include <QString>

namespace ranklens::ui {

QString plotLibraryVersion();

}  // namespace ranklens::ui
