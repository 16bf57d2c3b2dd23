#pragma once
// What the parts of the open project (its labels, its run edits) ask of the one that publishes
// its data (ProjectSession): the data shown now, and a new publication after they changed the
// store. A test gives a part a publisher of its own.
#include <QString>
#include <cstdint>
#include <memory>

#include "ui/project/project_data.h"

namespace ranklens::ui {

class ProjectPublisher {
  public:
    virtual ~ProjectPublisher() = default;
    // The data published now (null before the first load).
    virtual std::shared_ptr<const ProjectData> shown() const = 0;
    // A load or an import is running (it would overwrite what an edit publishes).
    virtual bool loading() const = 0;
    // The active label set read again and published with the data as read.
    virtual void publishLabels() = 0;
    // The data as read published again (after a run was deleted or brought back).
    virtual void republish() = 0;
    // The whole project read again, off the GUI thread (after a rename, a saved run).
    virtual void reloadAll() = 0;
    // A label of labelSetId was saved.
    virtual void tellLabelsEdited(std::int64_t labelSetId) = 0;
    // An action failed (a return value cannot say so).
    virtual void tellError(const QString& message) = 0;
};

}  // namespace ranklens::ui
