#pragma once
// The glossary of the measures: for each family of the measure registry (keyed by registry
// name), the question it answers, its formula, when to use it, its traps and how the major
// tools (trec_eval, ranx, ir_measures, scikit-learn) define it differently. English texts
// marked with RL_TRANSLATE_NOOP("Glossary", ...); show them through
// QCoreApplication::translate("Glossary", text).
#include <span>
#include <string_view>

namespace ranklens::core::teaching {

struct GlossaryEntry {
    const char* measure;   // registry name of the family's main measure, e.g. "ndcg_cut"
    const char* related;   // other registry names the entry covers, space-separated (may be "")
    const char* question;  // the question the number answers
    const char* formula;
    const char* whenToUse;
    const char* traps;
    const char* tools;  // how trec_eval, ranx, ir_measures, scikit-learn differ
};

// All entries, in the order a reader should meet them (P, R, F1, Hit, RR, AP, R-Prec, NDCG
// family, coverage), then the general traps entry (measure = "", about every metric).
std::span<const GlossaryEntry> glossary();

// The entry covering a registry name (its measure or one of its related names); nullptr if none.
const GlossaryEntry* glossaryEntryFor(std::string_view registryName);

}  // namespace ranklens::core::teaching
