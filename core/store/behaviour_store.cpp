#include "core/store/behaviour_store.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include "core/base/number_check.h"
#include "core/base/text.h"
#include "core/behaviour/log_time.h"
#include "core/behaviour/table_file.h"
#include "core/store/content_hash.h"
#include "core/store/store_error.h"

namespace ranklens::store {

namespace bh = core::behaviour;
using sql::Stmt;
using sql::Transaction;

namespace {

const char* const kDdl = R"sql(
CREATE TABLE IF NOT EXISTS click_logs(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  source_file TEXT NOT NULL DEFAULT '',
  imported_at TEXT NOT NULL DEFAULT '',
  position_column TEXT NOT NULL DEFAULT 'position',
  eta REAL NOT NULL DEFAULT 1.0,
  clip REAL NOT NULL DEFAULT 10.0,
  num_events INTEGER NOT NULL DEFAULT 0,
  ignored_events INTEGER NOT NULL DEFAULT 0,
  first_time REAL,
  last_time REAL);
CREATE TABLE IF NOT EXISTS click_log_events(
  log_id INTEGER NOT NULL REFERENCES click_logs(id) ON DELETE CASCADE,
  qid TEXT NOT NULL,
  item TEXT NOT NULL,
  kind INTEGER NOT NULL,
  position INTEGER NOT NULL,
  time REAL,
  line INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS click_log_events_by_log ON click_log_events(log_id);
CREATE TABLE IF NOT EXISTS online_results(
  run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
  metric TEXT NOT NULL,
  value REAL NOT NULL,
  unit TEXT NOT NULL DEFAULT '',
  ci_low REAL,
  ci_high REAL,
  PRIMARY KEY(run_id, metric)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS click_log_fingerprints(
  log_id INTEGER PRIMARY KEY REFERENCES click_logs(id) ON DELETE CASCADE,
  fingerprint TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS click_log_fingerprints_by_value ON click_log_fingerprints(fingerprint);
CREATE TABLE IF NOT EXISTS run_training_cutoffs(
  run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
  cutoff REAL NOT NULL);
)sql";

void bindOptional(Stmt& s, int i, const std::optional<double>& v) {
    v ? s.bind(i, *v) : s.bindNull(i);
}

std::optional<double> optionalCol(const Stmt& s, int i) {
    return s.colNull(i) ? std::nullopt : std::optional<double>(s.colDouble(i));
}

void insertEvents(const sql::Db& db, std::int64_t logId, const bh::ClickLog& log) {
    Stmt ev(db,
            "INSERT INTO click_log_events(log_id, qid, item, kind, position, time, line) "
            "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    for (const auto& e : log.events) {
        ev.bind(1, logId).bind(2, e.query).bind(3, e.item);
        ev.bind(4, e.kind == bh::EventKind::Click ? 1 : 0).bind(5, e.position);
        bindOptional(ev, 6, e.time);
        ev.bind(7, static_cast<std::int64_t>(e.line));
        ev.run();
    }
}

void insertOnline(const sql::Db& db, std::int64_t runId, const bh::OnlineResult& r) {
    Stmt s(db,
           "INSERT OR REPLACE INTO online_results(run_id, metric, value, unit, ci_low, ci_high) "
           "VALUES(?1, ?2, ?3, ?4, ?5, ?6)");
    s.bind(1, runId).bind(2, r.metric).bind(3, r.value).bind(4, r.unit);
    bindOptional(s, 5, r.ciLow);
    bindOptional(s, 6, r.ciHigh);
    s.run();
}

// eta and clip by the rule every front end applies (core/base/number_check.h), before anything is
// written: a NaN once reached SQLite, which stores it as NULL (a NOT NULL error).
void checkPropensitySettings(double eta, double clip) {
    if (const auto p = core::numberProblem(eta, core::ranges::kPropensityEta); !p.empty())
        throw StoreError("eta: " + p);
    if (const auto p = core::numberProblem(clip, core::ranges::kNonNegative); !p.empty())
        throw StoreError("clip: " + p);
}

// The file's bytes and how they were read: the same file read with other event names or
// another position column is another log.
std::string logFingerprint(const std::string& bytes, const bh::LogReadOptions& r) {
    std::string fp = "clicklog:" + bytes + "|position=" + core::asciiLower(r.positionColumn);
    for (const auto* names : {&r.clickEvents, &r.exposureEvents}) {
        fp += "|";
        for (const auto& n : *names) fp += core::asciiLower(n) + ",";
    }
    return fp;
}

}  // namespace

void BehaviourStore::requireWritable() const {
    if (!readOnly_.empty()) throw StoreError(path_ + ": project is read-only: " + readOnly_);
}

bool BehaviourStore::hasTable(const char* name) const {
    Stmt s(db_, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1");
    s.bind(1, name);
    return s.step();
}

std::int64_t BehaviourStore::runIdOf(const std::string& name) const {
    Stmt s(db_, "SELECT id FROM runs WHERE name = ?1 ORDER BY id DESC");
    s.bind(1, name);
    return s.step() ? s.colInt(0) : 0;
}

std::int64_t BehaviourStore::importClickLog(const std::string& file, const ClickLogImport& o,
                                            const std::string& importedAt, ClickLogLeaks* leaks) {
    requireWritable();
    checkPropensitySettings(o.eta, o.clip);
    auto bytes = fingerprintBeside(file);
    bh::ClickLog log = bh::readClickLog(file, o.read);  // checked before any write
    const std::string fingerprint = logFingerprint(bytes.get(), o.read);
    Transaction tx(db_);
    db_.exec(kDdl);
    if (!o.allowDuplicate) checkDuplicateLog(file, fingerprint);
    ClickLogLeaks found = leaksOf(log, o.dropLeaks);
    if (log.events.empty())
        throw StoreError(file + ": every event is dated at or before the training cutoff " +
                         bh::formatLogTime(*found.droppedUpTo) + "; --drop-leaks would leave none");
    Stmt ins(db_,
             "INSERT INTO click_logs(name, source_file, imported_at, position_column, eta, clip, "
             "ignored_events) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    const std::string name =
        o.name.empty() ? std::filesystem::path(file).filename().string() : o.name;
    ins.bind(1, name).bind(2, file).bind(3, importedAt).bind(4, o.read.positionColumn);
    ins.bind(5, o.eta).bind(6, o.clip).bind(7, static_cast<std::int64_t>(log.ignoredEvents));
    ins.run();
    const std::int64_t id = db_.lastInsertId();
    insertEvents(db_, id, log);
    Stmt fp(db_, "INSERT INTO click_log_fingerprints(log_id, fingerprint) VALUES(?1, ?2)");
    fp.bind(1, id).bind(2, fingerprint);
    fp.run();
    refreshLogStats(id);
    tx.commit();
    if (leaks) *leaks = std::move(found);
    return id;
}

void BehaviourStore::checkDuplicateLog(const std::string& file,
                                       const std::string& fingerprint) const {
    Stmt s(db_,
           "SELECT l.id, l.name FROM click_log_fingerprints f JOIN click_logs l ON l.id = "
           "f.log_id WHERE f.fingerprint = ?1 ORDER BY l.id");
    s.bind(1, fingerprint);
    if (s.step())
        throw DuplicateImport(file,
                              {core::ProblemCode::ImportedBeforeAsClickLog,
                               {s.colString(1), std::to_string(s.colInt(0))}},
                              s.colInt(0));
}

// The runs whose training cutoff the log's events reach; with drop, those events removed from
// the log (up to the latest such cutoff).
ClickLogLeaks BehaviourStore::leaksOf(bh::ClickLog& log, bool drop) const {
    ClickLogLeaks out;
    Stmt s(db_,
           "SELECT c.run_id, r.name, c.cutoff FROM run_training_cutoffs c JOIN runs r ON r.id = "
           "c.run_id ORDER BY c.run_id");
    while (s.step()) {
        const double cutoff = s.colDouble(2);
        const auto before = static_cast<std::int64_t>(bh::checkLeaks(log, cutoff, false).before);
        if (before == 0) continue;
        out.runs.push_back({s.colInt(0), s.colString(1), cutoff, before});
        out.droppedUpTo = std::max(out.droppedUpTo.value_or(cutoff), cutoff);
    }
    if (drop && out.droppedUpTo)
        out.dropped =
            static_cast<std::int64_t>(bh::checkLeaks(log, *out.droppedUpTo, true).dropped);
    else
        out.droppedUpTo.reset();
    return out;
}

void BehaviourStore::refreshLogStats(std::int64_t logId) {
    Stmt s(db_,
           "UPDATE click_logs SET num_events = (SELECT count(*) FROM click_log_events WHERE "
           "log_id = ?1), first_time = (SELECT min(time) FROM click_log_events WHERE log_id = ?1), "
           "last_time = (SELECT max(time) FROM click_log_events WHERE log_id = ?1) WHERE id = ?1");
    s.bind(1, logId);
    s.run();
}

std::vector<ClickLogInfo> BehaviourStore::clickLogs() const {
    std::vector<ClickLogInfo> out;
    if (!hasTable("click_logs")) return out;
    Stmt s(db_,
           "SELECT id, name, source_file, imported_at, position_column, eta, clip, num_events, "
           "ignored_events, first_time, last_time FROM click_logs ORDER BY id");
    while (s.step()) {
        ClickLogInfo i;
        i.id = s.colInt(0);
        i.name = s.colString(1);
        i.sourceFile = s.colString(2);
        i.importedAt = s.colString(3);
        i.positionColumn = s.colString(4);
        i.eta = s.colDouble(5);
        i.clip = s.colDouble(6);
        i.numEvents = s.colInt(7);
        i.ignoredEvents = s.colInt(8);
        i.firstTime = optionalCol(s, 9);
        i.lastTime = optionalCol(s, 10);
        out.push_back(std::move(i));
    }
    return out;
}

bh::ClickLog BehaviourStore::loadClickLog(std::int64_t logId) const {
    bh::ClickLog log;
    std::optional<ClickLogInfo> info;
    for (auto& i : clickLogs())
        if (i.id == logId) info = i;
    if (!info) throw StoreError("no click log with id " + std::to_string(logId));
    log.source = info->sourceFile;
    log.ignoredEvents = static_cast<std::size_t>(info->ignoredEvents);
    log.firstTime = info->firstTime;
    log.lastTime = info->lastTime;
    Stmt s(db_,
           "SELECT qid, item, kind, position, time, line FROM click_log_events WHERE log_id = ?1 "
           "ORDER BY rowid");
    s.bind(1, logId);
    while (s.step()) {
        bh::LogEvent e;
        e.query = s.colString(0);
        e.item = s.colString(1);
        e.kind = s.colInt(2) == 1 ? bh::EventKind::Click : bh::EventKind::Exposure;
        e.position = static_cast<int>(s.colInt(3));
        e.time = optionalCol(s, 4);
        e.line = static_cast<std::size_t>(s.colInt(5));
        if (e.query.empty() || e.item.empty() || e.position < 0)
            throw StoreError("damaged project: click log '" + info->name +
                             "' holds an event without a query, item or position");
        log.events.push_back(std::move(e));
    }
    return log;
}

void BehaviourStore::setPropensity(std::int64_t logId, double eta, double clip) {
    requireWritable();
    checkPropensitySettings(eta, clip);
    if (!hasTable("click_logs")) throw StoreError("no click log with id " + std::to_string(logId));
    Stmt s(db_, "UPDATE click_logs SET eta = ?2, clip = ?3 WHERE id = ?1");
    s.bind(1, logId).bind(2, eta).bind(3, clip);
    s.run();
}

void BehaviourStore::deleteClickLog(std::int64_t logId) {
    requireWritable();
    if (!hasTable("click_logs")) return;
    Transaction tx(db_);
    db_.exec(kDdl);  // a project from before the fingerprints gets their (empty) table
    for (const char* table : {"click_log_events", "click_log_fingerprints"}) {
        Stmt e(db_, (std::string("DELETE FROM ") + table + " WHERE log_id = ?1").c_str());
        e.bind(1, logId);
        e.run();
    }
    Stmt s(db_, "DELETE FROM click_logs WHERE id = ?1");
    s.bind(1, logId);
    s.run();
    tx.commit();
}

LeakCount BehaviourStore::countLeaks(std::int64_t logId, double cutoff) const {
    LeakCount c;
    c.logId = logId;
    c.cutoff = cutoff;
    if (!hasTable("click_logs")) return c;
    Stmt s(db_,
           "SELECT l.name, (SELECT count(*) FROM click_log_events WHERE log_id = l.id AND time <= "
           "?2), (SELECT count(*) FROM click_log_events WHERE log_id = l.id AND time IS NULL) "
           "FROM click_logs l WHERE l.id = ?1");
    s.bind(1, logId).bind(2, cutoff);
    if (s.step()) {
        c.logName = s.colString(0);
        c.before = s.colInt(1);
        c.undated = s.colInt(2);
    }
    return c;
}

std::int64_t BehaviourStore::dropLeaks(std::int64_t logId, double cutoff) {
    requireWritable();
    if (!hasTable("click_logs")) return 0;
    Transaction tx(db_);
    Stmt s(db_, "DELETE FROM click_log_events WHERE log_id = ?1 AND time <= ?2");
    s.bind(1, logId).bind(2, cutoff);
    s.run();
    const std::int64_t n = sqlite3_changes(db_.get());
    refreshLogStats(logId);
    tx.commit();
    return n;
}

std::size_t BehaviourStore::importOnlineResults(const std::string& file) {
    requireWritable();
    const auto results = bh::readOnlineResults(file);
    std::vector<std::int64_t> ids;
    for (const auto& r : results) {
        ids.push_back(runIdOf(r.run));
        if (ids.back() == 0)
            throw std::runtime_error(file + ":" + std::to_string(r.line) + ": no run '" + r.run +
                                     "' in the project (see: ranklens-cli info)");
    }
    Transaction tx(db_);
    db_.exec(kDdl);
    for (std::size_t i = 0; i < results.size(); ++i) insertOnline(db_, ids[i], results[i]);
    tx.commit();
    return results.size();
}

void BehaviourStore::setOnlineResult(std::int64_t runId, const bh::OnlineResult& r) {
    requireWritable();
    if (r.metric.empty()) throw StoreError("an online result needs a metric name");
    Transaction tx(db_);
    db_.exec(kDdl);
    insertOnline(db_, runId, r);
    tx.commit();
}

void BehaviourStore::replaceOnlineResults(std::int64_t runId,
                                          const std::vector<bh::OnlineResult>& results) {
    requireWritable();
    Transaction tx(db_);
    db_.exec(kDdl);
    Stmt del(db_, "DELETE FROM online_results WHERE run_id = ?1");
    del.bind(1, runId);
    del.run();
    std::set<std::string> metrics;
    for (const auto& r : results) {
        if (r.metric.empty()) throw StoreError("an online result needs a metric name");
        // A second value for a metric once replaced the first without a word, as in files.
        if (!metrics.insert(r.metric).second)
            throw StoreError("online metric '" + r.metric + "' is given twice for one run");
        insertOnline(db_, runId, r);
    }
    tx.commit();
}

void BehaviourStore::removeOnlineResult(std::int64_t runId, const std::string& metric) {
    requireWritable();
    if (!hasTable("online_results")) return;
    Stmt s(db_, "DELETE FROM online_results WHERE run_id = ?1 AND metric = ?2");
    s.bind(1, runId).bind(2, metric);
    s.run();
}

std::vector<bh::OnlineResult> BehaviourStore::onlineResults() const {
    std::vector<bh::OnlineResult> out;
    if (!hasTable("online_results")) return out;
    Stmt s(db_,
           "SELECT r.name, o.metric, o.value, o.unit, o.ci_low, o.ci_high FROM online_results o "
           "JOIN runs r ON r.id = o.run_id ORDER BY o.run_id, o.metric");
    while (s.step()) {
        bh::OnlineResult r;
        r.run = s.colString(0);
        r.metric = s.colString(1);
        r.value = s.colDouble(2);
        r.unit = s.colString(3);
        r.ciLow = optionalCol(s, 4);
        r.ciHigh = optionalCol(s, 5);
        out.push_back(std::move(r));
    }
    return out;
}

void BehaviourStore::setTrainingCutoff(std::int64_t runId, std::optional<double> cutoff) {
    requireWritable();
    Transaction tx(db_);
    writeTrainingCutoff(runId, cutoff);
    tx.commit();
}

void BehaviourStore::writeTrainingCutoff(std::int64_t runId, std::optional<double> cutoff) {
    if (cutoff) core::checkNumber("training cutoff", *cutoff, core::ranges::kFinite);
    db_.exec(kDdl);
    if (cutoff) {
        Stmt s(db_, "INSERT OR REPLACE INTO run_training_cutoffs(run_id, cutoff) VALUES(?1, ?2)");
        s.bind(1, runId).bind(2, *cutoff);
        s.run();
    } else {
        Stmt s(db_, "DELETE FROM run_training_cutoffs WHERE run_id = ?1");
        s.bind(1, runId);
        s.run();
    }
}

std::map<std::int64_t, double> BehaviourStore::trainingCutoffs() const {
    std::map<std::int64_t, double> out;
    if (!hasTable("run_training_cutoffs")) return out;
    Stmt s(db_, "SELECT run_id, cutoff FROM run_training_cutoffs");
    while (s.step()) out[s.colInt(0)] = s.colDouble(1);
    return out;
}

}  // namespace ranklens::store
