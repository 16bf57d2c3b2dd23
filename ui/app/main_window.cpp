#include "ui/app/main_window.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <algorithm>
#include <utility>

#include "ui/app/explain_actions.h"
#include "ui/app/main_layout.h"
#include "ui/app/project_memory.h"
#include "ui/app/recent_files.h"
#include "ui/app/snapshot_keeper.h"
#include "ui/app/welcome_panel.h"
#include "ui/common/combo_fit.h"
#include "ui/common/window_geometry.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/judging/label_actions.h"
#include "ui/project/demo_project.h"
#include "ui/project/import_flow.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/lessons_window.h"
#include "ui/teaching/practice_window.h"

namespace ranklens::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      session_(new ProjectSession(this)),
      eval_(new EvaluationController(this)),
      undo_(new QUndoStack(this)),
      imports_(new ImportFlow(session_, this, [this] { return askForProject(); })),
      definitions_(new DefinitionsModel(this)),
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
    texts_.bind(this, [this] {
        if (!session_->isOpen()) setWindowTitle(tr("RankLens"));
    });
    setAcceptDrops(true);
    installComboFitter();
    // A long project path must not make the window wider than the screen.
    projectLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    progress_->setMaximumWidth(180);
    progress_->setVisible(false);
    texts_.text(cancel_, [] { return tr("Cancel"); });
    cancel_->setVisible(false);
    statusBar()->addWidget(projectLabel_, 1);
    evalLabel_->setObjectName(QStringLiteral("evaluationSummary"));
    statusBar()->addPermanentWidget(evalLabel_);
    statusBar()->addPermanentWidget(progress_);
    statusBar()->addPermanentWidget(cancel_);

    eval_->setMetrics(curves_->selectedMetrics());
    // RBP's p starts as the ranking view's box was last left (remembered per machine).
    definitions_->setRbpPersistence(ranking_->metricsPanel()->rbpPersistence());
    connectDefinitions();

    buildMenus();
    connectParts();
    layout_->setFocusTargets(queries_->table(), nullptr, ranking_->listView());

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

void MainWindow::placeAt(const QRect& geometry) {
    setGeometry(geometry);
    keepOnScreen(this);
}

// The project is closed while the window still exists: what it keeps is saved, then its
// results snapshot is written (SnapshotKeeper, waited for when it is destroyed).
MainWindow::~MainWindow() {
    session_->close();
    waitForRecentFiles();  // the last project opened is in the list at the next start
}

// The definitions' one owner and its observers: the bar shows and edits them, the ranking
// view's p box and cut-off edit one each, every view is handed them now and after each change.
void MainWindow::connectDefinitions() {
    DefinitionsModel* m = definitions_;
    m->observe(defs_, [this](const Definitions& d) { defs_->setDefinitions(d); });
    connect(defs_, &DefinitionsBar::definitionsChanged, m, &DefinitionsModel::setDefinitions);
    m->observe(eval_, [this](const Definitions& d) { eval_->setDefinitions(d); });
    m->observe(comparison_, [this](const Definitions& d) { comparison_->setDefinitions(d); });
    m->observe(ranking_, [this](const Definitions& d) {
        ranking_->metricsPanel()->setRbpPersistence(d.config.rbpPersistence);
        ranking_->setConfig(d.config);
        ranking_->setCutoff(d.k);
    });
    // The ranking view's RBP p box and the explorer's rbp_cut@k read the same definition.
    connect(ranking_->metricsPanel(), &RankingMetricsPanel::rbpPersistenceChanged, m,
            &DefinitionsModel::setRbpPersistence);
    connect(ranking_, &RankingView::cutoffChanged, m, &DefinitionsModel::setCutoff);
}

void MainWindow::connectParts() {
    connectSession();
    connect(comparison_, &ComparisonWindow::inspectQuery, this,
            [this](const QString& qid, int run) {
                queries_->selectQuery(qid);
                showQuery(qid, run);
                layout_->showRanking();
                activateWindow();
            });
    connect(defs_, &DefinitionsBar::labelSetChosen, session_,
            [this](std::int64_t id) { session_->labels().setActiveLabelSet(id); });
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
// The project: its data feeds the evaluation and the comparison; imports report here.
void MainWindow::connectSession() {
    connect(session_, &ProjectSession::opened, this, [this](const QString& path) {
        previousProject_.clear();  // open: a Cancel no longer goes back
        const bool readOnly = session_->isReadOnly();
        showProjectFile(path, readOnly ? session_->readOnlyReason() : QString());
        updateTitle();
        ranking_->setGradingEnabled(!readOnly);
        undo_->clear();
        const QStringList recent = rememberRecentFile(path);
        fillRecentMenu(
            recentMenu_, this, [this](const QString& f) { openFromUser(f); }, &recent);
    });
    connect(session_, &ProjectSession::dataChanged, this,
            [this](std::shared_ptr<const ProjectData> d) {
                // The start page speaks of the demo only in the demo, and of importing first
                // in an empty project.
                welcome_->setProject(
                    session_->path() == DemoProject::defaultPath() ? WelcomePanel::Project::Demo
                    : d->runInfos.empty() && d->labelSets.empty()  ? WelcomePanel::Project::Empty
                                                                   : WelcomePanel::Project::Own);
                defs_->setLabelSets(d->labelSets, d->labelSetId);
                defs_->setRealLabels(d->labels && d->labels->hasRealLabels());
                eval_->setData(d);
                comparison_->setData(d);
            });
    connect(session_, &ProjectSession::openFailed, this, &MainWindow::openFailedInBackground);
    connect(session_, &ProjectSession::openCancelled, this, &MainWindow::openCancelledInBackground);
    connect(session_, &ProjectSession::busyChanged, this, &MainWindow::showBusy);
    connect(session_, &ProjectSession::progress, this, &MainWindow::showProgress);
    // Imports report through their one flow (review, questions, summary): its status line is
    // short; a long one (a failure's first line) is elided, whole in the tooltip.
    connect(imports_, &ImportFlow::statusMessage, this, [this](const QString& text, int ms) {
        const int room = std::max(300, width() - 300);  // beside the permanent labels
        statusBar()->setToolTip(text);
        statusBar()->showMessage(statusBar()->fontMetrics().elidedText(text, Qt::ElideRight, room),
                                 ms);
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
                if (!session_->labels().setLabel(qid, docid, grade, &error))
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
                RunEdits& edits = session_->runEdits();
                if (!edits.saveRun(makeWhatIfRun(name, qid, docids), name,
                                   tr("hand-made order of query %1").arg(qid), &error))
                    QMessageBox::warning(this, tr("Run not saved"), error);
            });
}

void MainWindow::showEvaluation(std::shared_ptr<const Evaluation> ev) {
    curves_->setEvaluation(ev);
    queries_->setEvaluation(ev);
    const int queries = static_cast<int>(ev->qids.size());
    const QString runs = tr("%n run(s)", nullptr, static_cast<int>(ev->runs.size()));
    if (ev->fromSnapshot)
        evalLabel_->setText(tr("%1 × %n queries · last session", nullptr, queries).arg(runs));
    else
        evalLabel_->setText(tr("%1 × %n queries · %2 ms", nullptr, queries)
                                .arg(runs)
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
    if (e->type() == QEvent::LanguageChange && editMenu_) retranslateUi();
    QMainWindow::changeEvent(e);
}

void MainWindow::retranslateUi() {
    texts_.retranslate();
    retranslateBuiltTexts();
}

// Texts built with arguments or by QUndoStack: rebuilt from the current state.
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
    layout_->retranslate();
    if (auto* labels = findChild<LabelActions*>()) labels->retranslate();
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

void MainWindow::showItem(const QString& qid, const QString& doc, int run) {
    queries_->selectQuery(qid);
    showQuery(qid, run < 0 ? currentRun_ : run);
    layout_->showRanking();
    const int row = ranking_->session()->rowOfDocId(doc);
    if (row < 0) return;  // the run did not return it: its query is shown
    RankingTableView* list = ranking_->listView();
    list->setCurrentIndex(ranking_->model()->index(row, 0));
    list->scrollTo(list->currentIndex());
    list->setFocus();
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

ImportReviewDialog* MainWindow::importFiles(const QStringList& files) {
    return imports_->review(files);
}

QMessageBox* MainWindow::importSummary() const {
    return imports_->summary();
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
        importFiles(files);
    }
    e->acceptProposedAction();
}

}  // namespace ranklens::ui
