#pragma once
// Reads the TREC qrels lines in bytes [begin, end) of a plain file (begin a line start) into a
// QrelsBuilder, for readTrecQrels' parallel path: lines in the common shape are parsed in
// place in one pass (core/io/trec_qrels_line.h), any other line goes to the caller's general
// parser. The result is exactly what LineReader + the general parser give.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "core/io/builders.h"

namespace ranklens::core {

// The general parser of one line (without its '\n' or a trailing '\r'): false for a bad
// line; *record tells whether the line held a judgment (blank lines do not).
using QrelsLineFn = std::function<bool(std::string_view line, QrelsBuilder& b, bool* record)>;
// Called with the bytes read so far in the range; false stops the reading (throws Cancelled).
using RangeProgressFn = std::function<bool(std::uint64_t bytes)>;

// Returns false when a line is bad or longer than kMaxLineBytes (the caller then re-reads the
// file sequentially, which names the line). records counts the judgments read. Throws
// std::runtime_error when the file cannot be read, Cancelled when progress says stop.
// comments: a line starting with '#' goes to the general parser, never the one-pass one (it
// is a comment there under trec_eval 10.0's reading).
bool readQrelsRange(const std::string& path, std::uint64_t begin, std::uint64_t end,
                    QrelsBuilder& b, std::size_t& records, const QrelsLineFn& general,
                    const RangeProgressFn& progress, bool comments = false);

}  // namespace ranklens::core
