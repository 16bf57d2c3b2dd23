#include "ui/judging/judging_queue.h"

#include <QUndoCommand>
#include <QUndoStack>
#include <algorithm>

#include "ui/project/project_session.h"

namespace ranklens::ui {

namespace {

// One grade as an undo step: redo writes the new value, undo the old one (both with history).
class GradeCommand : public QUndoCommand {
  public:
    GradeCommand(JudgingQueue* queue, QString qid, QString docid, std::optional<int> oldGrade,
                 int newGrade, int cursor)
        : queue_(queue),
          qid_(std::move(qid)),
          docid_(std::move(docid)),
          old_(oldGrade),
          new_(newGrade),
          cursor_(cursor) {
        setText(QObject::tr("Grade %1 for %2").arg(newGrade).arg(docid_));
    }
    void redo() override {
        if (!queue_->write(qid_, docid_, new_, cursor_ + 1)) setObsolete(true);
    }
    void undo() override { queue_->write(qid_, docid_, old_, cursor_); }

  private:
    JudgingQueue* queue_;
    QString qid_, docid_;
    std::optional<int> old_;
    int new_;
    int cursor_;
};

}  // namespace

JudgingQueue::JudgingQueue(ProjectSession* session, QObject* parent)
    : QObject(parent), session_(session), undo_(new QUndoStack(this)) {
    connect(session_, &ProjectSession::labelsEdited, this, [this](std::int64_t id) {
        if (!writing_ && id == setId_) {
            reloadLabels();
            emit changed();
        }
    });
}

JudgingQueue::~JudgingQueue() = default;

QString JudgingQueue::labelSetName(const QString& annotator) {
    return QStringLiteral("annotator ") + annotator.trimmed();
}

bool JudgingQueue::start(const JudgingSetup& setup, QString* error) {
    auto fail = [error](const QString& m) {
        if (error) *error = m;
        return false;
    };
    const auto data = session_->data();
    if (!session_->isOpen() || !data) return fail(tr("No project is open."));
    if (setup.annotator.trimmed().isEmpty()) return fail(tr("Enter the annotator's name."));
    if (setup.k < 1) return fail(tr("The pool depth k must be at least 1."));
    if (setup.runs.empty() && setup.items.empty())
        return fail(tr("Choose at least one run to pool."));
    std::vector<const core::Run*> runs;
    for (std::size_t r : setup.runs) {
        if (r >= data->runs.size()) return fail(tr("The chosen run is no longer in the project."));
        runs.push_back(data->runs[r].get());
    }
    setup_ = setup;
    setup_.annotator = setup.annotator.trimmed();
    // The annotator's set when it exists; a new one is made by the first grade (write()), so
    // opening the queue and closing it leaves the project as it was.
    setId_ = session_->labels().labelSetNamed(labelSetName(setup_.annotator));
    started_ = true;
    pool_ = setup.items.empty()
                ? core::poolTopK(runs, static_cast<std::size_t>(setup.k), setup.ties)
                : setup.items;
    undo_->clear();
    reloadLabels();
    return true;
}

void JudgingQueue::reloadLabels() {
    labels_.clear();
    if (const auto q = setId_ ? session_->labels().labelsOf(setId_) : nullptr)
        for (const auto& lq : q->queries())
            for (const auto& j : lq.judgments) labels_[{lq.qid, j.doc}] = j.grade;
    // The queue itself is fixed at start (unlabelled items then); only a restart rebuilds it.
    if (!queries_.empty() || !flat_.empty()) return;
    for (std::size_t p = 0; p < pool_.size(); ++p) {
        Query q;
        q.qid = QString::fromStdString(pool_[p].qid);
        for (const auto& d : pool_[p].docs)
            if (!labels_.count({pool_[p].qid, d})) q.queued.push_back(d);
        if (q.queued.empty()) continue;
        q.pool = pool_[p].docs;
        q.firstFlat = static_cast<int>(flat_.size());
        for (std::size_t i = 0; i < q.queued.size(); ++i)
            flat_.emplace_back(static_cast<int>(queries_.size()), static_cast<int>(i));
        queries_.push_back(std::move(q));
    }
    pos_ = 0;
}

int JudgingQueue::queryIndex() const {
    if (flat_.empty()) return -1;
    return flat_[static_cast<std::size_t>(std::min(pos_, itemCount() - 1))].first;
}

int JudgingQueue::itemInQuery() const {
    if (isFinished()) return -1;
    return flat_[static_cast<std::size_t>(pos_)].second;
}

int JudgingQueue::queuedInQuery(int q) const {
    if (q < 0 || q >= queryCount()) return 0;
    return static_cast<int>(queries_[static_cast<std::size_t>(q)].queued.size());
}

QString JudgingQueue::qid(int q) const {
    if (q < 0 || q >= queryCount()) return {};
    return queries_[static_cast<std::size_t>(q)].qid;
}

QString JudgingQueue::docid(int q, int i) const {
    if (i < 0 || i >= queuedInQuery(q)) return {};
    return QString::fromStdString(
        queries_[static_cast<std::size_t>(q)].queued[static_cast<std::size_t>(i)]);
}

QString JudgingQueue::currentDocid() const {
    return isFinished() ? QString() : docid(queryIndex(), itemInQuery());
}

std::optional<int> JudgingQueue::gradeOf(const QString& qid, const QString& docid) const {
    const auto it = labels_.find({qid.toStdString(), docid.toStdString()});
    if (it == labels_.end()) return std::nullopt;
    return it->second;
}

std::optional<int> JudgingQueue::currentGrade() const {
    if (isFinished()) return std::nullopt;
    return gradeOf(currentQid(), currentDocid());
}

JudgingQueue::Progress JudgingQueue::queryProgress(int q) const {
    Progress p;
    if (q < 0 || q >= queryCount()) return p;
    const auto& query = queries_[static_cast<std::size_t>(q)];
    const std::string qid = query.qid.toStdString();
    p.pooled = static_cast<int>(query.pool.size());
    for (const auto& d : query.pool) p.judged += labels_.count({qid, d}) ? 1 : 0;
    return p;
}

JudgingQueue::Progress JudgingQueue::overall() const {
    Progress p;
    for (const auto& q : pool_) {
        p.pooled += static_cast<int>(q.docs.size());
        for (const auto& d : q.docs) p.judged += labels_.count({q.qid, d}) ? 1 : 0;
    }
    return p;
}

int JudgingQueue::completeQueries() const {
    int n = 0;
    for (const auto& q : pool_)
        n += std::all_of(q.docs.begin(), q.docs.end(), [&](const std::string& d) {
            return labels_.count({q.qid, d}) > 0;
        });
    return n;
}

bool JudgingQueue::grade(int g, QString* error) {
    if (isFinished() || !isStarted()) return false;
    lastWriteOk_ = false;
    // push runs redo(), which writes; a failed write marks the command obsolete and Qt drops it.
    undo_->push(new GradeCommand(this, currentQid(), currentDocid(), currentGrade(), g, pos_));
    if (!lastWriteOk_ && error) *error = lastError_;
    return lastWriteOk_;
}

bool JudgingQueue::write(const QString& qid, const QString& docid, std::optional<int> grade,
                         int cursor, QString* error) {
    QString err;
    if (setId_ == 0) {  // the first grade: the annotator's label set is made now
        setId_ = session_->labels().ensureLabelSet(labelSet(), &err);
        if (setId_ == 0) {
            lastWriteOk_ = false;
            lastError_ = tr("Could not create the label set: %1").arg(err);
            if (error) *error = lastError_;
            emit failed(tr("The grade was not saved: %1").arg(lastError_));
            return false;
        }
    }
    writing_ = true;
    const bool ok =
        session_->labels().setLabelIn(setId_, qid, docid, grade, setup_.annotator, &err);
    writing_ = false;
    lastWriteOk_ = ok;
    lastError_ = err;
    if (!ok) {
        if (error) *error = err;
        emit failed(tr("The grade was not saved: %1").arg(err));
        return false;
    }
    const std::pair<std::string, std::string> key{qid.toStdString(), docid.toStdString()};
    if (grade)
        labels_[key] = *grade;
    else
        labels_.erase(key);
    setPos(cursor);
    emit changed();
    return true;
}

void JudgingQueue::setPos(int p) {
    const int clamped = std::clamp(p, 0, itemCount());
    if (clamped == pos_) return;
    pos_ = clamped;
    emit changed();
}

void JudgingQueue::skip() {
    next();
}
void JudgingQueue::next() {
    setPos(pos_ + 1);
}
void JudgingQueue::previous() {
    setPos(pos_ - 1);
}

void JudgingQueue::nextQuery() {
    const int q = queryIndex();
    setPos(q + 1 < queryCount() ? queries_[static_cast<std::size_t>(q + 1)].firstFlat
                                : itemCount());
}

void JudgingQueue::previousQuery() {
    const int q = queryIndex();
    if (q < 0) return;
    const int first = queries_[static_cast<std::size_t>(q)].firstFlat;
    setPos(pos_ > first || q == 0 ? first : queries_[static_cast<std::size_t>(q - 1)].firstFlat);
}

void JudgingQueue::moveTo(int q, int i) {
    if (q < 0 || q >= queryCount() || i < 0 || i >= queuedInQuery(q)) return;
    setPos(queries_[static_cast<std::size_t>(q)].firstFlat + i);
}

}  // namespace ranklens::ui
