#pragma once
// The comparison window: "is B better than A, for whom, and are we sure?". Composes the
// settings panel, the comparison table (all queries or one segment), the per-query delta
// waterfall and the baseline-vs-run scatter of the selected row, the findings (reading aid,
// segment warnings, guardrail scorecard, definition sensitivity) and the exports. Clicking a
// query in a chart opens both rankings side by side. The work runs in a ComparisonController.
#include <QWidget>
#include <memory>

#include "ui/common/retranslator.h"
#include "ui/compare/comparison_controller.h"
#include "ui/evaluation/evaluation.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTabWidget;
class QTextBrowser;
class QDialog;

namespace ranklens::ui {

class ComparisonSettingsPanel;
class ExplainDialog;
class ComparisonTableModel;
class InfluencePanel;
class JobStatusRow;
class PlotWidget;
class SideBySideView;

class ComparisonWindow : public QWidget {
    Q_OBJECT
  public:
    explicit ComparisonWindow(QWidget* parent = nullptr);
    ~ComparisonWindow() override;

    void setData(std::shared_ptr<const ProjectData> data);
    void setDefinitions(const Definitions& defs);
    // Starts the comparison with the current settings; false (message shown) when unusable.
    bool compare();
    // Opens one pair: run a as the baseline, run b compared with it on metric (a spec such as
    // "ndcg@10"); the comparison starts and, once done, its row is selected. Runs by name, as
    // the project lists them. False (message in the status line) when a run is unknown or the
    // two are the same.
    bool openPair(const QString& runA, const QString& runB, const QString& metric);

    ComparisonController* controller() const { return controller_; }
    ComparisonSettingsPanel* settings() const { return settings_; }
    ComparisonTableModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QComboBox* segmentBox() const { return segment_; }
    // The baseline the table is shown against (the baseline, or one of the other baselines).
    QComboBox* againstBox() const { return against_; }
    // Under the table: the selected pair's minimal detectable effect and verdict in words.
    QLabel* pairPowerLabel() const { return power_; }
    InfluencePanel* influencePanel() const { return influence_; }
    PlotWidget* deltaPlot() const { return deltas_; }
    PlotWidget* scatterPlot() const { return scatter_; }
    QTextBrowser* findings() const { return findings_; }
    // What the means average and the runs that missed labelled queries; the segment note.
    QLabel* queryBasisLabel() const { return basis_; }
    QLabel* segmentNote() const { return segmentNote_; }
    QString statusText() const;
    // The results shown are not those of the settings (changed since): marked, until Compare.
    bool resultsStale() const;
    QLabel* staleNote() const { return stale_; }

    // The selected (run, metric) of the table, indices into the outcome's input.
    std::pair<std::size_t, std::size_t> selectedCell() const;
    void selectRow(int row);
    // Opens (or refreshes) the side-by-side rankings of qid for the baseline and the run of the
    // selected row.
    SideBySideView* showQuery(const QString& qid);
    // Writes the report (Markdown, HTML, LaTeX, CSV, JSON) or a chart (png/pdf/svg).
    bool exportReport(const QString& file, core::compare::ReportFormat f) const;
    bool exportChart(const QString& file, const QString& format) const;
    // "Explain this number" for the selected row: the per-query values behind the run's (or
    // the baseline's) mean, each openable into its step-by-step computation. nullptr (with a
    // message) for metrics without a cut-off curve.
    ExplainDialog* explainSelected(bool baseline);

    // One pair (from the leaderboard): run against baseline (indices into data->runs) on the
    // measure spec; starts the comparison. False (message shown) when unusable.
    bool comparePair(int baseline, int run, const QString& metric);

  signals:
    // The user asked to inspect a query of a run (index into data->runs) in the main window.
    void inspectQuery(const QString& qid, int run);
    // The user asked for the leaderboard of the project's runs.
    void leaderboardRequested();

  protected:
    void keyPressEvent(QKeyEvent* e) override;  // Esc closes the window
    void changeEvent(QEvent* e) override;       // LanguageChange: texts built with arguments

  private:
    QPushButton* makeExportButton();
    QPushButton* makeLeaderboardButton();  // comparison_window_pair.cpp
    void buildLayout(QPushButton* exportButton);
    void connectParts();
    void showOutcome(std::shared_ptr<const ComparisonOutcome> outcome);
    void showSegment(int index);
    void updateCharts();
    void updateQueryNotes();
    void exportInteractively(const QString& kind);
    void retranslateUi();
    void markStale(bool stale);
    void fillAgainst();
    void selectPendingPair();

    std::shared_ptr<const ProjectData> data_;
    Definitions defs_;
    std::shared_ptr<const ComparisonOutcome> outcome_;
    ComparisonController* controller_;
    ComparisonSettingsPanel* settings_;
    ComparisonTableModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    Retranslator texts_;  // the export button and its menu
    QComboBox* segment_;
    QLabel* segLabel_ = nullptr;
    QComboBox* against_;
    QLabel* againstLabel_ = nullptr;
    QLabel* power_;
    InfluencePanel* influence_;
    QString pendingRun_, pendingMetric_;  // openPair: the row to select once compared
    PlotWidget* deltas_;
    PlotWidget* scatter_;
    QTextBrowser* findings_;
    QTabWidget* charts_ = nullptr;
    QLabel* basis_;
    QLabel* segmentNote_;
    JobStatusRow* status_;  // the status line, progress and Cancel under everything
    QLabel* stale_ = nullptr;
    QDialog* sideDialog_ = nullptr;
    SideBySideView* side_ = nullptr;
};

}  // namespace ranklens::ui
