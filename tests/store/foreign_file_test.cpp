// Foreign files are never modified (issue 17, item 8): `info`, `eval-project` and
// `export-labels` on another application's SQLite file, a SQLite file without marks, a text
// file, random bytes or a 0-byte file refuse with a message and leave the file byte-identical
// (no WAL switch, no -wal / -shm / -journal left beside it); only `import` creates a project,
// and only where there was no file or an empty one.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <random>

#include "core/store/project_store.h"
#include "tests/cli/cli_runner.h"
#include "tests/store/damage_util.h"

namespace ranklens::store {
namespace {

using ranklens::test::cli;
using test::rawSql;
using test::readBytes;
using test::TempDir;
using test::writeFile;

bool hasCompanions(const std::string& path) {
    for (const char* ext : {"-wal", "-shm", "-journal"})
        if (std::filesystem::exists(path + ext)) return true;
    return false;
}

// Every read-only command refuses `path` naming `expect`, and leaves it byte-identical.
void expectUntouchedByEveryCommand(const std::string& path, const std::string& expect) {
    const std::string before = readBytes(path);
    for (const std::string cmd : {"info", "eval-project", "export-labels"}) {
        const auto r = cli(cmd + " '" + path + "'", true);
        EXPECT_EQ(r.code, 2) << cmd << ": " << r.out;
        EXPECT_NE(r.out.find(expect), std::string::npos) << cmd << ": " << r.out;
        EXPECT_NE(r.out.find("the file was not changed"), std::string::npos)
            << cmd << ": " << r.out;
        EXPECT_EQ(readBytes(path), before) << cmd << " changed " << path;
        EXPECT_FALSE(hasCompanions(path)) << cmd;
    }
    // The API refuses too, also when asked to create (the file exists and is not a project).
    EXPECT_THROW(ProjectStore::open(path), StoreError);
    EXPECT_EQ(readBytes(path), before);
    EXPECT_FALSE(hasCompanions(path));
}

TEST(ForeignFiles, AnotherApplicationsSqliteFileIsNotTouched) {
    TempDir dir;
    const auto path = dir.file("photos.db");
    ASSERT_EQ(rawSql(path,
                     "PRAGMA application_id = 305419896; CREATE TABLE albums(id, name);"
                     "INSERT INTO albums VALUES(1, 'summer');"),
              "");
    expectUntouchedByEveryCommand(path, "a SQLite file of another application");
    // Importing into it is refused as well.
    writeFile(dir.file("run.txt"), "q1 Q0 d1 1 1.0 t\n");
    const std::string before = readBytes(path);
    const auto imp = cli("import '" + path + "' --run '" + dir.file("run.txt") + "'", true);
    EXPECT_EQ(imp.code, 2) << imp.out;
    EXPECT_EQ(readBytes(path), before);
}

TEST(ForeignFiles, SqliteFileWithOtherTablesIsNotTouched) {
    TempDir dir;
    const auto path = dir.file("other.ranklens");
    ASSERT_EQ(rawSql(path, "CREATE TABLE runs(x); INSERT INTO runs VALUES(1);"), "");
    expectUntouchedByEveryCommand(path, "not a RankLens project");
}

TEST(ForeignFiles, TextAndRandomBytesAreNotTouched) {
    TempDir dir;
    writeFile(dir.file("notes.ranklens"), std::string(5000, 'x'));
    expectUntouchedByEveryCommand(dir.file("notes.ranklens"), "not a RankLens project");
    std::mt19937 rng(3);
    std::string noise(70000, '\0');
    for (auto& c : noise) c = static_cast<char>(rng());
    writeFile(dir.file("noise.ranklens"), noise);
    expectUntouchedByEveryCommand(dir.file("noise.ranklens"), "not a RankLens project");
    // A SQLite header followed by noise.
    std::string fake = std::string("SQLite format 3", 16) + noise;
    writeFile(dir.file("fake.ranklens"), fake);
    expectUntouchedByEveryCommand(dir.file("fake.ranklens"), "the file was not changed");
}

TEST(ForeignFiles, EmptyFileStaysEmptyUnlessAnImportAsks) {
    TempDir dir;
    const auto path = dir.file("empty.ranklens");
    writeFile(path, "");
    for (const std::string cmd : {"info", "eval-project", "export-labels"}) {
        const auto r = cli(cmd + " '" + path + "'", true);
        EXPECT_EQ(r.code, 2) << cmd;
        EXPECT_NE(r.out.find("not a RankLens project (an empty file)"), std::string::npos) << r.out;
        EXPECT_EQ(std::filesystem::file_size(path), 0u) << cmd;
        EXPECT_FALSE(hasCompanions(path)) << cmd;
    }
    // `import` is the explicit request to create: an empty file has nothing to lose.
    writeFile(dir.file("run.txt"), "q1 Q0 d1 1 1.0 t\n");
    const auto imp = cli("import '" + path + "' --run '" + dir.file("run.txt") + "'", true);
    EXPECT_EQ(imp.code, 0) << imp.out;
    EXPECT_EQ(cli("info '" + path + "'").code, 0);
}

TEST(ForeignFiles, MissingProjectIsNotCreatedByReaders) {
    TempDir dir;
    const auto path = dir.file("missing.ranklens");
    for (const std::string cmd : {"info", "eval-project", "export-labels"}) {
        const auto r = cli(cmd + " '" + path + "'", true);
        EXPECT_EQ(r.code, 2) << cmd;
        EXPECT_NE(r.out.find("no such project"), std::string::npos) << r.out;
        EXPECT_FALSE(std::filesystem::exists(path)) << cmd;
    }
}

TEST(ForeignFiles, ProjectInAMissingFolderSaysSo) {
    TempDir dir;
    try {
        ProjectStore::open(dir.file("no/such/p.ranklens"));
        FAIL() << "there is no folder to create the project in";
    } catch (const StoreError& e) {
        const std::string m = e.what();
        EXPECT_NE(m.find("cannot create the project (the folder "), std::string::npos) << m;
        EXPECT_NE(m.find("no/such does not exist)"), std::string::npos) << m;
    }
}

}  // namespace
}  // namespace ranklens::store
