#pragma once
// What the lessons' tests read off a lesson: a number printed as the lesson prints it, and the
// grades of its lists. Shared by the lesson tests (one definition: they share unity batches).
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "core/teaching/lessons.h"

namespace ranklens::core::teaching::lesson_test {

inline std::string printed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

inline std::vector<std::vector<std::int32_t>> gradesOf(const Lesson& l) {
    std::vector<std::vector<std::int32_t>> out;
    for (const auto& list : l.lists) out.push_back(list.grades);
    return out;
}

}  // namespace ranklens::core::teaching::lesson_test
