#pragma once
// The comparison table: one row per compared run and metric (the baseline is the Baseline
// column), with value, delta, relative delta, bootstrap CI, p-value, adjusted p-value with the
// significance marker, wins/ties/losses and the effect size. Shows the whole query set or one
// segment. Sort role: Qt::UserRole holds the number behind each cell.
#include <QAbstractTableModel>
#include <memory>

#include "ui/compare/comparison_job.h"

namespace ranklens::ui {

class ComparisonTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        Run,
        Metric,
        Baseline,
        Value,
        Delta,
        RelDelta,
        Interval,
        P,
        PAdjusted,
        WinsTiesLosses,
        Effect,
        ColumnCount
    };
    enum Role { RunRole = Qt::UserRole + 1, MetricRole };

    explicit ComparisonTableModel(QObject* parent = nullptr);

    // segment: -1 = all queries, else an index into comparison.segments. against: -1 = the
    // baseline, else an index into comparison.byBaseline (the whole query set against another
    // baseline; segment is then ignored).
    void setOutcome(std::shared_ptr<const ComparisonOutcome> outcome, int segment = -1,
                    int against = -1);
    int segment() const { return segment_; }
    int against() const { return against_; }
    // The baseline of the table shown (an index into the outcome's input).
    std::size_t baseline() const;
    // The table shown: the whole query set's or the segment's; nullptr without an outcome.
    const core::compare::ComparisonTable* table() const;
    // (run, metric) of a row, indices into the outcome's input.
    std::pair<std::size_t, std::size_t> cellAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

  private:
    QVariant displayText(std::size_t run, std::size_t metric, int column) const;
    QVariant sortValue(std::size_t run, std::size_t metric, int column) const;
    QVariant cellToolTip(std::size_t run, std::size_t metric, int column) const;

    std::shared_ptr<const ComparisonOutcome> outcome_;
    int segment_ = -1;
    int against_ = -1;
    std::vector<std::pair<std::size_t, std::size_t>> rows_;
};

}  // namespace ranklens::ui
