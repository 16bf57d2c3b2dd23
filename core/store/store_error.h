#pragma once
// The errors of the project store: what a caller catches and shows. No Qt, no SQLite: the
// low-level store files throw these without knowing the ProjectStore facade.
#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/io/problem.h"

namespace ranklens::store {

// Any storage failure (cannot open, newer schema, constraint...). Message is user-facing.
class StoreError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Thrown by imports when the same file content (same SHA/size+hash) was already imported;
// the caller asks the user and retries with ImportOptions::allowDuplicate = true. what() is
// "file: " and the problem in English; the problem names what the content was imported as
// (ImportedBeforeAs..., with its name and id).
class DuplicateImport : public StoreError {
  public:
    DuplicateImport(const std::string& file, core::Problem problem, std::int64_t existingId)
        : StoreError(file + ": " + core::englishText(problem)),
          problem(std::move(problem)),
          existingId(existingId) {}
    core::Problem problem;
    std::int64_t existingId;
};

// Thrown by imports whose file yields nothing usable (a binary file, every line bad and
// skipped, no record at all): an empty run or label set is never stored. what() says what was
// read; the project is unchanged.
class NothingToImport : public StoreError {
  public:
    NothingToImport(const std::string& msg, std::size_t lines, std::size_t skipped)
        : StoreError(msg), lines(lines), skipped(skipped) {}
    std::size_t lines, skipped;  // lines read, bad lines skipped
};

}  // namespace ranklens::store
