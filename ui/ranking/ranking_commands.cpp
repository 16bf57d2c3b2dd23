#include "ui/ranking/ranking_commands.h"

#include <QCoreApplication>

#include "ui/ranking/ranking_session.h"

namespace ranklens::ui {

namespace {
// Spelt out as QCoreApplication::translate("context", "text") at each use: lupdate finds only
// that form, and the texts behind a helper taking the text stayed untranslated (English undo
// texts in 简体中文).
QString gradeText(std::optional<int> g) {
    return g ? QString::number(*g)
             : QCoreApplication::translate("ranklens::ui::RankingCommands", "unjudged");
}
}  // namespace

RankingMoveCommand::RankingMoveCommand(RankingSession* session, QString listKey, QString docid,
                                       int fromRow, int toRow, QUndoCommand* parent)
    : QUndoCommand(parent),
      session_(session),
      key_(std::move(listKey)),
      docid_(std::move(docid)),
      from_(fromRow),
      to_(toRow) {
    updateText();
}

void RankingMoveCommand::updateText() {
    setText(
        QCoreApplication::translate("ranklens::ui::RankingCommands", "Move %1 from rank %2 to %3")
            .arg(docid_)
            .arg(from_ + 1)
            .arg(to_ + 1));
}

void RankingMoveCommand::redo() {
    if (session_) session_->moveItem(key_, docid_, to_);
}

void RankingMoveCommand::undo() {
    if (session_) session_->moveItem(key_, docid_, from_);
}

bool RankingMoveCommand::mergeWith(const QUndoCommand* other) {
    if (other->id() != id()) return false;
    const auto* o = static_cast<const RankingMoveCommand*>(other);
    if (o->key_ != key_ || o->docid_ != docid_ || o->from_ != to_) return false;
    to_ = o->to_;
    setObsolete(from_ == to_);  // moved back to where it was: the step disappears
    updateText();
    return true;
}

RankingGradeCommand::RankingGradeCommand(RankingSession* session, QString qid, QString docid,
                                         std::optional<int> oldGrade, std::optional<int> newGrade,
                                         QUndoCommand* parent)
    : QUndoCommand(parent),
      session_(session),
      qid_(std::move(qid)),
      docid_(std::move(docid)),
      old_(oldGrade),
      new_(newGrade) {
    setText(QCoreApplication::translate("ranklens::ui::RankingCommands", "Grade %1: %2 → %3")
                .arg(docid_, gradeText(old_), gradeText(new_)));
}

void RankingGradeCommand::redo() {
    if (session_) session_->setGrade(qid_, docid_, new_);
}

void RankingGradeCommand::undo() {
    if (session_) session_->setGrade(qid_, docid_, old_);
}

RankingOrderCommand::RankingOrderCommand(RankingSession* session, QString listKey,
                                         QStringList before, QStringList after, const QString& text,
                                         QUndoCommand* parent)
    : QUndoCommand(text, parent),
      session_(session),
      key_(std::move(listKey)),
      before_(std::move(before)),
      after_(std::move(after)) {}

void RankingOrderCommand::redo() {
    if (session_) session_->setOrder(key_, after_);
}

void RankingOrderCommand::undo() {
    if (session_) session_->setOrder(key_, before_);
}

}  // namespace ranklens::ui
