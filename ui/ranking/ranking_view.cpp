#include "ui/ranking/ranking_view.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

#include "core/teaching/explain_beyond.h"
#include "ui/common/grade_chip_delegate.h"
#include "ui/ranking/beyond_explain.h"
#include "ui/ranking/grade_menu.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_commands.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_positions_model.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/user_model_explain.h"

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

RankingView::RankingView(QUndoStack* undoStack, QWidget* parent)
    : QWidget(parent), undo_(undoStack ? undoStack : new QUndoStack(this)) {
    qRegisterMetaType<ranklens::core::RankingMetrics>();
    session_ = new RankingSession(this);
    model_ = new RankingModel(this);
    positions_ = new RankingPositionsModel(this);
    model_->setMoveRequestHandler([this](int from, int to) { requestMove(from, to); });
    buildUi();
    connectSession();
    connect(model_, &QAbstractItemModel::rowsMoved, this, &RankingView::recompute);
    connect(model_, &QAbstractItemModel::layoutChanged, this, &RankingView::recompute);
    connect(model_, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex&, const QModelIndex&, const QList<int>& roles) {
                if (roles.isEmpty() || roles.contains(RankingModel::GradeRole)) {
                    systemDirty_ = true;
                    rebuildLabels();
                    recompute();
                }
            });
    setConfig(cfg_);
}

RankingView::~RankingView() = default;

void RankingView::buildUi() {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(8, 8, 8, 8);
    outer->setSpacing(6);
    outer->addLayout(buildHeader());

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    // Left: the list and the relevant items not returned.
    auto* left = new QSplitter(Qt::Vertical, split);
    left->setChildrenCollapsible(false);
    left->addWidget(buildList(left));
    left->addWidget(buildUnretrieved(left));
    left->setStretchFactor(0, 4);
    left->setStretchFactor(1, 1);
    left->setSizes({640, 140});
    split->addWidget(left);
    split->addWidget(buildDetails(split));
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({760, 620});
    outer->addWidget(split, 1);

    connect(list_, &RankingTableView::moveRequested, this, &RankingView::requestMove);
    connect(list_, &RankingTableView::gradeRequested, this, &RankingView::requestGrade);
    connect(list_, &RankingTableView::dragPreview, this, &RankingView::showPreview);
    connect(list_, &RankingTableView::dragEnded, this, [this] {
        panel_->setMetrics(current_, system_, false);
        panel_->setExtraMetrics(extraCurrent_, extraSystem_, false);
        panel_->setBeyondMetrics(beyondCurrent_, beyondSystem_, false);
    });
    connect(panel_, &RankingMetricsPanel::explainRequested, this, &RankingView::explainExtra);
    connect(panel_, &RankingMetricsPanel::explainBeyondRequested, this,
            &RankingView::explainBeyond);
    connect(panel_, &RankingMetricsPanel::rbpPersistenceChanged, this, [this] {
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
    head->addWidget(new QLabel(tr("Cut-off k:"), this));
    kBox_ = new QSpinBox(this);
    kBox_->setRange(1, core::kMaxCutoff);
    kBox_->setValue(k_);
    kBox_->setToolTip(tr("The cut-off k of the measures (the orange line in the list)"));
    head->addWidget(kBox_);
    resetButton_ = new QPushButton(tr("Reset to system order"), this);
    resetButton_->setToolTip(tr("Put every item back where the system ranked it (undoable)"));
    saveButton_ = new QPushButton(tr("Save order as run\u2026"), this);
    saveButton_->setToolTip(tr("Save this order as a new \u201cwhat-if\u201d run"));
    head->addWidget(resetButton_);
    head->addWidget(saveButton_);
    header_ = head;
    return head;
}

void RankingView::addHeaderWidget(QWidget* w) {
    header_->insertWidget(header_->indexOf(status_) + 1, w, 0, Qt::AlignVCenter);
}

QWidget* RankingView::buildList(QWidget* parent) {
    auto* listBox = new QWidget(parent);
    auto* listLay = new QVBoxLayout(listBox);
    listLay->setContentsMargins(0, 0, 0, 0);
    listLay->setSpacing(3);
    auto* hint = new QLabel(tr("Drag a row or press Alt+\u2191/\u2193 to move it \u00b7 click a "
                               "grade or press 0–4 to grade \u00b7 Delete removes a label"),
                            listBox);
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
    list_->setCutoffTagColumn(RankingModel::TitleCol);
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
    list_->setMinimumWidth(columns);
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
    unretrieved_->setHorizontalHeaderLabels({tr("Grade"), tr("Item (not returned)")});
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

// Metrics and the per-position table, in a scroll area: when the dock is short the column
// scrolls instead of squeezing the metric rows on top of each other.
QWidget* RankingView::buildDetails(QWidget* parent) {
    auto* rightScroll = new QScrollArea(parent);
    rightScroll->setWidgetResizable(true);
    rightScroll->setFrameShape(QFrame::NoFrame);
    rightScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* right = new QWidget(rightScroll);
    // Always as wide as the scroll area: the texts wrap to it instead of running off its edge
    // (the scroll area itself is kept wide enough for the tables, below).
    right->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* rightLay = new QVBoxLayout(right);
    rightLay->setContentsMargins(6, 0, 0, 0);
    rightLay->setSpacing(6);
    panel_ = new RankingMetricsPanel(right);
    rightLay->addWidget(panel_);
    idealTitle_ = sectionLabel(tr("Per position: this order | ideal order"), right);
    rightLay->addWidget(idealTitle_);
    positionsView_ = new RankingTableView(right);
    positionsView_->setObjectName(QStringLiteral("rankingPositions"));
    positionsView_->setRowEditing(false);
    positionsView_->setModel(positions_);
    positionsView_->setSelectionMode(QAbstractItemView::NoSelection);
    positionsView_->setCutoffTagColumn(RankingTableView::kNoCutoffTag);
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
    rightLay->addWidget(positionsView_, 1);
    rightScroll->setWidget(right);
    // Wide enough for the metric table and every column of the per-position table (its ideal
    // order included); the word-wrapped text may wrap further. The table keeps room for about
    // eight rows: a short dock scrolls the column instead of squeezing the table.
    int columns =
        2 * positionsView_->frameWidth() + positionsView_->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < RankingPositionsModel::ColumnCount; ++c)
        columns += positionsView_->columnWidth(c);
    if (!positionsView_->verticalHeader()->isHidden())
        columns += positionsView_->verticalHeader()->sizeHint().width();
    positionsView_->setMinimumWidth(columns);
    positionsView_->setMinimumHeight(positionsView_->horizontalHeader()->sizeHint().height() +
                                     8 * positionsView_->verticalHeader()->defaultSectionSize());
    rightScroll->setMinimumWidth(std::max(panel_->minimumSizeHint().width(), columns) +
                                 rightScroll->verticalScrollBar()->sizeHint().width() + 12);
    return rightScroll;
}

// The view mirrors the session: the model shows its list, the selection follows moved items.
void RankingView::connectSession() {
    connect(session_, &RankingSession::inputChanged, this, &RankingView::showSessionInput);
    connect(session_, &RankingSession::itemMoved, this, &RankingView::showMovedItem);
    connect(session_, &RankingSession::orderChanged, this,
            [this] { model_->setOrderByDocIds(session_->docIdsInOrder()); });
    connect(session_, &RankingSession::gradeChanged, this,
            [this](int row, std::optional<int> grade) {
                model_->setGrade(row, grade);  // recomputes through dataChanged
            });
    connect(session_, &RankingSession::unretrievedChanged, this, [this] {
        rebuildLabels();
        rebuildUnretrieved();
        systemDirty_ = true;
        recompute();
    });
    connect(session_, &RankingSession::gradeEdited, this, &RankingView::gradeEditRequested);
}

void RankingView::setInput(const RankingInput& input) {
    session_->setInput(input);
}

void RankingView::showSessionInput() {
    // The owner re-sends the same query after each saved grade: keep the selected item.
    const QModelIndex cur = list_->currentIndex();
    const QString keepDoc = cur.isValid() && session_->input().qid == shownQid_
                                ? model_->itemAt(cur.row()).docid
                                : QString();
    const int keepColumn = cur.isValid() ? cur.column() : 0;
    shownQid_ = session_->input().qid;
    loading_ = true;  // one recompute below, not one per model signal
    model_->setItems(session_->input().items);
    if (!session_->isSystemOrder()) model_->setOrderByDocIds(session_->docIdsInOrder());
    loading_ = false;
    fitTitleAndDocColumns();
    if (const int row = keepDoc.isEmpty() ? -1 : model_->rowOfDocId(keepDoc); row >= 0)
        list_->setCurrentIndex(model_->index(row, keepColumn));
    rebuildLabels();
    rebuildUnretrieved();
    panel_->setPopularitySource(
        session_->input().itemMeta
            ? popularitySourceText(session_->input().itemMeta->popularitySource())
            : QString());
    systemDirty_ = true;
    recompute();
    // An evaluated run has no list: no metrics of an empty one (the header says why).
    const bool hasList = session_->input().unavailable.isEmpty();
    for (QWidget* w : {static_cast<QWidget*>(panel_), static_cast<QWidget*>(idealTitle_),
                       static_cast<QWidget*>(positionsView_), unretrieved_->parentWidget()})
        w->setVisible(hasList);
}

void RankingView::showMovedItem(int from, int to) {
    model_->moveItem(from, to);
    const QModelIndex idx = model_->index(std::clamp(to, 0, model_->rowCount() - 1), 0);
    list_->setCurrentIndex(idx);
    list_->scrollTo(idx);
}

void RankingView::clear() {
    setInput(RankingInput{});
}

void RankingView::setConfig(const core::EvalConfig& cfg) {
    cfg_ = cfg;
    panel_->setDefinitions(cfg_, session_->input().labelSetName);
    rebuildLabels();
    rebuildUnretrieved();
    systemDirty_ = true;
    recompute();
}

void RankingView::setCutoff(int k) {
    k = std::max(k, 1);
    const bool changed = k != k_;
    k_ = k;
    {
        const QSignalBlocker block(kBox_);
        kBox_->setValue(k);
    }
    model_->setCutoff(k);
    list_->setCutoff(k);
    positionsView_->setCutoff(k);
    if (changed) {
        systemDirty_ = true;
        recompute();
    }
}

void RankingView::setDecimals(int decimals) {
    decimals_ = decimals;
    panel_->setDecimals(decimals);
    positions_->setDecimals(decimals);
    recompute();
}

QStringList RankingView::currentOrder() const {
    return model_->docIdsInOrder();
}

bool RankingView::isSystemOrder() const {
    return model_->isSystemOrder();
}

void RankingView::rebuildLabels() {
    labels_ = session_->labels();
}

void RankingView::rebuildUnretrieved() {
    const auto [relevant, belowThreshold] =
        unreturnedRelevant(session_->input(), cfg_.relevanceThreshold);
    unretrieved_->setRowCount(static_cast<int>(relevant.size()));
    for (int r = 0; r < static_cast<int>(relevant.size()); ++r) {
        const auto& [doc, grade] = relevant[static_cast<std::size_t>(r)];
        auto* g = new QTableWidgetItem(QString::number(grade));
        g->setData(GradeChipDelegate::GradeRole, grade);
        g->setTextAlignment(Qt::AlignCenter);
        unretrieved_->setItem(r, 0, g);
        auto* d = new QTableWidgetItem(doc);
        d->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        unretrieved_->setItem(r, 1, d);
    }
    const bool idealFromLabels = cfg_.ideal == core::IdealOrder::Labels;
    QString where = idealFromLabels
                        ? tr("they count in R (recall, AP) and in the ideal order")
                        : tr("they count in R (recall, AP); not in the ideal order, which "
                             "is built from the returned items");
    if (belowThreshold > 0 && idealFromLabels)
        where += tr("; %n more below the relevance threshold count only in the ideal order", "",
                    belowThreshold);
    unretrievedTitle_->setText(
        tr("Relevant but not returned: %1 \u2014 %2").arg(relevant.size()).arg(where));
}

void RankingView::recompute() {
    if (loading_) return;
    model_->gradesInOrder(grades_);
    // The docids are needed only for the query's subtopic labels.
    judged_ = judgeList(grades_, needsDocIds() ? model_->docIdsInOrder() : QStringList());
    current_ = core::computeRankingMetrics(judged_, cfg_, k_, scratch_);
    extraCurrent_ =
        core::computeExtraMetrics(judged_, cfg_, k_, panel_->rbpPersistence(), scratch_);
    beyondCurrent_ = core::computeBeyondMetrics(judged_, cfg_, k_, scratch_);
    if (systemDirty_) recomputeSystem();
    explanation_ = core::teaching::explain(judged_, cfg_, k_);
    positions_->setExplanation(explanation_);
    panel_->setMetrics(current_, system_, false);
    panel_->setExtraMetrics(extraCurrent_, extraSystem_, false);
    panel_->setBeyondMetrics(beyondCurrent_, beyondSystem_, false);
    refreshExplanation();
    panel_->setFormula(positions_->explanation());
    panel_->setDefinitions(cfg_, session_->input().labelSetName);
    updateHeader();
    emit metricsChanged(current_, system_);
}

void RankingView::updateHeader() {
    const RankingInput& in = session_->input();
    if (in.qid.isEmpty()) {
        title_->setText(tr("No query selected"));
        subtitle_->setText(tr("Select a query to inspect its ranking"));
    } else {
        title_->setText(in.queryText.isEmpty()
                            ? tr("Query %1").arg(in.qid)
                            : tr("Query %1 \u2014 \u201c%2\u201d").arg(in.qid, in.queryText));
        QStringList parts;
        parts << tr("Run: %1").arg(in.runName) << tr("%n item(s) returned", "", model_->rowCount());
        if (!in.labelSetName.isEmpty()) parts << tr("Labels: %1").arg(in.labelSetName);
        subtitle_->setText(in.unavailable.isEmpty() ? parts.join(QStringLiteral(" \u00b7 "))
                                                    : in.unavailable);
    }
    const int moved = session_->itemsMoved();
    resetButton_->setEnabled(moved > 0);
    saveButton_->setEnabled(model_->rowCount() > 0);
    const bool system = moved == 0;
    status_->setText(system ? tr("System order")
                            : tr("Hand-made order \u00b7 %n item(s) moved", "", moved));
    if (status_->property("systemOrder").isValid() &&
        status_->property("systemOrder").toBool() == system)
        return;
    status_->setProperty("systemOrder", system);
    status_->setStyleSheet(
        system ? QStringLiteral("QLabel { color: palette(placeholder-text); padding: 2px 8px; "
                                "border: 1px solid palette(mid); border-radius: 9px; }")
               : QStringLiteral("QLabel { color: white; background: #1e6fd9; padding: 2px 8px; "
                                "border-radius: 9px; font-weight: bold; }"));
}

void RankingView::showPreview(int from, int to) {
    if (from < 0 || to < 0 || from == to) {
        panel_->setMetrics(current_, system_, false);
        panel_->setExtraMetrics(extraCurrent_, extraSystem_, false);
        panel_->setBeyondMetrics(beyondCurrent_, beyondSystem_, false);
        return;
    }
    previewGrades_ = grades_;
    moveElement(previewGrades_, from, to);
    QStringList docs = needsDocIds() ? model_->docIdsInOrder() : QStringList();
    if (!docs.isEmpty()) docs.move(from, to);
    const core::JudgedRanking judged = judgeList(previewGrades_, docs);
    panel_->setMetrics(core::computeRankingMetrics(judged, cfg_, k_, scratch_), system_, true);
    panel_->setExtraMetrics(
        core::computeExtraMetrics(judged, cfg_, k_, panel_->rbpPersistence(), scratch_),
        extraSystem_, true);
    panel_->setBeyondMetrics(core::computeBeyondMetrics(judged, cfg_, k_, scratch_), beyondSystem_,
                             true);
}

void RankingView::requestMove(int fromRow, int toRow) {
    const int n = model_->rowCount();
    if (fromRow < 0 || fromRow >= n || toRow < 0 || toRow >= n || fromRow == toRow) return;
    undo_->push(new RankingMoveCommand(session_, session_->listKey(),
                                       session_->itemAt(fromRow).docid, fromRow, toRow));
}

void RankingView::requestGrade(int row, std::optional<int> grade) {
    if (!gradingEnabled_ || row < 0 || row >= model_->rowCount()) return;
    const RankingItem& it = session_->itemAt(row);
    const std::optional<int> old =
        it.grade == core::kUnjudged ? std::nullopt : std::optional<int>(it.grade);
    if (old == grade) return;
    undo_->push(new RankingGradeCommand(session_, qid(), it.docid, old, grade));
}

void RankingView::resetToSystemOrder() {
    if (session_->isSystemOrder()) return;
    undo_->push(new RankingOrderCommand(session_, session_->listKey(), session_->docIdsInOrder(),
                                        QStringList(),
                                        tr("Reset %1 to the system order").arg(qid())));
}

void RankingView::requestSaveOrder() {
    if (model_->rowCount() == 0) return;
    emit saveOrderRequested(qid(), session_->docIdsInOrder());
}

void RankingView::showGradeMenu(const QModelIndex& index, const QPoint& globalPos) {
    if (!gradingEnabled_ || !index.isValid()) return;
    list_->setCurrentIndex(model_->index(index.row(), 0));
    const RankingItem& it = model_->itemAt(index.row());
    makeGradeMenu(it.grade, this, [this, docid = it.docid](std::optional<int> grade) {
        const int r = model_->rowOfDocId(docid);
        if (r >= 0) requestGrade(r, grade);
    })->popup(globalPos);
}

const core::DiversityQuery* RankingView::subtopicQuery() const {
    const RankingInput& in = session_->input();
    return in.subtopicLabels ? in.subtopicLabels->find(in.qid.toStdString()) : nullptr;
}

core::JudgedRanking RankingView::judgeList(const std::vector<std::int32_t>& grades,
                                           const QStringList& docids) const {
    core::JudgedRanking judged = core::judgeGrades(grades, labels_, cfg_);
    if (!needsDocIds()) return judged;
    std::vector<std::string> docs;
    docs.reserve(static_cast<std::size_t>(docids.size()));
    for (const QString& d : docids) docs.push_back(d.toStdString());
    if (const core::DiversityQuery* q = subtopicQuery())
        core::attachSubtopics(q, docs, grades, cfg_, judged);
    core::attachItems(session_->input().itemMeta.get(), docs, grades, cfg_, judged);
    return judged;
}

void RankingView::recomputeSystem() {
    std::vector<std::int32_t> sys;
    QStringList docs;
    sys.reserve(model_->systemItems().size());
    for (const auto& it : model_->systemItems()) {
        sys.push_back(it.grade);
        docs << it.docid;
    }
    const core::JudgedRanking judged = judgeList(sys, docs);
    system_ = core::computeRankingMetrics(judged, cfg_, k_, scratch_);
    extraSystem_ = core::computeExtraMetrics(judged, cfg_, k_, panel_->rbpPersistence(), scratch_);
    beyondSystem_ = core::computeBeyondMetrics(judged, cfg_, k_, scratch_);
    systemDirty_ = false;
}

void RankingView::explainExtra(core::ExtraMeasure m) {
    UserModelExplainInput in;
    in.user = core::teaching::explainUserModels(judged_, cfg_, k_, panel_->rbpPersistence());
    in.diversity = core::teaching::explainDiversity(judged_, cfg_, k_);
    in.decimals = decimals_;
    // The items of the judged list: judged only drops the unlabelled ones, as judgeGrades.
    const QStringList docs = model_->docIdsInOrder();
    for (int i = 0;
         i < docs.size() && in.docs.size() < static_cast<qsizetype>(judged_.grades.size()); ++i)
        if (!cfg_.judgedOnly || (static_cast<std::size_t>(i) < grades_.size() &&
                                 grades_[static_cast<std::size_t>(i)] >= 0))
            in.docs << docs[i];
    const bool refresh =
        explain_ && explain_->isVisible() && explain_->measure() == m && !explain_->beyondMeasure();
    if (!explain_) explain_ = new UserModelExplainDialog(this);
    explain_->showMeasure(m, in);
    if (refresh) return;  // an open explanation follows the list without jumping to the front
    explain_->show();
    explain_->raise();
}

bool RankingView::needsDocIds() const {
    return subtopicQuery() || session_->input().itemMeta;
}

// An open explanation follows every edit.
void RankingView::refreshExplanation() {
    if (!explain_ || !explain_->isVisible()) return;
    if (const auto b = explain_->beyondMeasure())
        explainBeyond(*b);
    else
        explainExtra(explain_->measure());
}

void RankingView::explainBeyond(core::BeyondMeasure m) {
    // The items of the judged list: judged only drops the unlabelled ones, as judgeGrades.
    std::vector<std::string> docs;
    const QStringList order = model_->docIdsInOrder();
    for (int i = 0; i < order.size() && docs.size() < judged_.grades.size(); ++i)
        if (!cfg_.judgedOnly || (static_cast<std::size_t>(i) < grades_.size() &&
                                 grades_[static_cast<std::size_t>(i)] >= 0))
            docs.push_back(order[i].toStdString());
    const auto e = core::teaching::explainBeyond(judged_, docs, k_);
    const bool refresh =
        explain_ && explain_->isVisible() && explain_->beyondMeasure() == std::optional(m);
    if (!explain_) explain_ = new UserModelExplainDialog(this);
    explain_->showBeyond(m, e, decimals_, RankingMetricsPanel::missingMetadata(m, beyondCurrent_));
    if (refresh) return;
    explain_->show();
    explain_->raise();
}

void RankingView::fitTitleAndDocColumns() {
    const auto& items = session_->input().items;
    const bool titles = std::any_of(items.begin(), items.end(),
                                    [](const RankingItem& it) { return !it.title.isEmpty(); });
    QHeaderView* hh = list_->horizontalHeader();
    list_->setColumnHidden(RankingModel::TitleCol, !titles);
    list_->setCutoffTagColumn(titles ? RankingModel::TitleCol : RankingModel::DocCol);
    hh->setSectionResizeMode(RankingModel::DocCol,
                             titles ? QHeaderView::Interactive : QHeaderView::Stretch);
    if (!titles) return;  // the docid column takes the title's room
    const QFontMetrics mono(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    int widest = mono.horizontalAdvance(QStringLiteral("doc-000000"));
    for (const auto& it : items) widest = std::max(widest, mono.horizontalAdvance(it.docid));
    // Beside titles, at most half the list: the titles keep the rest.
    const int cap = std::max(mono.horizontalAdvance(QStringLiteral("doc-000000")) + 12,
                             list_->viewport()->width() / 2);
    list_->setColumnWidth(RankingModel::DocCol, std::min(widest + 12, cap));
}

}  // namespace ranklens::ui
