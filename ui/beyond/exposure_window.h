#pragma once
// "Exposure by item group" (View menu): who gets shown? Per run and item group (the project's
// item category), the share of position-discounted attention in the top k next to the group's
// share of the relevant items — a grouped bar chart and a table — and each run's whole-run
// Gini index of item exposure and catalogue coverage, labelled as whole-run values. k, the
// relevance threshold, ties and the list depth follow the definitions bar (through the
// evaluation); a segment box restricts the exposure to one query segment. Computed off the GUI
// thread (JobRunner). A project without item categories gets a page saying how to import them.
#include <QWidget>
#include <memory>

#include "ui/beyond/exposure_report.h"
#include "ui/common/retranslator.h"

class QComboBox;
class QLabel;
class QStackedWidget;
class QTableView;

namespace ranklens::ui {

class ExposureTableModel;
class JobRunner;
class PlotWidget;
class RunLevelTableModel;

class ExposureWindow : public QWidget {
    Q_OBJECT
  public:
    explicit ExposureWindow(QWidget* parent = nullptr);

    // The evaluation whose runs, data and definitions the view shows; computed now when the
    // window is visible, else when it is next shown.
    void setEvaluation(std::shared_ptr<const Evaluation> ev);
    // Blocks until the background computation has been shown (tests).
    bool waitForIdle(int timeoutMs = 30000);

    const ExposureReport& report() const { return report_; }
    bool showsEmptyState() const;
    QLabel* emptyLabel() const { return empty_; }
    QLabel* definitionsLabel() const { return defs_; }
    QComboBox* segmentBox() const { return segment_; }
    PlotWidget* plot() const { return plot_; }
    ExposureTableModel* groupModel() const { return groups_; }
    RunLevelTableModel* runLevelModel() const { return runLevel_; }
    QTableView* groupView() const { return groupView_; }
    QTableView* runLevelView() const { return runLevelView_; }

  protected:
    void showEvent(QShowEvent* e) override;
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()

  private:
    void retranslateUi();
    Retranslator texts_;  // the texts set once from tr()
    QWidget* buildContent();
    void fillSegments();
    void compute();
    void showReport(ExposureReport report);
    void plotReport();
    QString definitionsText() const;

    std::shared_ptr<const Evaluation> ev_;
    ExposureReport report_;
    JobRunner* runner_;
    QStackedWidget* pages_;
    QLabel* empty_;
    QLabel* info_;
    QLabel* defs_;
    QLabel* runLevelNote_;
    QComboBox* segment_;
    PlotWidget* plot_;
    ExposureTableModel* groups_;
    RunLevelTableModel* runLevel_;
    QTableView* groupView_;
    QTableView* runLevelView_;
    bool stale_ = false;
};

}  // namespace ranklens::ui
