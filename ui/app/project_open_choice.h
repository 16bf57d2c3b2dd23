#pragma once
// Opening a second project while one is open, as desktop applications do: the user chooses a
// new window (a second RankLens process, so each window owns one project file) or replacing the
// open project. Nothing is replaced without asking.
#include <QString>

class QWidget;

namespace ranklens::ui {

enum class OpenChoice { NewWindow, Replace, Cancel };

// Asks how to open `next` while `current` is open.
OpenChoice askHowToOpen(QWidget* parent, const QString& current, const QString& next);
// Starts another RankLens window on `path`. False when the process could not be started.
bool openInNewWindow(const QString& path);

}  // namespace ranklens::ui
