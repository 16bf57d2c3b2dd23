#pragma once
// Subtopic labels in a project: a label set of kind "subtopics" whose rows live in their own
// table, subtopic_labels(label_set_id, qid, subtopic, docid, judgment). The table is created
// by the first import (CREATE TABLE IF NOT EXISTS), so projects without subtopic labels are
// unchanged, no schema version is spent, and older RankLens versions open such projects (they
// ignore the table). Used by SqliteProjectStore (project_store.cpp).
#include <cstdint>
#include <string>
#include <vector>

#include "core/io/diversity_qrels.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store::subtopic_labels {

inline constexpr const char* kKind = "subtopics";

// Stores the checked lines as a new label set in one transaction; returns its id.
std::int64_t store(const sql::Db& db, const std::vector<core::DiversityQrels::Line>& lines,
                   const std::string& name, const std::string& sourceFile,
                   const std::string& importedAt);

// Reads one subtopic label set; throws StoreError when there is no such set of this kind or
// a stored row is damaged (an empty qid, subtopic or docid).
core::DiversityQrels load(const sql::Db& db, std::int64_t labelSetId);

}  // namespace ranklens::store::subtopic_labels
