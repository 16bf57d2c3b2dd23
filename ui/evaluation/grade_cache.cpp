#include "ui/evaluation/grade_cache.h"

#include <algorithm>
#include "core/order/order_query.h"

namespace ranklens::ui {

GradeCache::Entry& GradeCache::entry(const std::shared_ptr<core::Run>& source,
                                     const std::shared_ptr<const core::Qrels>& labels) {
    // Entries whose run or labels are gone can never match again: free them.
    std::erase_if(entries_, [](const Entry& e) { return e.run.expired() || e.labels.expired(); });
    for (auto& e : entries_)
        if (e.run.lock() == source && e.labels.lock() == labels) return e;
    return entries_.emplace_back(Entry{source, labels, nullptr, nullptr, false, nullptr});
}

std::shared_ptr<const core::RunGrades> GradeCache::get(
    const std::shared_ptr<core::Run>& run, const std::shared_ptr<const core::Qrels>& labels) {
    std::shared_ptr<const core::RankGrades> ranks;
    {
        std::lock_guard lock(mutex_);
        const Entry& e = entry(run, labels);
        if (e.grades) return e.grades;
        ranks = e.ranks;
    }
    auto grades = std::make_shared<const core::RunGrades>(
        ranks ? core::gradesByInputPos(*run, *ranks) : core::lookUpGrades(*run, *labels));
    std::lock_guard lock(mutex_);
    Entry& e = entry(run, labels);
    if (!e.grades) e.grades = grades;
    return e.grades;
}

std::shared_ptr<const core::RankGrades> GradeCache::ranks(
    const std::shared_ptr<core::Run>& run, const std::shared_ptr<const core::Qrels>& labels,
    core::TiePolicy ties) {
    auto ranks = sourceRanks(run, labels);
    if (!ranks || core::sameOrder(ranks->order, ties)) return ranks;
    {
        std::lock_guard lock(mutex_);
        const Entry& e = entry(run, labels);
        if (e.otherRanks && core::sameOrder(e.otherRanks->order, ties)) return e.otherRanks;
    }
    auto other =
        std::make_shared<const core::RankGrades>(core::reorderRankGrades(*run, *ranks, ties));
    std::lock_guard lock(mutex_);
    entry(run, labels).otherRanks = other;  // replaces the order before
    return other;
}

void GradeCache::seed(const std::shared_ptr<core::Run>& run,
                      const std::shared_ptr<const core::Qrels>& labels,
                      std::shared_ptr<const core::RankGrades> ranks) {
    if (!run || !labels || !ranks || !run->isOrdered() || ranks->order != run->orderedBy() ||
        ranks->queries() != run->queries().size())
        return;
    std::lock_guard lock(mutex_);
    Entry& e = entry(run, labels);
    if (e.ranksTried) return;
    e.ranks = std::move(ranks);
    e.ranksTried = true;
}

std::shared_ptr<const core::RankGrades> GradeCache::sourceRanks(
    const std::shared_ptr<core::Run>& source, const std::shared_ptr<const core::Qrels>& labels) {
    {
        std::lock_guard lock(mutex_);
        const Entry& e = entry(source, labels);
        if (e.ranksTried) return e.ranks;
    }
    auto ranks = std::make_shared<core::RankGrades>();
    if (!core::lookUpRankGrades(*source, *labels, *ranks)) ranks.reset();
    std::lock_guard lock(mutex_);
    Entry& e = entry(source, labels);
    if (!e.ranksTried) {
        e.ranks = std::move(ranks);
        e.ranksTried = true;
    }
    return e.ranks;
}

}  // namespace ranklens::ui
