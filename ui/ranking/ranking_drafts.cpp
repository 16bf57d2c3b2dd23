#include "ui/ranking/ranking_drafts.h"

#include <QTimer>
#include <QUndoStack>
#include <algorithm>

#include "ui/project/project_session.h"
#include "ui/ranking/ranking_commands.h"
#include "ui/ranking/ranking_session.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {

namespace {

QStringList toQt(const std::vector<std::string>& v) {
    QStringList out;
    out.reserve(static_cast<qsizetype>(v.size()));
    for (const auto& s : v) out << QString::fromStdString(s);
    return out;
}

std::vector<std::string> toStd(const QStringList& l) {
    std::vector<std::string> out;
    out.reserve(static_cast<std::size_t>(l.size()));
    for (const auto& s : l) out.push_back(s.toStdString());
    return out;
}

}  // namespace

RankingDrafts::RankingDrafts(RankingView* view, ProjectSession* project, QObject* parent)
    : QObject(parent), view_(view), project_(project), timer_(new QTimer(this)) {
    timer_->setSingleShot(true);
    timer_->setInterval(1500);
    connect(timer_, &QTimer::timeout, this, [this] {
        QString error;
        if (!saveNow(&error)) emit saveFailed(error);
    });
    RankingSession* s = view_->session();
    connect(s, &RankingSession::orderEdited, this, &RankingDrafts::orderEdited);
    connect(s, &RankingSession::inputChanged, this, &RankingDrafts::shownChanged);
    connect(project_, &ProjectSession::aboutToChange, this, [this] { saveNow(); });
    connect(project_, &ProjectSession::opened, this, &RankingDrafts::projectOpened);
}

void RankingDrafts::setSaveDelay(int ms) {
    timer_->setInterval(ms);
}

std::int64_t RankingDrafts::runIdOf(const QString& runName) const {
    const auto d = project_->data();
    if (!d) return 0;
    for (const auto& r : d->runInfos)
        if (QString::fromStdString(r.name) == runName) return r.id;
    return 0;
}

QString RankingDrafts::runNameOf(std::int64_t runId) const {
    if (const auto d = project_->data())
        for (const auto& r : d->runInfos)
            if (r.id == runId) return QString::fromStdString(r.name);
    return QString();
}

std::int64_t RankingDrafts::shownRunId() const {
    return runIdOf(view_->runName());
}

std::vector<store::Draft> RankingDrafts::shownDrafts() const {
    std::vector<store::Draft> out;
    const std::int64_t run = shownRunId();
    const std::string qid = view_->qid().toStdString();
    for (const auto& d : drafts_)
        if (run != 0 && d.runId == run && d.qid == qid) out.push_back(d);
    return out;
}

std::int64_t RankingDrafts::shownDraftId() const {
    const auto it = lists_.constFind(view_->session()->listKey());
    return it == lists_.cend() || it->order.isEmpty() ? 0 : it->draftId;
}

void RankingDrafts::orderEdited(const QString& key) {
    const RankingSession* s = view_->session();
    List& l = lists_[key];
    const bool shown = key == s->listKey();
    const QStringList order =
        shown ? (s->isSystemOrder() ? QStringList() : s->docIdsInOrder()) : s->otherOrder(key);
    // A list not shown keeps the count of moves last seen (its system order is not at hand).
    if (shown) l.moved = s->itemsMoved();
    if (order == l.order) return;
    l.order = order;
    // The order of a stored draft of this list (an undone or redone restore): that draft again.
    const std::int64_t run = runIdOf(key.section(QChar(0x1f), 0, 0));
    const std::string qid = key.section(QChar(0x1f), 1).toStdString();
    for (const auto& d : drafts_)
        if (!order.isEmpty() && d.runId == run && d.qid == qid && toQt(d.docids) == order) {
            l.draftId = d.id;
            l.dirty = false;
            return;
        }
    // Back in the system's order: nothing to keep; the draft keeps its last hand-made order.
    l.dirty = !order.isEmpty();
    if (l.dirty && !project_->isReadOnly()) timer_->start();
}

bool RankingDrafts::saveNow(QString* error) {
    timer_->stop();
    if (!project_->isOpen()) return true;
    bool ok = true, saved = false;
    for (auto it = lists_.begin(); it != lists_.end(); ++it) {
        if (!it->dirty) continue;
        store::Draft d;
        d.id = it->draftId;
        d.runId = runIdOf(it.key().section(QChar(0x1f), 0, 0));
        d.qid = it.key().section(QChar(0x1f), 1).toStdString();
        d.docids = toStd(it->order);
        d.itemsMoved = std::max(it->moved, 1);
        QString why = tr("the run is not in the project");
        const std::int64_t id = d.runId ? project_->keep().saveDraft(d, &why) : 0;
        if (id == 0) {
            ok = false;
            if (error)
                *error = tr("Hand-made order of query %1 not kept: %2")
                             .arg(QString::fromStdString(d.qid), why);
            continue;
        }
        it->draftId = id;
        it->dirty = false;
        saved = true;
    }
    if (saved) reread();
    return ok;
}

int RankingDrafts::unsavedCount() const {
    return static_cast<int>(
        std::count_if(lists_.cbegin(), lists_.cend(), [](const List& l) { return l.dirty; }));
}

bool RankingDrafts::restore(std::int64_t id) {
    const auto all = shownDrafts();
    const auto d = std::find_if(all.begin(), all.end(), [id](const auto& x) { return x.id == id; });
    if (d == all.end()) return false;
    RankingSession* s = view_->session();
    List& l = lists_[s->listKey()];
    saveNow();  // the order shown so far is kept before it is replaced
    l.draftId = id;
    l.order = toQt(d->docids);
    l.moved = d->itemsMoved;
    l.dirty = false;
    view_->undoStack()->push(new RankingOrderCommand(
        s, s->listKey(), s->isSystemOrder() ? QStringList() : s->docIdsInOrder(), l.order,
        tr("Restore draft of query %1").arg(view_->qid())));
    emit draftsChanged();
    return true;
}

bool RankingDrafts::remove(std::int64_t id, QString* error) {
    if (!project_->keep().deleteDraft(id, error)) return false;
    for (List& l : lists_)
        if (l.draftId == id) l.draftId = 0;  // a later move starts a new draft
    reread();
    return true;
}

void RankingDrafts::projectOpened() {
    timer_->stop();
    lists_.clear();
    pendingRestore_ = 0;
    reread();
}

void RankingDrafts::reread() {
    drafts_ = project_->keep().drafts();
    emit draftsChanged();
}

void RankingDrafts::shownChanged() {
    if (pendingRestore_ != 0 && restore(pendingRestore_)) pendingRestore_ = 0;
    emit draftsChanged();
}

}  // namespace ranklens::ui
