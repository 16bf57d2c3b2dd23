#pragma once
// The lesson "Whose labels? Agreement and the verdict" (issue 47): two annotators grade the six
// items two runs return; Cohen's kappa and Krippendorff's alpha worked by hand, and the two
// disagreements that reverse which run wins. Used by lessons.cpp.
#include <vector>

#include "core/teaching/lessons.h"

namespace ranklens::core::teaching {

void addLabelsVerdictLesson(std::vector<Lesson>& lessons);

}  // namespace ranklens::core::teaching
