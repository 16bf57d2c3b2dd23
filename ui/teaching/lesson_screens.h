#pragma once
// LessonScreens: a lesson for a learner, one idea per screen — what the lesson defines (each
// new quantity in plain words with a tiny example; only lessons that define one), the question
// with its list, then the answer, then what to notice — with Back and Next (also the Left/Right
// arrow keys and Page Up/Page Down). Next past the last screen and Back before the first one ask
// the owner to move to the neighbouring lesson; "Show every step" asks it to open the workbench
// (the list to drag and grade, every step of the computation). Follows a live language switch.
#include <QWidget>
#include <vector>

class QLabel;
class QPushButton;

namespace ranklens::ui {

// A lesson's text (core::teaching, marked for the "Lessons" context) in the shown language.
QString lessonText(const char* s);

class LessonScreens : public QWidget {
    Q_OBJECT
  public:
    enum Screen { Define, Question, Answer, Notice, ScreenCount };

    explicit LessonScreens(QWidget* parent = nullptr);

    // index into core::teaching::lessons(); out of range is ignored. A lesson without
    // definitions has no Define screen: asked for, it opens on its question.
    void setLesson(int index, Screen at = Define);
    // Whether the shown lesson has this screen; its screens in order.
    bool hasScreen(Screen s) const;
    std::vector<Screen> screens() const;
    int lesson() const { return lesson_; }
    Screen screen() const { return screen_; }
    // The next / previous screen; at the last / first screen of the lesson, the signal.
    void next();
    void back();

    QString headingText() const;
    QString screenText() const;  // the shown screen's body as plain text
    QString positionText() const;
    QPushButton* backButton() const { return back_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* stepsButton() const { return steps_; }

  signals:
    void pastLastScreen();
    void beforeFirstScreen();
    void showStepsRequested();

  private slots:
    void openGlossary(const QString& link);  // "ranklens:glossary/NAME": the glossary there

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: the screen again in the new language

  private:
    void render();
    QString definitionsHtml() const;
    QString listsHtml() const;
    QString settingsText() const;
    QString answersHtml() const;

    QLabel* heading_;
    QLabel* body_;
    QLabel* extra_;
    QLabel* position_;
    QPushButton* back_;
    QPushButton* next_;
    QPushButton* steps_;
    int lesson_ = -1;
    Screen screen_ = Question;
};

}  // namespace ranklens::ui
