#pragma once
// "Explain this number" for the user-model measures, one ordered list of grades at a time:
// ERR's stopping probability at each rank, the chance the user gets there and what the rank
// adds; RBP's weight (1 - p) p^(i-1) at each rank, what relevant items add and what the
// unlabelled ones and the tail leave open (the residual). The totals equal the measure
// registry's values (tests/core/explain_user_models_test.cpp).
#include <cstdint>
#include <string>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core::teaching {

struct ErrStep {
    int rank = 0;
    std::int32_t grade = 0;  // kUnjudged for an unlabelled item
    bool inTopK = false;
    double stop = 0.0;          // R = (2^g - 1) / 2^gmax: the user stops here, satisfied
    double reach = 0.0;         // prod over earlier ranks of (1 - R): the user gets here
    double contribution = 0.0;  // reach * stop / rank
    double runningErr = 0.0;    // ERR at this rank
};

struct RbpStep {
    int rank = 0;
    std::int32_t grade = 0;
    bool relevant = false;    // label >= threshold
    bool unlabelled = false;  // counts towards the residual
    double weight = 0.0;      // (1 - p) p^(rank - 1)
    double runningRbp = 0.0;  // RBP over ranks <= this one
};

struct UserModelExplanation {
    int k = 0;
    double p = 0.0;
    EvalConfig cfg;
    std::vector<ErrStep> err;  // the whole list; ranks beyond k add nothing to errAtK
    double errAtK = 0.0, idealErrAtK = 0.0, nerrAtK = 0.0;
    std::vector<RbpStep> rbp;  // the whole list
    double rbpValue = 0.0;
    double residualUnlabelled = 0.0;  // weights of the unlabelled ranks
    double residualTail = 0.0;        // p^n: everything below the list
    double residual = 0.0;            // their sum (rbp_resid)
};

UserModelExplanation explainUserModels(const JudgedRanking& r, const EvalConfig& cfg, int k,
                                       double p);

// alpha-nDCG, ERR-IA and subtopic recall step by step, from the query's subtopic labels
// (JudgedRanking::diversity, rankSubtopics): at each rank the subtopics of the item, how often
// each was already seen above it (c) and its novelty discount (1 - alpha)^c, the rank's gain
// (their sum), the log discount and what the rank adds; the same for the greedy ideal order.
struct SubtopicHit {
    std::string subtopic;
    int seenBefore = 0;   // c: items above this rank already relevant to the subtopic
    double factor = 1.0;  // (1 - alpha)^c
};

struct AlphaStep {
    int rank = 0;
    std::string doc;  // the ideal order's item (empty for the list's own ranks)
    std::vector<SubtopicHit> hits;
    double gain = 0.0;          // sum of the factors
    double discount = 0.0;      // 1 / log2(rank + 1)
    double contribution = 0.0;  // gain * discount
    double runningDcg = 0.0;    // alpha-DCG at this rank
    int covered = 0;            // subtopics seen in ranks <= this one
};

struct DiversityExplanation {
    int k = 0;
    double alpha = 0.5;
    std::size_t numSubtopics = 0;  // |S|: 0 when the query has no subtopic labels
    std::vector<AlphaStep> steps;  // ranks 1..min(k, list length)
    std::vector<AlphaStep> ideal;  // the greedy ideal order, ranks 1..k at most
    double alphaDcg = 0.0, idealAlphaDcg = 0.0, alphaNdcg = 0.0;
    double errIaSum = 0.0;   // sum over r <= k of gain_r / r
    double errIaNorm = 0.0;  // sum over r <= k of |S| (1 - alpha)^(r-1) / r
    double errIa = 0.0;
    double subtopicRecall = 0.0;  // covered at k / |S|
};

DiversityExplanation explainDiversity(const JudgedRanking& r, const EvalConfig& cfg, int k);

}  // namespace ranklens::core::teaching
