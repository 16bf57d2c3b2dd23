#include "core/judging/pooling.h"
#include "core/order/order_query.h"

#include <algorithm>
#include <map>
#include <unordered_set>
#include <utility>

namespace ranklens::core {

std::vector<PoolQuery> poolTopK(const std::vector<const Run*>& runs, std::size_t k,
                                TiePolicy ties) {
    std::vector<PoolQuery> out;
    if (k == 0) return out;
    // byte order of qid; per query, each run holding it with its list
    std::map<std::string, std::vector<std::pair<const Run*, const RunQuery*>>> byQid;
    for (const Run* r : runs)
        for (const auto& q : r->queries())
            if (!q.docs.empty()) byQid[q.qid].emplace_back(r, &q);
    out.reserve(byQid.size());
    std::vector<RunQuery> buffers(runs.size());
    std::vector<const RunQuery*> lists;
    for (const auto& [qid, held] : byQid) {
        lists.clear();
        for (std::size_t i = 0; i < held.size(); ++i)
            lists.push_back(&queryInOrder(*held[i].first, *held[i].second, ties, buffers[i]));
        PoolQuery pq;
        pq.qid = qid;
        std::unordered_set<std::string_view> seen;
        for (std::size_t rank = 0; rank < k; ++rank) {
            bool any = false;
            for (const RunQuery* q : lists) {
                if (rank >= q->docs.size()) continue;
                any = true;
                const char* d = q->docs[rank].doc;
                if (seen.insert(d).second) pq.docs.emplace_back(d);
            }
            if (!any) break;
        }
        out.push_back(std::move(pq));
    }
    return out;
}

}  // namespace ranklens::core
