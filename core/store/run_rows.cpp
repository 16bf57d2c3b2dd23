#include "core/store/run_rows.h"

#include <span>

#include "core/store/id_names.h"
#include "core/store/import_steps.h"
#include "core/store/interner.h"
#include "core/store/project_check.h"
#include "core/store/run_blob.h"

namespace ranklens::store::run_rows {

namespace {

using sql::Db;
using sql::Stmt;

// The run's queries in stored order, checking every query and item id; done(queries read so
// far) after each query. items non-null: every doc's item id appended to it (named later);
// null: names already resolved, each doc named here.
template <class Done>
void readRankings(const Db& db, const std::string& path, std::int64_t runId, core::Run& run,
                  std::vector<std::uint32_t>* items, ItemNameLookup& names, Done&& done) {
    Stmt s(db,
           "SELECT q.qid, rq.entries, rq.query_id FROM run_queries rq LEFT JOIN queries q ON "
           "q.id = rq.query_id WHERE rq.run_id = ?1 ORDER BY rq.pos");
    s.bind(1, runId);
    const std::string where = "run " + std::to_string(runId);
    std::vector<std::uint32_t> chunk;
    std::size_t n = 0;
    while (s.step()) {
        if (s.colNull(0))
            throw check::damaged(path, where + " names query id " + std::to_string(s.colInt(2)) +
                                           ", which is not in the queries table");
        const std::string qid = s.colString(0);
        const std::string at = where + ", query '" + qid + "'";
        const std::size_t before = run.queries().size();
        core::RunQuery& q = run.query(qid);
        if (run.queries().size() == before) throw check::damaged(path, at + " is stored twice");
        try {
            decodeRanking(s.colBlob(1), s.colBytes(1), q.docs, chunk, at);
        } catch (const StoreError& e) {
            throw check::damaged(path, e.what());
        }
        const auto unknown = [&](std::uint32_t id) {
            return check::damaged(
                path, at + ": ranked item id " + std::to_string(id) + " is not in the items table");
        };
        if (items) {
            for (std::uint32_t id : chunk)
                if (!names.need(id)) throw unknown(id);
            items->insert(items->end(), chunk.begin(), chunk.end());
        } else {
            for (std::size_t i = 0; i < chunk.size(); ++i)
                if (!(q.docs[i].doc = names.name(chunk[i]))) throw unknown(chunk[i]);
        }
        done(++n);
    }
}

}  // namespace

std::int64_t store(const Db& db, const core::Run& run, const RunRow& row, const core::ProgressFn& p,
                   const std::function<void(std::int64_t)>& beforeCommit) {
    const std::size_t totalDocs = run.totalDocs();
    import_steps::StorePhase phase(p, totalDocs);
    sql::Transaction tx(db);
    Interner queries(db, false), items(db, true);
    std::vector<std::uint32_t> qcodes;
    std::vector<std::uint32_t> codes(totalDocs);
    qcodes.reserve(run.queries().size());
    std::size_t k = 0;
    for (const auto& q : run.queries()) {
        qcodes.push_back(queries.code(q.qid));
        for (const auto& d : q.docs) codes[k++] = items.code(d.doc);
        phase.step(k / 4);
    }
    queries.flush();
    items.flush();
    Stmt ins(db,
             "INSERT INTO runs(name, tag, source_file, imported_at, notes, num_queries, "
             "num_docs, skipped_lines, has_ranks, content_hash) "
             "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
    ins.bind(1, row.name).bind(2, run.name).bind(3, row.sourceFile).bind(4, sql::nowIso());
    ins.bind(5, row.notes)
        .bind(6, static_cast<std::int64_t>(run.queries().size()))
        .bind(7, static_cast<std::int64_t>(totalDocs))
        .bind(8, row.skipped)
        .bind(9, run.hasRanks ? 1 : 0);
    row.contentHash.empty() ? ins.bindNull(10) : ins.bind(10, row.contentHash);
    ins.run();
    const std::int64_t runId = db.lastInsertId();

    Stmt rq(db,
            "INSERT INTO run_queries(run_id, pos, query_id, num_docs, entries) "
            "VALUES(?1, ?2, ?3, ?4, ?5)");
    std::vector<unsigned char> buf;
    std::vector<std::uint32_t> ids;
    k = 0;
    std::size_t pos = 0;
    for (const auto& q : run.queries()) {
        ids.resize(q.docs.size());
        for (std::size_t i = 0; i < q.docs.size(); ++i) ids[i] = items.id(codes[k + i]);
        k += q.docs.size();
        encodeRanking(q.docs, ids, buf);
        rq.bind(1, runId)
            .bind(2, static_cast<std::int64_t>(pos))
            .bind(3, static_cast<std::int64_t>(queries.id(qcodes[pos])))
            .bind(4, static_cast<std::int64_t>(q.docs.size()))
            .bindBlobStatic(5, buf.data(), buf.size());
        rq.run();
        ++pos;
        phase.step(totalDocs / 4 + k * 3 / 4);
    }
    phase.step(totalDocs);
    if (beforeCommit) beforeCommit(runId);
    tx.commit();
    return runId;
}

std::pair<std::int64_t, std::string> withContent(const Db& db, const std::string& fp) {
    Stmt s(db, "SELECT id, name FROM runs WHERE content_hash = ?1 ORDER BY id");
    s.bind(1, fp);
    if (!s.step()) return {0, ""};
    return {s.colInt(0), s.colString(1)};
}

std::vector<RunInfo> list(const Db& db) {
    Stmt s(db,
           "SELECT id, name, source_file, imported_at, notes, num_queries, num_docs, "
           "skipped_lines FROM runs ORDER BY id");
    std::vector<RunInfo> out;
    while (s.step())
        out.push_back(RunInfo{s.colInt(0), s.colString(1), s.colString(2), s.colString(3),
                              s.colString(4), s.colInt(5), s.colInt(6), s.colInt(7)});
    return out;
}

void remove(const Db& db, std::int64_t runId) {
    if (!sql::deleteRow(db, "DELETE FROM runs WHERE id = ?1", runId))
        throw StoreError("no run with id " + std::to_string(runId));
}

void rename(const Db& db, std::int64_t runId, const std::string& name, bool restoring) {
    if (name.find_first_not_of(" \t\r\n") == std::string::npos)
        throw StoreError("a run needs a name; the run keeps its name");
    sql::Transaction tx(db);
    {
        Stmt own(db, "SELECT 1 FROM runs WHERE id = ?1");
        own.bind(1, runId);
        if (!own.step()) throw StoreError("no run with id " + std::to_string(runId));
    }
    if (!restoring) {
        Stmt other(db, "SELECT 1 FROM runs WHERE name = ?1 AND id <> ?2");
        other.bind(1, name).bind(2, runId);
        if (other.step())
            throw StoreError("another run is already named '" + name + "'; the run keeps its name");
    }
    Stmt s(db, "UPDATE runs SET name = ?1 WHERE id = ?2");
    s.bind(1, name).bind(2, runId);
    s.run();
    tx.commit();
}

std::shared_ptr<const core::ItemNames> itemNames(const Db& db) {
    const sql::ReadTransaction snapshot(db);
    auto names = std::make_shared<core::ItemNames>();
    {
        Stmt s(db, "SELECT id, docid FROM items ORDER BY id");
        while (s.step()) names->add(s.colInt(0), s.colText(1));
    }
    // The names in byte order as the UNIQUE index on docid holds them (one scan of the
    // index; finish() checks the order rather than trusting it, and sorts when it is not:
    // an id it does not know is given as kNone).
    std::vector<std::uint32_t> byteOrder;
    byteOrder.reserve(names->size());
    Stmt s(db, "SELECT id FROM items ORDER BY docid");
    while (s.step()) {
        const char* name = names->nameOfId(s.colInt(0));
        byteOrder.push_back(name ? core::ItemNames::indexOfOwned(name) : core::ItemNames::kNone);
    }
    if (!names->finish(byteOrder)) return nullptr;  // a name twice: the loads report it
    return names;
}

core::Run load(const Db& db, const std::string& path, std::int64_t runId,
               const core::ProgressFn& progress, std::shared_ptr<const core::ItemNames> shared) {
    const sql::ReadTransaction snapshot(db);  // ids checked against the same commit
    core::Run run;
    std::int64_t numQueries = 0, numDocs = 0;
    {
        Stmt s(db,
               "SELECT tag, source_file, has_ranks, num_queries, num_docs FROM runs "
               "WHERE id = ?1");
        s.bind(1, runId);
        if (!s.step()) throw StoreError("no run with id " + std::to_string(runId));
        run.name = s.colString(0);
        run.source = s.colString(1);
        run.hasRanks = s.colInt(2) != 0;
        numQueries = s.colInt(3);
        numDocs = s.colInt(4);
    }
    const auto done = [&](std::size_t n) {
        if (progress && (n % 64 == 0) && !progress(n, static_cast<std::size_t>(numQueries)))
            throw core::Cancelled();
    };
    std::vector<std::uint32_t> items;  // flat, parallel to all docs in query order
    ItemNameLookup names(db, shared.get());
    // An items table no larger than the run: its names first (one scan), then each query's
    // docs named as it is decoded, without the flat ids.
    const bool namedFirst = names.rows() <= numDocs && names.needAll();
    const auto store = [&](std::string_view s) { return run.storeString(s); };
    if (namedFirst) names.resolve(store);
    readRankings(db, path, runId, run, namedFirst ? nullptr : &items, names, done);
    if (!namedFirst) names.resolve(store);
    std::size_t k = 0;
    for (auto& q : namedFirst ? std::span<core::RunQuery>{} : run.queries()) {
        for (auto& d : q.docs) {
            d.doc = k < items.size() ? names.name(items[k]) : nullptr;
            if (!d.doc)
                throw check::damaged(path, "run " + std::to_string(runId) + ", query '" + q.qid +
                                               "': ranked item id " +
                                               (k < items.size() ? std::to_string(items[k]) : "?") +
                                               " is not in the items table");
            ++k;
        }
    }
    if (progress &&
        !progress(static_cast<std::size_t>(numQueries), static_cast<std::size_t>(numQueries)))
        throw core::Cancelled();
    run.setNames(std::move(shared));
    return run;
}

}  // namespace ranklens::store::run_rows
