#include "core/store/label_confidence.h"

#include "core/store/item_value_table.h"

namespace ranklens::store::label_confidence {

namespace {

const ItemValueTable& table() {
    static const ItemValueTable t("label_confidence", "confidence");
    return t;
}

}  // namespace

void store(const sql::Db& db, std::int64_t setId, const std::vector<core::JudgeConfidence>& c) {
    if (c.empty()) return;
    sql::Transaction tx(db);
    table().write(db, setId, /*replace=*/true, [&](const ItemValueTable::AddRow& add) {
        for (const auto& one : c) add(one.qid, one.doc, one.confidence);
    });
    tx.commit();
}

std::vector<core::JudgeConfidence> load(const sql::Db& db, std::int64_t setId) {
    std::vector<core::JudgeConfidence> out;
    table().read(db, setId, [&](std::string qid, std::string doc, double confidence) {
        out.push_back({std::move(qid), std::move(doc), confidence});
    });
    return out;
}

void erase(const sql::Db& db, std::int64_t setId, std::int64_t queryId, std::int64_t itemId) {
    table().erase(db, setId, queryId, itemId);
}

}  // namespace ranklens::store::label_confidence
