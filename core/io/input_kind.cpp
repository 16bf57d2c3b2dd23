#include "core/io/input_kind.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <string_view>
#include <vector>

#include "core/base/text.h"
#include "core/io/csv_reader.h"
#include "core/io/jsonl_reader.h"
#include "core/io/line_reader.h"

namespace ranklens::core {
namespace {

bool hasSqliteMagic(const std::string& path) {
    // Only a regular file can be a project; a pipe or FIFO must not lose its first bytes here.
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return false;
    std::ifstream in(path, std::ios::binary);
    char magic[16] = {};
    in.read(magic, sizeof magic);
    return in.gcount() == 16 && std::memcmp(magic, "SQLite format 3", 16) == 0;
}

bool hasProjectExtension(const std::string& path) {
    return asciiLower(std::filesystem::path(path).extension().string()) == ".ranklens";
}

InputKind kindOfJson(std::string_view line) {
    switch (jsonRecordKind(line)) {
        case JsonRecordKind::Run:
            return InputKind::Run;
        case JsonRecordKind::Qrels:
            return InputKind::Qrels;
        case JsonRecordKind::Unknown:
            break;
    }
    return InputKind::Unknown;
}

// A header row, or nothing (Unknown) when the line names no known column.
InputKind kindOfHeader(std::string_view line) {
    std::vector<std::string> header;
    if (!splitDelimited(line, detectDelimiter(line), header) || header.size() < 2)
        return InputKind::Unknown;
    const CsvColumns c = detectColumns(header);
    if (c.query >= 0 && c.doc >= 0) {
        if (c.score >= 0 || c.rank >= 0) return InputKind::Run;
        if (c.label >= 0) return InputKind::Qrels;
        return InputKind::Unknown;
    }
    if (c.query >= 0) return InputKind::QueryMeta;
    if (c.doc >= 0) return InputKind::ItemMeta;
    return InputKind::Unknown;
}

bool isNumber(std::string_view s) {
    const std::string text(s);
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    return !text.empty() && end == text.c_str() + text.size() && std::isfinite(v);
}

// trec_eval's prefs line "qid jg jsg docid rel_level"; a run line short of its tag
// ("q1 Q0 d1 1 2.5") has 5 fields too, and stays unknown.
bool isPrefsLine(const std::string_view (&f)[6]) {
    return f[1] != "Q0" && f[1] != "q0" && isNumber(f[4]);
}

// By field count; a line with more than 6 fields is still a (malformed) run, so the run
// reader names the line and what is wrong with it.
InputKind kindOfTrec(std::string_view line) {
    std::string_view fields[6];
    const std::size_t n = splitWhitespace(line, fields, 6);
    if (n >= 6) return InputKind::Run;
    if (n == 4) return InputKind::Qrels;
    if (n == 5 && isPrefsLine(fields)) return InputKind::Prefs;
    return InputKind::Unknown;
}

InputKind kindOfFirstLine(std::string_view line) {
    const auto first = line.find_first_not_of(" \t");
    if (line[first] == '{') return kindOfJson(line);
    const InputKind header = kindOfHeader(line);
    return header != InputKind::Unknown ? header : kindOfTrec(line);
}

}  // namespace

InputKind detectInputKind(const std::string& path) {
    if (hasSqliteMagic(path) || hasProjectExtension(path)) return InputKind::Project;
    try {
        LineReader reader(path);
        std::string_view line;
        while (reader.next(line)) {
            const auto first = line.find_first_not_of(" \t");
            if (first != std::string_view::npos && line[first] != '#') return kindOfFirstLine(line);
        }
    } catch (const std::exception&) {
        // unreadable (missing, a directory, a broken gzip stream): nothing to import
    }
    return InputKind::Unknown;
}

const char* toString(InputKind kind) {
    switch (kind) {
        case InputKind::Project:
            return "project";
        case InputKind::Run:
            return "run";
        case InputKind::Qrels:
            return "qrels";
        case InputKind::QueryMeta:
            return "query metadata";
        case InputKind::ItemMeta:
            return "item metadata";
        case InputKind::Prefs:
            return "preference judgments";
        case InputKind::Unknown:
            break;
    }
    return "unknown";
}

}  // namespace ranklens::core
