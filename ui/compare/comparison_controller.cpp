#include "ui/compare/comparison_controller.h"

namespace ranklens::ui {

ComparisonController::ComparisonController(QObject* parent) : QObject(parent) {
    connect(&runner_, &JobRunner::started, this, &ComparisonController::started);
    connect(&runner_, &JobRunner::progress, this, &ComparisonController::progress);
    connect(&runner_, &JobRunner::failed, this, &ComparisonController::failed);
    connect(&runner_, &JobRunner::cancelled, this, &ComparisonController::cancelled);
}

void ComparisonController::start(const ComparisonRequest& req) {
    runner_.start([this, req](const core::ProgressFn& progress) -> JobRunner::Apply {
        std::shared_ptr<const ComparisonOutcome> outcome = computeComparison(req, progress);
        return [this, outcome] {
            current_ = outcome;
            emit ready(current_);
        };
    });
}

}  // namespace ranklens::ui
