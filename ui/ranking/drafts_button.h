#pragma once
// The "Drafts" button of the ranking view: how many what-if drafts the list shown has, and a
// menu to restore or delete each (ranking_drafts.h keeps them).
#include <QPushButton>
#include <cstdint>

class QMenu;

namespace ranklens::ui {

class RankingDrafts;

class DraftsButton : public QPushButton {
    Q_OBJECT
  public:
    DraftsButton(RankingDrafts* drafts, QWidget* parent = nullptr);

    // Rebuilds the menu from the drafts now (also done each time it opens); for tests.
    QMenu* rebuildMenu();

  signals:
    // "Other queries" in the menu: open query qid of run runId and restore draft draftId.
    void openDraftRequested(const QString& qid, std::int64_t runId, std::int64_t draftId);

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange

  private:
    void updateText();
    void addOtherQueries(QMenu* m);
    RankingDrafts* drafts_;
};

}  // namespace ranklens::ui
