#pragma once
// The leaderboard window's overlap tab: run x run agreement of the rankings without labels (mean
// rank-biased overlap or Jaccard of the top d, over the queries both runs returned), and for one
// pair its queries with their churn (1 − RBO), most changed first. Sort role: Qt::UserRole.
#include <QAbstractTableModel>
#include <memory>

#include "ui/leaderboard/leaderboard_job.h"

namespace ranklens::ui {

class OverlapMatrixModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum class Measure { Rbo, Jaccard };
    explicit OverlapMatrixModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    void setOutcome(std::shared_ptr<const LeaderboardOutcome> outcome);
    void setMeasure(Measure m);
    Measure shownMeasure() const { return measure_; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

  private:
    std::shared_ptr<const LeaderboardOutcome> outcome_;
    Measure measure_ = Measure::Rbo;
};

class ChurnModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column { Query, Jaccard, Rbo, Churn, ColumnCount };
    explicit ChurnModel(QObject* parent = nullptr) : QAbstractTableModel(parent) {}
    // The queries of runs i and j (indices into the outcome's runs); i == j: none.
    void setPair(std::shared_ptr<const LeaderboardOutcome> outcome, int i, int j);
    std::pair<int, int> pair() const { return {i_, j_}; }
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

  private:
    const std::vector<core::compare::QueryOverlap>* rows() const;
    std::shared_ptr<const LeaderboardOutcome> outcome_;
    int i_ = 0, j_ = 0;
};

}  // namespace ranklens::ui
