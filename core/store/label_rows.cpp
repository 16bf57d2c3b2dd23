#include "core/store/label_rows.h"

#include <climits>

#include "core/base/parallel.h"
#include "core/store/id_names.h"
#include "core/store/label_blocks.h"
#include "core/store/label_confidence.h"
#include "core/store/project_check.h"

namespace ranklens::store::label_rows {

namespace {

using sql::Db;
using sql::Stmt;

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

// Reads one set; damage found is refused naming the project and the set.
class SetLoader {
  public:
    SetLoader(const Db& db, const std::string& path, std::int64_t id, const core::ItemNames* shared)
        : db_(db),
          path_(path),
          id_(id),
          shared_(shared),
          set_("label set " + std::to_string(id) + " has a label for ") {}

    // An imported set never edited (every label in its blocks, none in the labels table) whose
    // items table is no larger than the set: the items' names are read first (one scan), and
    // each block is decoded straight into its query's judgments. False, having read nothing
    // into qrels, when the set is not like that (rows() reads it).
    bool blocksOnly(std::int64_t expected, core::Qrels& qrels) const;
    // Any set: its blocks and rows merged (a row wins over its block's label), then named.
    void rows(core::Qrels& qrels) const;

  private:
    StoreError unknownQuery(std::int64_t q) const {
        return check::damaged(
            path_, set_ + "query id " + std::to_string(q) + ", which is not in the queries table");
    }
    StoreError unknownItem(std::int64_t item) const {
        return check::damaged(
            path_, set_ + "item id " + std::to_string(item) + ", which is not in the items table");
    }

    const Db& db_;
    const std::string& path_;
    std::int64_t id_;
    const core::ItemNames* shared_;
    std::string set_;
};

bool SetLoader::blocksOnly(std::int64_t expected, core::Qrels& qrels) const {
    if (!label_blocks::exists(db_)) return false;
    {
        Stmt s(db_, "SELECT 1 FROM labels WHERE label_set_id = ?1 LIMIT 1");
        s.bind(1, id_);
        if (s.step()) return false;
    }
    IdNames qnames(db_, false);
    ItemNameLookup inames(db_, shared_);
    if (!shared_ && (inames.rows() > expected || !inames.needAll())) return false;
    const auto store = [&](std::string_view s) { return qrels.storeString(s); };
    inames.resolve(store);
    struct Block {
        std::int64_t q;
        std::vector<core::Judgment> judgments;
    };
    std::vector<Block> blocks;
    label_blocks::forEach(db_, id_, [&](std::int64_t q, const auto& entries) {
        if (!qnames.need(q)) throw unknownQuery(q);
        Block b{q, std::vector<core::Judgment>(entries.size())};
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const char* doc = inames.name(entries[i].item);
            if (!doc) throw unknownItem(entries[i].item);
            b.judgments[i] = core::Judgment{doc, entries[i].grade};
        }
        blocks.push_back(std::move(b));
        // The blocks are read once: their pages are let go as they stream by (else they
        // stay cached between the judgments, holes the heap keeps once the cache goes).
        if (blocks.size() % 64 == 0) sqlite3_db_release_memory(db_.get());
    });
    qnames.resolve(store);
    for (auto& b : blocks) {
        const char* qid = qnames.name(b.q);
        if (!qid) throw unknownQuery(b.q);
        auto& judgments = qrels.query(qid).judgments;
        if (judgments.empty())
            judgments = std::move(b.judgments);
        else  // two query ids of one qid (a damaged queries table): as the rows path reads it
            judgments.insert(judgments.end(), b.judgments.begin(), b.judgments.end());
    }
    return true;
}

void SetLoader::rows(core::Qrels& qrels) const {
    struct L {
        std::int64_t q, item;
        std::int32_t grade;
    };
    std::vector<L> rows;
    IdNames qnames(db_, false);
    ItemNameLookup inames(db_, shared_);
    label_blocks::forEach(db_, id_, [&](std::int64_t q, const auto& entries) {
        if (!qnames.need(q)) throw unknownQuery(q);
        for (const label_blocks::Entry& e : entries) {
            if (!inames.need(e.item)) throw unknownItem(e.item);
            rows.push_back(L{q, e.item, e.grade});
        }
    });
    const std::size_t packed = rows.size();
    {
        Stmt s(db_,
               "SELECT query_id, item_id, grade FROM labels WHERE label_set_id = ?1 "
               "ORDER BY query_id, item_id");
        s.bind(1, id_);
        while (s.step()) {
            const std::int64_t q = s.colInt(0), item = s.colInt(1), grade = s.colInt(2);
            if (!qnames.need(q)) throw unknownQuery(q);
            if (!inames.need(item)) throw unknownItem(item);
            if (grade < INT32_MIN || grade > INT32_MAX)
                throw check::damaged(path_, set_ + "query id " + std::to_string(q) +
                                                " with grade " + std::to_string(grade) +
                                                ", not a 32-bit integer");
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
            if (!qid) throw unknownQuery(l.q);
            cur = &qrels.query(qid);
            curId = l.q;
        }
        if (!doc) throw unknownItem(l.item);
        cur->judgments.push_back(core::Judgment{doc, l.grade});
    }
}

void requireSet(const Db& db, std::int64_t labelSetId, const char* kindCondition) {
    Stmt s(db, (std::string("SELECT 1 FROM label_sets WHERE id = ?1") + kindCondition).c_str());
    s.bind(1, labelSetId);
    if (!s.step()) throw StoreError("no label set with id " + std::to_string(labelSetId));
}

}  // namespace

void writeBlocks(const Db& db, std::int64_t setId, std::vector<KeyedGrade>& keyed,
                 const std::string& file, const std::function<void(std::size_t)>& progress) {
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

void activateIfNone(const Db& db, std::int64_t labelSetId) {
    if (active(db) != 0) return;
    Stmt up(db, "INSERT OR REPLACE INTO settings(key, value) VALUES('active_label_set', ?1)");
    up.bind(1, labelSetId);
    up.run();
}

std::pair<std::int64_t, std::string> withContent(const Db& db, const std::string& fp) {
    Stmt s(db, "SELECT id, name FROM label_sets WHERE content_hash = ?1 ORDER BY id");
    s.bind(1, fp);
    if (!s.step()) return {0, ""};
    return {s.colInt(0), s.colString(1)};
}

std::vector<LabelSetInfo> list(const Db& db, bool subtopics) {
    const std::string sql =
        std::string(
            "SELECT id, name, kind, source_file, imported_at, description, min_grade, "
            "max_grade, num_labels FROM label_sets WHERE kind ") +
        (subtopics ? "=" : "<>") + " 'subtopics' ORDER BY id";
    Stmt s(db, sql.c_str());
    std::vector<LabelSetInfo> out;
    while (s.step())
        out.push_back(LabelSetInfo{s.colInt(0), s.colString(1), s.colString(2), s.colString(3),
                                   s.colString(4), s.colString(5), static_cast<int>(s.colInt(6)),
                                   static_cast<int>(s.colInt(7)), s.colInt(8)});
    return out;
}

core::Qrels load(const Db& db, const std::string& projectPath, std::int64_t labelSetId,
                 std::shared_ptr<const core::ItemNames> shared) {
    const sql::ReadTransaction snapshot(db);
    core::Qrels qrels;
    std::int64_t expected = 0;  // the set's label count, as its row says
    {
        Stmt s(db, "SELECT source_file, num_labels FROM label_sets WHERE id = ?1");
        s.bind(1, labelSetId);
        if (!s.step()) throw StoreError("no label set with id " + std::to_string(labelSetId));
        qrels.source = s.colString(0);
        expected = s.colInt(1);
    }
    const SetLoader loader(db, projectPath, labelSetId, shared.get());
    if (!loader.blocksOnly(expected, qrels)) loader.rows(qrels);
    qrels.setNames(std::move(shared));
    qrels.finalize(core::threadsFor(0));
    real_labels::load(db, labelSetId, qrels);
    return qrels;
}

bool remove(const Db& db, std::int64_t labelSetId) {
    // labels cascade, edits stay
    return sql::deleteRow(db, "DELETE FROM label_sets WHERE id = ?1", labelSetId);
}

std::int64_t active(const Db& db) {
    return db.queryInt(
        "SELECT s.id FROM settings JOIN label_sets s ON s.id = settings.value "
        "WHERE key = 'active_label_set'");
}

void setActive(const Db& db, std::int64_t labelSetId) {
    sql::Transaction tx(db);
    // subtopic labels are never the active label set
    if (labelSetId != 0) requireSet(db, labelSetId, " AND kind <> 'subtopics'");
    Stmt up(db, "INSERT OR REPLACE INTO settings(key, value) VALUES('active_label_set', ?1)");
    up.bind(1, labelSetId);
    up.run();
    tx.commit();
}

std::int64_t create(const Db& db, const std::string& name, const std::string& kind) {
    sql::Transaction tx(db);
    Stmt s(db,
           "INSERT INTO label_sets(name, kind, imported_at, min_grade, max_grade) "
           "VALUES(?1, ?2, ?3, 0, 3)");
    s.bind(1, name).bind(2, kind.empty() ? std::string("manual") : kind).bind(3, sql::nowIso());
    s.run();
    const std::int64_t id = db.lastInsertId();
    activateIfNone(db, id);
    tx.commit();
    return id;
}

std::int64_t setLabel(const Db& db, std::int64_t labelSetId, const std::string& qid,
                      const std::string& docid, std::optional<int> grade, const std::string& who) {
    sql::Transaction tx(db);
    requireSet(db, labelSetId, "");
    const std::int64_t q = internOne(db, false, qid), it = internOne(db, true, docid);
    label_blocks::unpack(db, labelSetId, q);  // the query's labels become rows
    std::optional<int> old;
    {
        Stmt s(db,
               "SELECT grade FROM labels WHERE label_set_id = ?1 AND query_id = ?2 AND "
               "item_id = ?3");
        s.bind(1, labelSetId).bind(2, q).bind(3, it);
        if (s.step()) old = static_cast<int>(s.colInt(0));
    }
    if (grade) {
        Stmt s(db,
               "INSERT INTO labels(label_set_id, query_id, item_id, grade) VALUES(?1,?2,?3,?4) "
               "ON CONFLICT DO UPDATE SET grade = excluded.grade");
        s.bind(1, labelSetId).bind(2, q).bind(3, it).bind(4, *grade);
        s.run();
        Stmt sc(db,
                "UPDATE label_sets SET min_grade = min(min_grade, ?2), "
                "max_grade = max(max_grade, ?2), num_labels = num_labels + ?3 WHERE id = ?1");
        sc.bind(1, labelSetId).bind(2, *grade).bind(3, old ? 0 : 1);
        sc.run();
    } else if (old) {
        Stmt s(db, "DELETE FROM labels WHERE label_set_id = ?1 AND query_id = ?2 AND item_id = ?3");
        s.bind(1, labelSetId).bind(2, q).bind(3, it);
        s.run();
        Stmt sc(db, "UPDATE label_sets SET num_labels = num_labels - 1 WHERE id = ?1");
        sc.bind(1, labelSetId);
        sc.run();
    }
    real_labels::erase(db, labelSetId, q, it);       // a label set by hand is an integer
    label_confidence::erase(db, labelSetId, q, it);  // and no longer the judge's
    Stmt e(db,
           "INSERT INTO label_edits(label_set_id, query_id, item_id, old_grade, new_grade, "
           "at, who) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    e.bind(1, labelSetId).bind(2, q).bind(3, it).bind(4, old).bind(5, grade).bind(6, sql::nowIso());
    e.bind(7, who);
    e.run();
    const std::int64_t editId = db.lastInsertId();
    tx.commit();
    return editId;
}

std::vector<LabelEdit> history(const Db& db, std::int64_t labelSetId) {
    Stmt s(db,
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

}  // namespace ranklens::store::label_rows
