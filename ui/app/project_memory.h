#pragma once
// ProjectMemory — what the main window keeps in the project file so that nothing is lost: the
// hand-made orders (what-if drafts, ui/ranking/ranking_drafts.h, with the Drafts button in the
// ranking view) and the view state (ui/project/project_view_state.h: definitions, metrics,
// cut-offs, runs shown, the open query). It restores them when a project opens, saves them a
// moment after each change, before another project replaces it and on close, and asks before
// quitting when hand-made orders cannot be kept (a read-only project). MainWindow only creates
// it; everything else is wired here.
#include <QObject>
#include <functional>

#include "ui/project/project_view_state.h"

class QTimer;

namespace ranklens::ui {

class MainWindow;
class RankingDrafts;

class ProjectMemory : public QObject {
    Q_OBJECT
  public:
    explicit ProjectMemory(MainWindow* window);

    RankingDrafts* drafts() const { return drafts_; }
    // The state the window shows now, as it would be stored.
    ProjectViewState capture() const;
    // Saves the view state and every hand-made order now. False when something could not be
    // saved (a read-only project).
    bool saveNow();
    // Before the project is closed or replaced: saves, then, when hand-made orders cannot be
    // kept, asks whether to discard them. False: the user keeps the project open.
    bool confirmLeave();
    // Asked on close when `count` hand-made orders cannot be kept: true discards them and
    // closes. The default asks with a message box; tests replace it.
    using DiscardQuestion = std::function<bool(int count, const QString& reason)>;
    void setDiscardQuestion(DiscardQuestion ask) { ask_ = std::move(ask); }
    // Delay between a change and its save (default 2000 ms; drafts have their own).
    void setSaveDelay(int ms);

  protected:
    bool eventFilter(QObject* watched, QEvent* e) override;  // the window's close

  private:
    void restore();
    void applyDefinitions(const ProjectViewState& s);
    void openStoredQuery();
    // Opens query qid of run runName (if evaluated) and restores draftId there.
    bool openQuery(const QString& qid, const QString& runName, std::int64_t draftId);
    void scheduleSave();
    bool askDiscard(int count, const QString& reason);

    MainWindow* w_;
    RankingDrafts* drafts_;
    QTimer* timer_;
    DiscardQuestion ask_;
    bool restoring_ = false;
    // The stored open query, until the first evaluation of the project shows it.
    std::optional<ProjectViewState> pending_;
};

}  // namespace ranklens::ui
