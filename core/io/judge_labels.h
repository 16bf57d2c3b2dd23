#pragma once
// Label files with a judge column: several annotators or language-model judges in one file,
//   CSV/TSV  query,doc,grade,judge[,confidence]   (header names as csv_reader.h, judge also
//            "annotator", "assessor", "rater" or "worker")
//   JSONL    {"qid": "q1", "docid": "d7", "grade": 2, "judge": "gpt-4o", "confidence": 0.8}
// read as one label set per judge (in the order the judges first appear). A confidence column
// is kept per judgment. Plain text only (no gzip).
#include <optional>
#include <string>
#include <vector>

#include "core/model/qrels.h"

namespace ranklens::core {

struct JudgeConfidence {
    std::string qid, doc;
    double confidence = 0;
};

struct JudgeLabels {
    std::string judge;
    Qrels labels;                              // finalized
    std::vector<JudgeConfidence> confidences;  // file order; empty without a confidence column
};

// True when the file's header (CSV/TSV) or first record (JSON Lines) names a judge column.
// Never throws (false when the file cannot be read).
bool hasJudgeColumn(const std::string& path);

// One label set per judge. Throws ParseError ("file:line: what") on a line without a query,
// doc or judge (an empty judge is refused), a grade or confidence that is not a number, the
// same item graded twice by one judge; std::runtime_error when the file cannot be read or has
// no judge column.
std::vector<JudgeLabels> readJudgeLabels(const std::string& path);

}  // namespace ranklens::core
