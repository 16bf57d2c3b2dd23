#include "ui/ranking_view.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/grade_chip_delegate.h"
#include "ui/ranking_commands.h"
#include "ui/ranking_metrics_panel.h"
#include "ui/ranking_positions_model.h"
#include "ui/ranking_table_view.h"

namespace ranklens::ui {

namespace {

QLabel* sectionLabel(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

QIcon chipIcon(std::optional<int> grade, const QFont& font) {
    QPixmap pm(36, 20);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    GradeChipDelegate::paintChip(&p, QRect(1, 1, 34, 18), grade, font);
    return QIcon(pm);
}

}  // namespace

RankingView::RankingView(QUndoStack* undoStack, QWidget* parent)
    : QWidget(parent), undo_(undoStack ? undoStack : new QUndoStack(this)) {
    qRegisterMetaType<ranklens::ui::RankingMetrics>();
    model_ = new RankingModel(this);
    positions_ = new RankingPositionsModel(this);
    model_->setMoveRequestHandler([this](int from, int to) { requestMove(from, to); });
    buildUi();
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

    // Header: query, run, order status, k and the actions.
    auto* head = new QHBoxLayout;
    auto* titles = new QVBoxLayout;
    titles->setSpacing(1);
    title_ = new QLabel(this);
    QFont tf = title_->font();
    tf.setBold(true);
    tf.setPointSizeF(tf.pointSizeF() * 1.2);
    title_->setFont(tf);
    title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    subtitle_ = new QLabel(this);
    subtitle_->setForegroundRole(QPalette::PlaceholderText);
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
    kBox_->setRange(1, 100000);
    kBox_->setValue(k_);
    kBox_->setToolTip(tr("The cut-off k of the measures (the orange line in the list)"));
    head->addWidget(kBox_);
    resetButton_ = new QPushButton(tr("Reset to system order"), this);
    resetButton_->setToolTip(tr("Put every item back where the system ranked it (undoable)"));
    saveButton_ = new QPushButton(tr("Save order as run\u2026"), this);
    saveButton_->setToolTip(tr("Save this order as a new \u201cwhat-if\u201d run"));
    head->addWidget(resetButton_);
    head->addWidget(saveButton_);
    outer->addLayout(head);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);

    // Left: the list and the relevant items not returned.
    auto* left = new QSplitter(Qt::Vertical, split);
    left->setChildrenCollapsible(false);
    auto* listBox = new QWidget(left);
    auto* listLay = new QVBoxLayout(listBox);
    listLay->setContentsMargins(0, 0, 0, 0);
    listLay->setSpacing(3);
    auto* hint = new QLabel(tr("Drag a row or press Alt+\u2191/\u2193 to move it \u00b7 click a "
                               "grade or press 0–4 to grade \u00b7 Delete removes a label"),
                            listBox);
    hint->setForegroundRole(QPalette::PlaceholderText);
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
    listLay->addWidget(list_, 1);
    left->addWidget(listBox);

    auto* unretBox = new QWidget(left);
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
    left->addWidget(unretBox);
    left->setStretchFactor(0, 4);
    left->setStretchFactor(1, 1);
    left->setSizes({640, 140});

    // Right: metrics and the per-position table.
    // In a scroll area: when the dock is short the column scrolls instead of squeezing the
    // metric rows on top of each other.
    auto* rightScroll = new QScrollArea(split);
    rightScroll->setWidgetResizable(true);
    rightScroll->setFrameShape(QFrame::NoFrame);
    rightScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* right = new QWidget(rightScroll);
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
    {
        const QFontMetrics hm(positionsView_->horizontalHeader()->font());
        for (int c = 0; c < RankingPositionsModel::ColumnCount; ++c) {
            const QString head = positions_->headerData(c, Qt::Horizontal).toString();
            QString sample = QStringLiteral("000.0000");
            switch (c) {
                case RankingPositionsModel::RankCol:
                    sample = QStringLiteral("0000");
                    break;
                case RankingPositionsModel::GradeCol:
                case RankingPositionsModel::IdealGradeCol:
                    sample = QStringLiteral("000000");
                    break;
                case RankingPositionsModel::GainCol:
                    sample = QStringLiteral("00.0");
                    break;
                case RankingPositionsModel::DiscountCol:
                case RankingPositionsModel::ContributionCol:
                case RankingPositionsModel::IdealContributionCol:
                    sample = QStringLiteral("0.0000");
                    break;
                default:
                    break;
            }
            positionsView_->setColumnWidth(
                c, std::max(hm.horizontalAdvance(head), mono.horizontalAdvance(sample)) + 14);
        }
    }
    positionsView_->horizontalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    positionsView_->verticalHeader()->setDefaultSectionSize(
        std::max(22, positionsView_->fontMetrics().height() + 6));
    rightLay->addWidget(positionsView_, 1);

    split->addWidget(left);
    rightScroll->setWidget(right);
    // Wide enough for the metric table; the word-wrapped text below it may wrap further.
    rightScroll->setMinimumWidth(panel_->minimumSizeHint().width() +
                                 rightScroll->verticalScrollBar()->sizeHint().width() + 12);
    split->addWidget(rightScroll);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({760, 620});
    outer->addWidget(split, 1);

    connect(list_, &RankingTableView::moveRequested, this, &RankingView::requestMove);
    connect(list_, &RankingTableView::gradeRequested, this, &RankingView::requestGrade);
    connect(list_, &RankingTableView::dragPreview, this, &RankingView::showPreview);
    connect(list_, &RankingTableView::dragEnded, this,
            [this] { panel_->setMetrics(current_, system_, false); });
    connect(chips_, &GradeChipDelegate::chipClicked, this, &RankingView::showGradeMenu);
    connect(resetButton_, &QPushButton::clicked, this, &RankingView::resetToSystemOrder);
    connect(saveButton_, &QPushButton::clicked, this, &RankingView::requestSaveOrder);
    connect(kBox_, &QSpinBox::valueChanged, this, [this](int k) {
        if (k == k_) return;
        setCutoff(k);
        emit cutoffChanged(k);
    });
}

QString RankingView::keyOf(const QString& runName, const QString& qid) {
    return runName + QChar(0x1f) + qid;
}

QString RankingView::listKey() const {
    return keyOf(input_.runName, input_.qid);
}

void RankingView::setInput(const RankingInput& input) {
    const QString newKey = keyOf(input.runName, input.qid);
    const QString oldKey = listKey();
    QStringList keep;
    if (newKey == oldKey) {
        keep = model_->docIdsInOrder();  // a refresh of the same list keeps the hand-made order
    } else {
        if (model_->rowCount() > 0) {
            if (model_->isSystemOrder())
                otherOrders_.remove(oldKey);
            else
                otherOrders_.insert(oldKey, model_->docIdsInOrder());
        }
        keep = otherOrders_.take(newKey);
    }
    input_ = input;
    loading_ = true;  // one recompute below, not one per model signal
    model_->setItems(input_.items);
    if (!keep.isEmpty()) model_->setOrderByDocIds(keep);
    loading_ = false;
    rebuildLabels();
    rebuildUnretrieved();
    systemDirty_ = true;
    recompute();
}

void RankingView::clear() {
    setInput(RankingInput{});
}

void RankingView::setConfig(const core::EvalConfig& cfg) {
    cfg_ = cfg;
    panel_->setDefinitions(cfg_, input_.labelSetName);
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
    labels_.clear();
    for (const auto& it : model_->systemItems())
        if (it.grade != core::kUnjudged) labels_.push_back(it.grade);
    for (const auto& [doc, grade] : input_.unretrievedRelevant) labels_.push_back(grade);
}

void RankingView::rebuildUnretrieved() {
    const auto& un = input_.unretrievedRelevant;
    unretrieved_->setRowCount(static_cast<int>(un.size()));
    for (int r = 0; r < static_cast<int>(un.size()); ++r) {
        const auto& [doc, grade] = un[static_cast<std::size_t>(r)];
        auto* g = new QTableWidgetItem(QString::number(grade));
        g->setData(GradeChipDelegate::GradeRole, grade);
        g->setTextAlignment(Qt::AlignCenter);
        unretrieved_->setItem(r, 0, g);
        auto* d = new QTableWidgetItem(doc);
        d->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        unretrieved_->setItem(r, 1, d);
    }
    const QString where = cfg_.ideal == core::IdealOrder::Labels
                              ? tr("they count in R (recall, AP) and in the ideal order")
                              : tr("they count in R (recall, AP); not in the ideal order, which "
                                   "is built from the returned items");
    unretrievedTitle_->setText(
        tr("Relevant but not returned: %1 \u2014 %2").arg(un.size()).arg(where));
}

void RankingView::recompute() {
    if (loading_) return;
    model_->gradesInOrder(grades_);
    judged_ = core::judgeGrades(grades_, labels_, cfg_);
    current_ = computeRankingMetrics(judged_, cfg_, k_, scratch_);
    if (systemDirty_) {
        std::vector<std::int32_t> sys;
        sys.reserve(model_->systemItems().size());
        for (const auto& it : model_->systemItems()) sys.push_back(it.grade);
        system_ = computeRankingMetrics(core::judgeGrades(std::move(sys), labels_, cfg_), cfg_, k_,
                                        scratch_);
        systemDirty_ = false;
    }
    computeRankingBreakdown(judged_, cfg_, breakdown_);
    positions_->setBreakdown(breakdown_, cfg_, k_);
    const RankingBreakdown& b = positions_->breakdown();
    panel_->setMetrics(current_, system_, false);
    panel_->setFormula(b, cfg_, k_);
    panel_->setDefinitions(cfg_, input_.labelSetName);
    updateHeader();
    emit metricsChanged(current_, system_);
}

void RankingView::updateHeader() {
    if (input_.qid.isEmpty()) {
        title_->setText(tr("No query selected"));
        subtitle_->setText(tr("Select a query to inspect its ranking"));
    } else {
        title_->setText(
            input_.queryText.isEmpty()
                ? tr("Query %1").arg(input_.qid)
                : tr("Query %1 \u2014 \u201c%2\u201d").arg(input_.qid, input_.queryText));
        QStringList parts;
        parts << tr("Run: %1").arg(input_.runName)
              << tr("%n item(s) returned", "", model_->rowCount());
        if (!input_.labelSetName.isEmpty()) parts << tr("Labels: %1").arg(input_.labelSetName);
        subtitle_->setText(parts.join(QStringLiteral(" \u00b7 ")));
    }
    // Items moved = the fewest single-item moves that give this order: n - (longest run of
    // items still in increasing system order).
    const auto& order = model_->order();
    std::vector<int> tails;
    for (int x : order) {
        auto it = std::lower_bound(tails.begin(), tails.end(), x);
        if (it == tails.end())
            tails.push_back(x);
        else
            *it = x;
    }
    const int moved = static_cast<int>(order.size() - tails.size());
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
        return;
    }
    previewGrades_ = grades_;
    const auto f = previewGrades_.begin() + from;
    const auto t = previewGrades_.begin() + to;
    if (to > from)
        std::rotate(f, f + 1, t + 1);
    else
        std::rotate(t, f, f + 1);
    const RankingMetrics preview =
        computeRankingMetrics(core::judgeGrades(previewGrades_, labels_, cfg_), cfg_, k_, scratch_);
    panel_->setMetrics(preview, system_, true);
}

void RankingView::requestMove(int fromRow, int toRow) {
    const int n = model_->rowCount();
    if (fromRow < 0 || fromRow >= n || toRow < 0 || toRow >= n || fromRow == toRow) return;
    undo_->push(
        new RankingMoveCommand(this, listKey(), model_->itemAt(fromRow).docid, fromRow, toRow));
}

void RankingView::requestGrade(int row, std::optional<int> grade) {
    if (!gradingEnabled_ || row < 0 || row >= model_->rowCount()) return;
    const RankingItem& it = model_->itemAt(row);
    const std::optional<int> old =
        it.grade == core::kUnjudged ? std::nullopt : std::optional<int>(it.grade);
    if (old == grade) return;
    undo_->push(new RankingGradeCommand(this, input_.qid, it.docid, old, grade));
}

void RankingView::resetToSystemOrder() {
    if (model_->isSystemOrder()) return;
    undo_->push(new RankingOrderCommand(this, listKey(), model_->docIdsInOrder(), QStringList(),
                                        tr("Reset %1 to the system order").arg(input_.qid)));
}

void RankingView::requestSaveOrder() {
    if (model_->rowCount() == 0) return;
    emit saveOrderRequested(input_.qid, model_->docIdsInOrder());
}

void RankingView::applyMove(const QString& key, const QString& docid, int toRow) {
    if (key == listKey()) {
        const int from = model_->rowOfDocId(docid);
        if (from < 0) return;
        model_->moveItem(from, toRow);
        const QModelIndex idx = model_->index(std::clamp(toRow, 0, model_->rowCount() - 1), 0);
        list_->setCurrentIndex(idx);
        list_->scrollTo(idx);
        return;
    }
    auto it = otherOrders_.find(key);
    if (it == otherOrders_.end()) return;
    const auto from = it->indexOf(docid);
    if (from < 0 || toRow < 0 || toRow >= it->size()) return;
    it->move(from, toRow);
}

void RankingView::applyOrder(const QString& key, const QStringList& docids) {
    if (key == listKey()) {
        // An empty list means the system order.
        model_->setOrderByDocIds(docids);
        return;
    }
    if (docids.isEmpty())
        otherOrders_.remove(key);
    else
        otherOrders_.insert(key, docids);
}

void RankingView::applyGrade(const QString& qid, const QString& docid, std::optional<int> grade) {
    if (qid == input_.qid) {
        const int row = model_->rowOfDocId(docid);
        if (row >= 0) {
            model_->setGrade(row, grade);  // recomputes through dataChanged
        } else {
            auto& un = input_.unretrievedRelevant;
            auto it =
                std::find_if(un.begin(), un.end(), [&](const auto& p) { return p.first == docid; });
            if (it != un.end()) {
                if (grade)
                    it->second = *grade;
                else
                    un.erase(it);
                rebuildLabels();
                rebuildUnretrieved();
                systemDirty_ = true;
                recompute();
            }
        }
    }
    emit gradeEditRequested(qid, docid, grade);
}

void RankingView::showGradeMenu(const QModelIndex& index, const QPoint& globalPos) {
    if (!gradingEnabled_ || !index.isValid()) return;
    const int row = index.row();
    list_->setCurrentIndex(model_->index(row, 0));
    const RankingItem& it = model_->itemAt(row);
    const std::int32_t current = it.grade;
    auto* menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const QString docid = it.docid;
    const QString names[] = {tr("0 \u2014 not relevant"), tr("1 \u2014 marginally relevant"),
                             tr("2 \u2014 relevant"), tr("3 \u2014 highly relevant"),
                             tr("4 \u2014 perfect")};
    for (int g = 0; g <= 4; ++g) {
        QAction* a = menu->addAction(chipIcon(g, font()), names[g]);
        a->setShortcut(QKeySequence(Qt::Key_0 + g));
        a->setCheckable(true);
        a->setChecked(current == g);  // kUnjudged never equals 0..4
        connect(a, &QAction::triggered, this, [this, docid, g] {
            const int r = model_->rowOfDocId(docid);
            if (r >= 0) requestGrade(r, g);
        });
    }
    menu->addSeparator();
    QAction* none = menu->addAction(chipIcon(std::nullopt, font()), tr("Remove label (unjudged)"));
    none->setShortcut(QKeySequence(Qt::Key_Delete));
    none->setEnabled(current != core::kUnjudged);
    connect(none, &QAction::triggered, this, [this, docid] {
        const int r = model_->rowOfDocId(docid);
        if (r >= 0) requestGrade(r, std::nullopt);
    });
    menu->popup(globalPos);
}

}  // namespace ranklens::ui
