// Label files with a judge column imported into a project (issue 47): one label set per judge,
// agreement / consensus / label-sensitivity on the project give what they give on the file, and
// a bad line (an empty judge) stores nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

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
