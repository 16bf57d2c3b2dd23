// Issue 45 ("work lost or hidden"), the store and the CLI: a deleted label set leaves the file at
// once (another program no longer finds it; an undo in the same session brings it back) and two
// label sets never share a name (items 3); a run listing a document twice is refused with every
// problem listed at once, and can be imported keeping the first line, the higher score or none
// of them — `import --duplicates first|max|skip` (item 7).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/io/input_format.h"
#include "core/store/project_store.h"
#include "tests/cli/cli_runner.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using ranklens::test::cli;
using test::TempDir;
using test::writeFile;

std::vector<std::string> names(const ProjectStore& st) {
    std::vector<std::string> out;
    for (const auto& l : st.labelSets()) out.push_back(l.name);
    return out;
}

TEST(WorkKept, ADeletedLabelSetLeavesTheFileAtOnceAndComesBackOnUndo) {
    TempDir dir;
    const auto proj = dir.file("p.ranklens"), qrels = dir.file("eng.qrels");
    writeFile(qrels, "q1 0 d1 2\nq1 0 d2 1\nq2 0 d3 3\n");
    auto st = ProjectStore::open(proj);
    ImportOptions o;
    o.name = "eng_labels";
    const std::int64_t eng = st->importQrels(qrels, o);
    o.name = "other";
    o.allowDuplicate = true;
    const std::int64_t other = st->importQrels(qrels, o);
    st->setLabel(eng, "q1", "d1", 3, "ann");
    ASSERT_EQ(st->activeLabelSet(), eng);
    st->setActiveLabelSet(other);

    ASSERT_TRUE(st->deleteLabelSet(eng));
    {  // another program (the CLI) reading the project while it is open
        const auto reader = ProjectStore::open(proj);
        EXPECT_EQ(names(*reader), std::vector<std::string>{"other"});
    }
    const auto exported = cli("export-labels '" + proj + "' --labels eng_labels", true);
    EXPECT_NE(exported.code, 0) << exported.out;
    EXPECT_EQ(exported.out.find("q1 0 d1"), std::string::npos) << exported.out;

    // Undo: the set back under its id, with its labels and its edit history.
    EXPECT_EQ(st->restoreLabelSet(eng), eng);
    EXPECT_EQ(names(*st), (std::vector<std::string>{"eng_labels", "other"}));
    const core::Qrels back = st->loadLabels(eng);
    ASSERT_NE(back.find("q1"), nullptr);
    EXPECT_EQ(back.find("q1")->grade("d1"), 3);
    EXPECT_EQ(back.totalJudgments(), 3u);
    EXPECT_EQ(st->labelHistory(eng).size(), 1u);
    EXPECT_EQ(st->restoreLabelSet(eng), 0) << "nothing left to restore";

    // Deleted, then a new set of that name: the one restored is named apart.
    ASSERT_TRUE(st->deleteLabelSet(eng));
    const std::int64_t fresh = st->createLabelSet("eng_labels", "manual");
    const std::int64_t again = st->restoreLabelSet(eng);
    ASSERT_NE(again, 0);
    EXPECT_EQ(again, eng) << "its id was still free";
    EXPECT_NE(again, fresh);
    EXPECT_EQ(names(*st), (std::vector<std::string>{"eng_labels (2)", "other", "eng_labels"}));
    // The store closed (as a kill leaves it) after a delete: the set stays deleted.
    ASSERT_TRUE(st->deleteLabelSet(again));
    st.reset();
    st = ProjectStore::open(proj);
    EXPECT_EQ(names(*st), (std::vector<std::string>{"other", "eng_labels"}));
    EXPECT_EQ(st->restoreLabelSet(again), 0) << "an undo does not outlive the session";
}

TEST(WorkKept, TwoLabelSetsNeverShareAName) {
    TempDir dir;
    const auto proj = dir.file("p.ranklens"), qrels = dir.file("q.qrels");
    writeFile(qrels, "q1 0 d1 1\n");
    auto st = ProjectStore::open(proj);
    ImportOptions o;
    o.name = "grades";
    st->importQrels(qrels, o);
    o.allowDuplicate = true;
    st->importQrels(qrels, o);
    st->createLabelSet("grades", "manual");
    EXPECT_EQ(names(*st), (std::vector<std::string>{"grades", "grades (2)", "grades (3)"}));
}

// q1 lists d1 twice (lines 1 and 3; the second with the higher score); line 2 is malformed.
constexpr const char* kRunWithDuplicate =
    "q1 Q0 d1 1 1.0 t\n"
    "q1 Q0 d2 2 oops t\n"
    "q1 Q0 d1 3 3.0 t\n"
    "q1 Q0 d3 4 2.0 t\n";

TEST(WorkKept, EveryProblemOfARunIsListedAtOnceTheDuplicateToo) {
    TempDir dir;
    const auto run = dir.file("dup.run");
    writeFile(run, kRunWithDuplicate);
    try {
        core::readRun(run);
        FAIL() << "refused";
    } catch (const core::ParseError& e) {
        ASSERT_EQ(e.issues().size(), 2u) << e.what();
        EXPECT_EQ(e.issues()[0].line, 2u);
        EXPECT_EQ(e.issues()[1].kind, core::ParseIssue::Kind::Duplicate);
        EXPECT_EQ(e.issues()[1].message(),
                  "query 'q1' lists document 'd1' more than once (lines 1, 3)");
    }
    core::ParseOptions skip;
    skip.skipBadLines = true;  // skipping bad lines alone does not help with the duplicate
    EXPECT_THROW(core::readRun(run, skip), core::ParseError);
}

// The docs of q1 as imported with the policy, in rank order (score descending).
std::vector<std::string> importedQ1(core::DuplicateDocs policy, std::size_t& left) {
    TempDir dir;
    const auto run = dir.file("dup.run"), proj = dir.file("p.ranklens");
    writeFile(run, kRunWithDuplicate);
    auto st = ProjectStore::open(proj);
    ImportOptions o;
    o.skipBadLines = true;
    o.duplicates = policy;
    core::ParseReport rep;
    const auto id = st->importRun(run, o, &rep);
    left = rep.duplicateLines;
    core::Run r = st->loadRun(id);
    r.order(core::TiePolicy::TrecEval);
    std::vector<std::string> docs;
    for (const auto& d : r.find("q1")->docs) docs.emplace_back(d.doc);
    return docs;
}

TEST(WorkKept, ARunsDocumentListedTwiceKeepsTheFirstTheHigherScoreOrNone) {
    std::size_t left = 0;
    EXPECT_EQ(importedQ1(core::DuplicateDocs::KeepFirst, left),
              (std::vector<std::string>{"d3", "d1"}));  // d1 at 1.0
    EXPECT_EQ(left, 1u);
    EXPECT_EQ(importedQ1(core::DuplicateDocs::KeepMax, left),
              (std::vector<std::string>{"d1", "d3"}));  // d1 at 3.0
    EXPECT_EQ(left, 1u);
    EXPECT_EQ(importedQ1(core::DuplicateDocs::Skip, left), std::vector<std::string>{"d3"});
    EXPECT_EQ(left, 2u);
}

TEST(WorkKept, CliImportOffersAndTakesDuplicates) {
    TempDir dir;
    const auto run = dir.file("dup.run"), proj = dir.file("p.ranklens");
    writeFile(run, kRunWithDuplicate);
    const auto refused = cli("import '" + proj + "' --run '" + run + "' --skip-bad-lines", true);
    EXPECT_EQ(refused.code, 2) << refused.out;
    EXPECT_NE(refused.out.find("dup.run: query 'q1' lists document 'd1' more than once (lines 1, "
                               "3)"),
              std::string::npos)
        << refused.out;
    EXPECT_NE(refused.out.find("--duplicates first|max|skip"), std::string::npos) << refused.out;
    const auto both = cli("import '" + proj + "' --run '" + run + "'", true);
    EXPECT_NE(both.out.find("dup.run:2:"), std::string::npos) << both.out;
    EXPECT_NE(both.out.find("more than once"), std::string::npos) << both.out;
    EXPECT_NE(both.out.find("--skip-bad-lines"), std::string::npos) << both.out;

    const auto kept =
        cli("import '" + proj + "' --run '" + run + "' --skip-bad-lines --duplicates max", true);
    ASSERT_EQ(kept.code, 0) << kept.out;
    EXPECT_NE(kept.out.find("left out 1 line(s) of documents listed twice"), std::string::npos)
        << kept.out;
    EXPECT_NE(kept.out.find("1 queries, 2 ranked items"), std::string::npos) << kept.out;
    EXPECT_NE(cli("import '" + proj + "' --run '" + run + "' --duplicates most", true).code, 0);
    // eval (trec_eval's exit codes): a malformed line beside the duplicate is bad input (2); the
    // duplicate alone is 4.
    const auto qrels = dir.file("q.qrels"), twice = dir.file("twice.run");
    writeFile(qrels, "q1 0 d1 1\n");
    writeFile(twice, "q1 Q0 d1 1 1.0 t\nq1 Q0 d1 2 0.5 t\n");
    EXPECT_EQ(cli("eval '" + qrels + "' '" + run + "'").code, 2);
    EXPECT_EQ(cli("eval '" + qrels + "' '" + twice + "'").code, 4);
    const auto help = cli("import --help");
    EXPECT_NE(help.out.find("--duplicates"), std::string::npos) << help.out;
}

}  // namespace
}  // namespace ranklens::store
