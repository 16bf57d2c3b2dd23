// EvalConfig's equality and its one description (the CLI prints it, the GUI translates it).
#include <gtest/gtest.h>

#include "core/eval_config.h"

namespace ranklens::core {
namespace {

TEST(EvalConfig, EqualityComparesEveryField) {
    const EvalConfig a;
    EvalConfig b;
    EXPECT_EQ(a, b);
    b.customGains = {0, 1};
    EXPECT_NE(a, b);
    b = a;
    b.maxDocsPerQuery = 5;
    EXPECT_NE(a, b);
    b = a;
    b.querySet = QuerySet::AllLabelled;
    EXPECT_NE(a, b);
}

TEST(EvalConfig, DescribeFillsTheOneFormat) {
    EvalConfig c;
    EXPECT_EQ(c.describe(),
              "relevant: label >= 1; gain: linear; ideal: labels; ties: trec_eval; "
              "queries: run-and-labels");
    c.relevanceThreshold = 2;
    c.gain = GainKind::Custom;
    c.customGains = {0, 1, 2.5};
    c.ideal = IdealOrder::Retrieved;
    c.ties = TiePolicy::Rank;
    c.querySet = QuerySet::AllLabelled;
    c.maxDocsPerQuery = 100;
    EXPECT_EQ(c.describe(),
              "relevant: label >= 2; gain: custom [0,1,2.5]; ideal: retrieved; ties: rank; "
              "queries: all-labelled; max docs per query: 100");
    const ConfigDescription d = describeParts(c);
    ASSERT_EQ(d.values.size(), 5u);
    EXPECT_EQ(d.values[1], "custom [0,1,2.5]");
    EXPECT_EQ(d.maxDocs, "100");
}

TEST(EvalConfig, FillPlaceholdersLeavesUnknownOnesAlone) {
    EXPECT_EQ(fillPlaceholders("%1 and %2, %3 stays, 100%", {"a", "b%1"}),
              "a and b%1, %3 stays, 100%");
}

}  // namespace
}  // namespace ranklens::core
