#include "core/compare/run_overlap.h"

#include <algorithm>

#include "core/stats/overlap.h"

namespace ranklens::core::compare {

namespace {

stats::Ranking rankingOf(const RunQuery& q) {
    stats::Ranking r;
    r.reserve(q.docs.size());
    for (const auto& d : q.docs) r.emplace_back(d.doc);
    return r;
}

}  // namespace

std::vector<QueryOverlap> queryOverlaps(const Run& a, const Run& b, std::size_t depth,
                                        double rboP) {
    std::vector<QueryOverlap> out;
    for (const auto& qa : a.queries()) {
        const RunQuery* qb = b.find(qa.qid);
        if (!qb || qa.docs.empty() || qb->docs.empty()) continue;
        const auto ra = rankingOf(qa), rb = rankingOf(*qb);
        out.push_back(
            {qa.qid, stats::jaccardAt(ra, rb, depth), stats::rboExtrapolated(ra, rb, rboP, depth)});
    }
    std::sort(out.begin(), out.end(),
              [](const QueryOverlap& x, const QueryOverlap& y) { return x.qid < y.qid; });
    return out;
}

MeanOverlap meanOverlap(const std::vector<QueryOverlap>& perQuery) {
    MeanOverlap m;
    m.queries = perQuery.size();
    if (perQuery.empty()) return m;
    for (const auto& q : perQuery) m.jaccard += q.jaccard, m.rbo += q.rbo;
    m.jaccard /= static_cast<double>(m.queries);
    m.rbo /= static_cast<double>(m.queries);
    return m;
}

}  // namespace ranklens::core::compare
