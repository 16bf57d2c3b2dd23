#pragma once
// LessonsWindow: the lessons (core/teaching/lessons.h). Pick a lesson from the list: it opens one
// idea per screen (LessonScreens: the question, the answer, what to notice; Back / Next). "Show
// every step" turns to the workbench: its question on top, its list in a real ranking view (drag,
// grade, undo) with the computation laid out step by step below and the same list under four
// NDCG definitions.
// A check table compares the values SPEC.md prints (later lessons: worked by hand) with the
// values of the list as it is now (beyond-accuracy values follow the items as they move);
// lessons with several lists (MRR over three queries, the two F1 cases) switch between them.
#include <QWidget>
#include <vector>

#include "core/teaching/lessons.h"
#include "ui/ranking/ranking_model.h"

class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QListWidget;
class QTableWidget;
class QUndoStack;

namespace ranklens::ui {

class ExplainWorkbench;
class LessonScreens;

class LessonsWindow : public QWidget {
    Q_OBJECT
  public:
    explicit LessonsWindow(QWidget* parent = nullptr);

    // index into core::teaching::lessons(); out of range is ignored.
    void openLesson(int index);
    // index into the lesson's lists.
    void showList(int index);
    int currentLesson() const { return lesson_; }
    int currentList() const { return list_; }

    // The workbench (true) or the lesson's screens (false, as a lesson opens).
    void showSteps(bool steps);
    bool showingSteps() const;
    LessonScreens* screens() const { return screens_; }
    QPushButton* backToScreensButton() const { return screensButton_; }

    ExplainWorkbench* workbench() const { return bench_; }
    QTableWidget* checkTable() const { return check_; }
    // For lessons averaging over several lists (MRR): each list's value now and the mean.
    QString perListText() const;
    QString questionText() const;
    // The ranking-view input of one list of a lesson (items "r1".. in the lesson's order, the
    // relevant items it did not return listed as not returned).
    static RankingInput lessonInput(const core::teaching::Lesson& lesson, int list);
    // A checked quantity as a learner reads it: "NDCG@5", "MRR over the queries".
    static QString quantityName(const core::teaching::Lesson& lesson,
                                const core::teaching::LessonExpectation& x);

  protected:
    void keyPressEvent(QKeyEvent* e) override;  // Esc closes the window
    void changeEvent(QEvent* e) override;       // LanguageChange: retranslateUi()

  private:
    QWidget* makeStepsPage();
    void retranslateUi();
    void showLessonTexts();
    void refreshChecks();
    std::vector<int> currentItemOrder() const;  // the shown list's items (lesson indices)

    QUndoStack* undo_;
    QListWidget* lessonList_;
    QLabel* title_;
    QLabel* question_;
    QLabel* takeaway_;
    QComboBox* lists_;
    QLabel* listsLabel_;
    QTableWidget* check_;
    QLabel* perList_;
    ExplainWorkbench* bench_;
    LessonScreens* screens_;
    QPushButton* screensButton_;
    QStackedWidget* pages_ = nullptr;
    int lesson_ = -1;
    int list_ = 0;
    bool loading_ = false;
    std::vector<std::vector<std::int32_t>> grades_;  // current grades of every list of the lesson
    std::vector<std::vector<int>> orders_;  // current item order of every list (beyond accuracy)
};

}  // namespace ranklens::ui
