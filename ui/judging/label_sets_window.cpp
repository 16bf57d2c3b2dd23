#include "ui/judging/label_sets_window.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/compare/comparison.h"
#include "core/judging/grade_table.h"
#include "ui/common/job_runner.h"
#include "ui/common/window_geometry.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

namespace {

QTableWidget* table(QWidget* parent, int columns) {
    auto* t = new QTableWidget(0, columns, parent);
    t->verticalHeader()->setVisible(false);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    return t;
}

QLabel* caption(QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    return l;
}

}  // namespace

LabelSetsWindow::LabelSetsWindow(ProjectSession* session, QUndoStack* undo, QWidget* parent)
    : QWidget(parent, Qt::Window),
      session_(session),
      undo_(undo),
      runner_(new JobRunner(this)),
      sets_(new QListWidget(this)),
      gold_(new QComboBox(this)),
      run1_(new QComboBox(this)),
      run2_(new QComboBox(this)),
      measure_(new QComboBox(this)),
      test_(new QComboBox(this)),
      rule_(new QComboBox(this)),
      tie_(new QComboBox(this)),
      holesSet_(new QComboBox(this)),
      k_(new QSpinBox(this)),
      consensusName_(new QLineEdit(this)),
      tabs_(new QTabWidget(this)) {
    auto* root = new QVBoxLayout(this);
    root->addWidget(buildChooser());
    tabs_->addTab(buildAgreementTab(), QString());
    tabs_->addTab(buildConsensusTab(), QString());
    tabs_->addTab(buildVerdictTab(), QString());
    tabs_->addTab(buildHolesTab(), QString());
    root->addWidget(tabs_, 1);
    root->addWidget(buildStatusRow());
    retranslateUi();
    fillSets();
    fillRuns();
    connect(session_, &ProjectSession::dataChanged, this, [this] {
        fillSets();
        fillRuns();
        showConsensusSets();
    });
    connect(runner_, &JobRunner::progress, progress_, &QProgressBar::setValue);
    connect(runner_, &JobRunner::started, this, [this] { setBusy(true); });
    connect(runner_, &JobRunner::finished, this, [this] { setBusy(false); });
    connect(runner_, &JobRunner::failed, this, [this](const QString& m) { status_->setText(m); });
    connect(runner_, &JobRunner::cancelled, this,
            [this] { status_->setText(tr("Cancelled: the numbers shown are the earlier ones.")); });
    fitToScreen(this, QSize(1100, 720));
}

LabelSetsWindow::~LabelSetsWindow() {
    runner_->cancel();
    runner_->waitForDone();
}

QWidget* LabelSetsWindow::buildChooser() {
    auto* box = new QWidget(this);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    sets_->setMaximumHeight(fontMetrics().height() * 6);
    auto* setsCol = new QVBoxLayout;
    auto* setsCaption = caption(box);
    captions_.emplace_back(setsCaption, QT_TR_NOOP("Label sets to compare (two or more):"));
    setsCol->addWidget(setsCaption);
    setsCol->addWidget(sets_);
    row->addLayout(setsCol, 2);
    auto* form = new QFormLayout;
    const auto add = [&](const char* text, QWidget* w) {
        auto* l = caption(box);
        l->setWordWrap(false);
        captions_.emplace_back(l, text);
        form->addRow(l, w);
    };
    add(QT_TR_NOOP("Gold set:"), gold_);
    auto* runs = new QHBoxLayout;
    runs->addWidget(run1_, 1);
    runs->addWidget(run2_, 1);
    auto* runsBox = new QWidget(box);
    runsBox->setLayout(runs);
    runs->setContentsMargins(0, 0, 0, 0);
    add(QT_TR_NOOP("Runs compared:"), runsBox);
    measure_->setEditable(true);
    measure_->addItems({QStringLiteral("ndcg@10"), QStringLiteral("P@10"), QStringLiteral("map"),
                        QStringLiteral("mrr"), QStringLiteral("ndcg@5")});
    auto* mk = new QHBoxLayout;
    mk->setContentsMargins(0, 0, 0, 0);
    mk->addWidget(measure_, 1);
    mk->addWidget(test_, 1);
    auto* mkBox = new QWidget(box);
    mkBox->setLayout(mk);
    add(QT_TR_NOOP("Measure and test:"), mkBox);
    row->addLayout(form, 3);
    compute_ = new QPushButton(box);
    compute_->setDefault(true);
    connect(compute_, &QPushButton::clicked, this, &LabelSetsWindow::compute);
    row->addWidget(compute_, 0, Qt::AlignBottom);
    return box;
}

QWidget* LabelSetsWindow::buildAgreementTab() {
    auto* page = new QWidget(this);
    auto* v = new QVBoxLayout(page);
    summary_ = caption(page);
    summary_->setTextFormat(Qt::RichText);
    v->addWidget(summary_);
    auto* split = new QSplitter(Qt::Horizontal, page);
    pairs_ = table(split, 6);
    perSet_ = table(split, 6);
    split->addWidget(pairs_);
    split->addWidget(perSet_);
    v->addWidget(split, 1);
    perQuery_ = table(page, 6);
    perQuery_->setSortingEnabled(true);
    connect(perQuery_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (const auto* it = perQuery_->item(row, 0)) emit queryRequested(it->text());
    });
    v->addWidget(perQuery_, 1);
    return page;
}

QWidget* LabelSetsWindow::buildConsensusTab() {
    auto* page = new QWidget(this);
    auto* v = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    const auto add = [&](const char* text, QWidget* w) {
        auto* l = caption(page);
        l->setWordWrap(false);
        captions_.emplace_back(l, text);
        form->addRow(l, w);
    };
    add(QT_TR_NOOP("Rule:"), rule_);
    add(QT_TR_NOOP("Ties:"), tie_);
    add(QT_TR_NOOP("Name of the new label set:"), consensusName_);
    v->addLayout(form);
    save_ = new QPushButton(page);
    connect(save_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!saveConsensus(consensusName_->text(), &error)) consensusNote_->setText(error);
    });
    v->addWidget(save_, 0, Qt::AlignLeft);
    consensusNote_ = caption(page);
    v->addWidget(consensusNote_);
    auto* made = caption(page);
    captions_.emplace_back(made, QT_TR_NOOP("Consensus label sets of this project, and where "
                                            "they came from:"));
    v->addWidget(made);
    madeSets_ = table(page, 5);
    v->addWidget(madeSets_, 1);
    return page;
}

// A table under its caption, as one widget (a splitter's part).
QWidget* LabelSetsWindow::captioned(QWidget* parent, QLabel* label, QTableWidget* t) {
    auto* box = new QWidget(parent);
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(label);
    v->addWidget(t, 1);
    return box;
}

QWidget* LabelSetsWindow::buildVerdictTab() {
    auto* split = new QSplitter(Qt::Vertical, this);
    auto* top = new QSplitter(Qt::Horizontal, split);
    orders_ = table(top, 0);
    setPairs_ = table(top, 5);
    auto* ordersCap = caption(top);
    captions_.emplace_back(ordersCap, QT_TR_NOOP("Runs best first under each label set:"));
    auto* pairsCap = caption(top);
    captions_.emplace_back(pairsCap, QT_TR_NOOP("How far the orders agree:"));
    top->addWidget(captioned(top, ordersCap, orders_));
    top->addWidget(captioned(top, pairsCap, setPairs_));
    changed_ = table(split, 5);
    auto* changedCap = caption(split);
    captions_.emplace_back(changedCap,
                           QT_TR_NOOP("Pairs of runs whose verdict changes with the labels:"));
    impact_ = table(split, 8);
    impact_->setSortingEnabled(true);
    impactCaption_ = caption(split);
    connect(impact_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        const auto *q = impact_->item(row, 2), *d = impact_->item(row, 3);
        if (q && d)
            emit itemRequested(q->text(), d->text(),
                               rankingOf(q->text().toStdString(), d->text().toStdString()));
    });
    split->addWidget(top);
    split->addWidget(captioned(split, changedCap, changed_));
    split->addWidget(captioned(split, impactCaption_, impact_));
    return split;
}

QWidget* LabelSetsWindow::buildHolesTab() {
    auto* page = new QWidget(this);
    auto* v = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    auto* kl = caption(page);
    kl->setWordWrap(false);
    captions_.emplace_back(kl, QT_TR_NOOP("Depth k (top k of each run):"));
    auto* sl = caption(page);
    sl->setWordWrap(false);
    captions_.emplace_back(sl, QT_TR_NOOP("Under the label set:"));
    holesSet_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(sl, holesSet_);
    connect(holesSet_, &QComboBox::currentIndexChanged, this, [this] { showHoles(); });
    k_->setRange(1, 1000);
    k_->setValue(10);
    k_->setMaximumWidth(k_->fontMetrics().horizontalAdvance(QStringLiteral("00000")) * 2);
    form->addRow(kl, k_);
    v->addLayout(form);
    holesSummary_ = caption(page);
    holesSummary_->setTextFormat(Qt::RichText);
    v->addWidget(holesSummary_);
    holes_ = table(page, 7);
    connect(holes_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        const auto* h = shownHoles();
        if (!h || row < 0 || row >= static_cast<int>(h->influence.size())) return;
        const auto& i = h->influence[static_cast<std::size_t>(row)];
        const auto [r1, r2] = result_.holesRuns;
        const bool first = i.rank1 != 0 && (i.rank2 == 0 || i.rank1 <= i.rank2);
        emit itemRequested(QString::fromStdString(i.qid), QString::fromStdString(i.doc),
                           static_cast<int>(first ? r1 : r2));
    });
    v->addWidget(holes_, 1);
    judge_ = new QPushButton(page);
    judge_->setEnabled(false);
    connect(judge_, &QPushButton::clicked, this, [this] { emit judgeRequested(holesToJudge()); });
    v->addWidget(judge_, 0, Qt::AlignLeft);
    return page;
}

QWidget* LabelSetsWindow::buildStatusRow() {
    auto* box = new QWidget(this);
    auto* h = new QHBoxLayout(box);
    h->setContentsMargins(0, 0, 0, 0);
    status_ = caption(box);
    progress_ = new QProgressBar(box);
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    progress_->setMaximumWidth(200);
    progress_->hide();
    cancel_ = new QPushButton(box);
    cancel_->hide();
    connect(cancel_, &QPushButton::clicked, runner_, &JobRunner::cancel);
    h->addWidget(status_, 1);
    h->addWidget(progress_);
    h->addWidget(cancel_);
    return box;
}

void LabelSetsWindow::setBusy(bool busy) {
    progress_->setVisible(busy);
    cancel_->setVisible(busy);
    compute_->setEnabled(!busy);
    if (busy) status_->setText(tr("Computing…"));
}

void LabelSetsWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

}  // namespace ranklens::ui
