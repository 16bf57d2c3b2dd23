#pragma once
// Writing an exercise set for a class (`ranklens-cli practice set`, the authoring dialog): the
// measures, levels and kinds to practise, the range of the cut-off k, how many exercises, the
// seed (a new one unless given), the title, the language and homework mode. Every measure and
// level chosen comes round in turn (so a set of ten with ties among its levels has tie
// exercises), k is drawn in the range, and a choose scenario does not come back within ten
// choose exercises. The same recipe gives the same set.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/teaching/practice_set.h"

namespace ranklens::core::teaching {

struct SetRecipe {
    std::vector<PracticeMeasure> measures;  // empty: every measure
    std::vector<PracticeLevel> levels;      // empty: binary, graded, ties and means
    std::vector<PracticeKind> kinds{PracticeKind::Compute};
    int kMin = 3, kMax = 5;
    int count = 10;
    std::uint32_t seed = 0;
    std::string title;
    std::string language = "en";
    bool homework = false;
};

// "" when the recipe makes a set; else what is wrong ("k runs from 1 to 10", "predict
// exercises need NDCG, P or AP among the measures", ...).
std::string recipeProblem(const SetRecipe& r);
// The set (check recipeProblem first; a bad recipe gives an empty set).
PracticeSet authorSet(const SetRecipe& r);
// A seed nobody chose: from std::random_device.
std::uint32_t freshSeed();

// Measures as the command line names them: "P", "P@k", "ndcg@k", "F1@k" (any case).
std::optional<PracticeMeasure> parseMeasureName(std::string_view s);
// Levels: "binary", "graded", "ties", "means" (or "several").
std::optional<PracticeLevel> parseLevelName(std::string_view s);

}  // namespace ranklens::core::teaching
