#pragma once
// RankingView — the query inspector: one query of one run as an editable ranked list, its live
// metrics (the engine's numbers, see ranking_metrics.h) and the per-position DCG table.
// Every edit (drag, Alt+arrows, grade keys and chips, reset) is an undo command on the shared
// QUndoStack acting on a RankingSession (ranking_session.h), not on this widget, so undo still
// works for a query no longer shown. This widget lays the parts out, turns user actions into
// commands and redraws from the session's signals. Grade changes (done, undone, redone) come out
// as gradeEditRequested for the owner to save, so the store's history records every step.
#include <QStringList>
#include <QWidget>
#include <optional>

#include "core/definitions/eval_config.h"
#include "core/eval/ranking_metrics.h"
#include "core/teaching/explain.h"
#include "ui/common/retranslator.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_session.h"

class QUndoStack;
class QHBoxLayout;
class QLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;
class QScrollArea;
class QSplitter;

namespace ranklens::ui {

class RankingTableView;
class RankingPositionsModel;
class RankingMetricsPanel;
class GradeChipDelegate;
class UserModelExplainDialog;

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
    QString runName() const { return session_->input().runName; }
    QString qid() const { return session_->input().qid; }
    const RankingInput& input() const { return session_->input(); }  // with label edits
    // Forgets the hand-made orders remembered for lists not shown (a fresh start, e.g. lessons).
    void forgetOtherOrders() { session_->forgetOtherOrders(); }
    QStringList currentOrder() const;  // docids, rank 1 first
    bool isSystemOrder() const;
    // Metrics of the order shown and of the system's order, at the current k: every ranking
    // measure, those under "More measures" (user models, intent-aware from the query's subtopic
    // labels, beyond accuracy from the project's item metadata) included.
    const core::RankingMetrics& metrics() const { return current_; }
    const core::RankingMetrics& systemMetrics() const { return system_; }
    // "Explain this number" for a measure under "More measures" (the dialog is reused; null
    // before the first). An open explanation is redone after every edit.
    void explain(core::RankingMeasure m);
    UserModelExplainDialog* explainDialog() const { return explain_; }
    QUndoStack* undoStack() const { return undo_; }
    RankingSession* session() const { return session_; }

    // Parts, for the owner's menus and for tests.
    RankingModel* model() const { return model_; }
    RankingPositionsModel* positionsModel() const { return positions_; }
    RankingTableView* listView() const { return list_; }
    RankingTableView* positionsView() const { return positionsView_; }
    // The relevant items the system did not return (those at or above the threshold).
    QTableWidget* unretrievedTable() const { return unretrieved_; }
    RankingMetricsPanel* metricsPanel() const { return panel_; }

    // Grading on or off (off for a read-only project: a grade that cannot be saved is never
    // shown as given).
    void setGradingEnabled(bool on) { gradingEnabled_ = on; }
    bool gradingEnabled() const { return gradingEnabled_; }

    // Two rows' width (see arrangeBlocks), not the three columns' of a wide view.
    QSize minimumSizeHint() const override;

    // Adds a control to the header beside the order status (e.g. the drafts button).
    void addHeaderWidget(QWidget* w);
    // Turns the metrics column into tabs: `first` under `title` in front, the metrics with
    // their formulas behind it (the explanation workbench puts its steps beside the list).
    QTabWidget* putInFrontOfMetrics(QWidget* first, const QString& title);

    // User actions as undoable commands (the UI calls these too).
    void requestMove(int fromRow, int toRow);
    void requestGrade(int row, std::optional<int> grade);
    void resetToSystemOrder();
    void requestSaveOrder();

  signals:
    // A grade changed in the view (user edit, undo or redo): save it; nullopt removes the label.
    void gradeEditRequested(const QString& qid, const QString& docid, std::optional<int> grade);
    // "Save order as run…": the list in its current order.
    void saveOrderRequested(const QString& qid, const QStringList& docidsInOrder);
    // After every recompute (move, grade, k or definitions change).
    void metricsChanged(const ranklens::core::RankingMetrics& current,
                        const ranklens::core::RankingMetrics& system);
    // The user changed k in the view's own k box.
    void cutoffChanged(int k);

  protected:
    void resizeEvent(QResizeEvent* e) override;
    // LanguageChange: the fixed texts (texts_) and those built from the list (its header, the
    // items not returned, the formula and the definitions line) again in the new language.
    void changeEvent(QEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    Retranslator texts_;  // the texts set once from tr() (buttons, hints, tooltips, headings)
    void buildUi();
    QLayout* buildHeader();
    QWidget* buildList(QWidget* parent);
    QWidget* buildUnretrieved(QWidget* parent);
    QWidget* buildDetails(QWidget* parent);
    QWidget* buildPositions(QWidget* parent);
    // The blocks (list, items not returned, metrics, per-position table) side by side when the
    // view is wide enough for all three columns (wideWidth), else in two rows; the view's
    // minimum is the two rows' (ranking_view_layout.cpp).
    int wideWidth() const;
    void arrangeBlocks();
    void sizeBlocks();
    // The metrics column at least as wide as the measure panel needs now: its rows' width grows
    // with "More measures" and with wide values (ARP in the thousands), and a narrower column
    // cut the names and values and laid the wrapped notes over the rows.
    void fitDetailsWidth();
    int positionsRowsHeight(int rows) const;  // the per-position table with that many rows
    int tabsHeight(int width) const;          // putInFrontOfMetrics's tabs at that width
    void connectSession();
    // The one slot the session's changes reach the metrics through (RankingSession::listChanged).
    void showChange(RankingSession::Change what);
    void keepSelection();  // before a new list: the selected item, kept when the query stays
    void showSessionInput();
    void showMovedItem(int from, int to);
    void rebuildLabels();
    void rebuildUnretrieved();
    // The Title column only when an item has a title (an empty one took the width TREC docids
    // need), and the docid column as wide as the longest docid.
    void fitTitleAndDocColumns();
    void applyConfig();  // cfg_ to the panel, the labels and the metrics
    void recompute();
    void updateHeader();
    void showPreview(int from, int to);
    void showGradeMenu(const QModelIndex& index, const QPoint& globalPos);
    // The query's subtopic labels (null: none).
    const core::DiversityQuery* subtopicQuery() const;
    // A list judged by judgeGrades with its subtopics attached (when the query has any).
    core::JudgedRanking judgeList(const std::vector<std::int32_t>& grades,
                                  const QStringList& docids) const;
    // judgeList for a query with real-valued labels (RankingInput::realLabels).
    core::JudgedRanking judgeRealLabels(const std::vector<std::int32_t>& grades,
                                        const QStringList& docids) const;
    void recomputeSystem();
    // The metrics of a judged list at the current k and RBP persistence.
    core::RankingMetrics compute(const core::JudgedRanking& judged);
    // The docids of the list are needed (subtopic labels or item metadata).
    bool needsDocIds() const;
    // The docids of the ranks judged_ kept (judged only drops the unlabelled).
    QStringList judgedDocIds() const;
    void refreshExplanation();

    QUndoStack* undo_ = nullptr;
    RankingSession* session_ = nullptr;
    core::EvalConfig cfg_;
    int k_ = 10;
    int decimals_ = 4;

    std::vector<std::int32_t> labels_;  // all labels of the query (retrieved + not retrieved)
    std::vector<std::int32_t> grades_;  // current order (scratch)
    std::vector<std::int32_t> previewGrades_;
    core::JudgedRanking judged_;
    core::RankingScratch scratch_;
    core::teaching::Explanation explanation_;  // swapped into the positions model
    core::RankingMetrics current_, system_;
    UserModelExplainDialog* explain_ = nullptr;
    bool systemDirty_ = true;
    bool gradingEnabled_ = true;
    QString keptDoc_, keptQid_;  // keepSelection's
    int keptColumn_ = 0;
    bool inputPending_ = false;  // between the session's inputAboutToChange and its Input change

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
    QHBoxLayout* header_ = nullptr;
    QWidget* listBox_ = nullptr;
    QWidget* unretrievedBox_ = nullptr;
    QWidget* details_ = nullptr;
    QScrollArea* detailsScroll_ = nullptr;  // the metrics, inside details_ when tabs hold them
    QTabWidget* detailsTabs_ = nullptr;     // putInFrontOfMetrics's tabs (details_), if any
    QWidget* positionsBox_ = nullptr;
    QSplitter* wide_ = nullptr;
    QSplitter* wideLeft_ = nullptr;
    QSplitter* narrow_ = nullptr;
    QSplitter* narrowTop_ = nullptr;
    QSplitter* narrowBottom_ = nullptr;
    bool arranged_ = false;
    bool wideArranged_ = false;
    bool splitByUser_ = false;  // a split dragged: kept until the next arrangement
};

}  // namespace ranklens::ui

Q_DECLARE_METATYPE(ranklens::core::RankingMetrics)
