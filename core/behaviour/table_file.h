#pragma once
// Small delimited-table reader shared by the behaviour inputs (logs, propensity tables, online
// results, offline values): CSV or TSV (a tab in the first line), gzip allowed, "quoted"
// fields, blank lines skipped. No comment lines: as in the CSV/TSV qrels, runs and evaluated
// runs, a row whose first field starts with '#' is data (a query or run named "#1" is kept, not
// dropped unseen). Errors name the file and line.
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ranklens::core {
class LineReader;
}

namespace ranklens::core::behaviour {

class TableFile {
  public:
    // Throws std::runtime_error "file: cannot open (...)".
    explicit TableFile(const std::string& path);
    ~TableFile();
    TableFile(const TableFile&) = delete;
    TableFile& operator=(const TableFile&) = delete;

    // Next non-blank row, fields trimmed. False at end of file.
    bool next(std::vector<std::string>& fields);
    // True while the row just read is the first one of the file.
    bool isFirstRow() const { return rows_ == 1; }
    std::size_t line() const;
    const std::string& path() const { return path_; }
    // Throws std::runtime_error "file:line: message" for the row just read.
    [[noreturn]] void fail(const std::string& message) const;

  private:
    std::string path_;
    std::unique_ptr<LineReader> reader_;
    char delim_ = ',';
    std::size_t rows_ = 0;
};

// Index of the first header field equal (case-insensitively) to one of names; -1 if none.
int findColumn(const std::vector<std::string>& header,
               std::initializer_list<std::string_view> names);
// Whole-string parses; false on anything left over.
bool parseNumber(std::string_view s, double& out);
bool parseLong(std::string_view s, long& out);

}  // namespace ranklens::core::behaviour
