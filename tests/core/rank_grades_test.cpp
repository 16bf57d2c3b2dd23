// Labels in rank order, one byte a doc (core/judged/run_grades.h RankGrades), and the kernels that
// read them: the same per-query values, curves and tie report as the lookup by docid and the
// table by inputPos, and as NDCG/P/R/Judged@k computed here by their textbook formulas with
// the kernels' own operations (so equal to the last bit).
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "core/judged/judged_ranking.h"
#include "core/judged/run_grades.h"
#include "core/order/order_query.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using test::makeQrels;
using test::makeRun;

TEST(RankGrades, GradesInRankOrderAndTieBits) {
    // q1 in file order: d1 (score 1), d2 (3), d3 (2), d4 (2); by score: d2, d4, d3, d1 (ties by
    // docid descending) and d3 ties with d4.
    core::Run run = makeRun({{"q1", "d1", 1}, {"q1", "d2", 3}, {"q1", "d3", 2}, {"q1", "d4", 2}});
    const Qrels qrels = makeQrels({{"q1", "d2", -1}, {"q1", "d3", 3}, {"q1", "zz", 1}});
    run.order(TiePolicy::TrecEval);
    RankGrades g;
    ASSERT_TRUE(lookUpRankGrades(run, qrels, g, 2));
    EXPECT_EQ(g.order, TiePolicy::TrecEval);
    const RankedQueryGrades q = g.query(0);
    ASSERT_EQ(q.size, 4u);
    EXPECT_EQ(q.grades[0], -1);                         // d2
    EXPECT_EQ(q.grades[1], RankGrades::kRankUnjudged);  // d4
    EXPECT_EQ(q.grades[2], 3);                          // d3
    EXPECT_EQ(q.grades[3], RankGrades::kRankUnjudged);  // d1
    EXPECT_EQ(q.tiedBits[0], 0b100u);                   // rank 3 (index 2) ties with rank 2
    // Read with ties in input order (the run stays in trec_eval order): d2, d3, d4, d1.
    const RankGrades input = reorderRankGrades(run, g, TiePolicy::InputOrder);
    const RankedQueryGrades qi = input.query(0);
    EXPECT_EQ(qi.grades[0], -1);                         // d2
    EXPECT_EQ(qi.grades[1], 3);                          // d3
    EXPECT_EQ(qi.grades[2], RankGrades::kRankUnjudged);  // d4
    EXPECT_EQ(qi.grades[3], RankGrades::kRankUnjudged);  // d1
    EXPECT_EQ(qi.tiedBits[0], 0b100u);
    EXPECT_EQ(run.queries()[0].docs[1].doc, std::string("d4"));
    // Back to the table by inputPos: exactly what the lookup gives.
    const RunGrades byPos = gradesByInputPos(run, g), looked = lookUpGrades(run, qrels, 1);
    EXPECT_EQ(byPos.grades, looked.grades);
    EXPECT_EQ(byPos.offsets, looked.offsets);
}

// The builder a load fills as it puts each query in order (from two threads, queries in any
// order, each filled right after its own orderQuery): the same grades, tie bits and label counts
// as the lookup over the ordered run; none for a run not marked ordered or a label over a byte.
TEST(RankGrades, BuiltQueryByQueryAsOrderedEqualsTheLookup) {
    std::vector<test::Line> rows;
    std::vector<test::Label> labels;
    for (int q = 0; q < 40; ++q) {
        const std::string qid = "q" + std::to_string(q);
        for (int d = 0; d < 90 + q; ++d) {
            const std::string doc = "doc" + std::to_string((d * 7 + q) % 150);
            rows.push_back({qid, doc, static_cast<double>((d * 13 + q) % 17)});
            if ((d + q) % 3 == 0) labels.push_back({qid, doc, (d + q) % 5 - 1});
        }
    }
    const Qrels qrels = makeQrels(labels);
    core::Run ordered = makeRun(rows);
    ordered.order(TiePolicy::TrecEval);
    RankGrades want;
    ASSERT_TRUE(lookUpRankGrades(ordered, qrels, want, 1));

    core::Run run = makeRun(rows);  // in file order: each query put in order just before its fill
    RankGradesBuilder builder(run, qrels);
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        const std::size_t n = run.queries().size();
        for (std::size_t i; (i = next.fetch_add(1)) < n;) {
            const std::size_t q = n - 1 - i;
            orderQuery(run.queries()[q], TiePolicy::TrecEval);
            builder.fill(q);
        }
    };
    std::thread other(work);
    work();
    other.join();
    run.markOrdered(TiePolicy::TrecEval);
    const auto built = builder.finish();
    ASSERT_NE(built, nullptr);
    EXPECT_EQ(built->order, TiePolicy::TrecEval);
    EXPECT_EQ(built->grades, want.grades);
    EXPECT_EQ(*built->tiedBits, *want.tiedBits);
    EXPECT_EQ(built->layout->offsets, want.layout->offsets);
    EXPECT_EQ(built->layout->bitOffsets, want.layout->bitOffsets);
    EXPECT_EQ(built->layout->labelCounts, want.layout->labelCounts);

    core::Run unmarked = makeRun(rows);
    RankGradesBuilder notOrdered(unmarked, qrels);
    for (std::size_t q = 0; q < unmarked.queries().size(); ++q) notOrdered.fill(q);
    EXPECT_EQ(notOrdered.finish(), nullptr);
    const Qrels big = makeQrels({{"q3", "doc3", 128}});
    RankGradesBuilder overAByte(ordered, big);
    for (std::size_t q = 0; q < ordered.queries().size(); ++q) overAByte.fill(q);
    EXPECT_EQ(overAByte.finish(), nullptr);
}

TEST(RankGrades, RefusedWhenALabelDoesNotFitAByteOrTheRunIsNotOrdered) {
    core::Run run = makeRun({{"q1", "a", 2}, {"q1", "b", 1}});
    RankGrades g;
    EXPECT_FALSE(lookUpRankGrades(run, makeQrels({{"q1", "a", 1}}), g));  // not ordered
    run.order(TiePolicy::InputOrder);
    EXPECT_TRUE(lookUpRankGrades(run, makeQrels({{"q1", "a", 127}, {"q1", "b", -127}}), g));
    EXPECT_FALSE(lookUpRankGrades(run, makeQrels({{"q1", "a", 128}}), g));
    EXPECT_TRUE(g.grades.empty());
    EXPECT_FALSE(lookUpRankGrades(run, makeQrels({{"q1", "b", -128}}), g));
}

TEST(RankGrades, NdcgHandWorked) {
    // Ranked 3, 0, unjudged, 2, -1; labels 3, 0, 2, -1 and an unretrieved 1. Linear gain:
    // DCG@5 = 3 + 2/log2(5), IDCG@5 = 3 + 2/log2(3) + 1/log2(4): 0.81089186.
    // Exponential: (7 + 3/log2(5)) / (7 + 3/log2(3) + 1/2) = 0.88280802.
    core::Run run =
        makeRun({{"q", "a", 5}, {"q", "b", 4}, {"q", "c", 3}, {"q", "d", 2}, {"q", "e", 1}});
    run.order(TiePolicy::TrecEval);
    const Qrels qrels =
        makeQrels({{"q", "a", 3}, {"q", "b", 0}, {"q", "d", 2}, {"q", "e", -1}, {"q", "z", 1}});
    RankGrades g;
    ASSERT_TRUE(lookUpRankGrades(run, qrels, g));
    EvalOptions opts = test::requestsFor({{"ndcg_cut", {5}}});
    opts.rankGrades = &g;
    EvalConfig cfg;
    EXPECT_NEAR(evaluate(run, qrels, cfg, opts).column("ndcg_cut_5")->aggregate, 0.81089186, 1e-8);
    cfg.gain = GainKind::Exponential;
    EXPECT_NEAR(evaluate(run, qrels, cfg, opts).column("ndcg_cut_5")->aggregate, 0.88280802, 1e-8);
}

// NDCG@k by the formula, adding gain / log2(rank + 1) rank by rank as the kernels do.
std::vector<double> referenceNdcg(const JudgedRanking& r, const EvalConfig& cfg, std::size_t K) {
    std::vector<double> ideal;
    idealGains(r, cfg, ideal);
    std::vector<double> out(K);
    double dcg = 0.0, idcg = 0.0;
    for (std::size_t k = 1; k <= K; ++k) {
        if (k <= r.grades.size()) {
            const double gain = cfg.gainOf(r.grades[k - 1]);
            if (gain != 0.0) dcg += gain / std::log2(static_cast<double>(k + 1));
        }
        if (k <= ideal.size()) idcg += ideal[k - 1] / std::log2(static_cast<double>(k + 1));
        out[k - 1] = idcg > 0.0 ? dcg / idcg : 0.0;
    }
    return out;
}

// P@k, R@k and Judged@k by their definitions.
void referenceCounts(const JudgedRanking& r, const EvalConfig& cfg, std::size_t K,
                     std::vector<double>& p, std::vector<double>& rec, std::vector<double>& j) {
    std::size_t rel = 0, judged = 0;
    const std::size_t n = r.grades.size();
    for (std::size_t k = 1; k <= K; ++k) {
        if (k <= n) {
            rel += cfg.isRelevant(r.grades[k - 1]);
            judged += r.grades[k - 1] != kUnjudged;
        }
        p.push_back(static_cast<double>(rel) / static_cast<double>(k));
        rec.push_back(r.numRel ? static_cast<double>(rel) / static_cast<double>(r.numRel) : 0.0);
        const std::size_t shown = std::min(k, n);
        j.push_back(shown ? static_cast<double>(judged) / static_cast<double>(shown) : 0.0);
    }
}

// 40 queries of 1..1,200 docs with runs of equal scores, labels -2..4 (some unretrieved, some
// retrieved docs unjudged), one query whose labels go up to 40 (beyond the NDCG table) and one
// up to 100 (beyond the label counts per grade).
struct Fixture {
    core::Run run;
    Qrels qrels;
    Fixture() {
        std::uint64_t seed = 7;
        auto rnd = [&seed] {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            return static_cast<std::uint32_t>(seed >> 33);
        };
        std::vector<test::Line> lines;
        std::vector<test::Label> labels;
        char q[16], d[16];
        for (int qi = 0; qi < 40; ++qi) {
            std::snprintf(q, sizeof q, "q%02d", qi);
            const int n = qi == 0 ? 1 : qi < 3 ? 1200 : 1 + static_cast<int>(rnd() % 300);
            for (int i = 0; i < n + 20; ++i) {
                std::snprintf(d, sizeof d, "d%d", i);
                if (i < n) lines.push_back({q, d, static_cast<double>(rnd() % 40)});
                if (rnd() % 3 != 0)
                    labels.push_back(
                        {q, d,
                         qi == 5 ? static_cast<int>(rnd() % 41) : static_cast<int>(rnd() % 7) - 2});
            }
        }
        run = makeRun(lines);
        qrels = makeQrels(labels);
    }
};

std::vector<EvalConfig> configs() {
    std::vector<EvalConfig> out = test::gainIdealThresholdConfigs();
    EvalConfig custom;
    custom.gain = GainKind::Custom;
    custom.customGains = {0.5, 0, 3, 1};  // falls at grade 3; grade 0 gains
    out.push_back(custom);
    EvalConfig extras;
    extras.judgedOnly = true;
    extras.thresholdInGain = true;
    extras.relevanceThreshold = 2;
    extras.maxDocsPerQuery = 150;
    extras.logBase = 10;
    out.push_back(extras);
    EvalConfig input;
    input.ties = TiePolicy::InputOrder;
    input.emptyQueries = EmptyQueries::One;
    out.push_back(input);
    EvalConfig average;
    average.ties = TiePolicy::Average;
    out.push_back(average);
    return out;
}

TEST(RankGrades, EvaluationEqualsTheLookupAndTheTableByInputPos) {
    Fixture f;
    for (const EvalConfig& cfg : configs()) {
        f.run.order(cfg.ties);
        const RunGrades byPos = lookUpGrades(f.run, f.qrels, 2);
        RankGrades ranks;
        ASSERT_TRUE(lookUpRankGrades(f.run, f.qrels, ranks, 2));
        for (double k : {1.0, 10.0, 1000.0}) {
            SCOPED_TRACE(cfg.describe() + "; k = " + std::to_string(k));
            EvalOptions plain = test::requestsFor(
                {{"P", {k}}, {"recall", {k}}, {"ndcg_cut", {k}}, {"judged", {k}}, {"map", {}}});
            plain.curveK = 1000;
            for (const char* m : {"P", "recall", "ndcg_cut", "judged"})
                plain.curveMeasures.push_back(findMeasure(m));
            plain.tieCutoffs = {1, 5, 10, static_cast<int>(k)};
            plain.threads = 2;
            EvalOptions pos = plain, rank = plain;
            pos.gradesByQuery = byPos.ptr;
            rank.rankGrades = &ranks;
            const EvalResult a = evaluate(f.run, f.qrels, cfg, plain);
            const EvalResult b = evaluate(f.run, f.qrels, cfg, pos);
            const EvalResult c = evaluate(f.run, f.qrels, cfg, rank);
            test::expectSameResults(a, b);
            test::expectSameResults(a, c);
            EXPECT_EQ(a.curves, b.curves);
            EXPECT_EQ(a.curves, c.curves);
            EXPECT_EQ(a.ties.tiedGroups, c.ties.tiedGroups);
            EXPECT_EQ(a.ties.queriesWithTies, c.ties.queriesWithTies);
            EXPECT_EQ(a.ties.straddling, c.ties.straddling);
            EXPECT_GT(a.ties.tiedGroups, 0u);
        }
    }
}

TEST(RankGrades, ReorderedFromAnotherOrderEqualsTheLookup) {
    Fixture byScore, byInput;  // the same run twice
    byScore.run.order(TiePolicy::TrecEval);
    byInput.run.order(TiePolicy::InputOrder);
    RankGrades ranks, expected;
    ASSERT_TRUE(lookUpRankGrades(byScore.run, byScore.qrels, ranks));
    ASSERT_TRUE(lookUpRankGrades(byInput.run, byInput.qrels, expected));
    const std::vector<std::int8_t> before = ranks.grades;
    const RankGrades got = reorderRankGrades(byScore.run, ranks, TiePolicy::InputOrder);
    EXPECT_EQ(got.order, TiePolicy::InputOrder);
    EXPECT_EQ(got.grades, expected.grades);
    EXPECT_EQ(*got.tiedBits, *expected.tiedBits);
    EXPECT_EQ(got.tiedBits, ranks.tiedBits);  // the same groups at the same ranks: shared
    EXPECT_EQ(got.layout->labelCounts, expected.layout->labelCounts);
    EXPECT_EQ(got.layout, ranks.layout);  // shared, not copied
    EXPECT_NE(got.grades, ranks.grades);
    EXPECT_EQ(ranks.grades, before);
    EXPECT_TRUE(byScore.run.orderedBy() == TiePolicy::TrecEval);  // read, not reordered
}

// Groups of equal scores found from the tie bits: groups across a 64-rank word, one at the end
// of the list, one at its start, lists with none; the same as the lookup in input order.
TEST(RankGrades, InputOrderFromTieBitsAcrossWordsEqualsTheLookup) {
    std::vector<test::Line> rows;
    std::vector<test::Label> labels;
    const auto scoreAt = [](int q, int rank) {
        if (q == 0) return 5.0;                       // one group: the whole list
        if (q == 1) return 1000.0 - rank;             // no ties
        if (rank < 3) return 999.0;                   // at the start
        if (rank >= 60 && rank < 70) return 500.0;    // across ranks 64 and 65
        if (rank >= 127 && rank < 130) return 400.0;  // across 128
        if (rank >= 190) return 1.0;                  // to the end
        return 1000.0 - rank;
    };
    for (int q = 0; q < 4; ++q) {
        const std::string qid = "q" + std::to_string(q);
        const int n = q == 3 ? 64 : 200;
        for (int i = 0; i < n; ++i) {
            const int rank = (i * 37) % n;  // written out of order, a docid order of its own
            const std::string doc = "d" + std::to_string((i * 53) % 211);
            rows.push_back({qid, doc, scoreAt(q, rank)});
            if (i % 3 != 1) labels.push_back({qid, doc, (i * 7) % 4});
        }
    }
    const Qrels qrels = makeQrels(labels);
    core::Run byScore = makeRun(rows), byInput = makeRun(rows);
    byScore.order(TiePolicy::TrecEval);
    byInput.order(TiePolicy::InputOrder);
    RankGrades ranks, expected;
    ASSERT_TRUE(lookUpRankGrades(byScore, qrels, ranks, 1));
    ASSERT_TRUE(lookUpRankGrades(byInput, qrels, expected, 1));
    EXPECT_EQ(ranks.layout->scoresDescend, (std::vector<std::uint8_t>{1, 1, 1, 1}));
    const RankGrades got = reorderRankGrades(byScore, ranks, TiePolicy::InputOrder);
    EXPECT_EQ(got.grades, expected.grades);
    EXPECT_EQ(*got.tiedBits, *expected.tiedBits);
    EXPECT_EQ(got.tiedBits, ranks.tiedBits);
    EXPECT_NE(got.grades, ranks.grades);
}

// A NaN score leaves the fast path for input order (groups of equal scores in trec_eval order):
// the grades are those of the list core::queryInOrder gives, rank by rank.
TEST(RankGrades, ReorderedWithANaNScoreFollowsQueryInOrder) {
    core::Run run =
        makeRun({{"q1", "a", 2}, {"q1", "b", std::nan("")}, {"q1", "c", 2}, {"q1", "d", 1}});
    const Qrels qrels = makeQrels({{"q1", "a", 1}, {"q1", "b", 2}, {"q1", "c", 3}});
    run.order(TiePolicy::TrecEval);
    RankGrades ranks;
    ASSERT_TRUE(lookUpRankGrades(run, qrels, ranks));
    const std::vector<std::uint64_t> sourceBits = *ranks.tiedBits;
    const RankGrades got = reorderRankGrades(run, ranks, TiePolicy::InputOrder);
    RunQuery buffer;
    const RunQuery& to = queryInOrder(run, run.queries()[0], TiePolicy::InputOrder, buffer);
    ASSERT_EQ(to.docs.size(), 4u);
    const std::map<std::string, int> grade{{"a", 1}, {"b", 2}, {"c", 3}, {"d", -128}};
    std::uint64_t bits = 0;  // the order read has tie bits of its own, not the source's
    for (std::size_t k = 0; k < 4; ++k) {
        EXPECT_EQ(got.grades[k], grade.at(to.docs[k].doc)) << "rank " << k + 1;
        if (k > 0 && to.docs[k].score == to.docs[k - 1].score) bits |= std::uint64_t{1} << k;
    }
    EXPECT_NE(got.tiedBits, ranks.tiedBits);
    ASSERT_EQ(got.tiedBits->size(), 1u);
    EXPECT_EQ((*got.tiedBits)[0], bits);
    EXPECT_EQ(*ranks.tiedBits, sourceBits);  // the source's own are not written
}

// The explorer keeps its runs in trec_eval order and reads them in the definitions' tie order:
// rank grades reordered for that policy give the plain evaluation's numbers, bit for bit.
TEST(RankGrades, SharedRunReadInEveryTieOrderEqualsThePlainEvaluation) {
    Fixture f;
    f.run.order(TiePolicy::TrecEval);
    RankGrades own;
    ASSERT_TRUE(lookUpRankGrades(f.run, f.qrels, own));
    for (TiePolicy ties :
         {TiePolicy::TrecEval, TiePolicy::InputOrder, TiePolicy::Rank, TiePolicy::Average}) {
        EvalConfig cfg;
        cfg.ties = ties;
        SCOPED_TRACE(cfg.describe());
        const RankGrades ranks = reorderRankGrades(f.run, own, ties);
        EvalOptions plain = test::requestsFor(
            {{"P", {10}}, {"recall", {10}}, {"ndcg_cut", {10}}, {"judged", {10}}, {"map", {}}});
        plain.curveK = 100;
        for (const char* m : {"P", "ndcg_cut"}) plain.curveMeasures.push_back(findMeasure(m));
        plain.tieCutoffs = {1, 5, 10};
        EvalOptions rank = plain;
        rank.rankGrades = &ranks;
        const EvalResult a = evaluate(std::as_const(f.run), f.qrels, cfg, plain);
        const EvalResult b = evaluate(std::as_const(f.run), f.qrels, cfg, rank);
        test::expectSameResults(a, b);
        EXPECT_EQ(a.curves, b.curves);
        EXPECT_EQ(a.ties.straddling, b.ties.straddling);
        EXPECT_TRUE(f.run.orderedBy() == TiePolicy::TrecEval);
    }
}

TEST(RankGrades, KernelsEqualTheFormulas) {
    Fixture f;
    for (EvalConfig cfg : configs()) {
        if (cfg.gain == GainKind::Custom || cfg.thresholdInGain || cfg.logBase != 2.0 ||
            cfg.ties == TiePolicy::Average)
            continue;
        f.run.order(cfg.ties);
        RankGrades ranks;
        ASSERT_TRUE(lookUpRankGrades(f.run, f.qrels, ranks));
        const std::size_t K = 1000;
        for (std::size_t qi = 0; qi < f.run.queries().size(); ++qi) {
            const RunQuery& q = f.run.queries()[qi];
            SCOPED_TRACE(cfg.describe() + "; query " + q.qid);
            JudgedRanking jr, viaRanks;
            judge(&q, f.qrels.find(q.qid), cfg, jr);
            judge(q, f.qrels.find(q.qid), cfg, viaRanks, ranks.query(qi));
            EXPECT_EQ(jr.grades, viaRanks.grades);
            EXPECT_EQ(jr.labelGrades, viaRanks.labelGrades);
            EXPECT_EQ(jr.numRel, viaRanks.numRel);
            EXPECT_EQ(jr.numJudgedNonrel, viaRanks.numJudgedNonrel);
            std::vector<double> out(K), p, rec, j;
            measureInfo(MeasureFamily::NdcgCut).curve(viaRanks, cfg, out);
            EXPECT_EQ(out, referenceNdcg(jr, cfg, K));
            referenceCounts(jr, cfg, K, p, rec, j);
            measureInfo(MeasureFamily::P).curve(viaRanks, cfg, out);
            EXPECT_EQ(out, p);
            measureInfo(MeasureFamily::Recall).curve(viaRanks, cfg, out);
            EXPECT_EQ(out, rec);
            measureInfo(MeasureFamily::Judged).curve(viaRanks, cfg, out);
            EXPECT_EQ(out, j);
        }
    }
}

}  // namespace
}  // namespace ranklens::core
