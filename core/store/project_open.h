#pragma once
// Opening a project file safely: the file is checked (core/store/project_check.h) before
// anything in it is changed; a new project is created only where there was no file or an
// empty one, idempotently under the write lock (two creators both succeed); a project that
// cannot be written (read-only file, folder or file system, full disk) opens read-only for
// viewing with the reason.
#include <string>

#include "core/store/project_store.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store::detail {

struct OpenedDb {
    sql::Db db;
    std::string readOnlyReason;  // empty: writable
};

OpenedDb openProjectDb(const std::string& path, const OpenOptions& o);

}  // namespace ranklens::store::detail
