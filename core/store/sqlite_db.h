#pragma once
// Thin RAII wrappers over the SQLite C API: a connection, prepared statements with bound
// parameters only, and a transaction that rolls back unless committed. Errors throw StoreError.
#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/store/store_error.h"

namespace ranklens::store::sql {

// A failed SQLite call: the user-facing message plus SQLite's extended result code and the
// system errno behind it (ENOSPC, EROFS...), so callers can tell damage from the environment.
class SqlError : public StoreError {
  public:
    SqlError(const std::string& msg, int code, int sysErrno)
        : StoreError(msg), code(code), sysErrno(sysErrno) {}
    int primary() const { return code & 0xff; }
    bool diskFull() const;
    // Another connection held the lock past the busy timeout (SQLITE_BUSY, SQLITE_LOCKED).
    bool busy() const { return primary() == SQLITE_BUSY || primary() == SQLITE_LOCKED; }
    int code, sysErrno;
    // When busy: the other program holding the file's lock, "sqlite3 (process 4242)" (empty
    // when unknown; core/store/lock_holder.h).
    std::string holder;
};

// How a connection opens its file.
enum class Access {
    CreateReadWrite,  // read-write, creating the file when absent
    ReadWrite,        // read-write, never creating (SQLite falls back to read-only by itself)
    ReadOnly,         // SQLITE_OPEN_READONLY (still needs the -shm of a WAL file)
    Immutable,        // read-only, no locks, no -shm: for read-only media
};

class Db {
  public:
    Db() = default;
    // Opens path read-write, creating it when absent. Throws StoreError.
    explicit Db(const std::string& path) : Db(path, Access::CreateReadWrite) {}
    Db(const std::string& path, Access access);
    ~Db();
    Db(Db&& o) noexcept : db_(o.db_) { o.db_ = nullptr; }
    Db& operator=(Db&& o) noexcept;
    Db(const Db&) = delete;
    Db& operator=(const Db&) = delete;

    sqlite3* get() const { return db_; }
    // How long a statement waits for another program's lock before it fails as busy (SqlError
    // busy()): kDefaultBusyWaitMs unless set.
    static constexpr int kDefaultBusyWaitMs = 10000;
    void setBusyWait(int ms) const { sqlite3_busy_timeout(db_, ms); }
    // Runs SQL without parameters (DDL, pragmas). Never pass user text here.
    void exec(const char* sqlText) const;
    // First column of the first row as an integer (0 when no row).
    std::int64_t queryInt(const char* sqlText) const;
    std::int64_t lastInsertId() const { return sqlite3_last_insert_rowid(db_); }
    // Throws SqlError: what + SQLite's message ("disk full" named as such).
    [[noreturn]] void fail(const std::string& what) const;
    bool readOnly() const { return sqlite3_db_readonly(db_, "main") == 1; }

  private:
    sqlite3* db_ = nullptr;
};

class Stmt {
  public:
    Stmt(const Db& db, const char* sqlText);
    ~Stmt();
    Stmt(const Stmt&) = delete;
    Stmt& operator=(const Stmt&) = delete;

    Stmt& bind(int i, std::int64_t v);
    Stmt& bind(int i, int v) { return bind(i, static_cast<std::int64_t>(v)); }
    Stmt& bind(int i, double v);
    Stmt& bind(int i, std::string_view v);  // copied by SQLite (SQLITE_TRANSIENT)
    Stmt& bind(int i, const char* v) { return bind(i, std::string_view(v)); }
    Stmt& bind(int i, const std::string& v) { return bind(i, std::string_view(v)); }
    Stmt& bind(int i, std::optional<int> v);
    Stmt& bindNull(int i);
    // The blob must stay alive until the next step() (SQLITE_STATIC).
    Stmt& bindBlobStatic(int i, const void* data, std::size_t size);
    // The text must stay alive until the next step() (SQLITE_STATIC): no copy.
    Stmt& bindTextStatic(int i, std::string_view v);

    // True when a row is available; false when done.
    bool step();
    // step() that must finish (INSERT/UPDATE/DELETE).
    void run();
    void reset();

    std::int64_t colInt(int i) const { return sqlite3_column_int64(st_, i); }
    double colDouble(int i) const { return sqlite3_column_double(st_, i); }
    bool colNull(int i) const { return sqlite3_column_type(st_, i) == SQLITE_NULL; }
    std::string_view colText(int i) const;
    std::string colString(int i) const { return std::string(colText(i)); }
    const void* colBlob(int i) const { return sqlite3_column_blob(st_, i); }
    std::size_t colBytes(int i) const {
        return static_cast<std::size_t>(sqlite3_column_bytes(st_, i));
    }

  private:
    const Db& db_;
    sqlite3_stmt* st_ = nullptr;
};

// BEGIN IMMEDIATE on construction; ROLLBACK in the destructor unless commit() was called.
class Transaction {
  public:
    explicit Transaction(const Db& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

  private:
    const Db& db_;
    bool done_ = false;
};

// One read snapshot for several statements (a deferred BEGIN ... COMMIT), so what one
// statement found (e.g. the largest id) still holds for the next while another connection
// commits. Does nothing when a transaction is already open.
class ReadTransaction {
  public:
    explicit ReadTransaction(const Db& db);
    ~ReadTransaction();
    ReadTransaction(const ReadTransaction&) = delete;
    ReadTransaction& operator=(const ReadTransaction&) = delete;

  private:
    const Db& db_;
    bool open_ = false;
};

// The current time as the project's text columns store it: "2026-11-30T17:49:55Z" (UTC).
std::string nowIso();

// Runs deleteSql ("DELETE FROM t WHERE id = ?1") for id in a transaction of its own: whether a
// row went.
bool deleteRow(const Db& db, const char* deleteSql, std::int64_t id);

}  // namespace ranklens::store::sql
