#include "core/store/sqlite_db.h"

namespace ranklens::store::sql {

Db::Db(const std::string& path) {
    const int rc =
        sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    if (rc != SQLITE_OK) {
        std::string msg = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
        sqlite3_close_v2(db_);
        db_ = nullptr;
        throw StoreError(path + ": cannot open project (" + msg + ")");
    }
    sqlite3_extended_result_codes(db_, 1);
    sqlite3_busy_timeout(db_, 5000);
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
    throw StoreError(what + ": " + (db_ ? sqlite3_errmsg(db_) : "no database"));
}

void Db::exec(const char* sqlText) const {
    char* err = nullptr;
    if (sqlite3_exec(db_, sqlText, nullptr, nullptr, &err) != SQLITE_OK) {
        std::string msg = err ? err : "unknown error";
        sqlite3_free(err);
        throw StoreError("database error: " + msg);
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

}  // namespace ranklens::store::sql
