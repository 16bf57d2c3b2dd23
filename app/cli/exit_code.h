#pragma once
// The process exit codes of ranklens-cli, one name each. Scripts and CI jobs branch on them, so
// the values never change (2 and 4 are trec_eval's).
#include <exception>
#include <string>

namespace ranklens::cli {

enum class ExitCode : int {
    Ok = 0,
    Usage = 1,              // bad options or selection, nothing to do, cancelled
    BadInput = 2,           // malformed input line, unreadable file, store or write error
    DuplicateImport = 3,    // the same file content was imported before
    DuplicateDocs = 4,      // a run repeats a document within a query (trec_eval)
    MeasureFailed = 4,      // trec_eval's 4: a measure cannot be computed from the input
    GuardrailFailed = 5,    // compare: a guardrail of the scorecard failed
    ProjectBusy = 6,        // another program held the project's write lock for 10 s
    NothingToEvaluate = 7,  // no query has both results and labels
    Inconclusive = 8,       // compare: no guardrail failed, one could not be decided
};

// A command gives up: main prints "ranklens-cli: <what>" to stderr and exits with code.
// An empty message means the reason was printed already.
struct CommandFailure {
    ExitCode code;
    std::string what;
};

// A command that could not read its input or update its project: ProjectBusy when another
// program held the project's lock past the retries (core/store's SqlError::busy; the message
// names that program when /proc/locks does), else BadInput, with the message main prints.
CommandFailure inputFailure(const std::exception& e);

// A command gives up with code and msg: throws CommandFailure{code, msg}.
[[noreturn]] void fail(ExitCode code, const std::string& msg);

// Called inside a catch (...) around reading a command's inputs: a CommandFailure goes on as it
// is; bad lines (core::ParseError) fail with BadInput and every line's problem, one a line;
// std::invalid_argument with Usage and its text; any other std::exception as inputFailure() says.
[[noreturn]] void failOnInputError();

}  // namespace ranklens::cli
