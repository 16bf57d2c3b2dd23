#pragma once
// RankingDrafts — keeps hand-made orders in the project as what-if drafts (core/store/draft.h),
// so an order made by dragging is never lost: each edited list (one query of one run) is saved
// shortly after the last move, when the project changes and on quit, as one draft per editing
// session of that list; drafts can be listed, restored (an undoable step) and deleted. On a
// read-only project nothing can be saved: unsavedCount() tells the owner to ask before
// discarding. No widgets (drafts_button.h shows it).
#include <QHash>
#include <QObject>
#include <QStringList>
#include <vector>

#include "core/store/draft.h"

class QTimer;

namespace ranklens::ui {

class ProjectSession;
class RankingView;

class RankingDrafts : public QObject {
    Q_OBJECT
  public:
    RankingDrafts(RankingView* view, ProjectSession* project, QObject* parent = nullptr);

    // Every draft of the project (newest first), and those of the list shown.
    const std::vector<store::Draft>& allDrafts() const { return drafts_; }
    std::vector<store::Draft> shownDrafts() const;
    // The draft the list shown is kept as (0: none, or the list is in the system's order).
    std::int64_t shownDraftId() const;
    // The run of the list shown as the store knows it (0: unknown); a run's name by its id.
    std::int64_t shownRunId() const;
    QString runNameOf(std::int64_t runId) const;

    // Puts a draft's order on the list shown (one undoable step); further moves update that
    // draft. False when the draft is not of the list shown.
    bool restore(std::int64_t id);
    // Restores draft id as soon as its list is shown (once), e.g. after reopening.
    void restoreWhenShown(std::int64_t id) { pendingRestore_ = id; }
    bool remove(std::int64_t id, QString* error = nullptr);

    // Saves every hand-made order not yet kept. False + error when one could not be saved.
    bool saveNow(QString* error = nullptr);
    // Hand-made orders not kept in the project (a read-only project, a failed save).
    int unsavedCount() const;
    // Delay between the last move and the save (default 1500 ms).
    void setSaveDelay(int ms);

  signals:
    void draftsChanged();
    void saveFailed(const QString& error);

  private:
    struct List {
        std::int64_t draftId = 0;  // the draft this list is kept as
        QStringList order;         // its hand-made order (empty: the system's order)
        int moved = 0;
        bool dirty = false;  // order not yet saved
    };
    void orderEdited(const QString& key);
    void projectOpened();
    void reread();
    void shownChanged();
    std::int64_t runIdOf(const QString& runName) const;

    RankingView* view_;
    ProjectSession* project_;
    QTimer* timer_;
    QHash<QString, List> lists_;  // by RankingSession::keyOf(run, query)
    std::vector<store::Draft> drafts_;
    std::int64_t pendingRestore_ = 0;
};

}  // namespace ranklens::ui
