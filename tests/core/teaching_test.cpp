// The teaching layer (core/teaching): every lesson reproduces the values SPEC.md prints, the
// step-by-step explanation agrees with the engine's measure registry, and the glossary covers
// the registry's measures.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>

#include "core/measures/measure.h"
#include "core/teaching/explain.h"
#include "core/teaching/glossary.h"
#include "core/teaching/lessons.h"
#include "tests/core/lesson_numbers.h"
#include "tests/core/test_util.h"

namespace ranklens::core::teaching {
namespace {

using lesson_test::gradesOf;
using lesson_test::printed;

// The ramp of issue 48: P@k and R@k, F1, AP and MAP, RR and MRR, the discount, gains, NDCG,
// ties, several queries, beyond accuracy, clicks; then the appended lessons. All numbered in
// order, each findable by its stable id.
TEST(Lessons, TheRampInOrder) {
    const std::vector<std::string> ramp = {"precision-recall",
                                           "five-returned",
                                           "recall-depends-on-k",
                                           "f1",
                                           "ap-map",
                                           "mrr",
                                           "discount",
                                           "gain",
                                           "ndcg-linear",
                                           "ndcg-exponential",
                                           "ndcg-ideal-from-list",
                                           "ties",
                                           "several-queries",
                                           "beyond-accuracy",
                                           "clicks"};
    ASSERT_GE(lessons().size(), ramp.size());
    for (std::size_t i = 0; i < ramp.size(); ++i) {
        EXPECT_EQ(std::string(lessons()[i].id), ramp[i]) << i;
        EXPECT_EQ(lessonNumber(ramp[i]), static_cast<int>(i) + 1) << ramp[i];
    }
    EXPECT_EQ(lessonNumber("no-such-lesson"), 0);
    EXPECT_EQ(lessonNumber(""), 0);
    EXPECT_EQ(std::string(lessons()[14].title), "Clicks are not grades: position bias");
    EXPECT_EQ(std::string(lessons()[13].title), "Accuracy is not the whole story");
    // The nine SPEC.md examples are among them (example 9 in two halves).
    int fromSpec = 0;
    for (std::size_t i = 0; i < lessons().size(); ++i) {
        EXPECT_EQ(lessons()[i].number, static_cast<int>(i) + 1);
        EXPECT_FALSE(lessons()[i].lists.empty());
        EXPECT_FALSE(lessons()[i].expected.empty());
        fromSpec += lessons()[i].fromSpec;
    }
    EXPECT_EQ(fromSpec, 10);
}

// Walking the lessons in order, every concept a question asks for (its expected values' and
// its own) is defined on its lesson's first screen or an earlier lesson's: P@k and R@k on the
// very first one, NDCG only after the discount and gains.
TEST(Lessons, EveryQuantityIsDefinedBeforeItIsAsked) {
    std::vector<std::string> defined;
    for (const Lesson& l : lessons()) {
        for (const auto& d : l.defines) {
            EXPECT_GT(std::string(d.text).size(), 40u) << d.key;
            EXPECT_NE(std::string(d.text).find("Example"), std::string::npos) << d.key;
            defined.push_back(d.key);
        }
        for (const std::string& c : lessonAsks(l))
            EXPECT_NE(std::find(defined.begin(), defined.end(), c), defined.end())
                << "lesson " << l.number << " asks for " << c << " before it is defined";
    }
    const auto asks = lessonAsks(lessons()[lessonNumber("ndcg-linear") - 1]);
    for (const char* c : {"NDCG", "DCG", "IDCG", "discount", "gain"})
        EXPECT_NE(std::find(asks.begin(), asks.end(), c), asks.end()) << c;
    std::vector<std::string> first;
    for (const auto& d : lessons()[0].defines) first.push_back(d.key);
    EXPECT_EQ(first, (std::vector<std::string>{"P@k", "R@k"}));
}

// The new lessons by hand. AP: A relevant at 1 and 3 of R = 3: (1 + 2/3) / 3 = 5/9; B at 2 and
// 3 of R = 2: (1/2 + 2/3) / 2 = 7/12; MAP = 41/72. Ties: D9 before D10, grades [0, 1, 0, 1, 0]:
// P@2 = RR = 1/2. Several queries: P@3 1 and 0, R@3 1 and 0, means 1/2 (pooled recall 3/4).
TEST(Lessons, NewRampLessonsByHand) {
    using Q = LessonQuantity;
    const Lesson& ap = lessons()[lessonNumber("ap-map") - 1];
    EXPECT_NEAR(lessonValue(ap, gradesOf(ap), {Q::Ap, 0, 5, 0, 3}), 5.0 / 9, 1e-12);
    EXPECT_NEAR(lessonValue(ap, gradesOf(ap), {Q::Ap, 1, 5, 0, 3}), 7.0 / 12, 1e-12);
    EXPECT_NEAR(lessonValue(ap, gradesOf(ap), {Q::Ap, kAllLists, 5, 0, 3}), 41.0 / 72, 1e-12);
    const Lesson& ties = lessons()[lessonNumber("ties") - 1];
    EXPECT_EQ(ties.lists[0].grades, (std::vector<std::int32_t>{0, 1, 0, 1, 0}));
    EXPECT_EQ(std::string(ties.lists[0].docids[1]), "D9");
    EXPECT_DOUBLE_EQ(ties.lists[0].scores[1], ties.lists[0].scores[2]);
    EXPECT_DOUBLE_EQ(lessonValue(ties, gradesOf(ties), {Q::Rr, 0, 0, 0, 1}), 0.5);
    EXPECT_DOUBLE_EQ(lessonValue(ties, {{0, 0, 1, 1, 0}}, {Q::Rr, 0, 0, 0, 1}), 1.0 / 3);
    const Lesson& means = lessons()[lessonNumber("several-queries") - 1];
    EXPECT_DOUBLE_EQ(lessonValue(means, gradesOf(means), {Q::Recall, kAllLists, 3, 0, 1}), 0.5);
    EXPECT_DOUBLE_EQ(lessonValue(means, gradesOf(means), {Q::Precision, kAllLists, 3, 0, 1}), 0.5);
}

// The expected values are SPEC.md's printed numbers; the computation must round to them.
TEST(Lessons, EveryLessonReproducesTheSpecValuesToThePrintedDecimals) {
    for (const Lesson& l : lessons()) {
        for (const auto& x : l.expected) {
            const double v = lessonValue(l, gradesOf(l), x);
            EXPECT_EQ(printed(v, x.decimals), printed(x.value, x.decimals))
                << "lesson " << l.number << " quantity " << static_cast<int>(x.quantity) << " k "
                << x.k << " value " << v;
        }
    }
}

TEST(Lessons, EditedListChangesTheLessonValues) {
    const Lesson& l = lessons()[lessonNumber("ndcg-ideal-from-list") -
                                1];  // grades [3, 2, 0, 3, 1], exponential, retrieved ideal
    // Move the second grade 3 from rank 4 to rank 2: [3, 3, 2, 0, 1]. Hand-computed:
    // DCG = 7 + 7/log2 3 + 3/2 + 0 + 1/log2 6 = 13.30336, IDCG unchanged 13.34718.
    const std::vector<std::vector<std::int32_t>> moved = {{3, 3, 2, 0, 1}};
    EXPECT_NEAR(lessonValue(l, moved, {LessonQuantity::Dcg, 0, 5, 0, 3}), 13.303361, 1e-6);
    EXPECT_NEAR(lessonValue(l, moved, {LessonQuantity::Idcg, 0, 5, 0, 3}), 13.347185, 1e-6);
    EXPECT_NEAR(lessonValue(l, moved, {LessonQuantity::Ndcg, 0, 5, 0, 3}), 0.996717, 1e-6);
    // Wrong shape: NaN, no crash.
    EXPECT_TRUE(std::isnan(lessonValue(l, {}, {LessonQuantity::Dcg, 0, 5, 0, 3})));
    EXPECT_TRUE(std::isnan(lessonValue(l, moved, {LessonQuantity::Dcg, 3, 5, 0, 3})));
}

// Issue 13: "Accuracy is not the whole story". Hand-worked (popularity out of N = 1024 users,
// linear gain, the query's labels 3, 2, 1, 1, 1, 1):
//   A = shoes x5, grades [3, 2, 1, 1, 0], popularity 512, 256, 256, 128, 128 (then running
//       socks at rank 6, grade 1, popularity 16: outside the top 5)
//     NDCG@5 = (3 + 2/log2 3 + 1/2 + 1/log2 5) / (3 + 2/log2 3 + 1/2 + 1/log2 5 + 1/log2 6)
//            = 5.192536 / 5.579389 = 0.930664;  ILD = 0 (no pair differs); CatCov = 1/4;
//     novelty = (1 + 2 + 2 + 3 + 3) / 5 = 2.2 bits;  ARP = 1280 / 5 = 256.
//   B = socks, shoes, watch, backpack, shoes, grades [1, 3, 1, 0, 2], pop 16, 512, 8, 4, 256
//     NDCG@5 = (1 + 3/log2 3 + 1/2 + 0 + 2/log2 6) / 5.579389 = 4.166495 / 5.579389 = 0.746765;
//     ILD = 9 of 10 pairs differ (only shoes-shoes) = 0.9; CatCov = 4/4 = 1;
//     novelty = (6 + 1 + 7 + 8 + 2) / 5 = 4.8 bits;  ARP = 796 / 5 = 159.2.
TEST(Lessons, AccuracyIsNotTheWholeStoryByHand) {
    const Lesson* found = nullptr;
    for (const Lesson& l : lessons())
        if (std::string(l.title) == "Accuracy is not the whole story") found = &l;
    ASSERT_NE(found, nullptr);
    const Lesson& l = *found;
    const auto g = gradesOf(l);
    using Q = LessonQuantity;
    EXPECT_NEAR(lessonValue(l, g, {Q::Ndcg, 0, 5, 0, 3}), 0.930664, 1e-6);
    EXPECT_NEAR(lessonValue(l, g, {Q::Ndcg, 1, 5, 0, 3}), 0.746765, 1e-6);
    EXPECT_DOUBLE_EQ(lessonValue(l, g, {Q::Ild, 0, 5, 0, 1}), 0.0);
    EXPECT_DOUBLE_EQ(lessonValue(l, g, {Q::Ild, 1, 5, 0, 1}), 0.9);
    EXPECT_DOUBLE_EQ(lessonValue(l, g, {Q::CatCov, 0, 5, 0, 2}), 0.25);
    EXPECT_DOUBLE_EQ(lessonValue(l, g, {Q::CatCov, 1, 5, 0, 2}), 1.0);
    EXPECT_NEAR(lessonValue(l, g, {Q::Novelty, 0, 5, 0, 1}), 2.2, 1e-12);
    EXPECT_NEAR(lessonValue(l, g, {Q::Novelty, 1, 5, 0, 1}), 4.8, 1e-12);
    EXPECT_DOUBLE_EQ(lessonValue(l, g, {Q::Arp, 0, 5, 0, 1}), 256.0);
    EXPECT_NEAR(lessonValue(l, g, {Q::Arp, 1, 5, 0, 1}), 159.2, 1e-12);
    // The values follow the items: B's two shoes (items 2 and 5) moved to the top 2 give
    // ILD@2 = 0, CatCov@2 = 1/4, novelty@2 = (1 + 2) / 2 = 1.5, ARP@2 = (512 + 256) / 2 = 384;
    // B in its own order at k = 2 (socks 16, shoes 512): ILD 1, novelty (6 + 1) / 2 = 3.5.
    const std::vector<std::vector<int>> orders = {{0, 1, 2, 3, 4, 5}, {1, 4, 0, 2, 3}};
    EXPECT_DOUBLE_EQ(lessonValue(l, g, {Q::Ild, 1, 2, 0, 1}, orders), 0.0);
    EXPECT_DOUBLE_EQ(lessonValue(l, g, {Q::CatCov, 1, 2, 0, 2}, orders), 0.25);
    EXPECT_NEAR(lessonValue(l, g, {Q::Novelty, 1, 2, 0, 1}, orders), 1.5, 1e-12);
    EXPECT_DOUBLE_EQ(lessonValue(l, g, {Q::Arp, 1, 2, 0, 1}, orders), 384.0);
    EXPECT_DOUBLE_EQ(lessonValue(l, g, {Q::Ild, 1, 2, 0, 1}), 1.0);
    EXPECT_NEAR(lessonValue(l, g, {Q::Novelty, 1, 2, 0, 1}), 3.5, 1e-12);
    // A's socks (item 6) dragged above the grade-0 shoe: shoes x4 + socks: 4 of 10 pairs
    // differ, ILD@5 = 0.4, CatCov = 2/4, novelty = (1 + 2 + 2 + 3 + 6) / 5 = 2.8, ARP = 1168 / 5
    // = 233.6; grades [3, 2, 1, 1, 1] are the ideal order: NDCG@5 = 1.
    const std::vector<std::vector<int>> socksUp = {{0, 1, 2, 3, 5, 4}, {0, 1, 2, 3, 4}};
    const std::vector<std::vector<std::int32_t>> socksUpGrades = {{3, 2, 1, 1, 1, 0}, g[1]};
    EXPECT_DOUBLE_EQ(lessonValue(l, socksUpGrades, {Q::Ild, 0, 5, 0, 1}, socksUp), 0.4);
    EXPECT_DOUBLE_EQ(lessonValue(l, socksUpGrades, {Q::CatCov, 0, 5, 0, 2}, socksUp), 0.5);
    EXPECT_NEAR(lessonValue(l, socksUpGrades, {Q::Novelty, 0, 5, 0, 1}, socksUp), 2.8, 1e-12);
    EXPECT_NEAR(lessonValue(l, socksUpGrades, {Q::Arp, 0, 5, 0, 1}, socksUp), 233.6, 1e-12);
    EXPECT_NEAR(lessonValue(l, socksUpGrades, {Q::Ndcg, 0, 5, 0, 3}, socksUp), 1.0, 1e-12);
    // A lesson without categories has no beyond-accuracy value; an unknown list neither.
    EXPECT_TRUE(
        std::isnan(lessonValue(lessons()[0], gradesOf(lessons()[0]), {Q::Ild, 0, 5, 0, 1})));
    EXPECT_TRUE(std::isnan(lessonValue(l, g, {Q::Arp, 2, 5, 0, 1})));
}

TEST(Explain, Example2StepByStepByHand) {
    EvalConfig cfg;
    cfg.gain = GainKind::Exponential;
    cfg.ideal = IdealOrder::Retrieved;
    const Explanation e = explain({3, 2, 0, 3, 1}, {3, 2, 0, 3, 1}, cfg, 5);
    ASSERT_EQ(e.positions.size(), 5u);
    const double gains[] = {7, 3, 0, 7, 1};
    for (int i = 0; i < 5; ++i) {
        const auto& s = e.positions[static_cast<std::size_t>(i)];
        EXPECT_EQ(s.rank, i + 1);
        EXPECT_DOUBLE_EQ(s.gain, gains[i]);
        EXPECT_DOUBLE_EQ(s.discount, 1.0 / std::log2(i + 2.0));
        EXPECT_NEAR(s.contribution, gains[i] / std::log2(i + 2.0), 1e-12);
        EXPECT_TRUE(s.inTopK);
    }
    EXPECT_DOUBLE_EQ(e.positions[4].runningCg, 18.0);
    EXPECT_NEAR(e.dcg, 12.294378, 1e-6);
    // Ideal from the returned items, positive grades only: [3, 3, 2, 1].
    ASSERT_EQ(e.ideal.size(), 4u);
    EXPECT_EQ(e.ideal[0].grade, 3);
    EXPECT_EQ(e.ideal[1].grade, 3);
    EXPECT_EQ(e.ideal[2].grade, 2);
    EXPECT_EQ(e.ideal[3].grade, 1);
    EXPECT_NEAR(e.idcg, 13.347185, 1e-6);
    EXPECT_NEAR(e.ndcg, 12.294378 / 13.347185, 1e-6);
    // Threshold 1: relevant at ranks 1, 2, 4, 5; R = 4. AP = (1 + 1 + 3/4 + 4/5) / 4.
    EXPECT_EQ(e.relevantInTopK, 4);
    EXPECT_EQ(e.numRel, 4);
    EXPECT_EQ(e.firstRelevantRank, 1);
    EXPECT_DOUBLE_EQ(e.rr, 1.0);
    EXPECT_EQ(e.apRanks, (std::vector<int>{1, 2, 4, 5}));
    EXPECT_DOUBLE_EQ(e.apSum, 3.55);
    EXPECT_DOUBLE_EQ(e.ap, 3.55 / 4.0);
    EXPECT_DOUBLE_EQ(e.precision, 0.8);
    EXPECT_DOUBLE_EQ(e.recall, 1.0);
}

TEST(Explain, CutoffBeyondTheListAndNoRelevantItems) {
    const Explanation e = explain({0, 0}, {0, 0}, {}, 5);
    EXPECT_EQ(e.k, 5);
    EXPECT_EQ(e.numRel, 0);
    EXPECT_EQ(e.precision, 0.0);
    EXPECT_EQ(e.recall, 0.0);
    EXPECT_EQ(e.f1, 0.0);
    EXPECT_EQ(e.ndcg, 0.0);  // IDCG = 0
    EXPECT_EQ(e.rr, 0.0);
    EXPECT_EQ(e.firstRelevantRank, 0);
    EXPECT_EQ(e.ap, 0.0);
    EXPECT_TRUE(e.ideal.empty());
    // k < 1 is taken as 1; an empty list is legal.
    const Explanation empty = explain({}, {1, 2}, {}, 0);
    EXPECT_EQ(empty.k, 1);
    EXPECT_EQ(empty.numRel, 2);
    EXPECT_EQ(empty.recall, 0.0);
    EXPECT_NEAR(empty.idcg, 2.0, 1e-12);  // ideal from labels: grade 2 at rank 1
    // Items below k count in the list, not in the @k totals.
    const Explanation cut = explain({0, 0, 1}, {0, 0, 1}, {}, 2);
    EXPECT_FALSE(cut.positions[2].inTopK);
    EXPECT_EQ(cut.rr, 0.0);
    EXPECT_EQ(cut.dcg, 0.0);
}

// The explanation is written independently of the measure functions; the engine's registry
// is the reference, on random lists under every definition combination.
TEST(Explain, AgreesWithTheRegistryOnRandomLists) {
    std::mt19937 rng(20261130);
    std::uniform_int_distribution<int> len(0, 14), grade(-1, 4), extra(0, 6);
    for (int trial = 0; trial < 400; ++trial) {
        std::vector<std::int32_t> grades(static_cast<std::size_t>(len(rng)));
        std::vector<std::int32_t> labels;
        for (auto& g : grades) {
            const int v = grade(rng);
            g = v < 0 ? kUnjudged : v;
            if (g != kUnjudged) labels.push_back(g);
        }
        for (int i = extra(rng); i > 0; --i) labels.push_back(std::max(0, grade(rng)));
        for (const EvalConfig& cfg : test::gainIdealThresholdConfigs()) {
            const JudgedRanking r = judgeGrades(grades, labels, cfg);
            for (int k : {1, 3, 5, 10, 20}) {
                const Explanation e = explain(grades, labels, cfg, k);
                const auto K = static_cast<std::size_t>(k);
                using test::measureAt;
                EXPECT_DOUBLE_EQ(e.precision, measureAt("P", r, cfg, K));
                EXPECT_DOUBLE_EQ(e.recall, measureAt("recall", r, cfg, K));
                EXPECT_DOUBLE_EQ(e.f1, measureAt("F1", r, cfg, K));
                EXPECT_DOUBLE_EQ(e.hit ? 1.0 : 0.0, measureAt("success", r, cfg, K));
                EXPECT_DOUBLE_EQ(e.cg, measureAt("CG", r, cfg, K));
                EXPECT_DOUBLE_EQ(e.dcg, measureAt("DCG", r, cfg, K));
                EXPECT_DOUBLE_EQ(e.idcg, measureAt("IDCG", r, cfg, K));
                EXPECT_DOUBLE_EQ(e.ndcg, measureAt("ndcg_cut", r, cfg, K));
                EXPECT_DOUBLE_EQ(e.rr, measureAt("RR", r, cfg, K));
                EXPECT_DOUBLE_EQ(e.ap, measureAt("map_cut", r, cfg, K));
            }
        }
    }
}

// The per-position table (shown by the ranking view, the explain panel and the lessons) holds
// exactly the engine's running DCG and IDCG at every rank, and a judged list explains the same
// as its grades.
TEST(Explain, PositionTableIsTheEnginesRunningSums) {
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> len(1, 30), grade(-1, 4);
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<std::int32_t> grades(static_cast<std::size_t>(len(rng)));
        std::vector<std::int32_t> labels{3, 1};  // two relevant items not retrieved
        for (auto& g : grades) {
            const int v = grade(rng);
            g = v < 0 ? kUnjudged : v;
            if (g != kUnjudged) labels.push_back(g);
        }
        EvalConfig cfg;
        cfg.gain = trial % 2 ? GainKind::Exponential : GainKind::Linear;
        cfg.ideal = trial % 3 ? IdealOrder::Labels : IdealOrder::Retrieved;
        const JudgedRanking r = judgeGrades(grades, labels, cfg);
        const Explanation e = explain(r, cfg, 5);
        const Explanation fromGrades = explain(grades, labels, cfg, 5);
        ASSERT_EQ(e.positions.size(), grades.size());
        std::vector<double> dcg(e.positions.size()), idcg(e.ideal.size());
        measureInfo(MeasureFamily::DCG).curve(r, cfg, dcg);
        if (!idcg.empty()) measureInfo(MeasureFamily::IDCG).curve(r, cfg, idcg);
        for (std::size_t i = 0; i < dcg.size(); ++i) {
            EXPECT_EQ(e.positions[i].runningDcg, dcg[i]) << trial << " rank " << i + 1;
            EXPECT_EQ(e.positions[i].contribution,
                      cfg.gainOf(grades[i]) == 0.0
                          ? 0.0
                          : cfg.gainOf(grades[i]) / std::log2(static_cast<double>(i) + 2.0));
            EXPECT_EQ(fromGrades.positions[i].runningDcg, e.positions[i].runningDcg);
        }
        for (std::size_t i = 0; i < idcg.size(); ++i)
            EXPECT_EQ(e.ideal[i].runningIdcg, idcg[i]) << trial << " ideal rank " << i + 1;
        EXPECT_EQ(fromGrades.ideal.size(), e.ideal.size());
        EXPECT_EQ(fromGrades.ndcg, e.ndcg);
    }
}

TEST(Glossary, CoversTheRankingMeasuresAndNamesOnlyRegistryMeasures) {
    for (const char* name : {"P", "recall", "F1", "success", "RR", "recip_rank", "map", "map_cut",
                             "Rprec", "ndcg", "ndcg_cut", "DCG", "IDCG", "CG", "coverage"}) {
        const GlossaryEntry* e = glossaryEntryFor(name);
        ASSERT_NE(e, nullptr) << name;
        EXPECT_GT(std::string(e->question).size(), 10u);
        EXPECT_GT(std::string(e->formula).size(), 10u);
        EXPECT_GT(std::string(e->traps).size(), 10u);
        EXPECT_GT(std::string(e->tools).size(), 10u);
    }
    EXPECT_EQ(glossaryEntryFor("ndcg"), glossaryEntryFor("ndcg_cut"));
    EXPECT_EQ(glossaryEntryFor("nonexistent"), nullptr);
    EXPECT_EQ(glossaryEntryFor(""), nullptr);
    for (const auto& e : glossary()) {
        if (std::string(e.measure).empty()) continue;
        EXPECT_NE(findMeasure(e.measure), nullptr) << e.measure;
    }
}

TEST(Glossary, TrapsNamedInTheIssueAreExplained) {
    std::string all;
    for (const auto& e : glossary()) all += std::string(e.traps) + " " + e.tools + " ";
    for (const char* trap : {"screen size", "denominator", "sparse positives", "diversity", "click",
                             "ideal", "ties", "scores 0"})
        EXPECT_NE(all.find(trap), std::string::npos) << trap;
}

// The step table follows the log base (scikit-learn's log_base) as the engine does: list
// [3, 0, 1], base 10: DCG@3 = 3/log10(2) + 1/log10(4) = 9.966 + 1.661, the engine's value.
TEST(Explain, FollowsTheLogBase) {
    EvalConfig cfg;
    cfg.logBase = 10.0;
    const Explanation e = explain({3, 0, 1}, {3, 0, 1}, cfg, 3);
    EXPECT_NEAR(e.dcg, 3 / std::log10(2.0) + 1 / std::log10(4.0), 1e-12);
    EXPECT_NEAR(e.positions[0].discount, 1 / std::log10(2.0), 1e-12);
    const JudgedRanking r = judgeGrades({3, 0, 1}, {3, 0, 1}, cfg);
    std::vector<double> dcg(3);
    findMeasure("DCG")->curve(r, cfg, dcg);
    EXPECT_EQ(e.dcg, dcg[2]);
    // Ideal [3, 1]: IDCG@3 = 3/log10(2) + 1/log10(3); NDCG unchanged by the base.
    EXPECT_NEAR(e.ndcg, (3 + 1 / std::log2(4.0)) / (3 + 1 / std::log2(3.0)), 1e-12);
}

// The labels lesson asks for kappa and alpha on its question screen: it says there what they
// are (it asked for them before defining them), and its answer uses the definitions' words.
TEST(Lessons, TheLabelsLessonDefinesKappaAndAlphaBeforeAskingForThem) {
    const Lesson* found = nullptr;
    for (const Lesson& l : lessons())
        if (std::string(l.title) == "Whose labels? Agreement and the verdict") found = &l;
    ASSERT_NE(found, nullptr);
    // Both are defined on the screen before the question, which then asks for them.
    ASSERT_EQ(found->defines.size(), 2u);
    const std::string kappa = found->defines[0].text, alpha = found->defines[1].text;
    EXPECT_NE(kappa.find("κ = (p_o − p_e) / (1 − p_e)"), std::string::npos) << kappa;
    EXPECT_NE(kappa.find("by chance"), std::string::npos) << kappa;
    EXPECT_NE(alpha.find("α = 1 − (mismatched pairs of grades seen)"), std::string::npos) << alpha;
    EXPECT_NE(std::string(found->question).find("What are κ and α here"), std::string::npos);
    const std::string a = found->takeaway;
    EXPECT_NE(a.find("α = 1 − 4 / 6.55 = 0.389"), std::string::npos) << a;
    EXPECT_EQ(a.find("nominal"), std::string::npos);  // a statistician's word, not a learner's
}

}  // namespace
}  // namespace ranklens::core::teaching
