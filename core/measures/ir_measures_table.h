#pragma once
// ir_measures' measure names and how each maps onto RankLens (core/measures/ir_measures_names.cpp);
// shared by the parser (ir_measures_syntax.cpp). Not part of the public API.
#include <cstddef>
#include <string>

namespace ranklens::core::irm {

// How an ir_measures name's parameters map onto RankLens: which of them are evaluation settings.
enum class Rule {
    Threshold,  // rel= (the relevance threshold) and judged_only=
    Subtopic,   // subtopic labels: rel=1 only; judged_only=
    Alpha,      // as Subtopic, and alpha=
    Cwl,        // cwl_eval's gain scale: min_rel=0, max_rel= (the top grade)
    None,
};

struct Entry {
    const char* name;    // as ir_measures registers it (aliases included)
    const char* params;  // the parameters ir_measures accepts, comma-separated
    Rule rule;
    const char* cut;    // RankLens measure with a cut-off (or the only one); "": special code
    const char* whole;  // RankLens measure without a cut-off; nullptr: `cut` at its defaults
};

// The entry of an ir_measures name (case-sensitive, as ir_measures), nullptr when unknown.
const Entry* findIrEntry(const std::string& name);

// Levenshtein distance, letters compared without case.
std::size_t irEditDistance(const std::string& a, const std::string& b);

}  // namespace ranklens::core::irm
