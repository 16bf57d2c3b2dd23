#pragma once
// An exercise set as an instructor prints it (`ranklens-cli practice print`): as text in the
// set's language (every text goes through the caller's translator, so a zh_CN set prints in
// Chinese), or as JSON for a course's tools:
//   {"set":{"id","title","language","homework","count"},
//    "exercises":[{"id" (its number, as the answers file's exercise column), "replay",
//      "kind", "measure", "level", "k", "grades" (top first) and "unreturned", or for means
//      "queries":[{"grades","unreturned"}]; ties: "items" as listed; predict: "swap"; construct:
//      "pool"; choose: "options"; "question"; with answers "expected"}]}
#include <functional>
#include <string>
#include <vector>

#include "core/teaching/practice_set.h"

namespace ranklens::core::teaching {

// English text (an RL_TRANSLATE_NOOP("Practice", ...) literal) → the text to print.
using PracticeTranslator = std::function<std::string(const char*)>;

// Exercises (a set's specs, or replayed ids) as text; title "" = none.
std::string practiceText(const std::vector<PracticeSpec>& specs, const std::string& title,
                         bool withAnswers, const PracticeTranslator& tr);
std::string practiceSetJsonView(const PracticeSet& set, bool withAnswers,
                                const PracticeTranslator& tr);

}  // namespace ranklens::core::teaching
