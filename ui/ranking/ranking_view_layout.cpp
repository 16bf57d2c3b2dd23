// RankingView's layout: the header (query, order status, k, actions), the list with the relevant
// items not returned under it, and beside them the metrics and the per-position table.
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/common/grade_chip_delegate.h"
#include "ui/common/title_column.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_positions_model.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {

namespace {

QLabel* sectionLabel(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

// The widest value a column of the per-position table shows, to size it once.
QString widestValue(int column) {
    switch (column) {
        case RankingPositionsModel::RankCol:
            return QStringLiteral("0000");
        case RankingPositionsModel::GradeCol:
        case RankingPositionsModel::IdealGradeCol:
            return QStringLiteral("000000");
        case RankingPositionsModel::GainCol:
            return QStringLiteral("00.0");
        case RankingPositionsModel::DiscountCol:
        case RankingPositionsModel::ContributionCol:
        case RankingPositionsModel::IdealContributionCol:
            return QStringLiteral("0.0000");
        default:
            return QStringLiteral("000.0000");
    }
}

}  // namespace

void RankingView::buildUi() {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(8, 8, 8, 8);
    outer->setSpacing(6);
    outer->addLayout(buildHeader());

    // The four blocks, placed by arrangeBlocks: beside each other on a wide view, in two rows
    // on a narrow one (see ranking_view.h).
    listBox_ = buildList(this);
    unretrievedBox_ = buildUnretrieved(this);
    details_ = buildDetails(this);
    positionsBox_ = buildPositions(this);
    wide_ = new QSplitter(Qt::Horizontal, this);
    wideLeft_ = new QSplitter(Qt::Vertical, wide_);
    narrow_ = new QSplitter(Qt::Vertical, this);
    narrowTop_ = new QSplitter(Qt::Horizontal, narrow_);
    narrowBottom_ = new QSplitter(Qt::Horizontal, narrow_);
    for (QSplitter* sp : {wide_, wideLeft_, narrow_, narrowTop_, narrowBottom_})
        sp->setChildrenCollapsible(false);
    for (QSplitter* sp : {wide_, wideLeft_, narrow_, narrowTop_, narrowBottom_})
        connect(sp, &QSplitter::splitterMoved, this, [this] { splitByUser_ = true; });
    outer->addWidget(wide_, 1);
    outer->addWidget(narrow_, 1);
    // The view's minimum is minimumSizeHint's (two rows), not the columns' shown now.
    outer->setSizeConstraint(QLayout::SetNoConstraint);
    arrangeBlocks();

    connect(list_, &RankingTableView::moveRequested, this, &RankingView::requestMove);
    connect(list_, &RankingTableView::gradeRequested, this, &RankingView::requestGrade);
    connect(list_, &RankingTableView::dragPreview, this, &RankingView::showPreview);
    connect(list_, &RankingTableView::dragEnded, this,
            [this] { panel_->setMetrics(current_, system_, false); });
    connect(panel_, &RankingMetricsPanel::explainRequested, this, &RankingView::explain);
    // The p box edits RBP's p of the definitions this view computes with (their owner, in the
    // window, hears the same signal); the box keeps no p of its own for the numbers.
    connect(panel_, &RankingMetricsPanel::rbpPersistenceChanged, this, [this](double p) {
        if (p == cfg_.rbpPersistence) return;
        cfg_.rbpPersistence = p;
        systemDirty_ = true;
        recompute();
    });
    connect(chips_, &GradeChipDelegate::chipClicked, this, &RankingView::showGradeMenu);
    connect(resetButton_, &QPushButton::clicked, this, &RankingView::resetToSystemOrder);
    connect(saveButton_, &QPushButton::clicked, this, &RankingView::requestSaveOrder);
    connect(kBox_, &QSpinBox::valueChanged, this, [this](int k) {
        if (k == k_) return;
        setCutoff(k);
        emit cutoffChanged(k);
    });
}

// Query, run, order status, k and the actions.
QLayout* RankingView::buildHeader() {
    auto* head = new QHBoxLayout;
    auto* titles = new QVBoxLayout;
    titles->setSpacing(1);
    title_ = new QLabel(this);
    QFont tf = title_->font();
    tf.setBold(true);
    tf.setPointSizeF(tf.pointSizeF() * 1.2);
    title_->setFont(tf);
    title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long query text takes a second line, never cut.
    title_->setWordWrap(true);
    subtitle_ = new QLabel(this);
    subtitle_->setForegroundRole(QPalette::PlaceholderText);
    subtitle_->setWordWrap(true);
    // Long query texts must not force the whole window wider than the screen.
    for (QLabel* l : {title_, subtitle_})
        l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    titles->addWidget(title_);
    titles->addWidget(subtitle_);
    head->addLayout(titles, 1);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("rankingOrderStatus"));
    head->addWidget(status_, 0, Qt::AlignVCenter);
    head->addSpacing(12);
    head->addWidget(texts_.text(new QLabel(this), [] { return tr("Cut-off k:"); }));
    kBox_ = new QSpinBox(this);
    kBox_->setRange(1, core::kMaxCutoff);
    kBox_->setValue(k_);
    texts_.toolTip(
        kBox_, [] { return tr("The cut-off k of the measures (the orange line in the list)"); });
    head->addWidget(kBox_);
    resetButton_ = texts_.text(new QPushButton(this), [] { return tr("Reset to system order"); });
    texts_.toolTip(resetButton_,
                   [] { return tr("Put every item back where the system ranked it (undoable)"); });
    saveButton_ = texts_.text(new QPushButton(this), [] { return tr("Save order as run\u2026"); });
    texts_.toolTip(saveButton_,
                   [] { return tr("Save this order as a new \u201cwhat-if\u201d run"); });
    head->addWidget(resetButton_);
    head->addWidget(saveButton_);
    header_ = head;
    return head;
}

void RankingView::addHeaderWidget(QWidget* w) {
    header_->insertWidget(header_->indexOf(status_) + 1, w, 0, Qt::AlignVCenter);
}

QTabWidget* RankingView::putInFrontOfMetrics(QWidget* first, const QString& title) {
    auto* tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("rankingDetailsTabs"));
    tabs->setDocumentMode(true);
    QWidget* metrics = details_;
    tabs->addTab(first, title);
    tabs->addTab(metrics, QString());
    texts_.bind(tabs, [tabs, metrics] { tabs->setTabText(tabs->indexOf(metrics), tr("Metrics")); });
    tabs->setMinimumWidth(std::max(metrics->minimumWidth(), first->minimumSizeHint().width()));
    details_ = tabs;
    detailsTabs_ = tabs;
    arranged_ = false;  // the blocks placed again, the tabs where the metrics were
    arrangeBlocks();
    return tabs;
}

QWidget* RankingView::buildList(QWidget* parent) {
    auto* listBox = new QWidget(parent);
    auto* listLay = new QVBoxLayout(listBox);
    listLay->setContentsMargins(0, 0, 0, 0);
    listLay->setSpacing(3);
    auto* hint = texts_.text(new QLabel(listBox), [] {
        return tr(
            "Drag a row or press Alt+\u2191/\u2193 to move it \u00b7 click a grade or press "
            "0–4 to grade \u00b7 Delete removes a label");
    });
    hint->setForegroundRole(QPalette::PlaceholderText);
    hint->setWordWrap(true);  // never the reason the view is wider than the screen
    QFont hf = hint->font();
    hf.setPointSizeF(hf.pointSizeF() * 0.9);
    hint->setFont(hf);
    listLay->addWidget(hint);
    list_ = new RankingTableView(listBox);
    list_->setObjectName(QStringLiteral("rankingList"));
    list_->setModel(model_);
    chips_ = new GradeChipDelegate(list_);
    chips_->setInteractive(true);
    list_->setItemDelegateForColumn(RankingModel::GradeCol, chips_);
    list_->setTieColumn(RankingModel::ScoreCol);
    auto* hh = list_->horizontalHeader();
    hh->setSectionResizeMode(QHeaderView::Interactive);
    hh->setSectionResizeMode(RankingModel::TitleCol, QHeaderView::Stretch);
    const QFontMetrics mono(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    list_->setColumnWidth(RankingModel::RankCol,
                          mono.horizontalAdvance(QStringLiteral("00000")) + 8);
    list_->setColumnWidth(RankingModel::MovedCol,
                          mono.horizontalAdvance(QStringLiteral("\u25B2000")) + 10);
    list_->setColumnWidth(RankingModel::DocCol,
                          mono.horizontalAdvance(QStringLiteral("doc-000000")) + 12);
    list_->setColumnWidth(RankingModel::ScoreCol,
                          mono.horizontalAdvance(QStringLiteral("0.000000")) + 24);
    list_->setColumnWidth(RankingModel::GradeCol, 60);
    // Every column but the title in view, and some room for the title.
    int columns = 2 * list_->frameWidth() + list_->verticalScrollBar()->sizeHint().width() +
                  mono.horizontalAdvance(QStringLiteral("a title"));
    for (int c = 0; c < model_->columnCount(); ++c)
        if (c != RankingModel::TitleCol) columns += list_->columnWidth(c);
    list_->setRowsMinimumWidth(columns);  // the k tag's gutter: fitTitleAndDocColumns
    list_->setMinimumHeight(list_->horizontalHeader()->sizeHint().height() +
                            5 * list_->verticalHeader()->defaultSectionSize() + 4);
    listLay->addWidget(list_, 1);

    return listBox;
}

QWidget* RankingView::buildUnretrieved(QWidget* parent) {
    auto* unretBox = new QWidget(parent);
    auto* unretLay = new QVBoxLayout(unretBox);
    unretLay->setContentsMargins(0, 4, 0, 0);
    unretLay->setSpacing(3);
    unretrievedTitle_ = sectionLabel(QString(), unretBox);
    unretrievedTitle_->setWordWrap(true);
    unretLay->addWidget(unretrievedTitle_);
    unretrieved_ = new QTableWidget(0, 2, unretBox);
    unretrieved_->setObjectName(QStringLiteral("rankingUnretrieved"));
    texts_.bind(unretrieved_, [t = unretrieved_] {
        t->setHorizontalHeaderLabels({tr("Grade"), tr("Item (not returned)")});
    });
    unretrieved_->verticalHeader()->hide();
    unretrieved_->verticalHeader()->setDefaultSectionSize(
        list_->verticalHeader()->defaultSectionSize());
    unretrieved_->horizontalHeader()->setStretchLastSection(true);
    unretrieved_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    unretrieved_->setColumnWidth(0, 60);
    unretrieved_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    unretrieved_->setSelectionBehavior(QAbstractItemView::SelectRows);
    unretrieved_->setShowGrid(false);
    unretrieved_->setItemDelegateForColumn(0, new GradeChipDelegate(unretrieved_));
    unretLay->addWidget(unretrieved_, 1);
    return unretBox;
}

// The metrics, counts, formula and definitions, in a scroll area: when the view is short the
// column scrolls instead of squeezing the metric rows on top of each other.
QWidget* RankingView::buildDetails(QWidget* parent) {
    auto* scroll = new QScrollArea(parent);
    scroll->setObjectName(QStringLiteral("rankingDetails"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* box = new QWidget(scroll);
    // Always as wide as the scroll area: the texts wrap to it instead of running off its edge
    // (the scroll area itself is kept wide enough for the metric table, below).
    box->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* lay = new QVBoxLayout(box);
    lay->setContentsMargins(6, 0, 6, 0);
    panel_ = new RankingMetricsPanel(box);
    lay->addWidget(panel_);
    scroll->setWidget(box);
    detailsScroll_ = scroll;
    fitDetailsWidth();
    panel_->installEventFilter(this);  // its LayoutRequest: the rows' width may have changed
    return scroll;
}

void RankingView::fitDetailsWidth() {
    const int want = panel_->minimumSizeHint().width() +
                     detailsScroll_->verticalScrollBar()->sizeHint().width() + 12;
    if (want <= detailsScroll_->minimumWidth()) return;  // only grows: no jumps back and forth
    detailsScroll_->setMinimumWidth(want);
    if (detailsTabs_) detailsTabs_->setMinimumWidth(std::max(detailsTabs_->minimumWidth(), want));
    if (arranged_ && !splitByUser_) arrangeBlocks();
}

bool RankingView::eventFilter(QObject* watched, QEvent* e) {
    if (watched == panel_ && e->type() == QEvent::LayoutRequest) fitDetailsWidth();
    return QWidget::eventFilter(watched, e);
}

// The per-position table: this order and the ideal order, every column in view and room for
// about eight rows.
QWidget* RankingView::buildPositions(QWidget* parent) {
    auto* box = new QWidget(parent);
    auto* lay = new QVBoxLayout(box);
    lay->setContentsMargins(0, 0, 0, 0);
    lay->setSpacing(3);
    idealTitle_ = texts_.text(sectionLabel(QString(), box),
                              [] { return tr("Per position: this order | ideal order"); });
    lay->addWidget(idealTitle_);
    positionsView_ = new RankingTableView(box);
    positionsView_->setObjectName(QStringLiteral("rankingPositions"));
    positionsView_->setRowEditing(false);
    positionsView_->setModel(positions_);
    positionsView_->setSelectionMode(QAbstractItemView::NoSelection);
    positionsView_->setCutoffTagShown(false);
    auto* posChips = new GradeChipDelegate(positionsView_);
    positionsView_->setItemDelegateForColumn(RankingPositionsModel::GradeCol, posChips);
    positionsView_->setItemDelegateForColumn(RankingPositionsModel::IdealGradeCol, posChips);
    // Fixed widths: ResizeToContents would measure every row after each drag.
    positionsView_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    const QFontMetrics hm(positionsView_->horizontalHeader()->font());
    const QFontMetrics mono(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    for (int c = 0; c < RankingPositionsModel::ColumnCount; ++c) {
        const QString head = positions_->headerData(c, Qt::Horizontal).toString();
        positionsView_->setColumnWidth(
            c, std::max(hm.horizontalAdvance(head), mono.horizontalAdvance(widestValue(c))) + 14);
    }
    positionsView_->horizontalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    positionsView_->verticalHeader()->setDefaultSectionSize(
        std::max(22, positionsView_->fontMetrics().height() + 6));
    int columns =
        2 * positionsView_->frameWidth() + positionsView_->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < RankingPositionsModel::ColumnCount; ++c)
        columns += positionsView_->columnWidth(c);
    if (!positionsView_->verticalHeader()->isHidden())
        columns += positionsView_->verticalHeader()->sizeHint().width();
    positionsView_->setMinimumWidth(columns);
    // Five rows at the least (a short view, e.g. in the lessons); sizeBlocks gives it eight
    // when the view has the room.
    positionsView_->setMinimumHeight(positionsRowsHeight(5));
    lay->addWidget(positionsView_, 1);
    return box;
}

// The tabs put in front of the metrics, as tall as their page in front wants at that width
// (its texts wrapped to it).
int RankingView::tabsHeight(int width) const {
    const QWidget* page = detailsTabs_->currentWidget();
    const int forWidth = page->hasHeightForWidth() ? page->heightForWidth(width) : -1;
    return detailsTabs_->tabBar()->sizeHint().height() +
           (forWidth > 0 ? forWidth : page->sizeHint().height()) + 8;
}

int RankingView::positionsRowsHeight(int rows) const {
    return positionsView_->horizontalHeader()->sizeHint().height() +
           rows * positionsView_->verticalHeader()->defaultSectionSize() +
           2 * positionsView_->frameWidth();
}

// Side by side the blocks need the list's, the metrics' and the table's widths; in two rows the
// widest row's (the list beside the metrics, the table beside the items not returned).
int RankingView::wideWidth() const {
    const auto w = [](const QWidget* b) {
        return std::max(b->minimumWidth(), b->minimumSizeHint().width());
    };
    const QMargins m = layout()->contentsMargins();
    return w(listBox_) + w(details_) + w(positionsBox_) + 2 * wide_->handleWidth() + m.left() +
           m.right();
}

QSize RankingView::minimumSizeHint() const {
    if (!positionsBox_) return QWidget::minimumSizeHint();
    const auto w = [](const QWidget* b) {
        return std::max(b->minimumWidth(), b->minimumSizeHint().width());
    };
    const QMargins m = layout()->contentsMargins();
    const int rows = std::max(w(listBox_) + w(details_), w(positionsBox_) + w(unretrievedBox_)) +
                     narrowTop_->handleWidth();
    const int head = header_->minimumSize().width();
    return {std::max(rows, head) + m.left() + m.right(), QWidget::minimumSizeHint().height()};
}

void RankingView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    arrangeBlocks();
}

// Wide (the window's full width): the list over the items not returned | the metrics | the
// per-position table, each as tall as the view. Narrow (beside the queries): the list | the
// metrics over the per-position table | the items not returned.
void RankingView::arrangeBlocks() {
    const bool wide = width() >= wideWidth();
    if (!arranged_ || wide != wideArranged_) {
        arranged_ = true;
        wideArranged_ = wide;
        splitByUser_ = false;
        if (wide) {
            wideLeft_->addWidget(listBox_);
            wideLeft_->addWidget(unretrievedBox_);
            wide_->addWidget(details_);
            wide_->addWidget(positionsBox_);
        } else {
            narrowTop_->addWidget(listBox_);
            narrowTop_->addWidget(details_);
            narrowBottom_->addWidget(positionsBox_);
            narrowBottom_->addWidget(unretrievedBox_);
        }
        wide_->setVisible(wide);
        narrow_->setVisible(!wide);
    }
    if (!splitByUser_) sizeBlocks();
}

// The splits for the view's size, until the user drags one: the per-position table as wide as
// its columns and (narrow) as tall as eight rows, the metrics beside the list the rest.
void RankingView::sizeBlocks() {
    const QSignalBlocker blocks[] = {QSignalBlocker(wide_), QSignalBlocker(wideLeft_),
                                     QSignalBlocker(narrow_), QSignalBlocker(narrowTop_),
                                     QSignalBlocker(narrowBottom_)};
    const int table = positionsBox_->minimumSizeHint().width();
    const QSplitter* root = wideArranged_ ? wide_ : narrow_;
    const int w = root->width(), h = root->height();
    if (wideArranged_) {
        const int rest = std::max(0, w - table);
        wide_->setSizes({rest * 55 / 100, rest * 45 / 100, table});
        const int unretrieved = std::max(unretrievedBox_->minimumSizeHint().height(), h / 4);
        wideLeft_->setSizes({std::max(0, h - unretrieved), unretrieved});
        return;
    }
    const int metrics = std::max(details_->minimumWidth(), (w - 20) / 2);
    narrowTop_->setSizes({std::max(0, w - metrics), metrics});
    narrowBottom_->setSizes({table, std::max(0, w - table)});
    // The table gets eight rows when the list and the metric table keep theirs (~300 px), or
    // all that tabs put in front of the metrics want; the metrics and formulas take the rest.
    const int eight = positionsRowsHeight(8) + idealTitle_->sizeHint().height() + 8;
    const int want = std::max(300, detailsTabs_ ? tabsHeight(metrics) : 0);
    const int top = std::max(std::min(h, want), h - eight);
    narrow_->setSizes({top, std::max(0, h - top)});
}

void RankingView::fitTitleAndDocColumns() {
    const auto& items = session_->input().items;
    const bool titles = std::any_of(items.begin(), items.end(),
                                    [](const RankingItem& it) { return !it.title.isEmpty(); });
    showTitleColumnOnlyWithTitles(list_, RankingModel::DocCol, RankingModel::TitleCol, titles,
                                  QHeaderView::Interactive);
    list_->setGutterCountsInMinimum(!titles);  // docids as the widest column: not cut
    if (!titles) return;                       // the docid column takes the title's room
    const QFontMetrics mono(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    int widest = mono.horizontalAdvance(QStringLiteral("doc-000000"));
    for (const auto& it : items) widest = std::max(widest, mono.horizontalAdvance(it.docid));
    // Beside titles, at most half the list: the titles keep the rest.
    const int cap = std::max(mono.horizontalAdvance(QStringLiteral("doc-000000")) + 12,
                             list_->viewport()->width() / 2);
    list_->setColumnWidth(RankingModel::DocCol, std::min(widest + 12, cap));
}

}  // namespace ranklens::ui
