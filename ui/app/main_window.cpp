#include "ui/app/main_window.h"

#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <algorithm>
#include <utility>

#include "ui/app/about_dialog.h"
#include "ui/app/explain_actions.h"
#include "ui/app/main_layout.h"
#include "ui/app/preferences_dialog.h"
#include "ui/app/project_memory.h"
#include "ui/app/project_open_choice.h"
#include "ui/app/recent_files.h"
#include "ui/app/snapshot_keeper.h"
#include "ui/app/welcome_panel.h"
#include "ui/behaviour/behaviour_window.h"
#include "ui/beyond/exposure_window.h"
#include "ui/common/combo_fit.h"
#include "ui/common/measure_text.h"
#include "ui/common/window_geometry.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/judging/label_actions.h"
#include "ui/plot/plot_widget.h"
#include "ui/project/evaluated_run_import.h"
#include "ui/project/import_filters.h"
#include "ui/project/import_report.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"
#include "ui/project/run_deletion.h"
#include "ui/project/subtopic_import.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"
#include "ui/teaching/practice_window.h"

namespace ranklens::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      session_(new ProjectSession(this)),
      eval_(new EvaluationController(this)),
      undo_(new QUndoStack(this)),
      defs_(new DefinitionsBar(this)),
      curves_(new CurvesView(this)),
      queries_(new QueriesView(this)),
      ranking_(new RankingView(undo_, this)),
      comparison_(new ComparisonWindow(this)),
      welcome_(new WelcomePanel(this)),
      layout_(new MainLayout(this, defs_, welcome_, queries_, curves_, ranking_)),
      projectLabel_(new QLabel(this)),
      evalLabel_(new QLabel(this)),
      progress_(new QProgressBar(this)),
      cancel_(new QToolButton(this)) {
    setWindowTitle(tr("RankLens"));
    setAcceptDrops(true);
    installComboFitter();
    // A long project path must not make the window wider than the screen.
    projectLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    progress_->setMaximumWidth(180);
    progress_->setVisible(false);
    cancel_->setText(tr("Cancel"));
    cancel_->setVisible(false);
    statusBar()->addWidget(projectLabel_, 1);
    statusBar()->addPermanentWidget(evalLabel_);
    statusBar()->addPermanentWidget(progress_);
    statusBar()->addPermanentWidget(cancel_);

    eval_->setMetrics(curves_->selectedMetrics());
    {  // one RBP p: the ranking view's box (remembered per machine) starts the definitions
        Definitions d = defs_->definitions();
        d.config.rbpPersistence = ranking_->metricsPanel()->rbpPersistence();
        defs_->setDefinitions(d);
    }
    eval_->setDefinitions(defs_->definitions());
    comparison_->setDefinitions(defs_->definitions());
    ranking_->setConfig(defs_->definitions().config);
    ranking_->setCutoff(defs_->definitions().k);

    buildMenus();
    connectParts();

    QSettings s;
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        // First start: most of a large screen; all of a laptop-sized one (below 1600 px the
        // definitions bar needs the full width to show every setting without scrolling).
        resize(screen()->availableGeometry().width() < 1600
                   ? screen()->availableGeometry().size()
                   : screen()->availableGeometry().size() * 0.92);
    keepOnScreen(this);  // restored from a larger screen: stay on this one
    layout_->restore();
    fitAllCombos(this);
    new ProjectMemory(this);  // drafts and view state kept in the project
    snapshots_ = new SnapshotKeeper(session_, eval_, this);  // after ProjectMemory (it reads it)
}

// The project is closed while the window still exists: what it keeps is saved, then its
// results snapshot is written (SnapshotKeeper, waited for when it is destroyed).
MainWindow::~MainWindow() {
    session_->close();
    waitForRecentFiles();  // the last project opened is in the list at the next start
}

// File: projects, imports and exports (curves, tables, labels). Returns the label actions, whose
// menu comes later in the bar.
LabelActions* MainWindow::buildFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Project…"), QKeySequence::New, this, [this] {
        const QString f = QFileDialog::getSaveFileName(this, tr("New project"), QString(),
                                                       tr("RankLens projects (*.ranklens)"));
        if (!f.isEmpty())
            openFromUser(f.endsWith(QLatin1String(".ranklens")) ? f
                                                                : f + QStringLiteral(".ranklens"));
    });
    file->addAction(tr("&Open Project…"), QKeySequence::Open, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open project"), QString(),
                                                       tr("RankLens projects (*.ranklens)"));
        if (!f.isEmpty()) openFromUser(f);
    });
    file->addAction(tr("Open E&xercise Set…"), this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open an exercise set"), QString(),
                                                       tr("Exercise sets (*.json)"));
        if (!f.isEmpty()) openPracticeSet(f);
    });
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    file->addAction(tr("Open &Demo Project"), this, &MainWindow::openDemo);
    file->addSeparator();
    needsData_ << file->addAction(
        tr("&Import Runs or Labels…"), QKeySequence(tr("Ctrl+I")), this, [this] {
            const QStringList files =
                QFileDialog::getOpenFileNames(this, tr("Import runs, labels or query metadata"),
                                              QString(), ImportFilters::runsAndLabels());
            reviewImport(files);
        });
    needsData_ << file->addAction(tr("Import S&ubtopic Labels…"), this,
                                  [this] { SubtopicImport::fromUser(this, *session_); });
    // Per-query values computed elsewhere (qid, measure, value): told apart by their header.
    needsData_ << file->addAction(tr("Import E&valuated Run…"), this, [this] {
        reviewImport(QFileDialog::getOpenFileNames(
            this, tr("Import an evaluated run (per-query values computed elsewhere)"), QString(),
            ImportFilters::evaluatedRuns()));
    });
    needsData_ << file->addAction(tr("De&lete Run…"), this,
                                  [this] { RunDeletion::fromUser(this, *session_, undo_); });
    needsData_ << file->addAction(tr("Delete La&bel Set…"), this, [this] {
        RunDeletion::labelSetFromUser(this, *session_, undo_);
    });
    QMenu* exp = file->addMenu(tr("&Export"));
    exp->addAction(tr("Curves as &PNG…"), this,
                   [this] { curves_->exportAs(QStringLiteral("png")); });
    exp->addAction(tr("Curves as P&DF…"), this,
                   [this] { curves_->exportAs(QStringLiteral("pdf")); });
    exp->addAction(tr("Curves as &SVG…"), this,
                   [this] { curves_->exportAs(QStringLiteral("svg")); });
    exp->addAction(tr("Curve data as &CSV…"), this,
                   [this] { curves_->exportAs(QStringLiteral("csv")); });
    exp->addAction(tr("Cut-off &table as CSV…"), this,
                   [this] { curves_->exportAs(QStringLiteral("table-csv")); });
    exp->addAction(tr("&Query table as CSV…"), this, &MainWindow::exportQueryTable);
    auto* labels = new LabelActions(session_, this);  // judging, agreement, label export
    labels->addExportActions(exp);
    connect(labels, &LabelActions::queryRequested, queries_, &QueriesView::selectQuery);
    connect(defs_, &DefinitionsBar::definitionsChanged, labels, [labels](const Definitions& d) {
        labels->setDefaultK(d.k);
        labels->setTiePolicy(d.config.ties);
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    return labels;
}

void MainWindow::buildMenus() {
    LabelActions* labels = buildFileMenu();

    QMenu* edit = editMenu_ = menuBar()->addMenu(tr("&Edit"));
    retranslateBuiltTexts();  // creates the undo and redo actions
    edit->addSeparator();
    edit->addAction(tr("&Preferences…"), QKeySequence(Qt::CTRL | Qt::Key_Comma), this,
                    [this] { PreferencesDialog(this).exec(); });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    layout_->addViewActions(view);
    view->addSeparator();
    QAction* log = view->addAction(tr("&Log-scale k"));
    log->setCheckable(true);
    connect(log, &QAction::toggled, curves_->logBox(), &QAbstractButton::setChecked);
    connect(curves_->logBox(), &QAbstractButton::toggled, log, &QAction::setChecked);
    view->addAction(tr("&Reset Plot View"), QKeySequence(tr("Ctrl+0")), curves_->plot(),
                    &PlotWidget::resetView);
    view->addAction(tr("&Worst Queries First"), QKeySequence(tr("Ctrl+W")), this, [this] {
        queries_->worstFirst();
        layout_->showQueries();
    });
    view->addSeparator();
    needsData_ << view->addAction(tr("&Compare Runs…"), QKeySequence(tr("Ctrl+Shift+C")), this,
                                  &MainWindow::showCompare);
    needsData_ << view->addAction(tr("Clicks and &Online Results…"), this, [this] {
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
    needsData_ << view->addAction(tr("&Exposure by Item Group…"), QKeySequence(tr("Ctrl+Shift+E")),
                                  this, &MainWindow::showExposure);

    needsData_ << menuBar()->addMenu(labels->makeMenu(this));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Metric Definitions"), QKeySequence::HelpContents, this,
                    &MainWindow::showMetricHelp);
    help->addAction(tr("&Lessons"), QKeySequence(tr("Ctrl+Shift+L")), this,
                    [this] { showTeachingWindow(new LessonsWindow(this), QSize(1500, 940)); });
    help->addAction(tr("&Practice"), QKeySequence(tr("Ctrl+Shift+P")), this,
                    [this] { showTeachingWindow(new PracticeWindow(this), QSize(960, 720)); });
    help->addAction(tr("&Glossary"), GlossaryWindow::shortcut(), this,
                    [this] { showTeachingWindow(new GlossaryWindow(this), QSize(780, 820)); });
    help->addAction(tr("&About RankLens"), this, [this] { AboutDialog(this).exec(); });
}

void MainWindow::connectParts() {
    connectSession();
    connect(defs_, &DefinitionsBar::definitionsChanged, this, [this](const Definitions& d) {
        eval_->setDefinitions(d);
        comparison_->setDefinitions(d);
        ranking_->metricsPanel()->setRbpPersistence(d.config.rbpPersistence);
        ranking_->setConfig(d.config);
        ranking_->setCutoff(d.k);
    });
    // The ranking view's RBP p box and the explorer's rbp_cut@k read the same definition.
    connect(ranking_->metricsPanel(), &RankingMetricsPanel::rbpPersistenceChanged, defs_,
            &DefinitionsBar::setRbpPersistence);
    connect(comparison_, &ComparisonWindow::inspectQuery, this,
            [this](const QString& qid, int run) {
                queries_->selectQuery(qid);
                showQuery(qid, run);
                layout_->showRanking();
                activateWindow();
            });
    connect(defs_, &DefinitionsBar::labelSetChosen, session_, &ProjectSession::setActiveLabelSet);
    connect(curves_, &CurvesView::metricsChanged, eval_, &EvaluationController::setMetrics);
    connect(curves_, &CurvesView::cutoffsChanged, eval_, &EvaluationController::setCutoffs);
    connectEvaluation();
    connectRanking();
    connectWelcome();
}

// The start page's three journeys (closing it is MainLayout's).
void MainWindow::connectWelcome() {
    connect(welcome_, &WelcomePanel::lessonsRequested, this,
            [this] { showTeachingWindow(new LessonsWindow(this), QSize(1500, 940)); });
    connect(welcome_, &WelcomePanel::practiceRequested, this,
            [this] { showTeachingWindow(new PracticeWindow(this), QSize(960, 720)); });
    connect(welcome_, &WelcomePanel::inspectRequested, this, [this] {
        if (currentQid_.isEmpty()) return;
        queries_->selectQuery(currentQid_);
        layout_->showRanking();
    });
    connect(welcome_, &WelcomePanel::compareRequested, this, &MainWindow::showCompare);
}

// Who gets shown (ui/beyond): one window per main window, made on first use; it follows the
// evaluation (k and the other definitions).
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

// The project: its data feeds the evaluation and the comparison; imports report here.
void MainWindow::connectSession() {
    connect(session_, &ProjectSession::opened, this, [this](const QString& path) {
        previousProject_.clear();  // open: a Cancel no longer goes back
        const bool readOnly = session_->isReadOnly();
        projectLabel_->setText(
            readOnly
                ? tr("%1 — read-only: %2 (grading is off)").arg(path, session_->readOnlyReason())
                : path);
        updateTitle();
        ranking_->setGradingEnabled(!readOnly);
        undo_->clear();
        const QStringList recent = rememberRecentFile(path);
        fillRecentMenu(
            recentMenu_, this, [this](const QString& f) { openFromUser(f); }, &recent);
    });
    connect(session_, &ProjectSession::dataChanged, this,
            [this](std::shared_ptr<const ProjectData> d) {
                defs_->setLabelSets(d->labelSets, d->labelSetId);
                eval_->setData(d);
                comparison_->setData(d);
            });
    connect(session_, &ProjectSession::openFailed, this, &MainWindow::openFailedInBackground);
    connect(session_, &ProjectSession::openCancelled, this, &MainWindow::openCancelledInBackground);
    connect(session_, &ProjectSession::busyChanged, this, &MainWindow::showBusy);
    connect(session_, &ProjectSession::progress, this, &MainWindow::showProgress);
    connect(session_, &ProjectSession::importFinished, this,
            [this](bool ok, const QStringList& messages) {
                // What arrived, file by file (the first line of a failure).
                // Too long for the room beside the permanent labels: elided, whole in the
                // status bar's tooltip (several files at once make a long line).
                const QString text = ok ? messages.join(QStringLiteral(" · ")) : messages.value(0);
                // (300 px: the permanent "runs × queries" label and the size grip; the bar
                // may not be laid out yet when the first project's import ends.)
                const int room = std::max(300, width() - 300);
                statusBar()->setToolTip(text);
                statusBar()->showMessage(
                    statusBar()->fontMetrics().elidedText(text, Qt::ElideRight, room), 15000);
                // A reviewed import ends with what arrived as what, one line per file.
                if (std::exchange(summaryPending_, false) && ok) {
                    if (importSummary_) importSummary_->close();
                    importSummary_ = new QMessageBox(
                        QMessageBox::Information, tr("Import"),
                        tr("Imported:") + QStringLiteral("\n") + messages.join(QLatin1Char('\n')),
                        QMessageBox::Ok, this);
                    importSummary_->setObjectName(QStringLiteral("importSummary"));
                    importSummary_->setAttribute(Qt::WA_DeleteOnClose);
                    importSummary_->setModal(false);
                    importSummary_->show();
                }
                // One box; files refused for bad lines can be imported again skipping them.
                if (!ok && ImportReport::showFailure(this, messages,
                                                     !session_->filesWithBadLines().isEmpty()))
                    session_->importFiles(session_->filesWithBadLines(), false, true);
            });
    connect(session_, &ProjectSession::duplicatesFound, this,
            [this](const QStringList& files, const QStringList& messages) {
                const auto answer = QMessageBox::question(
                    this, tr("Import"),
                    tr("The project already holds the content of:\n%1\n\nImport again as new "
                       "copies?")
                        .arg(messages.join(QLatin1Char('\n'))),
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
                if (answer == QMessageBox::Yes) session_->importFiles(files, true);
            });
    connect(session_, &ProjectSession::errorOccurred, this,
            [this](const QString& m) { QMessageBox::warning(this, tr("RankLens"), m); });
}

void MainWindow::connectEvaluation() {
    connect(eval_, &EvaluationController::started, this, [this] {
        evalLabel_->setText(tr("Computing…"));
        if (!session_->isBusy())
            showBusy(true, eval_->showsSnapshot()
                               ? tr("Evaluating… — numbers shown from the last session")
                               : QString());
    });
    connect(eval_, &EvaluationController::progress, this, &MainWindow::showProgress);
    connect(eval_, &EvaluationController::finished, this, [this] {
        if (!session_->isBusy()) showBusy(false, QString());
    });
    connect(eval_, &EvaluationController::failed, this,
            [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(eval_, &EvaluationController::evaluationReady, this,
            [this](std::shared_ptr<const ProjectData>, std::shared_ptr<const Evaluation> ev) {
                showEvaluation(std::move(ev));
            });
    connect(cancel_, &QToolButton::clicked, this, [this] {
        session_->cancel();
        eval_->cancel();
    });
}

// The inspector: selecting a query shows it; grades and what-if runs are saved to the project.
void MainWindow::connectRanking() {
    connect(queries_, &QueriesView::querySelected, this, &MainWindow::showQuery);
    connect(queries_, &QueriesView::queryActivated, layout_, &MainLayout::showRanking);
    new ExplainActions(this, queries_, curves_, [this] { return eval_->current(); });
    connect(ranking_, &RankingView::gradeEditRequested, this,
            [this](const QString& qid, const QString& docid, std::optional<int> grade) {
                QString error;
                if (!session_->setLabel(qid, docid, grade, &error))
                    QMessageBox::warning(this, tr("Label not saved"), error);
            });
    connect(ranking_, &RankingView::saveOrderRequested, this,
            [this](const QString& qid, const QStringList& docids) {
                bool ok = false;
                const QString name =
                    QInputDialog::getText(this, tr("Save order as run"), tr("Name of the new run:"),
                                          QLineEdit::Normal, tr("what-if %1").arg(qid), &ok);
                if (!ok || name.isEmpty()) return;
                QString error;
                if (!session_->saveRun(makeWhatIfRun(name, qid, docids), name,
                                       tr("hand-made order of query %1").arg(qid), &error))
                    QMessageBox::warning(this, tr("Run not saved"), error);
            });
    connect(ranking_, &RankingView::cutoffChanged, this, [this](int k) {
        Definitions d = defs_->definitions();
        d.k = k;
        defs_->setDefinitions(d);
        eval_->setDefinitions(d);
    });
}

void MainWindow::showEvaluation(std::shared_ptr<const Evaluation> ev) {
    curves_->setEvaluation(ev);
    queries_->setEvaluation(ev);
    if (ev->fromSnapshot)
        evalLabel_->setText(
            tr("%1 runs × %n queries · last session", nullptr, static_cast<int>(ev->qids.size()))
                .arg(ev->runs.size()));
    else
        evalLabel_->setText(
            tr("%1 runs × %n queries · %2 ms", nullptr, static_cast<int>(ev->qids.size()))
                .arg(ev->runs.size())
                .arg(ev->seconds * 1000.0, 0, 'f', 0));
    if (!ev->fromSnapshot) {  // (a first open's empty evaluation comes before its loading)
        setLoading(false);
        showLoadingNotes(QString());
    }
    evalLabel_->setToolTip(ev->definitionsText());
    if (currentQid_.isEmpty() && !ev->qids.empty())
        queries_->selectQuery(QString::fromStdString(ev->qids.front()));
    refreshRanking();
}

void MainWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && editMenu_) retranslateBuiltTexts();
    QMainWindow::changeEvent(e);
}

// Texts that live_retranslation cannot find again (built with arguments or by QUndoStack):
// rebuilt from the current state. Plain tr() texts are switched by live_retranslation.
void MainWindow::retranslateBuiltTexts() {
    QAction* undo = undo_->createUndoAction(editMenu_, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = undo_->createRedoAction(editMenu_, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    editMenu_->insertActions(undoAction_, {undo, redo});
    delete undoAction_;
    delete redoAction_;
    undoAction_ = undo;
    redoAction_ = redo;
    if (session_->isOpen()) updateTitle();
    if (const auto d = session_->data()) defs_->setLabelSets(d->labelSets, d->labelSetId);
    if (const auto ev = eval_->current()) showEvaluation(ev);
}

void MainWindow::showQuery(const QString& qid, int run) {
    currentQid_ = qid;
    currentRun_ = run;
    curves_->setSelectedQuery(qid);
    refreshRanking();
}

// The ranking shows the current query of the current evaluation; with none (a project just
// opened or created, one without that query) it is empty, so no grade key can label anything.
void MainWindow::refreshRanking() {
    const auto ev = eval_->current();
    const bool known = ev && std::find(ev->qids.begin(), ev->qids.end(),
                                       currentQid_.toStdString()) != ev->qids.end();
    if (currentQid_.isEmpty() || (ev && !ev->fromSnapshot && !known)) {
        ranking_->clear();
        return;
    }
    if (!ev || ev->fromSnapshot) return;
    const auto run = static_cast<std::size_t>(std::max(0, currentRun_));
    if (run >= ev->data->runs.size()) return;
    ranking_->setInput(makeRankingInput(*ev->data, run, currentQid_, ev->request.defs.config));
}

void MainWindow::updateTitle() {
    const QString name = QFileInfo(session_->path()).fileName();
    setWindowTitle(session_->isReadOnly() ? tr("%1 [read-only] — RankLens").arg(name)
                                          : tr("%1 — RankLens").arg(name));
}

bool MainWindow::openProject(const QString& path) {
    if (auto* memory = findChild<ProjectMemory*>(); memory && !memory->confirmLeave()) return false;
    QString error;
    showQuery(QString(), 0);  // nothing of the project being left stays in view
    const QString previous = session_->isOpen() ? session_->path() : previousProject_;
    const bool same =
        QFileInfo(previous).canonicalFilePath() == QFileInfo(path).canonicalFilePath();
    previousProject_ = same ? QString() : previous;
    // Reopening the open project: closed first, so that its snapshot is keyed on the file as
    // this session leaves it.
    if (session_->isOpen() && same) session_->close();
    if (auto snapshot = snapshots_->lookup(path)) {
        openWithSnapshot(path, std::move(snapshot));
        return true;
    }
    if (opensInBackground(path)) {
        openFirstTime(path);
        return true;
    }
    previousProject_.clear();
    if (!session_->open(path, &error)) {
        QMessageBox::warning(this, tr("Open project"),
                             tr("Could not open %1:\n%2").arg(path, error));
        return false;
    }
    return true;
}

void MainWindow::openFromUser(const QString& path) {
    const bool other = session_->isOpen() && QFileInfo(session_->path()).absoluteFilePath() !=
                                                 QFileInfo(path).absoluteFilePath();
    if (!other) {
        openProject(path);
        return;
    }
    switch (askHowToOpen(this, session_->path(), path)) {
        case OpenChoice::NewWindow:
            if (!openInNewWindow(path))
                QMessageBox::warning(this, tr("Open project"),
                                     tr("Could not start a new RankLens window for %1.").arg(path));
            break;
        case OpenChoice::Replace:
            openProject(path);
            break;
        case OpenChoice::Cancel:
            break;
    }
}

ImportReviewDialog* MainWindow::reviewImport(const QStringList& files) {
    if (files.isEmpty()) return nullptr;
    auto* review = new ImportReviewDialog(files, this);
    review->setAttribute(Qt::WA_DeleteOnClose);
    connect(review, &QDialog::accepted, this, [this, review] {
        if (session_->isOpening()) return importFiles(review->files());  // says to wait
        if (!session_->isOpen()) openDemo();
        summaryPending_ = true;
        session_->importFiles(review->files(), false, false, review->kinds());
    });
    review->open();
    return review;
}

void MainWindow::importFiles(const QStringList& files) {
    if (files.isEmpty()) return;
    if (session_->isOpening()) {  // dropped while the project is checked and loaded
        statusBar()->showMessage(tr("The project is still being loaded; import again when it is "
                                    "open."),
                                 8000);
        return;
    }
    if (!session_->isOpen()) openDemo();
    session_->importFiles(files);
}

void MainWindow::showProgress(int perMille) {
    progress_->setRange(0, 1000);
    progress_->setValue(perMille);
}

void MainWindow::showBusy(bool busy, const QString& what) {
    progress_->setVisible(busy);
    cancel_->setVisible(busy);
    if (busy) {
        progress_->setRange(0, 0);
        if (!what.isEmpty()) statusBar()->showMessage(busyMessage_ = what);
    } else if (statusBar()->currentMessage() == busyMessage_) {
        // Only the busy text goes: an import's report stays after the evaluation it started.
        statusBar()->clearMessage();
    }
}

void MainWindow::rebuildRecentMenu() {
    fillRecentMenu(recentMenu_, this, [this](const QString& f) { openFromUser(f); });
}

QWidget* MainWindow::openPracticeSet(const QString& path) {
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

void MainWindow::showMetricHelp() {
    QString html =
        tr("<h2>Metrics</h2><p>Relevant means label ≥ threshold. Every value is per "
           "query, then averaged over queries.</p>");
    for (const auto& m : core::measureRegistry())
        html += QStringLiteral("<h3>%1 — %2</h3><p>%3</p>")
                    .arg(measureLabel(m).toHtmlEscaped(), measureTitle(m).toHtmlEscaped(),
                         measureDescription(m).toHtmlEscaped());
    auto* browser = new QTextBrowser;
    browser->setAttribute(Qt::WA_DeleteOnClose);
    browser->setWindowTitle(tr("Metric definitions — RankLens"));
    browser->setHtml(html);
    fitToScreen(browser, QSize(640, 720));
    closeOnEscape(browser);
    browser->show();
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

void MainWindow::closeEvent(QCloseEvent* e) {
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    layout_->save();
    QMainWindow::closeEvent(e);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* e) {
    if (e->mimeData()->hasUrls()) e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* e) {
    QStringList files;
    for (const QUrl& u : e->mimeData()->urls())
        if (u.isLocalFile()) files << u.toLocalFile();
    if (files.size() == 1 && classifyInput(files.front()) == InputKind::Project) {
        openFromUser(files.front());
    } else {
        reviewImport(files);
    }
    e->acceptProposedAction();
}

}  // namespace ranklens::ui
