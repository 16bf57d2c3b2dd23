#pragma once
// The leaderboard window: "which of these runs is best, and how sure are we?". The chosen runs
// best first under the chosen measures, each mean with its interval and its significance
// letters; the all-pairs matrix (a click opens the pair in Compare); per pair the smallest
// difference the queries can detect and a calculator of the queries a target difference needs;
// the two-way ANOVA; the overlap of the rankings without labels with the queries that changed
// most. The definitions bar applies; the work runs off the GUI thread with progress and Cancel.
#include <QWidget>
#include <memory>

#include "ui/common/job_runner.h"
#include "ui/evaluation/evaluation.h"
#include "ui/leaderboard/leaderboard_job.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QToolButton;

namespace ranklens::ui {

class AnovaModel;
class ChurnModel;
class JobStatusRow;
class LeaderboardRunsModel;
class LeaderboardSettings;
class OverlapMatrixModel;
class PairMatrixModel;
class PairPowerModel;

class LeaderboardWindow : public QWidget {
    Q_OBJECT
  public:
    explicit LeaderboardWindow(QWidget* parent = nullptr);
    ~LeaderboardWindow() override;

    void setData(std::shared_ptr<const ProjectData> data);
    void setDefinitions(const Definitions& defs);
    // Starts the leaderboard with the current settings; false (message shown) when unusable.
    bool compute();
    // Writes the leaderboard as the CLI does (`ranklens-cli leaderboard --format ...`).
    bool exportTo(const QString& file, core::compare::ReportFormat f) const;

    std::shared_ptr<const LeaderboardOutcome> outcome() const { return outcome_; }
    // The results shown are those of the project's data and definitions now (changed while the
    // window was hidden: not).
    bool upToDate() const;
    JobRunner* runner() const { return runner_; }
    LeaderboardSettings* settings() const { return settings_; }
    QComboBox* measureBox() const { return measure_; }
    QTabWidget* tabs() const { return tabs_; }
    LeaderboardRunsModel* runsModel() const { return runsModel_; }
    PairMatrixModel* matrixModel() const { return matrixModel_; }
    PairPowerModel* powerModel() const { return powerModel_; }
    AnovaModel* anovaModel() const { return anovaModel_; }
    OverlapMatrixModel* overlapModel() const { return overlapModel_; }
    ChurnModel* churnModel() const { return churnModel_; }
    QTableView* matrixView() const { return matrix_; }
    QTableView* overlapView() const { return overlap_; }
    QDoubleSpinBox* targetBox() const { return target_; }
    QLabel* calculatorAnswer() const { return answer_; }
    QLabel* powerNote() const { return powerNote_; }
    QString statusText() const;
    QToolButton* cancelButton() const;

  signals:
    // The user asked for a pair in Compare: runs as indices into data->runs (baseline = the
    // lower-ranked run), the measure's spec as written.
    void comparePairRequested(int baseline, int run, const QString& metric);

  protected:
    void changeEvent(QEvent* e) override;       // LanguageChange
    void keyPressEvent(QKeyEvent* e) override;  // Esc closes the window

  private:
    QWidget* buildRankingTab();
    QWidget* buildPairsTab();
    QWidget* buildPowerTab();
    QWidget* buildAnovaTab();
    QWidget* buildOverlapTab();
    QPushButton* makeExportButton();
    void buildLayout();
    void connectRunner();
    void retranslateUi();
    void showOutcome(std::shared_ptr<const LeaderboardOutcome> outcome);
    void showMeasure(int index);
    void updateNotes();
    void updateGroups();
    void updateCalculator();
    void showPairDetails(const QModelIndex& cell);
    void openPairInCompare(const QModelIndex& cell);
    void showChurn(const QModelIndex& cell);
    void exportInteractively(core::compare::ReportFormat f);
    void markStale(bool stale);

    std::shared_ptr<const ProjectData> data_;
    Definitions defs_;
    std::shared_ptr<const LeaderboardOutcome> outcome_;
    JobRunner* runner_;
    LeaderboardSettings* settings_;
    LeaderboardRunsModel* runsModel_;
    PairMatrixModel* matrixModel_;
    PairPowerModel* powerModel_;
    AnovaModel* anovaModel_;
    OverlapMatrixModel* overlapModel_;
    ChurnModel* churnModel_;
    QSortFilterProxyModel* powerProxy_;
    QSortFilterProxyModel* churnProxy_;
    QComboBox* measure_;
    QLabel* measureLabel_;
    QPushButton* export_ = nullptr;
    QLabel* notes_;
    QLabel* stale_;
    QTabWidget* tabs_;
    QTableView* runs_;
    QLabel* groups_;  // under the ranking: which runs each letter holds
    QTableView* matrix_;
    QLabel* pairDetails_;
    QLabel* matrixHint_;
    QLabel* powerNote_;
    QLabel* targetLabel_;
    QDoubleSpinBox* target_;
    QLabel* answer_;
    QTableView* power_;
    QTableView* anova_;
    QLabel* anovaNote_;
    QComboBox* overlapMeasure_;
    QLabel* overlapLabel_;
    QLabel* overlapNote_;
    QTableView* overlap_;
    QLabel* churnTitle_;
    QTableView* churn_;
    JobStatusRow* status_;  // the status line, progress and Cancel under the tabs
};

}  // namespace ranklens::ui
