// Ties averaged (McSherry & Najork 2008, "Computing information retrieval performance measures
// efficiently in the presence of tied scores"): the exact expected value, over every order of
// each group of equal scores, of the measures that do not simply add up per rank. Every order
// of a group is equally likely, so its relevant items fall on a uniformly random subset of the
// group's ranks.
#include <algorithm>

#include "core/measures/measure.h"
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {
namespace {

struct GroupCounts {
    std::size_t begin, size, relevant, judgedNonrel;
};

GroupCounts countGroup(const JudgedRanking& r, const EvalConfig& cfg, std::size_t g) {
    GroupCounts c{r.tieGroups[g], r.tieGroups[g + 1] - r.tieGroups[g], 0, 0};
    for (std::size_t i = c.begin; i < c.begin + c.size; ++i) {
        if (cfg.isRelevant(r.grades[i]))
            ++c.relevant;
        else if (r.grades[i] >= 0)
            ++c.judgedNonrel;
    }
    return c;
}

std::size_t groupCount(const JudgedRanking& r) {
    return r.tieGroups.empty() ? 0 : r.tieGroups.size() - 1;
}

}  // namespace

// P(at least one relevant item in the top k). Inside the group holding rank k, with j of its m
// ranks above the cut and rel relevant items: 1 - C(m - rel, j) / C(m, j).
void hitCurveAveraged(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    std::fill(out.begin(), out.end(), 0.0);
    std::size_t relBefore = 0;
    for (std::size_t g = 0; g < groupCount(r); ++g) {
        const GroupCounts c = countGroup(r, cfg, g);
        double none = 1.0;  // P(no relevant item among the group's first j ranks)
        for (std::size_t j = 1; j <= c.size && c.begin + j <= out.size(); ++j) {
            const double m = static_cast<double>(c.size), t = static_cast<double>(j - 1);
            none *= std::max(0.0, (m - static_cast<double>(c.relevant) - t) / (m - t));
            out[c.begin + j - 1] = relBefore > 0 ? 1.0 : 1.0 - none;
        }
        relBefore += c.relevant;
    }
    for (std::size_t k = r.grades.size() + 1; k <= out.size(); ++k)
        out[k - 1] = relBefore > 0 ? 1.0 : 0.0;
}

// E[1 / rank of the first relevant item, 0 beyond k]. Only the first group with a relevant item
// matters; its first relevant item is t ranks into the group with probability
// rel / (m - t) * prod_{s < t} (m - rel - s) / (m - s).
void rrCurveAveraged(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    std::fill(out.begin(), out.end(), 0.0);
    for (std::size_t g = 0; g < groupCount(r); ++g) {
        const GroupCounts c = countGroup(r, cfg, g);
        if (c.relevant == 0) continue;
        const double m = static_cast<double>(c.size), rel = static_cast<double>(c.relevant);
        double noneYet = 1.0, sum = 0.0;
        const std::size_t lastFirst = c.size - c.relevant;  // latest t for the first relevant
        for (std::size_t t = 0; t <= lastFirst; ++t) {
            const double td = static_cast<double>(t);
            const std::size_t rank = c.begin + t + 1;
            sum += noneYet * rel / (m - td) / static_cast<double>(rank);
            noneYet *= (m - rel - td) / (m - td);
            if (rank <= out.size()) out[rank - 1] = sum;
        }
        for (std::size_t k = c.begin + lastFirst + 2; k <= out.size(); ++k) out[k - 1] = sum;
        return;
    }
}

// E[AP@k]: the relevant-at-rank-p term P@p is rel(p) * (relevant items up to p) / p. With B
// relevant items before the group [b, b + m) holding rel of them, E[rel(p) * count] =
// rel/m * (B + 1) + (p - 1 - b) * rel (rel - 1) / (m (m - 1)).
void apCurveAveraged(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const double R = static_cast<double>(r.numRel);
    double sum = 0.0, relBefore = 0.0;
    std::size_t k = 1;
    for (std::size_t g = 0; g < groupCount(r) && k <= out.size(); ++g) {
        const GroupCounts c = countGroup(r, cfg, g);
        const double m = static_cast<double>(c.size), rel = static_cast<double>(c.relevant);
        const double pair = c.size > 1 ? rel * (rel - 1) / (m * (m - 1)) : 0.0;
        for (std::size_t i = 0; i < c.size && k <= out.size(); ++i, ++k) {
            const double p = static_cast<double>(k);
            sum += (rel / m * (relBefore + 1) + static_cast<double>(i) * pair) / p;
            out[k - 1] = R > 0 ? sum / R : 0.0;
        }
        relBefore += rel;
    }
    for (; k <= out.size(); ++k) out[k - 1] = R > 0 ? sum / R : 0.0;
}

// E[bpref]: a relevant item of a group is preceded by a uniformly random number 0..s of the
// group's s judged non-relevant items (unlabelled items are skipped).
double bprefAveraged(const JudgedRanking& r, const EvalConfig& cfg) {
    const double R = static_cast<double>(r.numRel);
    const double N = static_cast<double>(r.numJudgedNonrel);
    if (R <= 0) return 0.0;
    const auto term = [&](double n) { return n > 0 ? 1.0 - std::min(n, R) / std::min(N, R) : 1.0; };
    double nonrelBefore = 0.0, sum = 0.0;
    for (std::size_t g = 0; g < groupCount(r); ++g) {
        const GroupCounts c = countGroup(r, cfg, g);
        if (c.relevant > 0) {
            double mean = 0.0;
            for (std::size_t j = 0; j <= c.judgedNonrel; ++j)
                mean += term(nonrelBefore + static_cast<double>(j));
            sum += static_cast<double>(c.relevant) * mean / static_cast<double>(c.judgedNonrel + 1);
        }
        nonrelBefore += static_cast<double>(c.judgedNonrel);
    }
    return sum / R;
}

}  // namespace ranklens::core::detail
