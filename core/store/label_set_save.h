#pragma once
// Labels made in memory (a consensus of several label sets, core/judging/consensus.h) saved as
// a new label set of a project, beside the imports (ProjectStore::importQrels) and the empty
// manual sets (ProjectStore::createLabelSet); and the confidences a judge gave its labels. No Qt.
#include <cstdint>
#include <string>

#include <vector>

#include "core/io/judge_labels.h"
#include "core/model/qrels.h"
#include "core/store/project_store.h"

namespace ranklens::store {

// Stores `labels` (finalized) as a new label set of `kind` whose description says where it came
// from, in one transaction; its name made free as createLabelSet's ("name (2)" when taken).
// Returns its id. Throws StoreError on a read-only project or a store that is not a project
// file (nothing is written then).
std::int64_t saveLabelSet(ProjectStore& ps, const core::Qrels& labels, const std::string& name,
                          const std::string& kind, const std::string& description);

// Keeps the confidence a judge gave each label of set labelSetId (label_confidence.h); items the
// set does not grade are left out. Throws StoreError as saveLabelSet.
void saveConfidences(ProjectStore& ps, std::int64_t labelSetId,
                     const std::vector<core::JudgeConfidence>& confidences);

// The confidences kept for set labelSetId, by qid then docid; empty when none (or the store is
// not a project file).
std::vector<core::JudgeConfidence> loadConfidences(const ProjectStore& ps, std::int64_t labelSetId);

}  // namespace ranklens::store
