#pragma once
// Collect parsed rows into a Run or Qrels; shared by every input format.
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/io/parse_report.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core {

// Ids are kept as C strings, so a NUL byte would silently cut one: every reader refuses it.
inline bool hasNulByte(std::string_view s) {
    return !s.empty() && std::memchr(s.data(), '\0', s.size()) != nullptr;
}

class RunBuilder {
  public:
    // Continues from an already merged run (or starts empty).
    explicit RunBuilder(Run run = {}) : run_(std::move(run)) {}
    // The run as read so far, without checks (a part of a file read in parallel).
    Run takePart() { return std::move(run_); }
    void add(std::string_view qid, std::string_view doc, double score, std::int32_t rank);
    void setName(std::string_view tag) { run_.name.assign(tag); }
    void setHasRanks(bool v) { run_.hasRanks = v; }
    // Only queries for which `scope` is true must list each docid once (empty: every query).
    void setUniqueDocsIn(std::function<bool(std::string_view)> scope) { scope_ = std::move(scope); }
    // What finish() does with a docid listed twice in one query (default: refuse the file).
    void setDuplicates(DuplicateDocs d) { duplicates_ = d; }
    // Lines left out by finish() under a policy other than Refuse.
    std::size_t duplicateLines() const { return dropped_; }
    using LineMatcher = bool (*)(std::string_view line, std::string_view qid, std::string_view doc,
                                 const void* ctx);
    // Checks for a docid listed twice in one query; throws ParseError naming the lines
    // (found by scanning `path` again with `lineMatches`), or under another DuplicateDocs
    // policy keeps one line of it (or none). Returns the finished run.
    Run finish(const std::string& path, LineMatcher lineMatches, const void* ctx);
    // The first docid listed twice in a query in scope, as the issue finish() would refuse the
    // file with; nullopt when none is (or the policy keeps one).
    std::optional<ParseIssue> duplicateIssue(const std::string& path, LineMatcher lineMatches,
                                             const void* ctx);

  private:
    // The index of the first query in scope listing a docid twice (queries().size(): none).
    std::size_t firstDuplicateQuery();
    void dropDuplicates(RunQuery& q);
    Run run_;
    std::function<bool(std::string_view)> scope_;
    DuplicateDocs duplicates_ = DuplicateDocs::Refuse;
    std::size_t dropped_ = 0;
    RunQuery* last_ = nullptr;
    std::string lastQid_;
};

class QrelsBuilder {
  public:
    explicit QrelsBuilder(Qrels qrels = {}) : qrels_(std::move(qrels)) {}
    Qrels takePart() { return std::move(qrels_); }
    void add(std::string_view qid, std::string_view doc, std::int32_t grade);
    // A label that may not be an integer (CSV/TSV/JSON, TREC with --real-labels).
    void addReal(std::string_view qid, std::string_view doc, double label);
    // finish() builds the lookup tables on this many threads.
    void setThreads(unsigned n) { threads_ = n; }
    Qrels finish(const std::string& path,
                 bool (*lineMatches)(std::string_view line, std::string_view qid,
                                     std::string_view doc, const void* ctx),
                 const void* ctx);

  private:
    Qrels qrels_;
    QrelsQuery* last_ = nullptr;
    std::string lastQid_;
    unsigned threads_ = 1;
};

// Records an issue for a bad line; throws ParseError when reading must stop.
void reportBadLine(const std::string& file, std::size_t line, Problem problem,
                   const ParseOptions& opts, ParseReport& report);
// At end of input: throws ParseError when bad lines were found and skipping was not allowed.
void finishReport(const ParseOptions& opts, ParseReport& report);
// The end of a run's reading: as finishReport, but a refusal for bad lines also lists a docid
// listed twice (every problem at once); then builder.finish() under opts' uniqueDocsIn and
// duplicates policy, counting the lines it left out in report.duplicateLines.
Run finishRun(RunBuilder& builder, const std::string& path, RunBuilder::LineMatcher lineMatches,
              const void* ctx, const ParseOptions& opts, ParseReport& report);

}  // namespace ranklens::core
