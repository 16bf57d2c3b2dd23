#include "core/model/data_copy.h"

namespace ranklens::core {

Run copyRun(const Run& run) {
    Run out;
    out.name = run.name;
    out.source = run.source;
    out.hasRanks = run.hasRanks;
    for (const auto& q : run.queries()) {
        RunQuery& dst = out.query(q.qid);
        dst.docs.reserve(q.docs.size());
        for (const auto& d : q.docs) {
            RankedDoc c = d;
            c.doc = out.storeString(d.doc);
            dst.docs.push_back(c);
        }
    }
    return out;
}

Qrels copyQrels(const Qrels& qrels) {
    Qrels out;
    out.source = qrels.source;
    for (const auto& q : qrels.queries()) {
        QrelsQuery& dst = out.query(q.qid);
        dst.judgments.reserve(q.judgments.size());
        for (const auto& j : q.judgments)
            dst.judgments.push_back({out.storeString(j.doc), j.grade});
        dst.reals = q.reals;  // real-valued labels (empty when all are integers)
    }
    out.finalize();
    return out;
}

}  // namespace ranklens::core
