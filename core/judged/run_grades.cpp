#include "core/judged/run_grades.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <mutex>
#include <span>
#include <utility>

#include "core/base/parallel.h"
#include "core/order/order_query.h"

namespace ranklens::core {

namespace {

// One query's labels as its docs are looked up: by each doc's index in the item names the run
// and the labels share (core::ItemNames) through a table by index, one per thread and all
// kNone between queries, filled from the query's labels (no docid is hashed); otherwise, or
// for a doc from elsewhere, through QrelsQuery::find.
class QueryLabels {
  public:
    QueryLabels(const ItemNames* shared, const QrelsQuery& labels)
        : labels_(labels), names_(shared && labels.names == shared ? shared : nullptr) {
        if (!names_) return;
        thread_local std::vector<std::uint32_t> table;
        if (table.size() < names_->size()) table.assign(names_->size(), DocIndex::kNone);
        table_ = table.data();
        for (std::size_t j = 0; j < labels.judgments.size(); ++j)
            table_[ItemNames::indexOfOwned(labels.judgments[j].doc)] =
                static_cast<std::uint32_t>(j);
    }
    ~QueryLabels() {
        if (names_)
            for (const auto& j : labels_.judgments)
                table_[ItemNames::indexOfOwned(j.doc)] = DocIndex::kNone;
    }
    QueryLabels(const QueryLabels&) = delete;
    QueryLabels& operator=(const QueryLabels&) = delete;

    // The position of doc's judgment in the query's labels, or DocIndex::kNone.
    std::uint32_t find(const char* doc) const {
        if (names_ && names_->owns(doc)) return table_[ItemNames::indexOfOwned(doc)];
        return labels_.find(doc);
    }

  private:
    const QrelsQuery& labels_;
    const ItemNames* names_;
    std::uint32_t* table_ = nullptr;
};

// Whether a label fits the one byte a rank grade has (kRankUnjudged, -128, is taken).
bool fitsAByte(std::int32_t grade) {
    return grade >= -127 && grade <= 127;
}

// One query's labels as grades by item index, two bytes each, for rank grades from the item
// names its run and labels share: a ranked doc's grade is one load after its index, with no
// branch on whether it has a label (the table is one per thread, kRankUnjudged between queries;
// a few KiB for most projects, so it stays in cache).
class GradesByItem {
  public:
    static constexpr std::int16_t kNoLabel = RankGrades::kRankUnjudged;
    static constexpr std::int16_t kUnfit = INT16_MAX;  // a label outside -127..127
    GradesByItem(const ItemNames& names, const QrelsQuery& labels) : labels_(labels) {
        thread_local std::vector<std::int16_t> table;
        if (table.size() < names.size()) table.assign(names.size(), kNoLabel);
        table_ = table.data();
        for (const auto& j : labels.judgments)
            table_[ItemNames::indexOfOwned(j.doc)] = entry(j.grade);
    }
    ~GradesByItem() {
        for (const auto& j : labels_.judgments) table_[ItemNames::indexOfOwned(j.doc)] = kNoLabel;
    }
    GradesByItem(const GradesByItem&) = delete;
    GradesByItem& operator=(const GradesByItem&) = delete;

    // A label as the table holds it.
    static std::int16_t entry(std::int32_t grade) {
        return fitsAByte(grade) ? static_cast<std::int16_t>(grade) : kUnfit;
    }
    const std::int16_t* data() const { return table_; }  // by item index

  private:
    const QrelsQuery& labels_;
    std::int16_t* table_ = nullptr;
};

// The item names run and qrels share, or null.
const ItemNames* sharedNames(const Run& run, const Qrels& qrels) {
    return run.names() && run.names() == qrels.names() ? run.names() : nullptr;
}

// Where each query's grades start in a table by inputPos (inputPos may skip: dropped lines);
// returns the table's size.
std::size_t offsetsByInputPos(std::span<const RunQuery> qs, std::vector<std::size_t>& offsets) {
    offsets.resize(qs.size());
    std::size_t total = 0;
    for (std::size_t i = 0; i < qs.size(); ++i) {
        offsets[i] = total;
        std::size_t slots = qs[i].docs.size();
        for (const auto& d : qs[i].docs) slots = std::max<std::size_t>(slots, d.inputPos + 1u);
        total += slots;
    }
    return total;
}

}  // namespace

RunGrades lookUpGrades(const Run& run, const Qrels& qrels, unsigned threads) {
    RunGrades out;
    const auto qs = run.queries();
    const std::size_t total = offsetsByInputPos(qs, out.offsets);
    out.grades.assign(total, kUnjudged);
    const ItemNames* names = sharedNames(run, qrels);
    parallelFor(qs.size(), 64, threads, [&](std::size_t i) {
        const RunQuery& q = qs[i];
        const QrelsQuery* labels = qrels.find(q.qid);
        if (!labels || !labels->searchable()) return;
        std::int32_t* g = out.grades.data() + out.offsets[i];
        const QueryLabels found(names, *labels);
        for (const auto& d : q.docs) {
            const auto j = found.find(d.doc);
            if (j != DocIndex::kNone) g[d.inputPos] = labels->judgments[j].grade;
        }
    });
    out.ptr.resize(qs.size());
    for (std::size_t i = 0; i < qs.size(); ++i) out.ptr[i] = out.grades.data() + out.offsets[i];
    return out;
}

void countLabelsPerGrade(const std::vector<Judgment>& judgments, std::uint32_t* count) {
    std::fill(count, count + kLabelBuckets, 0u);
    for (const auto& j : judgments) {  // no branch per label
        const auto g = static_cast<std::uint32_t>(j.grade);
        ++count[g < kLabelGrades ? g : (j.grade < 0 ? kLabelNegative : kLabelAbove)];
    }
}

namespace {
// Bit i of the query's words: rank i's score equals rank i - 1's (bit 0 always clear).
// Returns whether q's scores never rise and none is NaN.
bool tieBits(const RunQuery& q, std::uint64_t* words) {
    const auto& d = q.docs;
    bool descend = d.empty() || d[0].score == d[0].score;
    for (std::size_t i = 1; i < d.size(); ++i) {
        words[i / 64] |= std::uint64_t{d[i].score == d[i - 1].score} << (i % 64);
        descend = descend && d[i].score <= d[i - 1].score;
    }
    return descend;
}
}  // namespace

RankGradesBuilder::RankGradesBuilder(const Run& run, const Qrels& qrels)
    : run_(run), qrels_(qrels), names_(sharedNames(run, qrels)) {
    const auto qs = run.queries();
    auto layout = std::make_shared<RankGrades::Layout>();
    auto& offsets = layout->offsets;
    auto& bitOffsets = layout->bitOffsets;
    offsets.resize(qs.size() + 1);
    bitOffsets.resize(qs.size() + 1);
    for (std::size_t i = 0; i < qs.size(); ++i) {
        offsets[i + 1] = offsets[i] + qs[i].docs.size();
        bitOffsets[i + 1] = bitOffsets[i] + (qs[i].docs.size() + 63) / 64;
    }
    layout->labelCounts.assign(qs.size() * kLabelBuckets, 0);
    layout->scoresDescend.assign(qs.size(), 0);
    out_.grades.assign(offsets.back(), RankGrades::kRankUnjudged);
    bits_ = std::make_shared<std::vector<std::uint64_t>>(bitOffsets.back(), 0);
    layout_ = std::move(layout);
}

void RankGradesBuilder::fill(std::size_t i) {
    const RunQuery& q = run_.queries()[i];
    if (q.docs.size() != layout_->offsets[i + 1] - layout_->offsets[i]) {
        fits_ = false;  // not the run the layout was made for
        return;
    }
    layout_->scoresDescend[i] = tieBits(q, bits_->data() + layout_->bitOffsets[i]);
    const QrelsQuery* labels = qrels_.find(q.qid);
    if (!labels) return;
    countLabelsPerGrade(labels->judgments, layout_->labelCounts.data() + i * kLabelBuckets);
    if (!labels->searchable()) return;
    std::int8_t* g = out_.grades.data() + layout_->offsets[i];
    if (names_ && labels->names == names_ && names_->size() > 0) {
        const GradesByItem grades(*names_, *labels);
        // Everything the loop reads in locals: a byte store may alias any field it would
        // otherwise load again for every doc. A doc is one of the names when it points at one
        // from the first name's start to the last's (owns(), for a name's start).
        const std::int16_t* table = grades.data();
        const auto first = reinterpret_cast<std::uintptr_t>(names_->name(0));
        const std::uintptr_t span = reinterpret_cast<std::uintptr_t>(names_->name(
                                        static_cast<std::uint32_t>(names_->size() - 1))) -
                                    first;
        bool unfit = false;
        const std::size_t n = q.docs.size();
        const RankedDoc* docs = q.docs.data();
        for (std::size_t d = 0; d < n; ++d) {
            const char* doc = docs[d].doc;
            std::int16_t grade;
            if (reinterpret_cast<std::uintptr_t>(doc) - first <= span) {
                grade = table[ItemNames::indexOfOwned(doc)];
            } else {  // a doc from elsewhere, found by its text
                const auto j = labels->find(doc);
                grade = j == DocIndex::kNone ? GradesByItem::kNoLabel
                                             : GradesByItem::entry(labels->judgments[j].grade);
            }
            unfit |= grade == GradesByItem::kUnfit;
            g[d] = static_cast<std::int8_t>(grade);
        }
        if (unfit) fits_ = false;
        return;
    }
    const QueryLabels found(names_, *labels);
    for (std::size_t d = 0; d < q.docs.size(); ++d) {
        const auto j = found.find(q.docs[d].doc);
        if (j == DocIndex::kNone) continue;
        const std::int32_t grade = labels->judgments[j].grade;
        if (!fitsAByte(grade)) fits_ = false;
        g[d] = static_cast<std::int8_t>(grade);
    }
}

std::shared_ptr<RankGrades> RankGradesBuilder::finish() {
    if (!fits_ || !run_.isOrdered()) return nullptr;
    auto out = std::make_shared<RankGrades>(std::move(out_));
    out->order = run_.orderedBy();
    out->tiedBits = std::move(bits_);
    out->layout = std::move(layout_);
    return out;
}

bool lookUpRankGrades(const Run& run, const Qrels& qrels, RankGrades& out, unsigned threads) {
    out = RankGrades{};
    if (!run.isOrdered()) return false;
    RankGradesBuilder builder(run, qrels);
    parallelFor(run.queries().size(), 64, threads, [&](std::size_t i) { builder.fill(i); });
    auto built = builder.finish();
    if (!built) return false;
    out = std::move(*built);
    return true;
}

namespace {

// The grades of q (in trec_eval order, grades r, its scores descending) read with ties in input
// order, into g: the same list with each group of equal scores put in input order
// (core::queryInOrder's order; its tie bits are q's). The groups are found from the tie bits:
// only a tied doc is read.
void inputOrderFromTieBits(const RunQuery& q, const RankedQueryGrades& r, std::int8_t* g,
                           std::vector<std::pair<std::uint32_t, std::int8_t>>& group) {
    std::copy(r.grades, r.grades + r.size, g);
    const auto tied = [&r](std::size_t k) { return (r.tiedBits[k / 64] >> (k % 64)) & 1u; };
    // The first rank from k on that ties with the one before, or r.size.
    const auto nextTied = [&r](std::size_t k) {
        while (k < r.size) {
            if (const std::uint64_t bits = r.tiedBits[k / 64] >> (k % 64))
                return std::min(r.size, k + static_cast<std::size_t>(std::countr_zero(bits)));
            k = (k / 64 + 1) * 64;
        }
        return r.size;
    };
    for (std::size_t s = nextTied(1); s < r.size;) {
        std::size_t e = s + 1;  // ranks s - 1 .. e - 1 share a score
        while (e < r.size && tied(e)) ++e;
        group.clear();
        for (std::size_t k = s - 1; k < e; ++k) group.emplace_back(q.docs[k].inputPos, r.grades[k]);
        std::sort(group.begin(), group.end());  // inputPos is unique in a query
        for (std::size_t k = s - 1; k < e; ++k) g[k] = group[k - (s - 1)].second;
        s = nextTied(e + 1);
    }
}

}  // namespace

RankGrades reorderRankGrades(const Run& source, const RankGrades& ranks, TiePolicy ties) {
    RankGrades out;
    out.order = ties;
    out.layout = ranks.layout;
    const auto& offsets = ranks.layout->offsets;
    const auto& bitOffsets = ranks.layout->bitOffsets;
    out.grades.assign(ranks.grades.size(), RankGrades::kRankUnjudged);
    const auto qs = source.queries();
    const bool fromTrecEval =
        source.isOrdered() && sameOrder(source.orderedBy(), TiePolicy::TrecEval);
    // The source's tie bits are kept (shared) unless a query is read in another order than
    // the source's groups of equal scores give: then a copy, with those queries' bits.
    std::shared_ptr<std::vector<std::uint64_t>> ownBits;
    std::mutex ownBitsMutex;
    const auto bitsToWrite = [&] {
        std::lock_guard lock(ownBitsMutex);
        if (!ownBits) ownBits = std::make_shared<std::vector<std::uint64_t>>(*ranks.tiedBits);
        return ownBits->data();
    };
    parallelFor(qs.size(), 64, 0, [&](std::size_t i) {
        const RankedQueryGrades r = ranks.query(i);
        std::int8_t* g = out.grades.data() + offsets[i];
        thread_local std::vector<std::pair<std::uint32_t, std::int8_t>> group;
        if (fromTrecEval && ties == TiePolicy::InputOrder && r.size == qs[i].docs.size() &&
            ranks.layout->scoresDescend.size() == qs.size() && ranks.layout->scoresDescend[i]) {
            inputOrderFromTieBits(qs[i], r, g, group);
            return;
        }
        thread_local std::vector<std::int8_t> byPos;
        thread_local RunQuery buffer;
        const RunQuery& to = queryInOrder(source, qs[i], ties, buffer);
        byPos.assign(r.size, RankGrades::kRankUnjudged);
        for (std::size_t d = 0; d < r.size; ++d) {
            const std::uint32_t pos = qs[i].docs[d].inputPos;
            if (pos >= byPos.size()) byPos.resize(pos + 1, RankGrades::kRankUnjudged);
            byPos[pos] = r.grades[d];
        }
        for (std::size_t d = 0; d < r.size; ++d) g[d] = byPos[to.docs[d].inputPos];
        std::uint64_t* words = bitsToWrite();  // each query writes only its own words
        std::fill(words + bitOffsets[i], words + bitOffsets[i + 1], std::uint64_t{0});
        tieBits(to, words + bitOffsets[i]);
    });
    out.tiedBits = ownBits ? std::shared_ptr<const std::vector<std::uint64_t>>(std::move(ownBits))
                           : ranks.tiedBits;
    return out;
}

RunGrades gradesByInputPos(const Run& ordered, const RankGrades& ranks) {
    RunGrades out;
    const auto qs = ordered.queries();
    const std::size_t total = offsetsByInputPos(qs, out.offsets);
    out.grades.assign(total, kUnjudged);
    for (std::size_t i = 0; i < qs.size(); ++i) {
        const RankedQueryGrades r = ranks.query(i);
        std::int32_t* g = out.grades.data() + out.offsets[i];
        for (std::size_t d = 0; d < r.size; ++d)
            if (r.grades[d] != RankGrades::kRankUnjudged) g[qs[i].docs[d].inputPos] = r.grades[d];
    }
    out.ptr.resize(qs.size());
    for (std::size_t i = 0; i < qs.size(); ++i) out.ptr[i] = out.grades.data() + out.offsets[i];
    return out;
}

}  // namespace ranklens::core
