#pragma once
// The comparison report as JSON: every number unrounded (null where there is none), the
// definitions, the test and its parameters, segments, warnings, readings, guardrails and the
// queries that flip under the sensitivity definition.
#include <string>

#include "core/compare/comparison_report.h"

namespace ranklens::core::compare {

std::string renderJson(const ComparisonReport& r);

}  // namespace ranklens::core::compare
