#include "core/run_grades.h"

#include <algorithm>

#include "core/judged_ranking.h"
#include "core/parallel.h"

namespace ranklens::core {

RunGrades lookUpGrades(const Run& run, const Qrels& qrels, unsigned threads) {
    RunGrades out;
    const auto qs = run.queries();
    out.offsets.resize(qs.size());
    std::size_t total = 0;
    for (std::size_t i = 0; i < qs.size(); ++i) {
        out.offsets[i] = total;
        std::size_t slots = qs[i].docs.size();  // inputPos may skip (dropped lines)
        for (const auto& d : qs[i].docs) slots = std::max<std::size_t>(slots, d.inputPos + 1u);
        total += slots;
    }
    out.grades.assign(total, kUnjudged);
    parallelFor(qs.size(), 64, threads, [&](std::size_t i) {
        const RunQuery& q = qs[i];
        const QrelsQuery* labels = qrels.find(q.qid);
        if (!labels || labels->index.empty()) return;
        std::int32_t* g = out.grades.data() + out.offsets[i];
        const auto keyAt = [labels](std::uint32_t j) { return labels->judgments[j].doc; };
        for (const auto& d : q.docs) {
            const auto j = labels->index.find(d.doc, keyAt);
            if (j != DocIndex::kNone) g[d.inputPos] = labels->judgments[j].grade;
        }
    });
    out.ptr.resize(qs.size());
    for (std::size_t i = 0; i < qs.size(); ++i) out.ptr[i] = out.grades.data() + out.offsets[i];
    return out;
}

}  // namespace ranklens::core
