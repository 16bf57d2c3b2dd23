#include "core/teaching/lessons.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/base/translate_noop.h"
#include "core/judged/judged_ranking.h"
#include "core/teaching/explain.h"
#include "core/teaching/lessons_beyond.h"
#include "core/teaching/lessons_labels.h"
#include "core/teaching/lessons_ramp.h"
#include "core/teaching/lessons_statistics.h"

namespace ranklens::core::teaching {

namespace {

using Q = LessonQuantity;

// Issue 18: clicks carry position bias; inverse propensity weights undo it; then the demo's
// click log, exposure, leak and online results in the "Clicks and online results" window.
void addPositionBiasLesson(std::vector<Lesson>& v) {
    v.push_back(
        {.number = static_cast<int>(v.size()) + 1,
         .title = RL_TRANSLATE_NOOP("Lessons", "Clicks are not grades: position bias"),
         .question = RL_TRANSLATE_NOOP(
             "Lessons",
             "The old system showed five items; the ones at positions 1, 2 and 4 are equally "
             "relevant. Users look at position p with probability 1/p and click what they look "
             "at if it is relevant, so the three click-through rates are 1, 0.5 and 0.25. What "
             "are P@5 and R@5 under the true grades? What do the clicks say once IPS weights "
             "them?"),
         .takeaway = RL_TRANSLATE_NOOP(
             "Lessons",
             "With raw clicks as gains P@5 would be (1 + 0.5 + 0.25) / 5 = 0.35, and the item at "
             "position 4 would look four times worse than the one on top, though it is just as "
             "relevant. IPS weights each click by 1 / propensity: 1 × 1, 0.5 × 2, 0.25 × 4 = 1 "
             "each, so P@5 = 3/5 = 0.6, as the true grades say. On the demo project, View ▸ "
             "Clicks and Online Results shows raw clicks and IPS side by side with the settings "
             "used, both readings of an item that was never shown, the warning that new_model "
             "was trained on clicks collected until 2024-05-07, and which offline measure agrees "
             "with the change in clicks measured online."),
         .cfg = EvalConfig{},
         .k = 5,
         .lists = {{RL_TRANSLATE_NOOP("Lessons", "True grades of the shown list"),
                    {1, 1, 0, 1, 0},
                    0}},
         .expected = {{Q::Precision, 0, 5, 0.6, 1}, {Q::Recall, 0, 5, 1.0, 1}},
         .id = "clicks",
         .defines =
             {{"CTR", RL_TRANSLATE_NOOP("Lessons",
                                        "Click-through rate: of the times an item was shown, the "
                                        "share it was clicked. Example: shown 200 times, clicked "
                                        "50 times: 50/200 = 0.25.")},
              {"propensity", RL_TRANSLATE_NOOP("Lessons",
                                               "Propensity: the chance that a user looks at a "
                                               "position at all. Example: if only 1 user in 4 "
                                               "looks at position 4, its propensity is 1/4.")},
              {"IPS", RL_TRANSLATE_NOOP(
                          "Lessons",
                          "IPS (inverse propensity scoring): count each click as 1 / propensity "
                          "clicks, so a click where few users look counts more. Example: a "
                          "click at position 4, propensity 1/4, counts as 4 clicks.")}},
         .asks = {"CTR", "IPS"}});
}

std::vector<Lesson> build() {
    std::vector<Lesson> v;
    addPrecisionRecallLessons(v);
    addRankLessons(v);
    addGradedLessons(v);
    addTiesAndMeansLessons(v);
    addBeyondAccuracyLesson(v);
    addPositionBiasLesson(v);
    addLabelsVerdictLesson(v);
    addStatisticsLessons(v);
    for (std::size_t i = 0; i < v.size(); ++i) v[i].number = static_cast<int>(i) + 1;
    return v;
}

std::vector<std::int32_t> labelsOf(const Lesson& lesson,
                                   const std::vector<std::vector<std::int32_t>>& lists,
                                   std::size_t i) {
    std::vector<std::int32_t> labels;
    for (std::int32_t g : lists[i])
        if (g != kUnjudged) labels.push_back(g);
    labels.insert(labels.end(), static_cast<std::size_t>(lesson.lists[i].unretrievedRelevant), 1);
    return labels;
}

// A per-list quantity of list i (P, R, F1, AP, RR, DCG, IDCG, NDCG); NaN for another one.
double listValue(const Lesson& lesson, const std::vector<std::vector<std::int32_t>>& lists,
                 LessonQuantity q, std::size_t i, int k) {
    if (q == Q::Rr || q == Q::MeanRr)
        k = std::max<int>(1, static_cast<int>(lists[i].size()));  // RR without cut-off
    const Explanation e = explain(lists[i], labelsOf(lesson, lists, i), lesson.cfg, k);
    switch (q) {
        case Q::Precision:
            return e.precision;
        case Q::Recall:
            return e.recall;
        case Q::F1:
            return e.f1;
        case Q::Ap:
            return e.ap;
        case Q::Rr:
        case Q::MeanRr:
            return e.rr;
        case Q::Dcg:
            return e.dcg;
        case Q::Idcg:
            return e.idcg;
        case Q::Ndcg:
            return e.ndcg;
        default:
            return std::numeric_limits<double>::quiet_NaN();
    }
}

// The concepts one expected value needs defined first.
std::vector<std::string> conceptsOf(const LessonExpectation& x) {
    const bool mean = x.list == kAllLists;
    std::vector<std::string> c;
    switch (x.quantity) {
        case Q::Precision:
            c = {"P@k"};
            break;
        case Q::Recall:
            c = {"R@k"};
            break;
        case Q::F1:
            c = {"F1", "P@k", "R@k"};
            break;
        case Q::Ap:
            return mean ? std::vector<std::string>{"MAP", "AP"}
                        : std::vector<std::string>{"AP", "P@k"};
        case Q::Rr:
            return {"RR"};
        case Q::MeanRr:
            return {"MRR", "RR"};
        case Q::Dcg:
            c = {"DCG", "discount", "gain"};
            break;
        case Q::Idcg:
            c = {"IDCG", "DCG", "discount", "gain"};
            break;
        case Q::Ndcg:
            c = {"NDCG", "DCG", "IDCG", "discount", "gain"};
            break;
        case Q::Discount:
            return {"discount"};
        case Q::Gain:
            return {"gain"};
        case Q::Ild:
            return {"ILD"};
        case Q::CatCov:
            return {"CatCov"};
        case Q::Novelty:
            return {"novelty"};
        case Q::Arp:
            return {"ARP"};
        case Q::Statistic:  // the statistics lessons define their values on the question screen
            return {};      // (lessons_statistics.cpp), each with its glossary link
    }
    if (mean) c.push_back("mean over queries");
    return c;
}

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

int lessonNumber(std::string_view id) {
    if (id.empty()) return 0;
    for (const Lesson& l : lessons())
        if (id == l.id) return l.number;
    return 0;
}

std::vector<std::string> lessonAsks(const Lesson& lesson) {
    std::vector<std::string> asks;
    auto add = [&](const std::string& c) {
        if (std::find(asks.begin(), asks.end(), c) == asks.end()) asks.push_back(c);
    };
    for (const auto& x : lesson.expected)
        for (const auto& c : conceptsOf(x)) add(c);
    for (const char* c : lesson.asks) add(c);
    return asks;
}

double lessonValue(const Lesson& lesson, const std::vector<std::vector<std::int32_t>>& lists,
                   const LessonExpectation& what, const std::vector<std::vector<int>>& orders) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    if (lists.size() != lesson.lists.size()) return nan;
    switch (what.quantity) {
        case Q::Discount:
            return discountAt(what.k);
        case Q::Gain:
            return lesson.cfg.gainOf(what.k);
        case Q::Statistic:
            return statisticsLessonValue(lesson, lists, what);
        case Q::Ild:
        case Q::CatCov:
        case Q::Novelty:
        case Q::Arp: {
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
    if (what.quantity == Q::MeanRr || what.list == kAllLists) {  // the mean over the lists
        if (lists.empty()) return nan;
        double sum = 0.0;
        for (std::size_t i = 0; i < lists.size(); ++i)
            sum += listValue(lesson, lists, what.quantity, i, what.k);
        return sum / static_cast<double>(lists.size());
    }
    if (what.list < 0 || static_cast<std::size_t>(what.list) >= lists.size()) return nan;
    return listValue(lesson, lists, what.quantity, static_cast<std::size_t>(what.list), what.k);
}

}  // namespace ranklens::core::teaching
