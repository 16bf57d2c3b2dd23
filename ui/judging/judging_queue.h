#pragma once
// JudgingQueue — the judging queue without widgets (JudgingQueueView shows it), so its rules are
// tested without a window. The pool comes from core (core::poolTopK), not from the view; the
// annotator's own label set ("annotator <name>") keeps each judge's grades apart for agreement,
// and becomes the evaluation set only when the project had none, never behind the user's back.
// Every grade is saved at once with the annotator as `who`, so the store's history is the audit
// trail, undo included (undo writes the old value back, again with history). Progress is
// Judged@k over the pool, whoever labelled the items: what the evaluation will see.
#include <QObject>
#include <QString>
#include <QStringList>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "core/judging/pooling.h"

class QUndoStack;

namespace ranklens::ui {

class ProjectSession;

struct JudgingSetup {
    std::vector<std::size_t> runs;  // indices into ProjectData::runs
    int k = 10;                     // pool depth, >= 1
    QString annotator;              // non-empty; the label set is "annotator <annotator>"
    // The order the runs' lists are pooled in: the explorer's tie policy (its definitions).
    core::TiePolicy ties = core::TiePolicy::TrecEval;
    // Judge what matters for one comparison: these items, in this order, instead of a pool of
    // the runs (which may then be empty).
    std::vector<core::PoolQuery> items = {};
};

class JudgingQueue : public QObject {
    Q_OBJECT
  public:
    explicit JudgingQueue(ProjectSession* session, QObject* parent = nullptr);
    ~JudgingQueue() override;

    static QString labelSetName(const QString& annotator);

    // Builds the pool from the session's current data. False + error when the setup is unusable
    // (no project, no runs chosen, k < 1, empty name). Nothing is written: the annotator's label
    // set is made by the first grade when it does not exist yet.
    bool start(const JudgingSetup& setup, QString* error = nullptr);
    bool isStarted() const { return started_; }

    const JudgingSetup& setup() const { return setup_; }
    // The annotator's label set; 0 while it does not exist (before the first grade).
    std::int64_t labelSetId() const { return setId_; }
    QString labelSet() const { return labelSetName(setup_.annotator); }

    // The queue: queries with something to judge, and their queued items.
    int queryCount() const { return static_cast<int>(queries_.size()); }
    int itemCount() const { return static_cast<int>(flat_.size()); }
    int position() const { return pos_; }  // index into the flat queue; itemCount() = finished
    bool isFinished() const { return pos_ >= itemCount(); }
    int queryIndex() const;          // query of the cursor (the last one when finished)
    int itemInQuery() const;         // index of the cursor within its query's queued items
    int queuedInQuery(int q) const;  // queued items of query q
    QString qid(int q) const;
    QString docid(int q, int i) const;
    QString currentQid() const { return qid(queryIndex()); }
    QString currentDocid() const;  // empty when finished
    // The label set's grade of an item (nullopt = unlabelled).
    std::optional<int> gradeOf(const QString& qid, const QString& docid) const;
    std::optional<int> currentGrade() const;

    struct Progress {
        int judged = 0, pooled = 0;
        double fraction() const { return pooled ? static_cast<double>(judged) / pooled : 0.0; }
    };
    Progress queryProgress(int q) const;
    Progress overall() const;
    int completeQueries() const;  // pooled queries with every pooled item labelled
    int pooledQueries() const { return static_cast<int>(pool_.size()); }

    // Actions (the view binds keys to them).
    bool grade(int g, QString* error = nullptr);  // label the current item, move on
    void skip();                                  // move on without labelling
    void next();
    void previous();
    void nextQuery();      // first item of the next query
    void previousQuery();  // first item of this query, or of the previous one when already there
    void moveTo(int q, int i);
    QUndoStack* undoStack() const { return undo_; }

    // Used by the undo command: writes a label (history who = annotator) and puts the cursor.
    bool write(const QString& qid, const QString& docid, std::optional<int> grade, int cursor,
               QString* error = nullptr);

  signals:
    // The cursor moved or a label changed.
    void changed();
    void failed(const QString& message);

  private:
    struct Query {
        QString qid;
        std::vector<std::string> pool;    // all pooled items (progress)
        std::vector<std::string> queued;  // unlabelled at start, in pool order
        int firstFlat = 0;
    };
    void setPos(int p);
    void reloadLabels();

    ProjectSession* session_;
    QUndoStack* undo_;
    JudgingSetup setup_;
    std::int64_t setId_ = 0;
    bool started_ = false;
    std::vector<core::PoolQuery> pool_;  // every pooled query (progress)
    std::vector<Query> queries_;         // queries with queued items
    std::vector<std::pair<int, int>> flat_;
    std::map<std::pair<std::string, std::string>, int> labels_;  // the set's labels
    int pos_ = 0;
    bool writing_ = false;
    bool lastWriteOk_ = false;
    QString lastError_;
};

}  // namespace ranklens::ui
