#include "ui/app/project_memory.h"

#include <QCloseEvent>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>
#include <algorithm>

#include "ui/app/main_window.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/drafts_button.h"
#include "ui/ranking/ranking_drafts.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {

ProjectMemory::ProjectMemory(MainWindow* window)
    : QObject(window),
      w_(window),
      drafts_(new RankingDrafts(window->ranking(), window->session(), this)),
      timer_(new QTimer(this)) {
    auto* button = new DraftsButton(drafts_, w_->ranking());
    w_->ranking()->addHeaderWidget(button);
    connect(button, &DraftsButton::openDraftRequested, this,
            [this](const QString& qid, std::int64_t runId, std::int64_t draftId) {
                openQuery(qid, drafts_->runNameOf(runId), draftId);
            });
    timer_->setSingleShot(true);
    timer_->setInterval(2000);
    connect(timer_, &QTimer::timeout, this, [this] { saveNow(); });
    ProjectSession* session = w_->session();
    // Connected after the window's own handlers: the window has reset itself for the project.
    connect(session, &ProjectSession::opened, this, &ProjectMemory::restore);
    connect(session, &ProjectSession::aboutToChange, this, [this] { saveNow(); });
    connect(w_->evaluation(), &EvaluationController::evaluationReady, this,
            &ProjectMemory::openStoredQuery);
    connect(drafts_, &RankingDrafts::saveFailed, this,
            [this](const QString& m) { w_->statusBar()->showMessage(m, 8000); });
    connect(w_->definitions(), &DefinitionsModel::changed, this, &ProjectMemory::scheduleSave);
    connect(w_->curves(), &CurvesView::metricsChanged, this, &ProjectMemory::scheduleSave);
    connect(w_->curves(), &CurvesView::cutoffsChanged, this, &ProjectMemory::scheduleSave);
    connect(w_->curves(), &CurvesView::runsChanged, this, &ProjectMemory::scheduleSave);
    connect(w_->ranking()->session(), &RankingSession::inputChanged, this,
            &ProjectMemory::scheduleSave);
    connect(drafts_, &RankingDrafts::draftsChanged, this, &ProjectMemory::scheduleSave);
    connect(w_->comparison()->settings(), &ComparisonSettingsPanel::pairingChanged, this,
            &ProjectMemory::scheduleSave);
    connect(w_->comparison()->settings(), &ComparisonSettingsPanel::settingsChanged, this,
            &ProjectMemory::scheduleSave);  // its runs among them
    connect(w_->ranking()->metricsPanel(), &RankingMetricsPanel::rbpPersistenceChanged, this,
            &ProjectMemory::scheduleSave);
    connect(w_->queries(), &QueriesView::viewChoiceChanged, this, &ProjectMemory::scheduleSave);
    w_->installEventFilter(this);
}

void ProjectMemory::setSaveDelay(int ms) {
    timer_->setInterval(ms);
    drafts_->setSaveDelay(ms);
}

ProjectViewState ProjectMemory::capture() const {
    ProjectViewState s;
    const Definitions d = w_->definitions()->definitions();
    s.config = d.config;
    s.k = d.k;
    s.metrics = w_->curves()->selectedMetrics();
    s.metricsStored = true;
    s.cutoffs = w_->curves()->cutoffs();
    s.hiddenRuns = w_->curves()->hiddenRuns();
    s.runsStored = true;
    s.pairing = w_->comparison()->settings()->pairing();
    s.compareBaseline = w_->comparison()->settings()->baselineName();
    s.compareLeftOut = w_->comparison()->settings()->leftOutRuns();
    s.queriesRunA = w_->queries()->runAName();
    s.queriesRunB = w_->queries()->runBName();
    s.worstFirst = w_->queries()->isWorstFirst();
    if (pending_) {  // the stored query is not shown yet
        s.runName = pending_->runName;
        s.qid = pending_->qid;
        s.draftId = pending_->draftId;
    } else {
        s.runName = w_->ranking()->runName();
        s.qid = w_->ranking()->qid();
        s.draftId = drafts_->shownDraftId();
    }
    return s;
}

void ProjectMemory::scheduleSave() {
    if (!restoring_ && w_->session()->isOpen() && !w_->session()->isReadOnly()) timer_->start();
}

bool ProjectMemory::saveNow() {
    timer_->stop();
    ProjectSession* session = w_->session();
    if (!session->isOpen()) return true;
    const bool draftsKept = drafts_->saveNow();
    if (session->isReadOnly()) return false;
    QString error;
    if (!saveViewState(session->keep(), capture(), &error)) {
        w_->statusBar()->showMessage(error, 8000);
        return false;
    }
    return draftsKept;
}

void ProjectMemory::restore() {
    restoring_ = true;
    timer_->stop();
    const ProjectViewState s = loadViewState(w_->session()->keep());
    applyDefinitions(s);
    CurvesView* curves = w_->curves();
    const auto metrics = s.metricsStored ? s.metrics : defaultMetrics();
    curves->setSelectedMetrics(metrics);
    w_->evaluation()->setMetrics(metrics);
    if (!s.cutoffs.empty()) {
        curves->setCutoffs(s.cutoffs);
        w_->evaluation()->setCutoffs(s.cutoffs);
    }
    curves->setHiddenRuns(s.hiddenRuns);
    w_->comparison()->settings()->setPairing(s.pairing.value_or(core::compare::Pairing::Labelled));
    // Compare's runs are the project's own: switching projects and back brings them back.
    w_->comparison()->settings()->setRunChoice(s.compareBaseline, s.compareLeftOut);
    // Runs A and B by name (none stored: the project's default pair) and "worst first".
    w_->queries()->setComparedRuns(s.queriesRunA, s.queriesRunB);
    w_->queries()->setWorstFirst(s.worstFirst);
    // The filters are not kept with a project: another project's "q167" hid every query of a
    // new one ("0 queries").
    w_->queries()->clearFilters();
    pending_.reset();
    if (!s.qid.isEmpty()) pending_ = s;
    restoring_ = false;
}

// The stored definitions, or the defaults for a project that has none, as if chosen in the bar.
void ProjectMemory::applyDefinitions(const ProjectViewState& s) {
    Definitions d;
    if (s.config) d.config = *s.config;
    if (s.k > 0) d.k = s.k;
    w_->definitions()->setDefinitions(d);  // every view observes them
}

// After the first evaluation of a reopened project: the query that was open, in its run, with
// the draft that was shown.
void ProjectMemory::openStoredQuery() {
    if (!pending_) return;
    const ProjectViewState s = *pending_;
    pending_.reset();
    openQuery(s.qid, s.runName, s.draftId);
}

bool ProjectMemory::openQuery(const QString& qid, const QString& runName, std::int64_t draftId) {
    const auto ev = w_->evaluation()->current();
    if (!ev) return false;
    int run = -1;
    for (std::size_t r = 0; r < ev->runs.size(); ++r)
        if (ev->runs[r].name == runName) run = static_cast<int>(r);
    const auto& qids = ev->qids;
    if (run < 0 || std::find(qids.begin(), qids.end(), qid.toStdString()) == qids.end())
        return false;
    if (draftId > 0) drafts_->restoreWhenShown(draftId);
    w_->queries()->selectQuery(qid);
    w_->showQuery(qid, run);
    return true;
}

bool ProjectMemory::confirmLeave() {
    saveNow();
    const int unsaved = drafts_->unsavedCount();
    if (unsaved == 0) return true;
    const QString reason = w_->session()->isReadOnly() ? w_->session()->readOnlyReason()
                                                       : tr("the project could not be written");
    return ask_ ? ask_(unsaved, reason) : askDiscard(unsaved, reason);
}

bool ProjectMemory::eventFilter(QObject* watched, QEvent* e) {
    if (watched != w_ || e->type() != QEvent::Close) return QObject::eventFilter(watched, e);
    if (confirmLeave()) return false;
    e->ignore();
    return true;  // the window stays open
}

bool ProjectMemory::askDiscard(int count, const QString& reason) {
    return QMessageBox::question(
               w_, tr("Discard hand-made orders?"),
               tr("%n hand-made order(s) cannot be kept in this project (%1). Discard them?", "",
                  count)
                   .arg(reason),
               QMessageBox::Discard | QMessageBox::Cancel,
               QMessageBox::Cancel) == QMessageBox::Discard;
}

}  // namespace ranklens::ui
