#pragma once
// The labels of every run's docs, looked up once per (run, label set) and kept while both are
// alive, so a definition change (gain, ideal, threshold, k, ties...) re-runs only the measure
// kernels: no docid is hashed again. Shared by the evaluation jobs; thread-safe.
#include <memory>
#include <mutex>
#include <vector>

#include "core/judged/run_grades.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::ui {

class GradeCache {
  public:
    // The grades of run's docs under labels by inputPos, any tie order (computed now when not
    // cached; from the run's rank grades when those are cached).
    std::shared_ptr<const core::RunGrades> get(const std::shared_ptr<core::Run>& run,
                                               const std::shared_ptr<const core::Qrels>& labels);
    // The labels of run's docs rank by rank when the run is read in `ties` order
    // (core::queryInOrder), one byte per ranked doc (computed now when not cached); null when a
    // label does not fit a byte (then get() is the way). Kept: the run's own order and the last
    // other order asked for.
    std::shared_ptr<const core::RankGrades> ranks(const std::shared_ptr<core::Run>& run,
                                                  const std::shared_ptr<const core::Qrels>& labels,
                                                  core::TiePolicy ties);

    // Takes ranks as run's rank grades under labels in the run's own order (looked up by the
    // load as it ordered the run: ProjectData::rankGrades) unless they are known already.
    void seed(const std::shared_ptr<core::Run>& run,
              const std::shared_ptr<const core::Qrels>& labels,
              std::shared_ptr<const core::RankGrades> ranks);

  private:
    struct Entry {
        std::weak_ptr<core::Run> run;
        std::weak_ptr<const core::Qrels> labels;
        std::shared_ptr<const core::RunGrades> grades;  // null until asked for
        std::shared_ptr<const core::RankGrades> ranks;  // null until asked for (or no fit)
        bool ranksTried = false;
        std::shared_ptr<const core::RankGrades> otherRanks;  // the last other tie order's
    };
    // The entry of (source, labels), created when absent. Call with mutex_ held.
    Entry& entry(const std::shared_ptr<core::Run>& source,
                 const std::shared_ptr<const core::Qrels>& labels);
    std::shared_ptr<const core::RankGrades> sourceRanks(
        const std::shared_ptr<core::Run>& source, const std::shared_ptr<const core::Qrels>& labels);
    std::mutex mutex_;
    std::vector<Entry> entries_;
};

}  // namespace ranklens::ui
