#include "core/store/library_version.h"

#include <sqlite3.h>

namespace ranklens::store {

std::string sqliteVersion() {
    return sqlite3_libversion();
}

}  // namespace ranklens::store
