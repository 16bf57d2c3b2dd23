// The user-model and intent-aware measures on the command line: spellings, --err-max-grade,
// --diversity-qrels / --alpha, and the errors when subtopic labels are missing or malformed.
#include <gtest/gtest.h>

#include <string>

#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;

class NewMeasuresCli : public ranklens::test::TempDirTest {
  protected:
    void SetUp() override {
        TempDirTest::SetUp();
        qrels = write("q", "0 0 A 1\n0 0 B 2\n0 0 C 1\n0 0 D 1\n");
        run = write("r", "0 Q0 A 1 9.3 r\n0 Q0 D 2 8.4 r\n0 Q0 E 3 8.1 r\n0 Q0 B 4 7.6 r\n");
        // pyndeval's test example (tests/test_pyndeval.py): subtopics a: A; b: B, D; c: C.
        div = write("d", "0 a A 1\n0 b B 1\n0 b D 1\n0 c C 1\n");
    }
    std::string qrels, run, div;
};

TEST_F(NewMeasuresCli, UserModelSpellingsPrintTrecStyleNames) {
    const auto r = cli("eval -m err@4 -m nerr_cut.4 -m rbp@0.5 -m rbp_resid_ranklens.p=0.5 " +
                       qrels + " " + run);
    ASSERT_EQ(r.code, 0);
    // Grades 1 1 - 2 (gmax 4): ERR@4 = 1/16 + (15/16)(1/16)/2 + (15/16)^2 (3/16)/4 = 0.13300;
    // ideal 2 1 1 1: 3/16 + (13/16)(1/16)/2 + (13/16)(15/16)(1/16)/3 + (13/16)(15/16)^2(1/16)/4
    // = 0.23992, nERR@4 = 0.55434.
    // RBP(0.5) = 0.5 (1 + 0.5 + 0.125) = 0.8125; residual 0.5 * 0.25 + 0.0625 = 0.1875.
    EXPECT_EQ(r.out,
              "rbp_ranklens_0.50     \tall\t0.8125\n"
              "rbp_resid_ranklens_0.50\tall\t0.1875\n"
              "err_cut_4             \tall\t0.1330\n"
              "nerr_cut_4            \tall\t0.5543\n");
    // JSON states the settings these measures depend on.
    const auto j = cli("eval --format json --err-max-grade 3 -m err@4 " + qrels + " " + run);
    EXPECT_NE(j.out.find("\"err_max_grade\": 3"), std::string::npos) << j.out;
    const auto plain = cli("eval --format json -m P@4 " + qrels + " " + run);
    EXPECT_EQ(plain.out.find("err_max_grade"), std::string::npos);
    // gmax 2: ERR@1 = (2^1 - 1) / 4.
    const auto g2 = cli("eval --err-max-grade 2 -m err@1 " + qrels + " " + run);
    EXPECT_EQ(g2.out, "err_cut_1             \tall\t0.2500\n");
}

TEST_F(NewMeasuresCli, DiversityMeasuresFromSubtopicLabels) {
    const auto r =
        cli("eval -m alpha_ndcg@5 -m err_ia@5 -m nerr_ia@5 -m srecall@5 "
            "--diversity-qrels " +
            div + " " + qrels + " " + run);
    ASSERT_EQ(r.code, 0);
    EXPECT_EQ(r.out,
              "alpha_ndcg_cut_5      \tall\t0.7869\n"
              "err_ia_cut_5          \tall\t0.3933\n"
              "nerr_ia_cut_5         \tall\t0.8298\n"
              "strec_cut_5           \tall\t0.6667\n");
    const auto j = cli("eval --format json --alpha 0.25 -m srecall@5 --diversity-qrels " + div +
                       " " + qrels + " " + run);
    EXPECT_NE(j.out.find("\"alpha\": 0.25"), std::string::npos) << j.out;
    // alpha = 1: a subtopic counts once only.
    const auto a1 = cli("eval --alpha 1 -m srecall@2 -m alpha_ndcg@2 --diversity-qrels " + div +
                        " " + qrels + " " + run);
    EXPECT_EQ(a1.out, "alpha_ndcg_cut_2      \tall\t1.0000\nstrec_cut_2           \tall\t0.6667\n");
}

TEST_F(NewMeasuresCli, DiversityErrorsAreExplained) {
    const auto missing = cli("eval -m alpha_ndcg@5 " + qrels + " " + run, true);
    EXPECT_NE(missing.code, 0);
    EXPECT_NE(missing.out.find("alpha_ndcg_cut needs subtopic labels"), std::string::npos)
        << missing.out;
    const auto bad = write("bad", "0 a A 1\n0 b B\n");
    const auto malformed =
        cli("eval -m alpha_ndcg@5 --diversity-qrels " + bad + " " + qrels + " " + run, true);
    EXPECT_NE(malformed.code, 0);
    EXPECT_NE(malformed.out.find(bad + ":2: expected 4 fields"), std::string::npos)
        << malformed.out;
}

TEST_F(NewMeasuresCli, ProjectStoresSubtopicLabelsForEval) {
    const std::string project = (dir_ / "p.ranklens").string();
    const auto imp = cli("import " + project + " --run " + run + " --qrels " + qrels +
                         " --subtopics " + div + " --name intents");
    ASSERT_EQ(imp.code, 0) << imp.out;
    EXPECT_NE(imp.out.find("imported subtopic label set 'intents'"), std::string::npos) << imp.out;
    const auto r = cli("eval " + project + " -m alpha_ndcg@5 --diversity-qrels intents");
    EXPECT_EQ(r.code, 0);
    EXPECT_EQ(r.out, "alpha_ndcg_cut_5      \tall\t0.7869\n");
    const auto info = cli("info " + project);
    EXPECT_NE(info.out.find("subtopic label sets"), std::string::npos) << info.out;
    EXPECT_NE(cli("eval " + project + " -m alpha_ndcg@5 --diversity-qrels other").code, 0);
}

TEST_F(NewMeasuresCli, MeasuresCommandDocumentsEveryNewMeasure) {
    const auto r = cli("measures");
    ASSERT_EQ(r.code, 0);
    for (const char* name :
         {"rbp_ranklens  (", "rbp_resid_ranklens  (", "rbp_cut  (", "err_cut  (", "nerr_cut  (",
          "alpha_ndcg_cut  (", "err_ia_cut  (", "nerr_ia_cut  (", "strec_cut  ("})
        EXPECT_NE(r.out.find(std::string("\n") + name), std::string::npos) << name;
}

TEST_F(NewMeasuresCli, RbpCutTakesItsPersistenceFromRbpP) {
    // Grades 1 1 - 2 (threshold 1: relevant at ranks 1, 2 and 4).
    // p = 0.8 (default): RBP@2 = 0.2 (1 + 0.8) = 0.36; RBP@4 = 0.2 (1 + 0.8 + 0.512) = 0.4624.
    const auto r = cli("eval -m rbp_cut.2,4 -m rbp_ranklens.0.8 " + qrels + " " + run);
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_EQ(r.out,
              "rbp_ranklens_0.80     \tall\t0.4624\n"
              "rbp_cut_2             \tall\t0.3600\n"
              "rbp_cut_4             \tall\t0.4624\n");
    // p = 0.5: RBP@2 = 0.5 (1 + 0.5) = 0.75; rbp_ranklens.0.8 keeps its own p.
    const auto h = cli("eval --rbp-p 0.5 -m rbp_cut@2 -m rbp_ranklens.0.8 " + qrels + " " + run);
    EXPECT_EQ(h.out,
              "rbp_ranklens_0.80     \tall\t0.4624\n"
              "rbp_cut_2             \tall\t0.7500\n");
    const auto j = cli("eval --format json --rbp-p 0.5 -m rbp_cut@2 " + qrels + " " + run);
    EXPECT_NE(j.out.find("\"rbp_p\": 0.5"), std::string::npos) << j.out;
    EXPECT_EQ(cli("eval --format json -m P@4 " + qrels + " " + run).out.find("rbp_p"),
              std::string::npos);
    const auto bad = cli("eval --rbp-p 1 -m rbp_cut@2 " + qrels + " " + run, true);
    EXPECT_NE(bad.code, 0);
    EXPECT_NE(bad.out.find("--rbp-p"), std::string::npos) << bad.out;
}

}  // namespace
