// Offline <-> online agreement (core/behaviour/online_agreement.h), worked by hand.
#include <gtest/gtest.h>

#include <cmath>

#include "core/behaviour/online_agreement.h"
#include "temp_dir_test.h"

namespace ranklens::core::behaviour {
namespace {

// Four runs: offline ndcg A .30, B .32, C .35, D .32; online ctr A 0, B .5, C .4, D .8.
// Pairs: AB (+,+) C; AC (+,+) C; AD (+,+) C; BC (+,-) D; BD (0,+) tied offline; CD (-,+) D.
// C = 3, D = 2, n0 = 6, n1 = 1 (BD), n2 = 0: tau-b = (3 - 2) / sqrt(5 * 6) = 1/sqrt(30).
// Sign agreement: 3 agree, 2 disagree, 1 tied -> 3/5.
TEST(BehaviourAgreement, HandWorkedTauBWithATie) {
    const std::vector<double> off{0.30, 0.32, 0.35, 0.32}, on{0.0, 0.5, 0.4, 0.8};
    const TauB t = kendallTauB(off, on);
    ASSERT_TRUE(t.defined);
    EXPECT_EQ(t.concordant, 3u);
    EXPECT_EQ(t.discordant, 2u);
    EXPECT_EQ(t.tiedOffline, 1u);
    EXPECT_EQ(t.tiedOnline, 0u);
    EXPECT_DOUBLE_EQ(t.tau, 1.0 / std::sqrt(30.0));
    const SignAgreement s = signAgreement(off, on);
    EXPECT_EQ(s.pairs, 6u);
    EXPECT_EQ(s.tied, 1u);
    EXPECT_DOUBLE_EQ(s.share(), 0.6);
}

// Ties on both sides: x = 1,1,2  y = 5,5,6 -> pair 12 tied on both, 13 and 23 concordant.
// n0 = 3, n1 = n2 = 1: tau-b = 2 / sqrt(2 * 2) = 1 (tau-a would give 2/3).
TEST(BehaviourAgreement, TiedOnBothSides) {
    const TauB t = kendallTauB({1, 1, 2}, {5, 5, 6});
    EXPECT_EQ(t.tiedBoth, 1u);
    EXPECT_DOUBLE_EQ(t.tau, 1.0);
}

TEST(BehaviourAgreement, PerfectReversedAndUndefined) {
    EXPECT_DOUBLE_EQ(kendallTauB({1, 2, 3}, {10, 20, 30}).tau, 1.0);
    EXPECT_DOUBLE_EQ(kendallTauB({1, 2, 3}, {30, 20, 10}).tau, -1.0);
    EXPECT_FALSE(kendallTauB({1, 1, 1}, {1, 2, 3}).defined);  // offline cannot order the runs
    EXPECT_FALSE(kendallTauB({1}, {2}).defined);
    EXPECT_FALSE(signAgreement({1, 1}, {1, 2}).defined());
}

TEST(BehaviourAgreement, ParsesOnlineSpecs) {
    const OnlineResult r = parseOnlineSpec("ctr_delta=+0.8% [0.2, 1.4]");
    EXPECT_EQ(r.metric, "ctr_delta");
    EXPECT_DOUBLE_EQ(r.value, 0.8);
    EXPECT_EQ(r.unit, "%");
    EXPECT_DOUBLE_EQ(*r.ciLow, 0.2);
    EXPECT_DOUBLE_EQ(*r.ciHigh, 1.4);
    const OnlineResult plain = parseOnlineSpec("revenue = -3.5");
    EXPECT_DOUBLE_EQ(plain.value, -3.5);
    EXPECT_FALSE(plain.ciLow.has_value());
    EXPECT_THROW(parseOnlineSpec("ctr 0.8"), std::invalid_argument);
    EXPECT_THROW(parseOnlineSpec("ctr=0.8 [1.4, 0.2]"), std::invalid_argument);
    EXPECT_THROW(parseOnlineSpec("ctr=0.8 [0.2 1.4]"), std::invalid_argument);
}

class BehaviourAgreementFiles : public ranklens::test::TempDirTest {};

// The four runs above, plus E with an offline value and no online result (left out), and a
// second offline metric that orders the runs exactly as the online test did.
TEST_F(BehaviourAgreementFiles, RowsPerOfflineAndOnlineMetric) {
    const auto off = readOfflineValues(
        write("off.csv",
              "run,metric,value\nA,ndcg@10,0.30\nB,ndcg@10,0.32\nC,ndcg@10,0.35\nD,ndcg@10,0.32\n"
              "E,ndcg@10,0.9\nA,P@5,0.1\nB,P@5,0.3\nC,P@5,0.2\nD,P@5,0.4\n"));
    const auto on =
        readOnlineResults(write("on.tsv",
                                "run\tresult\nA\tctr_delta=0% \nB\tctr_delta=+0.5% [0.1, 0.9]\n"
                                "C\tctr_delta=0.4%\nD\tctr_delta=0.8%\n"));
    ASSERT_EQ(on.size(), 4u);
    EXPECT_DOUBLE_EQ(*on[1].ciHigh, 0.9);
    const auto rows = offlineOnlineAgreement(off, on);
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0].offlineMetric, "ndcg@10");
    EXPECT_EQ(rows[0].onlineMetric, "ctr_delta");
    EXPECT_EQ(rows[0].runs, (std::vector<std::string>{"A", "B", "C", "D"}));
    EXPECT_DOUBLE_EQ(rows[0].tau.tau, 1.0 / std::sqrt(30.0));
    EXPECT_DOUBLE_EQ(rows[0].sign.share(), 0.6);
    ASSERT_EQ(rows[0].onlineCi.size(), 4u);
    EXPECT_FALSE(rows[0].onlineCi[0].has_value());
    EXPECT_DOUBLE_EQ(rows[0].onlineCi[1]->first, 0.1);  // B: [0.1, 0.9]
    EXPECT_EQ(rows[1].offlineMetric, "P@5");
    EXPECT_DOUBLE_EQ(rows[1].tau.tau, 1.0);
    EXPECT_DOUBLE_EQ(rows[1].sign.share(), 1.0);
}

TEST_F(BehaviourAgreementFiles, BadLinesNameFileAndLine) {
    auto message = [&](auto read, const std::string& text) {
        try {
            read(write("bad.csv", text));
        } catch (const std::runtime_error& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    const std::string f = (dir_ / "bad.csv").string();
    EXPECT_EQ(message(readOfflineValues, "run,metric,value\nA,ndcg@10,x\n"),
              f + ":2: value 'x' is not a number");
    EXPECT_EQ(message(readOfflineValues, "run,metric,value\nA,m,1\n\nA,m,2\n"),
              f + ":4: run 'A' has metric 'm' twice");
    EXPECT_EQ(message(readOnlineResults, "run,metric,value,ci_low,ci_high\nA,ctr,1,2,1\n"),
              f + ":2: ci_low/ci_high must be numbers, low <= high");
    EXPECT_EQ(message(readOnlineResults, "run,result\nA,\"ctr=oops\"\n"),
              f + ":2: value 'oops' is not a number");
    EXPECT_EQ(message(readOnlineResults, "name,x\n"),
              f + ":1: header needs run,metric,value[,ci_low,ci_high] or run,result");
}

}  // namespace
}  // namespace ranklens::core::behaviour
