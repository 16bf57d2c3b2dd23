#pragma once
// The curves view: metric-vs-k curves of the chosen metrics × runs (or of one query), with the
// compact table of values at k = 1, 5, 10 under the plot.
#include <QWidget>
#include <memory>

#include "ui/common/retranslator.h"
#include "ui/evaluation/evaluation.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTableView;

namespace ranklens::ui {

class CutoffTableModel;
class PlotWidget;

class CurvesView : public QWidget {
    Q_OBJECT
  public:
    explicit CurvesView(QWidget* parent = nullptr);

    void setEvaluation(std::shared_ptr<const Evaluation> ev);
    // The query whose own curves can be shown ("this query only").
    void setSelectedQuery(const QString& qid);
    void setSelectedMetrics(const std::vector<const core::MeasureInfo*>& metrics);
    std::vector<const core::MeasureInfo*> selectedMetrics() const;
    std::vector<int> cutoffs() const;
    void setCutoffs(const std::vector<int>& cutoffs);
    // Runs whose curves are switched off, by name (kept for runs that arrive later).
    QStringList hiddenRuns() const;
    void setHiddenRuns(const QStringList& names);

    PlotWidget* plot() const { return plot_; }
    // What the plot's series-th curve shows: a run and an index into the evaluation's metrics.
    struct SeriesTarget {
        int run = -1;
        int metric = -1;
    };
    SeriesTarget seriesTarget(int series) const;
    // The query whose own curves are shown, or empty when the curves are means.
    QString shownQuery() const;
    CutoffTableModel* cutoffModel() const { return table_; }
    QTableView* cutoffView() const { return tableView_; }
    QCheckBox* logBox() const { return log_; }
    QCheckBox* oneQueryBox() const { return oneQuery_; }
    // Confidence bands around the mean curves: on by default while at most kBandsUpTo runs are
    // shown, until the user chooses.
    QCheckBox* bandsBox() const { return bands_; }
    static constexpr int kBandsUpTo = 4;

  public slots:
    // Asks for a file name and exports the plot ("png", "pdf", "svg", "csv") or the table
    // ("table-csv").
    void exportAs(const QString& format);

  signals:
    void metricsChanged(const std::vector<const ranklens::core::MeasureInfo*>& metrics);
    void cutoffsChanged(const std::vector<int>& cutoffs);
    void runsChanged();  // a run's curves switched on or off

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()

  private:
    Retranslator texts_;  // declared first: widgets are made through it
    void retranslateUi();
    QString runsWithoutQueries() const;  // checked runs whose means average no query
    // Why curves drawn have no band (one line per reason; empty when every curve has one).
    QString missingBands() const;
    void updateOneQuery();
    QWidget* buildSidePanel();
    QWidget* buildTablePanel();
    void rebuild();
    void labelMetricItems();
    int shownRuns() const;
    void updateBandsDefault();  // while the user has not chosen: on for <= kBandsUpTo runs

    std::shared_ptr<const Evaluation> ev_;
    QString query_;
    std::vector<SeriesTarget> targets_;
    PlotWidget* plot_;
    CutoffTableModel* table_;
    QListWidget* metrics_;
    QListWidget* runs_;
    QCheckBox* log_;
    QCheckBox* oneQuery_;
    QCheckBox* bands_;
    bool bandsChosen_ = false;  // the user toggled the bands: their choice stays
    QLineEdit* cutoffEdit_;
    QTableView* tableView_;
    QLabel* info_;
    QStringList hiddenRuns_;  // switched off by the user or restored (also runs not listed yet)
};

}  // namespace ranklens::ui
