#pragma once
// The numbers a reading of the comparison rests on, in the UI's language: "p 0.4300, detectable
// from 0.021 NDCG@10" after "no significant difference", then each column's Δ ("NDCG@10
// +0.0200*", * significant). core builds the same text in English (Reading::evidence) for the
// CLI and the reports.
#include <QString>

#include "core/compare/reading_aid.h"
#include "ui/compare/comparison_job.h"

namespace ranklens::ui {

QString readingEvidence(const ComparisonOutcome& o, const core::compare::Reading& r);

}  // namespace ranklens::ui
