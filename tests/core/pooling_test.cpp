// Pooling for the judging queue (core/judging/pooling.h): union of the top k, interleaved by rank.
#include <gtest/gtest.h>

#include "core/judging/pooling.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

TEST(Pooling, UnionOfTopKInterleavedByRank) {
    core::Run a = test::makeRun({{"q2", "a1", 9}, {"q2", "a2", 8}, {"q2", "x", 7}, {"q1", "p", 1}});
    core::Run b = test::makeRun({{"q2", "x", 9}, {"q2", "b2", 8}, {"q2", "a1", 7}, {"q3", "z", 1}});
    a.order(TiePolicy::TrecEval);
    b.order(TiePolicy::TrecEval);
    const auto pool = poolTopK({&a, &b}, 2);
    ASSERT_EQ(pool.size(), 3u);
    EXPECT_EQ(pool[0].qid, "q1");
    EXPECT_EQ(pool[0].docs, (std::vector<std::string>{"p"}));
    EXPECT_EQ(pool[1].qid, "q2");
    // rank 1: a1 (run a), x (run b); rank 2: a2, b2. x at a's rank 3 is beyond k.
    EXPECT_EQ(pool[1].docs, (std::vector<std::string>{"a1", "x", "a2", "b2"}));
    EXPECT_EQ(pool[2].docs, (std::vector<std::string>{"z"}));
    // k = 3 adds a's x (already in) and b's a1 (already in): no duplicates.
    EXPECT_EQ(poolTopK({&a, &b}, 3)[1].docs.size(), 4u);
    EXPECT_TRUE(poolTopK({&a, &b}, 0).empty());
    EXPECT_TRUE(poolTopK({}, 5).empty());
}

}  // namespace
}  // namespace ranklens::core
