#include "core/teaching/explain_user_models.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "core/io/diversity_qrels.h"
#include "core/measures/diversity_functions.h"

#include "core/measures/user_model_functions.h"

namespace ranklens::core::teaching {

namespace {

// ERR of a grade list at k, step by step (steps may be null).
double errSteps(const std::vector<std::int32_t>& grades, const EvalConfig& cfg, int k,
                std::vector<ErrStep>* steps) {
    double err = 0.0, reach = 1.0, atK = 0.0;
    for (std::size_t i = 0; i < grades.size(); ++i) {
        const int rank = static_cast<int>(i + 1);
        ErrStep s{rank,  grades[i], rank <= k, detail::errStopProbability(grades[i], cfg),
                  reach, 0.0,       0.0};
        s.contribution = reach * s.stop / rank;
        err += s.contribution;
        s.runningErr = err;
        reach *= 1.0 - s.stop;
        if (rank <= k) atK = err;
        if (steps) steps->push_back(s);
    }
    return atK;
}

using Subtopics = const std::vector<std::uint32_t>*;

// The alpha-DCG steps of a list of items (their subtopics), ranks 1..min(k, size).
std::vector<AlphaStep> alphaSteps(const DiversityQuery& q, const std::vector<Subtopics>& ranked,
                                  double alpha, int k) {
    std::vector<int> seen(q.subtopics.size(), 0);
    std::vector<AlphaStep> out;
    double dcg = 0.0;
    int covered = 0;
    const auto n = std::min(ranked.size(), static_cast<std::size_t>(std::max(k, 0)));
    for (std::size_t i = 0; i < n; ++i) {
        AlphaStep s;
        s.rank = static_cast<int>(i + 1);
        if (ranked[i])
            for (std::uint32_t t : *ranked[i]) {
                const SubtopicHit h{q.subtopics[t], seen[t], std::pow(1.0 - alpha, seen[t])};
                s.gain += h.factor;
                if (seen[t]++ == 0) ++covered;
                s.hits.push_back(h);
            }
        s.discount = 1.0 / std::log2(s.rank + 1.0);
        s.contribution = s.gain * s.discount;
        dcg += s.contribution;
        s.runningDcg = dcg;
        s.covered = covered;
        out.push_back(std::move(s));
    }
    return out;
}

}  // namespace

DiversityExplanation explainDiversity(const JudgedRanking& r, const EvalConfig& cfg, int k) {
    DiversityExplanation e;
    e.k = std::max(k, 1);
    e.alpha = cfg.diversityAlpha;
    if (!r.diversity || r.diversity->subtopics.empty()) return e;
    const DiversityQuery& q = *r.diversity;
    e.numSubtopics = q.subtopics.size();
    e.steps = alphaSteps(q, r.rankSubtopics, e.alpha, e.k);
    const auto idealItems = detail::greedyIdeal(q, e.alpha, static_cast<std::size_t>(e.k));
    e.ideal = alphaSteps(q, idealItems, e.alpha, e.k);
    for (std::size_t i = 0; i < e.ideal.size(); ++i)
        e.ideal[i].doc = q.docs[static_cast<std::size_t>(idealItems[i] - q.docSubtopics.data())];
    e.alphaDcg = e.steps.empty() ? 0.0 : e.steps.back().runningDcg;
    e.idealAlphaDcg = e.ideal.empty() ? 0.0 : e.ideal.back().runningDcg;
    e.alphaNdcg = e.idealAlphaDcg > 0.0 ? e.alphaDcg / e.idealAlphaDcg : 0.0;
    for (const AlphaStep& s : e.steps) e.errIaSum += s.gain / s.rank;
    double best = static_cast<double>(e.numSubtopics);
    for (int rank = 1; rank <= e.k; ++rank) {
        e.errIaNorm += best / rank;
        best *= 1.0 - e.alpha;
    }
    e.errIa = e.errIaNorm > 0.0 ? e.errIaSum / e.errIaNorm : 0.0;
    const int covered = e.steps.empty() ? 0 : e.steps.back().covered;
    e.subtopicRecall = static_cast<double>(covered) / static_cast<double>(e.numSubtopics);
    return e;
}

UserModelExplanation explainUserModels(const JudgedRanking& r, const EvalConfig& cfg, int k,
                                       double p) {
    UserModelExplanation e;
    e.k = k;
    e.p = p;
    e.cfg = cfg;
    e.errAtK = errSteps(r.grades, cfg, k, &e.err);
    std::vector<std::int32_t> ideal;
    if (cfg.ideal == IdealOrder::Labels) {
        ideal = r.labelGrades;
    } else {
        for (std::int32_t g : r.grades)
            if (g > 0) ideal.push_back(g);
    }
    std::sort(ideal.begin(), ideal.end(), std::greater<>());
    e.idealErrAtK = errSteps(ideal, cfg, k, nullptr);
    e.nerrAtK = e.idealErrAtK > 0.0 ? e.errAtK / e.idealErrAtK : 0.0;

    double pow = 1.0;  // p^(rank - 1)
    for (std::size_t i = 0; i < r.grades.size(); ++i) {
        RbpStep s{static_cast<int>(i + 1),  r.grades[i],     cfg.isRelevant(r.grades[i]),
                  r.grades[i] == kUnjudged, (1.0 - p) * pow, 0.0};
        if (s.relevant) e.rbpValue += s.weight;
        if (s.unlabelled) e.residualUnlabelled += s.weight;
        s.runningRbp = e.rbpValue;
        e.rbp.push_back(s);
        pow *= p;
    }
    e.residualTail = pow;
    e.residual = e.residualUnlabelled + e.residualTail;
    return e;
}

}  // namespace ranklens::core::teaching
