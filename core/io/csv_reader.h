#pragma once
// CSV/TSV with a header row. The delimiter is a tab when the header has one, else a comma
// (or a semicolon when the header has semicolons and no commas). Fields may be "quoted".
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/parse_report.h"
#include "core/model/qrels.h"
#include "core/model/run.h"

namespace ranklens::core {

// Which column holds what; -1 = absent. Detected from header names when not given.
struct CsvColumns {
    int query = -1;  // query, qid, query_id, topic, user, user_id
    int doc = -1;    // doc, docid, doc_id, docno, item, item_id
    int score = -1;  // score, sim, prediction, relevance_score
    int rank = -1;   // rank, position, pos
    int label = -1;  // label, rel, relevance, grade, judgment, judgement
};

// Splits one CSV/TSV line (quotes honoured, "" inside quotes is a quote).
// Returns false for an unterminated quote.
bool splitDelimited(std::string_view line, char delim, std::vector<std::string>& out);
char detectDelimiter(std::string_view headerLine);
// A row must not hold more fields than its header names: "q1,P.5,10,0.5" under
// "qid,measure,value" or a decimal comma ("1,5") would otherwise lose a field silently. Empty
// fields past the header (a trailing delimiter) are fine. Returns no problem or this one, for
// file:line: "4 fields, but the header names 3 (beyond it: '0.5'); quote a value that holds ','".
Problem fieldsBeyondHeader(const std::vector<std::string>& row, std::size_t headerFields,
                           char delim);
// Maps header names to columns (case-insensitive, the names listed above).
CsvColumns detectColumns(const std::vector<std::string>& header);

// Run from CSV: needs query and doc columns and a score and/or rank column. With only a
// rank, order follows the rank (score is set to -rank). Throws ParseError on bad input.
Run readCsvRun(const std::string& path, const ParseOptions& opts = {},
               ParseReport* report = nullptr, std::optional<CsvColumns> columns = std::nullopt);
// Qrels from CSV: query, doc and label columns.
Qrels readCsvQrels(const std::string& path, const ParseOptions& opts = {},
                   ParseReport* report = nullptr, std::optional<CsvColumns> columns = std::nullopt);

}  // namespace ranklens::core
