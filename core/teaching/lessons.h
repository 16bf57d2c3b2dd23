#pragma once
// The worked examples of SPEC.md as lessons: each one a question, one or more ranked lists of
// grades (with the labelled items the list did not return), the definitions in force, the
// cut-off k, and the values SPEC.md prints — which the step-by-step computation
// (core/teaching/explain.h) must reproduce to the printed decimals. Texts are English and
// marked with RL_TRANSLATE_NOOP("Lessons", ...); show them through
// QCoreApplication::translate("Lessons", text).
#include <cstdint>
#include <span>
#include <vector>

#include "core/eval_config.h"

namespace ranklens::core::teaching {

// One ranked list of a lesson (one query).
struct LessonList {
    const char* name;                  // e.g. "Query A"
    std::vector<std::int32_t> grades;  // rank order, rank 1 first
    int unretrievedRelevant = 0;       // relevant items (grade 1) the list did not return
    // Beyond-accuracy lessons only (empty otherwise): per returned item, in the lesson's order,
    // its category (English, marked for translation) and its popularity (interactions).
    std::vector<const char*> categories = {};
    std::vector<double> popularity = {};
    // All labels of the query: the returned grades + unretrievedRelevant items of grade 1.
    std::vector<std::int32_t> allLabels() const;
};

// A quantity a lesson checks.
enum class LessonQuantity {
    Precision,  // P@k of list `list`
    Recall,     // R@k
    F1,         // F1@k
    Dcg,        // DCG@k
    Idcg,       // IDCG@k
    Ndcg,       // NDCG@k
    MeanRr,     // mean of RR over all lists of the lesson (MRR), RR without cut-off
    Discount,   // 1/log2(k+1), the weight of rank k relative to rank 1 (k = the rank)
    Gain,       // the gain of grade k under the lesson's gain setting (k = the grade)
    // Beyond accuracy (core/beyond/beyond_accuracy.h) of list `list` at k; the catalogue is every
    // item of the lesson's lists, popularity counted over Lesson::popularityUsers users.
    Ild,      // intra-list diversity: share of item pairs in the top k of different categories
    CatCov,   // category coverage: categories in the top k / categories in the catalogue
    Novelty,  // mean self-information -log2(popularity / users) of the top k
    Arp,      // average popularity of the top k
    // Statistics lessons (lessons_statistics.h): k names the LessonStatistic, list the system
    // or the pair of systems it is about.
    Statistic,
};

// A value printed in SPEC.md, with the decimals it is printed to.
struct LessonExpectation {
    LessonQuantity quantity;
    int list;  // index into Lesson::lists (ignored for MeanRr, Discount, Gain)
    int k;     // cut-off; for Discount the rank, for Gain the grade
    double value;
    int decimals;
};

struct Lesson {
    int number;            // the example's number in SPEC.md (1-based)
    const char* title;     // short, for the lesson list
    const char* question;  // what the lesson asks
    const char* takeaway;  // what to notice, and what to try (move an item, change a grade)
    EvalConfig cfg;        // gain / ideal settings of the example
    int k;                 // the cut-off the example is computed at
    std::vector<LessonList> lists;
    std::vector<LessonExpectation> expected;
    double popularityUsers = 0;  // N of novelty (beyond-accuracy lessons)
    // Statistics lessons: the lists are `queries` queries of system A, then the same queries of
    // B (and C), each query scored by P@k; targetDelta is the difference "how many queries"
    // asks about. 0 in the other lessons.
    int queries = 0;
    double targetDelta = 0;
};

// The nine worked examples, in SPEC.md order, then the appended lessons (position bias,
// accuracy is not the whole story).
std::span<const Lesson> lessons();

// Computes a quantity of a lesson from its (possibly edited) lists with explain(); `lists`
// has the lesson's shape (one grade vector per list). Unknown list index: NaN.
// The beyond-accuracy quantities follow the items, not the grades: `orders` gives per list
// the items in their current order (indices into the lesson list, rank 1 first); empty =
// the lesson's own order.
double lessonValue(const Lesson& lesson, const std::vector<std::vector<std::int32_t>>& lists,
                   const LessonExpectation& what, const std::vector<std::vector<int>>& orders = {});

}  // namespace ranklens::core::teaching
