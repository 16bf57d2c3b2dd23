#pragma once
// The lesson "Accuracy is not the whole story" (issue 13): two lists for the same query, the
// one with the better NDCG@5 all of one category and popular, with the beyond-accuracy values
// (ILD, category coverage, novelty, ARP) a student can work out by hand. Used by lessons.cpp.
#include <vector>

#include "core/teaching/lessons.h"

namespace ranklens::core::teaching {

void addBeyondAccuracyLesson(std::vector<Lesson>& lessons);

// ILD, CatCov, Novelty or ARP of list what.list with its items in `order` (indices into the
// lesson list, rank 1 first), through core/beyond/beyond_accuracy.h; NaN for an unknown list or a
// list without categories.
double beyondLessonValue(const Lesson& lesson, const std::vector<int>& order,
                         const LessonExpectation& what);

}  // namespace ranklens::core::teaching
