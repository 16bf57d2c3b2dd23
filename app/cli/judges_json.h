#pragma once
// The JSON of `agreement --format json` and `label-sensitivity --format json` (issue 47), shared
// with the Python module so that both print the same numbers. An undefined coefficient is null
// with a "..._note" saying why, never NaN.
#include <string>

#include "app/cli/label_sets_input.h"
#include "core/compare/label_sensitivity.h"
#include "core/judging/multi_agreement.h"

namespace ranklens::cli {

// {"items", "sets", "labels", "fleiss_kappa", "fleiss_items", "krippendorff_alpha":{"nominal",
// "ordinal", "interval"}, "alpha_items", "pairs":[{"a","b","kappa","kappa_linear",
// "kappa_quadratic","items","agreed"}], "gold_set", "gold":[{"set","accuracy","kappa","items"}],
// "confidence":{set: mean}}.
std::string agreementJson(const core::MultiAgreement& m, const LabelSetsInput& sets);

// {"runs", "test", "measures":[{"measure","display","sets":[{"labels","queries","order",
// "means"}],"pairs_of_sets":[{"a","b","kendall_tau","tau_ap","rank_shift","changed":[{"runs",
// "verdict_a","verdict_b","reversed"}]}],"verdicts":[{"labels","pairs":[{"runs","verdict",
// "delta","p","p_adjusted"}]}]}]}.
std::string sensitivityJson(const core::compare::LabelSensitivity& s);

// Mean confidence of a set's labels; false when the set has none.
bool meanConfidence(const LabelSetsInput& sets, std::size_t set, double& mean);

}  // namespace ranklens::cli
