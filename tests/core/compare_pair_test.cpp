// A pair's numbers depend on the pair alone: the same baseline and run give bit-identical cells
// (means, delta, W/T/L, p, effect size, interval, the raw p before the correction) alone and
// inside 2-, 3- and 4-run tables, with and without metrics added, under both pairings; an
// evaluated run (per-query values computed elsewhere) gives the numbers of the ranked run it
// came from.
#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <unordered_map>

#include "core/compare/pipeline.h"
#include "test_util.h"

namespace ranklens::core::compare {
namespace {

// 40 labelled queries, 6 docs each, 2 of them relevant (grades 1 and 2) in a position that
// varies with the run's seed; `missed` queries (every k-th) are not returned at all.
core::Run syntheticRun(const std::string& name, unsigned seed, unsigned missEvery) {
    std::vector<test::Line> lines;
    for (unsigned q = 0; q < 40; ++q) {
        if (missEvery && q % missEvery == missEvery - 1) continue;
        const std::string qid = "q" + std::to_string(100 + q);
        for (unsigned d = 0; d < 6; ++d) {
            const unsigned slot = (d + q * 7 + seed * 3) % 6;  // a run-specific order
            lines.push_back({qid, "d" + std::to_string(d), 10.0 - slot});
        }
    }
    return test::makeRun(lines, name);
}

Qrels syntheticLabels() {
    std::vector<test::Label> labels;
    for (unsigned q = 0; q < 40; ++q) {
        const std::string qid = "q" + std::to_string(100 + q);
        labels.push_back({qid, "d" + std::to_string(q % 6), 2});
        labels.push_back({qid, "d" + std::to_string((q + 3) % 6), 1});
        labels.push_back({qid, "d" + std::to_string((q + 1) % 6), 0});
    }
    return test::makeQrels(labels);
}

bool sameBits(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// Every field of a cell that depends on the pair alone (pAdjusted and significant are the
// table's correction).
void expectSameCell(const Cell& x, const Cell& y, const std::string& where) {
    SCOPED_TRACE(where);
    EXPECT_EQ(x.tested, y.tested);
    for (auto [a, b, name] : {std::tuple{x.baseline, y.baseline, "baseline"},
                              {x.value, y.value, "value"},
                              {x.delta, y.delta, "delta"},
                              {x.relDelta, y.relDelta, "relDelta"},
                              {x.pT, y.pT, "pT"},
                              {x.pRandom, y.pRandom, "pRandom"},
                              {x.p, y.p, "p"},
                              {x.effect, y.effect, "effect"},
                              {x.ci.low, y.ci.low, "ci.low"},
                              {x.ci.high, y.ci.high, "ci.high"}})
        EXPECT_TRUE(sameBits(a, b)) << name << ": " << a << " vs " << b;
    EXPECT_EQ(x.wins, y.wins);
    EXPECT_EQ(x.ties, y.ties);
    EXPECT_EQ(x.losses, y.losses);
    EXPECT_EQ(x.queries, y.queries);
}

class ComparePairTest : public ::testing::TestWithParam<Pairing> {
  protected:
    Qrels labels = syntheticLabels();
    core::Run base = syntheticRun("base", 0, 0);
    core::Run better = syntheticRun("better", 1, 0);
    core::Run noise = syntheticRun("noise", 2, 4);  // misses 10 of the 40
    core::Run other = syntheticRun("other", 4, 7);  // misses 5, partly other ones

    PipelineRequest request(std::vector<const core::Run*> runs, std::vector<std::string> specs) {
        PipelineRequest r;
        r.runs = std::move(runs);
        for (const auto* run : r.runs) r.names.push_back(run ? run->name : "");
        r.labels = &labels;
        r.labelName = "synthetic";
        r.metrics = comparisonMetrics(specs, std::nullopt);
        r.pairing = GetParam();
        r.options.permutations = 2000;
        r.options.resamples = 300;
        r.options.bySegment = false;
        return r;
    }
    // The cell of run `name`, metric `key` in a result.
    static const Cell& cellOf(const PipelineResult& out, const std::string& name,
                              const std::string& key) {
        std::size_t r = 0, m = 0;
        while (out.input.runNames.at(r) != name) ++r;
        while (out.input.metrics.at(m).key != key) ++m;
        return out.comparison.cell(r, m);
    }
};

TEST_P(ComparePairTest, APairGivesTheSameBitsAloneAndInAnyTable) {
    const std::vector<std::string> few{"P@5", "ndcg@5"};
    const std::vector<std::string> more{"mrr", "P@5", "map", "ndcg@5", "R@3"};
    PipelineResult alone;
    runComparisonPipeline(request({&base, &better}, few), alone);
    const std::vector<std::pair<std::vector<const core::Run*>, std::vector<std::string>>> tables{
        {{&base, &better}, more},
        {{&base, &noise, &better}, few},
        {{&base, &noise, &better}, more},
        {{&base, &other, &better, &noise}, few},
        {{&base, &other, &noise, &better}, more}};
    for (const auto& [runs, specs] : tables) {
        PipelineResult in;
        runComparisonPipeline(request(runs, specs), in);
        for (const char* key : {"P_5", "ndcg_cut_5"})
            expectSameCell(cellOf(alone, "better", key), cellOf(in, "better", key),
                           std::to_string(runs.size()) + " runs, " + std::to_string(specs.size()) +
                               " specs, " + key);
    }
    // The pair with the run that missed queries: the same alone and beside others.
    PipelineResult noiseAlone, noiseInTable;
    runComparisonPipeline(request({&base, &noise}, few), noiseAlone);
    runComparisonPipeline(request({&base, &better, &other, &noise}, more), noiseInTable);
    expectSameCell(cellOf(noiseAlone, "noise", "ndcg_cut_5"),
                   cellOf(noiseInTable, "noise", "ndcg_cut_5"), "noise");
    // How many queries the pair is matched on follows the rule.
    EXPECT_EQ(cellOf(noiseAlone, "noise", "P_5").queries,
              GetParam() == Pairing::Labelled ? 40u : 30u);
    EXPECT_EQ(cellOf(alone, "better", "P_5").queries, 40u);
}

// The numbers of the labelled rule worked by hand: noise misses q103, q107, ... (every 4th);
// its P@5 over the 40 labelled queries counts those as 0, so its mean is its sum over the 30
// queries it returned divided by 40, and every missed query is a loss against the baseline
// (whose grade-2 doc is at rank 1, 3 or 5 on every query, by construction: P@5 >= 1/5).
TEST_P(ComparePairTest, MissedQueriesScoreZeroUnderTheLabelledRule) {
    PipelineResult out;
    runComparisonPipeline(request({&base, &noise}, {"P@5"}), out);
    const Cell& c = cellOf(out, "noise", "P_5");
    double own = 0;
    const auto rows = out.input.ownRows(1);
    for (std::size_t q : out.input.pairRows(0, 1)) own += out.input.values[1][0][q];
    std::size_t returned = 0;
    for (char r : out.input.returned[1]) returned += r;
    EXPECT_EQ(returned, 30u);
    EXPECT_EQ(out.input.coverage[1], (QueryCoverage{40, 30}));
    if (GetParam() == Pairing::Labelled) {
        EXPECT_EQ(rows.size(), 40u);
        EXPECT_DOUBLE_EQ(c.value, own / 40.0);
        // The 10 missed queries score 0 against a baseline with P@5 > 0 there: 10 losses at
        // least from them.
        int missedLosses = 0;
        for (std::size_t q = 0; q < 40; ++q)
            if (!out.input.returned[1][q] && out.input.values[0][0][q] > 0) ++missedLosses;
        EXPECT_EQ(missedLosses, 10);
        EXPECT_GE(c.losses, missedLosses);
    } else {
        EXPECT_EQ(rows.size(), 30u);
        EXPECT_DOUBLE_EQ(c.value, own / 30.0);
    }
}

// An evaluated run made of the ranked run's own per-query values compares exactly as the
// ranked run: same bits in every cell, alone and beside a ranked run.
TEST_P(ComparePairTest, EvaluatedRunsGiveTheNumbersOfTheRankedRunsTheyCameFrom) {
    const std::vector<std::string> specs{"P@5", "ndcg@5", "mrr"};
    auto asEvaluated = [&](const core::Run& run) {
        EvalOptions o;
        for (const auto& m : comparisonMetrics(specs, std::nullopt))
            o.requests.push_back({m.measure, {m.param}});
        const EvalResult res = evaluate(run, labels, EvalConfig{}, o);  // run ∩ labels
        EvaluatedRun e;
        e.name = run.name;
        for (const auto& q : res.queries) e.qids.push_back(q.qid);
        for (const auto& col : res.columns)
            e.measures.push_back({col.name, col.name, col.measure, col.param, col.perQuery});
        return e;
    };
    const EvaluatedRun evNoise = asEvaluated(noise), evBase = asEvaluated(base);
    PipelineResult ranked;
    runComparisonPipeline(request({&base, &noise, &better}, specs), ranked);
    PipelineRequest mixed = request({&base, nullptr, &better}, specs);
    mixed.names = {"base", "noise", "better"};
    mixed.evaluated = {nullptr, &evNoise, nullptr};
    PipelineResult mixedOut;
    runComparisonPipeline(mixed, mixedOut);
    PipelineRequest allEvaluated = request({nullptr, nullptr}, specs);
    allEvaluated.names = {"base", "noise"};
    allEvaluated.evaluated = {&evBase, &evNoise};
    PipelineResult evOut;
    runComparisonPipeline(allEvaluated, evOut);
    for (const char* key : {"P_5", "ndcg_cut_5", "recip_rank"}) {
        expectSameCell(cellOf(ranked, "noise", key), cellOf(mixedOut, "noise", key),
                       std::string("mixed ") + key);
        expectSameCell(cellOf(ranked, "noise", key), cellOf(evOut, "noise", key),
                       std::string("evaluated ") + key);
    }
}

// An evaluated run that shares no compared measure with the baseline is named and left out;
// the table keeps the others.
TEST_P(ComparePairTest, AnEvaluatedRunWithoutTheComparedMeasuresIsLeftOutByName) {
    EvaluatedRun stranger;
    stranger.name = "stranger";
    stranger.qids = {"q100", "q101"};
    const auto resolved = resolveMeasureName("map");
    ASSERT_TRUE(resolved.has_value());
    stranger.measures.push_back({"map", resolved->key, resolved->measure, 0, {0.5, 0.25}});
    PipelineRequest req = request({&base, nullptr, &better}, {"P@5"});
    req.names = {"base", "stranger", "better"};
    req.evaluated = {nullptr, &stranger, nullptr};
    PipelineResult out;
    runComparisonPipeline(req, out);
    EXPECT_EQ(out.input.runNames, (std::vector<std::string>{"base", "better"}));
    ASSERT_EQ(out.input.notes.size(), 1u);
    EXPECT_NE(out.input.notes[0].find("stranger is left out"), std::string::npos)
        << out.input.notes[0];
    PipelineResult alone;
    runComparisonPipeline(request({&base, &better}, {"P@5"}), alone);
    expectSameCell(cellOf(alone, "better", "P_5"), cellOf(out, "better", "P_5"), "left out");
}

// A guardrail's verdict and a segment's cells for a run never change when another run is added.
TEST_P(ComparePairTest, GuardrailsAndSegmentsFollowThePairAlone) {
    std::unordered_map<std::string, QueryInfo> segments;
    for (unsigned q = 0; q < 40; ++q)
        segments["q" + std::to_string(100 + q)] = {q % 2 ? "odd" : "even", 1.0};
    auto run = [&](std::vector<const core::Run*> runs) {
        PipelineRequest r = request(std::move(runs), {"P@5", "ndcg@5"});
        r.options.bySegment = true;
        r.queries = segments;
        r.guardrails =
            Guardrails{"custom", "", parseGuardRule("ndcg@5 up"), {parseGuardRule("P@5 drop<=5%")}};
        r.metrics = comparisonMetrics({"P@5", "ndcg@5"}, r.guardrails);
        auto out = std::make_unique<PipelineResult>();
        runComparisonPipeline(r, *out);
        return out;
    };
    const auto alone = run({&base, &better});
    const auto beside = run({&base, &noise, &better, &other});
    auto cardOf = [](const PipelineResult& out, std::size_t r) {
        for (const auto& c : out.report.scorecards)
            if (c.run == r) return c;
        ADD_FAILURE() << "no scorecard for run " << r;
        return out.report.scorecards.front();
    };
    const auto a = cardOf(*alone, 1), b = cardOf(*beside, 2);
    EXPECT_EQ(a.pass, b.pass);
    EXPECT_EQ(a.primary.pass, b.primary.pass);
    EXPECT_EQ(a.primary.detail, b.primary.detail);
    ASSERT_EQ(a.guards.size(), b.guards.size());
    EXPECT_EQ(a.guards[0].detail, b.guards[0].detail);
    ASSERT_EQ(alone->comparison.segments.size(), 2u);
    ASSERT_EQ(beside->comparison.segments.size(), 2u);
    for (std::size_t s = 0; s < 2; ++s)
        for (std::size_t m = 0; m < 2; ++m) {
            Cell x = alone->comparison.segments[s].cells[1][m];
            Cell y = beside->comparison.segments[s].cells[2][m];
            x.ci = y.ci;  // segment tables have no interval
            expectSameCell(x, y, "segment " + alone->comparison.segments[s].segment);
        }
}

INSTANTIATE_TEST_SUITE_P(BothPairings, ComparePairTest,
                         ::testing::Values(Pairing::Labelled, Pairing::BothReturned),
                         [](const auto& info) {
                             return info.param == Pairing::Labelled ? "Labelled" : "BothReturned";
                         });

}  // namespace
}  // namespace ranklens::core::compare
