#pragma once
// The "Open Recent" list lives in QSettings rather than in a window, so every window and the
// next start share one list.
#include <QString>
#include <QStringList>
#include <functional>

class QMenu;
class QObject;

namespace ranklens::ui {

// Puts path first in the list (once), keeping the eight newest; returns the new list. The
// settings file is written by a JobRunner (ui/common/job_runner.h), one write after the other: its
// sync waits for the disk (fdatasync, a quarter of a second on a busy one), which on the window's
// thread held up a first open's numbers.
QStringList rememberRecentFile(const QString& path);

// Takes path off the list (a project that is no longer there); returns the new list.
QStringList forgetRecentFile(const QString& path);
// Whether path is on the list.
bool isRecentFile(const QString& path);

// Waits until every list given to rememberRecentFile is in the settings file.
void waitForRecentFiles();

// Refills menu from the list (the settings' when null): one action per file, named by the file
// name with the full path as tooltip, that calls open(path) while context lives. Disabled when
// the list is empty.
void fillRecentMenu(QMenu* menu, QObject* context, const std::function<void(const QString&)>& open,
                    const QStringList* list = nullptr);

}  // namespace ranklens::ui
