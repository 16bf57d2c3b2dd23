// Label files with a judge column imported into a project (issue 47): one label set per judge,
// agreement / consensus / label-sensitivity on the project give what they give on the file, and
// a bad line (an empty judge) stores nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/store/label_set_save.h"
#include "core/store/project_store.h"
#include "tests/cli/cli_runner.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using ranklens::test::cli;
using test::TempDir;
using test::writeFile;

constexpr const char* kJudges =
    "query,doc,grade,judge\n"
    "q1,d1,2,ann\nq1,d1,2,llm\nq1,d2,0,ann\nq1,d2,1,llm\nq2,d1,1,ann\nq2,d1,1,llm\n"
    "q2,d2,3,ann\nq2,d2,0,llm\n";

TEST(JudgeImport, OneLabelSetPerJudgeAndTheSameAgreementAsTheFile) {
    TempDir dir;
    const std::string proj = dir.file("p.ranklens"), file = dir.file("judges.csv");
    writeFile(file, kJudges);
    const auto imp = cli("import '" + proj + "' --qrels '" + file + "'", true);
    ASSERT_EQ(imp.code, 0) << imp.out;
    {
        auto ps = ProjectStore::open(proj);
        const auto sets = ps->labelSets();
        ASSERT_EQ(sets.size(), 2u);
        EXPECT_EQ(sets[0].name, "ann");
        EXPECT_EQ(sets[1].name, "llm");
        EXPECT_EQ(sets[0].numLabels, 4);
    }
    const auto fromFile = cli("agreement '" + file + "' --format json");
    const auto fromProject =
        cli("agreement '" + proj + "' --labels ann --labels llm --format json");
    ASSERT_EQ(fromProject.code, 0) << fromProject.out;
    EXPECT_EQ(nlohmann::json::parse(fromProject.out), nlohmann::json::parse(fromFile.out));
    // The old two-set text: kappa, the confusion matrix and the disagreements.
    const auto text = cli("agreement '" + proj + "' --labels ann --labels llm");
    EXPECT_NE(text.out.find("common items: 4\n"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("disagreements: 2\n"), std::string::npos) << text.out;
}

TEST(JudgeImport, AnEmptyJudgeStoresNothing) {
    TempDir dir;
    const std::string proj = dir.file("p.ranklens"), file = dir.file("judges.csv");
    writeFile(file, std::string(kJudges) + "q3,d1,1,\n");
    const auto imp = cli("import '" + proj + "' --qrels '" + file + "'", true);
    EXPECT_NE(imp.code, 0);
    EXPECT_NE(imp.out.find("judges.csv:10: the judge is empty"), std::string::npos) << imp.out;
    auto ps = ProjectStore::open(proj);
    EXPECT_TRUE(ps->labelSets().empty());
}

}  // namespace
}  // namespace ranklens::store

namespace ranklens::store {
namespace {

// The confidences of a judge file are kept beside the grades (label_confidence): loaded back in
// qid, docid order; a grade set by hand drops its confidence; a deleted set keeps them for undo;
// a set saved from memory (a consensus) carries its description.
TEST(JudgeImport, ConfidenceKeptDroppedByAHandGradeAndBackWithUndo) {
    TempDir dir;
    const std::string proj = dir.file("p.ranklens"), file = dir.file("judges.csv");
    writeFile(file,
              "query,doc,grade,judge,confidence\nq1,d2,0,llm,0.4\nq1,d1,2,llm,0.6\n"
              "q2,d1,1,llm,0.5\nq1,d1,1,ann,1\n");
    ASSERT_EQ(cli("import '" + proj + "' --qrels '" + file + "'", true).code, 0);
    auto ps = ProjectStore::open(proj);
    const auto sets = ps->labelSets();
    ASSERT_EQ(sets.size(), 2u);
    const std::int64_t llm = sets[0].name == "llm" ? sets[0].id : sets[1].id;
    auto c = loadConfidences(*ps, llm);
    ASSERT_EQ(c.size(), 3u);
    EXPECT_EQ(c[0].doc, "d1");
    EXPECT_DOUBLE_EQ(c[0].confidence, 0.6);
    EXPECT_DOUBLE_EQ(c[1].confidence, 0.4);
    ps->setLabel(llm, "q1", "d1", 3, "tester");
    c = loadConfidences(*ps, llm);
    ASSERT_EQ(c.size(), 2u);
    EXPECT_EQ(c[0].doc, "d2");
    const std::int64_t other = sets[0].name == "llm" ? sets[1].id : sets[0].id;
    ps->setActiveLabelSet(other);
    ASSERT_TRUE(ps->deleteLabelSet(llm));
    EXPECT_TRUE(loadConfidences(*ps, llm).empty());
    const std::int64_t back = ps->restoreLabelSet(llm);
    EXPECT_EQ(loadConfidences(*ps, back).size(), 2u);

    const core::Qrels labels = ps->loadLabels(back);
    const std::int64_t saved = saveLabelSet(*ps, labels, "llm", "consensus", "{\"consensus\":{}}");
    for (const auto& ls : ps->labelSets())
        if (ls.id == saved) {
            EXPECT_EQ(ls.name, "llm (2)");  // two sets never share a name
            EXPECT_EQ(ls.kind, "consensus");
            EXPECT_EQ(ls.description, "{\"consensus\":{}}");
            EXPECT_EQ(ls.numLabels, 3);
        }
    EXPECT_EQ(ps->loadLabels(saved).totalJudgments(), 3u);
}

}  // namespace
}  // namespace ranklens::store
