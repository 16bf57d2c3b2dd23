#include "ui/teaching/explain_workbench.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/definitions_comparison.h"
#include "ui/teaching/explain_panel.h"

namespace ranklens::ui {

ExplainWorkbench::ExplainWorkbench(QUndoStack* undoStack, QWidget* parent)
    : QWidget(parent),
      view_(new RankingView(undoStack, this)),
      panel_(new ExplainPanel(this)),
      comparison_(new DefinitionsComparison(this)),
      definitions_(new QLabel(this)) {
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    lay->addWidget(view_);
    // The steps beside the list, where the metric table was (their values are the steps'):
    // on a 1366x768 screen the list, the per-position table and every step are in view at
    // once. The average precisions, the other NDCG definitions and the metric table with its
    // formulas are a tab away.
    auto* steps = new QWidget(this);
    auto* sl = new QVBoxLayout(steps);
    sl->setContentsMargins(0, 4, 0, 0);
    sl->setSpacing(4);
    sl->addWidget(panel_, 1);
    definitions_->setObjectName(QStringLiteral("explainDefinitions"));
    definitions_->setWordWrap(true);
    definitions_->setTextFormat(Qt::RichText);
    sl->addWidget(definitions_);
    // Every step row is the page's preferred height (the view gives it that, see
    // RankingView::sizeBlocks); at the least four rows and a line of the definitions, no taller
    // than the list's five rows beside it, so that the window still fits a short screen.
    QTableWidget* table = panel_->stepTable();
    table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table->setMinimumHeight(table->horizontalHeader()->sizeHint().height() +
                            4 * table->verticalHeader()->defaultSectionSize() + 4);
    steps->setMinimumHeight(panel_->minimumSizeHint().height() +
                            definitions_->fontMetrics().lineSpacing() + 8);
    // Wide enough for the computations to read: the view then keeps its two rows rather than
    // three columns that squeeze them (Chinese's narrower metric table allowed the columns).
    steps->setMinimumWidth(definitions_->fontMetrics().averageCharWidth() * 72);
    // The definitions compared scroll in their tab rather than make the view taller.
    auto* compared = new QScrollArea(this);
    compared->setWidgetResizable(true);
    compared->setFrameShape(QFrame::NoFrame);
    compared->setWidget(comparison_);
    tabs_ = view_->putInFrontOfMetrics(steps, QString());
    tabs_->insertTab(1, panel_->takeAverageBlock(), QString());
    tabs_->insertTab(2, compared, QString());
    tabs_->setCurrentIndex(0);
    retranslateUi();
    // The view recomputes on every move, grade edit, k or definitions change.
    connect(view_, &RankingView::metricsChanged, this, &ExplainWorkbench::recompute);
}

void ExplainWorkbench::retranslateUi() {
    tabs_->setTabText(0, tr("Step by step"));
    tabs_->setTabText(1, tr("Average precision"));
    tabs_->setTabText(2, tr("NDCG definitions"));
}

void ExplainWorkbench::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && tabs_) {
        retranslateUi();
        if (hasInput_) recompute();  // the steps worded again
    }
    QWidget::changeEvent(e);
}

void ExplainWorkbench::setInput(const RankingInput& input, const core::EvalConfig& cfg, int k,
                                const std::string& focusMeasure) {
    focus_ = focusMeasure;
    hasInput_ = true;
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
    definitions_->setText(view_->metricsPanel()->definitionsText());
    emit explanationChanged();
}

}  // namespace ranklens::ui
