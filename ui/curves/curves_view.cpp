#include "ui/curves/curves_view.h"

#include <QCheckBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "ui/common/measure_text.h"
#include "ui/common/no_value.h"
#include "ui/common/palette.h"
#include "ui/curves/curve_axes.h"
#include "ui/curves/cutoff_table_model.h"
#include "ui/evaluation/query_set_text.h"
#include "ui/plot/plot_widget.h"

namespace ranklens::ui {

CurvesView::CurvesView(QWidget* parent)
    : QWidget(parent),
      plot_(new PlotWidget(this)),
      table_(new CutoffTableModel(this)),
      metrics_(new QListWidget(this)),
      runs_(new QListWidget(this)),
      log_(texts_.text(new QCheckBox(this), [] { return tr("Log-scale k"); })),
      oneQuery_(new QCheckBox(tr("Selected query only"), this)),
      bands_(new QCheckBox(this)),
      cutoffEdit_(new QLineEdit(QStringLiteral("1, 5, 10"), this)),
      tableView_(new QTableView(this)),
      info_(new QLabel(this)) {
    QWidget* side = buildSidePanel();
    QWidget* bottom = buildTablePanel();
    auto* vsplit = new QSplitter(Qt::Vertical, this);
    vsplit->addWidget(plot_);
    vsplit->addWidget(bottom);
    vsplit->setStretchFactor(0, 3);
    vsplit->setStretchFactor(1, 1);
    auto* hsplit = new QSplitter(Qt::Horizontal, this);
    hsplit->addWidget(side);
    hsplit->addWidget(vsplit);
    hsplit->setStretchFactor(1, 1);
    hsplit->setSizes({210, 800});
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(2, 2, 2, 2);
    lay->addWidget(hsplit);

    plot_->setMarkers({1, 3, 5, 10});
    connect(metrics_, &QListWidget::itemChanged, this,
            [this] { emit metricsChanged(selectedMetrics()); });
    connect(runs_, &QListWidget::itemChanged, this, &CurvesView::rebuild);
    connect(runs_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        hiddenRuns_.removeAll(item->text());
        if (item->checkState() != Qt::Checked) hiddenRuns_ << item->text();
        emit runsChanged();
    });
    connect(log_, &QCheckBox::toggled, plot_, &PlotWidget::setLogX);
    connect(oneQuery_, &QCheckBox::toggled, this, &CurvesView::rebuild);
    bands_->setChecked(true);
    // updateBandsDefault() sets it with signals blocked: a toggle that arrives is a choice.
    connect(bands_, &QCheckBox::toggled, this, [this] {
        bandsChosen_ = true;
        rebuild();
    });
    retranslateUi();
    connect(cutoffEdit_, &QLineEdit::editingFinished, this, [this] {
        const auto ks = cutoffs();
        if (ks.empty()) return;
        table_->setCutoffs(ks);
        emit cutoffsChanged(ks);
    });
}

// Metrics (with their definitions as tooltips), runs, options, reset and export.
QWidget* CurvesView::buildSidePanel() {
    for (const auto* m : curveMeasures(true)) {
        auto* item = new QListWidgetItem(metrics_);
        item->setData(Qt::UserRole, QVariant::fromValue(reinterpret_cast<quintptr>(m)));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setHidden(m->items);  // shown once a project with item categories is evaluated
    }
    labelMetricItems();
    setSelectedMetrics(defaultMetrics());
    metrics_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    oneQuery_->setEnabled(false);
    oneQuery_->setToolTip(tr("Show the curves of the query selected in the queries view"));
    auto* reset = texts_.text(new QPushButton(this), [] { return tr("Reset view"); });
    texts_.toolTip(reset, [] { return tr("Fit the plot (also: double-click the plot)"); });
    auto* exportButton = texts_.text(new QPushButton(this), [] { return tr("Export"); });
    auto* exportMenu = new QMenu(exportButton);
    texts_.addAction(
        exportMenu, [] { return tr("Plot as PNG…"); }, this,
        [this] { exportAs(QStringLiteral("png")); });
    texts_.addAction(
        exportMenu, [] { return tr("Plot as PDF…"); }, this,
        [this] { exportAs(QStringLiteral("pdf")); });
    texts_.addAction(
        exportMenu, [] { return tr("Plot as SVG…"); }, this,
        [this] { exportAs(QStringLiteral("svg")); });
    texts_.addAction(
        exportMenu, [] { return tr("Curve data as CSV…"); }, this,
        [this] { exportAs(QStringLiteral("csv")); });
    texts_.addAction(
        exportMenu, [] { return tr("Table as CSV…"); }, this,
        [this] { exportAs(QStringLiteral("table-csv")); });
    exportButton->setMenu(exportMenu);

    auto* side = new QWidget(this);
    auto* sideLay = new QVBoxLayout(side);
    sideLay->setContentsMargins(0, 0, 0, 0);
    sideLay->addWidget(texts_.text(new QLabel(side), [] { return tr("<b>Metrics</b>"); }));
    sideLay->addWidget(metrics_, 3);
    sideLay->addWidget(texts_.text(new QLabel(side), [] { return tr("<b>Runs</b>"); }));
    sideLay->addWidget(runs_, 1);
    sideLay->addWidget(log_);
    sideLay->addWidget(oneQuery_);
    sideLay->addWidget(bands_);
    // One above the other: side by side they would widen the panel and squeeze the plot.
    sideLay->addWidget(reset);
    sideLay->addWidget(exportButton);
    connect(reset, &QPushButton::clicked, plot_, &PlotWidget::resetView);
    return side;
}

// Under the plot: the k list and the table.
QWidget* CurvesView::buildTablePanel() {
    tableView_->setModel(table_);
    tableView_->setSortingEnabled(false);
    tableView_->verticalHeader()->hide();
    tableView_->verticalHeader()->setDefaultSectionSize(22);
    tableView_->horizontalHeader()->setStretchLastSection(false);
    tableView_->setAlternatingRowColors(false);
    tableView_->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto* bottom = new QWidget(this);
    auto* bottomLay = new QVBoxLayout(bottom);
    bottomLay->setContentsMargins(0, 0, 0, 0);
    auto* kRow = new QHBoxLayout;
    auto* kLabel = texts_.text(new QLabel(bottom), [] { return tr("Values at &k ="); });
    kLabel->setBuddy(cutoffEdit_);
    texts_.toolTip(cutoffEdit_, [] {
        return tr(
            "Cut-offs of the table, e.g. 1, 5, 10 — one k alone hides "
            "whether the head or the tail of the ranking is broken");
    });
    cutoffEdit_->setMinimumWidth(110);
    cutoffEdit_->setMaximumWidth(220);
    kRow->addWidget(kLabel);
    kRow->addWidget(cutoffEdit_);
    kRow->addStretch(1);
    kRow->addWidget(info_);
    bottomLay->addLayout(kRow);
    bottomLay->addWidget(tableView_);
    return bottom;
}

void CurvesView::labelMetricItems() {
    const QSignalBlocker block(metrics_);
    for (int i = 0; i < metrics_->count(); ++i) {
        auto* item = metrics_->item(i);
        const auto* m =
            reinterpret_cast<const core::MeasureInfo*>(item->data(Qt::UserRole).value<quintptr>());
        item->setText(measureLabel(*m) + QStringLiteral("  ") + measureTitle(*m));
        item->setToolTip(
            QStringLiteral("<b>%1</b><p>%2</p>")
                .arg(measureTitle(*m).toHtmlEscaped(), measureDescription(*m).toHtmlEscaped()));
    }
    // As wide as the longest metric name shown (in this language): no sideways scrolling.
    int widest = 0;
    for (int i = 0; i < metrics_->count(); ++i)
        if (!metrics_->item(i)->isHidden())
            widest = std::max(widest,
                              metrics_->sizeHintForIndex(metrics_->model()->index(i, 0)).width());
    metrics_->setMinimumWidth(widest + 2 * metrics_->frameWidth() +
                              metrics_->verticalScrollBar()->sizeHint().width() + 4);
}

void CurvesView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

// The fixed texts, the metric names, the query box and the plot (its title and axes) again.
void CurvesView::retranslateUi() {
    texts_.retranslate();
    labelMetricItems();
    updateOneQuery();
    oneQuery_->setText(query_.isEmpty() ? tr("Selected query only")
                                        : tr("Only query %1").arg(query_));
    bands_->setText(tr("Confidence bands"));
    bands_->setToolTip(
        tr("Shade around each mean curve its %1 % confidence interval at every k: the t interval "
           "of the mean over the run's queries (mean ± t · sd / √n). On by default for up to %2 "
           "runs. Overlapping bands do not mean two runs are the same: Compare tests the paired "
           "differences.")
            .arg(std::lround(kMeanConfidence * 100))
            .arg(kBandsUpTo));
    rebuild();
}

int CurvesView::shownRuns() const {
    int n = 0;
    for (int i = 0; i < runs_->count(); ++i) n += runs_->item(i)->checkState() == Qt::Checked;
    return n;
}

void CurvesView::updateBandsDefault() {
    if (bandsChosen_) return;
    const QSignalBlocker block(bands_);
    bands_->setChecked(shownRuns() <= kBandsUpTo);
}

void CurvesView::setSelectedMetrics(const std::vector<const core::MeasureInfo*>& metrics) {
    const QSignalBlocker block(metrics_);
    for (int i = 0; i < metrics_->count(); ++i) {
        auto* item = metrics_->item(i);
        const auto* m =
            reinterpret_cast<const core::MeasureInfo*>(item->data(Qt::UserRole).value<quintptr>());
        const bool on = std::find(metrics.begin(), metrics.end(), m) != metrics.end();
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
}

std::vector<const core::MeasureInfo*> CurvesView::selectedMetrics() const {
    std::vector<const core::MeasureInfo*> out;
    for (int i = 0; i < metrics_->count(); ++i)
        if (metrics_->item(i)->checkState() == Qt::Checked)
            out.push_back(reinterpret_cast<const core::MeasureInfo*>(
                metrics_->item(i)->data(Qt::UserRole).value<quintptr>()));
    return out;
}

std::vector<int> CurvesView::cutoffs() const {
    return parseCutoffList(cutoffEdit_->text());
}

void CurvesView::setCutoffs(const std::vector<int>& cutoffs) {
    QStringList parts;
    for (int k : cutoffs) parts << QString::number(k);
    cutoffEdit_->setText(parts.join(QStringLiteral(", ")));
    table_->setCutoffs(cutoffs);
}

QStringList CurvesView::hiddenRuns() const {
    return hiddenRuns_;
}

void CurvesView::setHiddenRuns(const QStringList& names) {
    hiddenRuns_ = names;
    {
        const QSignalBlocker block(runs_);
        for (int i = 0; i < runs_->count(); ++i)
            runs_->item(i)->setCheckState(names.contains(runs_->item(i)->text()) ? Qt::Unchecked
                                                                                 : Qt::Checked);
    }
    rebuild();
}

// One query's curve needs its ranked list: off (and saying why) while a snapshot is shown.
void CurvesView::updateOneQuery() {
    const bool snapshot = ev_ && ev_->fromSnapshot;
    oneQuery_->setEnabled(!query_.isEmpty() && !snapshot);
    oneQuery_->setToolTip(snapshot
                              ? tr("Available once the project is checked and loaded")
                              : tr("Show the curves of the query selected in the queries view"));
}

void CurvesView::setSelectedQuery(const QString& qid) {
    query_ = qid;
    const bool wasOne = oneQuery_->isChecked();
    if (qid.isEmpty()) {  // no query (a project just opened): the means, not a stale query's
        const QSignalBlocker block(oneQuery_);
        oneQuery_->setChecked(false);
    }
    updateOneQuery();
    oneQuery_->setText(qid.isEmpty() ? tr("Selected query only") : tr("Only query %1").arg(qid));
    if (wasOne) rebuild();
}

void CurvesView::setEvaluation(std::shared_ptr<const Evaluation> ev) {
    ev_ = std::move(ev);
    updateOneQuery();
    // Keep the runs' check states by name.
    QHash<QString, Qt::CheckState> states;
    for (int i = 0; i < runs_->count(); ++i)
        states[runs_->item(i)->text()] = runs_->item(i)->checkState();
    {
        const QSignalBlocker block(runs_);
        runs_->clear();
        for (std::size_t r = 0; r < ev_->runs.size(); ++r) {
            auto* item = new QListWidgetItem(ev_->runs[r].name, runs_);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(states.value(
                ev_->runs[r].name,
                hiddenRuns_.contains(ev_->runs[r].name) ? Qt::Unchecked : Qt::Checked));
            item->setData(Qt::DecorationRole, runColor(static_cast<int>(r)));
        }
    }
    // Beyond-accuracy measures (ild@k, arp@k ...) only for a project whose items have categories.
    const bool withItems = ev_->data && ev_->data->items;
    for (int i = 0; i < metrics_->count(); ++i) {
        auto* item = metrics_->item(i);
        const auto* m =
            reinterpret_cast<const core::MeasureInfo*>(item->data(Qt::UserRole).value<quintptr>());
        if (m->items) item->setHidden(!withItems);
    }
    labelMetricItems();  // the list's width follows the metrics shown
    table_->setEvaluation(ev_);
    tableView_->resizeColumnsToContents();
    info_->setText(
        ev_->fromSnapshot
            ? tr("%n queries · from the last session", nullptr, static_cast<int>(ev_->qids.size()))
            : tr("%n queries · computed in %1 ms", nullptr, static_cast<int>(ev_->qids.size()))
                  .arg(ev_->seconds * 1000.0, 0, 'f', 0));
    rebuild();
}

void CurvesView::rebuild() {
    if (!ev_) return;
    // A snapshot has no ranked lists to draw one query's curve from: the means until loaded.
    const bool one = oneQuery_->isChecked() && !query_.isEmpty() && !ev_->fromSnapshot;
    updateBandsDefault();
    const bool bands = bands_->isChecked() && !one;  // one query's curve has no interval
    QVector<PlotSeries> series;
    targets_.clear();
    const auto& metrics = ev_->request.metrics;
    const CurveAxes axes = CurveAxesText::split(metrics);  // novelty, ARP: right-hand axis
    for (std::size_t m = 0; m < metrics.size(); ++m) {
        for (std::size_t r = 0; r < ev_->runs.size(); ++r) {
            if (runs_->item(static_cast<int>(r))->checkState() != Qt::Checked) continue;
            if (ev_->data && ev_->data->evaluatedRun(r)) continue;  // no ranked list, no curve
            if (!one && QuerySetText::basis(*ev_, r).queries == 0) continue;  // a mean of nothing
            PlotSeries s;
            s.name = measureLabel(*metrics[m]) + QStringLiteral(" · ") + ev_->runs[r].name;
            s.color = runColor(static_cast<int>(r));
            s.style = metricStyle(static_cast<int>(m));
            s.secondAxis = axes.second[m];
            const std::vector<double> values =
                one ? queryCurve(*ev_->data, r, query_.toStdString(), *metrics[m],
                                 ev_->request.defs.config, ev_->K)
                    : ev_->curve(r, m);
            s.x.reserve(static_cast<qsizetype>(values.size()));
            for (std::size_t k = 0; k < values.size(); ++k) {
                s.x << static_cast<double>(k + 1);
                s.y << values[k];
            }
            const CurveBand* band = bands ? ev_->curveBand(r, m) : nullptr;
            if (band && band->low.size() == values.size()) {
                s.low = QVector<double>(band->low.begin(), band->low.end());
                s.high = QVector<double>(band->high.begin(), band->high.end());
            }
            series << s;
            targets_.push_back({static_cast<int>(r), static_cast<int>(m)});
        }
    }
    QStringList evaluated;  // no ranked list: no curve over k (their values at k are listed)
    for (std::size_t r = 0; r < ev_->runs.size(); ++r)
        if (ev_->data && ev_->data->evaluatedRun(r)) evaluated << ev_->runs[r].name;
    QString note =
        evaluated.isEmpty()
            ? QString()
            : tr("No curve over k for %1: the ranked list is not available for an evaluated run "
                 "(its values at k are in the table below and in the queries view).")
                  .arg(evaluated.join(QStringLiteral(", ")));
    if (const QString none = runsWithoutQueries(); !none.isEmpty() && !one)
        note += (note.isEmpty() ? QString() : QStringLiteral("\n")) +
                tr("No curve for %1: %2.").arg(none, NoValue::noQueries());
    if (const QString missing = bands ? missingBands() : QString(); !missing.isEmpty())
        note += (note.isEmpty() ? QString() : QStringLiteral("\n")) + missing;
    // On the first line (a line more would take the curves' height).
    const QString shaded =
        std::any_of(series.begin(), series.end(),
                    [](const PlotSeries& s) { return !s.low.isEmpty(); })
            ? QStringLiteral(" · ") + tr("shaded: the %1 % confidence interval of each mean")
                                          .arg(std::lround(kMeanConfidence * 100))
            : QString();
    if (series.isEmpty()) {  // the title is this evaluation's (never the last one drawn)
        plot_->setTitle(QuerySetText::summary(*ev_, QStringLiteral(" · ")) + QStringLiteral("\n") +
                        ev_->definitionsText());
        plot_->clear(note.isEmpty() ? tr("Choose at least one metric and one run") : note);
        return;
    }
    plot_->setTitle(
        (one ? tr("Query %1").arg(query_) : QuerySetText::summary(*ev_, QStringLiteral(" · "))) +
        shaded + QStringLiteral("\n") + ev_->definitionsText() +
        (note.isEmpty() ? QString() : QStringLiteral("\n") + note));
    plot_->setCurves(series, plot_->logX() ? tr("k (log scale)") : tr("k (cut-off)"), axes.left,
                     axes.right);
}

QString CurvesView::missingBands() const {
    if (ev_->fromSnapshot) return tr("Confidence bands once the project is loaded.");
    QStringList fewQueries, notMean;
    for (const auto& [r, m] : targets_) {
        const auto run = static_cast<std::size_t>(r);
        const auto metric = static_cast<std::size_t>(m);
        const NoBand why = ev_->noBand(run, metric);
        const QString label = measureLabel(*ev_->request.metrics[metric]);
        if (why == NoBand::FewQueries && !fewQueries.contains(ev_->runs[run].name))
            fewQueries << ev_->runs[run].name;
        if (why == NoBand::NotAMean && !notMean.contains(label)) notMean << label;
    }
    QStringList lines;
    if (!fewQueries.isEmpty())
        lines << tr("No band for %1: fewer than two queries, so no spread to show.")
                     .arg(fewQueries.join(QStringLiteral(", ")));
    if (!notMean.isEmpty())
        lines << tr("No band for %1: its summary is not the mean over queries.")
                     .arg(notMean.join(QStringLiteral(", ")));
    return lines.join(QStringLiteral("\n"));
}

// The checked runs whose means average no query (no labelled query among those they returned).
QString CurvesView::runsWithoutQueries() const {
    QStringList out;
    for (std::size_t r = 0; r < ev_->runs.size(); ++r)
        if (runs_->item(static_cast<int>(r))->checkState() == Qt::Checked &&
            !(ev_->data && ev_->data->evaluatedRun(r)) && QuerySetText::basis(*ev_, r).queries == 0)
            out << ev_->runs[r].name;
    return out.join(QStringLiteral(", "));
}

CurvesView::SeriesTarget CurvesView::seriesTarget(int series) const {
    return series >= 0 && series < static_cast<int>(targets_.size())
               ? targets_[static_cast<std::size_t>(series)]
               : SeriesTarget{};
}

QString CurvesView::shownQuery() const {
    return oneQuery_->isChecked() ? query_ : QString();
}

void CurvesView::exportAs(const QString& format) {
    if (!ev_) return;
    const bool table = format == QLatin1String("table-csv");
    const QString ext = table ? QStringLiteral("csv") : format;
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export"), table ? tr("cutoff-table.csv") : tr("curves.%1").arg(ext),
        tr("%1 files (*.%2)").arg(ext.toUpper(), ext));
    if (file.isEmpty()) return;
    bool ok = false;
    if (table) {
        QFile f(file);
        ok = f.open(QIODevice::WriteOnly | QIODevice::Text) &&
             f.write(table_->toCsv().toUtf8()) >= 0;
    } else if (format == QLatin1String("png")) {
        ok = plot_->savePng(file);
    } else if (format == QLatin1String("pdf")) {
        ok = plot_->savePdf(file);
    } else if (format == QLatin1String("svg")) {
        ok = plot_->saveSvg(file);
    } else {
        ok = plot_->saveCsv(file);
    }
    if (!ok) QMessageBox::warning(this, tr("Export"), tr("Could not write %1.").arg(file));
}

}  // namespace ranklens::ui
