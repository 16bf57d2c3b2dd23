#pragma once
// PracticeWindow (Help ▸ Practice): one exercise at a time from core/teaching's generator —
// compute, predict, construct, choose — an answer field (Enter submits), feedback with the
// mistake found and the worked steps on the exercise's own list, Next, and "Practise my weak
// spots". A name is asked at the first start; the learner's progress (done, right at the first
// try, frequent mistakes) is saved after every graded answer in the application's data folder
// (core::teaching::saveProgress, atomic). Unreadable answers are named, never counted. Esc
// closes the window.
#include <QString>
#include <QUrl>
#include <QWidget>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "core/teaching/practice_answer.h"
#include "core/teaching/practice_exercise.h"
#include "core/teaching/practice_progress.h"
#include "core/teaching/practice_set.h"
#include "core/teaching/set_session.h"
#include "ui/common/retranslator.h"

class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTextBrowser;

namespace ranklens::ui {

class PracticeWindow : public QWidget {
    Q_OBJECT
  public:
    // folder: where progress files live; empty = <AppDataLocation>/practice.
    explicit PracticeWindow(QWidget* parent = nullptr, const QString& folder = QString());

    // Starts practising as `name` (what the name page's Start does): loads the learner's
    // progress (a damaged file is moved aside and named in the window) and shows an exercise.
    void startAs(const QString& name);
    // Shows this exercise (replay by seed; tests).
    void showExercise(const core::teaching::PracticeSpec& spec);
    // Grades the answer field. The same answer again (Enter pressed twice) is not graded again;
    // a first wrong try gets a hint, a second one the answer; once the answer is shown (or the
    // exercise solved) Enter goes on to the next exercise, so no retry is scored.
    void submit();
    void showAnswer();    // the answer and its why, on request (a first try not right if none)
    void next();          // a new exercise (the kind chosen in the selector)
    void nextWeakSpot();  // an exercise drawn from the learner's weak spots

    // An instructor's exercise set (core/teaching/practice_set.h): its exercises in order, the
    // first readable answer to each kept for the CSV export (homework: the latest, and no
    // feedback before the set is handed in). The learner's work on the set is kept
    // (core/teaching/set_session.h): opened again, the set resumes where it was left and an
    // exercise answered before gives no first-try credit again. False (the reason shown in the
    // window, the set left closed) for a damaged or foreign file.
    bool openSet(const QString& path);
    bool inSet() const { return set_.has_value(); }
    int setPosition() const { return setIndex_; }  // 0-based
    const core::teaching::SetSession& setSession() const { return session_; }
    void back();  // the set's previous exercise
    // Writes the set's answers (or, outside a set, every answer of the learner) as CSV:
    // learner, set (its id), exercise, answer, correct, time, mistake. Exporting a set hands it
    // in. False with the reason shown.
    bool exportAnswers(const QString& path);
    // The file name the export proposes: learner, set title and set id ("Ana-Week_3-3f….csv").
    QString proposedAnswersFileName() const;
    QPushButton* backButton() const { return back_; }

    QString learner() const { return learner_; }
    QString folder() const { return folder_; }
    const core::teaching::PracticeExercise& exercise() const { return exercise_; }
    const core::teaching::PracticeProgress& progress() const { return progress_; }
    QLineEdit* answerEdit() const { return answer_; }
    QLineEdit* nameEdit() const { return name_; }
    QPushButton* submitButton() const { return submit_; }
    QPushButton* showAnswerButton() const { return show_; }
    // The level chosen (index 0: automatic, then kPracticeLevelLadder's levels in order).
    QComboBox* levelBox() const { return level_; }
    QComboBox* kindBox() const { return kind_; }
    // The level the next compute or choose exercise gets: the chosen one, or automatic by
    // progress (binary → graded → ties → several queries → statistics).
    core::teaching::PracticeLevel currentLevel() const;
    bool answerShown() const { return revealed_; }
    void openTopicsView();  // the per-topic progress view (a window of its own)
    QString questionText() const;
    QString feedbackText() const;  // plain text of the feedback shown
    QString progressText() const;
    bool askingName() const;

    QTextBrowser* feedbackBrowser() const { return feedback_; }
    // A feedback link: "ranklens:lesson/N" opens lesson N, "ranklens:glossary/NAME" the
    // glossary at that measure's entry (each a window of its own, child of this one).
    void openLink(const QUrl& url);

    // How an exercise set's language ("en", "zh_CN") is switched to when the set opens: the
    // application sets the live switch (ui/app); unset, a set leaves the language as it is.
    static void setLanguageSwitcher(std::function<bool(const QString&)> f);

    // Translated texts of the engine (context "Practice").
    static QString text(const core::teaching::PracticeText& t);
    static QString tr_(const char* s);

  protected:
    void keyPressEvent(QKeyEvent* e) override;  // Esc closes the window
    void changeEvent(QEvent* e) override;       // a language switch: the texts again

  private:
    Retranslator texts_;  // the texts set once from tr()
    void buildExercisePage(QWidget* page);
    void buildMasteryControls(QWidget* page);
    QHBoxLayout* buildButtonRow(QWidget* page);  // weak spots, set, CSV, topics, Back, Next
    void showExerciseTexts();
    static std::function<bool(const QString&)>& languageSwitcher();
    void refreshProgress();
    void showFeedback(const core::teaching::PracticeGrade& g);
    void lockAnswer();           // the answer is on screen: no more tries
    static std::string today();  // "YYYY-MM-DD", UTC
    void retranslateLevels();
    void saveProgressNow();
    core::teaching::PracticeSpec nextSpec(std::optional<core::teaching::PracticeKind> kind);
    QString exerciseId() const;
    // Exercise sets (practice_window_set.cpp).
    void loadSetSession();
    void saveSetSession();
    bool nextInSet();  // false: the set was left (free practice goes on)
    void restoreSetExercise();
    bool homeworkHidden() const;  // a homework set not yet handed in
    void recordHomework(const QString& typed);
    void keepSetAnswer(const core::teaching::PracticeGrade& g);
    QString setEndText() const;

    QString folder_;
    QString learner_;
    core::teaching::PracticeProgress progress_;
    core::teaching::PracticeSpec requested_;  // as asked (replayable: practiceId)
    core::teaching::PracticeExercise exercise_;
    bool answered_ = false;  // a readable answer was given to this exercise
    bool solved_ = false;
    int wrongTries_ = 0;                // readable wrong answers to this exercise
    bool revealed_ = false;             // the answer is on screen
    QString lastGraded_;                // the last readable answer graded (not graded again)
    std::vector<int> recentScenarios_;  // the last choose scenarios shown (none repeats in 10)
    std::optional<core::teaching::PracticeGrade> lastGrade_;  // the feedback shown
    QString saveError_;
    std::optional<core::teaching::PracticeSet> set_;
    int setIndex_ = 0;
    int shown_ = 0;                       // exercises shown in this session (the title counts them)
    bool setFinished_ = false;            // the end of the set was announced
    core::teaching::SetSession session_;  // the learner's work on the set
    QString setFile_;

    QStackedWidget* pages_;
    QLineEdit* name_;
    QLabel* title_ = nullptr;
    QLabel* progressLabel_;
    QLabel* question_;
    QLabel* data_;
    QLineEdit* answer_;
    QPushButton* submit_;
    QPushButton* show_ = nullptr;
    QComboBox* level_ = nullptr;
    QLabel* levelLabel_ = nullptr;
    QLabel* kindLabel_ = nullptr;
    QPushButton* topics_ = nullptr;
    QPushButton* next_;
    QPushButton* back_ = nullptr;
    QPushButton* weak_;
    QComboBox* kind_;
    QTextBrowser* feedback_;
};

}  // namespace ranklens::ui
