// Consensus of several label sets (core/judging/consensus.h): majority, median and mean with
// each tie rule, ties reported, items graded by too few sets left out.
#include <gtest/gtest.h>

#include "core/judging/consensus.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using test::makeQrels;

std::optional<std::int32_t> gradeOf(const Qrels& q, const char* qid, const char* doc) {
    const auto* lq = q.find(qid);
    return lq ? lq->grade(doc) : std::nullopt;
}

// Items (q1): d1 = {2, 2, 0}, d2 = {1, 3}, d3 = {0, 1, 3}, d4 = {3}, d5 = {1, 2, 2}.
struct ThreeSets {
    Qrels a = makeQrels({{"q1", "d1", 2}, {"q1", "d2", 1}, {"q1", "d3", 0}, {"q1", "d5", 1}});
    Qrels b = makeQrels({{"q1", "d1", 2}, {"q1", "d3", 1}, {"q1", "d4", 3}, {"q1", "d5", 2}});
    Qrels c = makeQrels({{"q1", "d1", 0}, {"q1", "d2", 3}, {"q1", "d3", 3}, {"q1", "d5", 2}});
    GradeTable table() const { return gradeTable({{"a", &a}, {"b", &b}, {"c", &c}}); }
};

TEST(Consensus, MajorityTiesGoToTheLowerGradeByDefault) {
    const ThreeSets s;
    const auto c = buildConsensus(s.table(), ConsensusRule::Majority, TieRule::Lower);
    EXPECT_EQ(gradeOf(c.labels, "q1", "d1"), 2);
    EXPECT_EQ(gradeOf(c.labels, "q1", "d2"), 1);  // 1 vs 3: tie, lower
    EXPECT_EQ(gradeOf(c.labels, "q1", "d3"), 0);  // 0, 1, 3: three-way tie, lower
    EXPECT_EQ(gradeOf(c.labels, "q1", "d4"), 3);  // one set only
    EXPECT_EQ(gradeOf(c.labels, "q1", "d5"), 2);
    ASSERT_EQ(c.ties.size(), 2u);
    EXPECT_EQ(c.ties[0].grades, (std::vector<std::int32_t>{1, 3}));
    EXPECT_EQ(c.ties[1].grades, (std::vector<std::int32_t>{0, 1, 3}));
    EXPECT_EQ(c.items, 5u);
}

TEST(Consensus, HigherAndDropTieRules) {
    const ThreeSets s;
    const auto hi = buildConsensus(s.table(), ConsensusRule::Majority, TieRule::Higher);
    EXPECT_EQ(gradeOf(hi.labels, "q1", "d2"), 3);
    EXPECT_EQ(gradeOf(hi.labels, "q1", "d3"), 3);
    const auto drop = buildConsensus(s.table(), ConsensusRule::Majority, TieRule::Drop);
    EXPECT_FALSE(gradeOf(drop.labels, "q1", "d2"));
    EXPECT_FALSE(gradeOf(drop.labels, "q1", "d3"));
    EXPECT_EQ(drop.items, 3u);
    EXPECT_TRUE(drop.ties[0].dropped);
}

TEST(Consensus, MedianAndMean) {
    const ThreeSets s;
    const auto med = buildConsensus(s.table(), ConsensusRule::Median, TieRule::Lower);
    EXPECT_EQ(gradeOf(med.labels, "q1", "d1"), 2);  // 0 2 2
    EXPECT_EQ(gradeOf(med.labels, "q1", "d2"), 1);  // 1 3: the two middle differ, tie
    EXPECT_EQ(gradeOf(med.labels, "q1", "d3"), 1);  // 0 1 3
    ASSERT_EQ(med.ties.size(), 1u);
    const auto mean = buildConsensus(s.table(), ConsensusRule::Mean, TieRule::Higher);
    EXPECT_EQ(gradeOf(mean.labels, "q1", "d1"), 1);  // 4/3 = 1.33
    EXPECT_EQ(gradeOf(mean.labels, "q1", "d2"), 2);  // 4/2 = 2, no tie
    EXPECT_EQ(gradeOf(mean.labels, "q1", "d3"), 1);  // 4/3
    EXPECT_EQ(gradeOf(mean.labels, "q1", "d5"), 2);  // 5/3 = 1.67
    EXPECT_TRUE(mean.ties.empty());
    // A mean exactly halfway: {0, 1} -> 0.5, a tie between 0 and 1; negative grades floor.
    const Qrels x = makeQrels({{"q", "a", 0}, {"q", "b", -1}});
    const Qrels y = makeQrels({{"q", "a", 1}, {"q", "b", -2}});
    const auto t = gradeTable({{"x", &x}, {"y", &y}});
    const auto half = buildConsensus(t, ConsensusRule::Mean, TieRule::Lower);
    EXPECT_EQ(gradeOf(half.labels, "q", "a"), 0);
    EXPECT_EQ(gradeOf(half.labels, "q", "b"), -2);  // -1.5: tie between -2 and -1, lower
    EXPECT_EQ(half.ties.size(), 2u);
}

TEST(Consensus, ItemsGradedByTooFewSetsAreLeftOut) {
    const ThreeSets s;
    const auto c = buildConsensus(s.table(), ConsensusRule::Majority, TieRule::Lower, 2);
    EXPECT_FALSE(gradeOf(c.labels, "q1", "d4"));
    EXPECT_EQ(c.tooFew, 1u);
    EXPECT_EQ(c.items, 4u);
    ConsensusRule r;
    EXPECT_TRUE(parseConsensusRule("median", r));
    EXPECT_EQ(r, ConsensusRule::Median);
    EXPECT_FALSE(parseConsensusRule("mode", r));
}

}  // namespace
}  // namespace ranklens::core
