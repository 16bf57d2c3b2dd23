#pragma once
// Undo commands of the query inspector. They change the RankingSession (data, not widgets), refer
// to items by docid (never by a row index that a later refresh could invalidate) and to the
// session through a QPointer (the shared QUndoStack may outlive it; a command whose session is
// gone does nothing).
#include <QPointer>
#include <QStringList>
#include <QUndoCommand>
#include <optional>

namespace ranklens::ui {

class RankingSession;

// Moves one item to a new rank. Consecutive moves of the same item merge into one step.
class RankingMoveCommand : public QUndoCommand {
  public:
    static constexpr int kId = 0x524b4d56;  // 'RKMV'
    RankingMoveCommand(RankingSession* session, QString listKey, QString docid, int fromRow,
                       int toRow, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand* other) override;

    const QString& docid() const { return docid_; }
    int fromRow() const { return from_; }
    int toRow() const { return to_; }

  private:
    void updateText();
    QPointer<RankingSession> session_;
    QString key_, docid_;
    int from_, to_;
};

// Sets (or removes, with nullopt) the grade of one item of a query.
class RankingGradeCommand : public QUndoCommand {
  public:
    RankingGradeCommand(RankingSession* session, QString qid, QString docid,
                        std::optional<int> oldGrade, std::optional<int> newGrade,
                        QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

  private:
    QPointer<RankingSession> session_;
    QString qid_, docid_;
    std::optional<int> old_, new_;
};

// Replaces the whole order (e.g. "Reset to system order").
class RankingOrderCommand : public QUndoCommand {
  public:
    RankingOrderCommand(RankingSession* session, QString listKey, QStringList before,
                        QStringList after, const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

  private:
    QPointer<RankingSession> session_;
    QString key_;
    QStringList before_, after_;
};

}  // namespace ranklens::ui
