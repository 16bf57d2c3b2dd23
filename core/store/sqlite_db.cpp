#include "core/store/sqlite_db.h"

#include <cctype>
#include <cerrno>
#include <ctime>

#include "core/store/lock_holder.h"

namespace ranklens::store::sql {

namespace {

// "file:" URI of a path: every byte outside [A-Za-z0-9/._~-] percent-encoded.
std::string fileUri(const std::string& path, const char* query) {
    static const char* hex = "0123456789ABCDEF";
    std::string uri = "file:";
    for (unsigned char c : path) {
        if (std::isalnum(c) || c == '/' || c == '.' || c == '_' || c == '~' || c == '-') {
            uri += static_cast<char>(c);
        } else {
            uri += '%';
            uri += hex[c >> 4];
            uri += hex[c & 15];
        }
    }
    return uri + "?" + query;
}

std::string describe(sqlite3* db, int code) {
    const int sysErr = db ? sqlite3_system_errno(db) : 0;
    std::string msg = db ? sqlite3_errmsg(db) : sqlite3_errstr(code);
    if ((code & 0xff) == SQLITE_FULL || sysErr == ENOSPC) return "disk full (" + msg + ")";
    return msg;
}

}  // namespace

bool SqlError::diskFull() const {
    return primary() == SQLITE_FULL || sysErrno == ENOSPC;
}

Db::Db(const std::string& path, Access access) {
    int flags = SQLITE_OPEN_READONLY;
    std::string name = path;
    switch (access) {
        case Access::CreateReadWrite:
            flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
            break;
        case Access::ReadWrite:
            flags = SQLITE_OPEN_READWRITE;
            break;
        case Access::ReadOnly:
            break;
        case Access::Immutable:
            flags |= SQLITE_OPEN_URI;
            name = fileUri(path, "immutable=1");
            break;
    }
    const int rc = sqlite3_open_v2(name.c_str(), &db_, flags, nullptr);
    if (rc != SQLITE_OK) {
        const int code = db_ ? sqlite3_extended_errcode(db_) : rc;
        const int sysErr = db_ ? sqlite3_system_errno(db_) : 0;
        std::string msg = describe(db_, code);
        sqlite3_close_v2(db_);
        db_ = nullptr;
        throw SqlError(path + ": cannot open project (" + msg + ")", code, sysErr);
    }
    sqlite3_extended_result_codes(db_, 1);
    setBusyWait(kDefaultBusyWaitMs);
    // A project file is a document from elsewhere: no schema tricks, no functions from its
    // schema (views, triggers) beyond the core ones.
    sqlite3_db_config(db_, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(db_, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
}

Db::~Db() {
    if (db_) sqlite3_close_v2(db_);
}

Db& Db::operator=(Db&& o) noexcept {
    if (this != &o) {
        if (db_) sqlite3_close_v2(db_);
        db_ = o.db_;
        o.db_ = nullptr;
    }
    return *this;
}

void Db::fail(const std::string& what) const {
    if (!db_) throw SqlError(what + ": no database", SQLITE_MISUSE, 0);
    const int code = sqlite3_extended_errcode(db_);
    SqlError e(what + ": " + describe(db_, code), code, sqlite3_system_errno(db_));
    if (const char* file = sqlite3_db_filename(db_, "main"); e.busy() && file && *file)
        e.holder = lockHolder(file);
    throw e;
}

void Db::exec(const char* sqlText) const {
    char* err = nullptr;
    if (sqlite3_exec(db_, sqlText, nullptr, nullptr, &err) != SQLITE_OK) {
        sqlite3_free(err);
        fail("database error");
    }
}

std::int64_t Db::queryInt(const char* sqlText) const {
    Stmt s(*this, sqlText);
    return s.step() ? s.colInt(0) : 0;
}

Stmt::Stmt(const Db& db, const char* sqlText) : db_(db) {
    if (sqlite3_prepare_v2(db.get(), sqlText, -1, &st_, nullptr) != SQLITE_OK)
        db.fail("database error preparing a statement");
}

Stmt::~Stmt() {
    sqlite3_finalize(st_);
}

Stmt& Stmt::bind(int i, std::int64_t v) {
    if (sqlite3_bind_int64(st_, i, v) != SQLITE_OK) db_.fail("bind");
    return *this;
}

Stmt& Stmt::bind(int i, double v) {
    if (sqlite3_bind_double(st_, i, v) != SQLITE_OK) db_.fail("bind");
    return *this;
}

Stmt& Stmt::bind(int i, std::string_view v) {
    if (sqlite3_bind_text64(st_, i, v.data(), v.size(), SQLITE_TRANSIENT, SQLITE_UTF8) != SQLITE_OK)
        db_.fail("bind");
    return *this;
}

Stmt& Stmt::bind(int i, std::optional<int> v) {
    return v ? bind(i, static_cast<std::int64_t>(*v)) : bindNull(i);
}

Stmt& Stmt::bindNull(int i) {
    if (sqlite3_bind_null(st_, i) != SQLITE_OK) db_.fail("bind");
    return *this;
}

Stmt& Stmt::bindBlobStatic(int i, const void* data, std::size_t size) {
    if (sqlite3_bind_blob64(st_, i, data, size, SQLITE_STATIC) != SQLITE_OK) db_.fail("bind");
    return *this;
}

Stmt& Stmt::bindTextStatic(int i, std::string_view v) {
    if (sqlite3_bind_text64(st_, i, v.data(), v.size(), SQLITE_STATIC, SQLITE_UTF8) != SQLITE_OK)
        db_.fail("bind");
    return *this;
}

bool Stmt::step() {
    const int rc = sqlite3_step(st_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    db_.fail("database error");
}

void Stmt::run() {
    while (step()) {
    }
    reset();
}

void Stmt::reset() {
    sqlite3_reset(st_);
    sqlite3_clear_bindings(st_);
}

std::string_view Stmt::colText(int i) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(st_, i));
    if (!p) return {};
    return {p, static_cast<std::size_t>(sqlite3_column_bytes(st_, i))};
}

Transaction::Transaction(const Db& db) : db_(db) {
    db_.exec("BEGIN IMMEDIATE");
}

Transaction::~Transaction() {
    if (!done_) sqlite3_exec(db_.get(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
    db_.exec("COMMIT");
    done_ = true;
}

ReadTransaction::ReadTransaction(const Db& db) : db_(db) {
    if (sqlite3_get_autocommit(db_.get()) == 0) return;
    db_.exec("BEGIN");
    open_ = true;
}

ReadTransaction::~ReadTransaction() {
    if (open_) sqlite3_exec(db_.get(), "COMMIT", nullptr, nullptr, nullptr);
}

std::string nowIso() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

bool deleteRow(const Db& db, const char* deleteSql, std::int64_t id) {
    Transaction tx(db);
    Stmt s(db, deleteSql);
    s.bind(1, id);
    s.run();
    const bool deleted = sqlite3_changes(db.get()) > 0;
    tx.commit();
    return deleted;
}

}  // namespace ranklens::store::sql
