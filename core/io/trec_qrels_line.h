#pragma once
// The common shape of a TREC qrels line, parsed in one pass over its bytes: four fields
// separated by spaces or tabs, the last an integer of 1..7 digits with an optional '-', then
// '\n' (or "\r\n", blanks allowed before it). Anything else (blank lines, other whitespace or
// control bytes, '+' signs, real-valued or long labels, extra fields) is left to the general
// parser, so the result is exactly what splitWhitespace + parseInt give for the same line.
#include <cstdint>
#include <string_view>

#include "core/io/trec_run_line.h"

namespace ranklens::core {

struct TrecQrelsLine {
    std::string_view qid, doc;
    std::int32_t grade = 0;
};

// Parses the line at p. The line must end with '\n' and at least 8 readable bytes must
// follow that '\n'. Returns the start of the next line, or nullptr when the line is not in
// the common shape (then nothing is known about it: use the general parser).
inline const char* parseTrecQrelsLine(const char* p, TrecQrelsLine& out) {
    using namespace trec_line_detail;
    std::string_view iter;
    if (!field(p, out.qid) || !field(p, iter) || !field(p, out.doc)) return nullptr;
    const bool neg = *p == '-';
    p += neg;
    std::uint64_t x;
    std::memcpy(&x, p, 8);
    const unsigned n = leadingDigits(x);
    if (n == 0 || n == 8) return nullptr;
    const auto v = static_cast<std::int32_t>(digitsValue(x, n));
    out.grade = neg ? -v : v;
    p += n;
    while (isBlank(*p)) ++p;
    if (*p == '\r') ++p;
    return *p == '\n' ? p + 1 : nullptr;
}

}  // namespace ranklens::core
