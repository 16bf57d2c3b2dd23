#include "ui/app/main_window.h"

#include <QCloseEvent>
#include <QDropEvent>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QUndoStack>
#include <utility>

#include "ui/app/current_query.h"
#include "ui/app/demo_opener.h"
#include "ui/app/explain_actions.h"
#include "ui/app/loading_state.h"
#include "ui/app/main_layout.h"
#include "ui/app/main_menus.h"
#include "ui/app/project_memory.h"
#include "ui/app/project_opener.h"
#include "ui/app/ranking_edits.h"
#include "ui/app/recent_files.h"
#include "ui/app/side_windows.h"
#include "ui/app/snapshot_keeper.h"
#include "ui/app/snapshot_opening.h"
#include "ui/app/welcome_panel.h"
#include "ui/app/window_status.h"
#include "ui/common/combo_fit.h"
#include "ui/common/window_geometry.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/demo_project.h"
#include "ui/project/import_flow.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      session_(new ProjectSession(this)),
      eval_(new EvaluationController(this)),
      undo_(new QUndoStack(this)),
      definitions_(new DefinitionsModel(this)),
      defs_(new DefinitionsBar(this)),
      curves_(new CurvesView(this)),
      queries_(new QueriesView(this)),
      ranking_(new RankingView(undo_, this)),
      comparison_(new ComparisonWindow(this)),
      welcome_(new WelcomePanel(this)),
      layout_(new MainLayout(this, defs_, welcome_, queries_, curves_, ranking_)),
      status_(new WindowStatus(this, session_)),
      loading_(new LoadingState(this, {defs_, ranking_}, {curves_, queries_})),
      current_(new CurrentQuery(this, eval_, curves_, queries_, ranking_, layout_)),
      windows_(new SideWindows(this, session_, eval_, definitions_, comparison_)) {
    setAcceptDrops(true);
    installComboFitter();
    eval_->setMetrics(curves_->selectedMetrics());
    // RBP's p starts as the ranking view's box was last left (remembered per machine).
    definitions_->setRbpPersistence(ranking_->metricsPanel()->rbpPersistence());
    connectDefinitions();
    createControllers();
    connectParts();
    layout_->setFocusTargets(queries_->table(), nullptr, ranking_->listView());
    restoreGeometryOrFill();
    layout_->restore();
    fitAllCombos(this);
    new ProjectMemory(this);  // drafts and view state kept in the project
    // After ProjectMemory (it reads it).
    snapshots_->setKeeper(new SnapshotKeeper(session_, eval_, this));
}

// The objects responsible for opening projects and the demo, importing, and the menus that
// call them.
void MainWindow::createControllers() {
    snapshots_ = new SnapshotOpening(
        this, {session_, eval_, definitions_, defs_, curves_, status_, loading_});
    opener_ =
        new ProjectOpener(this, {session_, eval_, snapshots_, status_, loading_, current_, defs_});
    demo_ = new DemoOpener(this, session_, opener_, status_);
    imports_ = new ImportFlow(session_, this, [this] { return opener_->askForProject(); });
    menus_ = new MainMenus(this, {opener_, demo_, windows_, imports_, current_, loading_, session_,
                                  undo_, definitions_, curves_, queries_, layout_, welcome_});
}

// First start: most of a large screen; all of a laptop-sized one (below 1600 px the
// definitions bar needs the full width to show every setting without scrolling).
void MainWindow::restoreGeometryOrFill() {
    QSettings s;
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(screen()->availableGeometry().width() < 1600
                   ? screen()->availableGeometry().size()
                   : screen()->availableGeometry().size() * 0.92);
    keepOnScreen(this);  // restored from a larger screen: stay on this one
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
                current_->inspect(qid, run);
                activateWindow();
            });
    connect(comparison_, &ComparisonWindow::leaderboardRequested, windows_,
            &SideWindows::showLeaderboard);
    connect(defs_, &DefinitionsBar::labelSetChosen, session_,
            [this](std::int64_t id) { session_->labels().setActiveLabelSet(id); });
    connect(curves_, &CurvesView::metricsChanged, eval_, &EvaluationController::setMetrics);
    connect(curves_, &CurvesView::cutoffsChanged, eval_, &EvaluationController::setCutoffs);
    connectEvaluation();
    // The inspector: selecting a query shows it; grades and what-if runs go to the project.
    connect(queries_, &QueriesView::querySelected, current_, &CurrentQuery::show);
    connect(queries_, &QueriesView::queryActivated, layout_, &MainLayout::showRanking);
    new ExplainActions(this, queries_, curves_, [this] { return eval_->current(); });
    new RankingEdits(this, ranking_, session_);
    connectWelcome();
}

// The start page's journeys (closing it is MainLayout's; its import is File's).
void MainWindow::connectWelcome() {
    connect(welcome_, &WelcomePanel::lessonsRequested, windows_, &SideWindows::showLessons);
    connect(welcome_, &WelcomePanel::practiceRequested, windows_, &SideWindows::showPractice);
    connect(welcome_, &WelcomePanel::inspectRequested, current_, &CurrentQuery::inspectCurrent);
    connect(welcome_, &WelcomePanel::compareRequested, windows_, &SideWindows::showCompare);
}

// The project: its data feeds the evaluation and the comparison; imports report here.
void MainWindow::connectSession() {
    connect(session_, &ProjectSession::opened, this, [this](const QString& path) {
        status_->showOpenProject(path);
        ranking_->setGradingEnabled(!session_->isReadOnly());
        undo_->clear();
        const QStringList recent = rememberRecentFile(path);
        menus_->showRecentFiles(&recent);
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
    connect(session_, &ProjectSession::busyChanged, status_, &WindowStatus::showBusy);
    connect(session_, &ProjectSession::progress, status_, &WindowStatus::showProgress);
    // Imports report through their one flow (review, questions, summary).
    connect(imports_, &ImportFlow::statusMessage, status_, &WindowStatus::showElided);
    connect(session_, &ProjectSession::errorOccurred, this,
            [this](const QString& m) { QMessageBox::warning(this, tr("RankLens"), m); });
}

void MainWindow::connectEvaluation() {
    connect(eval_, &EvaluationController::started, this, [this] {
        status_->showComputing();
        if (!session_->isBusy())
            status_->showBusy(true, eval_->showsSnapshot()
                                        ? tr("Evaluating… — numbers shown from the last session")
                                        : QString());
    });
    connect(eval_, &EvaluationController::progress, status_, &WindowStatus::showProgress);
    connect(eval_, &EvaluationController::finished, this, [this] {
        if (!session_->isBusy()) status_->showBusy(false, QString());
    });
    connect(eval_, &EvaluationController::failed, this,
            [this](const QString& m) { status_->showMessage(m, 8000); });
    connect(eval_, &EvaluationController::evaluationReady, this,
            [this](std::shared_ptr<const ProjectData>, std::shared_ptr<const Evaluation> ev) {
                showEvaluation(std::move(ev));
            });
    connect(status_, &WindowStatus::cancelRequested, this, [this] {
        session_->cancel();
        eval_->cancel();
    });
}

void MainWindow::showEvaluation(std::shared_ptr<const Evaluation> ev) {
    curves_->setEvaluation(ev);
    queries_->setEvaluation(ev);
    status_->showEvaluation(*ev);
    if (!ev->fromSnapshot) {  // (a first open's empty evaluation comes before its loading)
        loading_->setLoading(false);
        loading_->showNotes(QString());
    }
    current_->follow(*ev);
}

void MainWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && menus_) retranslateUi();
    QMainWindow::changeEvent(e);
}

void MainWindow::retranslateUi() {
    status_->retranslate();
    menus_->retranslate();
    layout_->retranslate();
    if (session_->isOpen()) status_->updateTitle();
    if (const auto d = session_->data()) defs_->setLabelSets(d->labelSets, d->labelSetId);
    if (const auto ev = eval_->current()) showEvaluation(ev);
}

bool MainWindow::openProject(const QString& path) {
    return opener_->openProject(path);
}

bool MainWindow::newProject(const QString& path) {
    return opener_->newProject(path);
}

void MainWindow::openFromUser(const QString& path, bool create) {
    opener_->openFromUser(path, create);
}

void MainWindow::openDemo() {
    demo_->open();
}

QWidget* MainWindow::openPracticeSet(const QString& path) {
    return windows_->openPracticeSet(path);
}

LeaderboardWindow* MainWindow::showLeaderboard() {
    return windows_->showLeaderboard();
}

void MainWindow::showQuery(const QString& qid, int run) {
    current_->show(qid, run);
}

void MainWindow::showItem(const QString& qid, const QString& doc, int run) {
    current_->showItem(qid, doc, run);
}

ImportReviewDialog* MainWindow::importFiles(const QStringList& files) {
    return imports_->review(files);
}

QMessageBox* MainWindow::importSummary() const {
    return imports_->summary();
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
        opener_->openFromUser(files.front());
    } else {
        imports_->review(files);
    }
    e->acceptProposedAction();
}

}  // namespace ranklens::ui
