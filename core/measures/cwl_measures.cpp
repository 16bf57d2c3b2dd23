// C/W/L measures (Moffat et al.; cwl_eval, github.com/ireval/cwl) as ir_measures runs them: the
// gain of an item is its label scaled to [0, 1], g = min(max(label, 0), gmax) / gmax with gmax
// = cfg.errMaxGrade (ir_measures' max_rel; min_rel 0), unlabelled items gain 0; the ranking is
// cut or padded with zero-gain items to kCwlDepth = 1000 ranks (cwl_eval's max_n). A measure is
// its continuation probabilities C_i (rank i = 1..1000); the user examines rank i with weight
// W_i = prod_{j<i} C_j / sum_{m<=1000} prod_{j<m} C_j, and the value is the expected utility
// per item examined, sum_i W_i g_i. Every value lies in [0, 1].
//   NERR8@k    C_i = 1 - g_i for i < k, 0 from k on   (Azzopardi et al. ICTIR 2021, eq. 8)
//   NERR9@k    C_i = i / (i + 1) * (1 - g_i), i < k  (eq. 9)
//   NERR10(p)  C_i = p (1 - g_i)                      (eq. 10)
//   NERR11(T)  C_i = ((i + 2T - 1) / (i + 2T))^2 (1 - g_i)
//   SDCG@k     C_i = log2(i + 1) / log2(i + 2), i < k: W_i is 1/log2(i + 1) scaled to sum 1
//   BPM@k      C_i = 1 while the gain so far is below T = 1 and i < k (Zhang et al. 2017)
//   INSQ(T)    C_i = ((i + 2T - 1) / (i + 2T))^2      (Moffat et al. 2012)
//   INST(T)    C_i = ((i + T + T_i - 1) / (i + T + T_i))^2, T_i = T - sum_{j<=i} g_j (2015)
#include <algorithm>
#include <cmath>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/judged/judged_ranking.h"

namespace ranklens::core::detail {
namespace {

constexpr std::size_t kCwlDepth = 1000;  // cwl_eval's max_n, as ir_measures runs it

// Gains of ranks 1..kCwlDepth.
std::vector<double> cwlGains(const JudgedRanking& r, const EvalConfig& cfg) {
    std::vector<double> g(kCwlDepth, 0.0);
    const double gmax = std::max(cfg.errMaxGrade, 1);
    const std::size_t n = std::min(r.grades.size(), kCwlDepth);
    for (std::size_t i = 0; i < n; ++i) {
        if (r.grades[i] == kUnjudged) continue;
        const double label = r.labels.empty() ? r.grades[i] : r.labels[i];
        g[i] = std::clamp(label, 0.0, gmax) / gmax;
    }
    return g;
}

// Expected utility per item for continuation probabilities c(i, gains) over every rank.
template <typename C>
double expectedUtility(const std::vector<double>& g, C&& c) {
    double reach = 1.0, weights = 0.0, utility = 0.0;  // reach = prod_{j<i} C_j
    for (std::size_t i = 0; i < g.size() && reach > 0.0; ++i) {
        weights += reach;
        utility += reach * g[i];
        reach *= c(i + 1);
    }
    return utility / weights;
}

// A truncated measure at k = 1..out.size(): C_i = f(i) for i < k and 0 from k on, so the
// weights of ranks 1..k are prefix products of f and the value a ratio of prefix sums.
template <typename F>
void truncatedCurve(const std::vector<double>& g, F&& f, std::span<double> out) {
    double reach = 1.0, weights = 0.0, utility = 0.0;
    for (std::size_t k = 1; k <= out.size(); ++k) {
        if (k <= g.size()) {
            weights += reach;
            utility += reach * g[k - 1];
            reach *= f(k);
        }
        out[k - 1] = weights > 0.0 ? utility / weights : 0.0;
    }
}

double goalSquare(std::size_t i, double T) {  // ((i + 2T - 1) / (i + 2T))^2
    const double x = (static_cast<double>(i) + 2.0 * T - 1.0) / (static_cast<double>(i) + 2.0 * T);
    return x * x;
}

}  // namespace

void nerr8Curve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const auto g = cwlGains(r, cfg);
    truncatedCurve(
        g, [&](std::size_t i) { return 1.0 - g[i - 1]; }, out);
}

void nerr9Curve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const auto g = cwlGains(r, cfg);
    truncatedCurve(
        g,
        [&](std::size_t i) {
            return static_cast<double>(i) / static_cast<double>(i + 1) * (1.0 - g[i - 1]);
        },
        out);
}

void sdcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const auto g = cwlGains(r, cfg);
    truncatedCurve(
        g,
        [](std::size_t i) {
            return std::log2(static_cast<double>(i) + 1.0) /
                   std::log2(static_cast<double>(i) + 2.0);
        },
        out);
}

void bpmCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    // T = 1: the user reads on while the gain so far is below 1 (and stops at k).
    const auto g = cwlGains(r, cfg);
    double sum = 0.0;
    bool satisfied = false;
    std::size_t read = 0;
    for (std::size_t k = 1; k <= out.size(); ++k) {
        if (k <= g.size() && !satisfied) {
            sum += g[k - 1];
            read = k;
            satisfied = sum >= 1.0;
        }
        out[k - 1] = read > 0 ? sum / static_cast<double>(read) : 0.0;
    }
}

void nerr10Fn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ps,
              std::span<double> out) {
    const auto g = cwlGains(r, cfg);
    for (std::size_t i = 0; i < ps.size(); ++i)
        out[i] = expectedUtility(g, [&](std::size_t k) { return ps[i] * (1.0 - g[k - 1]); });
}

void nerr11Fn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ts,
              std::span<double> out) {
    const auto g = cwlGains(r, cfg);
    for (std::size_t i = 0; i < ts.size(); ++i)
        out[i] = expectedUtility(
            g, [&](std::size_t k) { return goalSquare(k, ts[i]) * (1.0 - g[k - 1]); });
}

void insqFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ts,
            std::span<double> out) {
    const auto g = cwlGains(r, cfg);
    for (std::size_t i = 0; i < ts.size(); ++i)
        out[i] = expectedUtility(g, [&](std::size_t k) { return goalSquare(k, ts[i]); });
}

void instFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> ts,
            std::span<double> out) {
    const auto g = cwlGains(r, cfg);
    for (std::size_t i = 0; i < ts.size(); ++i) {
        const double T = ts[i];
        double gained = 0.0;  // sum_{j<=k} g_j: expectedUtility asks for k = 1, 2, ... in order
        out[i] = expectedUtility(g, [&](std::size_t k) {
            gained += g[k - 1];
            const double x = static_cast<double>(k) + 2.0 * T - gained;
            return ((x - 1.0) / x) * ((x - 1.0) / x);
        });
    }
}

}  // namespace ranklens::core::detail
