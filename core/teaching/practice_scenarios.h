#pragma once
// The choose exercises of Practice: decision scenarios (which metric leads, which guard) and
// traps (a leak, biased labels, a misread number). English, marked with
// RL_TRANSLATE_NOOP("Practice", ...).
#include <span>

namespace ranklens::core::teaching {

struct PracticeScenario {
    const char* question;
    const char* right;      // the correct option
    const char* wrong[3];   // three wrong ones
    const char* flaws[3];   // why each wrong one is wrong (shown when it is chosen)
    const char* reasoning;  // shown after the answer
    const char* glossary;   // registry name of the glossary entry ("" = the general traps entry)
};

std::span<const PracticeScenario> practiceScenarios();

}  // namespace ranklens::core::teaching
