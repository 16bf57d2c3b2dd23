#pragma once
// The label sets `agreement`, `consensus` and `label-sensitivity` work on (and the Python
// module's agreement / consensus / label_sensitivity): label files, or label sets of a project.
// A file with a judge column (core/io/judge_labels.h) gives one set per judge.
#include <memory>
#include <string>
#include <vector>

#include "core/io/judge_labels.h"
#include "core/judging/grade_table.h"

namespace ranklens::cli {

struct LabelSetsInput {
    std::vector<std::string> names;
    std::vector<std::shared_ptr<core::Qrels>> labels;  // finalized
    // Per set: the confidence of each label (empty when the file had no confidence column).
    std::vector<std::vector<core::JudgeConfidence>> confidences;

    std::vector<core::NamedLabels> named() const;
    std::size_t size() const { return names.size(); }
    void append(LabelSetsInput&& other);
};

// Reads every file: TREC qrels, CSV/TSV or JSON Lines (core::readQrels), or a file with a judge
// column (one set per judge, named by the judge). A set is named by its file name, or by its
// path when two files share a name. Throws core::ParseError on a bad line (file:line), and
// std::invalid_argument when two sets would have one name.
LabelSetsInput readLabelFiles(const std::vector<std::string>& files);

// The label sets of a project by name or id, in the order given. Throws std::invalid_argument
// ("PROJECT: no label set 'X'") and store errors (no such project, ...).
LabelSetsInput readProjectLabelSets(const std::string& project,
                                    const std::vector<std::string>& sets);

// inputs: label files, or exactly one project with `sets` naming its label sets. `sets` given
// with files, or a project without `sets`, is std::invalid_argument.
LabelSetsInput readLabelSets(const std::vector<std::string>& inputs,
                             const std::vector<std::string>& sets);

// True when path is a RankLens project (core::detectInputKind).
bool isProjectFile(const std::string& path);

}  // namespace ranklens::cli
