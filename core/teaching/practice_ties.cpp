#include "core/teaching/practice_ties.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <numeric>

#include "core/model/run.h"
#include "core/order/order_query.h"

namespace ranklens::core::teaching {

namespace {

std::vector<std::int32_t> gradesBy(const std::vector<PracticeScoredItem>& items,
                                   const std::vector<std::size_t>& order) {
    std::vector<std::int32_t> out;
    for (std::size_t i : order) out.push_back(items[i].grade);
    return out;
}

bool relevantInTopK(const std::vector<std::int32_t>& grades, const EvalConfig& cfg, int k) {
    for (int i = 0; i < k && i < static_cast<int>(grades.size()); ++i)
        if (cfg.isRelevant(grades[static_cast<std::size_t>(i)])) return true;
    return false;
}

}  // namespace

std::vector<std::size_t> tieOrder(const std::vector<PracticeScoredItem>& items, TiePolicy ties) {
    Run run;
    RunQuery& q = run.query("q");
    for (std::size_t i = 0; i < items.size(); ++i)
        q.docs.push_back(
            {items[i].score, run.storeString(items[i].docid), 0, static_cast<std::uint32_t>(i)});
    orderQuery(q, ties);
    std::vector<std::size_t> out;
    for (const RankedDoc& d : q.docs) out.push_back(d.inputPos);
    return out;
}

std::vector<std::int32_t> gradesInRankLensOrder(const std::vector<PracticeScoredItem>& items) {
    return gradesBy(items, tieOrder(items, TiePolicy::TrecEval));
}

std::vector<std::int32_t> gradesTiesAscending(const std::vector<PracticeScoredItem>& items) {
    std::vector<std::size_t> order(items.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (items[a].score != items[b].score) return items[a].score > items[b].score;
        return std::strcmp(items[a].docid.c_str(), items[b].docid.c_str()) < 0;
    });
    return gradesBy(items, order);
}

std::vector<std::int32_t> gradesTiesAsListed(const std::vector<PracticeScoredItem>& items) {
    return gradesBy(items, tieOrder(items, TiePolicy::InputOrder));
}

PracticeList drawTiedList(std::mt19937& rng, bool graded, int n, int k, const EvalConfig& cfg,
                          PracticeMeasure m) {
    PracticeList best;
    for (int attempt = 0; attempt < 200; ++attempt) {
        PracticeList l;
        std::vector<int> ids(12);
        std::iota(ids.begin(), ids.end(), 1);
        for (int i = 11; i > 0; --i)
            std::swap(ids[static_cast<std::size_t>(i)],
                      ids[static_cast<std::size_t>(drawInt(rng, 0, i))]);
        for (int i = 0; i < n; ++i)
            l.items.push_back({"D" + std::to_string(ids[static_cast<std::size_t>(i)]),
                               drawInt(rng, 5, 9) / 10.0,
                               graded ? drawInt(rng, 0, 3) : drawInt(rng, 0, 1)});
        l.grades = gradesInRankLensOrder(l.items);
        const int missing = drawInt(rng, 0, 2);
        for (int i = 0; i < missing; ++i)  // relevant by the exercise's threshold
            l.unreturned.push_back(graded ? drawInt(rng, std::max(1, cfg.relevanceThreshold), 3)
                                          : 1);
        if (!relevantInTopK(l.grades, cfg, k)) continue;
        best = l;
        PracticeList other = l;
        other.grades = gradesTiesAscending(l.items);
        if (std::abs(engineValue(l, cfg, m, k) - engineValue(other, cfg, m, k)) > 0.01) break;
    }
    return best;
}

std::string scoreText(double score) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", score);
    return buf;
}

}  // namespace ranklens::core::teaching
