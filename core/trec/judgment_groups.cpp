#include "core/trec/judgment_groups.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

namespace ranklens::core {

std::vector<JgRanking> rankByGroup(const JgQuery& q, const RunQuery* ranking, std::int64_t maxDocs,
                                   bool judgedOnly, std::int32_t level) {
    std::vector<std::pair<double, std::string_view>> docs;
    if (ranking)
        for (const auto& d : ranking->docs) docs.emplace_back(d.score, d.doc);
    std::sort(docs.begin(), docs.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second > b.second;
    });
    if (maxDocs > 0 && static_cast<std::int64_t>(docs.size()) > maxDocs)
        docs.resize(static_cast<std::size_t>(maxDocs));
    std::vector<std::string_view> sorted;
    for (const auto& d : docs) sorted.push_back(d.second);
    std::sort(sorted.begin(), sorted.end());
    if (const auto dup = std::adjacent_find(sorted.begin(), sorted.end()); dup != sorted.end())
        throw JudgmentError("query '" + q.qid + "': doc '" + std::string(*dup) +
                            "' is retrieved twice");
    std::vector<JgRanking> out;
    for (const auto& g : q.groups) {
        JgRanking r;
        for (const auto& j : g.judgments) r.numRel += j.rel >= 0 && j.rel >= level;
        for (const auto& [score, doc] : docs) {
            const auto it =
                std::lower_bound(g.judgments.begin(), g.judgments.end(), doc,
                                 [](const JgJudgment& j, std::string_view d) { return j.doc < d; });
            const std::int32_t rel = it == g.judgments.end() || it->doc != doc ? kJgNotJudged
                                     : it->rel < 0                             ? kJgUnjudgedInPool
                                                                               : it->rel;
            if (judgedOnly && rel < 0) continue;
            r.rels.push_back(rel);
            r.numRelRet += rel >= level;
        }
        out.push_back(std::move(r));
    }
    return out;
}

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

double mapAvgJg(std::span<const JgRanking> groups, std::int32_t level) {
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
    return value;
}

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

}  // namespace ranklens::core
