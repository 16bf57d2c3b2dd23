#pragma once
// ExplainPanel: the step-by-step computation of the ranking measures at cut-off k for one
// list (core/teaching/explain.h) as a table — each step's name, the computation written out
// with the list's own numbers, and the value: the counts behind P@k, R@k and F1@k, Hit@k,
// CG → DCG → IDCG → NDCG, the first relevant rank for RR@k and the running precision at each
// relevant rank for AP@k (second table). The per-position gain/discount/contribution table
// is the ranking view's own (ui/ranking_positions_model.h); this panel shows the sums.
#include <QWidget>
#include <string_view>

#include "core/measures/measure.h"
#include "core/teaching/explain.h"

class QLabel;
class QTableWidget;

namespace ranklens::ui {

class ExplainPanel : public QWidget {
    Q_OBJECT
  public:
    enum Step {
        RelevantInTopK,
        RelevantInLabels,
        Precision,
        Recall,
        F1,
        Hit,
        Cg,
        Dcg,
        Idcg,
        Ndcg,
        Rr,
        Ap,
        StepCount
    };
    enum Column { NameCol, ComputationCol, ValueCol, ColumnCount };

    explicit ExplainPanel(QWidget* parent = nullptr);

    void setExplanation(const core::teaching::Explanation& e);
    const core::teaching::Explanation& explanation() const { return e_; }
    void setDecimals(int decimals);  // default 3, as SPEC.md prints

    // Selects the step row of a registry measure ("ndcg_cut", "P", "map_cut" ...); returns
    // false (and selects nothing) when the panel has no step for it.
    bool highlight(std::string_view registryName);
    int highlightedStep() const { return highlighted_; }

    // What a step row shows (tests, accessibility).
    QString valueText(Step s) const;
    QString computationText(Step s) const;
    QTableWidget* stepTable() const { return steps_; }
    QTableWidget* apTable() const { return ap_; }
    // Moves the average-precision table (and its title) out of the panel into a widget of its
    // own, e.g. a tab beside the steps; the panel keeps filling it.
    QWidget* takeAverageBlock();

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()

  private:
    void retranslateUi();
    void rebuild();
    // The step rows fall into families that share their intermediate lists (relevant ranks,
    // gains, precisions); each family is filled by one function.
    void showCountSteps(int k);  // relevant counts, P, R, F1, Hit
    void showGainSteps(int k);   // CG, DCG, IDCG, NDCG
    void showRankSteps(int k);   // RR, AP
    void fillApTable();
    QString num(double v) const;
    void setRow(Step s, const QString& name, const QString& computation, const QString& value);

    core::teaching::Explanation e_;
    int decimals_ = 3;
    int highlighted_ = -1;
    QLabel* title_;
    QTableWidget* steps_;
    QLabel* apTitle_;
    QTableWidget* ap_;
};

// The step that explains a measure, or StepCount when there is none.
ExplainPanel::Step explainStepFor(core::MeasureFamily family);

}  // namespace ranklens::ui
