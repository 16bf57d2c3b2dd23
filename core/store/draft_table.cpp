#include "core/store/draft_table.h"

namespace ranklens::store::drafts {

namespace {

using sql::Db;
using sql::nowIso;
using sql::Stmt;

std::int64_t idOf(const Db& db, const char* sqlText, const std::string& key, const char* what) {
    Stmt s(db, sqlText);
    s.bind(1, key);
    if (!s.step())
        throw StoreError(std::string("cannot save the draft: ") + what + " '" + key +
                         "' is not in the project");
    return s.colInt(0);
}

std::vector<std::uint32_t> itemIdsOf(const Db& db, const std::vector<std::string>& docids) {
    Stmt s(db, "SELECT id FROM items WHERE docid = ?1");
    std::vector<std::uint32_t> ids;
    ids.reserve(docids.size());
    for (const std::string& doc : docids) {
        s.bind(1, doc);
        if (!s.step())
            throw StoreError("cannot save the draft: item '" + doc + "' is not in the project");
        ids.push_back(static_cast<std::uint32_t>(s.colInt(0)));
        s.reset();
    }
    return ids;
}

}  // namespace

std::string encodeItemIds(const std::vector<std::uint32_t>& ids) {
    std::string out(ids.size() * 4, '\0');
    for (std::size_t i = 0; i < ids.size(); ++i)
        for (int b = 0; b < 4; ++b)
            out[i * 4 + static_cast<std::size_t>(b)] =
                static_cast<char>((ids[i] >> (8 * b)) & 0xff);
    return out;
}

bool decodeItemIds(const void* data, std::size_t bytes, std::vector<std::uint32_t>& out) {
    out.clear();
    if (bytes % 4 != 0) return false;
    const auto* p = static_cast<const unsigned char*>(data);
    out.reserve(bytes / 4);
    for (std::size_t i = 0; i < bytes; i += 4)
        out.push_back(static_cast<std::uint32_t>(p[i]) | static_cast<std::uint32_t>(p[i + 1]) << 8 |
                      static_cast<std::uint32_t>(p[i + 2]) << 16 |
                      static_cast<std::uint32_t>(p[i + 3]) << 24);
    return true;
}

std::vector<Draft> readAll(const Db& db, const std::string& path) {
    const sql::ReadTransaction snapshot(db);
    Stmt s(db,
           "SELECT d.id, d.run_id, q.qid, d.items_moved, d.saved_at, d.item_ids FROM drafts d "
           "JOIN queries q ON q.id = d.query_id ORDER BY d.saved_at DESC, d.id DESC");
    Stmt item(db, "SELECT docid FROM items WHERE id = ?1");
    std::vector<Draft> out;
    std::vector<std::uint32_t> ids;
    while (s.step()) {
        Draft d;
        d.id = s.colInt(0);
        d.runId = s.colInt(1);
        d.qid = s.colString(2);
        d.itemsMoved = static_cast<int>(s.colInt(3));
        d.savedAt = s.colString(4);
        const std::string where = path + ": damaged project (draft " + std::to_string(d.id);
        if (!decodeItemIds(s.colBlob(5), s.colBytes(5), ids))
            throw StoreError(where + " does not hold whole item ids); the file was not changed");
        d.docids.reserve(ids.size());
        for (const std::uint32_t id : ids) {
            item.bind(1, static_cast<std::int64_t>(id));
            if (!item.step())
                throw StoreError(where + " names item id " + std::to_string(id) +
                                 ", which is not in the items table); the file was not changed");
            d.docids.push_back(item.colString(0));
            item.reset();
        }
        out.push_back(std::move(d));
    }
    return out;
}

std::int64_t save(const Db& db, const Draft& d) {
    sql::Transaction tx(db);
    Stmt run(db, "SELECT id FROM runs WHERE id = ?1");
    run.bind(1, d.runId);
    if (!run.step())
        throw StoreError("cannot save the draft: run " + std::to_string(d.runId) +
                         " is not in the project");
    const std::int64_t queryId = idOf(db, "SELECT id FROM queries WHERE qid = ?1", d.qid, "query");
    const std::string blob = encodeItemIds(itemIdsOf(db, d.docids));
    const std::string now = nowIso();
    std::int64_t id = d.id;
    if (id != 0) {
        Stmt up(db,
                "UPDATE drafts SET run_id = ?2, query_id = ?3, saved_at = ?4, items_moved = ?5, "
                "item_ids = ?6 WHERE id = ?1");
        up.bind(1, id).bind(2, d.runId).bind(3, queryId).bind(4, now).bind(5, d.itemsMoved);
        up.bindBlobStatic(6, blob.data(), blob.size());
        up.run();
        if (sqlite3_changes(db.get()) == 0) id = 0;  // deleted meanwhile: store it anew
    }
    if (id == 0) {
        Stmt ins(db,
                 "INSERT INTO drafts(run_id, query_id, saved_at, items_moved, item_ids) "
                 "VALUES(?1, ?2, ?3, ?4, ?5)");
        ins.bind(1, d.runId).bind(2, queryId).bind(3, now).bind(4, d.itemsMoved);
        ins.bindBlobStatic(5, blob.data(), blob.size());
        ins.run();
        id = db.lastInsertId();
    }
    tx.commit();
    return id;
}

bool remove(const Db& db, std::int64_t id) {
    return sql::deleteRow(db, "DELETE FROM drafts WHERE id = ?1", id);
}

}  // namespace ranklens::store::drafts
