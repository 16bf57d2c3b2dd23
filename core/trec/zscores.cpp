#include "core/trec/zscores.h"

#include <cstdlib>
#include <string_view>

#include "core/base/numbers.h"
#include "core/io/line_reader.h"

namespace ranklens::core {
namespace {

// A C number as strtod reads it, nan and inf included (parseDouble takes finite ones only).
bool cNumber(std::string_view text, double& out) {
    if (parseDouble(text, out)) return true;
    const std::string copy(text);
    char* end = nullptr;
    out = std::strtod(copy.c_str(), &end);
    return !copy.empty() && end == copy.c_str() + copy.size();
}

}  // namespace

ZScores readZScores(const std::string& path, const ParseOptions& opts) {
    LineReader reader(path, opts.progress);
    ZScores out;
    std::string_view line;
    while (reader.next(line)) {
        std::string_view f[4];
        const std::size_t n = splitWhitespace(line, f, 4);
        if (n == 0 || (opts.trecComments && isTrecRunComment(line))) continue;
        const std::size_t at = reader.lineNumber();
        if (n != 4)
            throw ParseError(
                {ParseIssue{path, at, {ProblemCode::ZScoreFields, {std::to_string(n)}}}});
        ZScoreEntry e;
        // As trec_eval's atof: any C number, nan included (a statistic over a constant list);
        // text that is no number is refused instead of being read as 0.
        if (!cNumber(f[2], e.mean))
            throw ParseError(
                {ParseIssue{path, at, {ProblemCode::ZScoreMeanNotNumber, {std::string(f[2])}}}});
        if (!cNumber(f[3], e.stddev))
            throw ParseError(
                {ParseIssue{path, at, {ProblemCode::ZScoreStddevNotNumber, {std::string(f[3])}}}});
        auto& measures = out[std::string(f[0])];
        if (!measures.emplace(std::string(f[1]), e).second)
            throw ParseError({ParseIssue{
                path,
                at,
                {ProblemCode::ZScoreGivenTwice, {std::string(f[1]), std::string(f[0])}}}});
    }
    return out;
}

double zScore(const ZScores& z, std::string_view qid, std::string_view measure, double value) {
    const auto q = z.find(qid);
    if (q == z.end()) return kMissingZScore;
    const auto m = q->second.find(measure);
    if (m == q->second.end()) return kMissingZScore;
    const ZScoreEntry& e = m->second;
    if (e.stddev != 0.0) return (value - e.mean) / e.stddev;
    return value == e.mean ? 0.0 : kMissingZScore;
}

void convertToZScores(EvalResult& r, const ZScores& z) {
    const bool missedAreEvaluated = r.config.trecEvalVersion == TrecEvalVersion::V10_0;
    for (auto& c : r.columns) {
        // Run-level columns have no per-query value; a text (relstring) is printed as it is.
        if (c.perQuery.empty() || c.measure->text) continue;
        for (std::size_t q = 0; q < r.queries.size(); ++q)
            if (r.queries[q].inRun || missedAreEvaluated)
                c.perQuery[q] = zScore(z, r.queries[q].qid, c.name, c.perQuery[q]);
        c.aggregate = aggregateValues(*c.measure, c.perQuery);
    }
}

}  // namespace ranklens::core
