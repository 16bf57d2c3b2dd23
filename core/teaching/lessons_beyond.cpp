#include "core/teaching/lessons_beyond.h"

#include <algorithm>
#include <limits>
#include <string>

#include "core/base/translate_noop.h"
#include "core/beyond/beyond_accuracy.h"

namespace ranklens::core::teaching {

namespace {

using Q = LessonQuantity;

// One query's items: a..e five best-selling shoes (a grade 3, b 2, c and d 1, e 0), f running
// socks (1), g a running watch (1), h a backpack (0). A = a b c d e, then f at rank 6;
// B = f a g h b. Popularity out of 1,024 users: powers of two, so every self-information is
// a whole number of bits.
const char* const kShoes = RL_TRANSLATE_NOOP("Lessons", "shoes");
const char* const kSocks = RL_TRANSLATE_NOOP("Lessons", "socks");
const char* const kWatch = RL_TRANSLATE_NOOP("Lessons", "watch");
const char* const kBackpack = RL_TRANSLATE_NOOP("Lessons", "backpack");

// "l<list>-<index>": an item's catalogue key; items of both lists are one catalogue by
// category (the same item may appear in both lists: its key then differs, its category not).
std::string keyOf(std::size_t list, int index) {
    return "l" + std::to_string(list) + "-" + std::to_string(index);
}

ItemCatalogue catalogueOf(const Lesson& l) {
    ItemCatalogue c;
    for (std::size_t i = 0; i < l.lists.size(); ++i) {
        const LessonList& list = l.lists[i];
        for (std::size_t j = 0; j < list.categories.size(); ++j)
            c.category[keyOf(i, static_cast<int>(j))] = list.categories[j];
        for (std::size_t j = 0; j < list.popularity.size(); ++j)
            c.popularity[keyOf(i, static_cast<int>(j))] = list.popularity[j];
    }
    c.popularityUsers = l.popularityUsers;
    return c;
}

// ILD, CatCov, novelty and ARP in learner words, each with a tiny example.
std::vector<LessonDefinition> beyondDefinitions() {
    return {{"ILD", RL_TRANSLATE_NOOP("Lessons",
                                      "ILD@k (intra-list diversity): of all pairs of items among "
                                      "the first k, the share whose categories differ. Example: "
                                      "shoes, shoes, socks make 3 pairs, 2 of them differ: ILD@3 "
                                      "= 2/3.")},
            {"CatCov", RL_TRANSLATE_NOOP(
                           "Lessons",
                           "CatCov@k (category coverage): the categories among the first k, out "
                           "of all categories in the catalogue (here every item of both lists: "
                           "shoes, socks, watch, backpack). Example: shoes and socks: 2/4 = "
                           "0.5.")},
            {"novelty",
             RL_TRANSLATE_NOOP("Lessons",
                               "Novelty@k: how unexpected the first k items are, in bits: the mean "
                               "of −log2(popularity / users). Example: an item 512 of 1,024 users "
                               "chose gives −log2(1/2) = 1 bit; one 128 chose, −log2(1/8) = 3 "
                               "bits.")},
            {"ARP", RL_TRANSLATE_NOOP("Lessons",
                                      "ARP@k (average popularity): the mean popularity of the "
                                      "first k items. Example: popularity 512 and 128 give ARP@2 "
                                      "= 320.")}};
}

}  // namespace

void addBeyondAccuracyLesson(std::vector<Lesson>& v) {
    Lesson l{
        .number = static_cast<int>(v.size()) + 1,
        .title = RL_TRANSLATE_NOOP("Lessons", "Accuracy is not the whole story"),
        .question = RL_TRANSLATE_NOOP(
            "Lessons",
            "A new user searches for trail running shoes. A shows five best-selling shoes; B "
            "mixes shoes with socks, a watch and a backpack. Popularity counts how many of "
            "1,024 users chose the item. The gain is the grade itself; A missed one relevant "
            "item and B two, each of grade 1. Which has the better NDCG@5? What do ILD@5, "
            "CatCov@5, Novelty@5 and ARP@5 say?"),
        .takeaway = RL_TRANSLATE_NOOP(
            "Lessons",
            "A wins on NDCG@5 (0.931 against 0.747) but is all shoes: ILD@5 = 0 and CatCov@5 = "
            "1/4 (one of four categories), against B's 9 of 10 differing pairs = 0.9 and 4/4 = "
            "1. A is also popular: ARP@5 = 1280 / 5 = 256, Novelty@5 = (1+2+2+3+3) / 5 = 2.2 "
            "bits, against 159.2 and 4.8. Drag A's socks (rank 6) above the grade-0 shoe: ILD@5 "
            "0.4 and NDCG@5 1. On the demo project, open Compare on the queries of new users "
            "only and add ILD@10, CatCov@10, Novelty@10 and ARP@10: new_model wins NDCG@10 "
            "overall, yet shows new users fewer categories and more popular items."),
        .cfg = EvalConfig{},
        .k = 5,
        .lists = {{RL_TRANSLATE_NOOP("Lessons", "A: best sellers"),
                   {3, 2, 1, 1, 0, 1},
                   1,
                   {kShoes, kShoes, kShoes, kShoes, kShoes, kSocks},
                   {512, 256, 256, 128, 128, 16}},
                  {RL_TRANSLATE_NOOP("Lessons", "B: mixed"),
                   {1, 3, 1, 0, 2},
                   2,
                   {kSocks, kShoes, kWatch, kBackpack, kShoes},
                   {16, 512, 8, 4, 256}}},
        .expected = {{Q::Ndcg, 0, 5, 0.931, 3},
                     {Q::Ndcg, 1, 5, 0.747, 3},
                     {Q::Ild, 0, 5, 0.0, 1},
                     {Q::Ild, 1, 5, 0.9, 1},
                     {Q::CatCov, 0, 5, 0.25, 2},
                     {Q::CatCov, 1, 5, 1.0, 2},
                     {Q::Novelty, 0, 5, 2.2, 1},
                     {Q::Novelty, 1, 5, 4.8, 1},
                     {Q::Arp, 0, 5, 256.0, 1},
                     {Q::Arp, 1, 5, 159.2, 1}},
        .popularityUsers = 1024.0,
        .id = "beyond-accuracy",
        .defines = beyondDefinitions()};
    v.push_back(std::move(l));
}

double beyondLessonValue(const Lesson& lesson, const std::vector<int>& order,
                         const LessonExpectation& what) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    if (what.list < 0 || static_cast<std::size_t>(what.list) >= lesson.lists.size()) return nan;
    const auto li = static_cast<std::size_t>(what.list);
    const LessonList& list = lesson.lists[li];
    if (list.categories.empty()) return nan;
    std::vector<std::string> top;
    for (int index : order) {
        if (static_cast<int>(top.size()) >= what.k) break;
        if (index >= 0 && static_cast<std::size_t>(index) < list.categories.size())
            top.push_back(keyOf(li, index));
    }
    const ItemCatalogue c = catalogueOf(lesson);
    switch (what.quantity) {
        case Q::Ild:
            return intraListDiversity(top, c);
        case Q::CatCov:
            return categoryCoverage(top, c);
        case Q::Novelty:
            return novelty(top, c);
        case Q::Arp:
            return averagePopularity(top, c);
        default:
            return nan;
    }
}

}  // namespace ranklens::core::teaching
