#pragma once
// `import --qrels FILE` of a label file with a judge column (core/io/judge_labels.h): one label
// set per judge, named by the judge (or "NAME: judge" with --name NAME).
#include <cstdint>
#include <string>
#include <vector>

#include "core/store/project_store.h"

namespace ranklens::cli {

// Reads the whole file first (a bad line throws core::ParseError before anything is stored),
// then imports each judge's labels as a label set. Returns the new sets' ids, in the order the
// judges first appear. With a confidence column the project keeps each label's confidence beside
// its grade (core/store/label_confidence.h) and each judge's mean confidence is printed.
std::vector<std::int64_t> importJudgeLabels(store::ProjectStore& ps, const std::string& file,
                                            const store::ImportOptions& o);

}  // namespace ranklens::cli
