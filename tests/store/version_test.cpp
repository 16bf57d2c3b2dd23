// The version a bug report can quote: every project RankLens creates records which RankLens
// created it, and the CLI prints the same version (one source: project(VERSION) in CMake).
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <memory>
#include <string>

#include "core/base/version.h"
#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace {

using ranklens::store::test::TempDir;

std::string settingOf(const std::string& path, const char* key) {
    sqlite3* db = nullptr;
    EXPECT_EQ(sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
    sqlite3_stmt* st = nullptr;
    EXPECT_EQ(sqlite3_prepare_v2(db, "SELECT value FROM settings WHERE key = ?1", -1, &st, nullptr),
              SQLITE_OK);
    sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
    std::string value;
    if (sqlite3_step(st) == SQLITE_ROW)
        value = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return value;
}

std::string run(const std::string& cmd) {
    std::array<char, 256> buf{};
    std::string out;
    std::unique_ptr<FILE, int (*)(FILE*)> p(::popen(cmd.c_str(), "r"), ::pclose);
    while (p && std::fgets(buf.data(), buf.size(), p.get())) out += buf.data();
    return out;
}

TEST(Version, IsTheCMakeProjectVersion) {
    // Three numbers, as project(RankLens VERSION x.y.z) writes them.
    const std::string v(ranklens::kVersion);
    EXPECT_EQ(std::count(v.begin(), v.end(), '.'), 2) << v;
    EXPECT_NE(v.find_first_of("0123456789"), std::string::npos);
}

TEST(Version, NewProjectRecordsTheVersionThatCreatedIt) {
    TempDir dir;
    const std::string path = dir.file("p.ranklens");
    ranklens::store::ProjectStore::open(path);
    EXPECT_EQ(settingOf(path, "created_with"), "RankLens " + std::string(ranklens::kVersion));
}

TEST(Version, CliPrintsIt) {
    EXPECT_EQ(run(std::string(RANKLENS_CLI) + " --version"),
              "ranklens-cli " + std::string(ranklens::kVersion) + "\n");
}

}  // namespace
