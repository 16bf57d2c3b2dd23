// The comparison engine: deltas, wins/ties/losses, tests and their correction over the table,
// segments and their warnings, weighted means, the reading aid, guardrails, sensitivity and the
// report renderings. Per-query values are set by hand so every expected number can be worked out.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "core/compare/comparison_report.h"
#include "core/measures/measure_spec.h"
#include "core/stats/stats.h"
#include "test_util.h"

namespace ranklens::core::compare {
namespace {

ComparisonInput handInput() {
    ComparisonInput in;
    in.runNames = {"A", "B", "C"};
    in.qids = {"q1", "q2", "q3", "q4", "q5", "q6"};
    in.metrics = parseMetrics({"P@10", "ndcg@10"});
    // P@10 per query; NDCG@10 = P@10 / 2 + 0.1 (any second metric will do).
    const std::vector<std::vector<double>> p{{0.1, 0.2, 0.3, 0.4, 0.5, 0.6},
                                             {0.2, 0.2, 0.4, 0.3, 0.7, 0.8},
                                             {0.0, 0.1, 0.3, 0.7, 0.8, 0.8}};
    for (const auto& v : p) {
        std::vector<double> n;
        for (double x : v) n.push_back(x / 2 + 0.1);
        in.values.push_back({v, n});
        auto mean = [](const std::vector<double>& x) {
            double s = 0;
            for (double y : x) s += y;
            return s / static_cast<double>(x.size());
        };
        in.runValue.push_back({mean(v), mean(n)});
    }
    in.segments = {"new", "new", "new", "returning", "returning", "returning"};
    in.weights = {1, 1, 1, 3, 3, 3};
    in.definitions = "hand-made values";
    return in;
}

// The t-test without intervals or segment tables: quick, deterministic options for the tests.
CompareOptions tOptions(bool bySegment = false) {
    CompareOptions o;
    o.test = TestKind::StudentT;
    o.resamples = 0;
    o.bySegment = bySegment;
    return o;
}

TEST(Compare, ParsesMetricsIntoDisplayNames) {
    const auto m = parseMetrics({"P@10", "ndcg@5", "mrr", "recall.10,50"});
    ASSERT_EQ(m.size(), 5u);
    EXPECT_EQ(m[0].display, "P@10");
    EXPECT_EQ(m[0].key, "P_10");
    EXPECT_EQ(m[1].key, "ndcg_cut_5");
    EXPECT_EQ(m[2].key, "recip_rank");
    EXPECT_EQ(m[3].key, "recall_10");
    EXPECT_EQ(m[4].key, "recall_50");
    EXPECT_THROW(parseMetrics({"nosuch@3"}), core::MeasureSpecError);
}

TEST(Compare, DeltasWinsAndTheTTestOnAHandWorkedTable) {
    const auto in = handInput();
    CompareOptions o = tOptions();
    const auto c = compareRuns(in, o);
    const Cell& b = c.cell(1, 0);
    // d = B - A = [.1, 0, .1, -.1, .2, .2]: 4 wins, 1 tie, 1 loss; mean .083333.
    EXPECT_TRUE(b.tested);
    EXPECT_NEAR(b.baseline, 0.35, 1e-12);
    EXPECT_NEAR(b.value, 0.433333333333, 1e-9);
    EXPECT_NEAR(b.delta, 0.083333333333, 1e-9);
    EXPECT_NEAR(b.relDelta, 0.083333333333 / 0.35, 1e-9);
    EXPECT_EQ(b.wins, 4);
    EXPECT_EQ(b.ties, 1);
    EXPECT_EQ(b.losses, 1);
    // scipy 1.10.1: scipy.stats.ttest_rel(B, A) -> statistic 1.746075739423945,
    // pvalue 0.14123477317626162, df 5.
    EXPECT_NEAR(b.pT, 0.14123477317626162, 1e-9);
    EXPECT_DOUBLE_EQ(b.p, b.pT);
    // d_z = mean / sd = 0.083333 / 0.116905.
    EXPECT_NEAR(b.effect, 0.083333333333 / std::sqrt(0.0683333333333 / 5), 1e-9);
    // The baseline row is not tested.
    EXPECT_FALSE(c.cell(0, 0).tested);
    EXPECT_DOUBLE_EQ(c.cell(0, 0).delta, 0.0);
}

TEST(Compare, HolmAdjustsOverEveryRunAndMetricOfTheTable) {
    const auto in = handInput();
    CompareOptions o = tOptions();
    const auto c = compareRuns(in, o);
    // Four tested cells; Holm: sort ascending, multiply the i-th smallest by (4 - i), keep the
    // running maximum, cap at 1.
    std::vector<std::pair<double, const Cell*>> cells;
    for (std::size_t r = 1; r < 3; ++r)
        for (std::size_t m = 0; m < 2; ++m) cells.emplace_back(c.cell(r, m).p, &c.cell(r, m));
    std::sort(cells.begin(), cells.end(), [](auto& x, auto& y) { return x.first < y.first; });
    double running = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        running = std::max(running, std::min(1.0, cells[i].first * static_cast<double>(4 - i)));
        EXPECT_NEAR(cells[i].second->pAdjusted, running, 1e-12) << i;
        EXPECT_EQ(cells[i].second->significant, running < 0.05);
    }
    o.correction = stats::Correction::Bonferroni;
    const auto bon = compareRuns(in, o);
    EXPECT_NEAR(bon.cell(1, 0).pAdjusted, std::min(1.0, 4 * bon.cell(1, 0).p), 1e-12);
}

TEST(Compare, RandomizationPValueApproachesTheExactOne) {
    const auto in = handInput();
    CompareOptions o;
    o.permutations = 40000;
    o.resamples = 0;
    o.bySegment = false;
    const auto c = compareRuns(in, o);
    // n = 6: all 64 sign vectors are enumerable. Monte-Carlo standard error at 40,000
    // permutations is below sqrt(.25/40000) = .0025; allow 4 of them.
    const double exact = stats::exactPermutationP(in.values[0][0], in.values[1][0]);
    EXPECT_NEAR(c.cell(1, 0).pRandom, exact, 0.01);
    EXPECT_DOUBLE_EQ(c.cell(1, 0).p, c.cell(1, 0).pRandom);
    // Same seed, same answer.
    EXPECT_DOUBLE_EQ(compareRuns(in, o).cell(1, 0).pRandom, c.cell(1, 0).pRandom);
}

TEST(Compare, BootstrapIntervalBracketsTheMeanDifference) {
    const auto in = handInput();
    CompareOptions o;
    o.test = TestKind::StudentT;
    o.resamples = 4000;
    o.bySegment = false;
    const auto c = compareRuns(in, o);
    const Cell& b = c.cell(1, 0);
    EXPECT_LT(b.ci.low, b.delta);
    EXPECT_GT(b.ci.high, b.delta);
    // A resampled mean of d lies within [min d, max d] = [-.1, .2].
    EXPECT_GE(b.ci.low, -0.1 - 1e-12);
    EXPECT_LE(b.ci.high, 0.2 + 1e-12);
}

TEST(Compare, SegmentsAndTheWarningWhenOneGetsWorseWhileTheMeanImproves) {
    const auto in = handInput();
    const auto c = compareRuns(in, tOptions(true));
    ASSERT_EQ(c.segments.size(), 2u);
    EXPECT_EQ(c.segments[0].segment, "new");
    EXPECT_EQ(c.segments[0].queries, 3u);
    // C - A on P@10: new [-.1, -.1, 0] (mean -.0667), returning [.3, .3, .2]; overall .6 / 6.
    const Cell& cNew = c.segments[0].cells[2][0];
    EXPECT_NEAR(cNew.delta, -0.2 / 3, 1e-12);
    EXPECT_EQ(cNew.losses, 2);
    EXPECT_EQ(cNew.ties, 1);
    EXPECT_NEAR(c.cell(2, 0).delta, 0.1, 1e-12);
    // C is worse for "new" on both metrics, but on 3 queries that is not significant: no
    // warning (issue 49: a segment warning only for a significant loss the reports can show).
    EXPECT_FALSE(cNew.significant);
    EXPECT_TRUE(c.warnings.empty());
}

TEST(Compare, WeightedMeansUseTheQueryWeights) {
    const auto in = handInput();
    CompareOptions o = tOptions();
    o.weighted = true;
    const auto c = compareRuns(in, o);
    // A: (.1 + .2 + .3 + 3 (.4 + .5 + .6)) / 12 = .425; B: (.8 + 3 * 1.8) / 12 = .516667.
    EXPECT_NEAR(c.cell(1, 0).baseline, 0.425, 1e-12);
    EXPECT_NEAR(c.cell(1, 0).value, 6.2 / 12, 1e-12);
    // The paired test stays unweighted.
    EXPECT_NEAR(c.cell(1, 0).pT, 0.14123477317626162, 1e-9);
}

TEST(Compare, RejectsInconsistentInput) {
    auto in = handInput();
    CompareOptions o;
    o.baseline = 3;
    EXPECT_THROW(compareRuns(in, o), std::invalid_argument);
    o.baseline = 0;
    in.values[1][0].pop_back();
    EXPECT_THROW(compareRuns(in, o), std::invalid_argument);
}

TEST(Compare, CancelStopsTheRandomizationTest) {
    const auto in = handInput();
    CompareOptions o;
    o.permutations = 200000;
    o.progress = [](std::size_t done, std::size_t) { return done < 100; };
    EXPECT_THROW(compareRuns(in, o), Cancelled);
}

// Pairing labelled (the default, trec_eval -c): every labelled query, the one b missed scored
// 0, whatever the definitions bar's query set says (here run ∩ labels).
TEST(Compare, LabelledPairingPairsEveryLabelledQueryWithMissingOnesAtZero) {
    using test::makeQrels;
    using test::makeRun;
    core::Run a = makeRun({{"q1", "d1", 2}, {"q1", "d2", 1}, {"q2", "d3", 1}}, "a");
    core::Run b = makeRun({{"q1", "d2", 2}, {"q1", "d1", 1}}, "b");  // q2 missing
    const Qrels labels = makeQrels({{"q1", "d1", 1}, {"q2", "d3", 1}});
    for (QuerySet rule : {QuerySet::RunAndLabels, QuerySet::AllLabelled}) {
        EvalConfig cfg;
        cfg.querySet = rule;
        const auto in =
            evaluateForComparison({&a, &b}, {"a", "b"}, labels, cfg, parseMetrics({"P@1", "mrr"}),
                                  {{"q2", {"tail", 2.0}}}, "judges");
        ASSERT_EQ(in.qids, (std::vector<std::string>{"q1", "q2"}));
        EXPECT_EQ(in.values[0][0], (std::vector<double>{1.0, 1.0}));
        EXPECT_EQ(in.values[1][0], (std::vector<double>{0.0, 0.0}));  // q2 not returned by b
        EXPECT_EQ(in.values[1][1], (std::vector<double>{0.5, 0.0}));
        EXPECT_EQ(in.returned[1], (std::vector<char>{1, 0}));
        EXPECT_DOUBLE_EQ(in.runValue[1][1], 0.25);
        EXPECT_EQ(in.pairRows(0, 1), (std::vector<std::size_t>{0, 1}));
        EXPECT_EQ(in.segments, (std::vector<std::string>{"", "tail"}));
        EXPECT_EQ(in.weights, (std::vector<double>{1.0, 2.0}));
        EXPECT_NE(in.definitions.find("labels: judges"), std::string::npos);
        EXPECT_EQ(in.coverage, (std::vector<QueryCoverage>{{2, 2}, {2, 1}}));
        EXPECT_NE(in.definitions.find("every labelled query (2), a query a run did not return "
                                      "scored 0"),
                  std::string::npos)
            << in.definitions;
        EXPECT_NE(in.definitions.find("b returned 1 of 2 labelled queries"), std::string::npos)
            << in.definitions;
    }
}

// Pairing both-returned: a query one run missed has no pair, so a and b are compared on q1,
// and b's own RR mean is over its one query (0.5), the number the curves show under run ∩
// labels -- not 0.25 (q2 scored 0).
TEST(Compare, BothReturnedPairingPairsTheQueriesBothReturned) {
    using test::makeQrels;
    using test::makeRun;
    core::Run a = makeRun({{"q1", "d1", 2}, {"q1", "d2", 1}, {"q2", "d3", 1}}, "a");
    core::Run b = makeRun({{"q1", "d2", 2}, {"q1", "d1", 1}}, "b");  // q2 missing
    const Qrels labels = makeQrels({{"q1", "d1", 1}, {"q2", "d3", 1}});
    const auto in = evaluateForComparison({&a, &b}, {"a", "b"}, labels, EvalConfig{},
                                          parseMetrics({"P@1", "mrr"}), {}, "judges", {}, 0,
                                          nullptr, {}, nullptr, Pairing::BothReturned);
    ASSERT_EQ(in.qids, (std::vector<std::string>{"q1", "q2"}));
    EXPECT_EQ(in.pairRows(0, 1), (std::vector<std::size_t>{0}));
    EXPECT_EQ(in.ownRows(0), (std::vector<std::size_t>{0, 1}));
    EXPECT_DOUBLE_EQ(in.runValue[1][1], 0.5);
    EXPECT_DOUBLE_EQ(in.runValue[0][1], 1.0);
    CompareOptions o;
    o.resamples = 0;
    const auto c = compareRuns(in, o);
    EXPECT_EQ(c.cell(1, 1).queries, 1u);
    EXPECT_DOUBLE_EQ(c.cell(1, 1).baseline, 1.0);
    EXPECT_DOUBLE_EQ(c.cell(1, 1).value, 0.5);
    EXPECT_EQ(c.cell(1, 1).losses, 1);
    EXPECT_NE(in.definitions.find("over the labelled queries both returned"), std::string::npos)
        << in.definitions;
}

ComparisonInput patternInput(std::vector<double> deltas) {
    // One query, baseline 0.5 everywhere, run = baseline + delta for P@10, R@10, NDCG@10.
    ComparisonInput in;
    in.runNames = {"old", "new"};
    in.qids = {"q1", "q2"};
    in.metrics = parseMetrics({"P@10", "R@10", "ndcg@10"});
    in.values.resize(2);
    in.runValue.resize(2);
    for (std::size_t m = 0; m < 3; ++m) {
        in.values[0].push_back({0.5, 0.5});
        in.values[1].push_back({0.5 + deltas[m], 0.5 + deltas[m]});
        in.runValue[0].push_back(0.5);
        in.runValue[1].push_back(0.5 + deltas[m]);
    }
    return in;
}

std::string readingFor(std::vector<double> deltas) {
    const auto in = patternInput(std::move(deltas));
    CompareOptions o = tOptions(true);
    const auto r = readPatterns(in, compareRuns(in, o));
    return r.empty() ? std::string() : r.front().text;
}

// Issue 33: a segment's headline speaks of the main measure where it is significantly worse
// there (NDCG@10 by default, the guardrails' primary when given), else of the largest loss.
TEST(ReadingAid, TheSegmentHeadlineSpeaksOfTheMainMeasure) {
    ComparisonInput in;
    in.runNames = {"base", "new"};
    in.metrics = parseMetrics({"P@1", "ndcg@10", "R@10"});
    Comparison cmp;
    auto warn = [&](std::size_t metric, const char* segment, double delta, bool significant) {
        SegmentWarning w;
        w.run = 1;
        w.metric = metric;
        w.segment = segment;
        w.segmentDelta = delta;
        w.segmentQueries = 150;
        w.significant = significant;
        cmp.warnings.push_back(w);
    };
    warn(0, "new_user", -0.21, true);  // P@1 loses most
    warn(1, "new_user", -0.15, true);  // NDCG@10
    warn(2, "mobile", -0.30, true);    // only R@10 in this segment
    warn(1, "mobile", -0.05, false);   // not significant: not the story
    EXPECT_EQ(mainMetric(in), 1u);
    const auto losses = segmentLosses(cmp, 1, mainMetric(in));
    ASSERT_EQ(losses.size(), 2u);
    EXPECT_EQ(losses[0].segment, "mobile");
    EXPECT_EQ(losses[0].metric, 2u);
    EXPECT_EQ(losses[1].segment, "new_user");
    EXPECT_EQ(losses[1].metric, 1u);
    EXPECT_DOUBLE_EQ(losses[1].delta, -0.15);
    const std::string h = headline(in, cmp, 1, mainMetric(in));
    EXPECT_NE(h.find("new_user (NDCG@10 -0.150"), std::string::npos) << h;
    // Without a main measure: the largest loss, as before.
    EXPECT_EQ(segmentLosses(cmp, 1)[1].metric, 0u);
    // The guardrails' primary metric is the main one.
    Guardrails g;
    g.primary.metric = "P@1";
    EXPECT_EQ(mainMetric(in, &g), 0u);
    g.primary.metric = "map";  // not in the comparison: the default rule
    EXPECT_EQ(mainMetric(in, &g), 1u);
}

TEST(ReadingAid, NamesTheRecognisablePatterns) {
    EXPECT_EQ(readingFor({0.05, -0.05, 0.05}),
              "new vs old @10: more conservative but orders better");
    EXPECT_EQ(readingFor({-0.05, 0.05, 0.0}),
              "new vs old @10: casts a wider net: more of the relevant items, with more noise at "
              "the top");
    EXPECT_EQ(readingFor({0.0, 0.0, 0.05}),
              "new vs old @10: the same relevant items, ordered better");
    EXPECT_EQ(readingFor({-0.05, -0.05, -0.05}),
              "new vs old @10: worse across the board: fewer relevant items in the top k");
    EXPECT_EQ(readingFor({0.001, 0.0, -0.001}), "new vs old @10: no real change at this cut-off");
}

// Issue 33: a run that is better on average while a segment is significantly worse does not
// read "better across the board".
TEST(ReadingAid, BetterOnAverageIsNotAcrossTheBoardWhenASegmentIsWorse) {
    const auto in = patternInput({0.05, 0.05, 0.05});
    CompareOptions o = tOptions(true);
    auto cmp = compareRuns(in, o);
    auto text = [&] {
        const auto r = readPatterns(in, cmp);
        return r.empty() ? std::string() : r.front().text;
    };
    EXPECT_EQ(text(), "new vs old @10: better across the board: more relevant items in the top k");
    SegmentWarning w;
    w.run = 1;
    w.metric = 2;
    w.segment = "new_user";
    w.segmentDelta = -0.1;
    w.segmentQueries = 150;
    w.significant = false;
    cmp.warnings.push_back(w);
    EXPECT_EQ(text(), "new vs old @10: better across the board: more relevant items in the top k");
    cmp.warnings.back().significant = true;
    EXPECT_EQ(text(),
              "new vs old @10: better on average, not in every segment: more relevant items in "
              "the top k");
}

TEST(ReadingAid, ShowsTheNumbersItRestsOn) {
    const auto in = patternInput({0.05, -0.05, 0.05});
    CompareOptions o = tOptions(true);
    const auto r = readPatterns(in, compareRuns(in, o));
    ASSERT_FALSE(r.empty());
    // The same delta on both queries: sd 0, so every difference is significant (p = 0).
    EXPECT_EQ(r.front().evidence, "P@10 +0.0500*, R@10 -0.0500*, NDCG@10 +0.0500*");
    EXPECT_EQ(r.front().metrics, (std::vector<std::size_t>{0, 1, 2}));
}

TEST(ReadingAid, HeadAndTail) {
    ComparisonInput in;
    in.runNames = {"old", "new"};
    // Two queries with the same differences: sd 0, so both are significant (a direction is
    // read only from a significant difference; one query has no test).
    in.qids = {"q1", "q2"};
    in.metrics = parseMetrics({"P@1", "P@50"});
    in.values = {{{0.5, 0.5}, {0.2, 0.2}}, {{0.7, 0.7}, {0.1, 0.1}}};
    in.runValue = {{0.5, 0.2}, {0.7, 0.1}};
    CompareOptions o = tOptions(true);
    const auto r = readPatterns(in, compareRuns(in, o));
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].text, "new vs old, P@1 vs P@50: better at the head, worse deeper in the list");
}

TEST(Guardrails, ParsesRules) {
    auto r = parseGuardRule("R@50 drop<=5%");
    EXPECT_EQ(r.kind, RuleKind::MaxRelativeDrop);
    EXPECT_DOUBLE_EQ(r.limit, 0.05);
    EXPECT_EQ(r.text(), "R@50 drop<=5%");
    r = parseGuardRule("ndcg@10 drop <= 0.01");
    EXPECT_EQ(r.kind, RuleKind::MaxAbsoluteDrop);
    EXPECT_DOUBLE_EQ(r.limit, 0.01);
    r = parseGuardRule("P@1 up significant");
    EXPECT_EQ(r.kind, RuleKind::MustImprove);
    EXPECT_TRUE(r.requireSignificant);
    r = parseGuardRule("P@1 >= 0.3");
    EXPECT_EQ(r.kind, RuleKind::MinValue);
    EXPECT_THROW(parseGuardRule("R@50"), GuardRuleError);
    EXPECT_THROW(parseGuardRule("R@50 drop<=five%"), GuardRuleError);
    EXPECT_THROW(parseGuardRule("bogus@5 up"), GuardRuleError);
    EXPECT_THROW(parseGuardRule("R@50 sideways"), GuardRuleError);
    EXPECT_THROW(parseGuardRule("R@50 drop<=-5%"), GuardRuleError);
}

TEST(Guardrails, PresetsFollowTheScenariosOfTheSpec) {
    ASSERT_EQ(guardrailPresets().size(), 4u);
    EXPECT_EQ(findPreset("feed")->primary.metric, "NDCG@10");
    EXPECT_EQ(findPreset("Search")->primary.metric, "P@1");
    EXPECT_EQ(findPreset("candidate retrieval")->primary.metric, "R@500");
    EXPECT_EQ(findPreset("cold start")->primary.metric, "coverage@10");
    EXPECT_EQ(findPreset("nope"), nullptr);
    for (const auto& p : guardrailPresets())
        EXPECT_NO_THROW(parseMetrics(p.metricSpecs())) << p.name;
}

TEST(Guardrails, ScorecardPassesAndFails) {
    const auto in = patternInput({0.05, -0.05, 0.05});  // P +10 %, R -10 %, NDCG +10 %
    CompareOptions o = tOptions(true);
    const auto c = compareRuns(in, o);
    Guardrails g{"custom", "", parseGuardRule("ndcg@10 up"), {parseGuardRule("R@10 drop<=5%")}};
    auto cards = scorecard(in, c, g);
    ASSERT_EQ(cards.size(), 1u);
    EXPECT_TRUE(cards[0].primary.pass);
    EXPECT_FALSE(cards[0].guards[0].pass);
    EXPECT_EQ(cards[0].guards[0].detail, "R@10 -10.0 % (limit -5 %)");
    EXPECT_FALSE(cards[0].pass);
    g.guards = {parseGuardRule("R@10 drop<=10%"), parseGuardRule("P@10 >= 0.55")};
    cards = scorecard(in, c, g);
    EXPECT_TRUE(cards[0].pass);
    g.guards = {parseGuardRule("R@50 drop<=10%")};
    cards = scorecard(in, c, g);
    EXPECT_FALSE(cards[0].guards[0].found);
    EXPECT_FALSE(cards[0].pass);
}

TEST(Sensitivity, ListsQueriesAndOrderingsThatFlip) {
    auto a = handInput();
    auto b = handInput();
    b.definitions = "other gain";
    // Under B, q4's NDCG delta of run B becomes a win (A loses .05 there under "a").
    b.values[1][1][3] = 0.5;  // was .25 (baseline .3): loss -> win
    b.values[1][1][1] = 0.3;  // was .2 (baseline .2): tie -> win
    // q5 and q6 (wins of +.1 under A) become losses of -.35 and -.4: B's mean delta over the
    // pair's queries turns from +.0417 to -.0583, a verdict flip.
    b.values[1][1][4] = 0.0;
    b.values[1][1][5] = 0.0;
    b.runValue[1][1] = 0;  // and B's NDCG mean falls below A's: the ordering flips
    const auto s = definitionSensitivity(a, b, 0);
    ASSERT_EQ(s.flips.size(), 4u);
    EXPECT_EQ(s.flips[0].qid, "q2");
    EXPECT_EQ(s.flips[1].qid, "q4");
    EXPECT_NEAR(s.flips[1].deltaA, -0.05, 1e-12);
    EXPECT_NEAR(s.flips[1].deltaB, 0.2, 1e-12);
    EXPECT_EQ(s.flips[3].qid, "q6");
    EXPECT_EQ(s.flipCount(1, 1), 4u);
    EXPECT_NEAR(s.deltaA[1][1], 0.25 / 6, 1e-12);
    EXPECT_NEAR(s.deltaB[1][1], -0.35 / 6, 1e-12);
    EXPECT_EQ(s.flipCount(1, 0), 0u);
    ASSERT_EQ(s.verdictFlips.size(), 1u);
    EXPECT_EQ(s.verdictFlips[0], (std::pair<std::size_t, std::size_t>{1, 1}));
    ASSERT_EQ(s.orderings.size(), 1u);
    EXPECT_EQ(s.orderings[0].metric, 1u);
    b.runNames[2] = "Z";
    EXPECT_THROW(definitionSensitivity(a, b, 0), std::invalid_argument);
}

TEST(Report, EveryFormatCarriesTheDefinitionsAndTheNumbers) {
    const auto in = handInput();
    CompareOptions o;
    o.test = TestKind::StudentT;
    o.resamples = 500;
    const auto c = compareRuns(in, o);
    ComparisonReport rep;
    rep.input = &in;
    rep.comparison = &c;
    rep.readings = readPatterns(in, c);
    rep.guardrails = Guardrails{"custom", "", parseGuardRule("P@10 up"), {}};
    rep.scorecards = scorecard(in, c, *rep.guardrails);
    for (auto f : {ReportFormat::Text, ReportFormat::Markdown, ReportFormat::Html,
                   ReportFormat::Latex, ReportFormat::Csv, ReportFormat::Json}) {
        const std::string s = render(rep, f);
        EXPECT_NE(s.find("hand-made values"), std::string::npos) << fileExtension(f);
        EXPECT_NE(s.find("paired t-test"), std::string::npos) << fileExtension(f);
        EXPECT_NE(s.find("0.4333"), std::string::npos) << fileExtension(f);
    }
    const std::string tex = render(rep, ReportFormat::Latex);
    EXPECT_NE(tex.find("\\toprule"), std::string::npos);
    EXPECT_NE(tex.find("\\midrule"), std::string::npos);
    EXPECT_NE(tex.find("\\bottomrule"), std::string::npos);
    EXPECT_NE(tex.find("0.4333 (+0.0833)"), std::string::npos);
    const std::string md = render(rep, ReportFormat::Markdown);
    EXPECT_NE(md.find("| B | 0.4333 (+0.0833) |"), std::string::npos) << md;
    EXPECT_NE(md.find("Segment new (3 queries)"), std::string::npos);
    // C's loss in segment "new" is not significant: no warning (issue 49).
    EXPECT_EQ(md.find("Warning:"), std::string::npos);
    // CSV: a header then one row per run x metric x table (2 x 2 x 3), no NaN text.
    const std::string csv = render(rep, ReportFormat::Csv);
    const auto rows =
        std::count(csv.begin(), csv.end(), '\n') - std::count(csv.begin(), csv.end(), '#');
    EXPECT_EQ(rows, 1 + 2 * 2 * 3);
    EXPECT_EQ(csv.find("nan"), std::string::npos);
    // Numbers are bare numbers (issue 45): no sign, no "%" (the header says it), no "<0.0001".
    EXPECT_NE(csv.find(",B,P@10,6,0.3500,0.4333,0.0833,23.81,"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",Delta (%),"), std::string::npos) << csv;
    const std::string body = csv.substr(csv.find("\n", csv.find("\nSegment,") + 1) + 1);
    EXPECT_EQ(body.find('%'), std::string::npos) << body;
    EXPECT_EQ(body.find('<'), std::string::npos) << body;
    EXPECT_EQ(body.find(",+"), std::string::npos) << body;
    EXPECT_EQ(body.find("-0.0000,"), std::string::npos) << "no negative zero: " << body;
    const auto j = nlohmann::json::parse(render(rep, ReportFormat::Json));
    EXPECT_EQ(j["baseline"], "A");
    EXPECT_EQ(j["overall"]["cells"].size(), 6u);
    EXPECT_NEAR(j["overall"]["cells"][2]["delta"].get<double>(), 0.0833333333, 1e-9);
    EXPECT_EQ(j["overall"]["cells"][2]["wins"], 4);
    EXPECT_TRUE(j["overall"]["cells"][0]["p"].is_null());
    // B's P@10 gain (p 0.14) is not significant: "P@10 up" is inconclusive, not a pass.
    EXPECT_EQ(j["guardrails"]["runs"][0]["pass"], false);
    EXPECT_EQ(j["guardrails"]["runs"][0]["inconclusive"], true);
    const std::string html = render(rep, ReportFormat::Html);
    EXPECT_NE(html.find("<th>P@10</th>"), std::string::npos);
}

}  // namespace
}  // namespace ranklens::core::compare

namespace ranklens::core::stats {
namespace {

// Per-query differences that are equal up to round-off (0.8 - 0.6, 0.6 - 0.4, ...) have no
// spread: d_z is infinite, not 6e15 (the Compare window showed +6240370697243169.00), and the
// t-test calls the difference certain.
TEST(EffectSize, DifferencesEqualUpToRoundOffHaveNoSpread) {
    const std::vector<double> base{0.6, 0.4, 0.2, 0.0}, run{0.8, 0.6, 0.4, 0.2};
    EXPECT_TRUE(std::isinf(effectSizeDz(base, run)));
    EXPECT_GT(effectSizeDz(base, run), 0);
    EXPECT_EQ(pairedTTest(base, run).p, 0.0);
    EXPECT_DOUBLE_EQ(pairedTTest(base, run).meanDiff, 0.2);
    // A real spread is kept.
    const std::vector<double> zero{0.0, 0.0, 0.0}, spread{0.1, 0.2, 0.3};
    EXPECT_NEAR(effectSizeDz(zero, spread), 2.0, 1e-12);  // mean 0.2 / sd 0.1
}

}  // namespace
}  // namespace ranklens::core::stats
