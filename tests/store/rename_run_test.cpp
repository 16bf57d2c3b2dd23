// Renaming a run (issue 33): a project made before imports got distinct names may hold two runs
// called "results", which no view can tell apart. The store renames one to a name no other run
// has; a name taken, an empty name or no such run is refused with a clear error and nothing
// changes in the file.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::snapshot;
using test::TempDir;
using test::writeFile;

std::vector<std::string> runNames(const ProjectStore& ps) {
    std::vector<std::string> out;
    for (const auto& r : ps.runs()) out.push_back(r.name);
    return out;
}

// A project as earlier versions could make it: two runs of one name.
struct TwoRunsNamedAlike {
    TempDir dir;
    std::string path = dir.file("p.ranklens");
    std::int64_t first = 0, second = 0;
    TwoRunsNamedAlike() {
        writeFile(dir.file("a.txt"), "q1 Q0 d1 1 2.0 a\nq1 Q0 d2 2 1.0 a\n");
        writeFile(dir.file("b.txt"), "q1 Q0 d2 1 2.0 b\nq1 Q0 d1 2 1.0 b\n");
        auto ps = ProjectStore::open(path);
        ImportOptions o;
        o.name = "results";
        first = ps->importRun(dir.file("a.txt"), o);
        second = ps->importRun(dir.file("b.txt"), o);
    }
};

TEST(RenameRun, ANewNameIsStoredAndKeptAcrossReopening) {
    TwoRunsNamedAlike p;
    {
        auto ps = ProjectStore::open(p.path);
        ASSERT_EQ(runNames(*ps), (std::vector<std::string>{"results", "results"}));
        ps->renameRun(p.second, "results (new ranker)");
        EXPECT_EQ(runNames(*ps), (std::vector<std::string>{"results", "results (new ranker)"}));
    }
    auto ps = ProjectStore::open(p.path, {.readOnly = true});
    EXPECT_EQ(runNames(*ps), (std::vector<std::string>{"results", "results (new ranker)"}));
    // The run itself is the one renamed: its ranking is b's.
    const core::Run run = ps->loadRun(p.second);
    ASSERT_NE(run.find("q1"), nullptr);
    EXPECT_STREQ(run.find("q1")->docs[0].doc, "d2");
}

TEST(RenameRun, ANameAnotherRunHasIsRefusedAndNothingChanges) {
    TwoRunsNamedAlike p;
    auto ps = ProjectStore::open(p.path);
    ps->renameRun(p.second, "new");
    const std::string before = snapshot(p.path);
    try {
        ps->renameRun(p.first, "new");
        FAIL() << "a taken name was accepted";
    } catch (const StoreError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "another run is already named 'new'; the run keeps its name");
    }
    EXPECT_EQ(runNames(*ps), (std::vector<std::string>{"results", "new"}));
    EXPECT_EQ(snapshot(p.path), before);
    // Its own name again is no change and no error.
    EXPECT_NO_THROW(ps->renameRun(p.second, "new"));
    EXPECT_EQ(runNames(*ps), (std::vector<std::string>{"results", "new"}));
}

// Undo of a rename gives the run back the name it shared with another run.
TEST(RenameRun, RestoringGivesBackANameAnotherRunShares) {
    TwoRunsNamedAlike p;
    auto ps = ProjectStore::open(p.path);
    ps->renameRun(p.second, "results (2)");
    EXPECT_THROW(ps->renameRun(p.second, "results"), StoreError);
    ps->renameRun(p.second, "results", /*restoring=*/true);
    EXPECT_EQ(runNames(*ps), (std::vector<std::string>{"results", "results"}));
    EXPECT_THROW(ps->renameRun(p.second, "", /*restoring=*/true), StoreError);
}

TEST(RenameRun, AnEmptyNameOrNoSuchRunIsRefused) {
    TwoRunsNamedAlike p;
    auto ps = ProjectStore::open(p.path);
    const std::string before = snapshot(p.path);
    EXPECT_THROW(ps->renameRun(p.first, ""), StoreError);
    EXPECT_THROW(ps->renameRun(p.first, "  "), StoreError);
    try {
        ps->renameRun(p.second + 100, "other");
        FAIL() << "a run that is not there was renamed";
    } catch (const StoreError& e) {
        EXPECT_EQ(std::string(e.what()), "no run with id " + std::to_string(p.second + 100));
    }
    EXPECT_EQ(runNames(*ps), (std::vector<std::string>{"results", "results"}));
    EXPECT_EQ(snapshot(p.path), before);
}

TEST(RenameRun, AReadOnlyProjectIsNotRenamed) {
    TwoRunsNamedAlike p;
    auto ps = ProjectStore::open(p.path, {.readOnly = true});
    EXPECT_THROW(ps->renameRun(p.second, "other"), StoreError);
    EXPECT_EQ(runNames(*ps), (std::vector<std::string>{"results", "results"}));
}

}  // namespace
}  // namespace ranklens::store
