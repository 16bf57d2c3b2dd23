#pragma once
// DefinitionsComparison: the same list under the NDCG definitions in use — linear or
// exponential gain × ideal from all labels or from the returned items, then linear gain with
// labels below the threshold gaining 0 (ranx) and judged items only (trec_eval -J) — with DCG@k,
// IDCG@k and NDCG@k of each and the tools that use it, so the user sees why two tools disagree on
// the same data. The row of the definitions in force is marked; NDCG values that differ from it are
// highlighted.
#include <QWidget>
#include <array>
#include <cstdint>
#include <vector>

#include "core/definitions/eval_config.h"

class QLabel;
class QTableWidget;

namespace ranklens::ui {

class DefinitionsComparison : public QWidget {
    Q_OBJECT
  public:
    // Five columns so the table fits beside the explanation at 1366 px: the definition (gain,
    // ideal, variant; its ideal's top-k grades in the tooltip) and the tools word-wrap.
    enum Column { DefinitionCol, NdcgCol, DcgCol, IdcgCol, UsedByCol, ColumnCount };

    explicit DefinitionsComparison(QWidget* parent = nullptr);

    // rankedGrades in rank order (core::kUnjudged allowed), allLabels every label of the query;
    // `current` gives the threshold and marks the row in force.
    void setList(const std::vector<std::int32_t>& rankedGrades,
                 const std::vector<std::int32_t>& allLabels, const core::EvalConfig& current,
                 int k);

    // Row of a gain × ideal combination (0..3; rows 4, 5 and 6 are the ranx threshold,
    // judged-only and log base 10 variants of linear / all labels), and the value it shows for
    // DCG/IDCG/NDCG (tests).
    static int rowOf(core::GainKind gain, core::IdealOrder ideal);
    double value(int row, Column c) const;
    QString text(int row, Column c) const;
    int currentRow() const { return current_; }
    QTableWidget* table() const { return table_; }
    QString summaryText() const;
    // The settings a list of grades cannot show (ties, queries without a relevant item, set
    // measures, real-valued labels) and which tools use which value.
    QString notesText() const;

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()

  private:
    void showSpread(int k, double lo, double hi);  // highlights, height, the summary line
    void retranslateUi();                          // the table's column heads
    QLabel* title_;
    QTableWidget* table_;
    QLabel* summary_;
    QLabel* notes_;
    std::vector<std::array<double, 3>> values_;  // per row: DCG, IDCG, NDCG
    int current_ = -1;
};

}  // namespace ranklens::ui
