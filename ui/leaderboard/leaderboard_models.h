#pragma once
// The leaderboard window's tables for one measure of an outcome: the runs best first (mean, CI,
// letters), the all-pairs matrix (Δ of the row's run minus the column's, adjusted p, interval,
// effect size), the pairs' power (minimal detectable effect, queries for a target Δ) and the
// two-way ANOVA. Sort role: Qt::UserRole holds the number behind each cell.
#include <QAbstractTableModel>
#include <memory>

#include "ui/leaderboard/leaderboard_job.h"

namespace ranklens::ui {

// Shared by the models: the outcome and the measure shown.
class LeaderboardModelBase : public QAbstractTableModel {
    Q_OBJECT
  public:
    using QAbstractTableModel::QAbstractTableModel;
    void setOutcome(std::shared_ptr<const LeaderboardOutcome> outcome, int measure);
    const LeaderboardOutcome* outcome() const { return outcome_.get(); }
    const core::compare::LeaderboardMeasure* measure() const;
    void retranslate();  // the headers and texts again in the UI's language

  protected:
    std::shared_ptr<const LeaderboardOutcome> outcome_;
    int measure_ = 0;
};

class LeaderboardRunsModel : public LeaderboardModelBase {
    Q_OBJECT
  public:
    enum Column { Rank, Run, Mean, Interval, Group, ColumnCount };
    using LeaderboardModelBase::LeaderboardModelBase;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
};

// Rows and columns: the runs best first. Cell (r, c): the pair of the two runs, Δ = mean of r −
// mean of c. PairRole: the pair's index in the measure's pairs (-1 on the diagonal).
class PairMatrixModel : public LeaderboardModelBase {
    Q_OBJECT
  public:
    enum Role { PairRole = Qt::UserRole + 1 };
    using LeaderboardModelBase::LeaderboardModelBase;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
    // The run (index into the board's runs) of a row or column, and the pair of a cell.
    std::size_t runAt(int section) const;
    int pairAt(const QModelIndex& index) const;
    // Δ of the cell (row − column), signed.
    double deltaAt(const QModelIndex& index) const;
};

// One row per pair: the difference, the spread of the per-query differences, the MDE at the
// chosen α and power, and the queries needed for the calculator's target difference.
class PairPowerModel : public LeaderboardModelBase {
    Q_OBJECT
  public:
    enum Column { RunA, RunB, Delta, Spread, Mde, Needed, ColumnCount };
    using LeaderboardModelBase::LeaderboardModelBase;
    void setTarget(double delta);  // > 0
    double target() const { return target_; }
    std::optional<std::size_t> neededFor(const core::stats::PairSummary& p) const;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

  private:
    double target_ = 0.01;
};

class AnovaModel : public LeaderboardModelBase {
    Q_OBJECT
  public:
    enum Column { Term, Df, SumSquares, MeanSquare, F, P, ColumnCount };
    using LeaderboardModelBase::LeaderboardModelBase;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
};

}  // namespace ranklens::ui
