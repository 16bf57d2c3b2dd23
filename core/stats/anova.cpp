#include "core/stats/anova.h"

#include <cmath>
#include <stdexcept>
#include <string>

#include <boost/math/distributions/fisher_f.hpp>

#include "core/stats/studentized_range.h"

namespace ranklens::core::stats {

namespace {

void checkMatrix(const ScoreMatrix& scores) {
    if (scores.size() < 2) throw std::invalid_argument("ANOVA: needs at least two systems");
    const std::size_t n = scores[0].size();
    if (n < 2) throw std::invalid_argument("ANOVA: needs at least two topics");
    for (std::size_t s = 0; s < scores.size(); ++s) {
        if (scores[s].size() != n)
            throw std::invalid_argument("ANOVA: system " + std::to_string(s + 1) + " has " +
                                        std::to_string(scores[s].size()) + " topics, not " +
                                        std::to_string(n));
        for (double x : scores[s])
            if (!std::isfinite(x))
                throw std::invalid_argument("ANOVA: a score of system " + std::to_string(s + 1) +
                                            " is NaN or infinite");
    }
}

// F and its upper-tail p, when the residual mean square is not 0.
void fTest(double ms, double msResidual, std::size_t df, std::size_t dfResidual,
           std::optional<double>& f, std::optional<double>& p) {
    if (!(msResidual > 0)) return;
    f = ms / msResidual;
    const boost::math::fisher_f_distribution<double> dist(static_cast<double>(df),
                                                          static_cast<double>(dfResidual));
    p = boost::math::cdf(boost::math::complement(dist, *f));
}

}  // namespace

std::vector<double> rowMeans(const ScoreMatrix& scores) {
    std::vector<double> means;
    for (const auto& row : scores) {
        double sum = 0;
        for (double x : row) sum += x;
        means.push_back(row.empty() ? 0 : sum / static_cast<double>(row.size()));
    }
    return means;
}

AnovaTable twoWayAnova(const ScoreMatrix& scores) {
    checkMatrix(scores);
    const std::size_t k = scores.size(), n = scores[0].size();
    const std::vector<double> sys = rowMeans(scores);
    std::vector<double> topic(n, 0);
    for (const auto& row : scores)
        for (std::size_t t = 0; t < n; ++t) topic[t] += row[t] / static_cast<double>(k);
    double grand = 0;
    for (double m : sys) grand += m / static_cast<double>(k);
    AnovaTable a;
    for (double m : sys) a.ssSystem += static_cast<double>(n) * (m - grand) * (m - grand);
    for (double m : topic) a.ssTopic += static_cast<double>(k) * (m - grand) * (m - grand);
    for (std::size_t s = 0; s < k; ++s)
        for (std::size_t t = 0; t < n; ++t) {
            const double r = scores[s][t] - sys[s] - topic[t] + grand;
            a.ssResidual += r * r;
        }
    a.dfSystem = k - 1;
    a.dfTopic = n - 1;
    a.dfResidual = (k - 1) * (n - 1);
    a.msSystem = a.ssSystem / static_cast<double>(a.dfSystem);
    a.msTopic = a.ssTopic / static_cast<double>(a.dfTopic);
    a.msResidual = a.ssResidual / static_cast<double>(a.dfResidual);
    // Residuals of round-off size (scores exactly additive) are no residual variation.
    if (a.msResidual <= 1e-24 * (a.msSystem + a.msTopic)) a.msResidual = 0;
    fTest(a.msSystem, a.msResidual, a.dfSystem, a.dfResidual, a.fSystem, a.pSystem);
    fTest(a.msTopic, a.msResidual, a.dfTopic, a.dfResidual, a.fTopic, a.pTopic);
    return a;
}

std::vector<TukeyPair> tukeyHsd(const ScoreMatrix& scores, const AnovaTable& anova,
                                double confidence) {
    if (!(confidence > 0 && confidence < 1))
        throw std::invalid_argument("Tukey HSD: confidence must be in (0, 1)");
    const std::size_t k = scores.size();
    const std::vector<double> means = rowMeans(scores);
    const double se = std::sqrt(anova.msResidual / static_cast<double>(scores[0].size()));
    const double df = static_cast<double>(anova.dfResidual);
    const double width = se > 0 ? studentizedRangeQuantile(confidence, k, df) * se : 0;
    std::vector<TukeyPair> pairs;
    for (std::size_t a = 0; a < k; ++a)
        for (std::size_t b = a + 1; b < k; ++b) {
            TukeyPair p{a, b, means[b] - means[a], 1, 0, 0};
            if (se > 0)
                p.pAdjusted = studentizedRangeUpper(std::fabs(p.diff) / se, k, df);
            else
                p.pAdjusted = p.diff == 0 ? 1 : 0;
            p.low = p.diff - width;
            p.high = p.diff + width;
            pairs.push_back(p);
        }
    return pairs;
}

}  // namespace ranklens::core::stats
