#include "ui/evaluation/evaluation_controller.h"

namespace ranklens::ui {

EvaluationController::EvaluationController(QObject* parent) : QObject(parent) {
    request_.metrics = defaultMetrics();
    request_.grades = std::make_shared<GradeCache>();
    request_.results = std::make_shared<ResultCache>();
    connect(&runner_, &JobRunner::started, this, &EvaluationController::started);
    connect(&runner_, &JobRunner::progress, this, &EvaluationController::progress);
    connect(&runner_, &JobRunner::failed, this, &EvaluationController::failed);
    connect(&runner_, &JobRunner::finished, this, &EvaluationController::finished);
}

void EvaluationController::setData(std::shared_ptr<const ProjectData> data) {
    request_.data = std::move(data);
    // The rank grades the load looked up as it ordered the runs, if still of these labels.
    if (const auto& d = request_.data; d && d->labels && d->rankGradesLabels.lock() == d->labels)
        for (std::size_t r = 0; r < d->runs.size() && r < d->rankGrades.size(); ++r)
            request_.grades->seed(d->runs[r], d->labels, d->rankGrades[r]);
    schedule();
}

void EvaluationController::setDefinitions(const Definitions& defs) {
    if (defs == request_.defs && current_) return;
    request_.defs = defs;
    schedule();
}

void EvaluationController::setMetrics(const std::vector<const core::MeasureInfo*>& metrics) {
    if (metrics == request_.metrics) return;
    request_.metrics = metrics;
    schedule();
}

void EvaluationController::setCutoffs(const std::vector<int>& cutoffs) {
    if (cutoffs == request_.cutoffs) return;
    request_.cutoffs = cutoffs;
    schedule();
}

void EvaluationController::showSnapshot(std::shared_ptr<const Evaluation> snapshot) {
    if (!snapshot) return;
    current_ = std::move(snapshot);
    emit evaluationReady(current_->data, current_);
}

void EvaluationController::clear() {
    runner_.cancel();
    request_.data.reset();
    auto empty = std::make_shared<Evaluation>();
    empty->request = request_;
    empty->data = std::make_shared<ProjectData>();
    empty->K = 1;
    current_ = empty;
    emit evaluationReady(current_->data, current_);
}

void EvaluationController::schedule() {
    runner_.startSoon([this] { return makeJob(); });
}

JobRunner::Work EvaluationController::makeJob() {
    if (!request_.data || !request_.data->labels) return {};
    return [this, req = request_](const core::ProgressFn& progress) -> JobRunner::Apply {
        std::shared_ptr<const Evaluation> ev = computeEvaluation(req, progress);
        return [this, ev] {
            if (!ev) return;
            current_ = ev;
            emit evaluationReady(ev->data, ev);
        };
    };
}

}  // namespace ranklens::ui
