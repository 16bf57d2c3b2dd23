// The behaviour readers (issue 35, round 2): timestamps, click logs, online and offline result
// files. The first byte picks the reader, the rest is its text. Refusals are expected; a finding
// is an accepted time outside the printable range, an event without a query, item or valid
// position, a non-finite value, an interval low above high, a (run, metric) accepted twice.
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <utility>

#include "core/behaviour/click_log.h"
#include "core/behaviour/log_time.h"
#include "core/behaviour/online_agreement.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;
namespace bh = core::behaviour;

namespace {

void checkTime(const std::string& text) {
    const auto t = bh::parseLogTime(text);
    if (!t) return;
    if (!std::isfinite(*t) || !(std::fabs(*t) < bh::kMaxDateSeconds))
        fuzz::disagree("time '" + text + "' read as " + std::to_string(*t));
    if (bh::formatLogTime(*t).find(" s") != std::string::npos)
        fuzz::disagree("time '" + text + "' cannot be printed as a date");
}

void checkClickLog(const std::string& path) {
    bh::LogReadOptions o;
    o.clickEvents = {"Click", "purchase"};
    o.needPositions = false;
    bh::ClickLog log;
    try {
        log = bh::readClickLog(path, o);
    } catch (const std::exception&) {
        return;
    }
    if (log.events.empty()) fuzz::disagree("a log without events was accepted");
    for (const auto& e : log.events) {
        if (e.query.empty() || e.item.empty() || e.position < 0 || e.position > 1000000)
            fuzz::disagree("an event of line " + std::to_string(e.line) + " was accepted");
        if (e.time && !(std::fabs(*e.time) < bh::kMaxDateSeconds))
            fuzz::disagree("an event time " + std::to_string(*e.time) + " was accepted");
    }
}

void checkOnline(const std::string& path) {
    std::set<std::pair<std::string, std::string>> seen;
    try {
        for (const auto& r : bh::readOnlineResults(path)) {
            if (!std::isfinite(r.value) || r.run.empty() || r.metric.empty())
                fuzz::disagree("online row of line " + std::to_string(r.line) + " accepted");
            if (r.ciLow && r.ciHigh && !(*r.ciLow <= *r.ciHigh))
                fuzz::disagree("an interval low above high accepted");
            if (!seen.emplace(r.run, r.metric).second)
                fuzz::disagree("run '" + r.run + "' metric '" + r.metric + "' accepted twice");
        }
    } catch (const std::exception&) {
    }
    try {
        for (const auto& v : bh::readOfflineValues(path))
            if (!std::isfinite(v.value)) fuzz::disagree("a non-finite offline value accepted");
    } catch (const std::exception&) {
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    switch (data[0] % 3) {
        case 0:
            checkTime(text);
            break;
        case 1:
            checkClickLog(fuzz::writeFile("log.csv", text));
            break;
        default:
            checkOnline(fuzz::writeFile("online.csv", text));
            break;
    }
    return 0;
}
