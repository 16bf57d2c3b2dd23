#include "core/store/real_labels.h"

#include <cmath>

#include "core/store/item_value_table.h"

namespace ranklens::store::real_labels {

namespace {

const ItemValueTable& table() {
    static const ItemValueTable t("real_labels", "value");
    return t;
}

}  // namespace

void store(const sql::Db& db, std::int64_t setId, const core::Qrels& qrels) {
    if (!qrels.hasRealLabels()) return;
    table().write(db, setId, /*replace=*/false, [&](const ItemValueTable::AddRow& add) {
        for (const auto& q : qrels.queries())
            for (std::size_t j = 0; j < q.reals.size(); ++j)
                if (q.reals[j] != static_cast<double>(q.judgments[j].grade))
                    add(q.qid, q.judgments[j].doc, q.reals[j]);
    });
}

void load(const sql::Db& db, std::int64_t setId, core::Qrels& qrels) {
    table().read(db, setId, [&](const std::string& qid, const std::string& doc, double value) {
        if (!qrels.find(qid) || !std::isfinite(value)) return;
        core::QrelsQuery& q = qrels.query(qid);
        const auto j = q.find(std::string_view(doc));
        if (j == core::DocIndex::kNone) return;
        if (std::floor(value) != static_cast<double>(q.judgments[j].grade)) return;  // re-judged
        q.setLabel(j, value);
    });
}

void erase(const sql::Db& db, std::int64_t setId, std::int64_t queryId, std::int64_t itemId) {
    table().erase(db, setId, queryId, itemId);
}

}  // namespace ranklens::store::real_labels
