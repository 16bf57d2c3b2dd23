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

}  // namespace ranklens::core
