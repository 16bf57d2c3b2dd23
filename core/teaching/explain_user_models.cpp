#include "core/teaching/explain_user_models.h"

#include <algorithm>
#include <functional>

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

}  // namespace

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
