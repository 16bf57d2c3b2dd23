#pragma once
// Agreement of two or more label sets (annotators, language-model judges): Fleiss' kappa,
// Krippendorff's alpha (nominal, ordinal, interval; missing grades allowed), the pairwise Cohen
// kappas (agreement.h) and each set's agreement with a gold set. Std C++ only.
//
// Definitions (m sets; an item is a (query, doc) pair):
//   Fleiss' kappa, over the N items EVERY set graded, categories = grade values: n_ij = sets
//     giving item i grade j; P_i = (sum_j n_ij^2 - m) / (m (m - 1)); p_j = sum_i n_ij / (N m);
//     P_o = mean P_i, P_e = sum_j p_j^2; kappa = (P_o - P_e) / (1 - P_e)
//     (statsmodels.stats.inter_rater.fleiss_kappa, method "fleiss").
//   Krippendorff's alpha, over every item with two grades or more (Krippendorff, "Computing
//     Krippendorff's Alpha-Reliability", 2011): coincidences o_ck = sum over items u of
//     (number of ordered pairs of grades (c, k) from different sets in u) / (m_u - 1), m_u the
//     grades u got; n_c = sum_k o_ck, n = sum_c n_c;
//     alpha = 1 - (n - 1) sum_ck o_ck d2_ck / sum_ck n_c n_k d2_ck, with the distance d2:
//       nominal [c != k]; interval (c - k)^2; ordinal (sum_{g from c to k} n_g - (n_c + n_k)/2)^2
//       over the grade values used, in ascending order.
// Undefined coefficients (no item to compute on, or a single grade value so that chance
// agreement is total: 0/0) carry defined == false and a sentence saying why -- never NaN.
#include <cstddef>
#include <string>
#include <vector>

#include "core/judging/agreement.h"
#include "core/judging/grade_table.h"

namespace ranklens::core {

struct AgreementCoefficient {
    bool defined = false;
    double value = 0.0;  // meaningful only when defined
    std::string why;     // when not defined: the reason, as a sentence fragment
};

struct FleissKappa {
    AgreementCoefficient kappa;
    std::size_t items = 0;  // items every set graded
    double observed = 0.0, expected = 0.0;
};

struct KrippendorffAlpha {
    AgreementCoefficient nominal, ordinal, interval;
    std::size_t items = 0;   // items with two grades or more
    std::size_t values = 0;  // grades on those items (n)
};

struct SetPairAgreement {
    std::size_t a = 0, b = 0;  // columns of the table
    Agreement agreement;       // on the items both graded
};

struct GoldAgreement {
    std::size_t set = 0;  // column of the table
    Agreement agreement;  // set (A) against gold (B) on the items both graded
    double accuracy = 0;  // agreement.agreed / agreement.n (0 when n == 0)
};

struct MultiAgreement {
    std::vector<std::string> sets;    // the compared sets (the gold set not among them)
    std::string goldName;             // the gold set's name, "" when none
    std::vector<std::size_t> labels;  // per set: items it graded
    std::size_t items = 0;            // items graded by two sets or more
    FleissKappa fleiss;
    KrippendorffAlpha alpha;
    std::vector<SetPairAgreement> pairs;  // every pair a < b
    std::vector<GoldAgreement> gold;      // per set, when there is a gold set
};

// Fleiss' kappa over the first `raters` columns (>= 2) of t.
FleissKappa fleissKappa(const GradeTable& t, std::size_t raters);

// Krippendorff's alpha over the first `raters` columns of t.
KrippendorffAlpha krippendorffAlpha(const GradeTable& t, std::size_t raters);

// Everything at once. lastIsGold: t's last column is the gold set (not one of the compared
// sets). Throws std::invalid_argument with fewer than two compared sets.
MultiAgreement computeMultiAgreement(const GradeTable& t, bool lastIsGold);

}  // namespace ranklens::core
