#pragma once
// What readers say about their input: problems with file and line, counts, and the options
// that control strictness.
#include <cstddef>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/progress.h"
#include "core/io/problem.h"

namespace ranklens::core {

struct ParseIssue {
    enum class Kind { Malformed, Duplicate };
    std::string file;
    std::size_t line = 0;  // 1-based; 0 when the problem is not tied to one line
    Problem problem;       // what is wrong, as data (core/io/problem.h)
    Kind kind = Kind::Malformed;
    // The problem in English (englishText).
    std::string message() const { return englishText(problem); }
    // "file:line: message" (or "file: message" when line is 0).
    std::string str() const;
};

// What a run reader does with a document listed twice in one query (`--duplicates`):
// refuse the file (trec_eval's rule), keep its first line, keep its line with the higher score
// (the first of equal ones), or skip every line of that document in that query.
enum class DuplicateDocs { Refuse, KeepFirst, KeepMax, Skip };
// "first", "max", "skip" (and "refuse"); nullopt for anything else.
std::optional<DuplicateDocs> parseDuplicateDocs(std::string_view word);

struct ParseOptions {
    // Count bad lines and go on instead of failing (they are listed in ParseReport::issues).
    bool skipBadLines = false;
    // Runs: a document listed twice in one query (where uniqueDocsIn asks for unique ones).
    DuplicateDocs duplicates = DuplicateDocs::Refuse;
    // At most this many issues are collected; without skipBadLines reading stops there.
    std::size_t maxIssues = 10;
    // Large plain files are read by several threads (results identical to one thread).
    unsigned threads = 0;                      // 0 = all cores (at most 8)
    std::size_t parallelMinBytes = 16u << 20;  // smaller files are read by one thread
    // Called with (bytes read, file size) every few MiB; false cancels (throws Cancelled).
    ProgressFn progress;
    // Runs: the queries in which a docid listed twice is an error (empty: every query).
    // Evaluation passes "the query has labels": as trec_eval, a query without labels is never
    // evaluated, so its duplicates are accepted (the streaming path does the same).
    std::function<bool(std::string_view qid)> uniqueDocsIn;
    // TREC qrels: accept real-valued relevance (0.5, 2.7) as CSV/TSV/JSON labels always are
    // (`--real-labels`); off, trec_eval's integer strictness.
    bool realTrecLabels = false;
    // TREC qrels and runs: comment lines as trec_eval 10.0 reads them (isTrecComment); off,
    // trec_eval 9.0.8's reading, where such a line is data (and usually malformed).
    bool trecComments = false;
};

// trec_eval 10.0's comment lines: in qrels a line whose first byte is '#'; in a run a line
// whose first byte after leading blanks is '#'.
inline bool isTrecQrelsComment(std::string_view line) {
    return !line.empty() && line.front() == '#';
}
inline bool isTrecRunComment(std::string_view line) {
    const std::size_t i = line.find_first_not_of(" \t\v\f\r");
    return i != std::string_view::npos && line[i] == '#';
}

struct ParseReport {
    std::size_t lines = 0;    // lines read, including blank ones
    std::size_t records = 0;  // lines turned into records
    std::size_t skipped = 0;  // bad lines skipped (only with skipBadLines)
    // Runs: lines of documents listed twice in a query left out (ParseOptions::duplicates).
    std::size_t duplicateLines = 0;
    std::vector<ParseIssue> issues;
};

// Thrown when the input is unusable; carries every issue found (at most maxIssues).
class ParseError : public std::runtime_error {
  public:
    explicit ParseError(std::vector<ParseIssue> issues);
    const std::vector<ParseIssue>& issues() const { return issues_; }

  private:
    std::vector<ParseIssue> issues_;
};

}  // namespace ranklens::core
