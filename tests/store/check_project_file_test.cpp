// check::checkProjectFile (the checks the explorer's first open runs beside the load, on a
// read-only connection of their own) accepts a sound project and refuses a damaged one with the
// same message as opening it, without changing a byte; a stop flag ends it early. OpenOptions::
// checked opens a file without checking it again (its caller has just checked it).
#include <gtest/gtest.h>

#include <atomic>

#include "core/store/project_check.h"
#include "core/store/schema.h"
#include "tests/store/damage_util.h"

namespace ranklens::store {
namespace {

using test::refusalOf;
using test::TempDir;

TEST(CheckProjectFile, AcceptsASoundProjectAndRefusesADamagedOneAsOpenDoes) {
    TempDir dir;
    const std::string path = dir.file("p.ranklens");
    test::makeProject(dir, path);
    const check::Header h = check::checkProjectFile(path);
    EXPECT_EQ(h.appId, schema::kApplicationId);
    EXPECT_EQ(h.version, schema::kCurrentVersion);

    // A ranking that names a query the file does not hold: only the id checks see it.
    ASSERT_EQ(test::rawSql(path, "UPDATE run_queries SET query_id = 4242 WHERE pos = 0"), "");
    const std::string before = test::readBytes(path);
    const std::string refused = refusalOf([&] { check::checkProjectFile(path); });
    EXPECT_NE(refused.find("damaged project (the ranking at position 0 of run"), std::string::npos)
        << refused;
    EXPECT_NE(refused.find("names query id 4242, which is not in the queries table"),
              std::string::npos)
        << refused;
    EXPECT_EQ(refused, refusalOf([&] { ProjectStore::open(path); }));
    EXPECT_EQ(test::readBytes(path), before);
}

TEST(CheckProjectFile, AStopFlagEndsTheChecks) {
    TempDir dir;
    const std::string path = dir.file("p.ranklens");
    test::makeProject(dir, path);
    const std::atomic<bool> stop{true};
    try {
        check::checkProjectFile(path, &stop);
        FAIL() << "the checks ran to the end";
    } catch (const sql::SqlError& e) {
        EXPECT_EQ(e.primary(), SQLITE_INTERRUPT) << e.what();
    }
}

TEST(CheckProjectFile, CheckedOpenSkipsTheChecksButNotTheHeader) {
    TempDir dir;
    const std::string path = dir.file("p.ranklens");
    test::makeProject(dir, path);
    ASSERT_EQ(test::rawSql(path, "UPDATE run_queries SET query_id = 4242 WHERE pos = 0"), "");
    OpenOptions o;
    o.create = false;
    o.readOnly = true;
    EXPECT_NE(refusalOf([&] { ProjectStore::open(path, o); }), "");
    o.checked = true;  // the caller checked it (and would not use it: this file is refused)
    EXPECT_EQ(refusalOf([&] { ProjectStore::open(path, o); }), "");
    // A file of another application is refused even then: the header is still read.
    const std::string foreign = dir.file("foreign.db");
    ASSERT_EQ(test::rawSql(foreign, "PRAGMA application_id = 7; CREATE TABLE t(x)"), "");
    EXPECT_NE(refusalOf([&] { ProjectStore::open(foreign, o); }), "");
}

}  // namespace
}  // namespace ranklens::store
