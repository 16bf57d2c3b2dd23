#include "core/teaching/practice_mistakes.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "core/base/translate_noop.h"
#include "core/eval/ranking_metrics.h"
#include "core/teaching/explain.h"
#include "core/teaching/practice_ties.h"

namespace ranklens::core::teaching {

namespace {

using M = PracticeMistake;
using PM = PracticeMeasure;

struct MistakeRow {
    M mistake;
    const char* id;
    const char* explanation;
    const char* title;
};

const MistakeRow kRows[] = {
    {M::None, "", "", ""},
    {M::TiesDocidAscending, "ties_docid_ascending",
     RL_TRANSLATE_NOOP("Practice",
                       "You put items with equal scores in document id order from the smallest. "
                       "RankLens puts the larger id first, comparing the ids character by "
                       "character: D9 before D10 before D1."),
     RL_TRANSLATE_NOOP("Practice", "ties ordered by document id the wrong way")},
    {M::TiesAsListed, "ties_as_listed",
     RL_TRANSLATE_NOOP("Practice",
                       "You left items with equal scores in the order the system listed them. "
                       "RankLens orders them by document id compared character by character, the "
                       "larger first."),
     RL_TRANSLATE_NOOP("Practice", "ties left in the order they were listed")},
    {M::BelowThresholdCounted, "below_threshold",
     RL_TRANSLATE_NOOP("Practice",
                       "You counted an item whose grade is below the relevance threshold as "
                       "relevant. Only grades at or above the threshold count."),
     RL_TRANSLATE_NOOP("Practice", "counted a grade below the threshold")},
    {M::PrecisionOverReturned, "p_over_returned",
     RL_TRANSLATE_NOOP("Practice",
                       "You divided by the number of items returned. P@k always divides by k, "
                       "even when the list returned fewer than k items."),
     RL_TRANSLATE_NOOP("Practice", "P@k divided by the returned count")},
    {M::RecallOverReturned, "r_over_returned",
     RL_TRANSLATE_NOOP("Practice",
                       "You divided recall by the items in the top k. Recall divides by all "
                       "relevant items of the query, returned or not."),
     RL_TRANSLATE_NOOP("Practice", "recall divided by the top k")},
    {M::LinearGainForExponential, "linear_gain",
     RL_TRANSLATE_NOOP("Practice",
                       "You used the grade itself as the gain. This exercise uses exponential "
                       "gain, 2^g − 1: grades 1, 2, 3 gain 1, 3, 7."),
     RL_TRANSLATE_NOOP("Practice", "linear gain instead of exponential")},
    {M::ExponentialGainForLinear, "exponential_gain",
     RL_TRANSLATE_NOOP("Practice",
                       "You used exponential gain 2^g − 1. This exercise uses linear gain: the "
                       "gain is the grade itself."),
     RL_TRANSLATE_NOOP("Practice", "exponential gain instead of linear")},
    {M::DiscountOffByOne, "discount_off_by_one",
     RL_TRANSLATE_NOOP("Practice",
                       "Your discounts are one rank off: rank i is divided by log2(i + 1), so "
                       "rank 1 is divided by log2(2) = 1."),
     RL_TRANSLATE_NOOP("Practice", "discount one rank off")},
    {M::NoDiscount, "no_discount",
     RL_TRANSLATE_NOOP("Practice",
                       "You added up the gains without the discount. DCG divides the gain at "
                       "rank i by log2(i + 1), so lower ranks count less."),
     RL_TRANSLATE_NOOP("Practice", "gains summed without the discount")},
    {M::Log2RankDiscount, "log2_rank_discount",
     RL_TRANSLATE_NOOP("Practice",
                       "You divided rank i by log2(i) and left rank 1 undiscounted. The discount "
                       "is log2(i + 1): rank 1 by log2(2) = 1, rank 2 by log2(3) ≈ 1.585, "
                       "rank 3 by log2(4) = 2."),
     RL_TRANSLATE_NOOP("Practice", "discount log2(i) instead of log2(i + 1)")},
    {M::IdealFromReturnedOnly, "ideal_from_returned",
     RL_TRANSLATE_NOOP("Practice",
                       "Your ideal list holds only the returned items. The ideal sorts all "
                       "labelled items of the query by grade, including the relevant ones the "
                       "list did not return."),
     RL_TRANSLATE_NOOP("Practice", "ideal from the returned items only")},
    {M::IdealNotSorted, "ideal_not_sorted",
     RL_TRANSLATE_NOOP("Practice",
                       "You took the list itself as its ideal. The ideal is the labelled items "
                       "sorted by grade, best first."),
     RL_TRANSLATE_NOOP("Practice", "the list taken as its own ideal")},
    {M::DcgNotNormalised, "dcg_not_normalised",
     RL_TRANSLATE_NOOP("Practice",
                       "You gave DCG@k. NDCG@k divides DCG@k by the ideal list's DCG@k (IDCG@k)."),
     RL_TRANSLATE_NOOP("Practice", "DCG not divided by IDCG")},
    {M::ApOverRelevantRetrieved, "ap_over_found",
     RL_TRANSLATE_NOOP("Practice",
                       "You divided the sum of precisions by the relevant items found in the "
                       "top k. AP divides by all relevant items of the query."),
     RL_TRANSLATE_NOOP("Practice", "AP divided by the relevant items found")},
    {M::ApOverK, "ap_over_k",
     RL_TRANSLATE_NOOP("Practice",
                       "You divided the sum of precisions by k. AP divides by all relevant items "
                       "of the query."),
     RL_TRANSLATE_NOOP("Practice", "AP divided by k")},
    {M::F1ArithmeticMean, "f1_arithmetic_mean",
     RL_TRANSLATE_NOOP("Practice",
                       "You took the plain average (P + R) / 2. F1 is the harmonic mean "
                       "2·P·R / (P + R), which punishes imbalance."),
     RL_TRANSLATE_NOOP("Practice", "F1 as the plain average")},
    {M::RrGaveRank, "rr_gave_rank",
     RL_TRANSLATE_NOOP("Practice",
                       "You gave the rank of the first relevant item. RR is one divided by that "
                       "rank."),
     RL_TRANSLATE_NOOP("Practice", "the rank instead of 1 / rank")},
    {M::RrLaterRelevant, "rr_later_relevant",
     RL_TRANSLATE_NOOP("Practice",
                       "You took the reciprocal rank of a later relevant item. RR uses the "
                       "first relevant item in the top k only."),
     RL_TRANSLATE_NOOP("Practice", "RR of a later relevant item")},
    {M::PooledInsteadOfMean, "pooled_not_mean",
     RL_TRANSLATE_NOOP("Practice",
                       "You pooled the counts of all queries. The mean over queries computes "
                       "the value of each query first, then averages those values."),
     RL_TRANSLATE_NOOP("Practice", "pooled counts instead of the mean")},
    {M::OneQueryNotMean, "one_query_not_mean",
     RL_TRANSLATE_NOOP("Practice",
                       "You gave one query's value. The question asks for the mean: compute the "
                       "value of every query, then average them."),
     RL_TRANSLATE_NOOP("Practice", "one query's value instead of the mean")},
    {M::Unclassified, "unclassified",
     RL_TRANSLATE_NOOP("Practice",
                       "This is not the value, and no common mistake gives it either. Compare "
                       "your steps with the worked steps below."),
     RL_TRANSLATE_NOOP("Practice", "a value no known mistake explains")},
};

const MistakeRow& row(M m) {
    return kRows[static_cast<std::size_t>(m)];
}

bool isNdcgFamily(PM m) {
    return m == PM::Dcg || m == PM::Ndcg;
}

bool hasGradeAbove1(const PracticeExercise& ex) {
    for (const auto& l : ex.lists)
        for (auto g : l.allLabels())
            if (g > 1) return true;
    return false;
}

RankingMetrics metrics(const PracticeList& l, const EvalConfig& cfg, int k) {
    return computeRankingMetrics(l.grades, l.allLabels(), cfg, k);
}

double f1Of(double p, double r) {
    return p + r > 0 ? 2 * p * r / (p + r) : 0.0;
}

// A learner's discounts: one rank off (rank i by log2(i + 2)), none (every rank by 1), or
// log2(i) with rank 1 undiscounted.
double wrongDiscount(M m, int rank) {
    if (m == M::NoDiscount) return 1.0;
    if (m == M::Log2RankDiscount) return rank == 1 ? 1.0 : std::log2(static_cast<double>(rank));
    return std::log2(rank + 2.0);
}

// DCG@k (normalise: NDCG@k) with a wrong discount, for the list and for its labels sorted by
// gain.
double wrongDiscountNdcg(const PracticeList& l, const EvalConfig& cfg, int k, bool normalise, M m) {
    auto dcg = [&](const std::vector<std::int32_t>& g) {
        double s = 0;
        for (int i = 0; i < k && i < static_cast<int>(g.size()); ++i)
            s += cfg.gainOf(g[static_cast<std::size_t>(i)]) / wrongDiscount(m, i + 1);
        return s;
    };
    std::vector<std::int32_t> ideal;
    for (auto g : l.allLabels())
        if (inIdeal(g, cfg)) ideal.push_back(g);
    idealOrder(ideal, cfg);
    const double d = dcg(l.grades);
    if (!normalise) return d;
    const double i = dcg(ideal);
    return i > 0 ? d / i : 0.0;
}

// The ranks of the relevant items in the top k, first to last.
std::vector<int> relevantRanks(const PracticeList& l, const EvalConfig& cfg, int k) {
    std::vector<int> ranks;
    for (int i = 0; i < k && i < static_cast<int>(l.grades.size()); ++i)
        if (cfg.isRelevant(l.grades[static_cast<std::size_t>(i)])) ranks.push_back(i + 1);
    return ranks;
}

// The value of one list made with mistake m (the right value where m changes nothing).
double perList(const PracticeExercise& ex, const PracticeList& l, M m) {
    const int k = ex.k;
    const RankingMetrics right = metrics(l, ex.cfg, k);
    auto eng = [&](const EvalConfig& cfg) { return engineValue(l, cfg, ex.measure, k); };
    const double P = right[RankingMeasure::P], R = right[RankingMeasure::Recall];
    const double n = static_cast<double>(l.grades.size());
    const double returnedAtK = std::min(static_cast<double>(k), n);
    switch (m) {
        case M::TiesDocidAscending:
        case M::TiesAsListed: {
            PracticeList other = l;
            other.grades = m == M::TiesDocidAscending ? gradesTiesAscending(l.items)
                                                      : gradesTiesAsListed(l.items);
            return engineValue(other, ex.cfg, ex.measure, k);
        }
        case M::BelowThresholdCounted: {
            EvalConfig c = ex.cfg;
            c.relevanceThreshold = std::max(1, c.relevanceThreshold - 1);
            return eng(c);
        }
        case M::PrecisionOverReturned: {  // the list's length: fewer than k, or more
            const double p = n > 0 ? static_cast<double>(right.relInTopK) / n : 0.0;
            return ex.measure == PM::P ? p : f1Of(p, R);
        }
        case M::RecallOverReturned: {
            const double r =
                returnedAtK > 0 ? static_cast<double>(right.relInTopK) / returnedAtK : 0.0;
            return ex.measure == PM::R ? r : f1Of(P, r);
        }
        case M::LinearGainForExponential: {
            EvalConfig c = ex.cfg;
            c.gain = GainKind::Linear;
            return eng(c);
        }
        case M::ExponentialGainForLinear: {
            EvalConfig c = ex.cfg;
            c.gain = GainKind::Exponential;
            return eng(c);
        }
        case M::DiscountOffByOne:
        case M::NoDiscount:
        case M::Log2RankDiscount:
            return wrongDiscountNdcg(l, ex.cfg, k, ex.measure == PM::Ndcg, m);
        case M::RrLaterRelevant: {  // the second relevant item (the first when it is alone)
            const auto ranks = relevantRanks(l, ex.cfg, k);
            return ranks.empty() ? 0.0 : 1.0 / ranks[std::min<std::size_t>(1, ranks.size() - 1)];
        }
        case M::IdealFromReturnedOnly: {
            EvalConfig c = ex.cfg;
            c.ideal = IdealOrder::Retrieved;
            return eng(c);
        }
        case M::IdealNotSorted:
            return right[RankingMeasure::Dcg] > 0 ? 1.0 : 0.0;
        case M::DcgNotNormalised:
            return right[RankingMeasure::Dcg];
        case M::ApOverRelevantRetrieved:
            return right.relInTopK > 0
                       ? right[RankingMeasure::Ap] * static_cast<double>(right.numRel) /
                             static_cast<double>(right.relInTopK)
                       : 0.0;
        case M::ApOverK:
            return right[RankingMeasure::Ap] * static_cast<double>(right.numRel) / k;
        case M::F1ArithmeticMean:
            return (P + R) / 2;
        case M::RrGaveRank:
            return right[RankingMeasure::Rr] > 0 ? 1.0 / right[RankingMeasure::Rr] : 0.0;
        default:
            return eng(ex.cfg);
    }
}

// Does mistake m concern this exercise's measure and settings at all?
bool concerns(const PracticeExercise& ex, M m) {
    const PM x = ex.measure;
    switch (m) {
        case M::TiesDocidAscending:
        case M::TiesAsListed:
            return ex.lists.size() == 1 && !ex.lists[0].items.empty();
        case M::BelowThresholdCounted:
            return ex.cfg.relevanceThreshold > 1 && !isNdcgFamily(x);
        case M::PrecisionOverReturned:
            return x == PM::P || x == PM::F1;
        case M::RecallOverReturned:
            return x == PM::R || x == PM::F1;
        case M::LinearGainForExponential:
            return isNdcgFamily(x) && ex.cfg.gain == GainKind::Exponential;
        case M::ExponentialGainForLinear:
            return isNdcgFamily(x) && ex.cfg.gain == GainKind::Linear && hasGradeAbove1(ex);
        case M::DiscountOffByOne:
        case M::NoDiscount:
        case M::Log2RankDiscount:
            return isNdcgFamily(x);
        case M::IdealFromReturnedOnly:
        case M::IdealNotSorted:
        case M::DcgNotNormalised:
            return x == PM::Ndcg;
        case M::ApOverRelevantRetrieved:
        case M::ApOverK:
            return x == PM::Ap;
        case M::F1ArithmeticMean:
            return x == PM::F1;
        case M::RrGaveRank:
        case M::RrLaterRelevant:
            return x == PM::Rr;
        case M::PooledInsteadOfMean:
            return ex.lists.size() > 1 && x == PM::R;
        case M::OneQueryNotMean:
            return ex.lists.size() > 1;
        default:
            return false;
    }
}

// The first step of a ties exercise: the items in RankLens's order and their grades.
PracticeText tieOrderStep(const PracticeList& l) {
    std::string order, grades;
    for (std::size_t i : tieOrder(l.items, TiePolicy::TrecEval)) {
        order += (order.empty() ? "" : ", ") + l.items[i].docid + " " + scoreText(l.items[i].score);
        grades += (grades.empty() ? "" : ", ") + std::to_string(l.items[i].grade);
    }
    return {
        RL_TRANSLATE_NOOP("Practice",
                          "RankLens's order (score, highest first; equal scores by document id, "
                          "compared character by character, the larger first): %1 → grades [%2]."),
        {order, grades}};
}

}  // namespace

const char* mistakeId(PracticeMistake m) {
    return row(m).id;
}

std::optional<PracticeMistake> parseMistakeId(std::string_view id) {
    for (const auto& r : kRows)
        if (id == r.id) return r.mistake;
    return std::nullopt;
}

const char* mistakeExplanation(PracticeMistake m) {
    return row(m).explanation;
}

const char* mistakeTitle(PracticeMistake m) {
    return row(m).title;
}

const char* answerMistakeTitle(std::string_view id) {
    if (const auto m = parseMistakeId(id)) return mistakeTitle(*m);
    if (id == "wrong_predict") return RL_TRANSLATE_NOOP("Practice", "a wrong prediction");
    if (id == "wrong_construct")
        return RL_TRANSLATE_NOOP("Practice", "a list that misses the target");
    if (id == "wrong_choose") return RL_TRANSLATE_NOOP("Practice", "a wrong choice");
    if (id == "revealed") return RL_TRANSLATE_NOOP("Practice", "the answer shown before a try");
    if (id == "empty") return RL_TRANSLATE_NOOP("Practice", "no answer");
    // An answer problem (practice_answer.cpp: not_a_number, unknown_item, ...): never its id.
    return RL_TRANSLATE_NOOP("Practice", "an answer that could not be read");
}

bool practiceClose(double answer, double value) {
    return std::abs(answer - value) <= kPracticeTolerance + 1e-9;
}

std::vector<double> mistakenValues(const PracticeExercise& ex, PracticeMistake m) {
    std::vector<double> raw;
    if (ex.kind != PracticeKind::Compute || ex.lists.empty() || !concerns(ex, m)) return raw;
    if (m == M::PooledInsteadOfMean) {
        // R over the pooled counts: all relevant found in the top k / all relevant items.
        double found = 0, all = 0;
        for (const auto& l : ex.lists) {
            const RankingMetrics r = metrics(l, ex.cfg, ex.k);
            found += static_cast<double>(r.relInTopK);
            all += static_cast<double>(r.numRel);
        }
        raw.push_back(all > 0 ? found / all : 0.0);
    } else if (m == M::OneQueryNotMean) {
        for (const auto& l : ex.lists) raw.push_back(engineValue(l, ex.cfg, ex.measure, ex.k));
    } else if (m == M::RrLaterRelevant && ex.lists.size() == 1) {
        const auto ranks = relevantRanks(ex.lists[0], ex.cfg, ex.k);
        for (std::size_t i = 1; i < ranks.size(); ++i) raw.push_back(1.0 / ranks[i]);
    } else {
        double v = 0.0;
        for (const auto& l : ex.lists) v += perList(ex, l, m);
        raw.push_back(v / static_cast<double>(ex.lists.size()));
    }
    // A mistake that gives (nearly) the right value on these lists cannot be told apart.
    std::vector<double> out;
    for (double v : raw)
        if (std::abs(v - ex.expected) > 2 * kPracticeTolerance) out.push_back(v);
    return out;
}

std::optional<double> mistakenValue(const PracticeExercise& ex, PracticeMistake m) {
    const auto v = mistakenValues(ex, m);
    if (v.empty()) return std::nullopt;
    return v.front();
}

namespace {

// The denominators of the fraction a mistake computes on a one-query exercise (empty: none
// that a learner would type, or several queries).
std::vector<int> mistakeDenominators(const PracticeExercise& ex, M m) {
    if (ex.lists.size() != 1) return {};
    const PracticeList& l = ex.lists[0];
    const RankingMetrics r = metrics(l, ex.cfg, ex.k);
    const int n = static_cast<int>(l.grades.size());
    const bool p = ex.measure == PM::P, rec = ex.measure == PM::R;
    switch (m) {
        case M::TiesDocidAscending:
        case M::TiesAsListed:
            if (p) return {ex.k};
            return rec ? std::vector<int>{int(r.numRel)} : std::vector<int>{};
        case M::BelowThresholdCounted: {
            if (p) return {ex.k};
            EvalConfig c = ex.cfg;
            c.relevanceThreshold = std::max(1, c.relevanceThreshold - 1);
            return rec ? std::vector<int>{int(metrics(l, c, ex.k).numRel)} : std::vector<int>{};
        }
        case M::PrecisionOverReturned:
            return p ? std::vector<int>{n} : std::vector<int>{};
        case M::RecallOverReturned:
            return rec ? std::vector<int>{std::min(ex.k, n)} : std::vector<int>{};
        case M::ApOverK:
            return {ex.k};
        case M::ApOverRelevantRetrieved:
            return {int(r.relInTopK)};
        case M::RrLaterRelevant: {
            auto ranks = relevantRanks(l, ex.cfg, ex.k);
            if (!ranks.empty()) ranks.erase(ranks.begin());
            return ranks;
        }
        default:
            return {};
    }
}

}  // namespace

std::vector<PracticeMistake> matchingMistakes(const PracticeExercise& ex, double answer,
                                              int typedDenominator) {
    std::vector<PracticeMistake> all;
    if (ex.kind != PracticeKind::Compute || practiceClose(answer, ex.expected)) return all;
    for (int i = 1; i < static_cast<int>(M::Unclassified); ++i) {
        const auto m = static_cast<M>(i);
        for (double v : mistakenValues(ex, m))
            if (practiceClose(answer, v)) {
                all.push_back(m);
                break;
            }
    }
    if (typedDenominator <= 0 || all.size() < 2) return all;
    std::vector<PracticeMistake> decided;
    for (M m : all) {
        const auto d = mistakeDenominators(ex, m);
        if (std::find(d.begin(), d.end(), typedDenominator) != d.end()) decided.push_back(m);
    }
    return decided.empty() ? all : decided;
}

PracticeMistake classifyMistake(const PracticeExercise& ex, double answer) {
    if (ex.kind != PracticeKind::Compute || practiceClose(answer, ex.expected)) return M::None;
    const auto all = matchingMistakes(ex, answer);
    return all.empty() ? M::Unclassified : all.front();
}

namespace {

// The steps of P@k, R@k or F1@k for one list; returns the value's text.
std::string countSteps(const PracticeExercise& ex, const Explanation& e,
                       std::vector<PracticeText>& out) {
    const auto fmt = [](double v) { return practiceValueText(v); };
    const std::string k = std::to_string(ex.k);
    const std::string rel = std::to_string(e.relevantInTopK), R = std::to_string(e.numRel);
    std::string ranks;
    for (int r : e.apRanks) ranks += (ranks.empty() ? "" : ", ") + std::to_string(r);
    out.push_back(
        {RL_TRANSLATE_NOOP("Practice",
                           "Relevant items (grade ≥ %1) in the top %2: %3 "
                           "(ranks %4)."),
         {std::to_string(ex.cfg.relevanceThreshold), k, rel, ranks.empty() ? "–" : ranks}});
    if (ex.measure != PM::R)
        out.push_back({RL_TRANSLATE_NOOP("Practice",
                                         "P@%1 = %2 / %1 = %3 (the denominator is k, "
                                         "however many items were returned)."),
                       {k, rel, fmt(e.precision)}});
    if (ex.measure != PM::P)
        out.push_back({RL_TRANSLATE_NOOP("Practice",
                                         "The query has %1 relevant items in all: "
                                         "R@%2 = %3 / %1 = %4."),
                       {R, k, rel, fmt(e.recall)}});
    if (ex.measure == PM::F1)
        out.push_back({RL_TRANSLATE_NOOP("Practice", "F1@%1 = 2 · %2 · %3 / (%2 + %3) = %4."),
                       {k, fmt(e.precision), fmt(e.recall), fmt(e.f1)}});
    return fmt(ex.measure == PM::P ? e.precision : ex.measure == PM::R ? e.recall : e.f1);
}

// The steps of DCG@k or NDCG@k for one list, rank by rank; returns the value's text.
std::string gainSteps(const PracticeExercise& ex, const Explanation& e,
                      std::vector<PracticeText>& out) {
    const auto fmt = [](double v) { return practiceValueText(v); };
    const std::string k = std::to_string(ex.k);
    for (const auto& s : e.positions) {
        if (!s.inTopK) break;
        out.push_back(
            {RL_TRANSLATE_NOOP("Practice",
                               "Rank %1: grade %2, gain %3, divided by "
                               "log2(%4) = %5 → %6."),
             {std::to_string(s.rank), std::to_string(s.grade), fmt(s.gain),
              std::to_string(s.rank + 1), fmt(std::log2(s.rank + 1.0)), fmt(s.contribution)}});
    }
    out.push_back({RL_TRANSLATE_NOOP("Practice", "DCG@%1 = %2."), {k, fmt(e.dcg)}});
    if (ex.measure == PM::Ndcg) {
        std::string ideal;
        for (const auto& s : e.ideal)
            if (s.inTopK) ideal += (ideal.empty() ? "" : ", ") + std::to_string(s.grade);
        out.push_back({RL_TRANSLATE_NOOP("Practice",
                                         "Ideal top %1 (every labelled item sorted by "
                                         "grade, returned or not): [%2]; IDCG@%1 = "
                                         "%3."),
                       {k, ideal, fmt(e.idcg)}});
        out.push_back({RL_TRANSLATE_NOOP("Practice", "NDCG@%1 = %2 / %3 = %4."),
                       {k, fmt(e.dcg), fmt(e.idcg), fmt(e.ndcg)}});
    }
    return fmt(ex.measure == PM::Dcg ? e.dcg : e.ndcg);
}

}  // namespace

std::vector<PracticeText> workedSteps(const PracticeExercise& ex) {
    std::vector<PracticeText> out;
    if (ex.kind != PracticeKind::Compute) return out;
    const auto fmt = [](double v) { return practiceValueText(v); };
    const std::string k = std::to_string(ex.k);
    std::vector<std::string> values;
    for (std::size_t q = 0; q < ex.lists.size(); ++q) {
        const PracticeList& l = ex.lists[q];
        if (!l.items.empty()) out.push_back(tieOrderStep(l));
        const Explanation e = explain(l.grades, l.allLabels(), ex.cfg, ex.k);
        if (ex.lists.size() > 1)
            out.push_back({RL_TRANSLATE_NOOP("Practice", "Query %1:"), {std::to_string(q + 1)}});
        const std::string R = std::to_string(e.numRel);
        switch (ex.measure) {
            case PM::P:
            case PM::R:
            case PM::F1:
                values.push_back(countSteps(ex, e, out));
                break;
            case PM::Dcg:
            case PM::Ndcg:
                values.push_back(gainSteps(ex, e, out));
                break;
            case PM::Ap: {
                std::string parts;
                for (std::size_t i = 0; i < e.apRanks.size(); ++i)
                    parts += (i ? " + " : "") + std::to_string(i + 1) + "/" +
                             std::to_string(e.apRanks[i]);
                out.push_back({RL_TRANSLATE_NOOP("Practice",
                                                 "Precision at each relevant rank in the top "
                                                 "%1: %2 = %3."),
                               {k, parts.empty() ? "0" : parts, fmt(e.apSum)}});
                out.push_back({RL_TRANSLATE_NOOP("Practice",
                                                 "AP@%1 = %2 / %3 (all relevant items of the "
                                                 "query) = %4."),
                               {k, fmt(e.apSum), R, fmt(e.ap)}});
                values.push_back(fmt(e.ap));
                break;
            }
            case PM::Rr:
                if (e.firstRelevantRank > 0)
                    out.push_back({RL_TRANSLATE_NOOP("Practice",
                                                     "The first relevant item is at rank %1: RR@%2 "
                                                     "= 1 / %1 = %3."),
                                   {std::to_string(e.firstRelevantRank), k, fmt(e.rr)}});
                else
                    out.push_back({RL_TRANSLATE_NOOP("Practice",
                                                     "No relevant item in the top %1: RR@%1 = 0."),
                                   {k}});
                values.push_back(fmt(e.rr));
                break;
        }
    }
    if (ex.lists.size() > 1) {
        std::string sum;
        for (const auto& v : values) sum += (sum.empty() ? "" : " + ") + v;
        out.push_back({RL_TRANSLATE_NOOP("Practice", "Mean over %1 queries: (%2) / %1 = %3."),
                       {std::to_string(ex.lists.size()), sum, fmt(ex.expected)}});
    }
    return out;
}

}  // namespace ranklens::core::teaching
