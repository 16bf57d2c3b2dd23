#pragma once
// "Clicks and online results": labels from behaviour, honestly (issue 18). Tabs: raw clicks vs
// the position-debiased (IPS, clipped and self-normalised) values per run and metric@k; the
// same runs with unexposed items excluded and non-relevant, with the ratio; which offline metric
// agrees with the online results (Kendall's tau, sign agreement, a labelled scatter per metric);
// the runs' training cutoffs and online results (editable). Above them a warning when click log
// events are dated at or before a run's training cutoff, with the count and a Drop button.
#include <QWidget>

#include "core/store/behaviour_analysis.h"
#include "ui/common/retranslator.h"

class QComboBox;
class QDoubleSpinBox;
class QFrame;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace ranklens::ui {

class PlotWidget;
class ProjectSession;
class RunsBehaviourEditor;

class BehaviourWindow : public QWidget {
    Q_OBJECT
  public:
    explicit BehaviourWindow(ProjectSession* session, QWidget* parent = nullptr);

    // Computes everything again from the project (synchronously, under the store's lock).
    void refresh();
    // Shows an analysis (refresh() calls it; tests may call it directly).
    void showAnalysis(store::BehaviourAnalysis a);
    const store::BehaviourAnalysis& analysis() const { return analysis_; }
    // Deletes the leaking log events (at or before the latest cutoff that has some); asks first
    // when confirm. Returns how many were dropped.
    std::int64_t dropLeaks(bool confirm);
    // The scatter of the agreement table's row (offline x, online y, each run labelled).
    void showScatter(int agreementRow);

    QTabWidget* tabs() const { return tabs_; }
    QTableWidget* clicksTable() const { return clicks_; }
    QTableWidget* exposureTable() const { return exposure_; }
    QTableWidget* agreementTable() const { return agreement_; }
    RunsBehaviourEditor* runsEditor() const { return runs_; }
    PlotWidget* scatter() const { return scatter_; }
    QLabel* leakLabel() const { return leakText_; }
    QPushButton* dropButton() const { return drop_; }
    QFrame* leakBanner() const { return leakBanner_; }
    // Imports a click log: the column of displayed positions is chosen among the file's own
    // headers (a drop-down, "position" or the like chosen first), then the log is stored.
    void importClickLogFile(const QString& file);

  protected:
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;  // LanguageChange: the texts and the analysis again

  private:
    Retranslator texts_;  // the texts set once from tr()
    QWidget* makeSettingsRow();
    QWidget* makeLeakBanner();
    QWidget* captioned(QLabel*& caption, QWidget* body);
    void showLeaks();
    void importClickLog();
    void savePropensity();
    void showError(const QString& message);

    ProjectSession* session_;
    store::BehaviourAnalysis analysis_;
    QComboBox* logs_;
    QDoubleSpinBox* eta_;
    QDoubleSpinBox* clip_;
    QFrame* leakBanner_ = nullptr;
    QLabel* leakText_ = nullptr;
    QPushButton* drop_ = nullptr;
    QTabWidget* tabs_;
    QTableWidget* clicks_;
    QTableWidget* exposure_;
    QTableWidget* agreement_;
    PlotWidget* scatter_;
    RunsBehaviourEditor* runs_;
    QLabel* clicksCaption_ = nullptr;
    QLabel* exposureCaption_ = nullptr;
    QLabel* agreementCaption_ = nullptr;
    bool filling_ = false;
};

}  // namespace ranklens::ui
