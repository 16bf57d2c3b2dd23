#pragma once
// What a comparison says in words, in the UI language, as HTML for the findings pane: the
// reading aid (one plain line per pattern, with the numbers it rests on), warnings where a
// segment gets worse while the mean improves, the guardrail scorecard, the definition-
// sensitivity summary, and the definitions and test in force. The engine's own English texts
// (reports, CLI) are not used here: every line is composed from the numbers with tr().
#include <QCoreApplication>
#include <QString>

#include "ui/compare/comparison_job.h"

namespace ranklens::ui {

class ComparisonFindings {
    Q_DECLARE_TR_FUNCTIONS(ComparisonFindings)
  public:
    // segment: -1 = all queries, else an index into comparison.segments (the guardrail
    // scorecard follows the table shown).
    // against >= 0: the table against comparison.options.otherBaselines[against] is shown (its
    // reading aid instead of the baseline's).
    static QString html(const ComparisonOutcome& outcome, int segment = -1, int against = -1);
    // The minimal detectable effect of one pair of a table in words, and its verdict after
    // correction: "With 309 queries, differences below 0.021 NDCG@10 cannot be told from noise
    // at 80 % power (paired t-test, α 0.05). Δ +0.0040 is not significant after correction (p
    // adj 0.4300)." Empty for a cell that is not tested.
    static QString pairPower(const ComparisonOutcome& outcome,
                             const core::compare::ComparisonTable& table, std::size_t run,
                             std::size_t metric);
    // The definitions of the comparison (labels, threshold, gain, ideal, ties, the pairing and
    // its query-set rule); what each run missed is in queries().
    // segment >= 0: the pairing is said over that segment's queries (the charts of its table).
    static QString definitions(const ComparisonOutcome& outcome, int segment = -1);
    // How the pairs are matched, the runs that missed labelled queries, and why a run's means
    // differ from the curves' when the pairing and the definitions bar's rule disagree:
    // "Each run is paired with the baseline over every labelled query (309), ... · new returned
    // 300 of 309 labelled queries · Means of new differ from the curves and tables: ...".
    // segment >= 0: the pairing over that segment's queries ("Segment new_user: ... the
    // segment's 150 labelled queries ...").
    static QString queries(const ComparisonOutcome& outcome, int segment = -1);
    static QString pairing(const ComparisonOutcome& outcome, int segment = -1);
    // The runs that missed labelled queries, the why-line, the runs left out; empty when none.
    static QString missedQueries(const ComparisonOutcome& outcome);
    // One line, or empty when the two rules give the same means.
    static QString whyMeansDiffer(const ComparisonOutcome& outcome);
    // Above a segment's table: why its interval and run-level cells are empty, and that the
    // guardrail scorecard is checked on the segment.
    static QString segmentNote(const ComparisonOutcome& outcome);
    // The test, correction, alpha, interval and weighting.
    static QString testText(const core::compare::CompareOptions& o);
    // The words under the p columns' names: "randomization" or "paired t"; "Holm", "Bonferroni"
    // or "none".
    static QString testShortName(core::compare::TestKind t);
    static QString correctionName(core::stats::Correction c);
    static QString reading(const ComparisonOutcome& outcome, const core::compare::Reading& r,
                           std::size_t baseline);
    // The first sentence for a run better on average but significantly worse in a segment:
    // "new_model vs baseline: better on average, but worse for new_user (NDCG@10 −0.148, 150
    // queries)"; empty without a segment story.
    static QString headline(const ComparisonOutcome& outcome, std::size_t run);
    static QString warning(const ComparisonOutcome& outcome,
                           const core::compare::SegmentWarning& w);
    static QString ruleDetail(const core::compare::RuleCheck& c);

  private:
    static QString ruleValue(const core::compare::RuleCheck& c);
    static QString guardrailsHtml(const ComparisonOutcome& o, int segment);
    static QString sensitivityHtml(const ComparisonOutcome& o);
    static QString readingsHtml(const ComparisonOutcome& o, int against);
    static QString familyText(const ComparisonOutcome& o);
};

}  // namespace ranklens::ui
