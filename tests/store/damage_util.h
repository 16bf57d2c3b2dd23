#pragma once
// Helpers for the project-safety tests: a small valid project, raw SQL on a file (as another
// tool would write it), forked children whose crashes the parent sees, mounts as root.
#include <sqlite3.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <functional>
#include <string>

#include "core/store/label_blocks.h"
#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store::test {

// A project with two runs, a qrels label set and a manual set with edits; closed (checkpointed).
inline void makeProject(const TempDir& dir, const std::string& path) {
    const std::string runText = makeRun(12, 15, 21);
    writeFile(dir.file("a.txt"), runText);
    writeFile(dir.file("b.txt"), makeRun(12, 15, 22, 0, "other"));
    writeFile(dir.file("q.txt"), qrelsFor(runText, 3, [](int n) { return n % 3 + n % 2; }));
    auto ps = ProjectStore::open(path);
    ps->importRun(dir.file("a.txt"), {});
    ps->importRun(dir.file("b.txt"), {});
    ps->importQrels(dir.file("q.txt"), {});
    const auto manual = ps->createLabelSet("annotator", "manual");
    ps->setLabel(manual, "qx", "dx", 2, "ann");
    ps->setLabel(manual, "qx", "dy", 0, "ann");
}

// Runs SQL on a file directly (no RankLens checks). Returns SQLite's error message or "".
inline std::string rawSql(const std::string& path, const std::string& sqlText) {
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    char* err = nullptr;
    std::string out;
    if (sqlite3_exec(db, sqlText.c_str(), nullptr, nullptr, &err) != SQLITE_OK)
        out = err ? err : "error";
    sqlite3_free(err);
    sqlite3_close(db);
    return out;
}

// Labels as RankLens before schema version 4 stored them: every packed block of imported labels
// moved into rows of the labels table and the label_blocks table dropped (the caller then sets
// the older user_version). The project must be closed.
inline void packedLabelsToRows(const std::string& path) {
    {
        sql::Db db(path);
        sql::Transaction tx(db);
        std::vector<std::pair<std::int64_t, std::int64_t>> blocks;
        {
            sql::Stmt s(db, "SELECT label_set_id, query_id FROM label_blocks");
            while (s.step()) blocks.emplace_back(s.colInt(0), s.colInt(1));
        }
        for (const auto& [set, q] : blocks) label_blocks::unpack(db, set, q);
        db.exec("DROP TABLE label_blocks");
        tx.commit();
    }
}

// The message of the StoreError fn throws, or "" when it throws none.
inline std::string refusalOf(const std::function<void()>& fn) {
    try {
        fn();
    } catch (const StoreError& e) {
        return e.what();
    }
    return "";
}

// Runs fn in a forked child; returns its exit code, or 128 + signal when it died of one.
inline int inChild(const std::function<int()>& fn) {
    std::fflush(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) ::_exit(fn());
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// A mount made by the test (as root), undone at the end. ok() false with why() when the
// system does not allow it (not root, no CAP_SYS_ADMIN in a container...).
class TestMount {
  public:
    // A read-only bind mount of `source` on `target`.
    static TestMount readOnlyBind(const std::string& source, const std::string& target) {
        TestMount m(target);
        if (!m.check()) return m;
        if (::mount(source.c_str(), target.c_str(), nullptr, MS_BIND, nullptr) != 0) {
            m.failed("mount --bind");
            return m;
        }
        m.mounted_ = true;
        if (::mount(nullptr, target.c_str(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY, nullptr) !=
            0)
            m.failed("mount -o remount,bind,ro");
        return m;
    }
    // A tmpfs of `bytes` bytes on target.
    static TestMount tmpfs(const std::string& target, std::size_t bytes) {
        TestMount m(target);
        if (!m.check()) return m;
        const std::string opts = "size=" + std::to_string(bytes);
        if (::mount("tmpfs", target.c_str(), "tmpfs", 0, opts.c_str()) != 0) {
            m.failed("mount -t tmpfs");
            return m;
        }
        m.mounted_ = true;
        return m;
    }
    TestMount(TestMount&& o) noexcept
        : target_(o.target_), why_(o.why_), mounted_(o.mounted_), ok_(o.ok_) {
        o.mounted_ = false;
    }
    ~TestMount() {
        if (mounted_) ::umount2(target_.c_str(), MNT_DETACH);
    }
    bool ok() const { return ok_; }
    const std::string& why() const { return why_; }

  private:
    explicit TestMount(std::string target) : target_(std::move(target)) {}
    bool check() {
        if (::geteuid() != 0) {
            why_ = "needs root (mount)";
            return false;
        }
        ok_ = true;
        return true;
    }
    void failed(const char* what) {
        ok_ = false;
        why_ = std::string(what) + " is not permitted here: " + std::strerror(errno);
    }
    std::string target_, why_;
    bool mounted_ = false, ok_ = false;
};

}  // namespace ranklens::store::test
