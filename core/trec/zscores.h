#pragma once
// trec_eval's -Z: per-query values turned into z-scores, (value - mean) / stddev, with the mean
// and standard deviation of each (query, measure) taken from a file of lines
// `qid measure mean stddev` (trec_eval's get_zscores.c / convert_zscores.c).
#include <map>
#include <string>

#include "core/eval/evaluator.h"
#include "core/io/parse_report.h"

namespace ranklens::core {

// The value trec_eval gives a query or measure the z-score file has no entry for, and a value
// that differs from the mean of a measure whose stddev is 0.
inline constexpr double kMissingZScore = -1000000.0;

struct ZScoreEntry {
    double mean = 0.0;
    double stddev = 0.0;
};

// qid -> measure name as printed (P_10, iprec_at_recall_0.10, map) -> its mean and stddev.
using ZScores = std::map<std::string, std::map<std::string, ZScoreEntry, std::less<>>, std::less<>>;

// Reads a z-score file: four whitespace-separated fields a line (blank lines skipped; under
// opts.trecComments, trec_eval 10.0's '#' comment lines too). mean and stddev are C numbers,
// nan and inf included as trec_eval reads them (its own test file has a nan mean; the z-scores
// of such an entry are then nan, as trec_eval prints them). Throws ParseError "file:line: ..."
// on a line of another shape, a field that is not a number (trec_eval reads it as 0), or a
// (qid, measure) given twice; std::runtime_error when the file cannot be read.
ZScores readZScores(const std::string& path, const ParseOptions& opts = {});

// The z-score of value for (qid, measure): (value - mean) / stddev; with stddev 0, 0 when the
// value equals the mean and kMissingZScore otherwise; kMissingZScore without an entry.
double zScore(const ZScores& z, std::string_view qid, std::string_view measure, double value);

// Converts every per-query value of r that trec_eval evaluated (queries in the run; a query
// the run missed is left at its 0 under 9.0.8, converted under 10.0, which evaluates it) and
// recomputes each summary from the converted values, as trec_eval accumulates them after
// converting. A query without any entry gets kMissingZScore in every column.
void convertToZScores(EvalResult& r, const ZScores& z);

}  // namespace ranklens::core
