#include "ui/teaching/practice_topics_view.h"

#include <QDate>
#include <QDateTime>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/teaching/practice_feedback.h"

namespace ranklens::ui {

namespace t = core::teaching;

PracticeTopicsView::PracticeTopicsView(const t::PracticeProgress& progress, QWidget* parent)
    : QWidget(parent),
      progress_(progress),
      intro_(new QLabel(this)),
      table_(new QTableWidget(this)) {
    intro_->setWordWrap(true);
    table_->setObjectName(QStringLiteral("practiceTopics"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    auto* lay = new QVBoxLayout(this);
    lay->addWidget(intro_);
    lay->addWidget(table_, 1);
    retranslateUi();
}

void PracticeTopicsView::retranslateUi() {
    setWindowTitle(tr("Progress by topic — RankLens"));
    intro_->setText(tr("A topic is mastered after %1 right first tries in a row. A topic you "
                       "got wrong comes back the next day, then after 3, 7, 15 and 30 days "
                       "while you keep getting it right (Practise my weak spots).")
                        .arg(t::kMasteryRun));
    const QStringList headers = {tr("Topic"),    tr("Tried"),    tr("Wrong"),
                                 tr("In a row"), tr("Mastered"), tr("Comes back")};
    const auto topics = t::practiceTopics();
    table_->clear();
    table_->setColumnCount(static_cast<int>(headers.size()));
    table_->setHorizontalHeaderLabels(headers);
    table_->setRowCount(static_cast<int>(topics.size()));
    const QString today = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
    for (int r = 0; r < static_cast<int>(topics.size()); ++r) {
        const auto it = progress_.topics.find(topics[static_cast<std::size_t>(r)]);
        const t::PracticeTopicStats s =
            it == progress_.topics.end() ? t::PracticeTopicStats{} : it->second;
        const QString due = QString::fromStdString(s.due);
        const QString back = s.tried == 0    ? tr("not tried yet")
                             : s.mastered    ? tr("mastered; now and then")
                             : due.isEmpty() ? QString()
                             : due <= today
                                 ? tr("today")
                                 : due;  // ISO (2026-12-07), read alike in every language
        const QStringList cells = {practiceTopicName(topics[static_cast<std::size_t>(r)]),
                                   QString::number(s.tried),
                                   QString::number(s.wrong),
                                   QString::number(s.streak),
                                   s.mastered ? tr("yes") : tr("not yet"),
                                   back};
        for (int c = 0; c < cells.size(); ++c)
            table_->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
}

void PracticeTopicsView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

}  // namespace ranklens::ui
