#pragma once
// What a comparison says in words, as HTML for the findings pane: the reading aid (one plain
// line per pattern, with the numbers it rests on), warnings where a segment gets worse while the
// mean improves, the guardrail scorecard, the definition-sensitivity summary, and the
// definitions and test in force.
#include <QCoreApplication>
#include <QString>

#include "ui/comparison_job.h"

namespace ranklens::ui {

class ComparisonFindings {
    Q_DECLARE_TR_FUNCTIONS(ComparisonFindings)
  public:
    static QString html(const ComparisonOutcome& outcome);
};

}  // namespace ranklens::ui
