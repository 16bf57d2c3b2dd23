#include "core/pooling.h"

#include <algorithm>
#include <map>
#include <unordered_set>

namespace ranklens::core {

std::vector<PoolQuery> poolTopK(const std::vector<const Run*>& runs, std::size_t k) {
    std::vector<PoolQuery> out;
    if (k == 0) return out;
    std::map<std::string, std::vector<const RunQuery*>> byQid;  // byte order of qid
    for (const Run* r : runs)
        for (const auto& q : r->queries())
            if (!q.docs.empty()) byQid[q.qid].push_back(&q);
    out.reserve(byQid.size());
    for (const auto& [qid, lists] : byQid) {
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
