#pragma once
// The one look of results that are out of date: the widget that shows them (a chart, whose
// drawing a disabled state does not grey) is covered by a translucent veil, so it still shows
// through, dimmed, with a short line saying how to bring it up to date. Mouse events pass
// through the veil; the caller disables the widget alongside.
#include <QString>

class QWidget;

namespace ranklens::ui {

// Shows (stale) or hides the veil over `w`, made on first use, following w's size; `note` is
// the line drawn on it.
void veilWhenStale(QWidget* w, bool stale, const QString& note);

}  // namespace ranklens::ui
