#include "app/cli/behaviour_import.h"

#include <algorithm>
#include <cstdio>

#include "app/cli/exit_code.h"
#include "app/cli/number_options.h"
#include "core/behaviour/log_time.h"
#include "core/store/behaviour_store.h"
#include "core/store/sqlite_db.h"

namespace ranklens::cli {

namespace bh = core::behaviour;

namespace {

std::string timeText(const std::optional<double>& t) {
    return t ? bh::formatLogTime(*t) : std::string("(undated)");
}

// Warns for every run whose cutoff the log's events reach; says what --drop-leaks left out.
void reportLeaks(const BehaviourImportCli& c, const store::ClickLogLeaks& leaks) {
    for (const auto& run : leaks.runs)
        std::fprintf(stderr,
                     "ranklens-cli: warning: %lld log events are dated at or before the training "
                     "cutoff of run '%s', %s (its model could have seen them)%s\n",
                     static_cast<long long>(run.before), run.name.c_str(),
                     bh::formatLogTime(run.cutoff).c_str(),
                     c.dropLeaks ? "" : "; --drop-leaks removes them");
    if (leaks.droppedUpTo)
        std::printf("dropped %lld log events dated at or before %s\n",
                    static_cast<long long>(leaks.dropped),
                    bh::formatLogTime(*leaks.droppedUpTo).c_str());
}

}  // namespace

void addBehaviourImportOptions(CLI::App* imp, BehaviourImportCli& c) {
    imp->add_option("--position-column", c.positionColumn,
                    "Store each --log as a click log with displayed positions (this column) for "
                    "the position-debiased metrics (log-eval, the GUI); --map not needed");
    imp->add_option("--eta", c.eta, "Click log propensity p(pos) = (1/pos)^eta (default 1)")
        ->check(numberIn(core::ranges::kPropensityEta));
    imp->add_option("--clip", c.clip, "Click log: clip IPS weights at this value, 0 = none (10)")
        ->check(numberIn(core::ranges::kNonNegative));
    imp->add_option("--click-events", c.clickEvents,
                    "Click log: event names that are clicks (any case matches)")
        ->delimiter(',');
    imp->add_option(
           "--exposure-events", c.exposureEvents,
           "Click log: event names that are impressions (impression,exposure,view; any case)")
        ->delimiter(',');
    imp->add_flag("--drop-leaks", c.dropLeaks,
                  "Drop click log events dated at or before a run's training cutoff");
    imp->add_option("--online", c.online,
                    "Online results per run: CSV run,metric,value[,ci_low,ci_high] or run,result "
                    "(ctr_delta=+0.8% [0.2, 1.4])");
    imp->add_option("--trained-until", c.trainedUntil,
                    "Training-data cutoff of the runs imported with --run (ISO 8601 or epoch "
                    "seconds): later log events only are fair to evaluate them on");
}

std::optional<double> trainedUntil(const BehaviourImportCli& c) {
    if (c.trainedUntil.empty()) return std::nullopt;
    const auto t = bh::parseLogTime(c.trainedUntil);
    if (!t)
        throw CommandFailure{ExitCode::Usage, "--trained-until '" + c.trainedUntil +
                                                  "' is not a time: ISO 8601 (2024-05-01, "
                                                  "2024-05-01T12:00:00+02:00) or epoch seconds"};
    return t;
}

void importClickLog(store::ProjectStore& ps, const BehaviourImportCli& c, const std::string& file,
                    const std::string& name) {
    store::ClickLogImport o;
    o.name = name;
    o.read.positionColumn = c.positionColumn;
    o.read.clickEvents = c.clickEvents;
    o.read.exposureEvents = c.exposureEvents;
    o.eta = c.eta;
    o.clip = c.clip;
    o.dropLeaks = c.dropLeaks;
    o.allowDuplicate = c.allowDuplicate;
    auto& b = store::behaviourOf(ps);
    store::ClickLogLeaks leaks;
    const std::int64_t id = b.importClickLog(file, o, store::sql::nowIso(), &leaks);
    reportLeaks(c, leaks);
    for (const auto& l : b.clickLogs())
        if (l.id == id)
            std::printf(
                "imported click log '%s' (id %lld): %lld events (%lld rows of other events "
                "ignored), time range %s .. %s, p(pos) = (1/pos)^%g, clip %g\n",
                l.name.c_str(), static_cast<long long>(id), static_cast<long long>(l.numEvents),
                static_cast<long long>(l.ignoredEvents), timeText(l.firstTime).c_str(),
                timeText(l.lastTime).c_str(), l.eta, l.clip);
}

void printBehaviourInfo(const store::ProjectStore& ps) {
    const store::BehaviourStore* b = ps.behaviour();
    if (!b) return;
    const auto logs = b->clickLogs();
    if (!logs.empty()) std::printf("click logs (log-eval PROJECT --log):\n");
    for (const auto& l : logs)
        std::printf("  %lld\t%s\t%lld events\t%s .. %s\teta %g\tclip %g\t%s\n",
                    static_cast<long long>(l.id), l.name.c_str(),
                    static_cast<long long>(l.numEvents), timeText(l.firstTime).c_str(),
                    timeText(l.lastTime).c_str(), l.eta, l.clip, l.sourceFile.c_str());
    const auto cutoffs = b->trainingCutoffs();
    for (const auto& r : ps.runs())
        if (cutoffs.count(r.id))
            std::printf("run %s trained until %s\n", r.name.c_str(),
                        bh::formatLogTime(cutoffs.at(r.id)).c_str());
    const auto online = b->onlineResults();
    if (!online.empty()) std::printf("online results: %zu\n", online.size());
}

ExitCode importOnline(store::ProjectStore& ps, const BehaviourImportCli& c) {
    for (const auto& f : c.online) {
        try {
            const std::size_t n = store::behaviourOf(ps).importOnlineResults(f);
            std::printf("imported %zu online results from %s\n", n, f.c_str());
        } catch (const std::exception& e) {
            const CommandFailure failure = inputFailure(e);
            std::fprintf(stderr, "ranklens-cli: %s; nothing imported\n", failure.what.c_str());
            return failure.code;
        }
    }
    return ExitCode::Ok;
}

}  // namespace ranklens::cli
