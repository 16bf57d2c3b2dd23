#pragma once
// Parsers for the store's own delimited inputs: behaviour logs (user,item,event[,timestamp])
// and query / item metadata tables. CSV or TSV (tab in the header line), gzip allowed; bad
// lines are reported as "file:line: what" through core::ParseReport / core::ParseError.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/parse_report.h"
#include "core/store/project_store.h"

namespace ranklens::store {

// A point in time in seconds since 1970-01-01 UTC. Accepts ISO 8601 ("2024-05-01",
// "2024-05-01T12:30:00Z", "2024-05-01 12:30:00.5+02:00") or a number of seconds (values above
// 1e11 are taken as milliseconds). nullopt when it is neither.
std::optional<double> parseTimestamp(std::string_view s);

struct LogLabels {
    struct Label {
        std::string user, item;
        int grade = 0;
        std::string event;  // the strongest event of the pair
    };
    std::vector<Label> labels;               // first-appearance order of (user, item)
    std::size_t events = 0;                  // event lines read
    std::size_t unmapped = 0;                // events whose type is not in the mapping
    std::size_t beforeCutoff = 0;            // events dropped by EventMapping::after
    std::vector<std::string> unmappedTypes;  // a few distinct unmapped event names
};

// Reads a behaviour log and keeps, per (user, item), the strongest mapped event (highest grade).
// Header "user,item,event[,timestamp]" (names detected case-insensitively) or no header with
// the columns in that order. Throws core::ParseError (bad lines / bad header), StoreError
// (bad mapping or cutoff), core::Cancelled.
// "FILE: no event matches the mapping click=1 (12 events read; their types: 'view' ...)":
// a log whose mapping gives no label is refused, not stored empty.
std::string noEventMatches(const std::string& file, const std::string& mapping,
                           const LogLabels& log);
LogLabels readBehaviourLog(const std::string& file, const EventMapping& mapping,
                           const core::ParseOptions& opts, core::ParseReport& report);

// "purchase=3,click=2,view=1" -> mapping; throws StoreError naming the bad part.
EventMapping parseEventMapping(std::string_view spec);
// "purchase=3, click=2, view=1; after 2024-01-01" — stored as the label set's description.
std::string describeMapping(const EventMapping& m);

struct MetaRow {
    std::string id;
    std::optional<std::string> a, b, c;  // query: text, segment, -; item: title, url, category
    std::optional<double> weight;        // query weight; item popularity
};

// Query metadata: header naming the query column and any of text, segment, weight.
std::vector<MetaRow> readQueryMeta(const std::string& file, const core::ParseOptions& opts,
                                   core::ParseReport& report);
// Item metadata: header naming the item column and any of title, url, category, popularity.
std::vector<MetaRow> readItemMeta(const std::string& file, const core::ParseOptions& opts,
                                  core::ParseReport& report);

}  // namespace ranklens::store
