#include "app/cli/exit_code.h"

#include "core/store/sqlite_db.h"

namespace ranklens::cli {

CommandFailure inputFailure(const std::exception& e) {
    const auto* sql = dynamic_cast<const store::sql::SqlError*>(&e);
    if (sql && sql->busy())
        return {ExitCode::ProjectBusy,
                "the project is busy: another program is writing to it (waited 10 s for it); "
                "nothing was changed, try again when it has finished (" +
                    std::string(e.what()) + ")"};
    return {ExitCode::BadInput, e.what()};
}

}  // namespace ranklens::cli
