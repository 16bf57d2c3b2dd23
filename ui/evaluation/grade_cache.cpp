#include "ui/evaluation/grade_cache.h"

#include <algorithm>

namespace ranklens::ui {

std::shared_ptr<const core::RunGrades> GradeCache::get(
    const std::shared_ptr<core::Run>& source, const core::Run& run,
    const std::shared_ptr<const core::Qrels>& labels) {
    {
        std::lock_guard lock(mutex_);
        // Entries whose run or labels are gone can never match again: free them.
        std::erase_if(entries_,
                      [](const Entry& e) { return e.run.expired() || e.labels.expired(); });
        for (const auto& e : entries_)
            if (e.run.lock() == source && e.labels.lock() == labels) return e.grades;
    }
    auto grades = std::make_shared<const core::RunGrades>(core::lookUpGrades(run, *labels));
    std::lock_guard lock(mutex_);
    entries_.push_back({source, labels, grades});
    return grades;
}

}  // namespace ranklens::ui
