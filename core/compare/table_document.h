#pragma once
// A report as a title, heading lines, tables of text cells and notes, laid out as plain text,
// Markdown, HTML, LaTeX (booktabs) or CSV. The leaderboard and the overlap report use it.
#include <string>
#include <vector>

namespace ranklens::core::compare {

struct DocTable {
    std::string title;
    std::vector<std::string> headers;
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> notes;  // lines printed under the table
};

struct TableDocument {
    std::string title;
    std::vector<std::string> heading;  // definitions, test, ...
    std::vector<DocTable> tables;
    std::vector<std::string> notes;
};

// Missing values are "–" in every format but CSV, where they are empty fields. CSV has one
// row per table row with the table's title first; the heading lines are "# " comments.
std::string renderDocText(const TableDocument& d);
std::string renderDocMarkdown(const TableDocument& d);
std::string renderDocHtml(const TableDocument& d);
std::string renderDocLatex(const TableDocument& d);
std::string renderDocCsv(const TableDocument& d);

}  // namespace ranklens::core::compare
