#pragma once
// Every evaluated query as a row: id, text, segment, #relevant, #returned, Judged@k, the chosen
// metrics at k for each run, and the delta between two runs (B − A). Colour scales for values
// and deltas. Sorting uses Qt::UserRole (numbers); QueryFilterProxy filters by segment/text.
// Metric cells answer ExplainTargetRole (ui/common/explain_target.h).
#include <QAbstractTableModel>
#include <QSortFilterProxyModel>
#include <memory>

#include "ui/common/explain_target.h"
#include "ui/evaluation/evaluation.h"

namespace ranklens::ui {

class QueryTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Role { SortRole = Qt::UserRole, QidRole, SegmentRole, TextRole };
    enum FixedColumn { QueryCol, TextCol, SegmentCol, RelCol, RetCol, JudgedCol, FixedCount };

    explicit QueryTableModel(QObject* parent = nullptr);

    void setEvaluation(std::shared_ptr<const Evaluation> ev);
    // Runs compared by the delta columns (indices into the evaluation's runs).
    void setComparison(int runA, int runB);
    std::shared_ptr<const Evaluation> evaluation() const { return ev_; }
    int runA() const { return a_; }
    int runB() const { return b_; }

    // Column of metric m for run r, and of the delta of metric m (-1 when there is none).
    int valueColumn(int metric, int run) const;
    int deltaColumn(int metric) const;
    QString qidAt(int row) const;
    int rowOf(const QString& qid) const;
    // Place of row's query id in case-insensitive order (equal ids share a place): the sort by
    // query id compares these instead of building two strings per comparison.
    int qidRank(int row) const { return qidRank_[static_cast<std::size_t>(row)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

  private:
    bool hasDelta() const;
    QVariant fixedData(std::size_t row, int col, int role) const;
    std::shared_ptr<const Evaluation> ev_;
    std::vector<int> qidRank_;
    int a_ = 0, b_ = 1;
};

class QueryFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
  public:
    explicit QueryFilterProxy(QObject* parent = nullptr);
    void setSegment(const QString& segment);  // empty = all
    void setText(const QString& text);        // matches query id or text, case-insensitive

  protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

  private:
    QString segment_, text_;
};

}  // namespace ranklens::ui
