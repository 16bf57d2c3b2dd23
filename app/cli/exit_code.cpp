#include "app/cli/exit_code.h"

#include <stdexcept>

#include "core/io/parse_report.h"
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

void fail(ExitCode code, const std::string& msg) {
    throw CommandFailure{code, msg};
}

void failOnInputError() {
    try {
        throw;
    } catch (const CommandFailure&) {
        throw;
    } catch (const core::ParseError& e) {
        std::string msg;
        for (const auto& i : e.issues()) msg += (msg.empty() ? "" : "\n") + i.str();
        fail(ExitCode::BadInput, msg);
    } catch (const std::invalid_argument& e) {
        fail(ExitCode::Usage, e.what());
    } catch (const std::exception& e) {
        throw inputFailure(e);
    }
}

}  // namespace ranklens::cli
