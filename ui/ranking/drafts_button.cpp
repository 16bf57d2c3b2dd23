#include "ui/ranking/drafts_button.h"

#include <QDateTime>
#include <QEvent>
#include <QMenu>
#include <QMessageBox>
#include <algorithm>

#include "ui/ranking/ranking_drafts.h"

namespace ranklens::ui {

namespace {

// "2026-11-30T15:40:08Z" in local time, as the system writes dates.
QString savedAtText(const std::string& iso) {
    QDateTime t = QDateTime::fromString(QString::fromStdString(iso), Qt::ISODate);
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat)
                       : QString::fromStdString(iso);
}

}  // namespace

DraftsButton::DraftsButton(RankingDrafts* drafts, QWidget* parent)
    : QPushButton(parent), drafts_(drafts) {
    setObjectName(QStringLiteral("rankingDrafts"));
    setMenu(new QMenu(this));
    connect(menu(), &QMenu::aboutToShow, this, &DraftsButton::rebuildMenu);
    connect(drafts_, &RankingDrafts::draftsChanged, this, &DraftsButton::updateText);
    updateText();
}

void DraftsButton::updateText() {
    const int n = static_cast<int>(drafts_->shownDrafts().size());
    setText(n ? tr("Drafts (%1)").arg(n) : tr("Drafts"));
    setToolTip(
        tr("Hand-made orders of this query kept in the project: restore or delete them. "
           "A new order is kept here as you drag."));
}

QMenu* DraftsButton::rebuildMenu() {
    QMenu* m = menu();
    m->clear();
    const auto drafts = drafts_->shownDrafts();
    if (drafts.empty()) m->addAction(tr("No drafts of this query yet"))->setEnabled(false);
    const std::int64_t shown = drafts_->shownDraftId();
    for (const auto& d : drafts) {
        QString title =
            tr("%n item(s) moved \u00b7 saved %1", "", d.itemsMoved).arg(savedAtText(d.savedAt));
        if (d.id == shown) title += tr(" (shown)");
        QMenu* sub = m->addMenu(title);
        sub->setObjectName(QStringLiteral("draft-%1").arg(d.id));
        const std::int64_t id = d.id;
        sub->addAction(tr("Restore"), this, [this, id] { drafts_->restore(id); });
        sub->addAction(tr("Delete\u2026"), this, [this, id] {
            if (QMessageBox::question(this, tr("Delete draft"),
                                      tr("Delete this hand-made order from the project?")) !=
                QMessageBox::Yes)
                return;
            QString error;
            if (!drafts_->remove(id, &error)) QMessageBox::warning(this, tr("Delete draft"), error);
        });
    }
    addOtherQueries(m);
    return m;
}

// The drafts of the other lists, to open (at most 30, newest first).
void DraftsButton::addOtherQueries(QMenu* m) {
    const auto shown = drafts_->shownDrafts();
    std::vector<const store::Draft*> others;
    for (const auto& d : drafts_->allDrafts())
        if (std::none_of(shown.begin(), shown.end(), [&](const auto& s) { return s.id == d.id; }))
            others.push_back(&d);
    if (others.empty()) return;
    QMenu* sub = m->addMenu(tr("Other queries (%1)").arg(others.size()));
    sub->setObjectName(QStringLiteral("otherDrafts"));
    for (std::size_t i = 0; i < std::min<std::size_t>(others.size(), 30); ++i) {
        const store::Draft& d = *others[i];
        const QString qid = QString::fromStdString(d.qid);
        sub->addAction(
            tr("Query %1 · %2 · %n item(s) moved", "", d.itemsMoved)
                .arg(qid, drafts_->runNameOf(d.runId)),
            this, [this, qid, run = d.runId, id = d.id] { emit openDraftRequested(qid, run, id); });
    }
}

void DraftsButton::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) updateText();
    QPushButton::changeEvent(e);
}

}  // namespace ranklens::ui
