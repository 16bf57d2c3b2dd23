#pragma once
// Guardrails: a primary metric that must improve plus rules such as "R@50 must not drop by more
// than 5 %", checked against a comparison into a pass/fail scorecard per run. Presets for the
// scenarios of SPEC.md (feed, search, candidate retrieval, cold start).
#include <stdexcept>
#include <string>
#include <vector>

#include "core/compare/comparison.h"

namespace ranklens::core::compare {

enum class RuleKind {
    MustImprove,      // delta > 0 and significant (else inconclusive; a run-level value:
                      // delta > 0, and no pass when requireSignificant)
    MaxRelativeDrop,  // interval's lower bound >= -limit * baseline ("drop <= 5 %"): pass;
                      // delta below it: fail; else inconclusive (no interval: delta >= ...)
    MaxAbsoluteDrop,  // the same with the margin -limit
    MinValue,         // value >= limit
    MaxRatio,         // value <= limit * baseline ("arp@10 <= 1.1xbaseline": at most 10 % more)
};

struct GuardRule {
    std::string metric;  // a metric spec as typed: "R@50", "ndcg@10", "coverage@10"
    RuleKind kind = RuleKind::MaxRelativeDrop;
    double limit = 0.05;
    bool requireSignificant = false;  // MustImprove only
    std::string note;                 // why the rule exists (presets)

    // Canonical text, parseable by parseGuardRule: "R@50 drop<=5%", "P@1 up significant".
    std::string text() const;
};

class GuardRuleError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Parses "METRIC up [significant]", "METRIC drop<=5%", "METRIC drop<=0.01", "METRIC >= 0.3",
// "METRIC <= 1.1xbaseline" (also 1.1*baseline, 1.1×baseline: for measures where more is worse,
// e.g. arp@10, the popularity of what is shown).
// Throws GuardRuleError naming what was wrong.
GuardRule parseGuardRule(const std::string& text);

struct Guardrails {
    std::string name;  // "feed", "search", "candidate retrieval", "cold start", or "custom"
    std::string description;
    GuardRule primary;  // kind MustImprove
    std::vector<GuardRule> guards;

    // Every metric spec the rules need, primary first.
    std::vector<std::string> metricSpecs() const;
};

// The scenario presets of SPEC.md.
const std::vector<Guardrails>& guardrailPresets();
const Guardrails* findPreset(const std::string& name);  // case-insensitive; nullptr if unknown

struct RuleCheck {
    GuardRule rule;
    bool found = false;  // the metric is in the comparison
    bool pass = false;
    // Neither pass nor fail: "must improve" without a significant difference, or a drop limit
    // that the difference clears but the lower bound of its interval does not.
    bool inconclusive = false;
    std::string display;                       // the metric's heading, e.g. "R@50"
    bool tested = false, significant = false;  // the cell's paired test
    bool allQueries = false;  // checked on all queries: a run-level metric in a segment's card
    double baseline = 0, value = 0, delta = 0;
    std::string detail;  // "R@50 -3.1 % (limit -5 %)" or why it failed
};

struct RunScorecard {
    std::size_t run = 0;
    RuleCheck primary;
    std::vector<RuleCheck> guards;
    bool pass = false;  // primary and every guard pass
    // Not passed, but no rule failed outright: some rule is inconclusive.
    bool inconclusive = false;
};

// One scorecard per non-baseline run, on all queries (segment < 0) or on one segment table
// (an index into cmp.segments). A run-level metric (coverage) has no value in a segment: its
// rule is checked on all queries and says so (RuleCheck::allQueries).
std::vector<RunScorecard> scorecard(const ComparisonInput& in, const Comparison& cmp,
                                    const Guardrails& g, int segment = -1);

}  // namespace ranklens::core::compare
