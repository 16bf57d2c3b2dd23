#pragma once
// LabelActions — the annotator workflow's menu entries: the judging queue, agreement between
// label sets, and label export (TREC qrels, CSV, edit history). MainWindow only adds its menu
// and export actions and connects queryRequested.
#include <QObject>
#include <QPointer>

#include "core/definitions/eval_config.h"
#include "core/judging/pooling.h"
#include "ui/common/retranslator.h"
#include "ui/project/project_session.h"

class QMenu;
class QUndoStack;
class QWidget;

namespace ranklens::ui {

class JudgingQueue;
class JudgingQueueView;
class LabelSetsWindow;

enum class LabelExportFormat { Trec, Csv, History };

// Writes label set `labelSetId` of the session's project to `path` (TREC qrels "qid 0 docid
// grade", CSV "query,doc,label", or the edit history as CSV); sorted by qid, then docid.
// False + error when the labels cannot be read, an id cannot be written as TREC, or the file
// cannot be written (then nothing is left half-written at path).
bool exportLabelSet(const ProjectSession& session, std::int64_t labelSetId,
                    LabelExportFormat format, const QString& path, QString* error = nullptr);

class LabelActions : public QObject {
    Q_OBJECT
  public:
    // window: parent of the dialogs. k: default pool depth (e.g. the definitions' k).
    LabelActions(ProjectSession* session, QWidget* window);

    // The "Labels" menu (judging queue, agreement, exports); owned by parent.
    QMenu* makeMenu(QWidget* parent);
    // Export entries for a File > Export menu.
    void addExportActions(QMenu* exportMenu);
    // The menus' texts in the current language (from the window's retranslateUi: a QObject
    // gets no LanguageChange of its own).
    void retranslate() { texts_.retranslate(); }
    void setDefaultK(int k) { k_ = k; }
    // The tie policy of the definitions: the pool reads the runs' lists in its order.
    void setTiePolicy(core::TiePolicy ties) { ties_ = ties; }
    // The definitions the label-sets window evaluates runs under.
    void setEvalConfig(const core::EvalConfig& cfg);
    // The undo stack a saved consensus goes onto (the main window's).
    void setUndoStack(QUndoStack* undo) { undo_ = undo; }

    void openJudgingQueue();
    void openAgreement();
    // Labels → Label Sets: agreement of several sets, consensus, verdicts, holes.
    LabelSetsWindow* openLabelSets();
    // The judging queue over exactly these items (asks the annotator's name).
    void judgeItems(const std::vector<core::PoolQuery>& items);
    void exportLabels(LabelExportFormat format);

  signals:
    // Show this query in the main window (from a disagreement).
    void queryRequested(const QString& qid);
    // Show this item in the ranking of query qid by run `run` (an index into the project's
    // runs; -1: the run shown).
    void itemRequested(const QString& qid, const QString& doc, int run);

  private:
    Retranslator texts_;  // the menu title and the actions
    ProjectSession* session_;
    QWidget* window_;
    int k_ = 10;
    core::TiePolicy ties_ = core::TiePolicy::TrecEval;
    core::EvalConfig cfg_;
    QUndoStack* undo_ = nullptr;
    QPointer<JudgingQueueView> judging_;
    QPointer<LabelSetsWindow> labelSets_;
    void showQueue(JudgingQueue* queue);
};

}  // namespace ranklens::ui
