#pragma once
// The runs of a project as a user picks one from a list (Delete Run…, Rename Run…): each by its
// name, an evaluated run marked as such, and a name two runs share told apart by the file it
// came from and when ("results — results.test, imported 30/11/2026 17:49"), numbered when even
// those agree: a project made before imports got distinct names may hold two "results", and the
// list must say which one is meant.
#include <QCoreApplication>
#include <QString>
#include <vector>

#include "ui/project/project_data.h"

namespace ranklens::ui {

struct RunChoice {
    QString label;      // unique within the list
    std::size_t index;  // into ProjectData::runInfos
};

class RunChoices {
    Q_DECLARE_TR_FUNCTIONS(RunChoices)
  public:
    // Every run of data; withEvaluated false: only the runs with a ranking (RunInfo id > 0).
    static std::vector<RunChoice> of(const ProjectData& data, bool withEvaluated);
};

}  // namespace ranklens::ui
