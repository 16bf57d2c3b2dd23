#pragma once
// Agreement between two label sets on the items both labelled: Cohen's kappa, weighted kappa
// (linear / quadratic weights) and the confusion matrix. Std C++ only.
//
// Definitions (n common items; o_ij = share of items graded i by A and j by B; a_i, b_j the
// marginal shares; w_ij the disagreement weight, 0 on the diagonal):
//   observed agreement p_o = 1 - sum_ij w_ij o_ij,  expected p_e = 1 - sum_ij w_ij a_i b_j,
//   kappa = (p_o - p_e) / (1 - p_e).
//   Unweighted: w_ij = [i != j]. Linear: |v_i - v_j| / (v_max - v_min). Quadratic: the square of
//   the linear weight. Weights use the grade VALUES, so a grade nobody used still counts as
//   distance (0 vs 3 is three steps even when nobody gave 1 or 2); this equals
//   sklearn.metrics.cohen_kappa_score(a, b, weights=..., labels=range(min, max + 1)).
// Degenerate cases:
//   * no common items: kappa has no value (Agreement::n == 0, every KappaValue::defined false);
//   * p_e = 1 (both annotators gave every item one and the same grade, so p_o = 1 too): the
//     formula is 0/0; kappa is DEFINED AS 1 here (complete agreement, nothing to correct for)
//     and flagged KappaValue::chanceIsTotal so a caller can say why.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/model/qrels.h"

namespace ranklens::core {

struct GradePair {
    int a = 0, b = 0;  // grade given by annotator A and by annotator B to the same item
};

enum class KappaWeights { None, Linear, Quadratic };

struct KappaValue {
    bool defined = false;        // false only when there are no common items
    bool chanceIsTotal = false;  // p_e == 1: kappa set to 1 by convention (see above)
    double observed = 0.0;       // p_o in [0, 1]
    double expected = 0.0;       // p_e in [0, 1]
    double kappa = 0.0;          // in [-1, 1]
};

struct Agreement {
    std::size_t n = 0;        // common items
    std::size_t agreed = 0;   // items with the same grade from both
    std::vector<int> grades;  // the categories, ascending: every grade used by either
                              // annotator, plus the gaps between them when the range is small
    // confusion[i * grades.size() + j] = items graded grades[i] by A and grades[j] by B.
    std::vector<std::size_t> confusion;
    KappaValue unweighted, linear, quadratic;

    std::size_t count(std::size_t rowA, std::size_t colB) const {
        return confusion[rowA * grades.size() + colB];
    }
    const KappaValue& value(KappaWeights w) const {
        return w == KappaWeights::Linear      ? linear
               : w == KappaWeights::Quadratic ? quadratic
                                              : unweighted;
    }
};

// Kappa of paired grades with the given weights. Empty input: defined == false.
KappaValue cohensKappa(const std::vector<GradePair>& pairs, KappaWeights weights);

// Confusion matrix and the three kappas at once.
Agreement computeAgreement(const std::vector<GradePair>& pairs);

// One item both label sets judged.
struct PairedLabel {
    std::string qid, docid;
    int a = 0, b = 0;
};

// The items labelled in both a and b, ordered by qid then docid (byte order). Both qrels must
// be finalized. Items only one side labelled are left out.
std::vector<PairedLabel> pairLabels(const Qrels& a, const Qrels& b);

std::vector<GradePair> gradePairs(const std::vector<PairedLabel>& labels);

}  // namespace ranklens::core
