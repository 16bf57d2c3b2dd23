#include "core/io/csv_reader.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

#include "core/base/numbers.h"
#include "core/base/text.h"
#include "core/io/builders.h"
#include "core/io/line_reader.h"

namespace ranklens::core {

bool splitDelimited(std::string_view line, char delim, std::vector<std::string>& out) {
    out.clear();
    std::string cur;
    bool inQuotes = false, wasQuoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < line.size() && line[i + 1] == '"') {
                    cur += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                cur += c;
            }
        } else if (c == '"' && cur.empty() && !wasQuoted) {
            inQuotes = wasQuoted = true;
        } else if (c == delim) {
            out.push_back(cur);
            cur.clear();
            wasQuoted = false;
        } else {
            cur += c;
        }
    }
    if (inQuotes) return false;
    out.push_back(cur);
    if (delim != '\t' && delim != ' ') {
        for (auto& f : out) {  // trim spaces around unquoted CSV fields
            const auto b = f.find_first_not_of(' ');
            const auto e = f.find_last_not_of(' ');
            f = b == std::string::npos ? std::string() : f.substr(b, e - b + 1);
        }
    }
    return true;
}

char detectDelimiter(std::string_view header) {
    if (header.find('\t') != std::string_view::npos) return '\t';
    if (header.find(',') == std::string_view::npos && header.find(';') != std::string_view::npos)
        return ';';
    return ',';
}

namespace {

// Why a label field is refused, in the words of the JSON reader: a number beyond the labels'
// range is "out of range", never "not a number".
Problem labelProblem(const std::string& text) {
    double v = 0;
    if (parseDouble(text, v) && !std::isnan(v))
        return {ProblemCode::LabelOutOfRange, {text.substr(0, 40)}};
    return {ProblemCode::LabelNotNumber, {text.substr(0, 40)}};
}

}  // namespace

Problem fieldsBeyondHeader(const std::vector<std::string>& row, std::size_t headerFields,
                           char delim) {
    std::string extra;
    for (std::size_t i = headerFields; i < row.size(); ++i)
        if (!row[i].empty()) extra += (extra.empty() ? "'" : ", '") + row[i].substr(0, 40) + "'";
    if (extra.empty()) return {};
    std::vector<std::string> values{std::to_string(row.size()), std::to_string(headerFields),
                                    extra};
    if (delim == '\t') return {ProblemCode::FieldsBeyondHeaderTab, std::move(values)};
    values.emplace_back(1, delim);
    return {ProblemCode::FieldsBeyondHeader, std::move(values)};
}

CsvColumns detectColumns(const std::vector<std::string>& header) {
    auto is = [](const std::string& n, std::initializer_list<const char*> names) {
        return std::any_of(names.begin(), names.end(), [&](const char* x) { return n == x; });
    };
    CsvColumns c;
    for (int i = 0; i < static_cast<int>(header.size()); ++i) {
        const std::string n = asciiLower(header[i]);
        if (c.query < 0 &&
            is(n, {"query", "qid", "query_id", "queryid", "topic", "user", "user_id", "userid"}))
            c.query = i;
        else if (c.doc < 0 &&
                 is(n, {"doc", "docid", "doc_id", "docno", "item", "item_id", "itemid"}))
            c.doc = i;
        else if (c.score < 0 && is(n, {"score", "sim", "prediction", "relevance_score"}))
            c.score = i;
        else if (c.rank < 0 && is(n, {"rank", "position", "pos"}))
            c.rank = i;
        else if (c.label < 0 &&
                 is(n, {"label", "rel", "relevance", "grade", "judgment", "judgement"}))
            c.label = i;
    }
    return c;
}

namespace {

struct CsvContext {
    char delim;
    int query, doc;
};

bool csvLineMatches(std::string_view line, std::string_view qid, std::string_view doc,
                    const void* ctx) {
    const auto* c = static_cast<const CsvContext*>(ctx);
    std::vector<std::string> f;
    if (!splitDelimited(line, c->delim, f)) return false;
    const auto need = static_cast<std::size_t>(std::max(c->query, c->doc));
    return f.size() > need && f[c->query] == qid && f[c->doc] == doc;
}

// Reads the header; returns the delimiter and the header fields. Throws when missing.
char readHeader(LineReader& reader, const std::string& path, std::vector<std::string>& header) {
    std::string_view line;
    while (reader.next(line)) {
        if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
        const char delim = detectDelimiter(line);
        if (!splitDelimited(line, delim, header))
            throw ParseError({ParseIssue{
                path, reader.lineNumber(), {ProblemCode::HeaderUnterminatedQuote, {}}}});
        return delim;
    }
    throw ParseError({ParseIssue{path, 0, {ProblemCode::NoHeaderRow, {}}}});
}

// A header without the columns a reader needs: code says which, the names found follow.
Problem missingColumns(const std::vector<std::string>& header, ProblemCode code) {
    std::string names;
    for (const auto& h : header) names += (names.empty() ? "" : ", ") + h;
    return {code, {names}};
}

// Where a data line of a CSV file is and what its fields must be.
struct LineShape {
    const std::string& path;
    std::size_t lineNumber;
    char delim;
    std::size_t need;          // fields the chosen columns need
    std::size_t headerFields;  // fields of the header
};

// The checks every data line passes before its fields are read, for runs and labels alike:
// false for a blank line (skipped) and for a malformed one (reported as a bad line); else its
// fields are in f.
bool dataFields(std::string_view line, const LineShape& at, const ParseOptions& opts,
                ParseReport& report, std::vector<std::string>& f) {
    if (line.find_first_not_of(" \t") == std::string_view::npos) return false;
    Problem problem;
    if (hasNulByte(line))
        problem = {ProblemCode::NulByte, {}};
    else if (!splitDelimited(line, at.delim, f))
        problem = {ProblemCode::UnterminatedQuote, {}};
    else if (f.size() < at.need)
        problem = {ProblemCode::TooFewFieldsAtLeast,
                   {std::to_string(at.need), std::to_string(f.size())}};
    else
        problem = fieldsBeyondHeader(f, at.headerFields, at.delim);
    if (!problem) return true;
    reportBadLine(at.path, at.lineNumber, problem, opts, report);
    return false;
}

// A CSV run or labels file open for reading, for both readers: its header read (and counted as
// a line) and its columns known, as given or else detected from the header.
struct CsvInput {
    CsvInput(const std::string& path, const ParseOptions& opts, ParseReport& report,
             const std::optional<CsvColumns>& columns)
        : path(path), opts(opts), report(report), reader(path, opts.progress) {
        delim = readHeader(reader, path, header);
        ++report.lines;
        c = columns ? *columns : detectColumns(header);
    }

    // The next data line's fields (at least `need` of them) in f, every line counted and the
    // blank and malformed ones passed over (the malformed reported); false at the end.
    bool nextFields(std::size_t need, std::vector<std::string>& f) {
        std::string_view line;
        while (reader.next(line)) {
            ++report.lines;
            if (dataFields(line, {path, reader.lineNumber(), delim, need, header.size()}, opts,
                           report, f))
                return true;
        }
        return false;
    }

    const std::string& path;
    const ParseOptions& opts;
    ParseReport& report;
    LineReader reader;
    std::vector<std::string> header;
    char delim = ',';
    CsvColumns c;
};

}  // namespace

Run readCsvRun(const std::string& path, const ParseOptions& opts, ParseReport* reportOut,
               std::optional<CsvColumns> columns) {
    ParseReport local;
    ParseReport& report = reportOut ? *reportOut : local;
    CsvInput in(path, opts, report, columns);
    const CsvColumns& c = in.c;
    if (c.query < 0 || c.doc < 0 || (c.score < 0 && c.rank < 0))
        throw ParseError({ParseIssue{path, in.reader.lineNumber(),
                                     missingColumns(in.header, ProblemCode::RunHeaderColumns)}});
    const std::size_t need =
        static_cast<std::size_t>(std::max({c.query, c.doc, c.score, c.rank}) + 1);
    RunBuilder builder;
    builder.setHasRanks(c.rank >= 0);
    builder.setName(path.substr(path.find_last_of('/') + 1));
    std::vector<std::string> f;
    while (in.nextFields(need, f)) {
        if (f[c.query].empty() || f[c.doc].empty()) {
            reportBadLine(path, in.reader.lineNumber(), {ProblemCode::EmptyQueryOrDoc, {}}, opts,
                          report);
            continue;
        }
        double score = 0;
        std::int32_t rank = 0;
        if (c.score >= 0 && !parseDouble(f[c.score], score)) {
            reportBadLine(path, in.reader.lineNumber(), {ProblemCode::ScoreNotNumber, {f[c.score]}},
                          opts, report);
            continue;
        }
        if (c.rank >= 0 && !parseInt(f[c.rank], rank)) {
            reportBadLine(path, in.reader.lineNumber(), {ProblemCode::RankNotInteger, {f[c.rank]}},
                          opts, report);
            continue;
        }
        if (c.score < 0) score = -static_cast<double>(rank);
        builder.add(f[c.query], f[c.doc], score, rank);
        ++report.records;
    }
    const CsvContext ctx{in.delim, c.query, c.doc};
    return finishRun(builder, path, csvLineMatches, &ctx, opts, report);
}

Qrels readCsvQrels(const std::string& path, const ParseOptions& opts, ParseReport* reportOut,
                   std::optional<CsvColumns> columns) {
    ParseReport local;
    ParseReport& report = reportOut ? *reportOut : local;
    CsvInput in(path, opts, report, columns);
    const CsvColumns& c = in.c;
    if (c.query < 0 || c.doc < 0 || c.label < 0)
        throw ParseError({ParseIssue{path, in.reader.lineNumber(),
                                     missingColumns(in.header, ProblemCode::LabelHeaderColumns)}});
    const std::size_t need = static_cast<std::size_t>(std::max({c.query, c.doc, c.label}) + 1);
    QrelsBuilder builder;
    std::vector<std::string> f;
    while (in.nextFields(need, f)) {
        std::int32_t grade;
        double real = 0.0;  // a real-valued label (0.5, 2.7) when the label is no integer
        const bool integer = parseInt(f[c.label], grade);
        if (!integer && !parseRealLabel(f[c.label], real)) {
            reportBadLine(path, in.reader.lineNumber(), labelProblem(f[c.label]), opts, report);
            continue;
        }
        if (f[c.query].empty() || f[c.doc].empty()) {
            reportBadLine(path, in.reader.lineNumber(), {ProblemCode::EmptyQueryOrDoc, {}}, opts,
                          report);
            continue;
        }
        if (integer)
            builder.add(f[c.query], f[c.doc], grade);
        else
            builder.addReal(f[c.query], f[c.doc], real);
        ++report.records;
    }
    finishReport(opts, report);
    const CsvContext ctx{in.delim, c.query, c.doc};
    return builder.finish(path, csvLineMatches, &ctx);
}

}  // namespace ranklens::core
