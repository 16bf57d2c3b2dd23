#pragma once
// The queries view: the per-query table (filter by segment and text, sort, worst first), a
// summary of the filtered queries (means, wins/ties/losses) and the histogram of the chosen
// metric per run with median and p10/p90 marked. Selecting a row opens the query.
#include <QWidget>
#include <memory>

#include "ui/common/retranslator.h"
#include "ui/evaluation/evaluation.h"
#include "ui/queries/frozen_column_table.h"

class QBoxLayout;
class QComboBox;
class QLabel;
class QPushButton;
class QLineEdit;
class QSplitter;
class QTableView;

namespace ranklens::ui {

class PlotWidget;
class QueryFilterProxy;
class QueryTableModel;

class QueriesView : public QWidget {
    Q_OBJECT
  public:
    explicit QueriesView(QWidget* parent = nullptr);

    void setEvaluation(std::shared_ptr<const Evaluation> ev);
    // Sorts by the delta of the chosen metric (or by its value for run B) ascending, and shows
    // that column next to the Query column, both in view, worst row on top.
    void worstFirst();
    // Whether the table is sorted worst first (kept through new evaluations until the user sorts
    // by another column); set: sorts so now, or when the next evaluation arrives.
    bool isWorstFirst() const { return worst_; }
    void setWorstFirst(bool on);
    // Runs A and B of the deltas by name; set before an evaluation arrives, they are chosen when
    // it has them (a run not in it: the default pair, the first two runs).
    QString runAName() const;
    QString runBName() const;
    void setComparedRuns(const QString& a, const QString& b);
    void selectQuery(const QString& qid);
    // Every query shown again: the text filter emptied, the segment set to all (a project
    // opened starts so; the filters are not kept with a project).
    void clearFilters();

    QueryTableModel* model() const { return model_; }
    QueryFilterProxy* proxy() const { return proxy_; }
    QTableView* table() const { return table_; }
    PlotWidget* histogram() const { return hist_; }
    QComboBox* segmentBox() const { return segment_; }
    QComboBox* comparedRunBox() const { return runB_; }   // run B
    QComboBox* referenceRunBox() const { return runA_; }  // run A
    QComboBox* metricBox() const { return metric_; }
    QString summaryText() const;
    // The rows shown (filtered, sorted) as CSV, headed by the definitions in force.
    QString csv() const;

  signals:
    // The user selected a query; run = index of run B (the compared run) in the evaluation.
    void querySelected(const QString& qid, int run);
    // The user opened a query (double-click or Enter on its row): show its ranking.
    void queryActivated(const QString& qid);
    // Runs A/B or "worst first" changed by the user (the project keeps them).
    void viewChoiceChanged();

  protected:
    // Table beside the histogram when the view is wide enough, else the histogram under it.
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;  // LanguageChange: texts_ and the evaluation again

  private:
    Retranslator texts_;  // the texts set once from tr()
    // The constructor's parts: the table's behaviour, the controls' texts (returns "Worst
    // first"), the layout.
    void setUpTable();
    QPushButton* setUpTexts();
    void layOut(QPushButton* worst);
    void connectControls(QPushButton* worst);
    void refreshSummary();
    // The values of the queries shown (filters applied) per run, with their summaries, and
    // run B against run A over the queries both have a value for.
    struct ShownValues;
    ShownValues shownValues(std::size_t metric, int a, int b) const;
    QString runMeansText(const ShownValues& shown, const QString& metric) const;
    QString pairedText(const ShownValues& shown, int a, int b) const;
    void showHistogram(const ShownValues& shown, int a, int b, const QString& metric);
    int metricIndex() const;
    // Fits the columns to their texts when the table's layout is new (another project, runs or
    // measures), not on every definition change: measuring every row's text in every column
    // took ~60 ms of each change on a 7,000-query project, and widths the user set would snap
    // back.
    void fitColumnsIfLaidOutAnew();
    // Fits every column to its texts (the rows in view and the next 100), the text column to
    // 200 px, the query and segment columns to their widest text in every row.
    void fitColumns();
    // Widens column col to its widest text in every row (the fit measures the first rows).
    void widenToWidestText(int col);
    // The chosen metric's columns (each run, then the delta) right after the Query column.
    void arrangeColumns();
    // The pair of runs A and B for ev_: the wanted names when it has them, else the default.
    void chooseRuns();

    std::shared_ptr<const Evaluation> ev_;
    QueryTableModel* model_;
    QueryFilterProxy* proxy_;
    FrozenColumnTable* table_;
    PlotWidget* hist_;
    QComboBox* segment_;
    QLineEdit* search_;
    QComboBox* metric_;
    QComboBox* runA_;
    QComboBox* runB_;
    QLabel* summary_;
    QSplitter* split_ = nullptr;
    // The controls above the table: one row, or two (segment and filter, then metric and runs)
    // when one row would cut the filter's placeholder (fitControls).
    QBoxLayout* controls_ = nullptr;
    QBoxLayout* filterRow_ = nullptr;
    QBoxLayout* runsRow_ = nullptr;
    void fitControls();
    QString columnsKey_;     // the layout the columns were last fitted to
    QString wantA_, wantB_;  // runs A and B by name (empty: the default pair)
    bool worst_ = false;
    bool sortingWorst_ = false;  // worstFirst() is sorting
};

}  // namespace ranklens::ui
