#pragma once
// The measure registry's texts (core::MeasureInfo label, title, description) in the UI
// language. The engine keeps them in English and marks them with RL_TRANSLATE_NOOP("Measures",
// ...); these look them up in the installed translators (context "Measures").
#include <QString>

#include "core/measures/measure.h"

namespace ranklens::ui {

QString measureLabel(const core::MeasureInfo& m);  // e.g. "P@k" (symbols stay as they are)
QString measureTitle(const core::MeasureInfo& m);  // e.g. "Precision at k" / "前 k 位精确率"
QString measureDescription(const core::MeasureInfo& m);  // formula and edge cases, plain text
// The label at a cut-off: "P@k" at k = 5 -> "P@5"; labels without "@k" are kept.
QString measureLabelAt(const core::MeasureInfo& m, int k);

}  // namespace ranklens::ui
