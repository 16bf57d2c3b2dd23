#include "app/cli/exit_code.h"

#include "core/store/sqlite_db.h"

namespace ranklens::cli {

CommandFailure inputFailure(const std::exception& e) {
    const auto* sql = dynamic_cast<const store::sql::SqlError*>(&e);
    if (sql && sql->busy())
        return {ExitCode::ProjectBusy,
                "the project is in use by another program" +
                    (sql->holder.empty() ? std::string() : ", " + sql->holder) +
                    ", which held it for the 10 s this command waited: nothing was changed; "
                    "try again when it has finished"};
    return {ExitCode::BadInput, e.what()};
}

}  // namespace ranklens::cli
