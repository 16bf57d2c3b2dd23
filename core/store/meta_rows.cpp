#include "core/store/meta_rows.h"

#include <utility>

#include "core/store/delimited_inputs.h"
#include "core/store/import_steps.h"
#include "core/store/item_popularity.h"

namespace ranklens::store::meta_rows {

namespace {

using sql::Db;
using sql::Stmt;

// Metadata rows (id, a, b, fourth column) upserted in one transaction; a missing field keeps
// what the project already had.
template <typename Read, typename BindFourth, typename Also = void (*)()>
void upsert(
    const Db& db, const std::string& file, const ImportOptions& o, Read read, const char* sql,
    BindFourth bindFourth, Also also = [] {}) {
    core::ParseReport rep;
    const core::ParseOptions po = import_steps::parseOptionsFor(o);
    auto rows = import_steps::readInput([&] { return read(file, po, rep); });
    sql::Transaction tx(db);
    Stmt up(db, sql);
    import_steps::StorePhase phase(o.progress, rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& r = rows[i];
        up.bind(1, r.id);
        r.a ? up.bind(2, *r.a) : up.bindNull(2);
        r.b ? up.bind(3, *r.b) : up.bindNull(3);
        bindFourth(up, r);
        up.run();
        phase.step(i);
    }
    also();  // in the same transaction
    tx.commit();
}

ItemMeta itemOf(const Stmt& s) {
    return ItemMeta{s.colString(0), s.colString(1), s.colString(2), s.colString(3)};
}

}  // namespace

void importQueries(const Db& db, const std::string& file, const ImportOptions& o) {
    upsert(db, file, o, readQueryMeta,
           "INSERT INTO queries(qid, text, segment, weight) "
           "VALUES(?1, COALESCE(?2, ''), COALESCE(?3, ''), COALESCE(?4, 1.0)) "
           "ON CONFLICT(qid) DO UPDATE SET text = COALESCE(?2, text), "
           "segment = COALESCE(?3, segment), weight = COALESCE(?4, weight)",
           [](Stmt& up, const auto& r) { r.weight ? up.bind(4, *r.weight) : up.bindNull(4); });
}

void importItems(const Db& db, const std::string& file, const ImportOptions& o) {
    std::vector<std::pair<std::string, double>> popularity;  // the column, when present
    upsert(
        db, file, o, readItemMeta,
        "INSERT INTO items(docid, title, url, category) "
        "VALUES(?1, COALESCE(?2, ''), COALESCE(?3, ''), COALESCE(?4, '')) "
        "ON CONFLICT(docid) DO UPDATE SET title = COALESCE(?2, title), "
        "url = COALESCE(?3, url), category = COALESCE(?4, category)",
        [&popularity](Stmt& up, const auto& r) {
            r.c ? up.bind(4, *r.c) : up.bindNull(4);
            if (r.weight) popularity.emplace_back(r.id, *r.weight);
        },
        [&] { item_popularity::store(db, popularity); });
}

std::vector<QueryMeta> queries(const Db& db) {
    Stmt s(db, "SELECT qid, text, segment, weight FROM queries ORDER BY id");
    std::vector<QueryMeta> out;
    while (s.step())
        out.push_back(QueryMeta{s.colString(0), s.colString(1), s.colString(2), s.colDouble(3)});
    return out;
}

std::optional<ItemMeta> item(const Db& db, const std::string& docid) {
    Stmt s(db, "SELECT docid, title, url, category FROM items WHERE docid = ?1");
    s.bind(1, docid);
    if (!s.step()) return std::nullopt;
    return itemOf(s);
}

std::vector<ItemMeta> describedItems(const Db& db) {
    Stmt s(db,
           "SELECT docid, title, url, category FROM items "
           "WHERE title <> '' OR url <> '' OR category <> ''");
    std::vector<ItemMeta> out;
    while (s.step()) out.push_back(itemOf(s));
    return out;
}

}  // namespace ranklens::store::meta_rows
