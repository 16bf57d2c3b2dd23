// Several label sets on the command line (issue 47): `agreement` (Fleiss' kappa, Krippendorff's
// alpha, pairwise kappas, gold), `consensus` (qrels out, ties on stderr, no overwrite without
// --force), `label-sensitivity` (orders, tau-b, tau_AP, changed verdicts), label files with a
// judge column, and the bad inputs refused by name with nothing written.
//
// tests/data/judges/obs{A,B,C,D}.qrels: the four observers of Krippendorff, "Computing
// Krippendorff's Alpha-Reliability" (2011), units u1..u12 as the docs of query k. Fleiss' kappa
// over u2..u9 (every observer graded them): statsmodels 0.13.5 fleiss_kappa 0.6414565826330533
// (scripts/judges_reference.py).
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;
using ranklens::test::slurp;
using Json = nlohmann::json;

const std::string kJudges = std::string(RANKLENS_TEST_DATA) + "/judges/";
const std::string kObservers = kJudges + "obsA.qrels " + kJudges + "obsB.qrels " + kJudges +
                               "obsC.qrels " + kJudges + "obsD.qrels";

class JudgesCli : public ranklens::test::TempDirTest {};

TEST_F(JudgesCli, AgreementJsonOnKrippendorffsExample) {
    const auto r = cli("agreement " + kObservers + " --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = Json::parse(r.out);
    EXPECT_EQ(j["sets"], Json({"obsA.qrels", "obsB.qrels", "obsC.qrels", "obsD.qrels"}));
    EXPECT_EQ(j["items"], 11);  // u12 has one grade
    EXPECT_NEAR(j["krippendorff_alpha"]["nominal"].get<double>(), 0.743, 5e-4);
    EXPECT_NEAR(j["krippendorff_alpha"]["ordinal"].get<double>(), 0.815, 5e-4);
    EXPECT_NEAR(j["krippendorff_alpha"]["interval"].get<double>(), 0.849, 5e-4);
    EXPECT_NEAR(j["fleiss_kappa"].get<double>(), 0.6414565826330533, 1e-12);
    EXPECT_EQ(j["fleiss_items"], 8);
    ASSERT_EQ(j["pairs"].size(), 6u);
    const auto& ab = j["pairs"][0];
    EXPECT_EQ(ab["a"], "obsA.qrels");
    EXPECT_EQ(ab["b"], "obsB.qrels");
    EXPECT_EQ(ab["items"], 9);   // u1..u9
    EXPECT_EQ(ab["agreed"], 8);  // u6: 1 vs 2
    for (const char* k : {"kappa", "kappa_linear", "kappa_quadratic"})
        EXPECT_TRUE(ab[k].is_number());
    EXPECT_TRUE(j["gold"].empty());
}

TEST_F(JudgesCli, AgreementWithGoldAndText) {
    const auto r = cli("agreement " + kJudges + "obsB.qrels " + kJudges + "obsC.qrels --gold " +
                       kJudges + "obsD.qrels --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = Json::parse(r.out);
    EXPECT_EQ(j["gold_set"], "obsD.qrels");
    ASSERT_EQ(j["gold"].size(), 2u);
    // B against D on u1..u10 (10 items): differs on u6 (2 vs 4) only.
    EXPECT_EQ(j["gold"][0]["set"], "obsB.qrels");
    EXPECT_EQ(j["gold"][0]["items"], 10);
    EXPECT_NEAR(j["gold"][0]["accuracy"].get<double>(), 0.9, 1e-12);
    const auto t = cli("agreement " + kObservers);
    ASSERT_EQ(t.code, 0);
    EXPECT_NE(t.out.find("Fleiss' kappa    0.6415\t(8 items every set graded)"), std::string::npos)
        << t.out;
    EXPECT_NE(t.out.find("  nominal    0.7434"), std::string::npos) << t.out;
}

TEST_F(JudgesCli, UndefinedAlphaIsSaidNeverNaN) {
    const auto a = write("a.qrels", "q 0 d1 1\nq 0 d2 1\n");
    const auto b = write("b.qrels", "q 0 d1 1\nq 0 d2 1\n");
    const auto r = cli("agreement " + a + " " + b + " --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(r.out.find("NaN"), std::string::npos);
    EXPECT_EQ(r.out.find("nan"), std::string::npos);
    const auto j = Json::parse(r.out);
    EXPECT_TRUE(j["krippendorff_alpha"]["nominal"].is_null());
    EXPECT_NE(j["krippendorff_alpha_note"].get<std::string>().find("same value"),
              std::string::npos);
    EXPECT_TRUE(j["fleiss_kappa"].is_null());
    const auto t = cli("agreement " + a + " " + b);
    EXPECT_NE(t.out.find("no value: every grade has the same value"), std::string::npos) << t.out;
}

// A CSV with a judge and a confidence column: one label set per judge.
TEST_F(JudgesCli, JudgeColumnGivesOneSetPerJudge) {
    const auto f = write("judges.csv",
                         "query,doc,grade,judge,confidence\n"
                         "q1,d1,2,ann,0.9\nq1,d1,2,llm,0.6\nq1,d2,0,ann,0.8\nq1,d2,1,llm,0.4\n"
                         "q2,d1,1,ann,1\nq2,d1,1,llm,0.5\n");
    const auto r = cli("agreement " + f + " --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = Json::parse(r.out);
    EXPECT_EQ(j["sets"], Json({"ann", "llm"}));
    EXPECT_EQ(j["items"], 3);
    EXPECT_EQ(j["pairs"][0]["agreed"], 2);
    EXPECT_NEAR(j["confidence"]["llm"].get<double>(), 0.5, 1e-12);
    const auto jl = write("judges.jsonl",
                          "{\"qid\":\"q1\",\"docid\":\"d1\",\"grade\":2,\"judge\":\"m1\","
                          "\"confidence\":0.7}\n{\"qid\":\"q1\",\"docid\":\"d1\",\"grade\":1,"
                          "\"judge\":\"m2\",\"confidence\":0.9}\n");
    const auto r2 = cli("agreement " + jl + " --format json");
    ASSERT_EQ(r2.code, 0) << r2.out;
    EXPECT_EQ(Json::parse(r2.out)["sets"], Json({"m1", "m2"}));
}

// The confidences of a judge file imported into a project are kept there: `agreement` on the
// project reports the same mean confidences as on the file.
TEST_F(JudgesCli, ImportKeepsTheConfidenceInTheProject) {
    const auto f = write("judges.csv",
                         "query,doc,grade,judge,confidence\n"
                         "q1,d1,2,ann,0.9\nq1,d1,2,llm,0.6\nq1,d2,0,ann,0.8\nq1,d2,1,llm,0.4\n"
                         "q2,d1,1,ann,1\nq2,d1,1,llm,0.5\n");
    const auto project = (dir_ / "p.ranklens").string();
    const auto imp = cli("import " + project + " --qrels " + f);
    ASSERT_EQ(imp.code, 0) << imp.out;
    EXPECT_NE(imp.out.find("judge 'llm': mean confidence 0.5000 over 3 labels (kept in the "
                           "project)"),
              std::string::npos)
        << imp.out;
    const auto r = cli("agreement " + project + " --labels ann --labels llm --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = Json::parse(r.out);
    EXPECT_NEAR(j["confidence"]["ann"].get<double>(), 0.9, 1e-12);
    EXPECT_NEAR(j["confidence"]["llm"].get<double>(), 0.5, 1e-12);
}

// --by-query: Krippendorff's units are the docs of one query k, so its alpha is the whole one.
TEST_F(JudgesCli, AgreementByQuery) {
    const auto r = cli("agreement " + kObservers + " --by-query --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = Json::parse(r.out);
    ASSERT_EQ(j["queries"].size(), 1u);
    EXPECT_EQ(j["queries"][0]["qid"], "k");
    EXPECT_EQ(j["queries"][0]["items"], 11);
    EXPECT_NEAR(j["queries"][0]["krippendorff_alpha"]["nominal"].get<double>(),
                j["krippendorff_alpha"]["nominal"].get<double>(), 1e-12);
    EXPECT_FALSE(
        Json::parse(cli("agreement " + kObservers + " --format json").out).contains("queries"));
}

TEST_F(JudgesCli, BadInputIsRefusedByName) {
    const auto one = cli("agreement " + kJudges + "obsA.qrels", true);
    EXPECT_EQ(one.code, 1);
    EXPECT_NE(one.out.find("two label sets or more (got only 'obsA.qrels')"), std::string::npos)
        << one.out;
    const auto x = write("x.qrels", "other 0 z 1\n");
    const auto apart = cli("agreement " + kJudges + "obsA.qrels " + x, true);
    EXPECT_EQ(apart.code, 7);
    EXPECT_NE(apart.out.find("nothing to agree on"), std::string::npos) << apart.out;
    const auto nan = write("g.csv", "query,doc,grade,judge\nq1,d1,2,ann\nq1,d1,high,llm\n");
    const auto bad = cli("agreement " + nan, true);
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.out.find("g.csv:3: the grade 'high' is not a number"), std::string::npos)
        << bad.out;
    const auto empty = write("e.csv", "query,doc,grade,judge\nq1,d1,2,ann\nq1,d1,1,\n");
    const auto noJudge =
        cli("consensus " + empty + " --rule majority -o " + (dir_ / "out.qrels").string(), true);
    EXPECT_EQ(noJudge.code, 2);
    EXPECT_NE(noJudge.out.find("e.csv:3: the judge is empty"), std::string::npos) << noJudge.out;
    EXPECT_FALSE(std::filesystem::exists(dir_ / "out.qrels"));
    const auto plain = write("p.qrels", "q1 0 d1 x\n");
    EXPECT_EQ(cli("agreement " + plain + " " + x).code, 2);
}

// Majority of A..D per unit, lower grade on a tie: u2 2, u6 {1,2,3,4} tie -> 1, u8 1, u12 3.
TEST_F(JudgesCli, ConsensusWritesQrelsListsTiesAndKeepsAnExistingFile) {
    const auto out = (dir_ / "cons.qrels").string();
    const auto r = cli("consensus " + kObservers + " --rule majority -o " + out, true);
    ASSERT_EQ(r.code, 0) << r.out;
    const std::string q = slurp(out);
    EXPECT_NE(q.find("k 0 u2 2\n"), std::string::npos) << q;
    EXPECT_NE(q.find("k 0 u6 1\n"), std::string::npos) << q;
    EXPECT_NE(q.find("k 0 u12 3\n"), std::string::npos) << q;
    EXPECT_NE(r.out.find("tie rule lower: a tie takes the lowest of the tied grades"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("1 tied item (qid docid: tied grades -> taken):\n  k u6: 1,2,3,4 -> 1"),
              std::string::npos)
        << r.out;
    // Exists: refused, untouched; --force replaces it.
    const auto again = cli("consensus " + kObservers + " --rule median -o " + out, true);
    EXPECT_EQ(again.code, 1);
    EXPECT_NE(again.out.find("exists: not overwritten"), std::string::npos) << again.out;
    EXPECT_EQ(slurp(out), q);
    const auto forced =
        cli("consensus " + kObservers + " --rule median --ties higher -o " + out + " --force");
    ASSERT_EQ(forced.code, 0);
    EXPECT_NE(slurp(out).find("k 0 u6 3\n"), std::string::npos);  // median of 1 2 3 4: 2|3, higher
}

// Three runs, four queries, run rK returns dK only (P@1 = the label of dK).
// A: d1 relevant in every query, d3 in q1, q2. B: d2 in every query, d3 the same.
class SensitivityCli : public JudgesCli {
  protected:
    void SetUp() override {
        JudgesCli::SetUp();
        for (int r = 1; r <= 3; ++r) {
            std::string text;
            for (int q = 1; q <= 4; ++q)
                text += "q" + std::to_string(q) + " Q0 d" + std::to_string(r) + " 1 1 r" +
                        std::to_string(r) + "\n";
            runs += " " + write("r" + std::to_string(r) + ".run", text);
        }
        std::string a, b;
        for (int q = 1; q <= 4; ++q) {
            const std::string qid = "q" + std::to_string(q), d3 = q <= 2 ? "1" : "0";
            a += qid + " 0 d1 1\n" + qid + " 0 d2 0\n" + qid + " 0 d3 " + d3 + "\n";
            b += qid + " 0 d1 0\n" + qid + " 0 d2 1\n" + qid + " 0 d3 " + d3 + "\n";
        }
        labelsA = write("A.qrels", a);
        labelsB = write("B.qrels", b);
    }
    std::string runs, labelsA, labelsB;
};

TEST_F(SensitivityCli, OneLabelSetReversesTheRuns) {
    const auto r = cli("label-sensitivity " + labelsA + " " + labelsB + " --runs" + runs +
                       " -m P@1 --test t --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = Json::parse(r.out);
    const auto& m = j["measures"][0];
    EXPECT_EQ(m["measure"], "P_1");
    EXPECT_EQ(m["sets"][0]["labels"], "A.qrels");
    EXPECT_EQ(m["sets"][0]["order"], Json({"r1", "r3", "r2"}));
    EXPECT_EQ(m["sets"][1]["order"], Json({"r2", "r3", "r1"}));
    EXPECT_DOUBLE_EQ(m["sets"][0]["means"]["r3"].get<double>(), 0.5);
    const auto& p = m["pairs_of_sets"][0];
    EXPECT_EQ(p["a"], "A.qrels");
    EXPECT_DOUBLE_EQ(p["kendall_tau"].get<double>(), -1.0);
    EXPECT_DOUBLE_EQ(p["tau_ap"].get<double>(), -1.0);
    ASSERT_EQ(p["changed"].size(), 3u);
    EXPECT_EQ(p["changed"][0]["runs"], Json({"r1", "r2"}));
    EXPECT_EQ(p["changed"][0]["verdict_a"], "r1>r2*");
    EXPECT_EQ(p["changed"][0]["verdict_b"], "r2>r1*");
    // The means are eval -c's (every labelled query of the set).
    const auto e = cli("eval -c -m P.1 " + labelsA + " " + (dir_ / "r3.run").string());
    EXPECT_NE(e.out.find("P_1                   \tall\t0.5000"), std::string::npos) << e.out;
    const auto text =
        cli("label-sensitivity " + labelsA + " " + labelsB + " --runs" + runs + " -m P@1 --test t");
    ASSERT_EQ(text.code, 0);
    EXPECT_NE(text.out.find("rank shifts (down +, up -): r1 +2, r2 -2\n"), std::string::npos)
        << text.out;
    EXPECT_NE(text.out.find("r1, r2: r1>r2* -> r2>r1*  (reversed)"), std::string::npos) << text.out;
}

// --impact r1,r2 (P@1): A and B disagree on d1 and d2 in every query; giving one query's d1
// B's grade 0 lowers r1 by 1/4 (delta -1 -> -0.75); d2's grade 1 raises r2 by 1/4 likewise.
TEST_F(SensitivityCli, DisagreementsByImpact) {
    const auto r = cli("label-sensitivity " + labelsA + " " + labelsB + " --runs" + runs +
                       " -m P@1 --test t --format json --impact r1,r2 --impact-top 3");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = Json::parse(r.out);
    EXPECT_EQ(j["impact_runs"], Json({"r1", "r2"}));
    const auto& impact = j["measures"][0]["pairs_of_sets"][0]["impact"];
    ASSERT_EQ(impact.size(), 3u);
    EXPECT_EQ(impact[0]["qid"], "q1");
    EXPECT_EQ(impact[0]["docid"], "d1");
    EXPECT_DOUBLE_EQ(impact[0]["delta_a"].get<double>(), -1.0);
    EXPECT_DOUBLE_EQ(impact[0]["delta_if_b"].get<double>(), -0.75);
    EXPECT_EQ(cli("label-sensitivity " + labelsA + " " + labelsB + " --runs" + runs +
                  " -m P@1 --impact r1,zz")
                  .code,
              1);
}

// --holes r1,r2 (P@1, k = 1): under C only d1 is graded (relevant in q1, q2), so r2's d2 is a
// hole in all four queries. Labels: r1 0.5, r2 0 -> delta -0.5; every hole graded 1: r2 1 ->
// +0.5; graded 0: -0.5. The verdict does not survive; each hole alone moves delta by +1/4.
// Under A nothing in the top 1 is unjudged: delta -1 whatever happens.
TEST_F(SensitivityCli, HolesBestAndWorstCase) {
    const auto c = write("C.qrels", "q1 0 d1 1\nq2 0 d1 1\nq3 0 d1 0\nq4 0 d1 0\n");
    const auto r = cli("label-sensitivity " + labelsA + " " + c + " --runs" + runs +
                       " -m P@1 --test t --holes r1,r2 --holes-k 1 --format json");
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = Json::parse(r.out);
    ASSERT_EQ(j["holes"].size(), 2u);
    const auto& a = j["holes"][0];
    EXPECT_EQ(a["labels"], "A.qrels");
    EXPECT_EQ(a["holes"], 0);
    EXPECT_DOUBLE_EQ(a["best"].get<double>(), -1.0);
    EXPECT_TRUE(a["survives"].get<bool>());
    const auto& h = j["holes"][1];
    EXPECT_EQ(h["runs"], Json({"r1", "r2"}));
    EXPECT_EQ(h["k"], 1);
    EXPECT_EQ(h["holes"], 4);
    EXPECT_DOUBLE_EQ(h["delta"].get<double>(), -0.5);
    EXPECT_DOUBLE_EQ(h["best"].get<double>(), 0.5);
    EXPECT_DOUBLE_EQ(h["worst"].get<double>(), -0.5);
    EXPECT_FALSE(h["survives"].get<bool>());
    ASSERT_EQ(h["items"].size(), 4u);
    EXPECT_EQ(h["items"][0]["qid"], "q1");
    EXPECT_EQ(h["items"][0]["docid"], "d2");
    EXPECT_EQ(h["items"][0]["rank_1"], 0);
    EXPECT_EQ(h["items"][0]["rank_2"], 1);
    EXPECT_DOUBLE_EQ(h["items"][0]["shift"].get<double>(), 0.25);
    EXPECT_FALSE(h["items"][0]["flips"].get<bool>());
    const auto text = cli("label-sensitivity " + labelsA + " " + c + " --runs" + runs +
                          " -m P@1 --test t --holes r1,r2 --holes-k 1");
    EXPECT_NE(text.out.find("delta -0.5000; all graded 1: +0.5000; all graded 0: -0.5000; "
                            "verdict does not survive"),
              std::string::npos)
        << text.out;
    EXPECT_EQ(cli("label-sensitivity " + labelsA + " " + c + " --runs" + runs +
                  " -m P@1 --holes r1,r2 --holes-k 0")
                  .code,
              1);
}

TEST_F(SensitivityCli, RefusesOneLabelSetAndOneRun) {
    EXPECT_EQ(cli("label-sensitivity " + labelsA + " --runs" + runs).code, 1);
    EXPECT_EQ(cli("label-sensitivity " + labelsA + " " + labelsB + " --runs " +
                  (dir_ / "r1.run").string())
                  .code,
              1);
    EXPECT_EQ(cli("label-sensitivity " + labelsA + " " + labelsB + " --runs" + runs +
                  " --correction sidak")
                  .code,
              1);
}

}  // namespace
