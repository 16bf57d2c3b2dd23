#include "core/io/input_format.h"

#include "core/io/csv_reader.h"
#include "core/io/line_reader.h"
#include "core/io/trec_reader.h"

namespace ranklens::core {

InputFormat detectFormat(const std::string& path) {
    LineReader reader(path);
    std::string_view line;
    while (reader.next(line)) {
        if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
        std::vector<std::string> header;
        if (!splitDelimited(line, detectDelimiter(line), header) || header.size() < 2)
            return InputFormat::Trec;
        const CsvColumns c = detectColumns(header);
        return c.query >= 0 && c.doc >= 0 ? InputFormat::Delimited : InputFormat::Trec;
    }
    return InputFormat::Trec;
}

Run readRun(const std::string& path, const ParseOptions& opts, ParseReport* report) {
    return detectFormat(path) == InputFormat::Delimited ? readCsvRun(path, opts, report)
                                                        : readTrecRun(path, opts, report);
}

Qrels readQrels(const std::string& path, const ParseOptions& opts, ParseReport* report) {
    return detectFormat(path) == InputFormat::Delimited ? readCsvQrels(path, opts, report)
                                                        : readTrecQrels(path, opts, report);
}

}  // namespace ranklens::core
