#pragma once
// Behaviour logs with displayed positions, for position-debiased evaluation. Std C++ only.
//
// A log is a CSV/TSV with a header. Columns (names matched case-insensitively):
//   query  — query, qid, query_id, user, user_id, session, session_id (the list the item was
//            shown in; it must match the run's query ids);
//   item   — item, item_id, doc, docid, doc_id, product, product_id;
//   either event — an event name: names in clickEvents are clicks, names in exposureEvents are
//            impressions (exposures), any other name is counted in ignoredEvents; names
//            compare case-insensitively ("Purchase" matches "purchase");
//       or clicked — 0/1 per impression row (every row is an exposure, 1 also a click);
//   position — 1-based displayed position (column name chosen by positionColumn); required
//            when needPositions, else optional (0 = not given);
//   timestamp — optional: timestamp, time, ts, date (log_time.h grammar).
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace ranklens::core::behaviour {

enum class EventKind { Exposure, Click };

struct LogEvent {
    std::string query, item;
    EventKind kind = EventKind::Exposure;
    int position = 0;            // 1-based; 0 = not given
    std::optional<double> time;  // seconds since 1970 UTC
    std::size_t line = 0;        // line in the file, for messages
};

struct LogReadOptions {
    std::string positionColumn = "position";
    std::vector<std::string> clickEvents{"click"};
    std::vector<std::string> exposureEvents{"impression", "exposure", "view"};
    bool needPositions = true;
};

struct ClickLog {
    std::string source;
    std::vector<LogEvent> events;
    std::size_t ignoredEvents = 0;              // rows whose event is neither click nor exposure
    std::optional<double> firstTime, lastTime;  // time range of the kept events
};

// Throws std::runtime_error "file:line: what" on a bad header or line, and "file: no click or
// impression events (...)" for a log without one.
ClickLog readClickLog(const std::string& path, const LogReadOptions& opts);

// Leak check against a run's training-data cutoff: an event dated at or before the cutoff was
// available when the model was trained, so scoring the model on it leaks.
struct LeakReport {
    double cutoff = 0;
    std::size_t before = 0;   // events dated <= cutoff (leaking)
    std::size_t after = 0;    // events dated > cutoff
    std::size_t undated = 0;  // events without a time: cannot be checked
    std::size_t dropped = 0;  // leaking events removed (dropLeaks)
};

// Counts events on each side of the cutoff; with drop, removes the leaking ones from the log
// (and recomputes its time range). Undated events are kept and counted.
LeakReport checkLeaks(ClickLog& log, double cutoff, bool drop);

}  // namespace ranklens::core::behaviour
