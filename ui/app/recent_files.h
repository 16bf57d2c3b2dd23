#pragma once
// The "Open Recent" list lives in QSettings rather than in a window, so every window and the
// next start share one list.
#include <QString>
#include <functional>

class QMenu;
class QObject;

namespace ranklens::ui {

// Puts path first in the list (once), keeping the eight newest.
void rememberRecentFile(const QString& path);

// Refills menu from the list: one action per file, named by the file name with the full path
// as tooltip, that calls open(path) while context lives. Disabled when the list is empty.
void fillRecentMenu(QMenu* menu, QObject* context, const std::function<void(const QString&)>& open);

}  // namespace ranklens::ui
