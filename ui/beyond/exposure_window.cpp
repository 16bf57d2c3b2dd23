#include "ui/beyond/exposure_window.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <set>

#include "ui/beyond/exposure_table_model.h"
#include "ui/common/job_runner.h"
#include "ui/common/palette.h"
#include "ui/common/window_geometry.h"
#include "ui/plot/plot_widget.h"

namespace ranklens::ui {

namespace {

QTableView* makeTable(QAbstractItemModel* model, QWidget* parent) {
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(22);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setWordWrap(false);
    return view;
}

QLabel* makeNote(QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    l->setStyleSheet(QStringLiteral("color: palette(dark);"));
    return l;
}

}  // namespace

ExposureWindow::ExposureWindow(QWidget* parent)
    : QWidget(parent),
      runner_(new JobRunner(this)),
      pages_(new QStackedWidget(this)),
      empty_(new QLabel(this)),
      info_(new QLabel(this)),
      defs_(makeNote(this)),
      runLevelNote_(makeNote(this)),
      segment_(new QComboBox(this)),
      plot_(new PlotWidget(this)),
      groups_(new ExposureTableModel(this)),
      runLevel_(new RunLevelTableModel(this)),
      groupView_(makeTable(groups_, this)),
      runLevelView_(makeTable(runLevel_, this)) {
    setWindowFlag(Qt::Window);
    texts_.bind(this, [this] { setWindowTitle(tr("Exposure by item group — RankLens")); });
    closeOnEscape(this);
    empty_->setWordWrap(true);
    empty_->setTextFormat(Qt::RichText);
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    empty_->setMargin(24);
    pages_->addWidget(empty_);
    pages_->addWidget(buildContent());

    auto* top = new QHBoxLayout;
    auto* segLabel = texts_.text(new QLabel(this), [] { return tr("Se&gment:"); });
    segLabel->setBuddy(segment_);
    texts_.toolTip(segment_, [] {
        return tr(
            "Exposure and relevant shares over the queries of one segment only "
            "(the whole-run values always read every list)");
    });
    top->addWidget(segLabel);
    top->addWidget(segment_);
    top->addStretch(1);
    top->addWidget(info_);
    auto* lay = new QVBoxLayout(this);
    lay->addLayout(top);
    lay->addWidget(defs_);
    lay->addWidget(pages_, 1);
    connect(segment_, &QComboBox::currentIndexChanged, this, [this] { compute(); });
    connect(runner_, &JobRunner::failed, this, [this](const QString& m) {
        empty_->setText(tr("Exposure could not be computed: %1").arg(m.toHtmlEscaped()));
        pages_->setCurrentWidget(empty_);
    });
    setEvaluation(nullptr);
}

// The chart above; under it the table by run and group beside the whole-run values.
QWidget* ExposureWindow::buildContent() {
    auto* runLevelBox = new QWidget(this);
    auto* rl = new QVBoxLayout(runLevelBox);
    rl->setContentsMargins(0, 0, 0, 0);
    rl->addWidget(texts_.text(new QLabel(runLevelBox),
                              [] { return tr("<b>Whole-run values</b> (one number per run)"); }));
    rl->addWidget(runLevelView_, 1);
    rl->addWidget(runLevelNote_);
    auto* tables = new QSplitter(Qt::Horizontal, this);
    tables->addWidget(groupView_);
    tables->addWidget(runLevelBox);
    tables->setStretchFactor(0, 3);
    tables->setStretchFactor(1, 1);
    tables->setSizes({900, 380});
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(plot_);
    split->addWidget(tables);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    return split;
}

void ExposureWindow::setEvaluation(std::shared_ptr<const Evaluation> ev) {
    ev_ = std::move(ev);
    fillSegments();
    stale_ = true;
    if (isVisible()) compute();
}

bool ExposureWindow::waitForIdle(int timeoutMs) {
    return runner_->waitForIdle(timeoutMs);
}

bool ExposureWindow::showsEmptyState() const {
    return pages_->currentWidget() == empty_;
}

void ExposureWindow::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    if (stale_) compute();
}

void ExposureWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

// The fixed texts, "All queries", and the report (built with its numbers) again.
void ExposureWindow::retranslateUi() {
    texts_.retranslate();
    if (segment_->count() > 0) segment_->setItemText(0, tr("All queries"));
    if (!stale_) showReport(report_);
}

void ExposureWindow::fillSegments() {
    const QSignalBlocker block(segment_);
    const QString kept = segment_->currentData().toString();
    segment_->clear();
    segment_->addItem(tr("All queries"), QString());
    std::set<std::string> segments;
    if (ev_ && ev_->data)
        for (const auto& q : ev_->data->queries)
            if (!q.segment.empty()) segments.insert(q.segment);
    for (const auto& s : segments)
        segment_->addItem(QString::fromStdString(s), QString::fromStdString(s));
    segment_->setCurrentIndex(std::max(0, segment_->findData(kept)));
    segment_->setEnabled(segments.size() > 0);
}

void ExposureWindow::compute() {
    stale_ = false;
    if (!ev_ || !ev_->data || !ev_->data->items) {
        report_ = ExposureReport{};
        showReport(report_);
        return;
    }
    auto ev = ev_;
    const std::string segment = segment_->currentData().toString().toStdString();
    info_->setText(tr("Computing…"));
    runner_->start([this, ev, segment](const core::ProgressFn& progress) -> JobRunner::Apply {
        auto rep = std::make_shared<ExposureReport>(computeExposure(*ev, segment, progress));
        return [this, rep] { showReport(std::move(*rep)); };
    });
}

void ExposureWindow::showReport(ExposureReport report) {
    report_ = std::move(report);
    if (!ev_ || !ev_->data) {
        empty_->setText(tr("Open a project to see which item groups its runs show."));
        info_->clear();
        defs_->clear();
        pages_->setCurrentWidget(empty_);
        return;
    }
    if (!ev_->data->items) {
        empty_->setText(
            tr("<h3>No item groups</h3><p>The items of this project have no category, so there "
               "is nothing to group exposure by.</p><p>Import item metadata with a category "
               "column (CSV or TSV with a header: <code>docid,category</code>, optionally "
               "<code>title</code>, <code>url</code>, <code>popularity</code>):</p><p>in "
               "RankLens: <b>File → Import Runs or Labels…</b> and choose the items file (or "
               "drop it on the main window);<br>from the command line: "
               "<code>ranklens-cli import project.ranklens --items items.csv</code></p>"));
        info_->clear();
        defs_->clear();
        pages_->setCurrentWidget(empty_);
        return;
    }
    groups_->setReport(report_);
    runLevel_->setReport(report_);
    groupView_->resizeColumnsToContents();
    runLevelView_->resizeColumnsToContents();
    runLevelView_->horizontalHeader()->setStretchLastSection(true);
    defs_->setText(definitionsText());
    runLevelNote_->setText(
        tr("One number per run over all of its lists (every query, whatever the segment): not "
           "a mean over queries, so no interval and no p-value. Gini: 0 = every catalogue item "
           "appears equally often in the top %1, 1 = one item takes every place (items never "
           "shown count 0). Coverage: distinct items in any top %1 / items in the runs and the "
           "labels.")
            .arg(report_.k));
    const std::size_t lists = report_.runs.empty() ? 0 : report_.runs.front().groups.queries;
    info_->setText(
        tr("top %1 · %n list(s) per run", nullptr, static_cast<int>(lists)).arg(report_.k));
    plotReport();
    pages_->setCurrentIndex(1);
}

}  // namespace ranklens::ui
