#pragma once
// The name an imported run or label set gets: the file's name without its extension
// ("results" for results.test), unless a run (label set) of the project already has it — then
// the whole file name ("results.trunc"), then that name with a number ("results.trunc (2)").
// Two runs named alike could not be told apart in any view ("results − results").
#include <QString>
#include <QStringList>

namespace ranklens::ui {

QString importName(const QString& file, const QStringList& taken);

}  // namespace ranklens::ui
