#pragma once
// Switches the language of the running UI without rebuilding any widget, so nothing is lost
// (open project, undo history, hand-made orders, selections).
//
// Texts set once from tr() (menus, captions, buttons, tooltips, combo items, dock titles...)
// are found again in the catalog of source strings (the embedded ranklens_zh_CN.ts): before the
// switch each widget text is matched against the current translation of every catalog entry
// (preferring entries of the widget's own class or of a parent's class), after it the text is
// set to the new translation of the same entry. Texts built with arguments (%1, %n) cannot be
// matched; the widgets that show them rebuild them from their data (MainWindow re-shows the
// current evaluation on QEvent::LanguageChange). Table models call tr() on every paint.
#include <QString>

namespace ranklens::ui {

// Installs the translators of code (see Language::install) and retranslates every top-level
// widget's texts in place. Returns false for an unknown code.
bool switchLanguageLive(const QString& code);

}  // namespace ranklens::ui
