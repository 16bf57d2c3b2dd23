#pragma once
// The main window's menu bar: File (projects, exercise sets, imports, exports), Edit (undo,
// redo, preferences), View (the layout, the plot, the other windows), Labels and Help. Each
// action calls the object responsible for it (ProjectOpener, DemoOpener, SideWindows, ImportFlow,
// a view); nothing is computed here. Actions that need the loaded project are registered with
// LoadingState. The texts follow the UI language (retranslate(), from MainWindow's
// retranslateUi: a QObject gets no LanguageChange of its own).
#include <QObject>
#include <QStringList>

#include "ui/common/retranslator.h"

class QAction;
class QMainWindow;
class QMenu;
class QUndoStack;

namespace ranklens::ui {

class CurrentQuery;
class CurvesView;
class DefinitionsModel;
class DemoOpener;
class ImportFlow;
class LabelActions;
class LoadingState;
class MainLayout;
class ProjectOpener;
class ProjectSession;
class QueriesView;
class SideWindows;
class WelcomePanel;

class MainMenus : public QObject {
    Q_OBJECT
  public:
    struct Parts {
        ProjectOpener* opener;
        DemoOpener* demo;
        SideWindows* windows;
        ImportFlow* imports;
        CurrentQuery* current;
        LoadingState* loading;
        ProjectSession* session;
        QUndoStack* undo;
        DefinitionsModel* definitions;
        CurvesView* curves;
        QueriesView* queries;
        MainLayout* layout;
        WelcomePanel* welcome;
    };
    MainMenus(QMainWindow* window, const Parts& parts);

    // File → Open Recent again, from the settings' list or from `list`.
    void showRecentFiles(const QStringList* list = nullptr);
    void retranslate();

  private:
    void buildFileMenu();
    void addImportActions(QMenu* file);
    void addProjectEditActions(QMenu* file);
    QMenu* buildExportMenu(QMenu* file);
    LabelActions* buildLabelActions(QMenu* exportMenu);
    void buildEditMenu();
    void buildViewMenu();
    void addWindowActions(QMenu* view);
    void buildHelpMenu();
    void makeUndoActions();  // QUndoStack words them: made again on a language switch
    void exportQueryTable();

    QMainWindow* window_;
    Parts parts_;
    Retranslator texts_;
    LabelActions* labels_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* editMenu_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
};

}  // namespace ranklens::ui
