#include "ui/compare/comparison_controller.h"

namespace ranklens::ui {

ComparisonController::ComparisonController(QObject* parent) : QObject(parent) {}

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
