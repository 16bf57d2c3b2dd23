#pragma once
// WelcomePanel — the start page a new user sees first: the three journeys through RankLens
// (learn the metrics, inspect and judge a ranking, compare two models), each one click away,
// and each also one step per screen ("Step by step": JourneyGuide, Back / Next).
// "Don't show again" closes it for good (a QSettings flag); View → Start brings it back.
#include <QWidget>
#include <vector>

#include "ui/app/journey_guide.h"
#include "ui/common/retranslator.h"

class QLabel;
class QPushButton;
class QStackedWidget;

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
    // "Step by step" of journey j; the guide it opens in place of the cards.
    QPushButton* stepByStepButton(JourneyGuide::Journey j) const { return stepButtons_.at(j); }
    JourneyGuide* journeyGuide() const { return guide_; }
    void showJourney(JourneyGuide::Journey j);
    bool showingJourney() const;
    // What the page says fits the project open: the demo's runs and examples; a project of the
    // user's; an empty one, whose first step is importing runs and labels (its button shown).
    enum class Project { Demo, Own, Empty };
    void setProject(Project p);
    QPushButton* importButton() const { return import_; }
    QString introText() const;

  signals:
    void lessonsRequested();
    void practiceRequested();
    void inspectRequested();
    void compareRequested();
    void importRequested();  // "Import runs and labels…" (an empty project)
    // "Don't show again": the flag is stored; the owner hides the panel.
    void dismissed();

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()

  private:
    // A card: heading, text (none: set by setProject) and its button (and a second one beside
    // it); heading and text are given as the functions that word them (tr()), for the switch.
    QWidget* makeJourney(QString (*title)(), QString (*text)(), QPushButton* button,
                         QPushButton* second = nullptr);
    QWidget* makeCards();
    // The fixed texts (texts_) and those of setProject in the current language.
    void retranslateUi();

    Retranslator texts_;  // declared first: the button members are made through it
    QPushButton* lessons_;
    QPushButton* practice_;
    QPushButton* inspect_;
    QPushButton* compare_;
    QPushButton* dismiss_;
    QPushButton* import_;
    QLabel* intro_ = nullptr;
    QLabel* compareText_ = nullptr;
    Project project_ = Project::Demo;
    QStackedWidget* pages_;
    JourneyGuide* guide_;
    std::vector<QPushButton*> stepButtons_;
};

}  // namespace ranklens::ui
