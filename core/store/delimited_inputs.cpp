#include "core/store/delimited_inputs.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <initializer_list>
#include <unordered_map>

#include "core/base/numbers.h"
#include "core/base/text.h"
#include "core/behaviour/log_time.h"
#include "core/io/builders.h"
#include "core/io/csv_reader.h"
#include "core/io/line_reader.h"

namespace ranklens::store {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

int findColumn(const std::vector<std::string>& header, std::initializer_list<const char*> names) {
    for (const char* n : names) {
        for (std::size_t i = 0; i < header.size(); ++i)
            if (core::asciiLower(trim(header[i])) == n) return static_cast<int>(i);
    }
    return -1;
}

bool parseInt2(std::string_view s, int& v) {
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

// A delimited log or metadata file read a line at a time, for both readers: every line counted,
// the blank ones passed over; the first line's delimiter serves the whole file.
struct DelimitedLines {
    DelimitedLines(const std::string& file, const core::ParseOptions& opts,
                   core::ParseReport& report)
        : file(file), opts(opts), report(report), reader(file, opts.progress) {}

    // The next line that is not blank, in `line`; false at the end.
    bool next() {
        while (reader.next(line)) {
            ++report.lines;
            if (!trim(line).empty()) return true;
        }
        return false;
    }
    // The first line: its delimiter found, its fields in f (none when a quote is left open).
    void splitFirst(std::vector<std::string>& f) {
        delim = core::detectDelimiter(line);
        if (!core::splitDelimited(line, delim, f)) f.clear();
    }
    // A data line's fields in f; false, the line reported as bad, when a quote is left open or
    // it has fewer than `need` fields.
    bool splitData(int need, std::vector<std::string>& f) {
        if (!core::splitDelimited(line, delim, f)) {
            bad({core::ProblemCode::UnterminatedQuote, {}});
            return false;
        }
        if (static_cast<int>(f.size()) < need) {
            bad({core::ProblemCode::TooFewFields,
                 {std::to_string(need), std::to_string(f.size())}});
            return false;
        }
        return true;
    }
    // Reports the current line as bad.
    void bad(core::Problem problem) {
        core::reportBadLine(file, reader.lineNumber(), std::move(problem), opts, report);
    }

    const std::string& file;
    const core::ParseOptions& opts;
    core::ParseReport& report;
    core::LineReader reader;
    std::string_view line;
    char delim = ',';
};

}  // namespace

std::optional<double> parseTimestamp(std::string_view s) {
    return core::behaviour::parseLogTime(s);
}

EventMapping parseEventMapping(std::string_view spec) {
    EventMapping m;
    std::size_t start = 0;
    while (start <= spec.size()) {
        std::size_t end = spec.find(',', start);
        if (end == std::string_view::npos) end = spec.size();
        const std::string_view part = trim(spec.substr(start, end - start));
        start = end + 1;
        if (part.empty()) continue;
        const auto eq = part.find('=');
        int grade;
        if (eq == std::string_view::npos || trim(part.substr(0, eq)).empty() ||
            !parseInt2(trim(part.substr(eq + 1)), grade))
            throw StoreError("event mapping: '" + std::string(part) +
                             "' is not EVENT=GRADE (e.g. purchase=3,click=2,view=1)");
        const std::string name(trim(part.substr(0, eq)));
        for (const auto& [n, g] : m.gradeOf)
            if (core::asciiLower(n) == core::asciiLower(name))
                throw StoreError("event mapping: '" + name + "' is given twice (any case matches)");
        m.gradeOf.emplace_back(name, grade);
    }
    if (m.gradeOf.empty()) throw StoreError("event mapping is empty (e.g. purchase=3,click=2)");
    return m;
}

std::string describeMapping(const EventMapping& m) {
    std::string s;
    for (const auto& [n, g] : m.gradeOf) {
        if (!s.empty()) s += ", ";
        s += n + "=" + std::to_string(g);
    }
    if (m.after) s += "; events after " + *m.after;
    return s;
}

std::string noEventMatches(const std::string& file, const std::string& mapping,
                           const LogLabels& log) {
    std::string s = file + ": no event matches the mapping " + mapping + " (" +
                    std::to_string(log.events) + " events read";
    if (log.beforeCutoff) s += ", " + std::to_string(log.beforeCutoff) + " before the cutoff";
    if (!log.unmappedTypes.empty()) {
        s += "; their types:";
        for (const auto& t : log.unmappedTypes) s += " '" + t + "'";
    }
    return s + ")";
}

namespace {

// The time cutoff of the mapping (none without one); StoreError when it cannot be read.
std::optional<double> cutoffOf(const EventMapping& mapping) {
    if (!mapping.after) return std::nullopt;
    const auto cutoff = parseTimestamp(*mapping.after);
    if (!cutoff)
        throw StoreError("time cutoff '" + *mapping.after +
                         "' is neither ISO 8601 (2024-05-01T00:00:00Z) nor a number");
    return cutoff;
}

// A behaviour log's columns: user, item, event and (-1: none) timestamp.
struct LogColumns {
    int user = 0, item = 1, event = 2, time = -1;
};

// From the first line's fields f: the columns a header names (true: the line is the header),
// else user,item,event[,timestamp] by position. A header naming some of the three but not all
// is refused (ParseError).
bool readLogHeader(const DelimitedLines& in, const std::vector<std::string>& f, LogColumns& c) {
    const int u = findColumn(
        f, {"user", "user_id", "userid", "query", "qid", "query_id", "session", "session_id"});
    const int i = findColumn(
        f, {"item", "item_id", "itemid", "doc", "docid", "doc_id", "product", "product_id"});
    const int e = findColumn(f, {"event", "event_type", "action", "type", "interaction"});
    if (u >= 0 && i >= 0 && e >= 0) {
        c = {u, i, e, findColumn(f, {"timestamp", "time", "ts", "date", "datetime", "event_time"})};
        return true;
    }
    if (u >= 0 || i >= 0 || e >= 0)
        throw core::ParseError({core::ParseIssue{
            in.file,
            in.reader.lineNumber(),
            {core::ProblemCode::LogHeaderColumns, {std::string(in.line.substr(0, 80))}}}});
    c.time = f.size() >= 4 ? 3 : -1;
    return false;
}

// Gathers one label per (user, item) pair from the log's events: the grade of its highest
// mapped event.
class LogLabelGatherer {
  public:
    LogLabelGatherer(const EventMapping& mapping, LogLabels& out) : out_(out) {
        // Event names match in any case, as --click-events ("Click" is "click").
        for (const auto& [n, g] : mapping.gradeOf)
            gradeOf_.emplace(core::asciiLower(n), std::make_pair(n, g));
    }

    // An event of a mapped type raises its pair's label; another type is counted (its first
    // five names kept).
    void add(std::string_view user, std::string_view item, std::string_view ev) {
        const auto found = gradeOf_.find(core::asciiLower(ev));
        if (found == gradeOf_.end()) {
            ++out_.unmapped;
            if (out_.unmappedTypes.size() < 5 &&
                std::find(out_.unmappedTypes.begin(), out_.unmappedTypes.end(), ev) ==
                    out_.unmappedTypes.end())
                out_.unmappedTypes.emplace_back(ev);
            return;
        }
        key_.assign(user);
        key_.push_back('\0');
        key_.append(item);
        const auto [it, fresh] = pairIndex_.emplace(key_, out_.labels.size());
        const auto& [event, grade] = found->second;
        if (fresh) {
            out_.labels.push_back({std::string(user), std::string(item), grade, event});
            return;
        }
        auto& l = out_.labels[it->second];
        if (grade > l.grade) {
            l.grade = grade;
            l.event = event;
        }
    }

  private:
    LogLabels& out_;
    std::unordered_map<std::string, std::pair<std::string, int>> gradeOf_;
    std::unordered_map<std::string, std::size_t> pairIndex_;
    std::string key_;
};

// Whether a data line's event falls after the cutoff; an unreadable timestamp is reported as
// a bad line (nullopt), a log without a timestamp column refused.
std::optional<bool> afterCutoff(DelimitedLines& in, const std::vector<std::string>& f,
                                const LogColumns& c, double cutoff) {
    if (c.time < 0)
        throw StoreError(in.file + ": a time cutoff needs a timestamp column in the log");
    const auto t = parseTimestamp(f[c.time]);
    if (!t) {
        in.bad({core::ProblemCode::TimestampUnreadable, {std::string(trim(f[c.time]))}});
        return std::nullopt;
    }
    return *t > cutoff;
}

}  // namespace

LogLabels readBehaviourLog(const std::string& file, const EventMapping& mapping,
                           const core::ParseOptions& opts, core::ParseReport& report) {
    if (mapping.gradeOf.empty()) throw StoreError("event mapping is empty");
    const std::optional<double> cutoff = cutoffOf(mapping);
    LogLabels out;
    LogLabelGatherer labels(mapping, out);
    DelimitedLines in(file, opts, report);
    std::vector<std::string> f;
    LogColumns c;
    bool first = true;
    while (in.next()) {
        if (first) {
            first = false;
            in.splitFirst(f);
            if (readLogHeader(in, f, c)) continue;
        }
        if (!in.splitData(std::max({c.user, c.item, c.event, c.time}) + 1, f)) continue;
        const std::string_view user = trim(f[c.user]), item = trim(f[c.item]);
        if (user.empty() || item.empty()) {
            in.bad({core::ProblemCode::EmptyUserOrItem, {}});
            continue;
        }
        if (cutoff) {
            const auto after = afterCutoff(in, f, c, *cutoff);
            if (!after) continue;
            if (!*after) {
                ++out.events;
                ++out.beforeCutoff;
                ++report.records;
                continue;
            }
        }
        ++out.events;
        labels.add(user, item, trim(f[c.event]));
        ++report.records;
    }
    core::finishReport(opts, report);
    return out;
}

namespace {

struct MetaColumns {
    int id = -1, a = -1, b = -1, c = -1, weight = -1;
};

std::vector<MetaRow> readMeta(const std::string& file, const core::ParseOptions& opts,
                              core::ParseReport& report, bool queries) {
    DelimitedLines in(file, opts, report);
    const std::string_view& line = in.line;
    std::vector<std::string> f;
    std::vector<MetaRow> rows;
    MetaColumns c;
    bool first = true;
    while (in.next()) {
        if (first) {
            first = false;
            in.splitFirst(f);
            if (queries) {
                c.id = findColumn(
                    f, {"qid", "query_id", "queryid", "user", "user_id", "topic", "id", "query"});
                c.a = findColumn(f, {"text", "query_text", "title", "query"});
                if (c.a == c.id) c.a = findColumn(f, {"text", "query_text", "title"});
                c.b = findColumn(f, {"segment", "segments", "tag", "tags", "group"});
                c.weight = findColumn(f, {"weight", "frequency", "freq", "count"});
            } else {
                c.id = findColumn(
                    f, {"docid", "doc_id", "doc", "docno", "item", "item_id", "itemid", "id"});
                c.a = findColumn(f, {"title", "name"});
                c.b = findColumn(f, {"url", "link"});
                c.c = findColumn(f, {"category", "categories", "genre"});
                c.weight = findColumn(f, {"popularity", "pop", "interactions"});
            }
            if (c.id < 0)
                throw core::ParseError(
                    {core::ParseIssue{file,
                                      in.reader.lineNumber(),
                                      {queries ? core::ProblemCode::QueryMetaHeader
                                               : core::ProblemCode::ItemMetaHeader,
                                       {std::string(line.substr(0, 80))}}}});
            continue;
        }
        if (!in.splitData(std::max({c.id, c.a, c.b, c.c, c.weight}) + 1, f)) continue;
        MetaRow r;
        r.id = std::string(trim(f[c.id]));
        if (r.id.empty()) {
            in.bad({core::ProblemCode::EmptyId, {}});
            continue;
        }
        if (c.a >= 0) r.a = f[c.a];
        if (c.b >= 0) r.b = f[c.b];
        if (c.c >= 0) r.c = f[c.c];
        if (c.weight >= 0 && !trim(f[c.weight]).empty()) {
            double w;
            if (!core::parseDouble(trim(f[c.weight]), w) || !std::isfinite(w) || w < 0) {
                in.bad({queries ? core::ProblemCode::WeightNotNonNegative
                                : core::ProblemCode::PopularityNotNonNegative,
                        {std::string(trim(f[c.weight]))}});
                continue;
            }
            r.weight = w;
        }
        rows.push_back(std::move(r));
        ++report.records;
    }
    if (first)
        throw core::ParseError(
            {core::ParseIssue{file, 0, {core::ProblemCode::EmptyFileNoHeader, {}}}});
    core::finishReport(opts, report);
    return rows;
}

}  // namespace

std::vector<MetaRow> readQueryMeta(const std::string& file, const core::ParseOptions& opts,
                                   core::ParseReport& report) {
    return readMeta(file, opts, report, true);
}

std::vector<MetaRow> readItemMeta(const std::string& file, const core::ParseOptions& opts,
                                  core::ParseReport& report) {
    return readMeta(file, opts, report, false);
}

}  // namespace ranklens::store
