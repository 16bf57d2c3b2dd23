// A tie policy as a way of reading a run: a run kept in trec_eval order, evaluated (and read by
// coverage, exposure, pooling) under another policy, gives exactly the numbers of a copy
// ordered by that policy, and is left untouched.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "core/beyond/group_exposure.h"
#include "core/eval/evaluator.h"
#include "core/judged/run_grades.h"
#include "core/judging/pooling.h"
#include "core/model/data_copy.h"
#include "core/order/order_query.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

constexpr TiePolicy kPolicies[] = {TiePolicy::TrecEval, TiePolicy::InputOrder, TiePolicy::Rank,
                                   TiePolicy::Average};

// q: a(2) b(1) c(1) d(1) e(0.5) in the file, rank column 1 3 2 4 5 (c before b).
//   trec_eval: a d c b e (ties by docid descending); input order: a b c d e; rank: a c b d e.
Run handRun() {
    core::Run run = test::makeRun(
        {{"q", "a", 2.0}, {"q", "b", 1.0}, {"q", "c", 1.0}, {"q", "d", 1.0}, {"q", "e", 0.5}});
    const std::int32_t ranks[] = {1, 3, 2, 4, 5};
    for (auto& d : run.queries()[0].docs) d.rank = ranks[d.inputPos];
    run.hasRanks = true;
    return run;
}

std::vector<std::string> docsOf(const RunQuery& q) {
    std::vector<std::string> out;
    for (const auto& d : q.docs) out.emplace_back(d.doc);
    return out;
}

// Every row of every query, in stored order: docid, score, rank, inputPos.
std::vector<std::string> rowsOf(const Run& run) {
    std::vector<std::string> out;
    for (const auto& q : run.queries())
        for (const auto& d : q.docs)
            out.push_back(std::string(q.qid) + " " + d.doc + " " + std::to_string(d.score) + " " +
                          std::to_string(d.rank) + " " + std::to_string(d.inputPos));
    return out;
}

EvalConfig withTies(TiePolicy t) {
    EvalConfig cfg;
    cfg.ties = t;
    return cfg;
}

TEST(TieOrderView, QueryInOrderGivesEachPolicysOrderWithoutChangingTheRun) {
    core::Run run = handRun();
    run.order(TiePolicy::TrecEval);
    const RunQuery& q = run.queries()[0];
    EXPECT_EQ(docsOf(q), (std::vector<std::string>{"a", "d", "c", "b", "e"}));
    RunQuery buffer;
    EXPECT_EQ(&queryInOrder(run, q, TiePolicy::TrecEval, buffer), &q);
    EXPECT_EQ(&queryInOrder(run, q, TiePolicy::Average, buffer), &q);  // the same order
    EXPECT_EQ(docsOf(queryInOrder(run, q, TiePolicy::InputOrder, buffer)),
              (std::vector<std::string>{"a", "b", "c", "d", "e"}));
    EXPECT_EQ(docsOf(queryInOrder(run, q, TiePolicy::Rank, buffer)),
              (std::vector<std::string>{"a", "c", "b", "d", "e"}));
    // inputPos travels with each doc (labels looked up by input position stay valid).
    for (const auto& d : buffer.docs) EXPECT_EQ(d.doc[0] - 'a', static_cast<int>(d.inputPos));
    EXPECT_EQ(docsOf(q), (std::vector<std::string>{"a", "d", "c", "b", "e"}));
    EXPECT_EQ(run.orderedBy(), TiePolicy::TrecEval);
}

TEST(TieOrderView, QueryInOrderEqualsOrderQueryFromAnyStartingOrder) {
    std::mt19937 rng(7);
    for (int round = 0; round < 200; ++round) {
        core::Run run;
        RunQuery& q = run.query("q");
        const int n = 1 + static_cast<int>(rng() % 30);
        double score = 5.0;
        for (int i = 0; i < n; ++i) {
            if (rng() % 3 == 0) score -= 0.5;
            const std::string doc = "d" + std::to_string(rng() % 100) + "_" + std::to_string(i);
            // Ranks mostly follow the file, sometimes not (a full sort then).
            const int rank = round % 4 == 0 ? static_cast<int>(rng() % 10) : i + 1;
            q.docs.push_back(RankedDoc{round % 2 ? score : static_cast<double>(rng() % 4),
                                       run.storeString(doc), rank, static_cast<std::uint32_t>(i)});
        }
        const RunQuery file = q;
        for (TiePolicy have : {TiePolicy::TrecEval, TiePolicy::InputOrder, TiePolicy::Rank}) {
            core::Run ordered = copyRun(run);
            ordered.order(have);
            const std::vector<std::string> before = rowsOf(ordered);
            for (TiePolicy want : kPolicies) {
                RunQuery expected = file;
                orderQuery(expected, want);
                RunQuery buffer;
                const RunQuery& got = queryInOrder(ordered, ordered.queries()[0], want, buffer);
                ASSERT_EQ(docsOf(got), docsOf(expected)) << round;
                for (std::size_t i = 0; i < got.docs.size(); ++i)
                    ASSERT_EQ(got.docs[i].inputPos, expected.docs[i].inputPos);
            }
            EXPECT_EQ(rowsOf(ordered), before);
        }
        // Positions with gaps (lines dropped on import) take the sorting path.
        core::Run gaps = copyRun(run);
        for (auto& d : gaps.queries()[0].docs) d.inputPos = d.inputPos * 2 + 1;
        RunQuery gapsExpected = gaps.queries()[0];
        gaps.order(TiePolicy::TrecEval);
        for (TiePolicy want : {TiePolicy::InputOrder, TiePolicy::Rank}) {
            RunQuery expected = gapsExpected, buffer;
            orderQuery(expected, want);
            ASSERT_EQ(docsOf(queryInOrder(gaps, gaps.queries()[0], want, buffer)),
                      docsOf(expected));
        }
        // A run in file order (never ordered) is ordered query by query too.
        RunQuery buffer;
        RunQuery expected = file;
        orderQuery(expected, TiePolicy::InputOrder);
        EXPECT_EQ(docsOf(queryInOrder(run, run.queries()[0], TiePolicy::InputOrder, buffer)),
                  docsOf(expected));
    }
}

TEST(TieOrderView, HandWorkedValuesForEachPolicyFromOneTrecEvalOrderedRun) {
    core::Run run = handRun();
    run.order(TiePolicy::TrecEval);
    const std::vector<std::string> before = rowsOf(run);
    const Qrels qrels = test::makeQrels({{"q", "b", 1}});  // only b is relevant
    const auto opts = test::requestsFor({{"recip_rank", {}}, {"P", {2}}});
    const core::Run& shared = run;
    // b is 4th (trec_eval), 2nd (input order), 3rd (rank column).
    const auto rr = [&](TiePolicy t) {
        return evaluate(shared, qrels, withTies(t), opts).column("recip_rank")->aggregate;
    };
    const auto p2 = [&](TiePolicy t) {
        return evaluate(shared, qrels, withTies(t), opts).column("P_2")->aggregate;
    };
    EXPECT_DOUBLE_EQ(rr(TiePolicy::TrecEval), 1.0 / 4);
    EXPECT_DOUBLE_EQ(rr(TiePolicy::InputOrder), 1.0 / 2);
    EXPECT_DOUBLE_EQ(rr(TiePolicy::Rank), 1.0 / 3);
    // Average: b is 2nd, 3rd or 4th with equal chance.
    EXPECT_DOUBLE_EQ(rr(TiePolicy::Average), (1.0 / 2 + 1.0 / 3 + 1.0 / 4) / 3);
    EXPECT_DOUBLE_EQ(p2(TiePolicy::TrecEval), 0.0);
    EXPECT_DOUBLE_EQ(p2(TiePolicy::InputOrder), 0.5);
    EXPECT_DOUBLE_EQ(p2(TiePolicy::Rank), 0.0);
    EXPECT_EQ(rowsOf(run), before);
    EXPECT_EQ(run.orderedBy(), TiePolicy::TrecEval);
}

// Many queries with ties, odd rank columns and labels; two threads (each with its buffer),
// with and without grades looked up by input position; curves and run-level measures too.
TEST(TieOrderView, EvaluatingUnderAnyPolicyEqualsEvaluatingACopyOrderedByIt) {
    std::mt19937 rng(3);
    std::vector<test::Line> lines;
    std::vector<test::Label> labels;
    for (int q = 0; q < 60; ++q) {
        const std::string qid = "q" + std::to_string(q);
        double score = 10.0;
        for (int i = 0; i < 40; ++i) {
            if (rng() % 4 == 0) score -= 1.0;
            const std::string doc = "d" + std::to_string(rng() % 500);
            lines.push_back({qid, doc + "_" + std::to_string(i), score});
            if (rng() % 3 == 0)
                labels.push_back({qid, doc + "_" + std::to_string(i), static_cast<int>(rng() % 3)});
        }
    }
    core::Run run = test::makeRun(lines);
    for (auto& q : run.queries())
        for (auto& d : q.docs)
            d.rank = static_cast<std::int32_t>(d.inputPos) + 1 - (d.inputPos % 5 == 3 ? 2 : 0);
    run.hasRanks = true;
    run.order(TiePolicy::TrecEval);
    const std::vector<std::string> before = rowsOf(run);
    const Qrels qrels = test::makeQrels(labels);
    const RunGrades grades = lookUpGrades(run, qrels, 1);
    EvalOptions opts = test::requestsFor(
        {{"map", {}}, {"recip_rank", {}}, {"P", {1, 5, 10}}, {"ndcg_cut", {5, 20}}});
    opts.curveK = 20;
    opts.curveMeasures = {findMeasure("P"), findMeasure("ndcg_cut")};
    opts.threads = 2;
    for (TiePolicy t : kPolicies) {
        for (bool withGrades : {false, true}) {
            EvalOptions o = opts;
            if (t != TiePolicy::Average)  // not defined under average ties
                o.requests.push_back({findMeasure("coverage"), {3}});
            if (withGrades) o.gradesByQuery = grades.ptr;
            const EvalConfig cfg = withTies(t);
            const EvalResult shared = evaluate(std::as_const(run), qrels, cfg, o);
            core::Run copy = copyRun(run);
            copy.order(t);
            o.gradesByQuery.clear();
            const EvalResult ordered = evaluate(copy, qrels, cfg, o);
            test::expectSameResults(shared, ordered);
            EXPECT_EQ(shared.curves, ordered.curves);
            EXPECT_EQ(shared.ties.tiedGroups, ordered.ties.tiedGroups);
        }
        EXPECT_EQ(rowsOf(run), before) << toString(t);
    }
    // The policies disagree on this run (else the test would prove nothing).
    const auto map = [&](TiePolicy t) {
        return evaluate(std::as_const(run), qrels, withTies(t), opts).column("map")->aggregate;
    };
    EXPECT_NE(map(TiePolicy::TrecEval), map(TiePolicy::InputOrder));
    EXPECT_NE(map(TiePolicy::InputOrder), map(TiePolicy::Rank));
}

TEST(TieOrderView, CoverageExposureAndPoolingReadTheChosenOrder) {
    // q1 in the file: x(1) y(1) z(0); trec_eval puts the tie by docid descending: y x z.
    // q2: x(1) w(0.5), no labels. Catalogue: x y z w.
    core::Run run = test::makeRun(
        {{"q1", "x", 1.0}, {"q1", "y", 1.0}, {"q1", "z", 0.0}, {"q2", "x", 1.0}, {"q2", "w", 0.5}});
    run.order(TiePolicy::TrecEval);
    EXPECT_EQ(docsOf(run.queries()[0]), (std::vector<std::string>{"y", "x", "z"}));
    const Qrels qrels = test::makeQrels({{"q1", "x", 1}});
    // Top 1: y and x (trec_eval), x twice (input order).
    EXPECT_EQ(coverageCurve(run, qrels, 1, 0, TiePolicy::TrecEval), std::vector<double>{2.0 / 4});
    EXPECT_EQ(coverageCurve(run, qrels, 1, 0, TiePolicy::InputOrder), std::vector<double>{1.0 / 4});
    const GroupOf groups = {{"x", "gx"}, {"y", "gy"}};
    const GroupExposure trec = exposureByGroup(run, qrels, groups, 1, 1, TiePolicy::TrecEval);
    const GroupExposure input = exposureByGroup(run, qrels, groups, 1, 1, TiePolicy::InputOrder);
    ASSERT_EQ(trec.rows.size(), 2u);  // gx (relevant, not shown), gy (shown)
    EXPECT_EQ(trec.rows[1].group, "gy");
    EXPECT_DOUBLE_EQ(trec.rows[1].exposureShare, 1.0);
    ASSERT_EQ(input.rows.size(), 1u);  // gx, shown and relevant
    EXPECT_EQ(input.rows[0].group, "gx");
    EXPECT_DOUBLE_EQ(input.rows[0].exposureShare, 1.0);
    EXPECT_EQ(poolTopK({&run}, 1, TiePolicy::TrecEval)[0].docs, std::vector<std::string>{"y"});
    EXPECT_EQ(poolTopK({&run}, 1, TiePolicy::InputOrder)[0].docs, std::vector<std::string>{"x"});
    EXPECT_EQ(docsOf(run.queries()[0]), (std::vector<std::string>{"y", "x", "z"}));
}

}  // namespace
}  // namespace ranklens::core
