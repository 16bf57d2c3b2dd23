#pragma once
// RankingSession — the data the query inspector edits, without any widget: the list shown (one
// query of one run, in the system's order, with the grades as edited), its current order, and
// the hand-made orders of the lists not shown. The undo commands (ranking_commands.h) act on it,
// as in Qt's undo framework example, so an undo step of a query not shown still applies to that
// query; RankingView observes it through the signals and draws what it says. It is the one owner
// of the list shown and its order: RankingModel presents them (it keeps no copy), and
// listChanged is the one signal the metrics are recomputed from.
#include <QHash>
#include <QObject>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

#include "ui/ranking/ranking_model.h"

namespace ranklens::ui {

class RankingSession : public QObject {
    Q_OBJECT
  public:
    // What changed in the list shown (listChanged).
    enum class Change { Input, Order, Grade, Unretrieved };
    Q_ENUM(Change)

    explicit RankingSession(QObject* parent = nullptr);

    // Shows another list, or refreshes the one shown (then its hand-made order is kept). The
    // order of the list left is remembered, and the remembered order of the new one restored.
    void setInput(RankingInput input);
    // Forgets the orders remembered for lists not shown (a fresh start, e.g. lessons).
    void forgetOtherOrders() { otherOrders_.clear(); }

    // Identifies run + query; the commands name their list by it.
    static QString keyOf(const QString& runName, const QString& qid);
    QString listKey() const { return keyOf(input_.runName, input_.qid); }
    const RankingInput& input() const { return input_; }      // with the grades as edited
    const std::vector<int>& order() const { return order_; }  // row -> index into input().items
    const RankingItem& itemAt(int row) const;
    int rowCount() const { return static_cast<int>(order_.size()); }
    int rowOfDocId(const QString& docid) const;  // -1 when absent
    QStringList docIdsInOrder() const;
    bool isSystemOrder() const;
    // The fewest single-item moves that give the current order from the system's.
    int itemsMoved() const;
    // The order remembered for a list not shown (empty: its system order).
    QStringList otherOrder(const QString& listKey) const { return otherOrders_.value(listKey); }
    // The grades of the list shown in the current order (kUnjudged for unjudged items).
    void gradesInOrder(std::vector<std::int32_t>& out) const;
    // Every label of the query shown: the judged returned items, then the relevant ones not
    // returned.
    std::vector<std::int32_t> labels() const;

    // What the undo commands do. listKey names the list; a list not shown changes its
    // remembered order. An empty docids list is the system order.
    void moveItem(const QString& listKey, const QString& docid, int toRow);
    void setOrder(const QString& listKey, const QStringList& docids);
    // Grades belong to the query, whichever run shows it; nullopt removes the label.
    void setGrade(const QString& qid, const QString& docid, std::optional<int> grade);

  signals:
    // The list shown changes, in pairs as a Qt model's (RankingModel forwards them): the
    // ...AboutTo... signal comes before the change, the other after it.
    void inputAboutToChange();
    void inputChanged();                     // a new or refreshed list (with its order)
    void itemAboutToMove(int from, int to);  // only when the item moves
    void itemMoved(int from, int to);        // rows of the list shown; from may equal to
    void orderAboutToChange();
    void orderChanged();  // the whole order of the list shown changed
    void gradeChanged(int row, std::optional<int> grade);  // a returned item of the list shown
    void unretrievedChanged();  // a grade of an item not returned changed
    // The one signal to the metrics: the list shown changed (its items, order or labels), once
    // per change, after the signals above.
    void listChanged(ranklens::ui::RankingSession::Change what);
    // The order of a list changed by an edit, undo or redo (shown or not), for the owner to keep
    // it (ranking_drafts.h); a list's order comes from order() or otherOrder().
    void orderEdited(const QString& listKey);
    // Every grade change (done, undone, redone), for the owner to save.
    void gradeEdited(const QString& qid, const QString& docid, std::optional<int> grade);

  private:
    RankingInput input_;
    std::vector<int> order_;
    QHash<QString, QStringList> otherOrders_;  // hand-made orders of lists not shown
};

}  // namespace ranklens::ui
