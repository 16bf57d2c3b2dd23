#include "ui/teaching/explain_workbench.h"

#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

#include "ui/ranking/ranking_view.h"
#include "ui/teaching/definitions_comparison.h"
#include "ui/teaching/explain_panel.h"

namespace ranklens::ui {

ExplainWorkbench::ExplainWorkbench(QUndoStack* undoStack, QWidget* parent)
    : QWidget(parent),
      view_(new RankingView(undoStack, this)),
      panel_(new ExplainPanel(this)),
      comparison_(new DefinitionsComparison(this)) {
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    split->addWidget(view_);
    auto* bottom = new QSplitter(Qt::Horizontal, split);
    bottom->setChildrenCollapsible(false);
    bottom->addWidget(panel_);
    bottom->addWidget(comparison_);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 2);
    bottom->setSizes({730, 570});
    // On a short screen the explanation scrolls; the list above keeps its rows in view.
    auto* scroll = new QScrollArea(split);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(bottom);
    split->addWidget(scroll);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({600, 340});
    lay->addWidget(split);
    // The view recomputes on every move, grade edit, k or definitions change.
    connect(view_, &RankingView::metricsChanged, this, &ExplainWorkbench::recompute);
}

void ExplainWorkbench::setInput(const RankingInput& input, const core::EvalConfig& cfg, int k,
                                const std::string& focusMeasure) {
    focus_ = focusMeasure;
    view_->setConfig(cfg);
    view_->setCutoff(k);
    view_->setInput(input);
    recompute();
}

const core::teaching::Explanation& ExplainWorkbench::explanation() const {
    return panel_->explanation();
}

std::vector<std::int32_t> ExplainWorkbench::currentGrades() const {
    std::vector<std::int32_t> grades;
    view_->model()->gradesInOrder(grades);
    return grades;
}

std::vector<std::int32_t> ExplainWorkbench::currentLabels() const {
    std::vector<std::int32_t> labels;
    for (std::int32_t g : currentGrades())
        if (g != core::kUnjudged) labels.push_back(g);
    for (const auto& [docid, grade] : view_->input().unretrievedRelevant) labels.push_back(grade);
    return labels;
}

void ExplainWorkbench::recompute() {
    const auto grades = currentGrades();
    const auto labels = currentLabels();
    const core::EvalConfig& cfg = view_->config();
    const int k = view_->cutoff();
    panel_->setExplanation(core::teaching::explain(grades, labels, cfg, k));
    if (!focus_.empty()) panel_->highlight(focus_);
    comparison_->setList(grades, labels, cfg, k);
    emit explanationChanged();
}

}  // namespace ranklens::ui
