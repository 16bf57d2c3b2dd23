#include "core/teaching/lessons.h"

#include <cmath>
#include <limits>

#include "core/judged/judged_ranking.h"
#include "core/teaching/explain.h"
#include "core/teaching/lessons_beyond.h"
#include "core/teaching/lessons_labels.h"
#include "core/teaching/lessons_statistics.h"
#include "core/translate_noop.h"

namespace ranklens::core::teaching {

namespace {

EvalConfig config(GainKind gain, IdealOrder ideal) {
    EvalConfig c;
    c.gain = gain;
    c.ideal = ideal;
    return c;
}

using Q = LessonQuantity;

// Issue 18: clicks carry position bias; inverse propensity weights undo it; then the demo's
// click log, exposure, leak and online results in the "Clicks and online results" window.
void addPositionBiasLesson(std::vector<Lesson>& v) {
    v.push_back(
        {static_cast<int>(v.size()) + 1,
         RL_TRANSLATE_NOOP("Lessons", "Clicks are not grades: position bias"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "The old system showed five items; the ones at positions 1, 2 and 4 are equally "
             "relevant. Users look at position p with probability 1/p and click what they look "
             "at if it is relevant, so the three click-through rates are 1, 0.5 and 0.25. What "
             "are P@5 and R@5 under the true grades?"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "With raw clicks as gains P@5 is (1 + 0.5 + 0.25) / 5 = 0.35 and the item at "
             "position 4 looks four times worse than the one on top. Inverse propensity scoring "
             "divides each click by 1/p: 1·1, 0.5·2, 0.25·4 = 1 each, so P@5 = 0.6 as the "
             "grades say. On the demo, open View ▸ Clicks and Online Results: raw clicks and IPS "
             "side by side (η and clip stated), both meanings of an unshown item, new_model's "
             "leak warning (trained until 2024-05-07), and which offline metric agrees with the "
             "online ctr_delta."),
         config(GainKind::Linear, IdealOrder::Labels),
         5,
         {{RL_TRANSLATE_NOOP("Lessons", "True grades of the shown list"), {1, 1, 0, 1, 0}, 0}},
         {{Q::Precision, 0, 5, 0.6, 1}, {Q::Recall, 0, 5, 1.0, 1}}});
}

std::vector<Lesson> build() {
    const EvalConfig linear = config(GainKind::Linear, IdealOrder::Labels);
    std::vector<Lesson> v;
    v.push_back({1,
                 RL_TRANSLATE_NOOP("Lessons", "Precision and recall at 10"),
                 RL_TRANSLATE_NOOP(
                     "Lessons",
                     "Relevant items sit at ranks 1, 3, 4, 7 and 9 of the 10 returned; the user "
                     "has 20 relevant items in all. What are P@10 and R@10?"),
                 RL_TRANSLATE_NOOP(
                     "Lessons",
                     "P@10 divides the 5 hits by k = 10; R@10 divides them by all 20 relevant "
                     "items, 15 of which the list never showed. Moving a hit within the top 10 "
                     "changes neither number; moving it below rank 10 changes both."),
                 linear,
                 10,
                 {{RL_TRANSLATE_NOOP("Lessons", "Query"), {1, 0, 1, 1, 0, 0, 1, 0, 1, 0}, 15}},
                 {{Q::Precision, 0, 10, 0.5, 1}, {Q::Recall, 0, 10, 0.25, 2}}});
    v.push_back(
        {2,
         RL_TRANSLATE_NOOP("Lessons", "NDCG with exponential gain, ideal from the list"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "Grades [3, 2, 0, 3, 1], exponential gain 2^grade − 1, the ideal order made "
             "by re-sorting the returned items. What are DCG@5, IDCG@5 and NDCG@5?"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "The second grade-3 item at rank 4 earns 7 / log2(5) = 3.015 instead of the "
             "4.417 it would earn at rank 2. Drag it to rank 2 and the miss to the "
             "bottom: the list becomes the ideal one and NDCG reaches 1."),
         config(GainKind::Exponential, IdealOrder::Retrieved),
         5,
         {{RL_TRANSLATE_NOOP("Lessons", "Query"), {3, 2, 0, 3, 1}, 0}},
         {{Q::Dcg, 0, 5, 12.294, 3}, {Q::Idcg, 0, 5, 13.347, 3}, {Q::Ndcg, 0, 5, 0.921, 3}}});
    v.push_back({3,
                 RL_TRANSLATE_NOOP("Lessons", "NDCG when the relevant items are exactly these"),
                 RL_TRANSLATE_NOOP(
                     "Lessons",
                     "Grades [3, 0, 2, 0, 1], exponential gain; the user's relevant items are "
                     "exactly these three. What are DCG@5, IDCG@5 and NDCG@5?"),
                 RL_TRANSLATE_NOOP(
                     "Lessons",
                     "The ideal order is [3, 2, 1, 0, 0]: the two misses belong at the bottom. "
                     "Only the ranks of the grade-2 and grade-1 items cost anything here."),
                 config(GainKind::Exponential, IdealOrder::Labels),
                 5,
                 {{RL_TRANSLATE_NOOP("Lessons", "Query"), {3, 0, 2, 0, 1}, 0}},
                 {{Q::Dcg, 0, 5, 8.887, 3}, {Q::Idcg, 0, 5, 9.393, 3}, {Q::Ndcg, 0, 5, 0.946, 3}}});
    v.push_back({4,
                 RL_TRANSLATE_NOOP("Lessons", "NDCG with linear gain"),
                 RL_TRANSLATE_NOOP(
                     "Lessons",
                     "Grades [3, 2, 0, 1], linear gain (gain = grade, as trec_eval). What are "
                     "DCG@4, IDCG@4 and NDCG@4?"),
                 RL_TRANSLATE_NOOP(
                     "Lessons",
                     "One swap away from ideal costs little: the grade-1 item at rank 4 instead "
                     "of rank 3 loses 1/log2(4) − 1/log2(5) = 0.069 of DCG."),
                 linear,
                 4,
                 {{RL_TRANSLATE_NOOP("Lessons", "Query"), {3, 2, 0, 1}, 0}},
                 {{Q::Dcg, 0, 4, 4.693, 3}, {Q::Idcg, 0, 4, 4.762, 3}, {Q::Ndcg, 0, 4, 0.985, 3}}});
    v.push_back({5,
                 RL_TRANSLATE_NOOP("Lessons", "Mean reciprocal rank over three queries"),
                 RL_TRANSLATE_NOOP(
                     "Lessons",
                     "The first relevant item is at rank 2, 1 and 4 for three queries. What is "
                     "the MRR?"),
                 RL_TRANSLATE_NOOP(
                     "Lessons",
                     "RR is 1/2, 1/1 and 1/4; their mean is 1.75 / 3 = 0.583. Only the first hit "
                     "counts: everything after it is invisible to RR."),
                 linear,
                 4,
                 {{RL_TRANSLATE_NOOP("Lessons", "Query A"), {0, 1}, 0},
                  {RL_TRANSLATE_NOOP("Lessons", "Query B"), {1}, 0},
                  {RL_TRANSLATE_NOOP("Lessons", "Query C"), {0, 0, 0, 1}, 0}},
                 {{Q::MeanRr, 0, 0, 0.583, 3}}});
    v.push_back({6,
                 RL_TRANSLATE_NOOP("Lessons", "Five returned, three relevant, ten in all"),
                 RL_TRANSLATE_NOOP(
                     "Lessons",
                     "5 items returned, 3 of them relevant, 10 relevant in all. What are P@5 and "
                     "R@5?"),
                 RL_TRANSLATE_NOOP(
                     "Lessons",
                     "P@5 = 3/5: the share of the screen that is useful. R@5 = 3/10: the share of "
                     "what the user wanted that was found. Neither depends on the order inside "
                     "the top 5."),
                 linear,
                 5,
                 {{RL_TRANSLATE_NOOP("Lessons", "Query"), {1, 0, 1, 0, 1}, 7}},
                 {{Q::Precision, 0, 5, 0.6, 1}, {Q::Recall, 0, 5, 0.3, 1}}});
    v.push_back(
        {7,
         RL_TRANSLATE_NOOP("Lessons", "One user's favourites: recall depends on k"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "One user has 20 favourites; 10 items are shown and 6 are hits. What are "
             "P@10 and R@10? And R@1?"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "With k = 1 recall can be at most 1/20 = 0.05 however good the first item "
             "is: recall at small k is bounded by k / R. Choose k for the screen the "
             "user really sees."),
         linear,
         10,
         {{RL_TRANSLATE_NOOP("Lessons", "User"), {1, 1, 0, 1, 0, 1, 0, 1, 0, 1}, 14}},
         {{Q::Precision, 0, 10, 0.6, 1}, {Q::Recall, 0, 10, 0.3, 1}, {Q::Recall, 0, 1, 0.05, 2}}});
    v.push_back(
        {8,
         RL_TRANSLATE_NOOP("Lessons", "F1 punishes imbalance"),
         RL_TRANSLATE_NOOP("Lessons",
                           "P = 0.9 with R = 0.1, against P = R = 0.5. What is F1 in each case?"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "The harmonic mean sits near the smaller of the two: 2·0.9·0.1 / 1.0 = 0.18, "
             "far below the arithmetic mean 0.5. Query A: 9 hits in the top 10 of 90 "
             "relevant; query B: 5 hits of 10 relevant."),
         linear,
         10,
         {{RL_TRANSLATE_NOOP("Lessons", "Query A (P 0.9, R 0.1)"),
           {1, 1, 1, 1, 1, 1, 1, 1, 1, 0},
           81},
          {RL_TRANSLATE_NOOP("Lessons", "Query B (P 0.5, R 0.5)"),
           {1, 0, 1, 0, 1, 0, 1, 0, 1, 0},
           5}},
         {{Q::F1, 0, 10, 0.18, 2},
          {Q::Precision, 0, 10, 0.9, 1},
          {Q::Recall, 0, 10, 0.1, 1},
          {Q::F1, 1, 10, 0.5, 1}}});
    v.push_back(
        {9,
         RL_TRANSLATE_NOOP("Lessons", "How much a rank is worth"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "How much does an item at rank 2, 4 or 10 count against rank 1 under the "
             "log2 discount? And what gain do grades 1, 2, 3 get with exponential gain?"),
         RL_TRANSLATE_NOOP(
             "Lessons",
             "The discount 1/log2(i + 1) falls fast at the top and slowly after: rank 2 "
             "weighs 0.63, rank 4 0.43, rank 10 0.29. Exponential gain 2^grade − 1 makes "
             "a grade 3 worth 7 grade-1 items."),
         config(GainKind::Exponential, IdealOrder::Labels),
         10,
         {{RL_TRANSLATE_NOOP("Lessons", "Ten items of grade 1"), {1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, 0},
          {RL_TRANSLATE_NOOP("Lessons", "Grades 1, 2, 3"), {1, 2, 3}, 0}},
         {{Q::Discount, 0, 2, 0.63, 2},
          {Q::Discount, 0, 4, 0.43, 2},
          {Q::Discount, 0, 10, 0.29, 2},
          {Q::Gain, 1, 1, 1.0, 0},
          {Q::Gain, 1, 2, 3.0, 0},
          {Q::Gain, 1, 3, 7.0, 0}}});
    addPositionBiasLesson(v);
    addBeyondAccuracyLesson(v);
    addLabelsVerdictLesson(v);
    addStatisticsLessons(v);
    return v;
}

#undef LT

}  // namespace

std::vector<std::int32_t> LessonList::allLabels() const {
    std::vector<std::int32_t> labels;
    for (std::int32_t g : grades)
        if (g != kUnjudged) labels.push_back(g);
    labels.insert(labels.end(), static_cast<std::size_t>(unretrievedRelevant), 1);
    return labels;
}

std::span<const Lesson> lessons() {
    static const std::vector<Lesson> all = build();
    return all;
}

double lessonValue(const Lesson& lesson, const std::vector<std::vector<std::int32_t>>& lists,
                   const LessonExpectation& what, const std::vector<std::vector<int>>& orders) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    auto labelsOf = [&](std::size_t i) {
        std::vector<std::int32_t> labels;
        for (std::int32_t g : lists[i])
            if (g != kUnjudged) labels.push_back(g);
        labels.insert(labels.end(), static_cast<std::size_t>(lesson.lists[i].unretrievedRelevant),
                      1);
        return labels;
    };
    if (lists.size() != lesson.lists.size()) return nan;
    switch (what.quantity) {
        case LessonQuantity::MeanRr: {
            if (lists.empty()) return nan;
            double sum = 0.0;
            for (std::size_t i = 0; i < lists.size(); ++i) {
                const int all = std::max<int>(1, static_cast<int>(lists[i].size()));
                sum += explain(lists[i], labelsOf(i), lesson.cfg, all).rr;
            }
            return sum / static_cast<double>(lists.size());
        }
        case LessonQuantity::Discount:
            return discountAt(what.k);
        case LessonQuantity::Gain:
            return lesson.cfg.gainOf(what.k);
        case LessonQuantity::Statistic:
            return statisticsLessonValue(lesson, lists, what);
        case LessonQuantity::Ild:
        case LessonQuantity::CatCov:
        case LessonQuantity::Novelty:
        case LessonQuantity::Arp: {
            const auto i = static_cast<std::size_t>(what.list);
            if (what.list >= 0 && i < orders.size())
                return beyondLessonValue(lesson, orders[i], what);
            std::vector<int> own(
                what.list >= 0 && i < lesson.lists.size() ? lesson.lists[i].grades.size() : 0);
            for (std::size_t j = 0; j < own.size(); ++j) own[j] = static_cast<int>(j);
            return beyondLessonValue(lesson, own, what);
        }
        default:
            break;
    }
    if (what.list < 0 || static_cast<std::size_t>(what.list) >= lists.size()) return nan;
    const auto i = static_cast<std::size_t>(what.list);
    const Explanation e = explain(lists[i], labelsOf(i), lesson.cfg, what.k);
    switch (what.quantity) {
        case LessonQuantity::Precision:
            return e.precision;
        case LessonQuantity::Recall:
            return e.recall;
        case LessonQuantity::F1:
            return e.f1;
        case LessonQuantity::Dcg:
            return e.dcg;
        case LessonQuantity::Idcg:
            return e.idcg;
        case LessonQuantity::Ndcg:
            return e.ndcg;
        default:
            return nan;
    }
}

}  // namespace ranklens::core::teaching
