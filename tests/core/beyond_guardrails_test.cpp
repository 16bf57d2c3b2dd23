// Guardrails and Compare with the beyond-accuracy measures: "ild@10 drop<=5%", the ratio form
// "arp@10 <= 1.1xbaseline", and run-level Gini compared without a test.
#include <gtest/gtest.h>

#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#include "core/compare/pipeline.h"
#include "test_util.h"

namespace ranklens::core::compare {
namespace {

TEST(BeyondGuardrails, ParsesTheNewMeasuresAndTheRatioForm) {
    const GuardRule ild = parseGuardRule("ild@10 drop<=5%");
    EXPECT_EQ(ild.kind, RuleKind::MaxRelativeDrop);
    EXPECT_DOUBLE_EQ(ild.limit, 0.05);
    for (const char* text : {"arp@10 <= 1.1×baseline", "arp@10 <=1.1xbaseline",
                             "arp@10 <= 1.1*baseline", "arp@10 <= 1.1 x baseline"}) {
        const GuardRule r = parseGuardRule(text);
        EXPECT_EQ(r.kind, RuleKind::MaxRatio) << text;
        EXPECT_DOUBLE_EQ(r.limit, 1.1) << text;
        EXPECT_EQ(r.text(), "arp@10 <= 1.1xbaseline");
        EXPECT_EQ(parseGuardRule(r.text()).kind, RuleKind::MaxRatio);
    }
    EXPECT_THROW(parseGuardRule("arp@10 <= 1.1"), GuardRuleError);
    EXPECT_THROW(parseGuardRule("arp@10 <= muchxbaseline"), GuardRuleError);
    EXPECT_THROW(parseGuardRule("arp@10 <= -1xbaseline"), GuardRuleError);
}

TEST(BeyondGuardrails, ScorecardAndRunLevelGiniWithoutTest) {
    // Baseline a shows the popular p1 p2 to both users; b shows the niche n1 n2.
    core::Run a =
        test::makeRun({{"u1", "p1", 2}, {"u1", "p2", 1}, {"u2", "p1", 2}, {"u2", "p2", 1}}, "a");
    core::Run b =
        test::makeRun({{"u1", "p1", 2}, {"u1", "n1", 1}, {"u2", "n2", 2}, {"u2", "p2", 1}}, "b");
    const Qrels labels = test::makeQrels({{"u1", "p1", 1}, {"u2", "p2", 1}});
    ItemCatalogue c;
    c.category = {{"p1", "pop"}, {"p2", "pop"}, {"n1", "jazz"}, {"n2", "folk"}};
    c.popularity = {{"p1", 8}, {"p2", 6}, {"n1", 1}, {"n2", 1}};
    c.popularityUsers = 8;
    const ItemIndex items(c);
    PipelineRequest req;
    req.runs = {&a, &b};
    req.names = {"a", "b"};
    req.labels = &labels;
    req.items = &items;
    req.itemsNote = "items: test";
    req.options.test = TestKind::StudentT;
    req.options.resamples = 0;
    req.guardrails = Guardrails{
        "custom", "", parseGuardRule("ild@2 up"), {parseGuardRule("arp@2 <= 0.6xbaseline")}};
    req.metrics = comparisonMetrics({"gini@2"}, req.guardrails);
    PipelineResult out;
    runComparisonPipeline(req, out);
    // ILD@2: a 0, 0; b 1, 1. ARP@2: a (8+6)/2 = 7 for both; b (8+1)/2, (1+6)/2 = 4.5, 3.5: 4.
    ASSERT_EQ(out.report.scorecards.size(), 1u);
    const auto& card = out.report.scorecards[0];
    EXPECT_TRUE(card.primary.pass);
    EXPECT_DOUBLE_EQ(card.guards[0].value, 4.0);
    EXPECT_DOUBLE_EQ(card.guards[0].baseline, 7.0);
    EXPECT_TRUE(card.guards[0].pass);  // 4 <= 0.6 * 7 = 4.2
    // Gini@2 over p1 p2 n1 n2: a exposes 2 2 0 0 -> (−3·0 −1·0 + 1·2 + 3·2)/(4·4) = 0.5;
    // b 1 1 1 1 -> 0. Run-level: no per-query values, no test.
    std::size_t g = 0;
    while (out.input.metrics[g].key != "gini_2") ++g;
    EXPECT_FALSE(out.input.metrics[g].perQuery());
    EXPECT_DOUBLE_EQ(out.input.runValue[0][g], 0.5);
    EXPECT_DOUBLE_EQ(out.input.runValue[1][g], 0.0);
    EXPECT_FALSE(out.comparison.cell(1, g).tested);
    EXPECT_NE(out.input.definitions.find("items: test"), std::string::npos);
}

}  // namespace
}  // namespace ranklens::core::compare
