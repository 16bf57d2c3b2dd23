#pragma once
// Behaviour data kept in a project (issue 18): click logs with displayed positions (for the
// position-debiased metrics), online results per run (for the offline <-> online agreement) and
// each run's training-data cutoff (for the leak check). No Qt.
//
// Tables, created by the first write (CREATE TABLE IF NOT EXISTS, no schema version spent;
// readers treat a missing table as empty, older RankLens versions ignore them):
//   click_logs(id, name, source_file, imported_at, position_column, eta, clip, num_events,
//              ignored_events, first_time, last_time)
//   click_log_events(log_id -> click_logs, qid, item, kind 0 exposure / 1 click, position,
//              time NULL, line)
//   online_results(run_id -> runs, metric, value, unit, ci_low, ci_high), one per run and metric
//   run_training_cutoffs(run_id -> runs, cutoff seconds since 1970 UTC)
//   click_log_fingerprints(log_id -> click_logs, fingerprint): the file and how it was read, for
//              the duplicate check (logs imported before it have none)
// Every write is one transaction: on any error nothing is stored.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/behaviour/click_log.h"
#include "core/behaviour/online_agreement.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store {

struct ClickLogInfo {
    std::int64_t id = 0;
    std::string name, sourceFile, importedAt, positionColumn;
    double eta = 1.0, clip = 10.0;  // the propensity p(pos) = (1/pos)^eta and the weight clip
    std::int64_t numEvents = 0, ignoredEvents = 0;
    std::optional<double> firstTime, lastTime;
};

struct ClickLogImport {
    std::string name;  // default: the file name
    core::behaviour::LogReadOptions read;
    double eta = 1.0, clip = 10.0;
    // Leave out the events dated at or before the latest training cutoff of a run that has any
    // (import --drop-leaks): they are never stored, so the log and its leak drop are one write.
    bool dropLeaks = false;
    // The same file read the same way (position column, event names) as a stored log is refused
    // (DuplicateImport) unless this is set.
    bool allowDuplicate = false;
};

// What an import found against the runs' training cutoffs.
struct ClickLogLeaks {
    struct Run {
        std::int64_t runId = 0;
        std::string name;
        double cutoff = 0;
        std::int64_t before = 0;  // events of the file dated at or before the cutoff
    };
    std::vector<Run> runs;              // runs with at least one such event, in id order
    std::optional<double> droppedUpTo;  // with dropLeaks: the cutoff the drop used
    std::int64_t dropped = 0;
};

// Events at or before a cutoff in one stored click log.
struct LeakCount {
    std::int64_t logId = 0;
    std::string logName;
    double cutoff = 0;
    std::int64_t before = 0, undated = 0;
};

class BehaviourStore {
  public:
    // readOnlyReason: "" when the project may be written.
    BehaviourStore(const sql::Db& db, std::string path, std::string readOnlyReason)
        : db_(db), path_(std::move(path)), readOnly_(std::move(readOnlyReason)) {}

    // Reads the log (core::behaviour::readClickLog: throws std::runtime_error "file:line: what")
    // and stores its events (less the leaks, with o.dropLeaks) in one transaction; returns the
    // new log's id, and in `leaks` (when given) the runs whose cutoff it leaks past.
    std::int64_t importClickLog(const std::string& file, const ClickLogImport& o,
                                const std::string& importedAt, ClickLogLeaks* leaks = nullptr);
    std::vector<ClickLogInfo> clickLogs() const;
    core::behaviour::ClickLog loadClickLog(std::int64_t logId) const;
    void setPropensity(std::int64_t logId, double eta, double clip);
    void deleteClickLog(std::int64_t logId);
    // Events of the log dated at or before cutoff (and the undated ones, which cannot be checked).
    LeakCount countLeaks(std::int64_t logId, double cutoff) const;
    // Deletes them and updates the log's counts and time range; returns how many went.
    std::int64_t dropLeaks(std::int64_t logId, double cutoff);

    // Online results, run = the run's name. Read from a file: every run name must be a run of
    // the project (else "file:line: no run 'x' in the project"); a (run, metric) already stored
    // is replaced.
    std::size_t importOnlineResults(const std::string& file);
    void setOnlineResult(std::int64_t runId, const core::behaviour::OnlineResult& r);
    void removeOnlineResult(std::int64_t runId, const std::string& metric);
    // Replaces every online result of the run by these (typed in), in one transaction; a metric
    // given twice is refused (StoreError) and nothing changes.
    void replaceOnlineResults(std::int64_t runId,
                              const std::vector<core::behaviour::OnlineResult>& results);
    std::vector<core::behaviour::OnlineResult> onlineResults() const;

    // nullopt removes the cutoff.
    void setTrainingCutoff(std::int64_t runId, std::optional<double> cutoff);
    // The same inside the caller's transaction (a run import that stores its cutoff with it).
    void writeTrainingCutoff(std::int64_t runId, std::optional<double> cutoff);
    std::map<std::int64_t, double> trainingCutoffs() const;  // by run id

  private:
    void requireWritable() const;
    bool hasTable(const char* name) const;
    std::int64_t runIdOf(const std::string& name) const;  // 0 when none
    void refreshLogStats(std::int64_t logId);
    ClickLogLeaks leaksOf(core::behaviour::ClickLog& log, bool drop) const;
    void checkDuplicateLog(const std::string& file, const std::string& fingerprint) const;

    const sql::Db& db_;
    std::string path_, readOnly_;
};

class ProjectStore;  // core/store/project_store.h
// ps.behaviour(), or StoreError "this project cannot hold behaviour data" (project_store.cpp).
BehaviourStore& behaviourOf(ProjectStore& ps);

}  // namespace ranklens::store
