#pragma once
// The JSON of `agreement --format json` and `label-sensitivity --format json` (issue 47), shared
// with the Python module so that both print the same numbers. An undefined coefficient is null
// with a "..._note" saying why, never NaN.
#include <string>

#include "app/cli/label_sets_input.h"
#include "core/compare/judging_holes.h"
#include "core/compare/label_sensitivity.h"
#include "core/judging/multi_agreement.h"
#include "core/judging/query_agreement.h"

namespace ranklens::cli {

// {"items", "sets", "labels", "fleiss_kappa", "fleiss_items", "krippendorff_alpha":{"nominal",
// "ordinal", "interval"}, "alpha_items", "pairs":[{"a","b","kappa","kappa_linear",
// "kappa_quadratic","items","agreed"}], "gold_set", "gold":[{"set","accuracy","kappa","items"}],
// "confidence":{set: mean}}; with byQuery (agreement --by-query) also "queries":[{"qid",
// "items","unanimous","krippendorff_alpha":{"nominal","ordinal","interval"}}].
std::string agreementJson(const core::MultiAgreement& m, const LabelSetsInput& sets,
                          const std::vector<core::QueryAgreement>* byQuery = nullptr);

// One label set's holes for one pair of runs and one measure (label-sensitivity --holes).
struct HolesOfSet {
    std::string measure, labels, run1, run2;
    core::compare::JudgingHoles holes;
};

// {"runs", "test", "measures":[{"measure","display","sets":[{"labels","queries","order",
// "means"}],"pairs_of_sets":[{"a","b","kendall_tau","tau_ap","rank_shift","changed":[{"runs",
// "verdict_a","verdict_b","reversed"}]}],"verdicts":[{"labels","pairs":[{"runs","verdict",
// "delta","p","p_adjusted"}]}]}]}; with holes also "holes":[{"measure","labels","runs","k",
// "top_grade","queries","holes","delta","best","worst","survives","items":[{"qid","docid",
// "rank_1","rank_2","delta_if_top","shift","flips"}]}] (0 rank: not in that run's top k).
// Per measure and label set, RUN r2's delta to r1 with the unjudged items of the top k graded
// highest / 0 (label-sensitivity --holes, ranklens.label_sensitivity(holes=)). Throws
// std::invalid_argument as core::compare::judgingHoles does.
std::vector<HolesOfSet> holesOfSets(const std::vector<const core::Run*>& runs,
                                    const std::vector<std::string>& names,
                                    const std::vector<core::NamedLabels>& sets,
                                    const core::EvalConfig& cfg,
                                    const std::vector<core::compare::MetricColumn>& metrics,
                                    std::size_t r1, std::size_t r2, std::size_t k);

std::string sensitivityJson(const core::compare::LabelSensitivity& s,
                            const std::vector<HolesOfSet>& holes = {});

// Mean confidence of a set's labels; false when the set has none.
bool meanConfidence(const LabelSetsInput& sets, std::size_t set, double& mean);

}  // namespace ranklens::cli
