// SQLite implementation of ProjectStore. Layout: see schema.cpp; rankings: see run_blob.h.
#include "core/store/project_store.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <optional>
#include <unordered_map>

#include "core/io/input_format.h"
#include "core/parallel.h"
#include "core/store/behaviour_store.h"
#include "core/store/content_hash.h"
#include "core/store/delimited_inputs.h"
#include "core/store/draft_table.h"
#include "core/store/evaluated_runs.h"
#include "core/store/id_names.h"
#include "core/store/item_popularity.h"
#include "core/store/label_blocks.h"
#include "core/store/project_check.h"
#include "core/store/project_open.h"
#include "core/store/project_settings.h"
#include "core/store/real_labels.h"
#include "core/store/run_blob.h"
#include "core/store/schema.h"
#include "core/store/sqlite_db.h"
#include "core/store/subtopic_labels.h"

namespace ranklens::store {

namespace {

using sql::Db;
using sql::nowIso;
using sql::Stmt;
using sql::Transaction;

std::string baseName(const std::string& path) {
    return std::filesystem::path(path).filename().string();
}

// Import progress is reported in per-mille: parsing 0..kParseShare, storing the rest.
constexpr std::size_t kTotal = 1000;
constexpr std::size_t kParseShare = 600;

// Parse options of an import: its bad-line policy, and its progress mapped to the parse share.
core::ParseOptions parseOptionsFor(const ImportOptions& o) {
    core::ParseOptions po;
    po.skipBadLines = o.skipBadLines;
    po.realTrecLabels = o.realTrecLabels;
    if (const core::ProgressFn& p = o.progress)
        po.progress = [p](std::size_t done, std::size_t total) {
            const std::size_t pm = total ? std::min(kParseShare, done * kParseShare / total) : 0;
            return p(pm, kTotal);
        };
    return po;
}

// Refuses an import that read no record (NothingToImport): storing it would leave an empty run
// or label set in every view.
void requireRecords(const std::string& file, bool empty, const core::ParseReport& rep,
                    const std::string& what) {
    if (!empty) return;
    std::string m = baseName(file) + ": nothing usable to import as " + what + ": ";
    m += rep.skipped ? std::to_string(rep.skipped) + " of " + std::to_string(rep.lines) +
                           " lines were bad and skipped, none was read"
                     : "no " + what + " line in " + std::to_string(rep.lines) + " lines";
    throw NothingToImport(m + "; nothing was stored", rep.lines, rep.skipped);
}

// Reports storing progress (done of total units) and throws Cancelled on request.
class StorePhase {
  public:
    StorePhase(const core::ProgressFn& p, std::size_t total) : p_(p), total_(total) {}
    void step(std::size_t done) {
        if (!p_ || (done < next_ && done < total_)) return;
        next_ = done + std::max<std::size_t>(1, total_ / 100);
        const std::size_t pm =
            kParseShare + (total_ ? std::min(total_, done) * (kTotal - kParseShare) / total_ : 0);
        if (!p_(pm, kTotal)) throw core::Cancelled();
    }

  private:
    const core::ProgressFn& p_;
    std::size_t total_, next_ = 0;
};

// "HEAD(?,..),(?,..)...": rows rows of cols parameters each, for multi-row inserts.
std::string valuesSql(const char* head, std::size_t cols, std::size_t rows) {
    std::string one = "(?";
    for (std::size_t c = 1; c < cols; ++c) one += ",?";
    one += ")";
    std::string sql = head;
    for (std::size_t i = 0; i < rows; ++i) sql += (i ? "," : "") + one;
    return sql;
}

// Interns strings of one table (queries.qid or items.docid) to their integer ids: the whole
// table is read once into a hash map, new strings get ids in byte order and are inserted at
// the end, so both the rowid b-tree and the unique index are appended to.
class Interner {
  public:
    Interner(const Db& db, bool items) : db_(db), items_(items) {
        Stmt s(db, items ? "SELECT id, docid FROM items" : "SELECT id, qid FROM queries");
        while (s.step()) {
            const auto id = static_cast<std::uint32_t>(s.colInt(0));
            map_.emplace(arena_.store(s.colText(1)), id);
            maxId_ = std::max(maxId_, id);
        }
    }
    // A code: an existing id, or kNew | index of a new string.
    std::uint32_t code(std::string_view s) {
        auto it = map_.find(s);
        if (it != map_.end()) return it->second;
        const auto c = kNew | static_cast<std::uint32_t>(fresh_.size());
        const char* p = arena_.store(s);
        fresh_.push_back(p);
        map_.emplace(p, c);
        return c;
    }
    // Inserts the new strings; afterwards id(code) gives final ids.
    void flush() {
        std::vector<std::uint32_t> order(fresh_.size());
        for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
        std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
            return std::strcmp(fresh_[a], fresh_[b]) < 0;
        });
        if (std::uint64_t{maxId_} + fresh_.size() >= kNew)
            throw StoreError("too many distinct ids for one project");
        remap_.assign(fresh_.size(), 0);
        // kBatch rows per statement (one step per batch, not per row); the last, shorter
        // batch through a statement of its own size. Texts are bound without a copy.
        const char* head =
            items_ ? "INSERT INTO items(id, docid) VALUES" : "INSERT INTO queries(id, qid) VALUES";
        Stmt batch(db_, valuesSql(head, 2, kBatch).c_str());
        for (std::size_t start = 0; start < order.size(); start += kBatch) {
            const std::size_t n = std::min(kBatch, order.size() - start);
            std::optional<Stmt> tail;
            if (n < kBatch) tail.emplace(db_, valuesSql(head, 2, n).c_str());
            Stmt& ins = tail ? *tail : batch;
            for (std::size_t r = 0; r < n; ++r) {
                const std::uint32_t idx = order[start + r];
                const std::uint32_t id = ++maxId_;
                const int b = static_cast<int>(r) * 2;
                ins.bind(b + 1, static_cast<std::int64_t>(id)).bindTextStatic(b + 2, fresh_[idx]);
                remap_[idx] = id;
                map_[fresh_[idx]] = id;
            }
            ins.run();
        }
        fresh_.clear();
    }
    std::uint32_t id(std::uint32_t code) const {
        return (code & kNew) ? remap_[code & ~kNew] : code;
    }

  private:
    static constexpr std::uint32_t kNew = 0x80000000u;
    static constexpr std::size_t kBatch = 128;
    const Db& db_;
    bool items_;
    core::StringArena arena_;
    std::unordered_map<std::string_view, std::uint32_t> map_;
    std::vector<const char*> fresh_;
    std::vector<std::uint32_t> remap_;
    std::uint32_t maxId_ = 0;
};

// A label's packed (query id, item id) and its grade.
using KeyedGrade = std::pair<std::uint64_t, std::int32_t>;

// The stretches [begin, end) of v, one per query, in query id order. Labels come grouped by
// query (in file order): the stretches are put in query id order without a copy; a query in
// two stretches falls back to one sort of everything.
std::vector<std::pair<std::size_t, std::size_t>> queryStretches(std::vector<KeyedGrade>& v) {
    struct Stretch {
        std::uint64_t query;
        std::size_t begin, end;
    };
    std::vector<Stretch> stretches;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const std::uint64_t q = v[i].first >> 32;
        if (stretches.empty() || stretches.back().query != q) stretches.push_back({q, i, i});
        ++stretches.back().end;
    }
    const auto byQuery = [](const Stretch& a, const Stretch& b) { return a.query < b.query; };
    std::sort(stretches.begin(), stretches.end(), byQuery);
    std::vector<std::pair<std::size_t, std::size_t>> out;
    out.reserve(stretches.size());
    for (std::size_t i = 0; i < stretches.size(); ++i) {
        if (i && stretches[i].query == stretches[i - 1].query) {
            std::sort(v.begin(), v.end());
            return queryStretches(v);  // now one stretch per query
        }
        out.emplace_back(stretches[i].begin, stretches[i].end);
    }
    return out;
}

// Writes the labels of a new set, keyed by (query id, item id), as one packed block per query
// in query id order (label_blocks.h), each query's labels sorted by item id alone (a short,
// cache-friendly radix sort); progress(labels written so far) after each block.
template <class Progress>
void writeLabelBlocks(const Db& db, std::int64_t setId, std::vector<KeyedGrade>& keyed,
                      const std::string& file, Progress&& progress) {
    using label_blocks::Entry;
    label_blocks::Writer blocks(db, setId);
    std::vector<Entry> entries, scratch;
    std::size_t n = 0;
    const auto byItem = [](const Entry& a, const Entry& b) { return a.item < b.item; };
    for (const auto& [begin, end] : queryStretches(keyed)) {
        const auto query = static_cast<std::uint32_t>(keyed[begin].first >> 32);
        entries.resize(end - begin);
        for (std::size_t i = begin; i < end; ++i)
            entries[i - begin] = {static_cast<std::uint32_t>(keyed[i].first), keyed[i].second};
        if (!std::is_sorted(entries.begin(), entries.end(), byItem))
            label_blocks::sortByItem(entries, scratch);
        const auto dup =
            std::adjacent_find(entries.begin(), entries.end(),
                               [](const Entry& a, const Entry& b) { return a.item == b.item; });
        if (dup != entries.end())
            throw StoreError(file + ": the label of item id " + std::to_string(dup->item) +
                             " for query id " + std::to_string(query) + " comes twice");
        blocks.add(query, entries.data(), entries.size());
        progress(n += entries.size());
    }
}

// rows[0, packed) from label blocks and rows[packed, end) from the labels table, each in
// (query, item) order, merged into one such order; where both hold a (query, item), the row
// (an edit) wins.
template <class L>
void rowsOverPacked(std::vector<L>& rows, std::size_t packed) {
    const auto key = [](const L& l) { return std::make_pair(l.q, l.item); };
    const auto before = [&](const L& a, const L& b) { return key(a) < key(b); };
    std::inplace_merge(rows.begin(), rows.begin() + static_cast<std::ptrdiff_t>(packed), rows.end(),
                       before);  // stable: a block's label before the row
    std::size_t kept = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (kept && key(rows[kept - 1]) == key(rows[i])) --kept;
        rows[kept++] = rows[i];
    }
    rows.resize(kept);
}

class SqliteProjectStore final : public ProjectStore {
  public:
    SqliteProjectStore(std::string path, Db db, std::string readOnlyReason)
        : path_(std::move(path)), db_(std::move(db)), readOnlyReason_(std::move(readOnlyReason)) {}

    std::string path() const override { return path_; }
    std::string readOnlyReason() const override { return readOnlyReason_; }

    std::vector<RunInfo> runs() const override {
        Stmt s(db_,
               "SELECT id, name, source_file, imported_at, notes, num_queries, num_docs, "
               "skipped_lines FROM runs ORDER BY id");
        std::vector<RunInfo> out;
        while (s.step()) {
            out.push_back(RunInfo{s.colInt(0), s.colString(1), s.colString(2), s.colString(3),
                                  s.colString(4), s.colInt(5), s.colInt(6), s.colInt(7)});
        }
        return out;
    }

    std::vector<LabelSetInfo> labelSets() const override {
        Stmt s(db_,
               "SELECT id, name, kind, source_file, imported_at, description, min_grade, "
               "max_grade, num_labels FROM label_sets WHERE kind <> 'subtopics' ORDER BY id");
        std::vector<LabelSetInfo> out;
        while (s.step()) {
            out.push_back(LabelSetInfo{s.colInt(0), s.colString(1), s.colString(2), s.colString(3),
                                       s.colString(4), s.colString(5),
                                       static_cast<int>(s.colInt(6)), static_cast<int>(s.colInt(7)),
                                       s.colInt(8)});
        }
        return out;
    }

    std::int64_t importRun(const std::string& file, const ImportOptions& o,
                           core::ParseReport* report) override {
        requireWritable();
        core::ParseReport local;
        core::ParseReport& rep = report ? *report : local;
        auto [run, fp] = readFingerprinted(
            file, o, [&](const core::ParseOptions& po) { return core::readRun(file, po, &rep); });
        requireRecords(file, run.queries().empty(), rep, "a run");
        if (!o.allowDuplicate) {
            Stmt s(db_, "SELECT id, name FROM runs WHERE content_hash = ?1 ORDER BY id");
            s.bind(1, fp);
            if (s.step())
                throw DuplicateImport(file + ": the same content was already imported as run '" +
                                          s.colString(1) + "' (id " + std::to_string(s.colInt(0)) +
                                          ")",
                                      s.colInt(0));
        }
        RunRow row{o.name.empty() ? baseName(file) : o.name, file, "", fp,
                   static_cast<std::int64_t>(rep.skipped)};
        return storeRun(run, row, o.progress, o.trainedUntil);
    }

    std::int64_t importQrels(const std::string& file, const ImportOptions& o,
                             core::ParseReport* report) override {
        requireWritable();
        core::ParseReport local;
        core::ParseReport& rep = report ? *report : local;
        auto [qrels, hash] = readFingerprinted(
            file, o, [&](const core::ParseOptions& po) { return core::readQrels(file, po, &rep); });
        requireRecords(file, qrels.totalJudgments() == 0, rep, "labels");
        const std::string fp = "qrels:" + hash;
        checkDuplicateLabels(file, fp, o);
        // straight from the qrels, no copy (an init-capture: clang 14 cannot capture a binding)
        const auto rows = [&read = qrels](auto&& row) {
            for (const auto& q : read.queries())
                for (const auto& j : q.judgments) row(q.qid, j.doc, j.grade);
        };
        std::string desc = "graded labels from " + baseName(file);
        if (rep.skipped) desc += " (" + std::to_string(rep.skipped) + " bad lines skipped)";
        return storeLabels(qrels.totalJudgments(), rows, o.name.empty() ? baseName(file) : o.name,
                           "qrels", file, desc, fp, std::nullopt, o.progress, &qrels);
    }

    std::int64_t importBehaviourLog(const std::string& file, const EventMapping& m,
                                    const ImportOptions& o, core::ParseReport* report) override {
        requireWritable();
        core::ParseReport local;
        core::ParseReport& rep = report ? *report : local;
        auto [log, hash] = readFingerprinted(file, o, [&](const core::ParseOptions& po) {
            return readBehaviourLog(file, m, po, rep);
        });
        const std::string mapping = describeMapping(m);
        if (log.labels.empty()) throw StoreError(noEventMatches(file, mapping, log));
        const std::string fp = "log:" + hash + "|" + mapping;
        checkDuplicateLabels(file, fp, o);
        const auto rows = [&read = log](auto&& row) {
            for (const auto& l : read.labels) row(l.user.c_str(), l.item.c_str(), l.grade);
        };
        std::string desc = "behaviour log " + baseName(file) + "; " + mapping + "; " +
                           std::to_string(log.events) + " events";
        if (log.beforeCutoff)
            desc += ", " + std::to_string(log.beforeCutoff) + " before the cutoff ignored";
        if (log.unmapped) {
            desc += ", " + std::to_string(log.unmapped) + " of unmapped types ignored (";
            for (std::size_t i = 0; i < log.unmappedTypes.size(); ++i)
                desc += (i ? ", " : "") + log.unmappedTypes[i];
            desc += ")";
        }
        if (rep.skipped) desc += ", " + std::to_string(rep.skipped) + " bad lines skipped";
        int lo = 0, hi = 0;
        for (const auto& [n, g] : m.gradeOf) lo = std::min(lo, g), hi = std::max(hi, g);
        return storeLabels(log.labels.size(), rows, o.name.empty() ? baseName(file) : o.name, "log",
                           file, desc, fp, std::make_pair(lo, hi), o.progress);
    }

    void importQueryMeta(const std::string& file, const ImportOptions& o) override {
        requireWritable();
        upsertMeta(
            file, o, readQueryMeta,
            "INSERT INTO queries(qid, text, segment, weight) "
            "VALUES(?1, COALESCE(?2, ''), COALESCE(?3, ''), COALESCE(?4, 1.0)) "
            "ON CONFLICT(qid) DO UPDATE SET text = COALESCE(?2, text), "
            "segment = COALESCE(?3, segment), weight = COALESCE(?4, weight)",
            [](Stmt& up, const auto& r) { r.weight ? up.bind(4, *r.weight) : up.bindNull(4); });
    }

    void importItemMeta(const std::string& file, const ImportOptions& o) override {
        requireWritable();
        std::vector<std::pair<std::string, double>> popularity;  // the column, when present
        upsertMeta(
            file, o, readItemMeta,
            "INSERT INTO items(docid, title, url, category) "
            "VALUES(?1, COALESCE(?2, ''), COALESCE(?3, ''), COALESCE(?4, '')) "
            "ON CONFLICT(docid) DO UPDATE SET title = COALESCE(?2, title), "
            "url = COALESCE(?3, url), category = COALESCE(?4, category)",
            [&popularity](Stmt& up, const auto& r) {
                r.c ? up.bind(4, *r.c) : up.bindNull(4);
                if (r.weight) popularity.emplace_back(r.id, *r.weight);
            },
            [&] { item_popularity::store(db_, popularity); });
    }

    void releaseCache() const override { sqlite3_db_release_memory(db_.get()); }

    std::unordered_map<std::string, double> itemPopularity() const override {
        return item_popularity::load(db_);
    }

    // Metadata rows (id, a, b, fourth column) upserted in one transaction; a missing field
    // keeps what the project already had.
    template <typename Read, typename BindFourth, typename Also = void (*)()>
    void upsertMeta(
        const std::string& file, const ImportOptions& o, Read read, const char* sql,
        BindFourth bindFourth, Also also = [] {}) {
        core::ParseReport rep;
        const core::ParseOptions po = parseOptionsFor(o);
        auto rows = readInput([&] { return read(file, po, rep); });
        Transaction tx(db_);
        Stmt up(db_, sql);
        StorePhase phase(o.progress, rows.size());
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

    std::int64_t saveRun(const core::Run& run, const std::string& name,
                         const std::string& notes) override {
        requireWritable();
        RunRow row{name, run.source, notes, "", 0};
        return storeRun(run, row, {});
    }

    void deleteRun(std::int64_t runId) override {
        requireWritable();
        Transaction tx(db_);
        Stmt s(db_, "DELETE FROM runs WHERE id = ?1");
        s.bind(1, runId);
        s.run();
        if (sqlite3_changes(db_.get()) == 0)
            throw StoreError("no run with id " + std::to_string(runId));
        tx.commit();
    }

    core::Run loadRun(std::int64_t runId, core::ProgressFn progress) const override {
        return loadRunNamed(runId, std::move(progress), nullptr);
    }

    std::shared_ptr<const core::ItemNames> itemNames() const override {
        const sql::ReadTransaction snapshot(db_);
        auto names = std::make_shared<core::ItemNames>();
        {
            Stmt s(db_, "SELECT id, docid FROM items ORDER BY id");
            while (s.step()) names->add(s.colInt(0), s.colText(1));
        }
        // The names in byte order as the UNIQUE index on docid holds them (one scan of the
        // index; finish() checks the order rather than trusting it, and sorts when it is not:
        // an id it does not know is given as kNone).
        std::vector<std::uint32_t> byteOrder;
        byteOrder.reserve(names->size());
        Stmt s(db_, "SELECT id FROM items ORDER BY docid");
        while (s.step()) {
            const char* name = names->nameOfId(s.colInt(0));
            byteOrder.push_back(name ? core::ItemNames::indexOfOwned(name)
                                     : core::ItemNames::kNone);
        }
        if (!names->finish(byteOrder)) return nullptr;  // a name twice: the loads report it
        return names;
    }

    core::Run loadRunNamed(std::int64_t runId, core::ProgressFn progress,
                           std::shared_ptr<const core::ItemNames> shared) const override {
        const sql::ReadTransaction snapshot(db_);  // ids checked against the same commit
        core::Run run;
        std::int64_t numQueries = 0, numDocs = 0;
        {
            Stmt s(db_,
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
        ItemNameLookup names(db_, shared.get());
        // An items table no larger than the run: its names first (one scan), then each query's
        // docs named as it is decoded, without the flat ids.
        const bool namedFirst = names.rows() <= numDocs && names.needAll();
        if (namedFirst) names.resolve([&](std::string_view s) { return run.storeString(s); });
        readRankings(runId, run, namedFirst ? nullptr : &items, names, done);
        if (!namedFirst) names.resolve([&](std::string_view s) { return run.storeString(s); });
        std::size_t k = 0;
        for (auto& q : namedFirst ? std::span<core::RunQuery>{} : run.queries()) {
            for (auto& d : q.docs) {
                d.doc = k < items.size() ? names.name(items[k]) : nullptr;
                if (!d.doc)
                    throw damaged("run " + std::to_string(runId) + ", query '" + q.qid +
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

    core::Qrels loadLabels(std::int64_t labelSetId) const override {
        return loadLabelsNamed(labelSetId, nullptr);
    }

    core::Qrels loadLabelsNamed(std::int64_t labelSetId,
                                std::shared_ptr<const core::ItemNames> shared) const override {
        const sql::ReadTransaction snapshot(db_);
        core::Qrels qrels;
        std::int64_t expected = 0;  // the set's label count, as its row says
        {
            Stmt s(db_, "SELECT source_file, num_labels FROM label_sets WHERE id = ?1");
            s.bind(1, labelSetId);
            if (!s.step()) throw StoreError("no label set with id " + std::to_string(labelSetId));
            qrels.source = s.colString(0);
            expected = s.colInt(1);
        }
        const std::string set = "label set " + std::to_string(labelSetId) + " has a label for ";
        if (!loadLabelBlocksOnly(labelSetId, expected, set, shared.get(), qrels))
            loadLabelRows(labelSetId, set, shared.get(), qrels);
        qrels.setNames(std::move(shared));
        qrels.finalize(core::threadsFor(0));
        real_labels::load(db_, labelSetId, qrels);
        return qrels;
    }

    // An imported set never edited (every label in its blocks, none in the labels table) whose
    // items table is no larger than the set: the items' names are read first (one scan), and
    // each block is decoded straight into its query's judgments. False, having read nothing
    // into qrels, when the set is not like that (loadLabelRows reads it).
    bool loadLabelBlocksOnly(std::int64_t labelSetId, std::int64_t expected, const std::string& set,
                             const core::ItemNames* shared, core::Qrels& qrels) const {
        if (!label_blocks::exists(db_)) return false;
        {
            Stmt s(db_, "SELECT 1 FROM labels WHERE label_set_id = ?1 LIMIT 1");
            s.bind(1, labelSetId);
            if (s.step()) return false;
        }
        IdNames qnames(db_, false);
        ItemNameLookup inames(db_, shared);
        if (!shared && (inames.rows() > expected || !inames.needAll())) return false;
        const auto store = [&](std::string_view s) { return qrels.storeString(s); };
        inames.resolve(store);
        struct Block {
            std::int64_t q;
            std::vector<core::Judgment> judgments;
        };
        std::vector<Block> blocks;
        label_blocks::forEach(db_, labelSetId, [&](std::int64_t q, const auto& entries) {
            if (!qnames.need(q))
                throw damaged(set + "query id " + std::to_string(q) +
                              ", which is not in the queries table");
            Block b{q, std::vector<core::Judgment>(entries.size())};
            for (std::size_t i = 0; i < entries.size(); ++i) {
                const char* doc = inames.name(entries[i].item);
                if (!doc)
                    throw damaged(set + "item id " + std::to_string(entries[i].item) +
                                  ", which is not in the items table");
                b.judgments[i] = core::Judgment{doc, entries[i].grade};
            }
            blocks.push_back(std::move(b));
            // The blocks are read once: their pages are let go as they stream by (else they
            // stay cached between the judgments, holes the heap keeps once the cache goes).
            if (blocks.size() % 64 == 0) releaseCache();
        });
        qnames.resolve(store);
        for (auto& b : blocks) {
            const char* qid = qnames.name(b.q);
            if (!qid)
                throw damaged(set + "query id " + std::to_string(b.q) +
                              ", which is not in the queries table");
            auto& judgments = qrels.query(qid).judgments;
            if (judgments.empty())
                judgments = std::move(b.judgments);
            else  // two query ids of one qid (a damaged queries table): as the rows path reads it
                judgments.insert(judgments.end(), b.judgments.begin(), b.judgments.end());
        }
        return true;
    }

    // Any set: its blocks and rows merged (a row wins over its block's label), then named.
    void loadLabelRows(std::int64_t labelSetId, const std::string& set,
                       const core::ItemNames* shared, core::Qrels& qrels) const {
        struct L {
            std::int64_t q, item;
            std::int32_t grade;
        };
        std::vector<L> rows;
        IdNames qnames(db_, false);
        ItemNameLookup inames(db_, shared);
        label_blocks::forEach(db_, labelSetId, [&](std::int64_t q, const auto& entries) {
            if (!qnames.need(q))
                throw damaged(set + "query id " + std::to_string(q) +
                              ", which is not in the queries table");
            for (const label_blocks::Entry& e : entries) {
                if (!inames.need(e.item))
                    throw damaged(set + "item id " + std::to_string(e.item) +
                                  ", which is not in the items table");
                rows.push_back(L{q, e.item, e.grade});
            }
        });
        const std::size_t packed = rows.size();
        {
            Stmt s(db_,
                   "SELECT query_id, item_id, grade FROM labels WHERE label_set_id = ?1 "
                   "ORDER BY query_id, item_id");
            s.bind(1, labelSetId);
            while (s.step()) {
                const std::int64_t q = s.colInt(0), item = s.colInt(1), grade = s.colInt(2);
                if (!qnames.need(q))
                    throw damaged(set + "query id " + std::to_string(q) +
                                  ", which is not in the queries table");
                if (!inames.need(item))
                    throw damaged(set + "item id " + std::to_string(item) +
                                  ", which is not in the items table");
                if (grade < INT32_MIN || grade > INT32_MAX)
                    throw damaged(set + "query id " + std::to_string(q) + " with grade " +
                                  std::to_string(grade) + ", not a 32-bit integer");
                rows.push_back(L{q, item, static_cast<std::int32_t>(grade)});
            }
        }
        if (packed && packed < rows.size()) rowsOverPacked(rows, packed);
        const auto store = [&](std::string_view s) { return qrels.storeString(s); };
        qnames.resolve(store);
        inames.resolve(store);
        core::QrelsQuery* cur = nullptr;
        std::int64_t curId = 0;
        for (const auto& l : rows) {
            const char* doc = inames.name(l.item);
            if (!cur || l.q != curId) {
                const char* qid = qnames.name(l.q);
                if (!qid)
                    throw damaged(set + "query id " + std::to_string(l.q) +
                                  ", which is not in the queries table");
                cur = &qrels.query(qid);
                curId = l.q;
            }
            if (!doc)
                throw damaged(set + "item id " + std::to_string(l.item) +
                              ", which is not in the items table");
            cur->judgments.push_back(core::Judgment{doc, l.grade});
        }
    }

    std::vector<QueryMeta> queries() const override {
        Stmt s(db_, "SELECT qid, text, segment, weight FROM queries ORDER BY id");
        std::vector<QueryMeta> out;
        while (s.step())
            out.push_back(
                QueryMeta{s.colString(0), s.colString(1), s.colString(2), s.colDouble(3)});
        return out;
    }

    std::optional<ItemMeta> item(const std::string& docid) const override {
        Stmt s(db_, "SELECT docid, title, url, category FROM items WHERE docid = ?1");
        s.bind(1, docid);
        if (!s.step()) return std::nullopt;
        return ItemMeta{s.colString(0), s.colString(1), s.colString(2), s.colString(3)};
    }

    std::vector<ItemMeta> describedItems() const override {
        Stmt s(db_,
               "SELECT docid, title, url, category FROM items "
               "WHERE title <> '' OR url <> '' OR category <> ''");
        std::vector<ItemMeta> out;
        while (s.step())
            out.push_back(ItemMeta{s.colString(0), s.colString(1), s.colString(2), s.colString(3)});
        return out;
    }

    std::int64_t importSubtopicLabels(const std::string& file, const ImportOptions& o) override {
        requireWritable();
        const auto lines = core::readDiversityLines(file);  // checked before anything is written
        return subtopic_labels::store(db_, lines, o.name.empty() ? baseName(file) : o.name, file,
                                      nowIso());
    }

    std::vector<LabelSetInfo> subtopicLabelSets() const override {
        Stmt s(db_,
               "SELECT id, name, kind, source_file, imported_at, description, min_grade, "
               "max_grade, num_labels FROM label_sets WHERE kind = 'subtopics' ORDER BY id");
        std::vector<LabelSetInfo> out;
        while (s.step())
            out.push_back(LabelSetInfo{s.colInt(0), s.colString(1), s.colString(2), s.colString(3),
                                       s.colString(4), s.colString(5),
                                       static_cast<int>(s.colInt(6)), static_cast<int>(s.colInt(7)),
                                       s.colInt(8)});
        return out;
    }

    core::DiversityQrels loadSubtopicLabels(std::int64_t labelSetId) const override {
        return subtopic_labels::load(db_, labelSetId);
    }

    std::int64_t importEvaluatedRun(const std::string& file, const ImportOptions& o) override {
        requireWritable();
        auto hash = fingerprintBeside(file);
        core::EvaluatedRun run = evaluated_runs::readFile(file);  // checked before any write
        const std::string fp = "evaluated:" + hash.get();
        if (const auto [id, name] = evaluated_runs::withContent(db_, fp); id && !o.allowDuplicate)
            throw DuplicateImport(file +
                                      ": the same content was already imported as evaluated "
                                      "run '" +
                                      name + "' (id " + std::to_string(id) + ")",
                                  id);
        if (!o.name.empty()) run.name = o.name;
        return evaluated_runs::store(db_, run, file, fp, nowIso());
    }

    std::vector<EvaluatedRunInfo> evaluatedRuns() const override {
        return evaluated_runs::list(db_);
    }

    core::EvaluatedRun loadEvaluatedRun(std::int64_t id) const override {
        return evaluated_runs::load(db_, id);
    }

    bool deleteEvaluatedRun(std::int64_t id) override {
        requireWritable();
        return evaluated_runs::remove(db_, id);
    }

    bool deleteLabelSet(std::int64_t id) override {
        requireWritable();
        Transaction tx(db_);
        Stmt s(db_, "DELETE FROM label_sets WHERE id = ?1");  // labels cascade, edits stay
        s.bind(1, id);
        s.run();
        const bool deleted = sqlite3_changes(db_.get()) > 0;
        tx.commit();
        return deleted;
    }

    std::int64_t activeLabelSet() const override {
        return db_.queryInt(
            "SELECT s.id FROM settings JOIN label_sets s ON s.id = settings.value "
            "WHERE key = 'active_label_set'");
    }

    void setActiveLabelSet(std::int64_t id) override {
        requireWritable();
        Transaction tx(db_);
        if (id != 0) {  // subtopic labels are never the active label set
            Stmt s(db_, "SELECT 1 FROM label_sets WHERE id = ?1 AND kind <> 'subtopics'");
            s.bind(1, id);
            if (!s.step()) throw StoreError("no label set with id " + std::to_string(id));
        }
        Stmt up(db_, "INSERT OR REPLACE INTO settings(key, value) VALUES('active_label_set', ?1)");
        up.bind(1, id);
        up.run();
        tx.commit();
    }

    std::int64_t createLabelSet(const std::string& name, const std::string& kind) override {
        requireWritable();
        Transaction tx(db_);
        Stmt s(db_,
               "INSERT INTO label_sets(name, kind, imported_at, min_grade, max_grade) "
               "VALUES(?1, ?2, ?3, 0, 3)");
        s.bind(1, name).bind(2, kind.empty() ? std::string("manual") : kind).bind(3, nowIso());
        s.run();
        const std::int64_t id = db_.lastInsertId();
        activateIfNone(id);
        tx.commit();
        return id;
    }

    std::int64_t setLabel(std::int64_t labelSetId, const std::string& qid, const std::string& docid,
                          std::optional<int> grade, const std::string& who) override {
        requireWritable();
        Transaction tx(db_);
        {
            Stmt s(db_, "SELECT 1 FROM label_sets WHERE id = ?1");
            s.bind(1, labelSetId);
            if (!s.step()) throw StoreError("no label set with id " + std::to_string(labelSetId));
        }
        const std::int64_t q = internOne(false, qid), it = internOne(true, docid);
        label_blocks::unpack(db_, labelSetId, q);  // the query's labels become rows
        std::optional<int> old;
        {
            Stmt s(db_,
                   "SELECT grade FROM labels WHERE label_set_id = ?1 AND query_id = ?2 AND "
                   "item_id = ?3");
            s.bind(1, labelSetId).bind(2, q).bind(3, it);
            if (s.step()) old = static_cast<int>(s.colInt(0));
        }
        if (grade) {
            Stmt s(db_,
                   "INSERT INTO labels(label_set_id, query_id, item_id, grade) VALUES(?1,?2,?3,?4) "
                   "ON CONFLICT DO UPDATE SET grade = excluded.grade");
            s.bind(1, labelSetId).bind(2, q).bind(3, it).bind(4, *grade);
            s.run();
            Stmt sc(db_,
                    "UPDATE label_sets SET min_grade = min(min_grade, ?2), "
                    "max_grade = max(max_grade, ?2), num_labels = num_labels + ?3 WHERE id = ?1");
            sc.bind(1, labelSetId).bind(2, *grade).bind(3, old ? 0 : 1);
            sc.run();
        } else if (old) {
            Stmt s(db_,
                   "DELETE FROM labels WHERE label_set_id = ?1 AND query_id = ?2 AND item_id = ?3");
            s.bind(1, labelSetId).bind(2, q).bind(3, it);
            s.run();
            Stmt sc(db_, "UPDATE label_sets SET num_labels = num_labels - 1 WHERE id = ?1");
            sc.bind(1, labelSetId);
            sc.run();
        }
        real_labels::erase(db_, labelSetId, q, it);  // a label set by hand is an integer
        Stmt e(db_,
               "INSERT INTO label_edits(label_set_id, query_id, item_id, old_grade, new_grade, "
               "at, who) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
        e.bind(1, labelSetId).bind(2, q).bind(3, it).bind(4, old).bind(5, grade).bind(6, nowIso());
        e.bind(7, who);
        e.run();
        const std::int64_t editId = db_.lastInsertId();
        tx.commit();
        return editId;
    }

    std::vector<LabelEdit> labelHistory(std::int64_t labelSetId) const override {
        Stmt s(db_,
               "SELECT e.id, e.label_set_id, q.qid, i.docid, e.old_grade, e.new_grade, e.at, "
               "e.who FROM label_edits e JOIN queries q ON q.id = e.query_id "
               "JOIN items i ON i.id = e.item_id WHERE e.label_set_id = ?1 ORDER BY e.id");
        s.bind(1, labelSetId);
        std::vector<LabelEdit> out;
        while (s.step()) {
            LabelEdit le;
            le.id = s.colInt(0);
            le.labelSetId = s.colInt(1);
            le.qid = s.colString(2);
            le.docid = s.colString(3);
            if (!s.colNull(4)) le.oldGrade = static_cast<int>(s.colInt(4));
            if (!s.colNull(5)) le.newGrade = static_cast<int>(s.colInt(5));
            le.when = s.colString(6);
            le.who = s.colString(7);
            out.push_back(std::move(le));
        }
        return out;
    }

    std::vector<Draft> drafts() const override {
        return hasDrafts() ? drafts::readAll(db_, path_) : std::vector<Draft>{};
    }
    std::int64_t saveDraft(const Draft& d) override {
        requireWritable();
        return drafts::save(db_, d);
    }
    bool deleteDraft(std::int64_t id) override {
        requireWritable();
        return drafts::remove(db_, id);
    }
    SettingList projectSettings(const std::string& prefix) const override {
        return settings_table::read(db_, prefix);
    }
    void saveProjectSettings(const std::string& prefix, const SettingList& values) override {
        requireWritable();
        settings_table::replace(db_, prefix, values);
    }
    BehaviourStore* behaviour() const override {
        if (!behaviour_) behaviour_ = std::make_unique<BehaviourStore>(db_, path_, readOnlyReason_);
        return behaviour_.get();
    }

  private:
    // A writable project is migrated on open; one opened read-only may be of version 2.
    bool hasDrafts() const { return db_.queryInt("PRAGMA user_version") >= 3; }

    // Damage found while loading: named, and the file is left as it was.
    StoreError damaged(const std::string& what) const {
        return StoreError(check::refusal(path_, "damaged project (" + what + ")"));
    }

    // Reads the rankings of a run into run (doc pointers left null) and their item ids into
    // items (flat, in query order), checking every query and item id; done(queries read so
    // far) after each query.
    template <class Done>
    // The run's queries in stored order. items non-null: every doc's item id appended to it
    // (named later); null: names already resolved, each doc named here.
    void readRankings(std::int64_t runId, core::Run& run, std::vector<std::uint32_t>* items,
                      ItemNameLookup& names, Done&& done) const {
        Stmt s(db_,
               "SELECT q.qid, rq.entries, rq.query_id FROM run_queries rq LEFT JOIN queries q ON "
               "q.id = rq.query_id WHERE rq.run_id = ?1 ORDER BY rq.pos");
        s.bind(1, runId);
        const std::string where = "run " + std::to_string(runId);
        std::vector<std::uint32_t> chunk;
        std::size_t n = 0;
        while (s.step()) {
            if (s.colNull(0))
                throw damaged(where + " names query id " + std::to_string(s.colInt(2)) +
                              ", which is not in the queries table");
            const std::string qid = s.colString(0);
            const std::string at = where + ", query '" + qid + "'";
            const std::size_t before = run.queries().size();
            core::RunQuery& q = run.query(qid);
            if (run.queries().size() == before) throw damaged(at + " is stored twice");
            try {
                decodeRanking(s.colBlob(1), s.colBytes(1), q.docs, chunk, at);
            } catch (const StoreError& e) {
                throw damaged(e.what());
            }
            if (items) {
                for (std::uint32_t id : chunk)
                    if (!names.need(id))
                        throw damaged(at + ": ranked item id " + std::to_string(id) +
                                      " is not in the items table");
                items->insert(items->end(), chunk.begin(), chunk.end());
            } else {
                for (std::size_t i = 0; i < chunk.size(); ++i) {
                    q.docs[i].doc = names.name(chunk[i]);
                    if (!q.docs[i].doc)
                        throw damaged(at + ": ranked item id " + std::to_string(chunk[i]) +
                                      " is not in the items table");
                }
            }
            done(++n);
        }
    }

    void requireWritable() const {
        if (!readOnlyReason_.empty())
            throw StoreError(path_ + ": project is read-only: " + readOnlyReason_);
    }

    struct RunRow {
        std::string name, sourceFile, notes, contentHash;
        std::int64_t skipped = 0;
    };

    // Reads file with read(parse options) while its content fingerprint is computed beside it
    // (duplicate detection); returns {what was read, fingerprint}.
    template <class Read>
    static auto readFingerprinted(const std::string& file, const ImportOptions& o, Read&& read)
        -> std::pair<decltype(read(std::declval<const core::ParseOptions&>())), std::string> {
        auto hash = fingerprintBeside(file);
        const core::ParseOptions po = parseOptionsFor(o);
        auto parsed = readInput([&] { return read(po); });
        return std::make_pair(std::move(parsed), hash.get());
    }

    // Runs a reader; unreadable files become StoreError, ParseError/Cancelled pass through.
    template <class F>
    static auto readInput(F&& f) -> decltype(f()) {
        try {
            return f();
        } catch (const core::ParseError&) {
            throw;
        } catch (const core::Cancelled&) {
            throw;
        } catch (const StoreError&) {
            throw;
        } catch (const std::bad_alloc&) {
            throw;
        } catch (const std::exception& e) {
            throw StoreError(e.what());
        }
    }

    void checkDuplicateLabels(const std::string& file, const std::string& fp,
                              const ImportOptions& o) const {
        if (o.allowDuplicate) return;
        Stmt s(db_, "SELECT id, name FROM label_sets WHERE content_hash = ?1 ORDER BY id");
        s.bind(1, fp);
        if (s.step())
            throw DuplicateImport(file + ": the same content was already imported as label set '" +
                                      s.colString(1) + "' (id " + std::to_string(s.colInt(0)) + ")",
                                  s.colInt(0));
    }

    void activateIfNone(std::int64_t labelSetId) {
        if (activeLabelSet() != 0) return;
        Stmt up(db_, "INSERT OR REPLACE INTO settings(key, value) VALUES('active_label_set', ?1)");
        up.bind(1, labelSetId);
        up.run();
    }

    std::int64_t internOne(bool items, const std::string& s) {
        Stmt ins(db_, items ? "INSERT INTO items(docid) VALUES(?1) ON CONFLICT DO NOTHING"
                            : "INSERT INTO queries(qid) VALUES(?1) ON CONFLICT DO NOTHING");
        ins.bind(1, s);
        ins.run();
        Stmt sel(db_, items ? "SELECT id FROM items WHERE docid = ?1"
                            : "SELECT id FROM queries WHERE qid = ?1");
        sel.bind(1, s);
        if (!sel.step()) throw StoreError("cannot intern '" + s + "'");
        return sel.colInt(0);
    }

    // trainedUntil: the run's training cutoff, written in the same transaction.
    std::int64_t storeRun(const core::Run& run, const RunRow& row, const core::ProgressFn& p,
                          std::optional<double> trainedUntil = std::nullopt) {
        const std::size_t totalDocs = run.totalDocs();
        StorePhase phase(p, totalDocs);
        Transaction tx(db_);
        Interner queries(db_, false), items(db_, true);
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
        Stmt ins(db_,
                 "INSERT INTO runs(name, tag, source_file, imported_at, notes, num_queries, "
                 "num_docs, skipped_lines, has_ranks, content_hash) "
                 "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
        ins.bind(1, row.name).bind(2, run.name).bind(3, row.sourceFile).bind(4, nowIso());
        ins.bind(5, row.notes)
            .bind(6, static_cast<std::int64_t>(run.queries().size()))
            .bind(7, static_cast<std::int64_t>(totalDocs))
            .bind(8, row.skipped)
            .bind(9, run.hasRanks ? 1 : 0);
        row.contentHash.empty() ? ins.bindNull(10) : ins.bind(10, row.contentHash);
        ins.run();
        const std::int64_t runId = db_.lastInsertId();

        Stmt rq(db_,
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
        if (trainedUntil) behaviour()->writeTrainingCutoff(runId, trainedUntil);
        tx.commit();
        return runId;
    }

    // Stores `count` labels: rows(row) calls row(qid, docid, grade) for each, a query's labels
    // one after the other.
    template <class Rows>
    std::int64_t storeLabels(std::size_t count, const Rows& rows, const std::string& name,
                             const std::string& kind, const std::string& file,
                             const std::string& desc, const std::string& fp,
                             std::optional<std::pair<int, int>> scale, const core::ProgressFn& p,
                             const core::Qrels* realLabels = nullptr) {
        StorePhase phase(p, count);
        Transaction tx(db_);
        Interner queries(db_, false), items(db_, true);
        // (query code, item code) now, (query id, item id) after the flush, packed in one
        // integer; the grade beside it.
        std::vector<KeyedGrade> keyed(count);
        int lo = 0, hi = 0;
        const char* lastQid = nullptr;  // rows of one query share its qid pointer
        std::uint32_t lastQuery = 0;
        std::size_t i = 0;
        rows([&](const char* qid, const char* doc, std::int32_t grade) {
            if (qid != lastQid) lastQuery = queries.code(lastQid = qid);
            keyed.at(i) = {(std::uint64_t{lastQuery} << 32) | items.code(doc), grade};
            lo = std::min(lo, grade);
            hi = std::max(hi, grade);
            phase.step(i++ / 4);
        });
        if (scale) lo = std::min(lo, scale->first), hi = std::max(hi, scale->second);
        queries.flush();
        items.flush();
        Stmt ls(db_,
                "INSERT INTO label_sets(name, kind, source_file, imported_at, description, "
                "min_grade, max_grade, num_labels, content_hash) "
                "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
        ls.bind(1, name).bind(2, kind).bind(3, file).bind(4, nowIso()).bind(5, desc);
        ls.bind(6, lo).bind(7, hi).bind(8, static_cast<std::int64_t>(count)).bind(9, fp);
        ls.run();
        const std::int64_t setId = db_.lastInsertId();
        for (auto& [key, grade] : keyed)
            key = (std::uint64_t{queries.id(static_cast<std::uint32_t>(key >> 32))} << 32) |
                  items.id(static_cast<std::uint32_t>(key));
        writeLabelBlocks(db_, setId, keyed, file,
                         [&](std::size_t n) { phase.step(count / 4 + n * 3 / 4); });
        if (realLabels) real_labels::store(db_, setId, *realLabels);
        activateIfNone(setId);
        tx.commit();
        return setId;
    }

    std::string path_;
    Db db_;
    std::string readOnlyReason_;
    mutable std::unique_ptr<BehaviourStore> behaviour_;  // behaviour() makes it on first use
};

}  // namespace

int ProjectStore::schemaVersion() {
    return schema::kCurrentVersion;
}

std::unique_ptr<ProjectStore> ProjectStore::open(const std::string& path, const OpenOptions& o) {
    detail::OpenedDb opened = detail::openProjectDb(path, o);
    return std::make_unique<SqliteProjectStore>(path, std::move(opened.db),
                                                std::move(opened.readOnlyReason));
}

}  // namespace ranklens::store
