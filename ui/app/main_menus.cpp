#include "ui/app/main_menus.h"

#include <QCheckBox>
#include <QFile>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QUndoStack>

#include "ui/app/about_dialog.h"
#include "ui/app/current_query.h"
#include "ui/app/demo_opener.h"
#include "ui/app/loading_state.h"
#include "ui/app/main_layout.h"
#include "ui/app/preferences_dialog.h"
#include "ui/app/project_opener.h"
#include "ui/app/recent_files.h"
#include "ui/app/side_windows.h"
#include "ui/app/welcome_panel.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/judging/label_actions.h"
#include "ui/plot/plot_widget.h"
#include "ui/project/import_filters.h"
#include "ui/project/import_flow.h"
#include "ui/project/project_session.h"
#include "ui/project/run_deletion.h"
#include "ui/project/run_renaming.h"
#include "ui/project/subtopic_import.h"
#include "ui/queries/queries_view.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/set_author_dialog.h"

namespace ranklens::ui {

MainMenus::MainMenus(QMainWindow* window, const Parts& parts)
    : QObject(window), window_(window), parts_(parts) {
    buildFileMenu();
    buildEditMenu();
    buildViewMenu();
    parts_.loading->needsData(window_->menuBar()->addMenu(labels_->makeMenu(window_)));
    buildHelpMenu();
    connect(parts_.opener, &ProjectOpener::recentFilesChanged, this, [this] { showRecentFiles(); });
}

// File: projects, exercise sets, imports and exports (curves, tables, labels).
void MainMenus::buildFileMenu() {
    ProjectOpener* opener = parts_.opener;
    QMenu* file = texts_.addMenu(window_->menuBar(), [] { return tr("&File"); });
    texts_.addAction(
        file, [] { return tr("&New Project…"); }, QKeySequence::New, opener,
        &ProjectOpener::askAndCreate);
    texts_.addAction(
        file, [] { return tr("&Open Project…"); }, QKeySequence::Open, opener,
        &ProjectOpener::askAndOpen);
    texts_.addAction(
        file, [] { return tr("Open E&xercise Set…"); }, this,
        [this] {
            const QString f = QFileDialog::getOpenFileName(window_, tr("Open an exercise set"),
                                                           QString(), tr("Exercise sets (*.json)"));
            if (!f.isEmpty()) parts_.windows->openPracticeSet(f);
        });
    // The instructor's side of a course (issue 48): write a set, grade the class's answers.
    texts_.addAction(
        file, [] { return tr("New Exercise Se&t…"); }, this,
        [this] { SetAuthorDialog(window_).exec(); });
    texts_.addAction(
        file, [] { return tr("&Grade Exercise Answers…"); }, parts_.windows,
        &SideWindows::showClassView);
    recentMenu_ = texts_.addMenu(file, [] { return tr("Open &Recent"); });
    showRecentFiles();
    texts_.addAction(
        file, [] { return tr("Open &Demo Project"); }, parts_.demo, &DemoOpener::open);
    file->addSeparator();
    addImportActions(file);
    addProjectEditActions(file);
    labels_ = buildLabelActions(buildExportMenu(file));
    file->addSeparator();
    texts_.addAction(
        file, [] { return tr("&Quit"); }, QKeySequence::Quit, window_, &QWidget::close);
}

void MainMenus::addImportActions(QMenu* file) {
    LoadingState* loading = parts_.loading;
    QAction* import = loading->needsData(texts_.addAction(
        file, [] { return tr("&Import Runs or Labels…"); }, QKeySequence(tr("Ctrl+I")), this,
        [this] {
            const QStringList files =
                QFileDialog::getOpenFileNames(window_, tr("Import runs, labels or query metadata"),
                                              QString(), ImportFilters::runsAndLabels());
            parts_.imports->review(files);
        }));
    // The start page of an empty project: its first step, the same import.
    connect(parts_.welcome, &WelcomePanel::importRequested, import, &QAction::trigger);
    loading->needsData(texts_.addAction(
        file, [] { return tr("Import S&ubtopic Labels…"); }, this,
        [this] { SubtopicImport::fromUser(window_, *parts_.session); }));
    // Per-query values computed elsewhere (qid, measure, value): told apart by their header.
    loading->needsData(texts_.addAction(
        file, [] { return tr("Import E&valuated Run…"); }, this,
        [this] {
            parts_.imports->review(QFileDialog::getOpenFileNames(
                window_, tr("Import an evaluated run (per-query values computed elsewhere)"),
                QString(), ImportFilters::evaluatedRuns()));
        }));
}

void MainMenus::addProjectEditActions(QMenu* file) {
    LoadingState* loading = parts_.loading;
    loading->needsData(texts_.addAction(
        file, [] { return tr("De&lete Run…"); }, this,
        [this] { RunDeletion::fromUser(window_, *parts_.session, parts_.undo); }));
    loading->needsData(texts_.addAction(
        file, [] { return tr("Rena&me Run…"); }, this,
        [this] { RunRenaming::fromUser(window_, *parts_.session, parts_.undo); }));
    loading->needsData(texts_.addAction(
        file, [] { return tr("Delete La&bel Set…"); }, this,
        [this] { RunDeletion::labelSetFromUser(window_, *parts_.session, parts_.undo); }));
}

// File → Export: the curves, their data and the tables (the labels' entries follow).
QMenu* MainMenus::buildExportMenu(QMenu* file) {
    CurvesView* curves = parts_.curves;
    QMenu* exp = texts_.addMenu(file, [] { return tr("&Export"); });
    texts_.addAction(
        exp, [] { return tr("Curves as &PNG…"); }, this,
        [curves] { curves->exportAs(QStringLiteral("png")); });
    texts_.addAction(
        exp, [] { return tr("Curves as P&DF…"); }, this,
        [curves] { curves->exportAs(QStringLiteral("pdf")); });
    texts_.addAction(
        exp, [] { return tr("Curves as &SVG…"); }, this,
        [curves] { curves->exportAs(QStringLiteral("svg")); });
    texts_.addAction(
        exp, [] { return tr("Curve data as &CSV…"); }, this,
        [curves] { curves->exportAs(QStringLiteral("csv")); });
    texts_.addAction(
        exp, [] { return tr("Cut-off &table as CSV…"); }, this,
        [curves] { curves->exportAs(QStringLiteral("table-csv")); });
    texts_.addAction(
        exp, [] { return tr("&Query table as CSV…"); }, this, &MainMenus::exportQueryTable);
    return exp;
}

// Judging, agreement and label export (ui/judging): its menu comes later in the bar, its export
// entries under File → Export.
LabelActions* MainMenus::buildLabelActions(QMenu* exportMenu) {
    auto* labels = new LabelActions(parts_.session, window_);
    labels->addExportActions(exportMenu);
    labels->setUndoStack(parts_.undo);
    connect(labels, &LabelActions::queryRequested, parts_.queries, &QueriesView::selectQuery);
    // A disagreement opened from Agreement: its ranking in front (it stayed behind the tabs).
    connect(labels, &LabelActions::queryRequested, parts_.layout, &MainLayout::showRanking);
    parts_.definitions->observe(labels, [labels](const Definitions& d) {
        labels->setDefaultK(d.k);
        labels->setTiePolicy(d.config.ties);
        labels->setEvalConfig(d.config);
    });
    // Label Sets: a disagreement or an unjudged item opened in its ranking.
    connect(labels, &LabelActions::itemRequested, parts_.current, &CurrentQuery::showItem);
    return labels;
}

void MainMenus::buildEditMenu() {
    editMenu_ = texts_.addMenu(window_->menuBar(), [] { return tr("&Edit"); });
    makeUndoActions();
    editMenu_->addSeparator();
    texts_.addAction(
        editMenu_, [] { return tr("&Preferences…"); }, QKeySequence(Qt::CTRL | Qt::Key_Comma), this,
        [this] { PreferencesDialog(window_).exec(); });
}

void MainMenus::buildViewMenu() {
    CurvesView* curves = parts_.curves;
    QMenu* view = texts_.addMenu(window_->menuBar(), [] { return tr("&View"); });
    parts_.layout->addViewActions(view);
    view->addSeparator();
    QAction* log = texts_.addAction(view, [] { return tr("&Log-scale k"); });
    log->setCheckable(true);
    connect(log, &QAction::toggled, curves->logBox(), &QAbstractButton::setChecked);
    connect(curves->logBox(), &QAbstractButton::toggled, log, &QAction::setChecked);
    texts_.addAction(
        view, [] { return tr("&Reset Plot View"); }, QKeySequence(tr("Ctrl+0")), curves->plot(),
        &PlotWidget::resetView);
    texts_.addAction(
        view, [] { return tr("&Worst Queries First"); }, QKeySequence(tr("Ctrl+W")), this,
        [this] {
            parts_.queries->worstFirst();
            parts_.layout->showQueries();
        });
    view->addSeparator();
    addWindowActions(view);
}

// View: the windows beside the main one (SideWindows).
void MainMenus::addWindowActions(QMenu* view) {
    SideWindows* windows = parts_.windows;
    LoadingState* loading = parts_.loading;
    loading->needsData(texts_.addAction(
        view, [] { return tr("&Compare Runs…"); }, QKeySequence(tr("Ctrl+Shift+C")), windows,
        &SideWindows::showCompare));
    loading->needsData(texts_.addAction(
        view, [] { return tr("Leader&board…"); }, QKeySequence(tr("Ctrl+Shift+B")), windows,
        &SideWindows::showLeaderboard));
    loading->needsData(texts_.addAction(
        view, [] { return tr("Clicks and &Online Results…"); }, windows,
        &SideWindows::showBehaviour));
    loading->needsData(texts_.addAction(
        view, [] { return tr("&Exposure by Item Group…"); }, QKeySequence(tr("Ctrl+Shift+E")),
        windows, &SideWindows::showExposure));
}

void MainMenus::buildHelpMenu() {
    SideWindows* windows = parts_.windows;
    QMenu* help = texts_.addMenu(window_->menuBar(), [] { return tr("&Help"); });
    // One help, searchable: the glossary holds every measure's definition (F1 opens it too).
    QAction* glossary = texts_.addAction(
        help, [] { return tr("&Glossary"); }, windows, &SideWindows::showGlossary);
    glossary->setShortcuts({GlossaryWindow::shortcut(), QKeySequence(QKeySequence::HelpContents)});
    texts_.addAction(
        help, [] { return tr("&Lessons"); }, QKeySequence(tr("Ctrl+Shift+L")), windows,
        &SideWindows::showLessons);
    texts_.addAction(
        help, [] { return tr("&Practice"); }, QKeySequence(tr("Ctrl+Shift+P")), windows,
        &SideWindows::showPractice);
    texts_.addAction(
        help, [] { return tr("&About RankLens"); }, this, [this] { AboutDialog(window_).exec(); });
}

void MainMenus::showRecentFiles(const QStringList* list) {
    fillRecentMenu(
        recentMenu_, this, [this](const QString& f) { parts_.opener->openFromUser(f); }, list);
}

void MainMenus::retranslate() {
    texts_.retranslate();
    makeUndoActions();
    labels_->retranslate();
}

// Texts built by QUndoStack ("Undo Move item"): made again from the current state.
void MainMenus::makeUndoActions() {
    QAction* undo = parts_.undo->createUndoAction(editMenu_, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = parts_.undo->createRedoAction(editMenu_, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    editMenu_->insertActions(undoAction_, {undo, redo});
    delete undoAction_;
    delete redoAction_;
    undoAction_ = undo;
    redoAction_ = redo;
}

void MainMenus::exportQueryTable() {
    const QString file = QFileDialog::getSaveFileName(window_, tr("Export query table"),
                                                      tr("queries.csv"), tr("CSV files (*.csv)"));
    if (file.isEmpty()) return;
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Text)) {
        QMessageBox::warning(window_, tr("Export"), tr("Could not write %1.").arg(file));
        return;
    }
    f.write(parts_.queries->csv().toUtf8());
}

}  // namespace ranklens::ui
