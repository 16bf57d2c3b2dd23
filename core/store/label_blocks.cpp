#include "core/store/label_blocks.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#include "core/store/store_error.h"

namespace ranklens::store::label_blocks {

static_assert(std::endian::native == std::endian::little,
              "label blocks are stored little-endian; add byte swapping for this platform");

const char* const kDdl = R"sql(
-- One row per (label set, query) of an imported label set: its labels packed in a blob (see
-- label_blocks.h). Edited queries move to the labels table.
CREATE TABLE label_blocks(
  id INTEGER PRIMARY KEY,
  label_set_id INTEGER NOT NULL REFERENCES label_sets(id) ON DELETE CASCADE,
  query_id INTEGER NOT NULL REFERENCES queries(id),
  num_labels INTEGER NOT NULL,
  entries BLOB NOT NULL,
  UNIQUE(label_set_id, query_id));
)sql";

namespace {

constexpr std::size_t kHeader = 8;

std::size_t sizeFor(std::size_t n, std::uint8_t flags) {
    return kHeader + n * (4 + ((flags & kByteGrades) ? 1 : 4));
}

}  // namespace

void encode(const Entry* entries, std::size_t n, std::vector<unsigned char>& out) {
    std::uint8_t flags = kByteGrades;
    for (std::size_t i = 0; i < n; ++i)
        if (entries[i].grade < -128 || entries[i].grade > 127) flags = 0;
    out.resize(sizeFor(n, flags));
    unsigned char* p = out.data();
    p[0] = kVersion;
    p[1] = flags;
    p[2] = p[3] = 0;
    const auto count = static_cast<std::uint32_t>(n);
    std::memcpy(p + 4, &count, 4);
    unsigned char* items = p + kHeader;
    unsigned char* grades = items + n * 4;
    for (std::size_t i = 0; i < n; ++i) std::memcpy(items + i * 4, &entries[i].item, 4);
    if (flags & kByteGrades) {
        for (std::size_t i = 0; i < n; ++i)
            grades[i] = static_cast<unsigned char>(entries[i].grade);
    } else {
        for (std::size_t i = 0; i < n; ++i) std::memcpy(grades + i * 4, &entries[i].grade, 4);
    }
}

void sortByItem(std::vector<Entry>& v, std::vector<Entry>& scratch) {
    if (v.size() < 64) {
        std::stable_sort(v.begin(), v.end(),
                         [](const Entry& a, const Entry& b) { return a.item < b.item; });
        return;
    }
    std::uint32_t bits = 0;
    for (const Entry& e : v) bits |= e.item;
    scratch.resize(v.size());
    for (unsigned shift = 0; shift < 32 && (bits >> shift) != 0; shift += 8) {
        std::array<std::uint32_t, 257> start{};
        for (const Entry& e : v) ++start[((e.item >> shift) & 0xff) + 1];
        for (std::size_t d = 1; d < start.size(); ++d) start[d] += start[d - 1];
        for (const Entry& e : v) scratch[start[(e.item >> shift) & 0xff]++] = e;
        v.swap(scratch);
    }
}

void decode(const void* data, std::size_t size, std::vector<Entry>& out, const std::string& where) {
    const auto* p = static_cast<const unsigned char*>(data);
    if (size < kHeader || !p || p[0] != kVersion)
        throw StoreError(where + ": stored labels are damaged or from an unknown version");
    const std::uint8_t flags = p[1];
    if (flags & ~kByteGrades)
        throw StoreError(where + ": stored labels are damaged (unknown flags)");
    std::uint32_t n = 0;
    std::memcpy(&n, p + 4, 4);
    if (sizeFor(n, flags) != size)
        throw StoreError(where + ": stored labels are damaged (size mismatch)");
    const unsigned char* items = p + kHeader;
    const unsigned char* grades = items + std::size_t{n} * 4;
    out.resize(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        Entry& e = out[i];
        std::memcpy(&e.item, items + std::size_t{i} * 4, 4);
        if (flags & kByteGrades)
            e.grade = static_cast<std::int8_t>(grades[i]);
        else
            std::memcpy(&e.grade, grades + std::size_t{i} * 4, 4);
        if (i && e.item <= out[i - 1].item)
            throw StoreError(where + ": stored labels are damaged (items out of order)");
    }
}

bool exists(const sql::Db& db) {
    return db.queryInt(
               "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND "
               "name = 'label_blocks'") > 0;
}

Writer::Writer(const sql::Db& db, std::int64_t setId)
    : ins_(db,
           "INSERT INTO label_blocks(label_set_id, query_id, num_labels, entries) "
           "VALUES(?1, ?2, ?3, ?4)"),
      setId_(setId) {}

void Writer::add(std::uint32_t queryId, const Entry* entries, std::size_t n) {
    encode(entries, n, buf_);
    ins_.bind(1, setId_)
        .bind(2, static_cast<std::int64_t>(queryId))
        .bind(3, static_cast<std::int64_t>(n))
        .bindBlobStatic(4, buf_.data(), buf_.size());
    ins_.run();
}

void forEach(const sql::Db& db, std::int64_t setId,
             const std::function<void(std::int64_t, const std::vector<Entry>&)>& fn) {
    if (!exists(db)) return;
    sql::Stmt s(db,
                "SELECT query_id, entries, num_labels FROM label_blocks WHERE label_set_id = ?1 "
                "ORDER BY query_id");
    s.bind(1, setId);
    std::vector<Entry> entries;
    while (s.step()) {
        const std::int64_t q = s.colInt(0);
        const std::string where =
            "label set " + std::to_string(setId) + ", query id " + std::to_string(q);
        decode(s.colBlob(1), s.colBytes(1), entries, where);
        if (s.colInt(2) != static_cast<std::int64_t>(entries.size()))
            throw StoreError(where + ": stored labels are damaged (count mismatch)");
        fn(q, entries);
    }
}

void unpack(const sql::Db& db, std::int64_t setId, std::int64_t queryId) {
    if (!exists(db)) return;
    std::vector<Entry> entries;
    {
        sql::Stmt s(db,
                    "SELECT entries FROM label_blocks WHERE label_set_id = ?1 AND query_id = ?2");
        s.bind(1, setId).bind(2, queryId);
        if (!s.step()) return;
        decode(s.colBlob(0), s.colBytes(0), entries,
               "label set " + std::to_string(setId) + ", query id " + std::to_string(queryId));
    }
    sql::Stmt ins(db,
                  "INSERT INTO labels(label_set_id, query_id, item_id, grade) VALUES(?1,?2,?3,?4) "
                  "ON CONFLICT DO NOTHING");
    for (const Entry& e : entries) {
        ins.bind(1, setId).bind(2, queryId).bind(3, static_cast<std::int64_t>(e.item));
        ins.bind(4, e.grade);
        ins.run();
    }
    sql::Stmt del(db, "DELETE FROM label_blocks WHERE label_set_id = ?1 AND query_id = ?2");
    del.bind(1, setId).bind(2, queryId);
    del.run();
}

}  // namespace ranklens::store::label_blocks
