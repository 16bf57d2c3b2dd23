#pragma once
// The windows the main window opens beside itself. The comparison, the leaderboard, the exposure
// and the clicks windows are one per main window, made on first use and kept in step with the
// project's data and the definitions (their one owner); the teaching windows (lessons, practice,
// glossary, the class view) are each a window of their own, deleted on close. All are children
// of the main window (found with findChild).
#include <QObject>
#include <QSize>

class QMainWindow;
class QWidget;

namespace ranklens::ui {

class ComparisonWindow;
class DefinitionsModel;
class EvaluationController;
class LeaderboardWindow;
class ProjectSession;

class SideWindows : public QObject {
    Q_OBJECT
  public:
    SideWindows(QMainWindow* window, ProjectSession* session, EvaluationController* eval,
                DefinitionsModel* definitions, ComparisonWindow* comparison);

    void showCompare();
    // Follows the project's data and the definitions as the comparison window does; a pair
    // clicked in its matrix opens in Compare.
    LeaderboardWindow* showLeaderboard();
    void showExposure();  // follows the evaluation (k and the other definitions)
    void showBehaviour();
    void showLessons();
    void showPractice();
    void showGlossary();
    void showClassView();
    // An instructor's exercise set (core/teaching/practice_set.h) in a Practice window. A
    // damaged or foreign file is refused by name in a message box and opens no window: nullptr.
    QWidget* openPracticeSet(const QString& path);

  private:
    void showTeachingWindow(QWidget* w, QSize size);

    QMainWindow* window_;
    ProjectSession* session_;
    EvaluationController* eval_;
    DefinitionsModel* definitions_;
    ComparisonWindow* comparison_;
};

}  // namespace ranklens::ui
