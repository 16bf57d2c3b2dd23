#pragma once
// The line printed above a plot (the definitions in force), wrapped to the plot's width: after
// its "; " (or Chinese "；") separators first, then, for a part still too wide (runs, flags, a
// long query), at its word breaks. No widget: tested on its own.
#include <QFont>
#include <QString>
#include <QStringList>

namespace ranklens::ui {

// Every line at most `width` pixels wide in `font` (a word longer than that is elided in its
// middle); '\n' in text starts a new line.
QStringList titleLines(const QString& text, const QFont& font, int width);

}  // namespace ranklens::ui
