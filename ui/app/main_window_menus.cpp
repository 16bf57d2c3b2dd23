// MainWindow: the menus (File, Edit, View, Labels, Help) and the windows they open — the
// teaching windows, the metric definitions, the comparison and exposure windows — and the
// query table's export. Each action calls a view or a window; nothing is computed here.
#include <QCheckBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QUndoStack>

#include "core/teaching/practice_set.h"
#include "ui/app/about_dialog.h"
#include "ui/app/main_layout.h"
#include "ui/app/main_window.h"
#include "ui/app/preferences_dialog.h"
#include "ui/app/recent_files.h"
#include "ui/app/welcome_panel.h"
#include "ui/behaviour/behaviour_window.h"
#include "ui/beyond/exposure_window.h"
#include "ui/common/measure_text.h"
#include "ui/common/window_geometry.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/judging/label_actions.h"
#include "ui/plot/plot_widget.h"
#include "ui/project/import_filters.h"
#include "ui/project/project_session.h"
#include "ui/project/run_deletion.h"
#include "ui/project/run_renaming.h"
#include "ui/project/subtopic_import.h"
#include "ui/queries/queries_view.h"
#include "ui/teaching/class_view.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"
#include "ui/teaching/practice_window.h"
#include "ui/teaching/set_author_dialog.h"

namespace ranklens::ui {

// File: projects, imports and exports (curves, tables, labels). Returns the label actions, whose
// menu comes later in the bar.
LabelActions* MainWindow::buildFileMenu() {
    QMenu* file = texts_.addMenu(menuBar(), [] { return tr("&File"); });
    texts_.addAction(
        file, [] { return tr("&New Project…"); }, QKeySequence::New, this,
        [this] {
            if (const QString f = askNewProjectPath(); !f.isEmpty()) openFromUser(f, true);
        });
    texts_.addAction(
        file, [] { return tr("&Open Project…"); }, QKeySequence::Open, this,
        [this] {
            const QString f = QFileDialog::getOpenFileName(this, tr("Open project"), QString(),
                                                           tr("RankLens projects (*.ranklens)"));
            if (!f.isEmpty()) openFromUser(f);
        });
    texts_.addAction(
        file, [] { return tr("Open E&xercise Set…"); }, this,
        [this] {
            const QString f = QFileDialog::getOpenFileName(this, tr("Open an exercise set"),
                                                           QString(), tr("Exercise sets (*.json)"));
            if (!f.isEmpty()) openPracticeSet(f);
        });
    // The instructor's side of a course (issue 48): write a set, grade the class's answers.
    texts_.addAction(
        file, [] { return tr("New Exercise Se&t…"); }, this,
        [this] { SetAuthorDialog(this).exec(); });
    texts_.addAction(
        file, [] { return tr("&Grade Exercise Answers…"); }, this,
        [this] { showTeachingWindow(new ClassView(this), QSize(1100, 760)); });
    recentMenu_ = texts_.addMenu(file, [] { return tr("Open &Recent"); });
    rebuildRecentMenu();
    texts_.addAction(
        file, [] { return tr("Open &Demo Project"); }, this, &MainWindow::openDemo);
    file->addSeparator();
    needsData_ << texts_.addAction(
        file, [] { return tr("&Import Runs or Labels…"); }, QKeySequence(tr("Ctrl+I")), this,
        [this] {
            const QStringList files =
                QFileDialog::getOpenFileNames(this, tr("Import runs, labels or query metadata"),
                                              QString(), ImportFilters::runsAndLabels());
            importFiles(files);
        });
    // The start page of an empty project: its first step, the same import.
    connect(welcome_, &WelcomePanel::importRequested, needsData_.back(), &QAction::trigger);
    needsData_ << texts_.addAction(
        file, [] { return tr("Import S&ubtopic Labels…"); }, this,
        [this] { SubtopicImport::fromUser(this, *session_); });
    // Per-query values computed elsewhere (qid, measure, value): told apart by their header.
    needsData_ << texts_.addAction(
        file, [] { return tr("Import E&valuated Run…"); }, this,
        [this] {
            importFiles(QFileDialog::getOpenFileNames(
                this, tr("Import an evaluated run (per-query values computed elsewhere)"),
                QString(), ImportFilters::evaluatedRuns()));
        });
    needsData_ << texts_.addAction(
        file, [] { return tr("De&lete Run…"); }, this,
        [this] { RunDeletion::fromUser(this, *session_, undo_); });
    needsData_ << texts_.addAction(
        file, [] { return tr("Rena&me Run…"); }, this,
        [this] { RunRenaming::fromUser(this, *session_, undo_); });
    needsData_ << texts_.addAction(
        file, [] { return tr("Delete La&bel Set…"); }, this,
        [this] { RunDeletion::labelSetFromUser(this, *session_, undo_); });
    QMenu* exp = buildExportMenu(file);
    auto* labels = new LabelActions(session_, this);  // judging, agreement, label export
    labels->addExportActions(exp);
    labels->setUndoStack(undo_);
    connect(labels, &LabelActions::queryRequested, queries_, &QueriesView::selectQuery);
    // A disagreement opened from Agreement: its ranking in front (it stayed behind the tabs).
    connect(labels, &LabelActions::queryRequested, layout_, &MainLayout::showRanking);
    definitions_->observe(labels, [labels](const Definitions& d) {
        labels->setDefaultK(d.k);
        labels->setTiePolicy(d.config.ties);
        labels->setEvalConfig(d.config);
    });
    file->addSeparator();
    texts_.addAction(
        file, [] { return tr("&Quit"); }, QKeySequence::Quit, this, &QWidget::close);
    return labels;
}

// File → Export: the curves, their data and the tables (the labels' entries follow).
QMenu* MainWindow::buildExportMenu(QMenu* file) {
    QMenu* exp = texts_.addMenu(file, [] { return tr("&Export"); });
    texts_.addAction(
        exp, [] { return tr("Curves as &PNG…"); }, this,
        [this] { curves_->exportAs(QStringLiteral("png")); });
    texts_.addAction(
        exp, [] { return tr("Curves as P&DF…"); }, this,
        [this] { curves_->exportAs(QStringLiteral("pdf")); });
    texts_.addAction(
        exp, [] { return tr("Curves as &SVG…"); }, this,
        [this] { curves_->exportAs(QStringLiteral("svg")); });
    texts_.addAction(
        exp, [] { return tr("Curve data as &CSV…"); }, this,
        [this] { curves_->exportAs(QStringLiteral("csv")); });
    texts_.addAction(
        exp, [] { return tr("Cut-off &table as CSV…"); }, this,
        [this] { curves_->exportAs(QStringLiteral("table-csv")); });
    texts_.addAction(
        exp, [] { return tr("&Query table as CSV…"); }, this, &MainWindow::exportQueryTable);
    return exp;
}

void MainWindow::buildMenus() {
    LabelActions* labels = buildFileMenu();
    // Label Sets: a disagreement or an unjudged item opened in its ranking.
    connect(labels, &LabelActions::itemRequested, this, &MainWindow::showItem);

    QMenu* edit = editMenu_ = texts_.addMenu(menuBar(), [] { return tr("&Edit"); });
    retranslateBuiltTexts();  // creates the undo and redo actions
    edit->addSeparator();
    texts_.addAction(
        edit, [] { return tr("&Preferences…"); }, QKeySequence(Qt::CTRL | Qt::Key_Comma), this,
        [this] { PreferencesDialog(this).exec(); });

    QMenu* view = texts_.addMenu(menuBar(), [] { return tr("&View"); });
    layout_->addViewActions(view);
    view->addSeparator();
    QAction* log = texts_.addAction(view, [] { return tr("&Log-scale k"); });
    log->setCheckable(true);
    connect(log, &QAction::toggled, curves_->logBox(), &QAbstractButton::setChecked);
    connect(curves_->logBox(), &QAbstractButton::toggled, log, &QAction::setChecked);
    texts_.addAction(
        view, [] { return tr("&Reset Plot View"); }, QKeySequence(tr("Ctrl+0")), curves_->plot(),
        &PlotWidget::resetView);
    texts_.addAction(
        view, [] { return tr("&Worst Queries First"); }, QKeySequence(tr("Ctrl+W")), this,
        [this] {
            queries_->worstFirst();
            layout_->showQueries();
        });
    view->addSeparator();
    needsData_ << texts_.addAction(
        view, [] { return tr("&Compare Runs…"); }, QKeySequence(tr("Ctrl+Shift+C")), this,
        &MainWindow::showCompare);
    needsData_ << texts_.addAction(
        view, [] { return tr("Leader&board…"); }, QKeySequence(tr("Ctrl+Shift+B")), this,
        &MainWindow::showLeaderboard);
    connect(comparison_, &ComparisonWindow::leaderboardRequested, this,
            &MainWindow::showLeaderboard);
    needsData_ << texts_.addAction(
        view, [] { return tr("Clicks and &Online Results…"); }, this,
        [this] {
            // One window per main window, made on first use (ui/behaviour).
            auto* w = findChild<BehaviourWindow*>();
            if (!w) {
                w = new BehaviourWindow(session_, this);
                connect(session_, &ProjectSession::dataChanged, w, [w] {
                    if (w->isVisible()) w->refresh();
                });
            }
            w->refresh();
            w->show();
            w->raise();
        });
    needsData_ << texts_.addAction(
        view, [] { return tr("&Exposure by Item Group…"); }, QKeySequence(tr("Ctrl+Shift+E")), this,
        &MainWindow::showExposure);

    needsData_ << menuBar()->addMenu(labels->makeMenu(this));

    QMenu* help = texts_.addMenu(menuBar(), [] { return tr("&Help"); });
    // One help, searchable: the glossary holds every measure's definition (F1 opens it too).
    QAction* glossary = texts_.addAction(
        help, [] { return tr("&Glossary"); }, this,
        [this] { showTeachingWindow(new GlossaryWindow(this), QSize(780, 820)); });
    glossary->setShortcuts({GlossaryWindow::shortcut(), QKeySequence(QKeySequence::HelpContents)});
    texts_.addAction(
        help, [] { return tr("&Lessons"); }, QKeySequence(tr("Ctrl+Shift+L")), this,
        [this] { showTeachingWindow(new LessonsWindow(this), QSize(1500, 940)); });
    texts_.addAction(
        help, [] { return tr("&Practice"); }, QKeySequence(tr("Ctrl+Shift+P")), this,
        [this] { showTeachingWindow(new PracticeWindow(this), QSize(960, 720)); });
    texts_.addAction(
        help, [] { return tr("&About RankLens"); }, this, [this] { AboutDialog(this).exec(); });
}

void MainWindow::rebuildRecentMenu() {
    fillRecentMenu(recentMenu_, this, [this](const QString& f) { openFromUser(f); });
}

QWidget* MainWindow::openPracticeSet(const QString& path) {
    // Checked before the window opens: a foreign file refused there was forgotten once the
    // learner gave a name, and the practice went on as random exercises.
    const auto set = core::teaching::loadPracticeSet(QFile::encodeName(path).toStdString());
    if (!set.ok) {
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Open exercise set"),
                            tr("%1 was not opened: it is not an exercise set RankLens can read.")
                                .arg(QFileInfo(path).fileName()),
                            QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("exerciseSetRefused"));
        box->setDetailedText(QString::fromStdString(set.error));  // what is wrong, for its author
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return nullptr;
    }
    auto* w = new PracticeWindow(this);
    showTeachingWindow(w, QSize(960, 720));
    w->openSet(path);
    return w;
}

void MainWindow::showTeachingWindow(QWidget* w, QSize size) {
    w->setWindowFlag(Qt::Window);
    w->setAttribute(Qt::WA_DeleteOnClose);
    fitToScreen(w, size);
    w->show();
}

void MainWindow::exportQueryTable() {
    const QString file = QFileDialog::getSaveFileName(this, tr("Export query table"),
                                                      tr("queries.csv"), tr("CSV files (*.csv)"));
    if (file.isEmpty()) return;
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Text)) {
        QMessageBox::warning(this, tr("Export"), tr("Could not write %1.").arg(file));
        return;
    }
    f.write(queries_->csv().toUtf8());
}

void MainWindow::showExposure() {
    auto* w = findChild<ExposureWindow*>();
    if (!w) {
        w = new ExposureWindow(this);
        fitToScreen(w, QSize(1366, 860));
        connect(eval_, &EvaluationController::evaluationReady, w,
                [w](std::shared_ptr<const ProjectData>, std::shared_ptr<const Evaluation> ev) {
                    w->setEvaluation(std::move(ev));
                });
    }
    w->setEvaluation(eval_->current());
    w->show();
    w->raise();
}

void MainWindow::showCompare() {
    comparison_->show();
    comparison_->raise();
    comparison_->compare();
}

}  // namespace ranklens::ui
