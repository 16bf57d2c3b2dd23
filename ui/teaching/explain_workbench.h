#pragma once
// ExplainWorkbench: a real ranking view (drag, undo, grade edits) of one list with the
// step-by-step computation (ExplainPanel) beside it and, in tabs behind the steps, the average
// precisions, the same list under other NDCG definitions (DefinitionsComparison) and the
// view's metric table. Every move or grade change in the view recomputes both
// in place. Used by the lessons window and by "Explain this number".
#include <QWidget>
#include <string>

#include "core/definitions/eval_config.h"
#include "core/teaching/explain.h"
#include "ui/ranking/ranking_model.h"

class QLabel;
class QTabWidget;
class QUndoStack;

namespace ranklens::ui {

class DefinitionsComparison;
class ExplainPanel;
class RankingView;

class ExplainWorkbench : public QWidget {
    Q_OBJECT
  public:
    // undoStack: not owned; nullptr = a private stack.
    explicit ExplainWorkbench(QUndoStack* undoStack = nullptr, QWidget* parent = nullptr);

    // Shows the list at cut-off k under cfg; focusMeasure (a registry name, may be empty) is
    // the step to highlight.
    void setInput(const RankingInput& input, const core::EvalConfig& cfg, int k,
                  const std::string& focusMeasure = {});

    RankingView* rankingView() const { return view_; }
    ExplainPanel* explainPanel() const { return panel_; }
    DefinitionsComparison* comparison() const { return comparison_; }
    // Step by step, Average precision, NDCG definitions, Metrics (with the formulas): the
    // ranking view's column beside the list.
    QTabWidget* tabs() const { return tabs_; }
    const core::teaching::Explanation& explanation() const;
    // The list as currently shown: grades in rank order and every label of the query.
    std::vector<std::int32_t> currentGrades() const;
    std::vector<std::int32_t> currentLabels() const;

  signals:
    // After every recompute (the list moved, a grade or k changed).
    void explanationChanged();

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi(), the steps again

  private:
    void retranslateUi();  // the tab titles
    void recompute();

    RankingView* view_;
    ExplainPanel* panel_;
    DefinitionsComparison* comparison_;
    QLabel* definitions_;  // the definitions in force, under the steps
    QTabWidget* tabs_ = nullptr;
    std::string focus_;
    bool hasInput_ = false;  // setInput was called: there are steps to word
};

}  // namespace ranklens::ui
