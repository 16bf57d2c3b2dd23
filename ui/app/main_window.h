#pragma once
// The main window: composes the definitions bar, the curves view, the queries view and the
// ranking view (docks, MainLayout), creates the objects responsible for the rest and connects
// them: the menu bar (MainMenus), opening projects (ProjectOpener, SnapshotOpening), the demo
// (DemoOpener), the windows beside it (SideWindows), the query in view (CurrentQuery), the
// ranking view's edits (RankingEdits), what is off while loading (LoadingState) and what the
// title and the status bar say (WindowStatus). It only wires; the public functions below hand
// over to those objects (tests, app/gui/main.cpp and the other windows use them).
#include <QMainWindow>
#include <memory>

#include "ui/evaluation/evaluation.h"

class QMessageBox;
class QUndoStack;

namespace ranklens::ui {

class ComparisonWindow;
class CurrentQuery;
class CurvesView;
class DefinitionsBar;
class DefinitionsModel;
class DemoOpener;
class EvaluationController;
class ImportFlow;
class ImportReviewDialog;
class LeaderboardWindow;
class LoadingState;
class MainLayout;
class MainMenus;
class ProjectOpener;
class ProjectSession;
class QueriesView;
class RankingView;
class SideWindows;
class SnapshotOpening;
class WelcomePanel;
class WindowStatus;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens an existing project (never creates one: a missing file is said so, with Locate…
    // and Remove from List). One replacing the open project is checked first, in the
    // background; refused, the open project stays. False when nothing was started.
    bool openProject(const QString& path);
    // File → New Project: opens path, creating the project when there is no file.
    bool newProject(const QString& path);
    // Opens a project the user picked: asks first when another project is open (new window or
    // replace). create: File → New Project's path.
    void openFromUser(const QString& path, bool create = false);
    // Opens the demo project, building it at first start. Another project open: asks first
    // (new window or replace), as File → Open does.
    void openDemo();
    // Before the first show: the window at `geometry` (a window cascaded from the one that
    // opened it, app/gui/main.cpp's --window-geometry), kept on screen.
    void placeAt(const QRect& geometry);
    // Opens an instructor's exercise set (core/teaching/practice_set.h) in a Practice window.
    // A damaged or foreign file is refused by name in a message box and opens no window:
    // nullptr. Returns the window.
    QWidget* openPracticeSet(const QString& path);
    // The one import (menu, drop, tests, scripts): a review step first (each file, the kind
    // detected, a box to change it; nothing stored before "Import"), then a summary of what
    // arrived as what (ui/project/import_flow.h). Returns the review dialog (non-modal, deleted
    // on close); nullptr for no files.
    ImportReviewDialog* importFiles(const QStringList& files);
    // The summary of the last reviewed import (nullptr: none shown).
    QMessageBox* importSummary() const;

    ProjectSession* session() const { return session_; }
    EvaluationController* evaluation() const { return eval_; }
    DefinitionsBar* definitionsBar() const { return defs_; }
    // The definitions in force: their one owner, observed by every view.
    DefinitionsModel* definitions() const { return definitions_; }
    CurvesView* curves() const { return curves_; }
    QueriesView* queries() const { return queries_; }
    RankingView* ranking() const { return ranking_; }
    ComparisonWindow* comparison() const { return comparison_; }
    MainLayout* mainLayout() const { return layout_; }
    WelcomePanel* welcome() const { return welcome_; }
    QUndoStack* undoStack() const { return undo_; }
    // Opens query qid of run `run` (index into the evaluation's runs) in the ranking view.
    void showQuery(const QString& qid, int run);
    // Opens item doc of query qid in the ranking of run `run` (-1: the run shown), selected,
    // when that run returned it (a disagreement or an unjudged item from Label Sets).
    void showItem(const QString& qid, const QString& doc, int run);
    // The leaderboard window: made on first use, it follows the project's data and the
    // definitions; a pair clicked there opens in Compare.
    LeaderboardWindow* showLeaderboard();

  protected:
    void closeEvent(QCloseEvent* e) override;
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()
    void dragEnterEvent(QDragEnterEvent* e) override;
    void dropEvent(QDropEvent* e) override;

  private:
    void createControllers();
    void restoreGeometryOrFill();
    void connectDefinitions();
    void connectParts();
    void connectSession();
    void connectEvaluation();
    void connectWelcome();
    void showEvaluation(std::shared_ptr<const Evaluation> ev);
    // Every text of the window in the UI language again: the fixed texts of each part, then
    // those built from the state (the title, the evaluation summary).
    void retranslateUi();

    ProjectSession* session_;
    EvaluationController* eval_;
    QUndoStack* undo_;
    DefinitionsModel* definitions_;
    DefinitionsBar* defs_;
    CurvesView* curves_;
    QueriesView* queries_;
    RankingView* ranking_;
    ComparisonWindow* comparison_;
    WelcomePanel* welcome_;
    MainLayout* layout_;
    WindowStatus* status_;
    LoadingState* loading_;
    CurrentQuery* current_;
    SideWindows* windows_;
    SnapshotOpening* snapshots_ = nullptr;
    ProjectOpener* opener_ = nullptr;
    DemoOpener* demo_ = nullptr;
    ImportFlow* imports_ = nullptr;
    MainMenus* menus_ = nullptr;
};

}  // namespace ranklens::ui
