#include "core/behaviour/click_log.h"

#include <algorithm>

#include "core/base/text.h"
#include "core/behaviour/log_time.h"
#include "core/behaviour/table_file.h"

namespace ranklens::core::behaviour {

namespace {

struct LogColumns {
    int query = -1, item = -1, event = -1, clicked = -1, position = -1, time = -1;
};

LogColumns findLogColumns(TableFile& file, const std::vector<std::string>& h,
                          const LogReadOptions& opts) {
    LogColumns c;
    c.query =
        findColumn(h, {"query", "qid", "query_id", "user", "user_id", "session", "session_id"});
    c.item = findColumn(h, {"item", "item_id", "doc", "docid", "doc_id", "product", "product_id"});
    c.event = findColumn(h, {"event", "event_type", "type", "action"});
    c.clicked = findColumn(h, {"clicked", "click"});
    c.position = findColumn(h, {asciiLower(opts.positionColumn)});
    c.time = findColumn(h, {"timestamp", "time", "ts", "date"});
    if (c.query < 0 || c.item < 0)
        file.fail("header needs a query (or user/session) column and an item (or doc) column");
    if (c.event < 0 && c.clicked < 0)
        file.fail("header needs an 'event' column (click/impression) or a 0/1 'clicked' column");
    if (opts.needPositions && c.position < 0)
        file.fail("no position column '" + opts.positionColumn +
                  "' in the header (choose it with --position-column)");
    return c;
}

// Event names compare case-insensitively: s is lower case already, the names as the user typed.
bool contains(const std::vector<std::string>& names, const std::string& s) {
    return std::any_of(names.begin(), names.end(),
                       [&s](const std::string& n) { return asciiLower(n) == s; });
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
    return out;
}

// A log none of whose rows is a click or an impression would be stored (or evaluated) as an
// empty log: refused, saying which names were looked for.
void requireEvents(const std::string& path, const ClickLog& log, const LogReadOptions& opts,
                   bool eventColumn) {
    if (!log.events.empty()) return;
    std::string why = path + ": no click or impression events";
    if (eventColumn)
        why += " (" + std::to_string(log.ignoredEvents) +
               " rows of other event names; clicks are " + joined(opts.clickEvents) +
               ", impressions " + joined(opts.exposureEvents) + ", compared case-insensitively)";
    throw std::runtime_error(why);
}

const std::string& field(TableFile& file, const std::vector<std::string>& f, int col,
                         const char* what) {
    if (static_cast<std::size_t>(col) >= f.size())
        file.fail(std::string("missing ") + what + " field (line has " + std::to_string(f.size()) +
                  " fields)");
    return f[static_cast<std::size_t>(col)];
}

// Appends the events of one row (a clicked=1 impression row gives an exposure and a click).
void addRow(TableFile& file, const std::vector<std::string>& f, const LogColumns& c,
            const LogReadOptions& opts, ClickLog& log) {
    LogEvent e;
    e.query = field(file, f, c.query, "query");
    e.item = field(file, f, c.item, "item");
    if (e.query.empty() || e.item.empty()) file.fail("empty query or item");
    e.line = file.line();
    if (c.position >= 0) {
        const std::string& p = field(file, f, c.position, "position");
        long pos = 0;
        if (!p.empty() && (!parseLong(p, pos) || pos < 1 || pos > 1000000))
            file.fail("position '" + p + "' is not a whole number >= 1");
        if (p.empty() && opts.needPositions) file.fail("empty position");
        e.position = static_cast<int>(pos);
    }
    if (c.time >= 0) {
        const std::string& t = field(file, f, c.time, "timestamp");
        if (!t.empty()) {
            e.time = parseLogTime(t);
            if (!e.time) file.fail("timestamp '" + t + "' is neither ISO 8601 nor a number");
        }
    }
    bool exposure = false, click = false;
    if (c.event >= 0) {
        const std::string ev = asciiLower(field(file, f, c.event, "event"));
        click = contains(opts.clickEvents, ev);
        exposure = !click && contains(opts.exposureEvents, ev);
    } else {
        const std::string& v = field(file, f, c.clicked, "clicked");
        if (v != "0" && v != "1") file.fail("clicked must be 0 or 1, got '" + v + "'");
        exposure = true;
        click = v == "1";
    }
    if (!exposure && !click) {
        ++log.ignoredEvents;
        return;
    }
    if (exposure) log.events.push_back(e);
    if (click) {
        e.kind = EventKind::Click;
        log.events.push_back(std::move(e));
    }
}

void updateRange(ClickLog& log) {
    log.firstTime.reset();
    log.lastTime.reset();
    for (const auto& e : log.events) {
        if (!e.time) continue;
        if (!log.firstTime || *e.time < *log.firstTime) log.firstTime = e.time;
        if (!log.lastTime || *e.time > *log.lastTime) log.lastTime = e.time;
    }
}

}  // namespace

ClickLog readClickLog(const std::string& path, const LogReadOptions& opts) {
    ClickLog log;
    log.source = path;
    TableFile file(path);
    std::vector<std::string> f;
    if (!file.next(f)) throw std::runtime_error(path + ": empty log (no header)");
    std::vector<std::string> header = f;
    const LogColumns cols = findLogColumns(file, header, opts);
    while (file.next(f)) addRow(file, f, cols, opts, log);
    requireEvents(path, log, opts, cols.event >= 0);
    updateRange(log);
    return log;
}

LeakReport checkLeaks(ClickLog& log, double cutoff, bool drop) {
    LeakReport r;
    r.cutoff = cutoff;
    for (const auto& e : log.events) {
        if (!e.time)
            ++r.undated;
        else if (*e.time <= cutoff)
            ++r.before;
        else
            ++r.after;
    }
    if (drop && r.before > 0) {
        std::erase_if(log.events, [&](const LogEvent& e) { return e.time && *e.time <= cutoff; });
        r.dropped = r.before;
        updateRange(log);
    }
    return r;
}

}  // namespace ranklens::core::behaviour
