#pragma once
// The main window: composes the definitions bar, the curves view, the queries view and the
// ranking view (docks), and connects them to the project session and the evaluation. Logic
// lives in those classes; this one only wires and hosts menus, settings and the status bar.
#include <QMainWindow>
#include <memory>

#include "ui/common/retranslator.h"
#include "ui/evaluation/evaluation.h"

class QLabel;
class QMenu;
class QMessageBox;
class QProgressBar;
class QToolButton;
class QUndoStack;

namespace ranklens::ui {

class ComparisonWindow;
class LeaderboardWindow;
class CurvesView;
class DefinitionsBar;
class DefinitionsModel;
class LabelActions;
class LoadingOverlay;
class MainLayout;
class WelcomePanel;
class EvaluationController;
class ImportFlow;
class ImportReviewDialog;
class ProjectPrecheck;
class ProjectSession;
class QueriesView;
class SnapshotKeeper;
class RankingView;

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
    // The leaderboard window (main_window_leaderboard.cpp): made on first use, it follows the
    // project's data and the definitions bar; a pair clicked there opens in Compare.
    LeaderboardWindow* showLeaderboard();

  protected:
    void closeEvent(QCloseEvent* e) override;
    void changeEvent(QEvent* e) override;  // LanguageChange: retranslateUi()
    void dragEnterEvent(QDragEnterEvent* e) override;
    void dropEvent(QDropEvent* e) override;

  private:
    void buildMenus();
    LabelActions* buildFileMenu();
    QMenu* buildExportMenu(QMenu* file);
    void connectParts();
    void connectDefinitions();
    void connectSession();
    void connectEvaluation();
    void connectRanking();
    void refreshRanking();
    void rebuildRecentMenu();
    void showBusy(bool busy, const QString& what);
    void showProgress(int perMille);
    void updateTitle();  // "<project> — RankLens", marked [read-only] when editing is off
    void showTeachingWindow(QWidget* w, QSize size);  // lessons, glossary: own windows
    void connectWelcome();
    void showCompare();
    void showExposure();
    void exportQueryTable();
    void showEvaluation(std::shared_ptr<const Evaluation> ev);
    // Every text of the window in the UI language again: the menus and fixed texts (texts_),
    // then those built from the state (the title, the undo actions, the evaluation summary).
    void retranslateUi();
    void retranslateBuiltTexts();
    // Opening with a results snapshot (main_window_snapshot.cpp): the last session's numbers
    // at once, the checks and the load in the background; what needs the ranked lists waits.
    void openWithSnapshot(const QString& path, std::shared_ptr<Evaluation> snapshot);
    QString refreshDemoItems(const QString& path);
    void tellAfterLoad(const QString& message);
    void applySnapshotRequest(const Evaluation& snapshot);
    void setLoading(bool loading);
    void openFailedInBackground(const QString& path, const QString& message);
    // The first open (no snapshot, main_window_open.cpp): the window at once, the checks and
    // the load in the background, the numbers when the evaluation publishes.
    static bool opensInBackground(const QString& path);
    bool openProjectAt(const QString& path, bool create);
    bool openChecked(const QString& path, bool create);  // after the checks (or without)
    void checkBeforeReplacing(const QString& path);
    void tellMissing(const QString& path);
    void locateMissing(const QString& path);
    // No project is open at an import: asks for a new one (true when one is open then).
    bool askForProject();
    QString askNewProjectPath();  // File → New Project's file dialog ("" when cancelled)
    void openFirstTime(const QString& path);
    // The status bar names the project by its file name (no folders in a learner's window; the
    // whole path is the tooltip), with the reason when it is read-only.
    void showProjectFile(const QString& path, const QString& readOnlyReason = {});
    void openCancelledInBackground(const QString& path);
    void showLoadingNotes(const QString& path);  // empty path: hidden

    Retranslator texts_;  // the texts set once from tr() (menus, actions)
    ProjectSession* session_;
    EvaluationController* eval_;
    QUndoStack* undo_;
    ImportFlow* imports_;
    DefinitionsModel* definitions_;
    DefinitionsBar* defs_;
    CurvesView* curves_;
    QueriesView* queries_;
    RankingView* ranking_;
    ComparisonWindow* comparison_;
    WelcomePanel* welcome_;
    MainLayout* layout_;
    QMenu* recentMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QLabel* projectLabel_;
    QLabel* evalLabel_;
    QProgressBar* progress_;
    QToolButton* cancel_;
    QString currentQid_;
    int currentRun_ = 0;
    QString busyMessage_;  // the status text of the running job (cleared when it ends)
    SnapshotKeeper* snapshots_ = nullptr;
    QList<QAction*> needsData_;  // actions that need the loaded project (off while loading)
    QString previousProject_;    // open before the one being opened (Cancel goes back to it)
    // Over the curves and the queries while a first open checks and loads (main_window_open.cpp).
    QList<LoadingOverlay*> loadingNotes_;
    ProjectPrecheck* precheck_ = nullptr;  // made on first use (main_window_open.cpp)
};

}  // namespace ranklens::ui
