#include "ui/judging/judging_queue_view.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include "ui/common/grade_chip_delegate.h"
#include "ui/common/title_column.h"
#include "ui/common/window_geometry.h"
#include "ui/judging/judging_queue.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

namespace {

QString gradeName(int g) {
    switch (g) {
        case 0:
            return JudgingQueueView::tr("Not relevant");
        case 1:
            return JudgingQueueView::tr("Marginal");
        case 2:
            return JudgingQueueView::tr("Relevant");
        case 3:
            return JudgingQueueView::tr("Highly relevant");
        default:
            return JudgingQueueView::tr("Perfect");
    }
}

QString percent(const JudgingQueue::Progress& p) {
    return QString::number(100.0 * p.fraction(), 'f', 0) + QLatin1Char('%');
}

QString titleOf(const ProjectData* data, const QString& docid) {
    if (!data) return QString();
    const auto it = data->itemTitles.find(docid.toStdString());
    return it == data->itemTitles.end() ? QString() : QString::fromStdString(it->second);
}

}  // namespace

JudgingQueueView::JudgingQueueView(JudgingQueue* queue, ProjectSession* session, QWidget* parent)
    : QWidget(parent), queue_(queue), session_(session) {
    setFocusPolicy(Qt::StrongFocus);
    closeOnEscape(this);  // shown as its own window (LabelActions)
    buildUi();
    connect(queue_, &JudgingQueue::changed, this, &JudgingQueueView::refresh);
    connect(queue_, &JudgingQueue::failed, this, [this](const QString& m) { status_->setText(m); });
    refresh();
}

void JudgingQueueView::buildUi() {
    texts_.bind(this, [this] { setWindowTitle(tr("Judging queue — RankLens")); });
    auto* root = new QVBoxLayout(this);
    root->setContentsMargins(16, 12, 16, 12);
    root->setSpacing(10);

    header_ = new QLabel(this);
    header_->setWordWrap(true);
    root->addWidget(header_);

    root->addLayout(buildProgressBars());

    auto* body = new QHBoxLayout;
    body->setSpacing(14);
    root->addLayout(body, 1);
    body->addWidget(buildCard(), 5);
    body->addWidget(buildList(), 4);

    status_ = new QLabel(this);
    root->addWidget(status_);

    auto* undo = queue_->undoStack()->createUndoAction(this, tr("Undo"));
    undo->setShortcut(QKeySequence::Undo);
    addAction(undo);
    auto* redo = queue_->undoStack()->createRedoAction(this, tr("Redo"));
    redo->setShortcut(QKeySequence::Redo);
    addAction(redo);
}

QLayout* JudgingQueueView::buildProgressBars() {
    auto* bars = new QGridLayout;
    bars->setHorizontalSpacing(10);
    overallBar_ = new QProgressBar(this);
    overallBar_->setTextVisible(false);
    overallBar_->setMaximumHeight(10);
    overallText_ = new QLabel(this);
    queryBar_ = new QProgressBar(this);
    queryBar_->setTextVisible(false);
    queryBar_->setMaximumHeight(10);
    queryHeader_ = new QLabel(this);
    bars->addWidget(texts_.text(new QLabel(this), [] { return tr("<b>Overall</b>"); }), 0, 0);
    bars->addWidget(overallBar_, 0, 1);
    bars->addWidget(overallText_, 0, 2);
    bars->addWidget(texts_.text(new QLabel(this), [] { return tr("<b>This query</b>"); }), 1, 0);
    bars->addWidget(queryBar_, 1, 1);
    bars->addWidget(queryHeader_, 1, 2);
    bars->setColumnStretch(1, 1);
    return bars;
}

// The card of the item to judge: the query, the item, its grade and the grade buttons.
QWidget* JudgingQueueView::buildCard() {
    auto* card = new QFrame(this);
    card->setFrameShape(QFrame::StyledPanel);
    card->setObjectName(QStringLiteral("judgingCard"));
    card->setStyleSheet(
        QStringLiteral("#judgingCard { background: palette(base); border-radius: 6px; }"));
    auto* cl = new QVBoxLayout(card);
    cl->setContentsMargins(18, 14, 18, 14);
    cl->setSpacing(8);
    queryTextLabel_ = new QLabel(card);
    queryTextLabel_->setWordWrap(true);
    QFont qf = queryTextLabel_->font();
    qf.setPointSizeF(qf.pointSizeF() * 1.35);
    queryTextLabel_->setFont(qf);
    cl->addWidget(queryTextLabel_);
    auto* line = new QFrame(card);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    cl->addWidget(line);
    position_ = new QLabel(card);
    position_->setStyleSheet(QStringLiteral("color: palette(mid);"));
    cl->addWidget(position_);
    itemTitle_ = new QLabel(card);
    itemTitle_->setWordWrap(true);
    QFont tf = itemTitle_->font();
    tf.setPointSizeF(tf.pointSizeF() * 1.6);
    tf.setBold(true);
    itemTitle_->setFont(tf);
    itemTitle_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    cl->addWidget(itemTitle_);
    itemId_ = new QLabel(card);
    itemId_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    itemId_->setFont(mono);
    cl->addWidget(itemId_);
    itemGrade_ = new QLabel(card);
    cl->addWidget(itemGrade_);
    cl->addSpacing(14);

    cl->addLayout(buildGradeButtons(card));
    cl->addStretch(1);
    auto* keys = texts_.text(new QLabel(card), [] {
        return tr(
            "Keys: <b>0</b>–<b>4</b> grade · <b>S</b> skip · <b>←</b> <b>→</b> move · "
            "<b>PgDn</b> next query · <b>Ctrl+Z</b> undo");
    });
    keys->setStyleSheet(QStringLiteral("color: palette(mid);"));
    cl->addWidget(keys);
    return card;
}

QLayout* JudgingQueueView::buildGradeButtons(QWidget* card) {
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(6);
    for (int g = 0; g <= 4; ++g) {
        auto* b = new QPushButton(card);
        texts_.bind(b, [b, g] {
            b->setText(QStringLiteral("%1  %2").arg(g).arg(gradeName(g)));
            b->setToolTip(tr("Press %1").arg(g));
        });
        b->setFocusPolicy(Qt::NoFocus);
        const QColor bg = GradeChipDelegate::chipColor(g);
        const QColor fg = GradeChipDelegate::chipTextColor(g);
        b->setStyleSheet(
            QStringLiteral("QPushButton { background: %1; color: %2; border: 1px solid "
                           "%3; border-radius: 4px; padding: 7px 10px; }"
                           "QPushButton:pressed { background: %3; }")
                .arg(bg.name(), fg.name(), bg.darker(125).name()));
        connect(b, &QPushButton::clicked, this, [this, g] { grade(g); });
        buttons->addWidget(b);
        gradeButtons_ << b;
    }
    buttons->addSpacing(10);
    skipButton_ = texts_.text(new QPushButton(card), [] { return tr("Skip (S)"); });
    skipButton_->setFocusPolicy(Qt::NoFocus);
    connect(skipButton_, &QPushButton::clicked, queue_, &JudgingQueue::skip);
    buttons->addWidget(skipButton_);
    return buttons;
}

// The queued items of the query; a click moves to one.
QWidget* JudgingQueueView::buildList() {
    list_ = new QTableWidget(0, 3, this);
    texts_.bind(list_, [l = list_] {
        l->setHorizontalHeaderLabels({tr("Item"), tr("Title"), tr("Grade")});
    });
    list_->verticalHeader()->setVisible(false);
    list_->setSelectionBehavior(QAbstractItemView::SelectRows);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list_->setFocusPolicy(Qt::NoFocus);
    list_->setItemDelegateForColumn(2, new GradeChipDelegate(list_));
    list_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    list_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    list_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Fixed);
    list_->setColumnWidth(2, 56);
    list_->verticalHeader()->setDefaultSectionSize(24);
    connect(list_, &QTableWidget::cellClicked, this,
            [this](int row, int) { queue_->moveTo(queue_->queryIndex(), row); });
    return list_;
}

// The fixed texts and those built from the queue's state.
void JudgingQueueView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && list_) {
        texts_.retranslate();
        refresh();
    }
    QWidget::changeEvent(e);
}

void JudgingQueueView::grade(int g) {
    QString error;
    if (!queue_->grade(g, &error)) status_->setText(tr("Not saved: %1").arg(error));
}

void JudgingQueueView::keyPressEvent(QKeyEvent* e) {
    if (e->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QWidget::keyPressEvent(e);
        return;
    }
    switch (e->key()) {
        case Qt::Key_0:
        case Qt::Key_1:
        case Qt::Key_2:
        case Qt::Key_3:
        case Qt::Key_4:
            grade(e->key() - Qt::Key_0);
            return;
        case Qt::Key_S:
            queue_->skip();
            return;
        case Qt::Key_Right:
        case Qt::Key_Down:
            queue_->next();
            return;
        case Qt::Key_Left:
        case Qt::Key_Up:
            queue_->previous();
            return;
        case Qt::Key_PageDown:
            queue_->nextQuery();
            return;
        case Qt::Key_PageUp:
            queue_->previousQuery();
            return;
        default:
            QWidget::keyPressEvent(e);
    }
}

void JudgingQueueView::refresh() {
    const auto data = session_->data();
    refreshTotals(data.get());
    const int q = queue_->queryIndex();
    const bool finished = queue_->isFinished();
    for (auto* b : gradeButtons_) b->setEnabled(!finished);
    skipButton_->setEnabled(!finished);
    if (q < 0) {
        queryBar_->setRange(0, 1);
        queryBar_->setValue(0);
        queryHeader_->setText(QString());
        queryTextLabel_->setText(tr("Nothing to judge: every pooled item is labelled."));
        position_->clear();
        itemTitle_->clear();
        itemId_->clear();
        itemGrade_->clear();
        list_->setRowCount(0);
        return;
    }
    refreshQuery(data.get(), q);
    refreshItem(data.get(), q, finished);
    refreshList(data.get(), q, finished);
}

// The header and the overall progress.
void JudgingQueueView::refreshTotals(const ProjectData* data) {
    const auto& s = queue_->setup();
    QStringList runs;
    if (data)
        for (std::size_t r : s.runs)
            if (r < data->runInfos.size()) runs << QString::fromStdString(data->runInfos[r].name);
    header_->setText(tr("<b>Judging as %1</b> — label set <i>%2</i> · pool: top %3 of %4")
                         .arg(s.annotator.toHtmlEscaped(), queue_->labelSet().toHtmlEscaped())
                         .arg(s.k)
                         .arg(runs.join(QStringLiteral(", ")).toHtmlEscaped()));

    const auto all = queue_->overall();
    overallBar_->setRange(0, std::max(1, all.pooled));
    overallBar_->setValue(all.judged);
    overallText_->setText(tr("Judged@%1: %2 of %3 pooled items (%4) · %5 of %6 queries complete")
                              .arg(s.k)
                              .arg(all.judged)
                              .arg(all.pooled)
                              .arg(percent(all))
                              .arg(queue_->completeQueries())
                              .arg(queue_->pooledQueries()));
}

// The query's progress and text.
void JudgingQueueView::refreshQuery(const ProjectData* data, int q) {
    const auto& s = queue_->setup();
    const QString qid = queue_->qid(q);
    const auto qp = queue_->queryProgress(q);
    queryBar_->setRange(0, std::max(1, qp.pooled));
    queryBar_->setValue(qp.judged);
    // The queries left out of every pooled one: the same count in every session ("Query 6 of
    // 309 left" became "Query 1 of 304 left" after reopening, the queue holding only the
    // queries with something left when it starts).
    const int pooled = queue_->pooledQueries();
    queryHeader_->setText(
        tr("%1 of %2 queries left to judge · this query, Judged@%3: %4 of %5 (%6)")
            .arg(pooled - queue_->completeQueries())
            .arg(pooled)
            .arg(s.k)
            .arg(qp.judged)
            .arg(qp.pooled)
            .arg(percent(qp)));
    const store::QueryMeta* meta = data ? data->meta(qid.toStdString()) : nullptr;
    const QString text = meta ? QString::fromStdString(meta->text) : QString();
    queryTextLabel_->setText(text.isEmpty() ? tr("<b>%1</b>").arg(qid.toHtmlEscaped())
                                            : tr("<b>%1</b> <span style='color:gray'>(%2)</span>")
                                                  .arg(text.toHtmlEscaped(), qid.toHtmlEscaped()));
}

// The item to judge, or the end of the queue.
void JudgingQueueView::refreshItem(const ProjectData* data, int q, bool finished) {
    if (finished) {
        position_->setText(tr("Done"));
        itemTitle_->setText(tr("The queue is finished."));
        itemId_->setText(
            tr("Every queued item was graded or skipped. Ctrl+Z undoes the last "
               "grade; ← goes back."));
        itemGrade_->clear();
    } else {
        const QString docid = queue_->currentDocid();
        position_->setText(tr("Item %1 of %2 to judge in this query")
                               .arg(queue_->itemInQuery() + 1)
                               .arg(queue_->queuedInQuery(q)));
        const QString title = titleOf(data, docid);
        itemTitle_->setText(title.isEmpty() ? docid : title);
        itemId_->setText(title.isEmpty() ? QString() : docid);
        const auto g = queue_->currentGrade();
        itemGrade_->setText(g ? tr("Graded %1 (%2) — a key press changes it")
                                    .arg(*g)
                                    .arg(gradeName(std::clamp(*g, 0, 4)))
                              : tr("Not graded yet"));
    }
}

void JudgingQueueView::refreshList(const ProjectData* data, int q, bool finished) {
    const QString qid = queue_->qid(q);
    const int rows = queue_->queuedInQuery(q);
    list_->setRowCount(rows);
    bool anyTitle = false;
    for (int i = 0; i < rows; ++i) {
        const QString docid = queue_->docid(q, i);
        auto* id = new QTableWidgetItem(docid);
        auto* title = new QTableWidgetItem(titleOf(data, docid));
        title->setToolTip(title->text());
        anyTitle = anyTitle || !title->text().isEmpty();
        const auto g = queue_->gradeOf(qid, docid);
        auto* chip = new QTableWidgetItem(g ? QString::number(*g) : QStringLiteral("–"));
        if (g) chip->setData(GradeChipDelegate::GradeRole, *g);
        list_->setItem(i, 0, id);
        list_->setItem(i, 1, title);
        list_->setItem(i, 2, chip);
    }
    showTitleColumnOnlyWithTitles(list_, 0, 1, anyTitle, QHeaderView::ResizeToContents);
    if (!finished) {
        list_->selectRow(queue_->itemInQuery());
        list_->scrollToItem(list_->item(queue_->itemInQuery(), 0));
    } else {
        list_->clearSelection();
    }
}

}  // namespace ranklens::ui
