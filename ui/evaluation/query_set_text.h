#pragma once
// The query-set rule in words, in the UI language (core/query_set has the counts and the
// English for the CLI): every mean the curves, the queries view, the cut-off table and the
// comparison show says how many queries it averages and how missing ones were treated, and a
// run that missed labelled queries is flagged beside its numbers.
#include <QCoreApplication>
#include <QString>
#include <vector>

#include "core/eval/query_set.h"

namespace ranklens::ui {

struct Evaluation;

class QuerySetText {
    Q_DECLARE_TR_FUNCTIONS(QuerySetText)
  public:
    // "Mean over 4 queries (run ∩ labels)", "Mean over 309 labelled queries, 305 missing scored
    // 0", "Mean over 4 queries every run returned (run ∩ labels)".
    static QString mean(const core::MeanBasis& b);
    // The rule alone: "a query a run did not return is left out of its mean (run ∩ labels)" or
    // "every labelled query counts, a query a run did not return scores 0".
    static QString rule(core::QuerySet q);
    // "new_model returned 4 of 309 labelled queries"; empty when the run returned them all.
    static QString coverage(const QString& run, const core::QueryCoverage& c);

    // Per run of an evaluation: its coverage and the basis of its means.
    static std::vector<core::QueryCoverage> coverages(const Evaluation& ev);
    static core::MeanBasis basis(const Evaluation& ev, std::size_t run);
    // The means of every run of an evaluation: one basis when the runs share it, else each
    // run's count ("Mean over run ∩ labels, queries per run: baseline 309, new 4").
    static QString means(const Evaluation& ev);
    // The runs that missed labelled queries, joined by " · "; empty when none did.
    static QString flags(const Evaluation& ev);
    // means() and flags() joined by separator (a plot title puts the flags on their own line).
    static QString summary(const Evaluation& ev, const QString& separator = QStringLiteral(" · "));
};

}  // namespace ranklens::ui
