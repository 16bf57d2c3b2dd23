#pragma once
// RankingPositionsModel: the per-position DCG table of the ranking view — rank, grade, gain,
// discount 1/log2(i+1), contribution, running DCG — beside the ideal order (grade,
// contribution, running IDCG). Values are the engine's curves (ui/ranking_metrics.h).
#include <QAbstractTableModel>

#include "core/eval_config.h"
#include "ui/ranking/ranking_metrics.h"

namespace ranklens::ui {

class RankingPositionsModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        RankCol,
        GradeCol,
        GainCol,
        DiscountCol,
        ContributionCol,
        RunningDcgCol,
        IdealGradeCol,
        IdealContributionCol,
        RunningIdcgCol,
        ColumnCount
    };
    // Same meaning as RankingModel::GradeRole, so the grade chip delegate can paint both.
    enum Role { GradeRole = Qt::UserRole + 1, BeyondCutoffRole = Qt::UserRole + 6, ValueRole };

    explicit RankingPositionsModel(QObject* parent = nullptr);

    // Takes the new breakdown (swapped in, no copy); resets only when the row count changes.
    void setBreakdown(RankingBreakdown& breakdown, const core::EvalConfig& cfg, int k);
    const RankingBreakdown& breakdown() const { return b_; }
    void setDecimals(int d);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

  private:
    std::optional<double> value(int row, int column) const;
    RankingBreakdown b_;
    core::EvalConfig cfg_;
    int k_ = 10;
    int decimals_ = 4;
};

}  // namespace ranklens::ui
