#include "core/io/input_format.h"

#include "core/io/csv_reader.h"
#include "core/io/jsonl_reader.h"
#include "core/io/line_reader.h"
#include "core/io/trec_reader.h"

namespace ranklens::core {

InputFormat detectFormat(const std::string& path) {
    LineReader reader(path);
    std::string_view line;
    while (reader.next(line)) {
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string_view::npos) continue;
        if (line[first] == '{') return InputFormat::Json;
        std::vector<std::string> header;
        if (!splitDelimited(line, detectDelimiter(line), header) || header.size() < 2)
            return InputFormat::Trec;
        const CsvColumns c = detectColumns(header);
        return c.query >= 0 && c.doc >= 0 ? InputFormat::Delimited : InputFormat::Trec;
    }
    return InputFormat::Trec;
}

Run readRun(const std::string& path, const ParseOptions& opts, ParseReport* report) {
    switch (detectFormat(path)) {
        case InputFormat::Delimited:
            return readCsvRun(path, opts, report);
        case InputFormat::Json:
            return readJsonlRun(path, opts, report);
        case InputFormat::Trec:
            break;
    }
    return readTrecRun(path, opts, report);
}

Qrels readQrels(const std::string& path, const ParseOptions& opts, ParseReport* report) {
    switch (detectFormat(path)) {
        case InputFormat::Delimited:
            return readCsvQrels(path, opts, report);
        case InputFormat::Json:
            return readJsonlQrels(path, opts, report);
        case InputFormat::Trec:
            break;
    }
    return readTrecQrels(path, opts, report);
}

}  // namespace ranklens::core
