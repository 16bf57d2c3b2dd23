#pragma once
// The SQLite library the store runs on, for the About dialog and bug reports (the UI reaches
// SQLite only through the store).
#include <string>

namespace ranklens::store {

// The version of the SQLite library linked at run time, e.g. "3.40.1".
std::string sqliteVersion();

}  // namespace ranklens::store
