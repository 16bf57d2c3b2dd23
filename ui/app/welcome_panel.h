#pragma once
// WelcomePanel — the start page a new user sees first: the three journeys through RankLens
// (learn the metrics, inspect and judge a ranking, compare two models), each one click away.
// "Don't show again" closes it for good (a QSettings flag); View → Start brings it back.
#include <QWidget>

class QPushButton;

namespace ranklens::ui {

class WelcomePanel : public QWidget {
    Q_OBJECT
  public:
    explicit WelcomePanel(QWidget* parent = nullptr);

    // True once the user closed the start page for good.
    static bool dismissedForGood();
    static void setDismissedForGood(bool dismissed);

    QPushButton* lessonsButton() const { return lessons_; }
    QPushButton* practiceButton() const { return practice_; }
    QPushButton* inspectButton() const { return inspect_; }
    QPushButton* compareButton() const { return compare_; }
    QPushButton* dismissButton() const { return dismiss_; }

  signals:
    void lessonsRequested();
    void practiceRequested();
    void inspectRequested();
    void compareRequested();
    // "Don't show again": the flag is stored; the owner hides the panel.
    void dismissed();

  private:
    // A card: heading, text and its button (and a second one beside it).
    QWidget* makeJourney(const QString& title, const QString& text, QPushButton* button,
                         QPushButton* second = nullptr);

    QPushButton* lessons_;
    QPushButton* practice_;
    QPushButton* inspect_;
    QPushButton* compare_;
    QPushButton* dismiss_;
};

}  // namespace ranklens::ui
