#pragma once
// The compact table under the curves: each metric × run at a short list of cut-offs
// (default k = 1, 5, 10), read from the evaluation's mean curves. Value cells answer
// ExplainTargetRole (ui/common/explain_target.h).
#include <QAbstractTableModel>
#include <memory>

#include "ui/common/explain_target.h"
#include "ui/evaluation/evaluation.h"

namespace ranklens::ui {

class CutoffTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    explicit CutoffTableModel(QObject* parent = nullptr);

    void setEvaluation(std::shared_ptr<const Evaluation> ev);
    void setCutoffs(const std::vector<int>& cutoffs);
    const std::vector<int>& cutoffs() const { return cutoffs_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    // Value at (row, cut-off column), NaN beyond the curve.
    double valueAt(int row, int cutoffIndex) const;
    QString toCsv() const;

  private:
    std::shared_ptr<const Evaluation> ev_;
    std::vector<int> cutoffs_{1, 5, 10};
};

// Parses "1, 5, 10" (spaces/commas/semicolons) into sorted unique positive cut-offs.
std::vector<int> parseCutoffList(const QString& text);

}  // namespace ranklens::ui
