#include "core/io/trec_reader.h"

#include <atomic>
#include <cstring>
#include <exception>

#include "core/base/numbers.h"
#include "core/base/parallel.h"
#include "core/io/builders.h"
#include "core/io/line_reader.h"
#include "core/io/qrels_range_reader.h"

namespace ranklens::core {

namespace {

bool trecLineMatches(std::string_view line, std::string_view qid, std::string_view doc,
                     const void*) {
    std::string_view f[3];
    return splitWhitespace(line, f, 3) >= 3 && f[0] == qid && f[2] == doc;
}

// A field as a problem names it: its first 40 bytes, "..." when it is longer.
std::string shown(std::string_view s) {
    constexpr std::size_t kMax = 40;
    std::string out(s.substr(0, kMax));
    if (s.size() > kMax) out.append("...");
    return out;
}

// One run line into the builder. Returns false with a message for a bad line; true for
// a record or a blank line (*record says which).
bool parseRunLine(std::string_view line, RunBuilder& b, std::string& lastTag, bool* record,
                  Problem* error, bool comments) {
    std::string_view f[6];
    const std::size_t n = splitWhitespace(line, f, 6);
    *record = false;
    if (n == 0 || (comments && f[0].front() == '#')) return true;
    if (hasNulByte(line)) {
        *error = {ProblemCode::NulByte, {}};
        return false;
    }
    if (n < 6) {
        *error = {ProblemCode::TrecRunFields, {std::to_string(n)}};
        return false;
    }
    double score;
    if (!parseDouble(f[4], score)) {
        *error = {ProblemCode::ScoreNotNumber, {shown(f[4])}};
        return false;
    }
    std::int32_t rank;
    if (!parseInt(f[3], rank)) {
        *error = {ProblemCode::RankNotInteger, {shown(f[3])}};
        return false;
    }
    b.add(f[0], f[2], score, rank);
    if (f[5] != lastTag) lastTag.assign(f[5]);
    *record = true;
    return true;
}

bool parseQrelsLine(std::string_view line, QrelsBuilder& b, bool* record, Problem* error,
                    bool realLabels, bool comments) {
    std::string_view f[4];
    const std::size_t n = splitWhitespace(line, f, 4);
    *record = false;
    if (n == 0 || (comments && isTrecQrelsComment(line))) return true;
    if (hasNulByte(line)) {
        *error = {ProblemCode::NulByte, {}};
        return false;
    }
    if (n != 4) {
        *error = {ProblemCode::TrecQrelsFields, {std::to_string(n)}};
        return false;
    }
    std::int32_t grade;
    double real;
    if (parseInt(f[3], grade)) {
        b.add(f[0], f[2], grade);
    } else if (!parseRealLabel(f[3], real)) {
        *error = {ProblemCode::RelevanceNotInteger, {shown(f[3])}};
        return false;
    } else if (realLabels) {
        b.addReal(f[0], f[2], real);
    } else {
        *error = {ProblemCode::RelevanceNotIntegerRealLabels, {shown(f[3])}};
        return false;
    }
    *record = true;
    return true;
}

// Line-aligned cut points of a plain file of at least opts.parallelMinBytes for n readers
// (fewer for a short file; {0, size} for one reader); none when the file is smaller,
// compressed or empty (then the caller reads sequentially).
std::vector<std::uint64_t> cutPoints(const std::string& path, const ParseOptions& opts) {
    const unsigned n = opts.threads ? threadsFor(opts.threads) : std::min(8u, threadsFor(0));
    LineReader probe(path);
    const std::uint64_t size = probe.fileSize();
    if (probe.isCompressed() || size < opts.parallelMinBytes || size == 0) return {};
    return lineAlignedCuts(path, size, n);
}

// Reads ranges [cuts[t], cuts[t+1]) on separate threads, readRange(t, part, records,
// progress) into Builder parts. Returns false when any line is bad (the caller then re-reads
// sequentially, which names the line). Throws Cancelled.
template <typename Builder, typename ReadRangeFn>
bool readParallel(const std::vector<std::uint64_t>& cuts, const ParseOptions& opts,
                  std::vector<Builder>& parts, std::vector<std::size_t>& records,
                  ReadRangeFn readRange) {
    const std::size_t n = cuts.size() - 1;
    parts.resize(n);
    records.assign(n, 0);
    std::vector<std::atomic<std::size_t>> done(n);
    std::atomic<bool> bad{false}, stop{false};
    std::vector<std::exception_ptr> errors(n);
    const std::uint64_t total = cuts.back();
    auto worker = [&](std::size_t t) {
        try {
            // bytes: read so far in range t.
            RangeProgressFn progress = [&, t](std::uint64_t bytes) {
                done[t] = static_cast<std::size_t>(bytes);
                if (t == 0 && opts.progress) {
                    std::size_t sum = 0;
                    for (const auto& x : done) sum += x;
                    if (!opts.progress(sum, static_cast<std::size_t>(total))) stop = true;
                }
                return !stop.load() && !bad.load();
            };
            if (!readRange(t, parts[t], records[t], progress)) bad = true;
        } catch (const Cancelled&) {
            if (!bad) errors[t] = std::current_exception();
        } catch (...) {
            errors[t] = std::current_exception();
        }
    };
    runOnThreads(n, worker);
    if (stop) throw Cancelled();
    for (auto& e : errors)
        if (e) std::rethrow_exception(e);
    return !bad;
}

// One range of a run file through LineReader and parseRunLine; tag: the range's last tag.
bool readRunRange(const std::string& path, std::uint64_t begin, std::uint64_t end, RunBuilder& b,
                  std::string& tag, std::size_t& records, const RangeProgressFn& progress,
                  bool comments) {
    ProgressFn lineProgress = [&progress](std::size_t d, std::size_t) { return progress(d); };
    LineReader reader(path, begin, end, lineProgress);
    std::string_view line;
    Problem error;
    bool record;
    while (reader.next(line)) {
        if (!parseRunLine(line, b, tag, &record, &error, comments)) return false;
        records += record;
    }
    return true;
}

}  // namespace

Run readTrecRun(const std::string& path, const ParseOptions& opts, ParseReport* reportOut) {
    ParseReport local;
    ParseReport& report = reportOut ? *reportOut : local;
    if (!opts.skipBadLines) {
        const auto cuts = cutPoints(path, opts);
        if (cuts.size() > 2) {
            std::vector<RunBuilder> parts;
            std::vector<std::string> tags(cuts.size() - 1);
            std::vector<std::size_t> records;
            auto readRange = [&](std::size_t t, RunBuilder& b, std::size_t& recs,
                                 const RangeProgressFn& progress) {
                return readRunRange(path, cuts[t], cuts[t + 1], b, tags[t], recs, progress,
                                    opts.trecComments);
            };
            if (readParallel(cuts, opts, parts, records, readRange)) {
                Run run = parts[0].takePart();
                for (std::size_t t = 1; t < parts.size(); ++t) run.append(parts[t].takePart());
                std::string lastTag;
                for (std::size_t t = 0; t < parts.size(); ++t) {
                    report.records += records[t];
                    if (records[t]) lastTag = tags[t];
                }
                report.lines = report.records;  // blank lines are not counted on this path
                run.name = lastTag;
                run.hasRanks = true;
                RunBuilder merged(std::move(run));
                return finishRun(merged, path, trecLineMatches, nullptr, opts, report);
            }
        }
    }
    LineReader reader(path, opts.progress);
    RunBuilder builder;
    builder.setHasRanks(true);
    std::string_view line;
    std::string lastTag;
    Problem error;
    bool record;
    while (reader.next(line)) {
        ++report.lines;
        if (!parseRunLine(line, builder, lastTag, &record, &error, opts.trecComments)) {
            reportBadLine(path, reader.lineNumber(), error, opts, report);
            continue;
        }
        report.records += record;
    }
    builder.setName(lastTag);
    return finishRun(builder, path, trecLineMatches, nullptr, opts, report);
}

Qrels readTrecQrels(const std::string& path, const ParseOptions& opts, ParseReport* reportOut) {
    ParseReport local;
    ParseReport& report = reportOut ? *reportOut : local;
    if (!opts.skipBadLines) {
        const auto cuts = cutPoints(path, opts);
        if (cuts.size() >= 2) {  // one range too: the one-pass line parser
            std::vector<QrelsBuilder> parts;
            std::vector<std::size_t> records;
            const QrelsLineFn general = [real = opts.realTrecLabels, c = opts.trecComments](
                                            std::string_view line, QrelsBuilder& b, bool* rec) {
                Problem error;
                return parseQrelsLine(line, b, rec, &error, real, c);
            };
            auto readRange = [&](std::size_t t, QrelsBuilder& b, std::size_t& recs,
                                 const RangeProgressFn& progress) {
                return readQrelsRange(path, cuts[t], cuts[t + 1], b, recs, general, progress,
                                      opts.trecComments);
            };
            if (readParallel(cuts, opts, parts, records, readRange)) {
                Qrels qrels = parts[0].takePart();
                for (std::size_t t = 1; t < parts.size(); ++t) qrels.append(parts[t].takePart());
                for (auto r : records) report.records += r;
                report.lines = report.records;
                QrelsBuilder merged(std::move(qrels));
                merged.setThreads(static_cast<unsigned>(parts.size()));
                return merged.finish(path, trecLineMatches, nullptr);
            }
        }
    }
    LineReader reader(path, opts.progress);
    QrelsBuilder builder;
    std::string_view line;
    Problem error;
    bool record;
    while (reader.next(line)) {
        ++report.lines;
        if (!parseQrelsLine(line, builder, &record, &error, opts.realTrecLabels,
                            opts.trecComments)) {
            reportBadLine(path, reader.lineNumber(), error, opts, report);
            continue;
        }
        report.records += record;
    }
    finishReport(opts, report);
    return builder.finish(path, trecLineMatches, nullptr);
}

}  // namespace ranklens::core
