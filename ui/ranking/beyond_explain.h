#pragma once
// "Explain this number" for the ranking view's beyond-accuracy measures (ILD, catcov, ...):
// the HTML laying out core/teaching/explain_beyond's steps — the category pairs behind ILD, the
// categories catcov counts, each item's popularity and self-information behind novelty, the
// popularities behind ARP, the long-tail items and the short head's threshold — with the
// popularity's source named. Shown by UserModelExplainDialog.
#include <QString>

#include "core/eval/ranking_metrics.h"
#include "core/teaching/explain_beyond.h"

namespace ranklens::ui {

// The step-by-step HTML of one measure; missing says what metadata the project lacks ("" when
// the measure can be computed).
QString beyondExplainHtml(core::RankingMeasure m, const core::teaching::BeyondExplanation& e,
                          int decimals, const QString& missing);

// The popularity source as stored (ItemIndex::popularitySource), in the user's language.
QString popularitySourceText(const std::string& source);

}  // namespace ranklens::ui
