// map_avgjg, P_avgjg and Rprec_mult_avgjg (trec_eval -R qrels_jg): map, P and Rprec_mult
// against each judgment group's own labels, averaged over the query's groups. The rankings come
// from core/trec/judgment_groups.h (rankByGroup).
#include <algorithm>
#include <span>

#include "core/measures/rel_format_counts.h"

namespace ranklens::core::detail {
namespace {

// Relevant docs among the first k of r.
std::int64_t relevantInTop(const JgRanking& r, std::int32_t level, std::size_t k) {
    const auto end = r.rels.begin() + static_cast<std::ptrdiff_t>(std::min(k, r.rels.size()));
    return std::count_if(r.rels.begin(), end, [level](std::int32_t rel) { return rel >= level; });
}

void divideByGroups(std::span<const JgRanking> groups, std::span<double> out) {
    if (!groups.empty())
        for (auto& v : out) v /= static_cast<double>(groups.size());
}

}  // namespace

// Average precision per group (sum of precision at each relevant rank / numRel; 0 when nothing
// relevant is retrieved), averaged over the groups: out[0].
void mapAvgJg(std::span<const JgRanking> groups, std::int32_t level, std::span<const double>,
              std::span<double> out) {
    double value = 0;
    for (const auto& g : groups) {
        std::int64_t relSoFar = 0;
        double sum = 0;
        for (std::size_t i = 0; i < g.rels.size(); ++i)
            if (g.rels[i] >= level) {
                ++relSoFar;
                sum += static_cast<double>(relSoFar) / static_cast<double>(i + 1);
            }
        if (relSoFar) value += sum / static_cast<double>(g.numRel);
    }
    if (!groups.empty()) value /= static_cast<double>(groups.size());
    out[0] = value;
}

// Precision at each cut-off k (relevant docs in the top k / k, k beyond the list included),
// averaged over the groups: out[i] for cutoffs[i].
void precisionAvgJg(std::span<const JgRanking> groups, std::int32_t level,
                    std::span<const double> cutoffs, std::span<double> out) {
    std::fill(out.begin(), out.end(), 0.0);
    for (const auto& g : groups)
        for (std::size_t c = 0; c < cutoffs.size(); ++c) {
            const auto k = static_cast<std::size_t>(cutoffs[c]);
            out[c] += static_cast<double>(relevantInTop(g, level, k)) / static_cast<double>(k);
        }
    divideByGroups(groups, out);
}

// Precision at m * R docs (R = the group's numRel, k = (long)(m * R + 0.9); k <= 0 scores 0; k
// beyond the list: numRelRet / k), averaged over the groups: out[i] for multiples[i].
void rprecMultAvgJg(std::span<const JgRanking> groups, std::int32_t level,
                    std::span<const double> multiples, std::span<double> out) {
    std::fill(out.begin(), out.end(), 0.0);
    for (const auto& g : groups)
        for (std::size_t c = 0; c < multiples.size(); ++c) {
            const auto k = static_cast<long>(multiples[c] * static_cast<double>(g.numRel) + 0.9);
            if (k <= 0) continue;
            const auto numRet = static_cast<long>(g.rels.size());
            const std::int64_t rel =
                k > numRet ? g.numRelRet : relevantInTop(g, level, static_cast<std::size_t>(k));
            out[c] += static_cast<double>(rel) / static_cast<double>(k);
        }
    divideByGroups(groups, out);
}

}  // namespace ranklens::core::detail
