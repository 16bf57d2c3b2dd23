#pragma once
// The exposure table: a row per run and item group — the group's exposure share, its share of
// the relevant items and the difference, with the attention, places and labels behind them —
// and the whole-run table (a row per run: Gini index of exposure @k, catalogue coverage @k).
#include <QAbstractTableModel>

#include "ui/beyond/exposure_report.h"

namespace ranklens::ui {

// A share as a percentage with one decimal ("12.5 %"), as the table and the chart show it.
QString sharePercent(double share);

class ExposureTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column {
        Run,
        Group,
        ExposureShare,
        RelevantShare,
        Difference,
        Attention,
        Shown,
        Relevant,
        ColumnCount
    };
    explicit ExposureTableModel(QObject* parent = nullptr);

    void setReport(const ExposureReport& report);
    // The value behind a cell (shares as fractions 0..1), for tests and the CSV.
    double number(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

  private:
    struct Row {
        int run;  // index into the report's runs
        QString runName, group;
        core::GroupExposureRow values;
    };
    std::vector<Row> rows_;
    int k_ = 10, threshold_ = 1;
};

// Whole-run values, one row per run; the header says they are run-level.
class RunLevelTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column { Run, Gini, Coverage, ColumnCount };
    explicit RunLevelTableModel(QObject* parent = nullptr);

    void setReport(const ExposureReport& report);
    double number(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

  private:
    std::vector<RunExposure> runs_;  // the group rows are not read here
    int k_ = 10;
};

}  // namespace ranklens::ui
