#pragma once
// RankingView — the query inspector: the ranked list of one query of one run, editable.
//
// What it shows
//   * the list: rank, movement against the system's order (▲/▼), item id, title, score with a
//     bracket joining tied items (equal scores), and the grade as a coloured chip; the cut-off
//     k drawn as an orange line; relevant items the run did not return listed underneath
//     (they count in R and, with ideal = labels, in the ideal order);
//   * the metrics panel: P@k, R@k, F1@k, NDCG@k, DCG@k, IDCG@k, AP@k, RR@k of the order shown,
//     the delta against the system's order, the definitions in force and the DCG formula
//     worked out on the list. Every number comes from the engine (core::judgeGrades + the
//     measure registry, see ui/ranking_metrics.h);
//   * the per-position table: rank, grade, gain, discount 1/log2(i+1), contribution, running
//     DCG, and the ideal order with its contributions and running IDCG.
//
// What the user can do (each an undo command on the QUndoStack given to the constructor)
//   * drag a row to a new place with the mouse (the metrics preview the drop while the row is
//     held) or move the selected row with Alt+Up / Alt+Down (Alt+Home / Alt+End: top / bottom);
//     consecutive moves of the same item merge into one undo step;
//   * change a grade: click its chip (menu) or press 0-4 on the selected row (Delete or '-'
//     removes the label). The view updates at once and emits gradeEditRequested — the owner
//     saves it (store->setLabel(labelSetId, qid, docid, grade, who)); undo/redo emit it again
//     with the old/new grade, so the store's history records every step;
//   * "Reset to system order" (undoable) and "Save order as run…" (emits saveOrderRequested;
//     the owner asks for a name and calls store->saveRun with descending scores).
//
// Wiring (owner, e.g. MainWindow):
//   auto* view = new RankingView(undoStack, this);
//   view->setConfig(cfg);  view->setCutoff(k);  view->setInput(input);
//   connect(view, &RankingView::gradeEditRequested, this, [&](qid, docid, grade){
//   store->setLabel(...); }); connect(view, &RankingView::saveOrderRequested, this, [&](qid,
//   docids){ ... store->saveRun(...); }); connect(view, &RankingView::cutoffChanged,
//   definitionsBar, ...);  // the view's own k box
// Calling setInput again for the same run and query (e.g. after the store changed) keeps the
// hand-made order; switching to another query remembers the order of the one left, so undo
// steps of a query not shown still apply to it (and it is restored when shown again).
#include <QHash>
#include <QStringList>
#include <QWidget>
#include <optional>

#include "core/eval_config.h"
#include "ui/ranking_metrics.h"
#include "ui/ranking_model.h"

class QUndoStack;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QSplitter;

namespace ranklens::ui {

class RankingTableView;
class RankingPositionsModel;
class RankingMetricsPanel;
class GradeChipDelegate;

class RankingView : public QWidget {
    Q_OBJECT
  public:
    // undoStack: shared with the rest of the window (not owned); nullptr = a private stack.
    explicit RankingView(QUndoStack* undoStack, QWidget* parent = nullptr);
    ~RankingView() override;

    void setInput(const RankingInput& input);
    void clear();
    void setConfig(const core::EvalConfig& cfg);
    void setCutoff(int k);  // k >= 1; also sets the view's k box (without re-emitting)
    void setDecimals(int decimals);

    const core::EvalConfig& config() const { return cfg_; }
    int cutoff() const { return k_; }
    QString runName() const { return input_.runName; }
    QString qid() const { return input_.qid; }
    const RankingInput& input() const { return input_; }  // as shown, with label edits
    // Forgets the hand-made orders remembered for lists not shown (a fresh start, e.g. lessons).
    void forgetOtherOrders() { otherOrders_.clear(); }
    QStringList currentOrder() const;  // docids, rank 1 first
    bool isSystemOrder() const;
    // Metrics of the order shown and of the system's order, at the current k.
    const RankingMetrics& metrics() const { return current_; }
    const RankingMetrics& systemMetrics() const { return system_; }
    QUndoStack* undoStack() const { return undo_; }

    // Parts, for the owner's menus and for tests.
    RankingModel* model() const { return model_; }
    RankingPositionsModel* positionsModel() const { return positions_; }
    RankingTableView* listView() const { return list_; }
    RankingTableView* positionsView() const { return positionsView_; }
    RankingMetricsPanel* metricsPanel() const { return panel_; }

    // Grading on or off (off for a read-only project: a grade that cannot be saved is never
    // shown as given).
    void setGradingEnabled(bool on) { gradingEnabled_ = on; }
    bool gradingEnabled() const { return gradingEnabled_; }

    // User actions as undoable commands (the UI calls these too).
    void requestMove(int fromRow, int toRow);
    void requestGrade(int row, std::optional<int> grade);
    void resetToSystemOrder();
    void requestSaveOrder();

    // Used by the undo commands (ui/ranking_commands.h); listKey identifies run + query.
    QString listKey() const;
    void applyMove(const QString& listKey, const QString& docid, int toRow);
    void applyOrder(const QString& listKey, const QStringList& docids);
    void applyGrade(const QString& qid, const QString& docid, std::optional<int> grade);

  signals:
    // A grade changed in the view (user edit, undo or redo): save it; nullopt removes the label.
    void gradeEditRequested(const QString& qid, const QString& docid, std::optional<int> grade);
    // "Save order as run…": the list in its current order.
    void saveOrderRequested(const QString& qid, const QStringList& docidsInOrder);
    // After every recompute (move, grade, k or definitions change).
    void metricsChanged(const ranklens::ui::RankingMetrics& current,
                        const ranklens::ui::RankingMetrics& system);
    // The user changed k in the view's own k box.
    void cutoffChanged(int k);

  private:
    void buildUi();
    void rebuildLabels();
    void rebuildUnretrieved();
    void recompute();
    void updateHeader();
    void showPreview(int from, int to);
    void showGradeMenu(const QModelIndex& index, const QPoint& globalPos);
    static QString keyOf(const QString& runName, const QString& qid);

    QUndoStack* undo_ = nullptr;
    RankingInput input_;
    core::EvalConfig cfg_;
    int k_ = 10;
    int decimals_ = 4;

    std::vector<std::int32_t> labels_;  // all labels of the query (retrieved + not retrieved)
    std::vector<std::int32_t> grades_;  // current order (scratch)
    std::vector<std::int32_t> previewGrades_;
    core::JudgedRanking judged_;
    RankingScratch scratch_;
    RankingBreakdown breakdown_;
    RankingMetrics current_, system_;
    bool systemDirty_ = true;
    bool gradingEnabled_ = true;
    bool loading_ = false;
    QHash<QString, QStringList> otherOrders_;  // orders of queries not shown (by listKey)

    RankingModel* model_ = nullptr;
    RankingPositionsModel* positions_ = nullptr;
    RankingTableView* list_ = nullptr;
    RankingTableView* positionsView_ = nullptr;
    RankingMetricsPanel* panel_ = nullptr;
    GradeChipDelegate* chips_ = nullptr;
    QTableWidget* unretrieved_ = nullptr;
    QLabel* unretrievedTitle_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* subtitle_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* idealTitle_ = nullptr;
    QSpinBox* kBox_ = nullptr;
    QPushButton* resetButton_ = nullptr;
    QPushButton* saveButton_ = nullptr;
};

}  // namespace ranklens::ui

Q_DECLARE_METATYPE(ranklens::ui::RankingMetrics)
