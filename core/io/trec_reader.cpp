#include "core/io/trec_reader.h"

#include "core/io/builders.h"
#include "core/io/line_reader.h"
#include "core/io/numbers.h"

namespace ranklens::core {

namespace {

bool trecLineMatches(std::string_view line, std::string_view qid, std::string_view doc,
                     const void*) {
    std::string_view f[3];
    return splitWhitespace(line, f, 3) >= 3 && f[0] == qid && f[2] == doc;
}

std::string quoted(std::string_view s) {
    constexpr std::size_t kMax = 40;
    std::string out(1, '\'');
    out.append(s.substr(0, kMax));
    if (s.size() > kMax) out.append("...");
    out.push_back('\'');
    return out;
}

}  // namespace

Run readTrecRun(const std::string& path, const ParseOptions& opts, ParseReport* reportOut) {
    ParseReport local;
    ParseReport& report = reportOut ? *reportOut : local;
    LineReader reader(path, opts.progress);
    RunBuilder builder;
    builder.setHasRanks(true);
    std::string_view line, f[6];
    std::string lastTag;
    while (reader.next(line)) {
        ++report.lines;
        const std::size_t n = splitWhitespace(line, f, 6);
        if (n == 0) continue;
        if (n < 6) {
            reportBadLine(
                path, reader.lineNumber(),
                "expected 6 fields 'qid iter docid rank score tag', found " + std::to_string(n),
                opts, report);
            continue;
        }
        double score;
        if (!parseDouble(f[4], score)) {
            reportBadLine(path, reader.lineNumber(), "score " + quoted(f[4]) + " is not a number",
                          opts, report);
            continue;
        }
        std::int32_t rank;
        if (!parseInt(f[3], rank)) {
            reportBadLine(path, reader.lineNumber(), "rank " + quoted(f[3]) + " is not an integer",
                          opts, report);
            continue;
        }
        builder.add(f[0], f[2], score, rank);
        if (f[5] != lastTag) lastTag.assign(f[5]);
        ++report.records;
    }
    finishReport(opts, report);
    builder.setName(lastTag);
    return builder.finish(path, trecLineMatches, nullptr);
}

Qrels readTrecQrels(const std::string& path, const ParseOptions& opts, ParseReport* reportOut) {
    ParseReport local;
    ParseReport& report = reportOut ? *reportOut : local;
    LineReader reader(path, opts.progress);
    QrelsBuilder builder;
    std::string_view line, f[4];
    while (reader.next(line)) {
        ++report.lines;
        const std::size_t n = splitWhitespace(line, f, 4);
        if (n == 0) continue;
        if (n != 4) {
            reportBadLine(path, reader.lineNumber(),
                          "expected 4 fields 'qid iter docid rel', found " + std::to_string(n),
                          opts, report);
            continue;
        }
        std::int32_t grade;
        if (!parseInt(f[3], grade)) {
            reportBadLine(path, reader.lineNumber(),
                          "relevance " + quoted(f[3]) + " is not an integer", opts, report);
            continue;
        }
        builder.add(f[0], f[2], grade);
        ++report.records;
    }
    finishReport(opts, report);
    return builder.finish(path, trecLineMatches, nullptr);
}

}  // namespace ranklens::core
