#include "core/store/evaluated_runs.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <unordered_map>

#include "core/base/number_check.h"
#include "core/base/numbers.h"
#include "core/base/text.h"
#include "core/io/builders.h"
#include "core/io/csv_reader.h"
#include "core/io/line_reader.h"
#include "core/store/project_store.h"

namespace ranklens::store::evaluated_runs {

namespace {

constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();
constexpr std::size_t kMaxIssues = 10;
// A file's (measure, query) table may leave this many pairs empty per value, plus kFreeCells.
constexpr double kMaxEmptyPerValue = 16;
constexpr double kFreeCells = 1 << 20;

const char* const kDdl = R"sql(
CREATE TABLE IF NOT EXISTS evaluated_runs(
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  source_file TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  num_queries INTEGER NOT NULL,
  num_values INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS evaluated_run_measures(
  run_id INTEGER NOT NULL REFERENCES evaluated_runs(id) ON DELETE CASCADE,
  ord INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY(run_id, ord)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS evaluated_run_values(
  run_id INTEGER NOT NULL REFERENCES evaluated_runs(id) ON DELETE CASCADE,
  measure INTEGER NOT NULL,
  qid TEXT NOT NULL,
  value REAL NOT NULL,
  PRIMARY KEY(run_id, measure, qid)) WITHOUT ROWID;
)sql";

bool tablesExist(const sql::Db& db) {
    return db.queryInt(
               "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND "
               "name = 'evaluated_run_values'") > 0;
}

std::string trimmed(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

const std::initializer_list<const char*> kQidNames = {"qid", "query", "query_id", "topic"};
const std::initializer_list<const char*> kMeasureNames = {"measure", "metric"};
const std::initializer_list<const char*> kValueNames = {"value"};

int column(const std::vector<std::string>& header, std::initializer_list<const char*> names) {
    for (std::size_t i = 0; i < header.size(); ++i)
        for (const char* n : names)
            if (core::asciiLower(trimmed(header[i])) == n) return static_cast<int>(i);
    return -1;
}

// Builds the run row by row and collects the problems of the file.
class Reader {
  public:
    explicit Reader(std::string file) : file_(std::move(file)) {}

    // The header line: the columns qid, measure and value.
    void header(std::string_view line, std::size_t lineNo) {
        delim_ = core::detectDelimiter(line);
        std::vector<std::string> f;
        core::splitDelimited(line, delim_, f);
        headerFields_ = f.size();
        cq_ = column(f, kQidNames);
        cm_ = column(f, kMeasureNames);
        cv_ = column(f, kValueNames);
        std::string missing;
        if (cq_ < 0) missing += " qid";
        if (cm_ < 0) missing += " measure";
        if (cv_ < 0) missing += " value";
        if (!missing.empty())
            throw core::ParseError(
                {core::ParseIssue{file_,
                                  lineNo,
                                  {core::ProblemCode::EvaluatedHeaderColumns,
                                   {missing, std::string(line.substr(0, 80))}}}});
    }

    void row(std::string_view line, std::size_t lineNo) {
        using core::ProblemCode;
        if (core::hasNulByte(line)) return bad(lineNo, {ProblemCode::NulByte, {}});
        if (!core::splitDelimited(line, delim_, f_))
            return bad(lineNo, {ProblemCode::UnterminatedQuote, {}});
        const int need = std::max({cq_, cm_, cv_}) + 1;
        if (static_cast<int>(f_.size()) < need)
            return bad(lineNo, {ProblemCode::TooFewFields,
                                {std::to_string(need), std::to_string(f_.size())}});
        if (auto extra = core::fieldsBeyondHeader(f_, headerFields_, delim_))
            return bad(lineNo, std::move(extra));
        const std::string qid = trimmed(f_[cq_]), name = trimmed(f_[cm_]), text = trimmed(f_[cv_]);
        if (qid.empty()) return bad(lineNo, {ProblemCode::EmptyQid, {}});
        if (name.empty()) return bad(lineNo, {ProblemCode::EmptyMeasureName, {}});
        double v = 0;
        if (core::asciiLower(text) == "nan" || core::asciiLower(text) == "-nan")
            return bad(lineNo, {ProblemCode::ValueNaN, {qid, name}});
        if (!core::parseDouble(text, v))
            return bad(lineNo, {ProblemCode::ValueBadNumber, {text.substr(0, 40)}});
        if (!std::isfinite(v)) return bad(lineNo, {ProblemCode::ValueNotFinite, {text}});
        add(qid, name, v, text, lineNo);
    }

    core::EvaluatedRun finish() {
        if (issues_.empty() && cells_.empty())
            issues_.push_back({file_, 0, {core::ProblemCode::NoValues, {}}});
        checkDuplicates();
        if (issues_.empty()) checkDensity();
        if (!issues_.empty()) throw core::ParseError(firstIssues());
        return sorted();
    }

  private:
    // One value as read: the file holds these sparsely; the run is a table of measures x
    // queries, built only once the table is known to be about the size of the file.
    struct Cell {
        std::uint32_t measure, query;
        double value;
        std::size_t line;
    };

    void bad(std::size_t lineNo, core::Problem what) {
        issues_.push_back(core::ParseIssue{file_, lineNo, std::move(what)});
        if (issues_.size() >= kMaxIssues) throw core::ParseError(issues_);
    }

    void add(const std::string& qid, const std::string& name, double v, const std::string& text,
             std::size_t lineNo) {
        const auto [qi, newQ] = qidIndex_.try_emplace(qid, qids_.size());
        if (newQ) qids_.push_back(qid);
        const std::size_t m = slot(name);
        const auto& meas = measures_[m];
        // A share (precision, recall, AP, ...) lies in [0, 1] whoever computed it; 1e-9 of
        // slack for another tool's rounding.
        if (meas.info && core::valuesInUnitInterval(*meas.info) && !(v >= -1e-9 && v <= 1 + 1e-9))
            return bad(lineNo,
                       {core::ProblemCode::ValueOutsideUnitInterval,
                        {meas.key, core::shortNumber(v), qid, std::string(meas.info->name)}});
        if (std::fabs(v) > core::kMaxEvaluatedMagnitude)
            return bad(lineNo,
                       {core::ProblemCode::ValueOutOfRange, {text.substr(0, 40), qid, name}});
        cells_.push_back(
            {static_cast<std::uint32_t>(m), static_cast<std::uint32_t>(qi->second), v, lineNo});
    }

    // The measure of a name; other spellings of the same measure share one.
    std::size_t slot(const std::string& name) {
        if (auto it = byName_.find(name); it != byName_.end()) return it->second;
        core::EvaluatedRun::Measure m;
        m.name = m.key = name;
        if (const auto r = core::resolveMeasureName(name))
            m.key = r->key, m.info = r->measure, m.param = r->param;
        const auto [at, added] = byKey_.try_emplace(m.key, measures_.size());
        if (added) measures_.push_back(std::move(m));
        byName_.emplace(name, at->second);
        return at->second;
    }

    void checkDuplicates() {
        std::stable_sort(cells_.begin(), cells_.end(), [](const Cell& a, const Cell& b) {
            return a.measure != b.measure ? a.measure < b.measure : a.query < b.query;
        });
        for (std::size_t i = 1; i < cells_.size(); ++i) {
            const Cell &first = cells_[i - 1], &again = cells_[i];
            if (first.measure == again.measure && first.query == again.query)
                issues_.push_back(
                    core::ParseIssue{file_,
                                     again.line,
                                     {core::ProblemCode::ValueTwice,
                                      {qids_[again.query], measures_[again.measure].key,
                                       std::to_string(first.line)}}});
        }
    }

    // The issues in line order (duplicates are found after the reading), at most kMaxIssues.
    std::vector<core::ParseIssue> firstIssues() {
        std::stable_sort(issues_.begin(), issues_.end(),
                         [](const auto& a, const auto& b) { return a.line < b.line; });
        if (issues_.size() > kMaxIssues) issues_.resize(kMaxIssues);
        return issues_;
    }

    // The table has a cell per (measure, query): refused when it would be far larger than the
    // file's values (memory grew with the square of the distinct names: 1.22 GB for 126 KB).
    void checkDensity() {
        const double table = static_cast<double>(measures_.size()) * qids_.size();
        if (table <= kMaxEmptyPerValue * static_cast<double>(cells_.size()) + kFreeCells) return;
        bad(0, {core::ProblemCode::ValuesTooSparse,
                {std::to_string(cells_.size()), std::to_string(measures_.size()),
                 std::to_string(qids_.size()),
                 core::shortNumber(table - static_cast<double>(cells_.size()))}});
    }

    // The run with its queries in byte order.
    core::EvaluatedRun sorted() {
        std::vector<std::size_t> order(qids_.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return std::strcmp(qids_[a].c_str(), qids_[b].c_str()) < 0;
        });
        std::vector<std::size_t> row(qids_.size());
        core::EvaluatedRun run;
        for (std::size_t i = 0; i < order.size(); ++i) {
            row[order[i]] = i;
            run.qids.push_back(std::move(qids_[order[i]]));
        }
        for (auto& m : measures_) m.values.assign(run.qids.size(), kNoValue);
        for (const Cell& c : cells_) measures_[c.measure].values[row[c.query]] = c.value;
        run.measures = std::move(measures_);
        return run;
    }

    std::string file_;
    char delim_ = ',';
    int cq_ = -1, cm_ = -1, cv_ = -1;
    std::size_t headerFields_ = 0;
    std::vector<std::string> f_;
    std::vector<std::string> qids_;
    std::unordered_map<std::string, std::size_t> qidIndex_, byName_, byKey_;
    std::vector<core::EvaluatedRun::Measure> measures_;
    std::vector<Cell> cells_;
    std::vector<core::ParseIssue> issues_;
};

// A blank line, or before the header a "# ..." line: the definitions `ranklens-cli eval
// --format tsv` and ranklens' EvalResult.to_tsv write above the values (issue 31).
bool blankOrPreamble(std::string_view line, bool beforeHeader) {
    const auto b = line.find_first_not_of(" \t");
    return b == std::string_view::npos || (beforeHeader && line[b] == '#');
}

std::string baseName(const std::string& path) {
    const auto s = path.find_last_of("/\\");
    return s == std::string::npos ? path : path.substr(s + 1);
}

}  // namespace

bool looksLikeEvaluatedRun(const std::string& file) {
    try {
        core::LineReader in(file);
        std::string_view line;
        while (in.next(line)) {
            if (blankOrPreamble(line, true)) continue;
            std::vector<std::string> f;
            if (!core::splitDelimited(line, core::detectDelimiter(line), f)) return false;
            return column(f, kQidNames) >= 0 && column(f, kMeasureNames) >= 0 &&
                   column(f, kValueNames) >= 0;
        }
    } catch (const std::exception&) {
    }
    return false;
}

core::EvaluatedRun readFile(const std::string& file) {
    Reader r(file);
    try {
        core::LineReader in(file);
        std::string_view line;
        bool first = true;
        while (in.next(line)) {
            if (blankOrPreamble(line, first)) continue;
            if (first)
                r.header(line, in.lineNumber()), first = false;
            else
                r.row(line, in.lineNumber());
        }
    } catch (const core::ParseError&) {
        throw;
    } catch (const std::exception& e) {
        throw StoreError(e.what());
    }
    core::EvaluatedRun run = r.finish();
    run.name = baseName(file);
    return run;
}

std::int64_t store(const sql::Db& db, const core::EvaluatedRun& run, const std::string& sourceFile,
                   const std::string& contentHash, const std::string& importedAt) {
    sql::Transaction tx(db);
    db.exec(kDdl);
    std::int64_t values = 0;
    for (const auto& m : run.measures)
        for (double v : m.values) values += std::isnan(v) ? 0 : 1;
    sql::Stmt r(db,
                "INSERT INTO evaluated_runs(name, source_file, imported_at, content_hash, "
                "num_queries, num_values) VALUES(?1, ?2, ?3, ?4, ?5, ?6)");
    r.bind(1, run.name).bind(2, sourceFile).bind(3, importedAt).bind(4, contentHash);
    r.bind(5, static_cast<std::int64_t>(run.qids.size())).bind(6, values);
    r.run();
    const std::int64_t id = db.lastInsertId();
    sql::Stmt ms(db, "INSERT INTO evaluated_run_measures(run_id, ord, name) VALUES(?1, ?2, ?3)");
    sql::Stmt vs(db,
                 "INSERT INTO evaluated_run_values(run_id, measure, qid, value) "
                 "VALUES(?1, ?2, ?3, ?4)");
    for (std::size_t m = 0; m < run.measures.size(); ++m) {
        const auto& meas = run.measures[m];
        ms.bind(1, id).bind(2, static_cast<std::int64_t>(m)).bind(3, meas.name);
        ms.run();
        for (std::size_t q = 0; q < run.qids.size(); ++q) {
            if (std::isnan(meas.values[q])) continue;
            vs.bind(1, id).bind(2, static_cast<std::int64_t>(m)).bind(3, run.qids[q]);
            vs.bind(4, meas.values[q]);
            vs.run();
        }
    }
    tx.commit();
    return id;
}

std::pair<std::int64_t, std::string> withContent(const sql::Db& db, const std::string& hash) {
    if (!tablesExist(db)) return {0, ""};
    sql::Stmt s(db, "SELECT id, name FROM evaluated_runs WHERE content_hash = ?1 ORDER BY id");
    s.bind(1, hash);
    if (!s.step()) return {0, ""};
    return {s.colInt(0), s.colString(1)};
}

std::vector<EvaluatedRunInfo> list(const sql::Db& db) {
    std::vector<EvaluatedRunInfo> out;
    if (!tablesExist(db)) return out;
    sql::Stmt s(db,
                "SELECT id, name, source_file, imported_at, num_queries, num_values "
                "FROM evaluated_runs ORDER BY id");
    while (s.step())
        out.push_back(EvaluatedRunInfo{s.colInt(0),
                                       s.colString(1),
                                       s.colString(2),
                                       s.colString(3),
                                       s.colInt(4),
                                       s.colInt(5),
                                       {},
                                       {}});
    sql::Stmt m(db, "SELECT name FROM evaluated_run_measures WHERE run_id = ?1 ORDER BY ord");
    for (auto& info : out) {
        m.bind(1, info.id);
        while (m.step()) {
            const std::string name = m.colString(0);
            const auto r = core::resolveMeasureName(name);
            (r ? info.measures : info.unknown).push_back(r ? r->key : name);
        }
        m.reset();
    }
    return out;
}

core::EvaluatedRun load(const sql::Db& db, std::int64_t id) {
    const std::string what = "evaluated run " + std::to_string(id);
    if (!tablesExist(db)) throw StoreError("no " + what);
    sql::Stmt r(db, "SELECT name FROM evaluated_runs WHERE id = ?1");
    r.bind(1, id);
    if (!r.step()) throw StoreError("no " + what);
    core::EvaluatedRun run;
    run.name = r.colString(0);
    sql::Stmt m(db, "SELECT name FROM evaluated_run_measures WHERE run_id = ?1 ORDER BY ord");
    m.bind(1, id);
    while (m.step()) {
        core::EvaluatedRun::Measure meas;
        meas.name = meas.key = m.colString(0);
        if (const auto res = core::resolveMeasureName(meas.name))
            meas.key = res->key, meas.info = res->measure, meas.param = res->param;
        run.measures.push_back(std::move(meas));
    }
    sql::Stmt q(db, "SELECT DISTINCT qid FROM evaluated_run_values WHERE run_id = ?1");
    q.bind(1, id);
    while (q.step()) run.qids.push_back(q.colString(0));
    std::sort(run.qids.begin(), run.qids.end(),
              [](const auto& a, const auto& b) { return std::strcmp(a.c_str(), b.c_str()) < 0; });
    std::unordered_map<std::string, std::size_t> row;
    for (std::size_t i = 0; i < run.qids.size(); ++i) row.emplace(run.qids[i], i);
    for (auto& meas : run.measures) meas.values.assign(run.qids.size(), kNoValue);
    sql::Stmt v(db, "SELECT measure, qid, value FROM evaluated_run_values WHERE run_id = ?1");
    v.bind(1, id);
    while (v.step()) {
        const std::int64_t mi = v.colInt(0);
        const double x = v.colDouble(2);
        if (mi < 0 || mi >= static_cast<std::int64_t>(run.measures.size()) || !std::isfinite(x))
            throw StoreError("damaged project: " + what + " ('" + run.name +
                             "') holds a value of no measure or not a finite number");
        run.measures[static_cast<std::size_t>(mi)].values[row.at(v.colString(1))] = x;
    }
    return run;
}

bool remove(const sql::Db& db, std::int64_t id) {
    if (!tablesExist(db)) return false;
    sql::Transaction tx(db);
    sql::Stmt v(db, "DELETE FROM evaluated_run_values WHERE run_id = ?1");
    v.bind(1, id);
    v.run();
    sql::Stmt m(db, "DELETE FROM evaluated_run_measures WHERE run_id = ?1");
    m.bind(1, id);
    m.run();
    sql::Stmt r(db, "DELETE FROM evaluated_runs WHERE id = ?1");
    r.bind(1, id);
    r.run();
    const bool removed = sqlite3_changes(db.get()) > 0;
    tx.commit();
    return removed;
}

}  // namespace ranklens::store::evaluated_runs
