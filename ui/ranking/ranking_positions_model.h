#pragma once
// RankingPositionsModel: the per-position DCG table of the ranking view — rank, grade, gain,
// discount 1/log2(i+1), contribution, running DCG — beside the ideal order (grade,
// contribution, running IDCG). It shows core::teaching::explain's steps, the same numbers the
// explain panel and the lessons show, and computes none itself.
#include <QAbstractTableModel>
#include <algorithm>
#include <optional>

#include "core/teaching/explain.h"

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

    // Takes the new explanation (swapped in, no copy); resets only when the row count changes.
    void setExplanation(core::teaching::Explanation& explanation);
    const core::teaching::Explanation& explanation() const { return e_; }
    void setDecimals(int d);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

  private:
    std::optional<double> value(int row, int column) const;
    std::size_t rows() const { return std::max(e_.positions.size(), e_.ideal.size()); }
    core::teaching::Explanation e_;
    int decimals_ = 4;
};

}  // namespace ranklens::ui
