#pragma once
// Reading a learner's answers file (CSV) as RankLens writes it and as a spreadsheet saves it
// again: the separator is a comma, a semicolon or a tab (the one that makes the header name
// the columns), a byte-order mark and CRLF line ends are read, the header's case does not
// matter, and rows with every field empty (a spreadsheet's trailing rows) are skipped. Any
// other separator is refused with a message naming it. RFC 4180 quoting.
#include <string>
#include <vector>

#include "core/teaching/practice_progress.h"

namespace ranklens::core::teaching {

// A learner's answers: at least the columns "exercise" and "answer"; "time", "learner" and
// "set" are read when present (learner and set must be the same on every row), other columns
// are ignored.
struct AnswersLoad {
    bool ok = false;
    std::vector<PracticeAnswerRecord> rows;  // exercise, answer, time filled
    std::string learner;                     // the learner column's value ("" = none)
    std::string setId;                       // the set column's value ("" = none)
    std::string error;                       // "FILE: line N: what was wrong"
};
AnswersLoad parseAnswersCsv(const std::string& text, const std::string& fileName);

// Splits CSV text into rows of fields with the separator sep (RFC 4180 quoting); false on an
// unterminated quote (badLine: the line it starts on). lines: each row's first line.
bool splitCsv(const std::string& text, char sep, std::vector<std::vector<std::string>>& rows,
              std::vector<int>& lines, int& badLine);
// A field quoted when it holds a comma, a quote or a line end.
std::string csvField(const std::string& s);

}  // namespace ranklens::core::teaching
