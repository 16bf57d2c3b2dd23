#pragma once
// Which other program holds a lock on a project file: SQLite locks the file (and, in WAL mode,
// its -shm) with POSIX record locks, which Linux lists in /proc/locks with the holder's process
// id. For the "project is in use" message (core/store/sqlite_db.h SqlError::holder). No Qt.
#include <string>

namespace ranklens::store {

// "sqlite3 (process 4242)": the name and id of a process other than this one holding a lock on
// path or path-shm; empty when none is found or it cannot be known (no /proc/locks, the lock
// held over a network file system, another system).
std::string lockHolder(const std::string& path);

}  // namespace ranklens::store
