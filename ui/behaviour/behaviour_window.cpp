#include "ui/behaviour/behaviour_window.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/base/number_check.h"
#include "core/behaviour/log_time.h"
#include "core/behaviour/table_file.h"
#include "core/store/behaviour_store.h"
#include "core/store/sqlite_db.h"
#include "ui/behaviour/behaviour_tables.h"
#include "ui/behaviour/runs_behaviour_editor.h"
#include "ui/common/window_geometry.h"
#include "ui/plot/plot_widget.h"
#include "ui/project/import_filters.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

namespace {

// The header of a CSV/TSV log, as the log reader splits it (core/behaviour/table_file.h).
QStringList headerOf(const QString& file) {
    core::behaviour::TableFile table(file.toStdString());
    std::vector<std::string> fields;
    QStringList out;
    if (table.next(fields))
        for (const auto& f : fields) out << QString::fromStdString(f);
    return out;
}

// The header most likely to hold displayed positions: "position", else one naming a position
// or a rank, else the first.
int likelyPositionColumn(const QStringList& headers) {
    for (const char* name : {"position", "pos", "rank", "displayed_position", "display_position"})
        for (int i = 0; i < headers.size(); ++i)
            if (headers[i].compare(QLatin1String(name), Qt::CaseInsensitive) == 0) return i;
    for (int i = 0; i < headers.size(); ++i)
        if (headers[i].contains(QLatin1String("pos"), Qt::CaseInsensitive) ||
            headers[i].contains(QLatin1String("rank"), Qt::CaseInsensitive))
            return i;
    return 0;
}

QTableWidget* readOnlyTable(QWidget* parent) {
    auto* t = new QTableWidget(parent);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->setDefaultSectionSize(22);
    t->horizontalHeader()->setStretchLastSection(false);
    return t;
}

QString timeText(const std::optional<double>& t) {
    return t ? QString::fromStdString(core::behaviour::formatLogTime(*t)) : QStringLiteral("—");
}

}  // namespace

BehaviourWindow::BehaviourWindow(ProjectSession* session, QWidget* parent)
    : QWidget(parent, Qt::Window),
      session_(session),
      logs_(new QComboBox(this)),
      eta_(new QDoubleSpinBox(this)),
      clip_(new QDoubleSpinBox(this)),
      tabs_(new QTabWidget(this)),
      clicks_(readOnlyTable(this)),
      exposure_(readOnlyTable(this)),
      agreement_(readOnlyTable(this)),
      scatter_(new PlotWidget(this)),
      runs_(new RunsBehaviourEditor(session, this)) {
    texts_.bind(this, [this] { setWindowTitle(tr("Clicks and online results — RankLens")); });
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(captioned(agreementCaption_, agreement_));
    split->addWidget(scatter_);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    tabs_->addTab(captioned(clicksCaption_, clicks_), QString());
    tabs_->addTab(captioned(exposureCaption_, exposure_), QString());
    tabs_->addTab(split, QString());
    tabs_->addTab(runs_, QString());
    texts_.bind(tabs_, [t = tabs_] {
        t->setTabText(0, tr("Clicks vs debiased"));
        t->setTabText(1, tr("Exposure"));
        t->setTabText(2, tr("Offline vs online"));
        t->setTabText(3, tr("Runs: cutoffs and online results"));
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeSettingsRow());
    layout->addWidget(makeLeakBanner());
    layout->addWidget(tabs_, 1);
    connect(agreement_, &QTableWidget::currentCellChanged, this,
            [this](int row) { showScatter(row); });
    // Queued: the edited cell must not be replaced while its change is being reported.
    connect(runs_, &RunsBehaviourEditor::edited, this, &BehaviourWindow::refresh,
            Qt::QueuedConnection);
    connect(runs_, &RunsBehaviourEditor::failed, this, &BehaviourWindow::showError);
    fitToScreen(this, QSize(1100, 660));
    closeOnEscape(this);
}

QWidget* BehaviourWindow::captioned(QLabel*& caption, QWidget* body) {
    auto* w = new QWidget(this);
    auto* l = new QVBoxLayout(w);
    l->setContentsMargins(0, 4, 0, 0);
    caption = new QLabel(w);
    caption->setWordWrap(true);
    caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->addWidget(caption);
    l->addWidget(body, 1);
    return w;
}

QWidget* BehaviourWindow::makeSettingsRow() {
    auto* w = new QWidget(this);
    auto* l = new QHBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    // The ranges every front end checks (core/base/number_check.h): a stored value shows as it is.
    eta_->setRange(core::ranges::kPropensityEta.low, core::ranges::kPropensityEta.high);
    eta_->setSingleStep(0.1);
    eta_->setDecimals(2);
    texts_.toolTip(eta_, [] {
        return tr("Examination propensity p(pos) = (1/pos)^η; η = 0 means no correction");
    });
    clip_->setRange(0, 1e9);
    clip_->setDecimals(1);
    texts_.toolTip(clip_,
                   [] { return tr("IPS weights are clipped at this value (0 = no clipping)"); });
    auto* import = texts_.text(new QPushButton(w), [] { return tr("Import Click Log…"); });
    l->addWidget(texts_.text(new QLabel(w), [] { return tr("Click log:"); }));
    l->addWidget(logs_, 1);
    l->addWidget(texts_.text(new QLabel(w), [] { return tr("η:"); }));
    l->addWidget(eta_);
    l->addWidget(texts_.text(new QLabel(w), [] { return tr("Clip:"); }));
    l->addWidget(clip_);
    l->addWidget(import);
    connect(import, &QPushButton::clicked, this, &BehaviourWindow::importClickLog);
    connect(logs_, &QComboBox::currentIndexChanged, this, [this] {
        if (!filling_) refresh();
    });
    for (auto* s : {eta_, clip_})
        connect(s, &QDoubleSpinBox::editingFinished, this, &BehaviourWindow::savePropensity);
    return w;
}

QWidget* BehaviourWindow::makeLeakBanner() {
    leakBanner_ = new QFrame(this);
    leakBanner_->setFrameShape(QFrame::StyledPanel);
    leakBanner_->setStyleSheet(QStringLiteral("QFrame { background: #fff3cd; color: #5c4400; }"));
    auto* l = new QHBoxLayout(leakBanner_);
    leakText_ = new QLabel(leakBanner_);
    leakText_->setWordWrap(true);
    drop_ = texts_.text(new QPushButton(leakBanner_), [] { return tr("Drop Them…"); });
    l->addWidget(leakText_, 1);
    l->addWidget(drop_);
    connect(drop_, &QPushButton::clicked, this, [this] { dropLeaks(true); });
    leakBanner_->hide();
    return leakBanner_;
}

void BehaviourWindow::refresh() {
    store::BehaviourAnalysisOptions o;
    o.logId = logs_->currentData().toLongLong();
    store::BehaviourAnalysis a;
    QString error;
    if (!session_->withStore(
            [&](const store::ProjectStore& ps) { a = store::analyseBehaviour(ps, o); }, &error))
        showError(error);
    showAnalysis(std::move(a));
}

void BehaviourWindow::showAnalysis(store::BehaviourAnalysis a) {
    analysis_ = std::move(a);
    filling_ = true;
    const auto current = analysis_.log ? analysis_.log->id : 0;
    logs_->clear();
    std::vector<store::ClickLogInfo> logs;
    // A project that cannot hold behaviour data has no logs (withStore: false).
    session_->withStore([&](const store::BehaviourStore& b) { logs = b.clickLogs(); });
    if (logs.empty() && analysis_.log) logs.push_back(*analysis_.log);
    for (const auto& l : logs)
        logs_->addItem(tr("%1 (%2 events, %3 .. %4)")
                           .arg(QString::fromStdString(l.name))
                           .arg(l.numEvents)
                           .arg(timeText(l.firstTime), timeText(l.lastTime)),
                       static_cast<qlonglong>(l.id));
    logs_->setCurrentIndex(logs_->findData(static_cast<qlonglong>(current)));
    eta_->setEnabled(analysis_.log.has_value());
    clip_->setEnabled(analysis_.log.has_value());
    if (analysis_.log) {
        eta_->setValue(analysis_.log->eta);
        clip_->setValue(analysis_.log->clip);
    }
    filling_ = false;
    behaviour_tables::fillClicks(clicks_, analysis_);
    behaviour_tables::fillExposure(exposure_, analysis_);
    behaviour_tables::fillAgreement(agreement_, analysis_);
    clicksCaption_->setText(behaviour_tables::clicksCaption(analysis_));
    exposureCaption_->setText(analysis_.log ? behaviour_tables::exposureCaption(analysis_)
                                            : behaviour_tables::clicksCaption(analysis_));
    agreementCaption_->setText(
        analysis_.online.empty()
            ? tr("No online results yet: type them in the Runs tab (ctr_delta=+0.8% [0.2, 1.4]) "
                 "or import a CSV run,metric,value[,ci_low,ci_high] with ranklens-cli import "
                 "PROJECT --online FILE.")
            : behaviour_tables::agreementCaption());
    runs_->setAnalysis(analysis_);
    showLeaks();
    if (agreement_->rowCount() > 0)
        agreement_->setCurrentCell(0, 0);
    else
        scatter_->clear(tr("No run pairs with offline and online values"));
}

void BehaviourWindow::showLeaks() {
    QStringList lines;
    for (const auto& rb : analysis_.runs)
        if (rb.leaking > 0)
            lines << tr("%n click log event(s) are dated at or before the training cutoff of run "
                        "'%1' (%2): its model could have seen them, so its values may be "
                        "flattered.",
                        nullptr, static_cast<int>(rb.leaking))
                         .arg(QString::fromStdString(rb.run.name), timeText(rb.cutoff));
    leakText_->setText(lines.join(QLatin1Char('\n')));
    leakBanner_->setVisible(!lines.isEmpty());
}

std::int64_t BehaviourWindow::dropLeaks(bool confirm) {
    if (!analysis_.log) return 0;
    std::optional<double> latest;
    for (const auto& rb : analysis_.runs)
        if (rb.leaking > 0) latest = std::max(latest.value_or(*rb.cutoff), *rb.cutoff);
    if (!latest) return 0;
    std::int64_t count = 0;
    session_->withStore([&](const store::BehaviourStore& b) {
        count = b.countLeaks(analysis_.log->id, *latest).before;
    });
    if (confirm &&
        QMessageBox::question(
            this, tr("Drop leaking events"),
            tr("Delete the %1 events of click log '%2' dated at or before %3 from the project? "
               "This cannot be undone (import the log again to get them back).")
                .arg(count)
                .arg(QString::fromStdString(analysis_.log->name), timeText(latest)),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
        return 0;
    std::int64_t dropped = 0;
    QString error;
    if (!session_->withStore(
            [&](store::BehaviourStore& b) { dropped = b.dropLeaks(analysis_.log->id, *latest); },
            &error))
        showError(error);
    refresh();
    return dropped;
}

void BehaviourWindow::showScatter(int row) {
    if (row < 0 || row >= static_cast<int>(analysis_.agreement.size())) return;
    const core::behaviour::AgreementRow& a = analysis_.agreement[static_cast<std::size_t>(row)];
    PointSeries s;
    s.name = tr("runs");
    s.color = QColor(31, 119, 180);
    for (std::size_t i = 0; i < a.runs.size(); ++i) {
        s.x << a.offline[i];
        s.y << a.online[i];
        s.labels << QString::fromStdString(a.runs[i]);
    }
    const QString offline = behaviour_tables::offlineMetricLabel(a.offlineMetric);
    scatter_->setScatter({s}, offline, QString::fromStdString(a.onlineMetric), false);
    scatter_->setTitle(
        tr("%1 vs %2: Kendall's τ = %3, same sign %4")
            .arg(offline, QString::fromStdString(a.onlineMetric),
                 a.tau.defined ? QString::number(a.tau.tau, 'f', 2) : QStringLiteral("—"),
                 a.sign.defined()
                     ? tr("%1 of %2").arg(a.sign.agree).arg(a.sign.agree + a.sign.disagree)
                     : QStringLiteral("—")));
    scatter_->labelPoints();
}

void BehaviourWindow::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    if (agreement_->currentRow() >= 0) scatter_->labelPoints();
}

void BehaviourWindow::savePropensity() {
    if (filling_ || !analysis_.log) return;
    // Only what the user changed is saved: a stored value the box rounds for display (η 0.125
    // shown as 0.13) is not rewritten by a click on the box.
    const auto shown = [](const QDoubleSpinBox* box, double stored) {
        return box->cleanText() == box->textFromValue(stored);
    };
    if (shown(eta_, analysis_.log->eta) && shown(clip_, analysis_.log->clip)) return;
    QString error;
    if (!session_->withStore(
            [&](store::BehaviourStore& b) {
                b.setPropensity(analysis_.log->id, eta_->value(), clip_->value());
            },
            &error))
        showError(error);
    refresh();
}

void BehaviourWindow::importClickLog() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Import click log"), QString(),
                                                      ImportFilters::clickLogs());
    if (!file.isEmpty()) importClickLogFile(file);
}

void BehaviourWindow::importClickLogFile(const QString& file) {
    QStringList headers;
    try {
        headers = headerOf(file);
    } catch (const std::exception& e) {
        showError(tr("%1\nNothing was imported.").arg(QString::fromStdString(e.what())));
        return;
    }
    if (headers.isEmpty()) {
        showError(tr("%1 is empty.\nNothing was imported.").arg(QFileInfo(file).fileName()));
        return;
    }
    bool ok = false;
    const QString column = QInputDialog::getItem(
        this, tr("Import click log"),
        tr("Column of %1 with the displayed position (1 = top):").arg(QFileInfo(file).fileName()),
        headers, likelyPositionColumn(headers), false, &ok);
    if (!ok || column.isEmpty()) return;
    store::ClickLogImport o;
    o.read.positionColumn = column.toStdString();
    o.eta = eta_->value() > 0 ? eta_->value() : 1.0;
    o.clip = clip_->value() > 0 ? clip_->value() : 10.0;
    std::optional<store::ClickLogInfo> info;
    QString error;
    if (!session_->withStore(
            [&](store::BehaviourStore& b) {
                const auto id = b.importClickLog(file.toStdString(), o, store::sql::nowIso());
                for (const auto& l : b.clickLogs())
                    if (l.id == id) info = l;
            },
            &error)) {
        showError(tr("%1\nNothing was imported.").arg(error));
        return;
    }
    QMessageBox::information(this, tr("Import click log"),
                             tr("Imported %1 events; time range used: %2 .. %3.")
                                 .arg(info->numEvents)
                                 .arg(timeText(info->firstTime), timeText(info->lastTime)));
    logs_->addItem(QString::fromStdString(info->name), static_cast<qlonglong>(info->id));
    logs_->setCurrentIndex(logs_->count() - 1);  // refreshes
}

void BehaviourWindow::showError(const QString& message) {
    QMessageBox::warning(this, tr("Clicks and online results"), message);
}

// The fixed texts, the table heads, and what is built from the analysis again.
void BehaviourWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        texts_.retranslate();
        if (isVisible()) refresh();
    }
    QWidget::changeEvent(e);
}

}  // namespace ranklens::ui
