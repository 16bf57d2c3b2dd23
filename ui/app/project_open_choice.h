#pragma once
// Opening a second project while one is open, as desktop applications do: the user chooses a
// new window (a second RankLens process, so each window owns one project file) or replacing the
// open project. Nothing is replaced without asking.
#include <QRect>
#include <QString>
#include <QStringList>

class QWidget;

namespace ranklens::ui {

enum class OpenChoice { NewWindow, Replace, Cancel };

// Asks how to open `next` while `current` is open.
OpenChoice askHowToOpen(QWidget* parent, const QString& current, const QString& next);
// Starts another RankLens window on `path` (empty: the demo). Beside `from` when given: its
// geometry moved down and right by a title bar's height (cascaded), kept on from's screen,
// instead of exactly on top of it. False when the process could not be started.
bool openInNewWindow(const QString& path, const QWidget* from = nullptr);
// The arguments of that process: --window-geometry when `from` is given, then the path.
QStringList newWindowArguments(const QString& path, const QWidget* from);
// The geometry a window opened from `from` takes: cascaded, then fitted on from's screen.
QRect cascadedGeometry(const QWidget* from);

}  // namespace ranklens::ui
