#pragma once
// The "Drafts" button of the ranking view: how many what-if drafts the list shown has, and a
// menu to restore or delete each (ranking_drafts.h keeps them).
#include <QToolButton>

class QMenu;

namespace ranklens::ui {

class RankingDrafts;

class DraftsButton : public QToolButton {
    Q_OBJECT
  public:
    DraftsButton(RankingDrafts* drafts, QWidget* parent = nullptr);

    // Rebuilds the menu from the drafts now (also done each time it opens); for tests.
    QMenu* rebuildMenu();

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange

  private:
    void updateText();
    RankingDrafts* drafts_;
};

}  // namespace ranklens::ui
