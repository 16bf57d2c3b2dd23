#include "ui/compare/comparison_window.h"

#include <QComboBox>
#include <QDialog>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

#include "ui/common/job_status_row.h"
#include "ui/common/palette.h"
#include "ui/common/stale_veil.h"
#include "ui/common/window_geometry.h"
#include "ui/compare/comparison_findings.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_table_model.h"
#include "ui/compare/influence_panel.h"
#include "ui/compare/side_by_side_view.h"
#include "ui/evaluation/query_set_text.h"
#include "ui/evaluation/runs_request.h"
#include "ui/plot/plot_widget.h"
#include "ui/ranking/inspector_input.h"
#include "ui/teaching/explain_dialog.h"

namespace ranklens::ui {

namespace cmp = core::compare;

ComparisonWindow::ComparisonWindow(QWidget* parent)
    : QWidget(parent, Qt::Window),
      controller_(new ComparisonController(this)),
      settings_(new ComparisonSettingsPanel(this)),
      model_(new ComparisonTableModel(this)),
      proxy_(new QSortFilterProxyModel(this)),
      table_(new QTableView(this)),
      segment_(new QComboBox(this)),
      against_(new QComboBox(this)),
      power_(new QLabel(this)),
      influence_(new InfluencePanel(this)),
      deltas_(new PlotWidget(this)),
      scatter_(new PlotWidget(this)),
      findings_(new QTextBrowser(this)),
      basis_(new QLabel(this)),
      segmentNote_(new QLabel(this)),
      status_(new JobStatusRow(this)) {
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(Qt::UserRole);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(-1, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(22);
    table_->horizontalHeader()->setStretchLastSection(false);
    findings_->setOpenExternalLinks(false);
    basis_->setObjectName(QStringLiteral("queryBasis"));
    basis_->setWordWrap(true);
    basis_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    segmentNote_->setObjectName(QStringLiteral("segmentNote"));
    segmentNote_->setWordWrap(true);
    segmentNote_->setStyleSheet(QStringLiteral("color: gray"));
    segmentNote_->setVisible(false);

    buildLayout(makeExportButton());
    retranslateUi();
    fitToScreen(this, QSize(1280, 820));
    connectParts();
}

ComparisonWindow::~ComparisonWindow() = default;

// The settings on top; the table across the whole width (every column readable); under it the
// charts of the selected row beside the findings; the status line at the bottom.
void ComparisonWindow::buildLayout(QPushButton* exportButton) {
    auto* charts = new QTabWidget(this);
    charts_ = charts;
    auto* waterfall = new QSplitter(Qt::Horizontal, this);  // the waterfall beside its influence
    waterfall->setObjectName(QStringLiteral("waterfall"));
    waterfall->addWidget(deltas_);
    waterfall->addWidget(influence_);
    waterfall->setStretchFactor(0, 1);
    waterfall->setStretchFactor(1, 1);
    charts->addTab(waterfall, QString());
    charts->addTab(scatter_, QString());
    charts->setObjectName(QStringLiteral("charts"));

    auto* tableBox = new QWidget(this);
    auto* tableLay = new QVBoxLayout(tableBox);
    tableLay->setContentsMargins(0, 0, 0, 0);
    auto* segRow = new QHBoxLayout;
    segLabel_ = new QLabel(this);
    segLabel_->setBuddy(segment_);
    segRow->addWidget(segLabel_);
    segRow->addWidget(segment_, 1);
    segRow->addWidget(makeLeaderboardButton());
    againstLabel_ = new QLabel(this);
    againstLabel_->setBuddy(against_);
    segRow->addWidget(againstLabel_);
    segRow->addWidget(against_, 1);
    segRow->addWidget(exportButton);
    againstLabel_->hide();
    against_->hide();
    tableLay->addLayout(segRow);
    stale_ = new QLabel(this);
    stale_->setObjectName(QStringLiteral("staleResults"));
    stale_->setWordWrap(true);
    stale_->setStyleSheet(
        QStringLiteral("QLabel { background: #fff3cd; color: #6b4400; border: 1px solid #b35900; "
                       "padding: 4px; }"));
    stale_->hide();
    tableLay->addWidget(stale_);
    tableLay->addWidget(basis_);
    tableLay->addWidget(segmentNote_);
    tableLay->addWidget(table_, 1);

    auto* chartBox = new QWidget(this);
    auto* chartLay = new QVBoxLayout(chartBox);
    chartLay->setContentsMargins(0, 0, 0, 0);
    power_->setObjectName(QStringLiteral("pairPower"));
    power_->setWordWrap(true);
    power_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    chartLay->addWidget(power_);
    chartLay->addWidget(charts, 1);
    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(chartBox);
    bottom->addWidget(findings_);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 2);
    auto* main = new QSplitter(Qt::Vertical, this);
    main->addWidget(tableBox);
    main->addWidget(bottom);
    main->setStretchFactor(0, 2);
    main->setStretchFactor(1, 3);

    auto* lay = new QVBoxLayout(this);
    lay->addWidget(settings_);
    lay->addWidget(main, 1);
    lay->addWidget(status_);
}

void ComparisonWindow::connectParts() {
    connect(settings_, &ComparisonSettingsPanel::pairingChanged, this, [this] {
        if (isVisible() && outcome_) compare();
    });
    connect(settings_, &ComparisonSettingsPanel::compareRequested, this,
            &ComparisonWindow::compare);
    connect(settings_, &ComparisonSettingsPanel::settingsChanged, this, [this] {
        if (outcome_) markStale(true);
    });
    status_->follow(controller_->runner(),
                    {[this] { return tr("Comparing…"); },
                     [this](const QString& m) { return tr("Comparison failed: %1").arg(m); }});
    connect(controller_, &ComparisonController::ready, this, &ComparisonWindow::showOutcome);
    connect(segment_, &QComboBox::currentIndexChanged, this, &ComparisonWindow::showSegment);
    connect(against_, &QComboBox::currentIndexChanged, this,
            [this] { showSegment(segment_->currentIndex()); });
    connect(influence_, &InfluencePanel::queryClicked, this, &ComparisonWindow::showQuery);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ComparisonWindow::updateCharts);
    table_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table_, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        if (!table_->indexAt(pos).isValid()) return;
        QMenu menu(this);
        menu.addAction(tr("Explain the run's value"), this, [this] { explainSelected(false); });
        menu.addAction(tr("Explain the baseline's value"), this, [this] { explainSelected(true); });
        menu.exec(table_->viewport()->mapToGlobal(pos));
    });
    connect(deltas_, &PlotWidget::pointClicked, this, &ComparisonWindow::showQuery);
    connect(scatter_, &PlotWidget::pointClicked, this, &ComparisonWindow::showQuery);
}

void ComparisonWindow::setData(std::shared_ptr<const ProjectData> data) {
    data_ = std::move(data);
    settings_->setRuns(RunsRequest::runNames(data_));
    if (isVisible() && outcome_) compare();
}

void ComparisonWindow::setDefinitions(const Definitions& defs) {
    const bool changed = !(defs == defs_);
    defs_ = defs;
    settings_->setCurrentConfig(defs.config);  // the sensitivity menu offers only other ones
    if (changed && isVisible() && outcome_) compare();
}

bool ComparisonWindow::compare() {
    ComparisonRequest req;
    if (!RunsRequest::fill(req, data_, defs_, *settings_, this, status_->label(),
                           tr("Compare runs")))
        return false;
    controller_->start(req);
    return true;
}

QString ComparisonWindow::statusText() const {
    return status_->text();
}

bool ComparisonWindow::resultsStale() const {
    return stale_ != nullptr && !stale_->isHidden();
}

// The old numbers stay readable but greyed, under a note saying they are not the settings'.
void ComparisonWindow::markStale(bool stale) {
    stale_->setText(
        tr("These results are for the settings before your change. Press Compare "
           "(Ctrl+Enter) to update them."));
    stale_->setVisible(stale);
    table_->setEnabled(!stale);
    findings_->setEnabled(!stale);
    charts_->setEnabled(!stale);
    veilWhenStale(charts_, stale, tr("Out of date: press Compare (Ctrl+Enter)"));
}

void ComparisonWindow::showOutcome(std::shared_ptr<const ComparisonOutcome> outcome) {
    outcome_ = std::move(outcome);
    markStale(false);
    const auto& c = outcome_->comparison;
    {
        const QSignalBlocker block(segment_);
        const QString current = segment_->currentText();
        const int currentIndex = segment_->currentIndex();
        segment_->clear();
        segment_->addItem(tr("All queries (%1)").arg(c.overall.queries));
        for (const auto& s : c.segments)
            segment_->addItem(
                tr("Segment %1 (%2)").arg(QString::fromStdString(s.segment)).arg(s.queries));
        segment_->setEnabled(!c.segments.empty());
        // The same segment again (by text; after a language switch by position).
        const int same = segment_->findText(current);
        segment_->setCurrentIndex(
            same >= 0 ? same : std::clamp(currentIndex, 0, std::max(0, segment_->count() - 1)));
    }
    fillAgainst();
    showSegment(segment_->currentIndex());
    selectPendingPair();
}

// The baselines of the comparison: shown only when there are several.
void ComparisonWindow::fillAgainst() {
    const QSignalBlocker block(against_);
    const QString current = against_->currentText();
    const int currentIndex = against_->currentIndex();
    against_->clear();
    const auto& o = outcome_->comparison.options;
    const auto& names = outcome_->input.runNames;
    against_->addItem(tr("%1 (baseline)").arg(QString::fromStdString(names[o.baseline])));
    for (std::size_t b : o.otherBaselines) against_->addItem(QString::fromStdString(names[b]));
    // The same baseline again (by name; after a language switch by position).
    const int same = against_->findText(current);
    against_->setCurrentIndex(same >= 0                          ? same
                              : currentIndex < against_->count() ? std::max(0, currentIndex)
                                                                 : 0);
    const bool several = !o.otherBaselines.empty();
    against_->setVisible(several);
    againstLabel_->setVisible(several);
}

// openPair's row, once its comparison is shown.
void ComparisonWindow::selectPendingPair() {
    if (pendingRun_.isEmpty() || !outcome_) return;
    const auto& in = outcome_->input;
    for (int row = 0; row < proxy_->rowCount(); ++row) {
        const auto [run, metric] = model_->cellAt(proxy_->mapToSource(proxy_->index(row, 0)).row());
        if (QString::fromStdString(in.runNames[run]) == pendingRun_ &&
            (in.metrics[metric].key == pendingMetric_.toStdString() ||
             QString::fromStdString(in.metrics[metric].display)
                     .compare(pendingMetric_, Qt::CaseInsensitive) == 0)) {
            selectRow(row);
            break;
        }
    }
    pendingRun_.clear();
}

bool ComparisonWindow::openPair(const QString& runA, const QString& runB, const QString& metric) {
    const QStringList names = RunsRequest::runNames(data_);
    const int a = static_cast<int>(names.indexOf(runA)), b = static_cast<int>(names.indexOf(runB));
    if (a < 0 || b < 0 || a == b) {
        status_->setText(tr("Cannot open the pair %1 vs %2: choose two different runs of the "
                            "project.")
                             .arg(runA, runB));
        return false;
    }
    settings_->setBaseline(a);
    settings_->setCompared({b});
    settings_->setOtherBaselines({});
    settings_->setMetrics(metric);
    pendingRun_ = runB;
    try {  // the column's key ("ndcg_cut_10") finds the row whatever the spec's spelling
        const auto cols = cmp::parseMetrics({metric.toStdString()});
        pendingMetric_ = cols.empty() ? metric : QString::fromStdString(cols.front().key);
    } catch (const std::exception&) {
        pendingMetric_ = metric;
    }
    return compare();
}

void ComparisonWindow::showSegment(int index) {
    const auto keep = table_->currentIndex().isValid() ? table_->currentIndex().row() : 0;
    const bool other = against_->currentIndex() > 0;
    segment_->setEnabled(!other && outcome_ && !outcome_->comparison.segments.empty());
    model_->setOutcome(outcome_, other ? -1 : index - 1, against_->currentIndex() - 1);
    updateQueryNotes();
    table_->resizeColumnsToContents();
    selectRow(std::min(keep, model_->rowCount() - 1));
    if (!outcome_) return;
    // The queries of the table shown: a segment's, not all of them (the walk of issue 33 read
    // "309 queries" under the 150 of new_user).
    const auto& c = outcome_->comparison;
    const int seg = index - 1;
    const std::size_t queries = seg >= 0 && static_cast<std::size_t>(seg) < c.segments.size()
                                    ? c.segments[static_cast<std::size_t>(seg)].queries
                                    : c.overall.queries;
    status_->setText(tr("Baseline %1 · %n run(s) × %2 metrics · %3 queries · %4", nullptr,
                        static_cast<int>(outcome_->input.runCount() - 1))
                         .arg(QString::fromStdString(outcome_->input.runNames[model_->baseline()]))
                         .arg(outcome_->input.metrics.size())
                         .arg(queries)
                         .arg(ComparisonFindings::testText(c.options)));
}

// Above the table: what the means average and the runs that missed labelled queries; for a
// segment, why the interval and run-level cells are empty and where the guardrails are checked.
void ComparisonWindow::updateQueryNotes() {
    segmentNote_->setVisible(outcome_ && model_->segment() >= 0);
    if (!outcome_) {
        basis_->clear();
        findings_->clear();
        return;
    }
    const auto& in = outcome_->input;
    const bool incomplete = std::any_of(in.coverage.begin(), in.coverage.end(),
                                        [](const auto& c) { return !c.complete(); });
    const int seg = model_->segment();
    basis_->setText(ComparisonFindings::queries(*outcome_, seg));
    basis_->setStyleSheet(incomplete ? QStringLiteral("color: #b35900") : QString());
    if (seg >= 0) segmentNote_->setText(ComparisonFindings::segmentNote(*outcome_));
    findings_->setHtml(ComparisonFindings::html(*outcome_, seg, model_->against()));
}

void ComparisonWindow::selectRow(int row) {
    if (row < 0 || row >= proxy_->rowCount()) return updateCharts();
    table_->setCurrentIndex(proxy_->index(row, 0));
    table_->selectRow(row);
    updateCharts();
}

std::pair<std::size_t, std::size_t> ComparisonWindow::selectedCell() const {
    const QModelIndex i = table_->currentIndex();
    if (!i.isValid()) return {0, 0};
    return model_->cellAt(proxy_->mapToSource(i).row());
}

void ComparisonWindow::updateCharts() {
    power_->clear();
    if (!outcome_ || !table_->currentIndex().isValid()) {
        deltas_->clear(tr("Choose a row of the table"));
        scatter_->clear();
        influence_->clear();
        return;
    }
    const auto [run, metric] = selectedCell();
    const auto& in = outcome_->input;
    const auto& col = in.metrics[metric];
    if (!col.perQuery()) {
        deltas_->clear(tr("%1 is a run-level value: no per-query values")
                           .arg(QString::fromStdString(col.display)));
        scatter_->clear();
        influence_->clear();
        return;
    }
    const std::size_t base = model_->baseline();
    const int seg = model_->segment();
    const auto& table = *model_->table();
    const double tol = outcome_->comparison.options.tieTolerance;
    QVector<double> d;
    QStringList labels;
    PointSeries wins{tr("wins"), {}, {}, {}, QColor(kWin)};
    PointSeries ties{tr("ties"), {}, {}, {}, QColor(150, 150, 150)};
    PointSeries losses{tr("losses"), {}, {}, {}, QColor(kLoss)};
    std::vector<double> va, vb;
    for (std::size_t q : table.pairRows[run]) {  // the queries this pair is matched on
        const double a = in.values[base][metric][q], b = in.values[run][metric][q];
        const QString qid = QString::fromStdString(in.qids[q]);
        va.push_back(a);
        vb.push_back(b);
        d << b - a;
        labels << qid;
        PointSeries& p = b - a > tol ? wins : b - a < -tol ? losses : ties;
        p.x << a;
        p.y << b;
        p.labels << qid;
    }
    const QString runName = QString::fromStdString(in.runNames[run]);
    const QString baseName = QString::fromStdString(in.runNames[base]);
    const QString metricName = QString::fromStdString(col.display);
    // The titles say which queries are drawn: all, or one segment.
    const QString shown =
        seg < 0 ? metricName
                : tr("%1 in segment %2").arg(metricName, QString::fromStdString(table.segment));
    const QString title =
        tr("%1: %2 − %3 per query; %4")
            .arg(shown, runName, baseName, ComparisonFindings::definitions(*outcome_, seg));
    deltas_->setTitle(title);
    deltas_->setDeltaBars(d, labels, tr("Δ %1").arg(metricName), tol);
    power_->setText(ComparisonFindings::pairPower(*outcome_, table, run, metric));
    if (table.cells[run][metric].tested)
        influence_->setPair(labels, va, vb, metricName, outcome_->comparison.options.alpha);
    else
        influence_->clear(tr("No test for this pair: nothing to leave out."));
    scatter_->setTitle(
        tr("%1 per query: %2 (x) vs %3 (y); %4")
            .arg(shown, baseName, runName, ComparisonFindings::definitions(*outcome_, seg)));
    scatter_->setScatter({losses, ties, wins}, tr("%1 of %2").arg(metricName, baseName),
                         tr("%1 of %2").arg(metricName, runName), true);
}

SideBySideView* ComparisonWindow::showQuery(const QString& qid) {
    if (!outcome_) return nullptr;
    const std::size_t run = selectedCell().first;
    const std::size_t base = model_->baseline();
    const auto& req = outcome_->request;
    const std::size_t baseIdx = req.runs[base];
    const std::size_t runIdx = req.runs[run];
    const ProjectData& d = *outcome_->data;
    const auto& cfg = req.config;
    if (!sideDialog_) {
        sideDialog_ = new QDialog(this);
        texts_.bind(sideDialog_,
                    [d = sideDialog_] { d->setWindowTitle(tr("Side by side — RankLens")); });
        auto* lay = new QVBoxLayout(sideDialog_);
        side_ = new SideBySideView(sideDialog_);
        lay->addWidget(side_);
        auto* inspect =
            texts_.text(new QToolButton(sideDialog_), [] { return tr("Open in the &inspector"); });
        lay->addWidget(inspect, 0, Qt::AlignRight);
        connect(inspect, &QToolButton::clicked, this, [this] {
            if (!outcome_ || !side_) return;
            emit inspectQuery(side_->property("qid").toString(),
                              static_cast<int>(outcome_->request.runs[selectedCell().first]));
        });
        fitToScreen(sideDialog_, QSize(1000, 640));
    }
    // The metric values of both lists for this query, for every metric of the comparison.
    const auto& in = outcome_->input;
    QStringList parts;
    const auto it = std::find(in.qids.begin(), in.qids.end(), qid.toStdString());
    if (it != in.qids.end()) {
        const auto q = static_cast<std::size_t>(it - in.qids.begin());
        for (std::size_t m = 0; m < in.metrics.size(); ++m)
            if (in.metrics[m].perQuery())
                parts << QStringLiteral("%1 %2 → %3")
                             .arg(QString::fromStdString(in.metrics[m].display))
                             .arg(in.values[base][m][q], 0, 'f', 4)
                             .arg(in.values[run][m][q], 0, 'f', 4);
    }
    side_->setProperty("qid", qid);
    side_->setRankings(makeRankingInput(d, baseIdx, qid, cfg),
                       makeRankingInput(d, runIdx, qid, cfg), 0, parts.join(QStringLiteral(" · ")));
    sideDialog_->show();
    sideDialog_->raise();
    return side_;
}

ExplainDialog* ComparisonWindow::explainSelected(bool baseline) {
    if (!outcome_ || !table_->currentIndex().isValid()) return nullptr;
    const auto [run, metric] = selectedCell();
    const auto& col = outcome_->input.metrics[metric];
    if (col.measure->shape != core::MeasureShape::Curve) {
        status_->setText(tr("%1 has no cut-off curve to explain step by step.")
                             .arg(QString::fromStdString(col.display)));
        return nullptr;
    }
    const std::size_t chosen = outcome_->request.runs[baseline ? model_->baseline() : run];
    if (outcome_->data && outcome_->data->evaluatedRun(chosen)) {  // values computed elsewhere
        status_->setText(tr("%1 is an evaluated run: its ranked list is not available, so its "
                            "value cannot be explained step by step.")
                             .arg(QString::fromStdString(outcome_->data->runInfos[chosen].name)));
        return nullptr;
    }
    // The explorer's evaluation of this one metric at its k: the per-query values and lists.
    EvalRequest req;
    req.data = outcome_->data;
    req.defs.config = outcome_->request.config;
    // The pairing's rule: a query the run did not return counts as 0 under "every labelled".
    req.defs.config.querySet = outcome_->input.pairing == cmp::Pairing::Labelled
                                   ? core::QuerySet::AllLabelled
                                   : core::QuerySet::RunAndLabels;
    req.defs.k = static_cast<int>(col.param);
    req.metrics = {col.measure};
    req.cutoffs = {req.defs.k};
    req.maxK = req.defs.k;
    auto* dlg = new ExplainDialog(computeEvaluation(req), this);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    // The cell's means average the pair's queries: the explanation averages the same ones.
    std::vector<std::string> paired;
    for (std::size_t q : model_->table()->pairRows[run]) paired.push_back(outcome_->input.qids[q]);
    dlg->restrictTo(paired, ComparisonFindings::queries(*outcome_));
    const std::size_t dataRun = chosen;
    dlg->showMean(static_cast<int>(dataRun), 0, req.defs.k);
    dlg->show();
    return dlg;
}

void ComparisonWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && charts_) {
        retranslateUi();
        const bool stale = resultsStale();
        if (outcome_) showOutcome(outcome_);  // segments, status, notes, findings, chart titles
        if (stale) markStale(true);
    }
    QWidget::changeEvent(e);
}

// The fixed texts; the rest is rebuilt from the outcome by showOutcome.
void ComparisonWindow::retranslateUi() {
    texts_.retranslate();
    setWindowTitle(tr("Compare runs — RankLens"));
    segment_->setToolTip(tr("The same table for one query segment (query metadata)"));
    segLabel_->setText(tr("&Queries:"));
    charts_->setTabText(0, tr("Per-query Δ"));  // the waterfall beside its influence list
    if (againstLabel_) {
        againstLabel_->setText(tr("Aga&inst:"));
        against_->setToolTip(tr("The baseline the table compares every run with"));
    }
    charts_->setTabText(charts_->indexOf(scatter_), tr("Baseline vs run"));
}

void ComparisonWindow::keyPressEvent(QKeyEvent* e) {
    // Reached only when no child used the key (e.g. a held row's drag takes Esc first).
    if (e->key() == Qt::Key_Escape && e->modifiers() == Qt::NoModifier) {
        close();
        return;
    }
    QWidget::keyPressEvent(e);
}

}  // namespace ranklens::ui
