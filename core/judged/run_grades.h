#pragma once
// A run's labels looked up once: for every query of the run, the grade of each of its docs,
// indexed by RankedDoc::inputPos (so any tie order of the same run reads the same table).
// The explorer keeps one per (run, label set) and re-evaluates a definition change from it
// without hashing a single docid again (core::EvalOptions::gradesByQuery).
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core {

struct RunGrades {
    std::vector<std::int32_t> grades;      // every query's grades, back to back
    std::vector<std::size_t> offsets;      // per run query: where its grades start
    std::vector<const std::int32_t*> ptr;  // per run query: grades.data() + offset
};

// Looks up the label of every doc of every query of run in qrels (kUnjudged without one), on
// `threads` threads (0 = all cores).
RunGrades lookUpGrades(const Run& run, const Qrels& qrels, unsigned threads = 0);

// Labels counted per grade: [g] for grades 0..kLabelGrades - 1, then the negative ones, then
// those above (which only the per-label path handles).
inline constexpr std::size_t kLabelGrades = 64, kLabelNegative = kLabelGrades,
                             kLabelAbove = kLabelGrades + 1, kLabelBuckets = kLabelGrades + 2;
void countLabelsPerGrade(const std::vector<Judgment>& judgments, std::uint32_t* count);

// One query of RankGrades: its grades rank by rank and which ranks tie with the one before.
struct RankedQueryGrades {
    const std::int8_t* grades = nullptr;      // kRankUnjudged: no label
    const std::uint64_t* tiedBits = nullptr;  // bit i: score of rank i == score of rank i - 1
    std::size_t size = 0;                     // ranked docs
    // The query's labels counted per grade (kLabelBuckets), or null: labels counted afresh.
    const std::uint32_t* labelCounts = nullptr;
};

// An ordered run's labels in RANK order, one byte per ranked doc, and its ties one bit per
// rank: a definition change (gain, ideal, threshold, k) streams these compact arrays instead of
// the 24-byte ranked rows and a 4-byte table by inputPos (core::EvalOptions::rankGrades).
// Valid for the run in the order it had when built (`order`).
struct RankGrades {
    static constexpr std::int8_t kRankUnjudged = -128;  // labels are -127..127
    // Where each query's grades and words are, and its labels counted: the same for every
    // order of one run's docs, so another order's grades share it.
    struct Layout {
        std::vector<std::size_t> offsets;     // per run query: first grade; last = end
        std::vector<std::size_t> bitOffsets;  // per run query: first word
        // Per run query, kLabelBuckets counts of its labels in the qrels (all 0 without
        // labels): the label counts and ideal grades of every definition, without reading the
        // labels again.
        std::vector<std::uint32_t> labelCounts;
        // Per run query: 1 when, in the order the grades were looked up in, its scores never
        // rise and none is NaN (its groups of equal scores are then where the tie bits say).
        std::vector<std::uint8_t> scoresDescend;
    };
    TiePolicy order = TiePolicy::TrecEval;
    std::vector<std::int8_t> grades;  // every query's, back to back
    // Every query's words, back to back: shared with another order's grades when its groups
    // of equal scores are at the same ranks (input order read from trec_eval's).
    std::shared_ptr<const std::vector<std::uint64_t>> tiedBits =
        std::make_shared<const std::vector<std::uint64_t>>();
    std::shared_ptr<const Layout> layout = std::make_shared<const Layout>();

    std::size_t queries() const {
        return layout->bitOffsets.empty() ? 0 : layout->bitOffsets.size() - 1;
    }
    RankedQueryGrades query(std::size_t q) const {
        const Layout& l = *layout;
        return {grades.data() + l.offsets[q], tiedBits->data() + l.bitOffsets[q],
                l.offsets[q + 1] - l.offsets[q], l.labelCounts.data() + q * kLabelBuckets};
    }
};

// An ordered run's rank grades built one query at a time, from any threads, as a load puts each
// query of a run just read in its final order (while its docs are in cache): the RankGrades
// lookUpRankGrades gives. The run's queries and their sizes must not change while it is built.
class RankGradesBuilder {
  public:
    RankGradesBuilder(const Run& run, const Qrels& qrels);  // both kept by reference
    RankGradesBuilder(const Run&, Qrels&&) = delete;
    RankGradesBuilder(const RankGradesBuilder&) = delete;
    RankGradesBuilder& operator=(const RankGradesBuilder&) = delete;
    // Looks up query i's labels rank by rank in its present order (which must be its final
    // one), once per query; queries on different threads at once.
    void fill(std::size_t i);
    // The grades once every query is filled and the run is ordered; null when a label is outside
    // -127..127 or the run is not ordered. Once.
    std::shared_ptr<RankGrades> finish();

  private:
    const Run& run_;
    const Qrels& qrels_;
    const ItemNames* names_;
    RankGrades out_;
    std::shared_ptr<std::vector<std::uint64_t>> bits_;
    std::shared_ptr<RankGrades::Layout> layout_;
    std::atomic<bool> fits_{true};
};

// The labels of every ranked doc of an ordered run, rank by rank, looked up in qrels on
// `threads` threads (0 = all cores). False (out cleared) when a label is outside -127..127 (the
// caller keeps lookUpGrades) or the run is not ordered.
bool lookUpRankGrades(const Run& run, const Qrels& qrels, RankGrades& out, unsigned threads = 0);

// The rank grades of `source` read in `ties` order (core::queryInOrder), from its rank grades
// in its own order (whose layout they share): no docid is looked up again and the run is not
// copied or changed.
RankGrades reorderRankGrades(const Run& source, const RankGrades& ranks, TiePolicy ties);

// The table by inputPos (as lookUpGrades gives) of any order of `ordered`'s docs, from its rank
// grades: no docid is looked up again.
RunGrades gradesByInputPos(const Run& ordered, const RankGrades& ranks);

}  // namespace ranklens::core
