#include "ui/teaching/lessons_window.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "core/judged/judged_ranking.h"
#include "core/teaching/explain.h"

#include "ui/ranking/ranking_view.h"
#include "ui/teaching/explain_workbench.h"
#include "ui/teaching/lesson_screens.h"
#include "ui/teaching/lesson_statistics_text.h"

namespace ranklens::ui {

namespace {

namespace tch = core::teaching;

// The lesson list: each title whole, wrapped to the list's width (a list view sizes an item
// for one line, and a long title — every Chinese one — was elided), and in the UI language
// after a live switch (the titles are built with their numbers).
class LessonListFit : public QObject {
  public:
    explicit LessonListFit(QListWidget* list) : QObject(list), list_(list) {
        list->installEventFilter(this);
        list->viewport()->installEventFilter(this);
    }
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o == list_ && e->type() == QEvent::LanguageChange) {
            retitle();
            fit();
        } else if (o == list_->viewport() && e->type() == QEvent::Resize) {
            fit();
        }
        return false;
    }
    void retitle() {
        const auto& all = tch::lessons();
        for (int i = 0; i < list_->count() && i < static_cast<int>(all.size()); ++i) {
            const auto& l = all[static_cast<std::size_t>(i)];
            list_->item(i)->setText(
                LessonsWindow::tr("%1. %2").arg(l.number).arg(lessonText(l.title)));
        }
    }
    // Each row as tall as its title wrapped to the width the style draws it in. A list view
    // makes every row as wide as its viewport less the spacing, and the style wraps the text
    // within that less its text margin on either side (PM_FocusFrameHMargin + 1); a narrower
    // guess gave a Chinese title, which wraps between any two characters, one line more than
    // it is drawn in (an empty line).
    void fit() {
        const int margin =
            list_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list_) + 1;
        const int width = list_->viewport()->width() - 2 * list_->spacing() - 2 * margin;
        if (width <= 0) return;
        const QFontMetrics fm(list_->font());
        for (int i = 0; i < list_->count(); ++i) {
            QListWidgetItem* item = list_->item(i);
            const QRect r =
                fm.boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, item->text());
            item->setSizeHint(QSize(width, r.height() + 8));
        }
    }

  private:
    QListWidget* list_;
};

}  // namespace

// The name of a per-list quantity: "P@5", "P@5 · Query A", "mean P@3 over the queries".
QString LessonsWindow::quantityName(const tch::Lesson& l, const tch::LessonExpectation& x) {
    using Q = tch::LessonQuantity;
    const bool several = l.lists.size() > 1;
    const QString list =
        several && x.list >= 0 && x.list < static_cast<int>(l.lists.size())
            ? QStringLiteral(" · ") + lessonText(l.lists[static_cast<std::size_t>(x.list)].name)
            : QString();
    QString name;
    switch (x.quantity) {
        case Q::Precision:
            name = tr("P@%1").arg(x.k);
            break;
        case Q::Recall:
            name = tr("R@%1").arg(x.k);
            break;
        case Q::F1:
            name = tr("F1@%1").arg(x.k);
            break;
        case Q::Ap:
            return x.list == tch::kAllLists ? tr("MAP@%1").arg(x.k) : tr("AP@%1").arg(x.k) + list;
        case Q::Rr:
            return tr("RR") + list;
        case Q::Dcg:
            name = tr("DCG@%1").arg(x.k);
            break;
        case Q::Idcg:
            name = tr("IDCG@%1").arg(x.k);
            break;
        case Q::Ndcg:
            name = tr("NDCG@%1").arg(x.k);
            break;
        case Q::MeanRr:
            return tr("MRR over the queries");
        case Q::Discount:
            return tr("weight of rank %1").arg(x.k);
        case Q::Gain:
            return tr("gain of grade %1").arg(x.k);
        case Q::Ild:
            name = tr("ILD@%1").arg(x.k);
            break;
        case Q::CatCov:
            name = tr("CatCov@%1").arg(x.k);
            break;
        case Q::Novelty:
            name = tr("Novelty@%1").arg(x.k);
            break;
        case Q::Arp:
            name = tr("ARP@%1").arg(x.k);
            break;
        case Q::Statistic:
            return LessonStatisticsText::quantityName(l, x);
    }
    return x.list == tch::kAllLists ? tr("mean %1 over the queries").arg(name) : name + list;
}

RankingInput LessonsWindow::lessonInput(const tch::Lesson& lesson, int list) {
    RankingInput in;
    if (list < 0 || list >= static_cast<int>(lesson.lists.size())) return in;
    const auto& l = lesson.lists[static_cast<std::size_t>(list)];
    in.runName = tr("Lesson %1").arg(lesson.number);
    // The view titles it "Query A — “…”": a letter per list, the lesson's title.
    const bool several = lesson.lists.size() > 1;
    in.qid = several ? QString(QChar(u'A' + list)) : QString::number(lesson.number);
    in.queryText = lessonText(several ? l.name : lesson.title);
    in.labelSetName = tr("lesson labels");
    for (std::size_t i = 0; i < l.grades.size(); ++i) {
        RankingItem it;
        it.docid = QStringLiteral("d%1").arg(i + 1);
        it.title = tr("Item %1").arg(i + 1);
        if (i < l.categories.size() && i < l.popularity.size())  // beyond-accuracy lessons
            it.title =
                tr("%1 · popularity %2").arg(lessonText(l.categories[i])).arg(l.popularity[i]);
        if (i < l.docids.size() && i < l.scores.size())  // the ties lesson
            it.title = tr("%1 · score %2").arg(QString::fromUtf8(l.docids[i])).arg(l.scores[i]);
        it.score = 1.0 - 0.05 * static_cast<double>(i);
        it.grade = l.grades[i];
        in.items.push_back(it);
    }
    for (int i = 0; i < l.unretrievedRelevant; ++i)
        in.unretrievedRelevant.emplace_back(QStringLiteral("missed-%1").arg(i + 1), 1);
    return in;
}

// The workbench page behind "Show every step": the lesson's texts and the check table over
// the list itself with every step of the computation.
QWidget* LessonsWindow::makeStepsPage() {
    auto* right = new QWidget(pages_);
    auto* lay = new QVBoxLayout(right);
    lay->setContentsMargins(8, 0, 0, 0);
    auto* backRow = new QHBoxLayout;
    backRow->addWidget(screensButton_);
    backRow->addStretch(1);
    lay->addLayout(backRow);
    auto* head = new QHBoxLayout;
    auto* texts = new QVBoxLayout;
    QFont tf = title_->font();
    tf.setBold(true);
    tf.setPointSizeF(tf.pointSizeF() * 1.35);
    title_->setFont(tf);
    QFont qf = question_->font();
    qf.setPointSizeF(qf.pointSizeF() * 1.12);
    question_->setFont(qf);
    question_->setObjectName(QStringLiteral("lessonQuestion"));
    for (QLabel* l : {title_, question_, takeaway_}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        texts->addWidget(l);
    }
    takeaway_->setForegroundRole(QPalette::PlaceholderText);
    auto* listRow = new QHBoxLayout;
    listRow->addWidget(listsLabel_);
    listRow->addWidget(lists_);
    listRow->addStretch(1);
    texts->addLayout(listRow);
    texts->addStretch(1);
    head->addLayout(texts, 1);
    check_->setObjectName(QStringLiteral("lessonChecks"));
    check_->verticalHeader()->hide();
    check_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    check_->setSelectionMode(QAbstractItemView::NoSelection);
    check_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    check_->horizontalHeader()->setStretchLastSection(true);
    check_->setFixedWidth(360);
    check_->verticalHeader()->setDefaultSectionSize(22);
    check_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    auto* checks = new QVBoxLayout;
    checks->addWidget(check_);
    perList_->setWordWrap(true);
    perList_->setFixedWidth(360);
    checks->addWidget(perList_);
    checks->addStretch(1);
    head->addLayout(checks);
    lay->addLayout(head);
    lay->addWidget(bench_, 1);
    return right;
}

LessonsWindow::LessonsWindow(QWidget* parent)
    : QWidget(parent),
      undo_(new QUndoStack(this)),
      lessonList_(new QListWidget(this)),
      title_(new QLabel(this)),
      question_(new QLabel(this)),
      takeaway_(new QLabel(this)),
      lists_(new QComboBox(this)),
      listsLabel_(new QLabel(this)),
      check_(new QTableWidget(0, 3, this)),
      perList_(new QLabel(this)),
      bench_(new ExplainWorkbench(undo_, this)),
      screens_(new LessonScreens(this)),
      screensButton_(new QPushButton(this)) {
    auto* outer = new QHBoxLayout(this);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->setChildrenCollapsible(false);
    outer->addWidget(split);

    lessonList_->setObjectName(QStringLiteral("lessonList"));
    for (const auto& l : tch::lessons())
        lessonList_->addItem(tr("%1. %2").arg(l.number).arg(lessonText(l.title)));
    lessonList_->setWordWrap(true);
    lessonList_->setTextElideMode(Qt::ElideNone);
    lessonList_->setMinimumWidth(200);
    new LessonListFit(lessonList_);
    split->addWidget(lessonList_);

    // The lesson one idea per screen; "Show every step" turns to the workbench behind it.
    pages_ = new QStackedWidget(split);
    pages_->addWidget(screens_);
    pages_->addWidget(makeStepsPage());
    split->addWidget(pages_);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({230, 1200});

    connect(lessonList_, &QListWidget::currentRowChanged, this, &LessonsWindow::openLesson);
    connect(screens_, &LessonScreens::showStepsRequested, this, [this] { showSteps(true); });
    connect(screensButton_, &QPushButton::clicked, this, [this] { showSteps(false); });
    connect(screens_, &LessonScreens::pastLastScreen, this, [this] { openLesson(lesson_ + 1); });
    connect(screens_, &LessonScreens::beforeFirstScreen, this, [this] {
        if (lesson_ <= 0) return;
        openLesson(lesson_ - 1);
        screens_->setLesson(lesson_, LessonScreens::Notice);
    });
    connect(lists_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0 && i != list_) showList(i);
    });
    connect(bench_, &ExplainWorkbench::explanationChanged, this, [this] {
        if (loading_ || lesson_ < 0 || list_ < 0 || list_ >= static_cast<int>(grades_.size()))
            return;
        grades_[static_cast<std::size_t>(list_)] = bench_->currentGrades();
        orders_[static_cast<std::size_t>(list_)] = currentItemOrder();
        refreshChecks();
    });
    retranslateUi();
    openLesson(0);
}

void LessonsWindow::openLesson(int index) {
    const auto all = tch::lessons();
    if (index < 0 || index >= static_cast<int>(all.size()) || index == lesson_) return;
    lesson_ = index;
    const tch::Lesson& l = all[static_cast<std::size_t>(index)];
    grades_.clear();
    for (const auto& list : l.lists) grades_.push_back(list.grades);
    orders_.assign(l.lists.size(), {});
    for (std::size_t i = 0; i < l.lists.size(); ++i)
        for (std::size_t j = 0; j < l.lists[i].grades.size(); ++j)
            orders_[i].push_back(static_cast<int>(j));
    undo_->clear();
    {
        const QSignalBlocker block(lessonList_);
        lessonList_->setCurrentRow(index);
    }
    screens_->setLesson(index);
    showLessonTexts();
    const bool several = l.lists.size() > 1;
    lists_->setVisible(several);
    listsLabel_->setVisible(several);
    list_ = -1;
    showList(0);
    // Every lesson starts from its own order: drop orders left in lessons opened before.
    bench_->rankingView()->forgetOtherOrders();
}

// The open lesson's title, question, takeaway and list names in the current language.
void LessonsWindow::showLessonTexts() {
    if (lesson_ < 0) return;
    const tch::Lesson& l = tch::lessons()[static_cast<std::size_t>(lesson_)];
    title_->setText(tr("Lesson %1 — %2").arg(l.number).arg(lessonText(l.title)));
    question_->setText(lessonText(l.question));
    takeaway_->setText(lessonText(l.takeaway));
    const QSignalBlocker block(lists_);
    const int shown = lists_->currentIndex();
    lists_->clear();
    for (const auto& list : l.lists) lists_->addItem(lessonText(list.name));
    lists_->setCurrentIndex(shown);
}

void LessonsWindow::retranslateUi() {
    setWindowTitle(tr("Lessons — RankLens"));
    listsLabel_->setText(tr("List:"));
    screensButton_->setText(tr("Back to the lesson"));
    check_->setHorizontalHeaderLabels({tr("Value"), tr("Expected"), tr("This list now")});
    showLessonTexts();
    // The list again: its run, query and label set are named in the new language (the view
    // keeps the order it was left in); the checks follow.
    if (lesson_ >= 0 && list_ >= 0) showList(list_);
}

void LessonsWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void LessonsWindow::showList(int index) {
    if (lesson_ < 0) return;
    const tch::Lesson& l = tch::lessons()[static_cast<std::size_t>(lesson_)];
    if (index < 0 || index >= static_cast<int>(l.lists.size())) return;
    list_ = index;
    {
        const QSignalBlocker block(lists_);
        lists_->setCurrentIndex(index);
    }
    loading_ = true;  // the view recomputes while it switches lists
    bench_->setInput(lessonInput(l, index), l.cfg, l.k);
    loading_ = false;
    // A list shown before keeps the order it was left in (the view remembers it).
    grades_[static_cast<std::size_t>(index)] = bench_->currentGrades();
    orders_[static_cast<std::size_t>(index)] = currentItemOrder();
    refreshChecks();
}

std::vector<int> LessonsWindow::currentItemOrder() const {
    std::vector<int> order;  // docids "d1".."dn" (lessonInput) back to item indices
    for (const QString& docid : bench_->rankingView()->currentOrder())
        order.push_back(docid.mid(1).toInt() - 1);
    return order;
}

void LessonsWindow::showSteps(bool steps) {
    pages_->setCurrentIndex(steps ? 1 : 0);
    if (steps)
        bench_->rankingView()->setFocus();
    else
        screens_->nextButton()->setFocus();
}

bool LessonsWindow::showingSteps() const {
    return pages_->currentIndex() == 1;
}

QString LessonsWindow::perListText() const {
    return perList_->text();
}

QString LessonsWindow::questionText() const {
    return question_->text();
}

void LessonsWindow::refreshChecks() {
    if (lesson_ < 0) return;
    const tch::Lesson& l = tch::lessons()[static_cast<std::size_t>(lesson_)];
    check_->setRowCount(static_cast<int>(l.expected.size()));
    // SPEC.md's examples print their values; the other lessons work them out by hand.
    const bool fromSpec = l.fromSpec;
    check_->setHorizontalHeaderItem(
        1, new QTableWidgetItem(fromSpec ? tr("Expected") : tr("By hand")));
    // The mean over lists written out (MRR): every list's RR as it is now.
    QStringList parts;
    double sum = 0;
    const bool mean = std::any_of(l.expected.begin(), l.expected.end(), [](const auto& x) {
        return x.quantity == tch::LessonQuantity::MeanRr;
    });
    for (std::size_t i = 0; mean && i < l.lists.size() && i < grades_.size(); ++i) {
        const auto& g = grades_[i];
        std::vector<std::int32_t> labels;
        for (std::int32_t grade : g)
            if (grade != core::kUnjudged) labels.push_back(grade);
        labels.insert(labels.end(), static_cast<std::size_t>(l.lists[i].unretrievedRelevant), 1);
        const auto e = tch::explain(g, labels, l.cfg, std::max<int>(1, static_cast<int>(g.size())));
        sum += e.rr;
        parts << tr("%1: 1/%2").arg(lessonText(l.lists[i].name)).arg(e.firstRelevantRank);
        if (e.firstRelevantRank == 0) parts.back() = tr("%1: 0").arg(lessonText(l.lists[i].name));
    }
    perList_->setText(
        mean ? tr("RR now — %1. MRR = %2 / %3 = %4")
                   .arg(parts.join(QStringLiteral(", ")))
                   .arg(sum, 0, 'f', 3)
                   .arg(l.lists.size())
                   .arg(sum / static_cast<double>(std::max<std::size_t>(1, l.lists.size())), 0, 'f',
                        3)
             : QString());
    perList_->setVisible(mean);
    // As tall as its rows, so the list below gets the room; but never asking for more than five
    // rows' height, so that a lesson with many values (lesson 11 checks ten) keeps the window
    // on a 1366x768 screen: where the room is short the table scrolls.
    const int frame = check_->horizontalHeader()->sizeHint().height() + 2 * check_->frameWidth();
    const int rowHeight = check_->verticalHeader()->defaultSectionSize();
    check_->setMaximumHeight(frame + rowHeight * check_->rowCount());
    check_->setMinimumHeight(frame + rowHeight * std::min(check_->rowCount(), 5));
    for (std::size_t i = 0; i < l.expected.size(); ++i) {
        const auto& x = l.expected[i];
        const double now = tch::lessonValue(l, grades_, x, orders_);
        const QString spec = QString::number(x.value, 'f', x.decimals);
        const QString nowText = std::isnan(now)
                                    ? QStringLiteral("\u2013")
                                    : QString::number(now, 'f', std::max(x.decimals, 3));
        const bool same = !std::isnan(now) && QString::number(now, 'f', x.decimals) == spec;
        const QString texts[] = {quantityName(l, x), spec, nowText};
        for (int c = 0; c < 3; ++c) {
            auto* item = new QTableWidgetItem(texts[c]);
            if (c > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == 2) {
                item->setBackground(same ? QColor(214, 240, 214) : QColor(255, 236, 200));
                item->setForeground(QColor(30, 30, 30));
                item->setToolTip(same ? (fromSpec ? tr("As the lesson expects")
                                                  : tr("As worked out by hand in the lesson"))
                                      : tr("The list was changed: this is its value now"));
            }
            check_->setItem(static_cast<int>(i), c, item);
        }
    }
}

void LessonsWindow::keyPressEvent(QKeyEvent* e) {
    // Reached only when no child used the key (e.g. a held row's drag takes Esc first).
    if (e->key() == Qt::Key_Escape && e->modifiers() == Qt::NoModifier) {
        close();
        return;
    }
    QWidget::keyPressEvent(e);
}

}  // namespace ranklens::ui
