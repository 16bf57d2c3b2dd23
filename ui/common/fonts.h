#pragma once
// The fonts the views share.
#include <QFont>
#include <QFontDatabase>

namespace ranklens::ui {

// The system's fixed-width font: ranks, scores and values that line up in a column.
inline const QFont& monoFont() {
    static const QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    return f;
}

}  // namespace ranklens::ui
