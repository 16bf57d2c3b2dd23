#include "ui/leaderboard/leaderboard_window.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/common/job_status_row.h"
#include "ui/common/window_geometry.h"
#include "ui/evaluation/runs_request.h"
#include "ui/leaderboard/leaderboard_models.h"
#include "ui/leaderboard/leaderboard_settings.h"
#include "ui/leaderboard/leaderboard_text.h"
#include "ui/leaderboard/overlap_models.h"

namespace ranklens::ui {

LeaderboardWindow::LeaderboardWindow(QWidget* parent)
    : QWidget(parent, Qt::Window),
      runner_(new JobRunner(this)),
      settings_(new LeaderboardSettings(this)),
      runsModel_(new LeaderboardRunsModel(this)),
      matrixModel_(new PairMatrixModel(this)),
      powerModel_(new PairPowerModel(this)),
      anovaModel_(new AnovaModel(this)),
      overlapModel_(new OverlapMatrixModel(this)),
      churnModel_(new ChurnModel(this)),
      powerProxy_(new QSortFilterProxyModel(this)),
      churnProxy_(new QSortFilterProxyModel(this)),
      measure_(new QComboBox(this)),
      measureLabel_(new QLabel(this)),
      notes_(new QLabel(this)),
      stale_(new QLabel(this)),
      tabs_(new QTabWidget(this)),
      status_(new JobStatusRow(this)) {
    notes_->setWordWrap(true);
    notes_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    notes_->setObjectName(QStringLiteral("leaderboardNotes"));
    stale_->setWordWrap(true);
    stale_->setStyleSheet(
        QStringLiteral("QLabel { background: #fff3cd; color: #6b4400; border: 1px solid #b35900; "
                       "padding: 4px; }"));
    stale_->hide();
    measureLabel_->setBuddy(measure_);
    buildLayout();
    connectRunner();
    retranslateUi();
    fitToScreen(this, QSize(1240, 800));
}

LeaderboardWindow::~LeaderboardWindow() = default;

void LeaderboardWindow::buildLayout() {
    tabs_->addTab(buildRankingTab(), QString());
    tabs_->addTab(buildPairsTab(), QString());
    tabs_->addTab(buildPowerTab(), QString());
    tabs_->addTab(buildAnovaTab(), QString());
    tabs_->addTab(buildOverlapTab(), QString());
    auto* measureRow = new QHBoxLayout;
    measureRow->addWidget(measureLabel_);
    measureRow->addWidget(measure_);
    measureRow->addStretch(1);
    measureRow->addWidget(makeExportButton());
    auto* lay = new QVBoxLayout(this);
    lay->addWidget(settings_);
    lay->addLayout(measureRow);
    lay->addWidget(stale_);
    lay->addWidget(notes_);
    lay->addWidget(tabs_, 1);
    lay->addWidget(status_);
    connect(settings_, &LeaderboardSettings::computeRequested, this, &LeaderboardWindow::compute);
    connect(settings_, &LeaderboardSettings::settingsChanged, this, [this] {
        if (outcome_) markStale(true);
    });
    connect(measure_, &QComboBox::currentIndexChanged, this, &LeaderboardWindow::showMeasure);
}

void LeaderboardWindow::connectRunner() {
    status_->follow(runner_, {[this] { return tr("Ranking the runs and testing every pair…"); },
                              [this](const QString& m) {
                                  return tr("The leaderboard could not be made: %1").arg(m);
                              }});
}

void LeaderboardWindow::setData(std::shared_ptr<const ProjectData> data) {
    data_ = std::move(data);
    settings_->setRuns(RunsRequest::runNames(data_));
    if (isVisible() && outcome_) compute();
}

void LeaderboardWindow::setDefinitions(const Definitions& defs) {
    const bool changed = !(defs == defs_);
    defs_ = defs;
    if (changed && isVisible() && outcome_) compute();
}

bool LeaderboardWindow::compute() {
    LeaderboardJobRequest req;
    if (!RunsRequest::fill(req, data_, defs_, *settings_, this, status_->label(),
                           tr("Leaderboard")))
        return false;
    runner_->start([this, req](const core::ProgressFn& progress) -> JobRunner::Apply {
        std::shared_ptr<const LeaderboardOutcome> out = computeLeaderboard(req, progress);
        return [this, out] { showOutcome(out); };
    });
    return true;
}

bool LeaderboardWindow::upToDate() const {
    return outcome_ && outcome_->request.data == data_ && outcome_->request.config == defs_.config;
}

QString LeaderboardWindow::statusText() const {
    return status_->text();
}

QToolButton* LeaderboardWindow::cancelButton() const {
    return status_->cancelButton();
}

void LeaderboardWindow::markStale(bool stale) {
    stale_->setVisible(stale);
    tabs_->setEnabled(!stale);
}

void LeaderboardWindow::showOutcome(std::shared_ptr<const LeaderboardOutcome> outcome) {
    outcome_ = std::move(outcome);
    markStale(false);
    const int keep = measure_->currentIndex();
    {
        const QSignalBlocker block(measure_);
        measure_->clear();
        for (const auto& m : outcome_->board.measures)
            measure_->addItem(QString::fromStdString(m.column.display));
        measure_->setCurrentIndex(keep >= 0 && keep < measure_->count() ? keep : 0);
    }
    overlapModel_->setOutcome(outcome_);
    overlap_->resizeColumnsToContents();
    churnModel_->setPair(outcome_, 0, outcome_->board.runs.size() > 1 ? 1 : 0);
    showChurn(overlapModel_->index(0, 1));
    showMeasure(measure_->currentIndex());
    status_->setText(tr("%n run(s) over %1 labelled queries · computed in %2 s", nullptr,
                        static_cast<int>(outcome_->board.runs.size()))
                         .arg(outcome_->board.queries)
                         .arg(outcome_->seconds, 0, 'f', 2));
}

void LeaderboardWindow::showMeasure(int index) {
    if (!outcome_) return;
    for (LeaderboardModelBase* m : std::initializer_list<LeaderboardModelBase*>{
             runsModel_, matrixModel_, powerModel_, anovaModel_})
        m->setOutcome(outcome_, index);
    for (QTableView* v : {runs_, anova_, power_}) v->resizeColumnsToContents();
    matrix_->resizeColumnsToContents();
    matrix_->resizeRowsToContents();
    showPairDetails(matrixModel_->index(0, 1));
    updateNotes();
    updateGroups();
    updateCalculator();
}

// Above the tabs: the definitions and the test in force, what the letters mean and how small a
// difference these queries can tell.
void LeaderboardWindow::updateNotes() {
    stale_->setText(
        tr("These results are for the settings before your change. Press Rank runs "
           "(Ctrl+Enter) to update them."));
    if (!outcome_ || !runsModel_->measure()) {
        notes_->setText(tr("Choose the runs and measures, then press Rank runs."));
        return;
    }
    Definitions d = defs_;
    d.config = outcome_->request.config;
    d.config.querySet = core::QuerySet::AllLabelled;
    const auto& o = outcome_->board.options;
    const QString power = LeaderboardText::powerSentence(*runsModel_->measure(), o);
    notes_->setText(
        tr("Definitions: %1 — every pair over the same labelled queries (a query a run did not "
           "return scores 0).\nTest: %2. Runs that share a letter are not told apart by the "
           "test.")
            .arg(d.describeConfig(QString::fromStdString(outcome_->request.data->labelSetName)),
                 LeaderboardText::describeTest(o)) +
        (power.isEmpty() ? QString() : QStringLiteral("\n") + power));
    powerNote_->setText(power);
    matrixHint_->setText(tr("Each cell: the row's run minus the column's (Δ) and the p (%1); "
                            "green or red when significant. Click a cell to open the pair in "
                            "Compare.")
                             .arg(LeaderboardText::pSource(o)));
}

void LeaderboardWindow::retranslateUi() {
    setWindowTitle(tr("Leaderboard — RankLens"));
    measureLabel_->setText(tr("S&how measure:"));
    export_->setText(tr("&Export"));
    tabs_->setTabText(0, tr("Ranking"));
    tabs_->setTabText(1, tr("All pairs"));
    tabs_->setTabText(2, tr("How many queries"));
    tabs_->setTabText(3, tr("ANOVA"));
    tabs_->setTabText(4, tr("Overlap"));
    matrixHint_->setText(
        tr("Each cell: the row's run minus the column's (Δ) and the adjusted p; "
           "green or red when significant. Click a cell to open the pair in "
           "Compare."));
    targetLabel_->setText(tr("Tar&get difference:"));
    anovaNote_->setText(
        tr("Two-way analysis of variance, score ~ run + query. The runs' F and p "
           "say whether the runs differ at all; Tukey HSD reads its residual "
           "mean square."));
    overlapLabel_->setText(tr("&Show:"));
    overlapMeasure_->setItemText(0, tr("Rank-biased overlap (p 0.9)"));
    overlapMeasure_->setItemText(1, tr("Jaccard of the top %1").arg(10));
    overlapNote_->setText(
        tr("How alike the runs' rankings are, without labels: 1 = the same "
           "lists. Over the queries both runs returned. Click a cell to list "
           "its queries, the most changed first."));
    for (LeaderboardModelBase* m : std::initializer_list<LeaderboardModelBase*>{
             runsModel_, matrixModel_, powerModel_, anovaModel_})
        m->retranslate();
    updateNotes();
    if (outcome_) showOutcome(outcome_);
}

void LeaderboardWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && export_) {
        const bool stale = !stale_->isHidden();
        retranslateUi();
        if (stale) markStale(true);
    }
    QWidget::changeEvent(e);
}

void LeaderboardWindow::keyPressEvent(QKeyEvent* e) {
    if (e->key() == Qt::Key_Escape && e->modifiers() == Qt::NoModifier) {
        close();
        return;
    }
    QWidget::keyPressEvent(e);
}

}  // namespace ranklens::ui
