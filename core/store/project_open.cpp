#include "core/store/project_open.h"

#include <sys/statvfs.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <optional>
#include <thread>

#include "core/store/project_check.h"
#include "core/store/schema.h"

namespace ranklens::store::detail {

namespace {

namespace fs = std::filesystem;
using sql::Access;
using sql::Db;

enum class FileState { Absent, Empty, Present };

FileState stateOf(const std::string& path) {
    std::error_code ec;
    const auto st = fs::status(path, ec);
    if (st.type() == fs::file_type::not_found) return FileState::Absent;
    if (ec) throw StoreError(path + ": cannot open project (" + ec.message() + ")");
    if (fs::is_directory(st))
        throw StoreError(check::refusal(path, "not a RankLens project (a folder)"));
    if (fs::is_regular_file(st) && fs::file_size(path, ec) == 0 && !ec) return FileState::Empty;
    return FileState::Present;
}

std::string folderOf(const std::string& path) {
    const fs::path dir = fs::path(path).parent_path();
    return dir.empty() ? std::string(".") : dir.string();
}

// Why the file cannot be written, as the user can fix it; "" when nothing explains it.
std::string whyReadOnly(const std::string& path) {
    const std::string dir = folderOf(path);
    struct statvfs vfs {};
    if (::statvfs(dir.c_str(), &vfs) == 0) {
        if (vfs.f_flag & ST_RDONLY) return "the file system is mounted read-only";
        if (vfs.f_bavail == 0) return "disk full";
    }
    if (::access(path.c_str(), F_OK) == 0 && ::access(path.c_str(), W_OK) != 0)
        return std::string("the file is not writable (") + std::strerror(errno) + ")";
    if (::access(dir.c_str(), F_OK) != 0) return "the folder " + dir + " does not exist";
    if (::access(dir.c_str(), W_OK) != 0)
        return "the folder is not writable (SQLite keeps " + fs::path(path).filename().string() +
               "-wal and -shm beside the project)";
    return "";
}

// Errors of the medium rather than of the file's content: worth opening read-only.
bool isEnvironment(const sql::SqlError& e) {
    switch (e.primary()) {
        case SQLITE_READONLY:
        case SQLITE_CANTOPEN:
        case SQLITE_IOERR:
        case SQLITE_FULL:
        case SQLITE_PERM:
            return true;
        default:
            return e.diskFull();
    }
}

std::string reasonFor(const std::string& path, const sql::SqlError& e) {
    if (e.diskFull()) return "disk full";
    const std::string why = whyReadOnly(path);
    return why.empty() ? std::string(e.what()) : why;
}

// A new project in an absent or empty file. Under BEGIN IMMEDIATE the file is looked at again:
// a concurrent creator that won the lock has already made it, and this one leaves it be.
void createIfBlank(const std::string& path) {
    try {
        Db db(path, Access::CreateReadWrite);
        db.exec("PRAGMA page_size = 16384");
        sql::Transaction tx(db);
        if (check::isBlank(check::readHeader(db, path))) schema::createCurrent(db);
        tx.commit();
    } catch (const sql::SqlError& e) {
        throw StoreError(path + ": cannot create the project (" + reasonFor(path, e) + ")");
    }
}

void switchToWal(const Db& db, const std::string& path) {
    for (int attempt = 0;; ++attempt) {
        try {
            sql::Stmt s(db, "PRAGMA journal_mode = WAL");
            if (s.step() && s.colText(0) == "wal") return;
            throw StoreError(path + ": cannot switch the project to WAL mode");
        } catch (const sql::SqlError& e) {
            if (e.primary() != SQLITE_BUSY || attempt == 100) throw;
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    }
}

void configureReading(const Db& db) {
    db.exec("PRAGMA foreign_keys = ON");
    db.exec("PRAGMA cache_size = -65536");  // 64 MiB: large imports stay in memory until commit
}

// A checked, writable project: migrated to the current schema, then WAL, durable commits (see
// README, "Project files: safety and durability"). The migration runs first, in the file's own
// journal mode: one that fails leaves the file as it was, journal mode included.
void prepareForWriting(const Db& db, const std::string& path, const check::Header& h) {
    db.exec("PRAGMA synchronous = FULL");
    configureReading(db);
    if (h.version < schema::kCurrentVersion) schema::migrate(db, static_cast<int>(h.version));
    switchToWal(db, path);
}

// The project opened read-write, or nullopt with `reason` when the medium does not allow it.
// Refusals (foreign, damaged, newer) propagate.
std::optional<Db> openWritable(const std::string& path, std::string& reason, bool checked) {
    try {
        Db db(path, Access::ReadWrite);
        const check::Header h = check::readHeader(db, path);
        if (!checked) check::verifyProject(db, path, h);
        if (db.readOnly()) {
            reason = whyReadOnly(path);
            if (reason.empty()) reason = "the file could only be opened read-only";
            return std::nullopt;
        }
        prepareForWriting(db, path, h);
        return db;
    } catch (const sql::SqlError& e) {
        if (!isEnvironment(e)) throw;
        reason = reasonFor(path, e);
        return std::nullopt;
    }
}

bool walHasContent(const std::string& path) {
    std::error_code ec;
    const auto size = fs::file_size(path + "-wal", ec);
    return !ec && size > 0;
}

// Read-only: plain first, then immutable (no -shm needed: read-only media, full disks).
Db openForViewing(const std::string& path, std::string& reason, bool checked) {
    std::string last;
    for (const Access a : {Access::ReadOnly, Access::Immutable}) {
        try {
            Db db(path, a);
            const check::Header h = check::readHeader(db, path);
            if (!checked) check::verifyProject(db, path, h);
            if (h.version < schema::kOldestReadable)
                throw StoreError(check::refusal(
                    path, "this project has schema version " + std::to_string(h.version) +
                              " and must be upgraded, which needs write access (" + reason + ")"));
            if (a == Access::Immutable && walHasContent(path))
                reason += "; changes still in " + fs::path(path).filename().string() +
                          "-wal are not shown";
            configureReading(db);
            return db;
        } catch (const sql::SqlError& e) {
            if (!isEnvironment(e)) throw;
            last = e.what();
        }
    }
    throw StoreError(path + ": cannot open project (" + reason + "; " + last + ")");
}

}  // namespace

OpenedDb openProjectDb(const std::string& path, const OpenOptions& o) {
    const FileState state = stateOf(path);
    if (state == FileState::Absent && (!o.create || o.readOnly))
        throw StoreError(path + ": no such project");
    if (state == FileState::Empty && (!o.create || o.readOnly))
        throw StoreError(check::refusal(path, "not a RankLens project (an empty file)"));
    if (state != FileState::Present) createIfBlank(path);
    std::string reason = "opened for viewing only";
    if (!o.readOnly)
        if (auto db = openWritable(path, reason, o.checked)) return {std::move(*db), ""};
    Db db = openForViewing(path, reason, o.checked);
    return {std::move(db), reason};
}

}  // namespace ranklens::store::detail
