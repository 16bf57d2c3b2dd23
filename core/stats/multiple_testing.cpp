#include "core/stats/multiple_testing.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>

namespace ranklens::core::stats {

namespace {

// Indices of p in ascending order of p (ties in input order).
std::vector<std::size_t> ascendingOrder(std::span<const double> p) {
    std::vector<std::size_t> order(p.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t x, std::size_t y) { return p[x] < p[y]; });
    return order;
}

void holm(std::span<const double> p, std::vector<double>& out) {
    const std::vector<std::size_t> order = ascendingOrder(p);
    const double m = static_cast<double>(p.size());
    double runningMax = 0;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const double scaled = (m - static_cast<double>(k)) * p[order[k]];
        runningMax = std::max(runningMax, std::min(1.0, scaled));
        out[order[k]] = runningMax;
    }
}

void benjaminiHochberg(std::span<const double> p, std::vector<double>& out) {
    const std::vector<std::size_t> order = ascendingOrder(p);
    const double m = static_cast<double>(p.size());
    double runningMin = 1;
    for (std::size_t k = order.size(); k-- > 0;) {
        const double scaled = m / static_cast<double>(k + 1) * p[order[k]];
        runningMin = std::min(runningMin, std::min(1.0, scaled));
        out[order[k]] = runningMin;
    }
}

}  // namespace

std::vector<double> adjustPValues(std::span<const double> p, Correction c) {
    for (std::size_t i = 0; i < p.size(); ++i)
        if (!(p[i] >= 0 && p[i] <= 1))  // also rejects NaN
            throw std::invalid_argument("p-value correction: p-value " + std::to_string(i) +
                                        " is not in [0, 1]");
    std::vector<double> out(p.begin(), p.end());
    const double m = static_cast<double>(p.size());
    switch (c) {
        case Correction::None:
            break;
        case Correction::Bonferroni:
            for (double& x : out) x = std::min(1.0, m * x);
            break;
        case Correction::Holm:
            holm(p, out);
            break;
        case Correction::BenjaminiHochberg:
            benjaminiHochberg(p, out);
            break;
    }
    return out;
}

std::string_view correctionName(Correction c) {
    switch (c) {
        case Correction::None:
            return "none";
        case Correction::Holm:
            return "Holm";
        case Correction::Bonferroni:
            return "Bonferroni";
        case Correction::BenjaminiHochberg:
            return "Benjamini-Hochberg";
    }
    return "unknown";
}

std::string_view correctionKey(Correction c) {
    switch (c) {
        case Correction::Holm:
            return "holm";
        case Correction::Bonferroni:
            return "bonferroni";
        case Correction::BenjaminiHochberg:
            return "bh";
        case Correction::None:
            break;
    }
    return "none";
}

bool parseCorrection(std::string_view key, Correction& out) {
    for (const Correction c : {Correction::None, Correction::Holm, Correction::Bonferroni,
                               Correction::BenjaminiHochberg})
        if (key == correctionKey(c)) return out = c, true;
    return false;
}

}  // namespace ranklens::core::stats
