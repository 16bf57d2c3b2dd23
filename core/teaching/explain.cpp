#include "core/teaching/explain.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace ranklens::core::teaching {

double discountAt(int rank) {
    return 1.0 / std::log2(static_cast<double>(rank) + 1.0);
}

namespace {

// Gain / log_b(rank + 1), divided (not multiplied by the discount) as the engine does
// (core/measures/ndcg.cpp's Discount), so the sums agree to the last bit.
double contributionOf(double gain, int rank, double logBase = 2.0) {
    const double l = std::log2(static_cast<double>(rank) + 1.0);
    return logBase == 2.0 ? gain / l : gain / (l / std::log2(logBase));
}
double discountOf(int rank, double logBase) {
    return logBase == 2.0 ? discountAt(rank) : contributionOf(1.0, rank, logBase);
}

void explainPositions(const std::vector<std::int32_t>& grades, Explanation& e) {
    double cg = 0.0, dcg = 0.0;
    int relSoFar = 0;
    e.positions.reserve(grades.size());
    for (std::size_t i = 0; i < grades.size(); ++i) {
        PositionStep s;
        s.rank = static_cast<int>(i) + 1;
        s.grade = grades[i];
        s.relevant = e.cfg.isRelevant(s.grade);
        s.inTopK = s.rank <= e.k;
        s.gain = e.cfg.gainOf(s.grade);
        s.discount = discountOf(s.rank, e.cfg.logBase);
        s.contribution = s.gain != 0.0 ? contributionOf(s.gain, s.rank, e.cfg.logBase) : 0.0;
        cg += s.gain;
        dcg += s.contribution;
        relSoFar += s.relevant;
        s.runningCg = cg;
        s.runningDcg = dcg;
        s.relevantSoFar = relSoFar;
        s.precisionHere = static_cast<double>(relSoFar) / static_cast<double>(s.rank);
        if (s.inTopK) {
            e.cg = cg;
            e.dcg = dcg;
            if (s.relevant) {
                ++e.relevantInTopK;
                if (e.firstRelevantRank == 0) e.firstRelevantRank = s.rank;
                e.apRanks.push_back(s.rank);
                e.apPrecisions.push_back(s.precisionHere);
                e.apSum += s.precisionHere;
            }
        }
        e.positions.push_back(s);
    }
}

void explainIdeal(std::vector<std::int32_t> idealGrades, Explanation& e) {
    idealOrder(idealGrades, e.cfg);
    double idcg = 0.0;
    e.ideal.reserve(idealGrades.size());
    for (std::size_t i = 0; i < idealGrades.size(); ++i) {
        IdealStep s;
        s.rank = static_cast<int>(i) + 1;
        s.grade = idealGrades[i];
        s.inTopK = s.rank <= e.k;
        s.gain = e.cfg.gainOf(s.grade);
        s.discount = discountOf(s.rank, e.cfg.logBase);
        s.contribution = contributionOf(s.gain, s.rank, e.cfg.logBase);
        idcg += s.contribution;
        s.runningIdcg = idcg;
        if (s.inTopK) e.idcg = idcg;
        e.ideal.push_back(s);
    }
}

}  // namespace

Explanation explain(const std::vector<std::int32_t>& rankedGrades,
                    const std::vector<std::int32_t>& allLabels, const EvalConfig& cfg, int k) {
    return explain(judgeGrades(rankedGrades, allLabels, cfg), cfg, k);
}

Explanation explain(const JudgedRanking& judged, const EvalConfig& cfg, int k) {
    Explanation e;
    e.k = std::max(k, 1);
    e.cfg = cfg;
    e.numRel = judged.numRel;
    explainPositions(judged.grades, e);

    std::vector<std::int32_t> ideal;
    if (cfg.ideal == IdealOrder::Labels) {
        ideal = judged.labelGrades;
    } else {
        for (std::int32_t g : judged.grades)
            if (inIdeal(g, cfg)) ideal.push_back(g);
    }
    explainIdeal(std::move(ideal), e);

    const double R = static_cast<double>(e.numRel);
    const double rel = static_cast<double>(e.relevantInTopK);
    e.precision = rel / static_cast<double>(e.k);
    e.recall = R > 0 ? rel / R : 0.0;
    e.f1 = (e.precision + e.recall) > 0 ? 2.0 * e.precision * e.recall / (e.precision + e.recall)
                                        : 0.0;
    e.hit = e.relevantInTopK > 0;
    e.ndcg = e.idcg > 0.0 ? e.dcg / e.idcg : 0.0;
    e.rr = e.firstRelevantRank ? 1.0 / static_cast<double>(e.firstRelevantRank) : 0.0;
    e.ap = R > 0 ? e.apSum / R : 0.0;
    return e;
}

}  // namespace ranklens::core::teaching
