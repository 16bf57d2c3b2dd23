#pragma once
// The accuracy lessons of the ramp (issue 48), in their order: P@k and R@k (three lessons), F1,
// AP and MAP, RR and MRR, the discount, gains, NDCG (three lessons), ties, several queries.
// Each defines the quantities it asks for on its first screen, with a tiny worked example;
// SPEC.md's nine worked examples are among them (Lesson::fromSpec). Used by lessons.cpp.
#include <vector>

#include "core/teaching/lessons.h"

namespace ranklens::core::teaching {

void addPrecisionRecallLessons(std::vector<Lesson>& lessons);  // P@k, R@k, F1
void addRankLessons(std::vector<Lesson>& lessons);             // AP, MAP, RR, MRR
void addGradedLessons(std::vector<Lesson>& lessons);        // discount, gains, NDCG (three lessons)
void addTiesAndMeansLessons(std::vector<Lesson>& lessons);  // ties, several queries

}  // namespace ranklens::core::teaching
