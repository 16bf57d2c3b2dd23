// The undo commands on a RankingSession alone, without any widget (ui/ranking/ranking_session.h):
// moves, merges, resets and grades act on the data, undo reaches lists no longer shown, and a
// command whose session is gone does nothing.
#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QUndoStack>
#include <memory>

#include "ui/ranking/ranking_commands.h"
#include "ui/ranking/ranking_session.h"

using namespace ranklens;
using ui::RankingSession;

namespace {

// Items d1..dn with descending scores; grade -1 = unjudged.
ui::RankingInput listOf(const std::vector<int>& grades, const QString& qid = "q1",
                        const QString& run = "runA") {
    ui::RankingInput in;
    in.runName = run;
    in.qid = qid;
    for (std::size_t i = 0; i < grades.size(); ++i) {
        ui::RankingItem it;
        it.docid = QStringLiteral("d%1").arg(i + 1);
        it.score = 10.0 - static_cast<double>(i);
        it.grade = grades[i] < 0 ? core::kUnjudged : grades[i];
        in.items.push_back(it);
    }
    return in;
}

void move(QUndoStack& stack, RankingSession& s, int from, int to) {
    stack.push(new ui::RankingMoveCommand(&s, s.listKey(), s.itemAt(from).docid, from, to));
}

}  // namespace

TEST(RankingSession, MoveCommandsChangeTheOrderAndUndoRestoresIt) {
    RankingSession s;
    QUndoStack stack;
    QSignalSpy moved(&s, &RankingSession::itemMoved);
    s.setInput(listOf({0, 1, 3, 0}));
    move(stack, s, 2, 0);
    EXPECT_EQ(s.docIdsInOrder(), (QStringList{"d3", "d1", "d2", "d4"}));
    EXPECT_EQ(s.itemsMoved(), 1);
    ASSERT_EQ(moved.count(), 1);
    EXPECT_EQ(moved.at(0).at(0).toInt(), 2);
    EXPECT_EQ(moved.at(0).at(1).toInt(), 0);
    EXPECT_EQ(stack.text(0), QStringLiteral("Move d3 from rank 3 to 1"));
    stack.undo();
    EXPECT_TRUE(s.isSystemOrder());
    EXPECT_EQ(s.itemsMoved(), 0);
    EXPECT_EQ(moved.at(1).at(0).toInt(), 0);  // d3 goes back from row 0 to row 2
    EXPECT_EQ(moved.at(1).at(1).toInt(), 2);
    stack.redo();
    EXPECT_EQ(s.itemAt(0).docid, "d3");
}

TEST(RankingSession, ConsecutiveMovesOfOneItemMergeAndVanishWhenBack) {
    RankingSession s;
    QUndoStack stack;
    s.setInput(listOf({3, 2, 1, 0, 0}));
    move(stack, s, 0, 1);
    move(stack, s, 1, 2);
    move(stack, s, 2, 3);
    EXPECT_EQ(stack.count(), 1);
    EXPECT_EQ(stack.text(0), QStringLiteral("Move d1 from rank 1 to 4"));
    EXPECT_EQ(s.docIdsInOrder(), (QStringList{"d2", "d3", "d4", "d1", "d5"}));
    move(stack, s, 4, 0);  // another item: a new step
    EXPECT_EQ(stack.count(), 2);
    stack.undo();
    stack.undo();
    EXPECT_TRUE(s.isSystemOrder());

    move(stack, s, 1, 2);
    move(stack, s, 2, 1);  // back where it started: the step disappears
    EXPECT_TRUE(s.isSystemOrder());
    EXPECT_EQ(stack.index(), 0);
}

TEST(RankingSession, UndoReachesAListNoLongerShown) {
    RankingSession s;
    QUndoStack stack;
    const auto q1 = listOf({0, 0, 3, 1});
    s.setInput(q1);
    move(stack, s, 2, 0);
    move(stack, s, 3, 1);
    const QString key1 = s.listKey();
    s.setInput(listOf({1, 2}, "q2"));
    EXPECT_TRUE(s.isSystemOrder());
    EXPECT_EQ(s.otherOrder(key1), (QStringList{"d3", "d4", "d1", "d2"}));
    QSignalSpy moved(&s, &RankingSession::itemMoved);
    stack.undo();  // the move of d4 in q1, not shown
    EXPECT_EQ(moved.count(), 0);
    EXPECT_EQ(s.otherOrder(key1), (QStringList{"d3", "d1", "d2", "d4"}));
    s.setInput(q1);
    EXPECT_EQ(s.docIdsInOrder(), (QStringList{"d3", "d1", "d2", "d4"}));
    // A refresh of the same list keeps the hand-made order.
    s.setInput(q1);
    EXPECT_EQ(s.docIdsInOrder(), (QStringList{"d3", "d1", "d2", "d4"}));
    // The same query in another run is another list.
    s.setInput(listOf({0, 0, 3, 1}, "q1", "runB"));
    EXPECT_TRUE(s.isSystemOrder());
    s.forgetOtherOrders();
    s.setInput(q1);
    EXPECT_TRUE(s.isSystemOrder());
}

TEST(RankingSession, ResetToSystemOrderIsOneUndoableStep) {
    RankingSession s;
    QUndoStack stack;
    QSignalSpy reordered(&s, &RankingSession::orderChanged);
    s.setInput(listOf({0, 1, 2}));
    move(stack, s, 2, 0);
    const QStringList handMade = s.docIdsInOrder();
    stack.push(new ui::RankingOrderCommand(&s, s.listKey(), handMade, {}, "Reset"));
    EXPECT_TRUE(s.isSystemOrder());
    EXPECT_EQ(reordered.count(), 1);
    stack.undo();
    EXPECT_EQ(s.docIdsInOrder(), handMade);
    EXPECT_EQ(reordered.count(), 2);
    // A reset of a list not shown changes only what is remembered for it.
    const QString key = s.listKey();
    s.setInput(listOf({1}, "q2"));
    stack.redo();
    EXPECT_EQ(reordered.count(), 2);
    EXPECT_TRUE(s.otherOrder(key).isEmpty());
}

TEST(RankingSession, GradeCommandsEditReturnedAndNotReturnedItems) {
    RankingSession s;
    QUndoStack stack;
    auto in = listOf({0, 1, -1});
    in.unretrievedRelevant = {{"x1", 3}};
    s.setInput(in);
    EXPECT_EQ(s.labels(), (std::vector<std::int32_t>{0, 1, 3}));
    QSignalSpy changed(&s, &RankingSession::gradeChanged);
    QSignalSpy unretrieved(&s, &RankingSession::unretrievedChanged);
    QSignalSpy edited(&s, &RankingSession::gradeEdited);

    stack.push(new ui::RankingGradeCommand(&s, "q1", "d3", std::nullopt, 2));
    EXPECT_EQ(stack.text(0), QStringLiteral("Grade d3: unjudged \u2192 2"));
    EXPECT_EQ(s.itemAt(2).grade, 2);
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.at(0).at(0).toInt(), 2);
    EXPECT_EQ(changed.at(0).at(1).value<std::optional<int>>(), std::optional<int>(2));
    EXPECT_EQ(s.labels(), (std::vector<std::int32_t>{0, 1, 2, 3}));
    stack.undo();
    EXPECT_EQ(s.itemAt(2).grade, core::kUnjudged);
    EXPECT_EQ(edited.count(), 2);  // done and undone: the owner saves both
    EXPECT_EQ(edited.at(1).at(2).value<std::optional<int>>(), std::nullopt);

    // An item not returned: its grade changes, or it leaves the list when its label goes.
    stack.push(new ui::RankingGradeCommand(&s, "q1", "x1", 3, 1));
    EXPECT_EQ(unretrieved.count(), 1);
    EXPECT_EQ(s.input().unretrievedRelevant.front().second, 1);
    stack.push(new ui::RankingGradeCommand(&s, "q1", "x1", 1, std::nullopt));
    EXPECT_TRUE(s.input().unretrievedRelevant.empty());
    EXPECT_EQ(s.labels(), (std::vector<std::int32_t>{0, 1}));
}

TEST(RankingSession, GradeOfAQueryNotShownIsStillReportedForSaving) {
    RankingSession s;
    QUndoStack stack;
    s.setInput(listOf({0, 1}));
    stack.push(new ui::RankingGradeCommand(&s, "q1", "d1", 0, 4));
    s.setInput(listOf({2}, "q2"));
    QSignalSpy changed(&s, &RankingSession::gradeChanged);
    QSignalSpy edited(&s, &RankingSession::gradeEdited);
    stack.undo();
    EXPECT_EQ(changed.count(), 0);
    ASSERT_EQ(edited.count(), 1);
    EXPECT_EQ(edited.at(0).at(0).toString(), "q1");
    EXPECT_EQ(edited.at(0).at(1).toString(), "d1");
    EXPECT_EQ(edited.at(0).at(2).value<std::optional<int>>(), std::optional<int>(0));
    EXPECT_EQ(s.itemAt(0).grade, 2);  // the list shown is untouched
}

TEST(RankingSession, CommandsOutlivingTheSessionDoNothing) {
    QUndoStack stack;
    auto s = std::make_unique<RankingSession>();
    s->setInput(listOf({0, 3}));
    move(stack, *s, 1, 0);
    stack.push(new ui::RankingGradeCommand(s.get(), "q1", "d1", 0, 2));
    s.reset();
    stack.undo();
    stack.undo();
    stack.redo();
    EXPECT_EQ(stack.index(), 1);
}
