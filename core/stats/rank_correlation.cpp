#include "core/stats/rank_correlation.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

namespace ranklens::core::stats {

namespace {

void checkSame(std::span<const double> x, std::span<const double> y, const char* what) {
    if (x.size() != y.size())
        throw std::invalid_argument(std::string(what) + ": the two scorings differ in length");
    for (std::size_t i = 0; i < x.size(); ++i)
        if (std::isnan(x[i]) || std::isnan(y[i]))
            throw std::invalid_argument(std::string(what) + ": a score is NaN");
}

int sign(double d) {
    return (d > 0) - (d < 0);
}

}  // namespace

std::optional<double> kendallTauB(std::span<const double> x, std::span<const double> y) {
    checkSame(x, y, "Kendall's tau");
    const std::size_t n = x.size();
    if (n < 2) return std::nullopt;
    double concordant = 0, discordant = 0, tiedX = 0, tiedY = 0;
    for (std::size_t i = 0; i + 1 < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const int sx = sign(x[i] - x[j]), sy = sign(y[i] - y[j]);
            tiedX += sx == 0;
            tiedY += sy == 0;
            if (sx * sy > 0) ++concordant;
            if (sx * sy < 0) ++discordant;
        }
    const double pairs = static_cast<double>(n) * static_cast<double>(n - 1) / 2.0;
    const double denominator = std::sqrt((pairs - tiedX) * (pairs - tiedY));
    if (denominator <= 0.0) return std::nullopt;
    return (concordant - discordant) / denominator;
}

std::optional<double> tauAP(std::span<const double> truth, std::span<const double> estimate) {
    checkSame(truth, estimate, "tau_AP");
    const std::size_t n = truth.size();
    if (n < 2) return std::nullopt;
    // rank[i]: 1 + the systems the estimate scores higher than i.
    std::vector<std::size_t> rank(n, 1);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
            if (i != j && (truth[i] == truth[j] || estimate[i] == estimate[j]))
                throw std::invalid_argument(
                    "tau_AP: two systems are tied (it needs strict orders)");
            rank[i] += estimate[j] > estimate[i];
        }
    double sum = 0;
    for (std::size_t i = 0; i + 1 < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            if (sign(truth[i] - truth[j]) == sign(estimate[i] - estimate[j]))
                sum += 1.0 / static_cast<double>(std::max(rank[i], rank[j]) - 1);
    return 2.0 * sum / static_cast<double>(n - 1) - 1.0;
}

}  // namespace ranklens::core::stats
