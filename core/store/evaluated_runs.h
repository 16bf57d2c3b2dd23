#pragma once
// Evaluated runs in a project: per-query values computed elsewhere, read from a CSV/TSV file
// with the header `qid, measure, value` (any column order; "query"/"query_id" and "metric"
// also name the first two), one value per (query, measure). Measure names are resolved through
// the measure-spec parser (core::resolveMeasureName): "ndcg_cut_10" and "ndcg@10" are one
// measure; unknown names are kept and flagged. Tables evaluated_runs, evaluated_run_measures
// and evaluated_run_values are created by the first import (CREATE TABLE IF NOT EXISTS): no
// schema version is spent and a project without evaluated runs is unchanged. Readers treat a
// missing table as no evaluated runs.
#include <cstdint>
#include <string>
#include <vector>

#include "core/eval/evaluated_run.h"
#include "core/store/project_store.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store {

namespace evaluated_runs {

// Reads and checks a whole file: every problem is reported as "file:line: what" (a bad or
// non-finite number, NaN, a value beyond +-1e15 (sums of such overflow), a duplicate (qid,
// measure), a missing column or field, an empty qid or measure; at most 10) in one
// core::ParseError, before anything is stored. Throws StoreError when the file cannot be read.
core::EvaluatedRun readFile(const std::string& file);

// True when the first non-blank line of the file is a CSV/TSV header naming the qid, measure
// and value columns (how a dropped file is told from query metadata). Never throws.
bool looksLikeEvaluatedRun(const std::string& file);

// Stores a checked run as a new evaluated run in one transaction; returns its id.
std::int64_t store(const sql::Db& db, const core::EvaluatedRun& run, const std::string& sourceFile,
                   const std::string& contentHash, const std::string& importedAt);
// The id and name of an evaluated run with this content hash; {0, ""} when none.
std::pair<std::int64_t, std::string> withContent(const sql::Db& db, const std::string& hash);

std::vector<EvaluatedRunInfo> list(const sql::Db& db);  // oldest first
// Throws StoreError when there is no such evaluated run or a stored row is damaged.
core::EvaluatedRun load(const sql::Db& db, std::int64_t id);
// Removes one; false when there was none.
bool remove(const sql::Db& db, std::int64_t id);

}  // namespace evaluated_runs
}  // namespace ranklens::store
