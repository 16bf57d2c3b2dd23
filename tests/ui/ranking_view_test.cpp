// Offscreen tests of the ranking view (ui/ranking_view.h): real mouse drags, keyboard moves,
// undo/redo and merging, grade edits, the engine's numbers in the panel, model contracts.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QMenu>
#include <QMimeData>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include "core/eval/ranking_metrics.h"
#include "core/measures/measure.h"
#include "tests/support/reference_ndcg.h"
#include "tests/ui/ranking_view_drag.h"
#include "ui/ranking/ranking_commands.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_positions_model.h"
#include "ui/ranking/ranking_session.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"

using namespace ranklens;
using ranklens::core::RankingMeasure;
using ranklens::test::ndcgAt;

namespace {

ui::RankingInput makeInput(const std::vector<int>& grades, const QString& qid = "q1",
                           const QString& run = "runA") {
    ui::RankingInput in;
    in.runName = run;
    in.qid = qid;
    in.queryText = "test query";
    for (std::size_t i = 0; i < grades.size(); ++i) {
        ui::RankingItem it;
        it.docid = QStringLiteral("d%1").arg(i + 1);
        it.title = QStringLiteral("Item %1").arg(i + 1);
        it.score = 10.0 - static_cast<double>(i);
        it.grade = grades[i] < 0 ? core::kUnjudged : grades[i];
        in.items.push_back(it);
    }
    return in;
}

std::vector<int> gradesShown(const ui::RankingModel& m) {
    std::vector<int> g;
    for (int r = 0; r < m.rowCount(); ++r) {
        const QVariant v = m.index(r, 0).data(ui::RankingModel::GradeRole);
        g.push_back(v.isValid() ? v.toInt() : 0);
    }
    return g;
}

double shown(const ui::RankingView& v, RankingMeasure m) {
    bool ok = false;
    const double d = v.metricsPanel()->valueText(m).toDouble(&ok);
    EXPECT_TRUE(ok) << v.metricsPanel()->valueText(m).toStdString();
    return d;
}

class RankingViewTest : public ::testing::Test {
  protected:
    void SetUp() override {
        view = std::make_unique<ui::RankingView>(&stack);
        cfg.gain = core::GainKind::Exponential;
        cfg.ideal = core::IdealOrder::Labels;
        view->setConfig(cfg);
        view->setCutoff(5);
        view->resize(1200, 800);
        view->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(view.get()));
    }
    void load(const std::vector<int>& grades) {
        view->setInput(makeInput(grades));
        QApplication::processEvents();
    }
    QPoint rowCenter(int row) const {
        return view->listView()
            ->visualRect(view->model()->index(row, ui::RankingModel::DocCol))
            .center();
    }
    std::vector<int> allLabels() const {
        std::vector<int> g = gradesShown(*view->model());
        return g;
    }

    QUndoStack stack;
    core::EvalConfig cfg;
    std::unique_ptr<ui::RankingView> view;
};

}  // namespace

TEST_F(RankingViewTest, PanelShowsSpecWorkedExample2) {
    cfg.ideal = core::IdealOrder::Retrieved;
    view->setConfig(cfg);
    view->setCutoff(5);
    load({3, 2, 0, 3, 1});
    view->setDecimals(3);
    auto* p = view->metricsPanel();
    EXPECT_EQ(p->valueText(RankingMeasure::Dcg), "12.294");
    EXPECT_EQ(p->valueText(RankingMeasure::Idcg), "13.347");
    EXPECT_EQ(p->valueText(RankingMeasure::Ndcg), "0.921");
    EXPECT_TRUE(p->formulaText().contains("12.294"));
    // The per-position table holds the engine's running sums and the ideal [3, 3, 2, 1].
    auto* pos = view->positionsModel();
    EXPECT_NEAR(pos->index(4, ui::RankingPositionsModel::RunningDcgCol)
                    .data(ui::RankingPositionsModel::ValueRole)
                    .toDouble(),
                12.294, 5e-4);
    EXPECT_NEAR(pos->index(3, ui::RankingPositionsModel::RunningIdcgCol)
                    .data(ui::RankingPositionsModel::ValueRole)
                    .toDouble(),
                13.347, 5e-4);
    EXPECT_EQ(pos->index(1, ui::RankingPositionsModel::IdealGradeCol).data().toString(), "3");
    EXPECT_NEAR(pos->index(1, ui::RankingPositionsModel::DiscountCol)
                    .data(ui::RankingPositionsModel::ValueRole)
                    .toDouble(),
                0.6309, 1e-4);
    // The definitions in force are on the panel.
    EXPECT_TRUE(p->definitionsText().contains("returned items re-sorted"));
    EXPECT_TRUE(p->definitionsText().contains("exponential"));
    // Default 4 decimals.
    view->setDecimals(4);
    EXPECT_EQ(p->valueText(RankingMeasure::Ndcg), "0.9211");
}

TEST_F(RankingViewTest, RealMouseDragMovesRowAndShowsEngineNdcg) {
    const std::vector<int> grades = {0, 1, 0, 2, 3, 0, 1};
    load(grades);
    const double before = shown(*view, RankingMeasure::Ndcg);
    EXPECT_NEAR(before, ndcgAt(grades, grades, 5, true), 1e-4);

    std::vector<int> expected = {3, 0, 1, 0, 2, 0, 1};
    ui::test::dragRowToTop(*view, 4, [&] {
        // While held, the panel previews the drop with the engine's value for the new order.
        EXPECT_TRUE(view->listView()->isDraggingRow());
        EXPECT_NEAR(shown(*view, RankingMeasure::Ndcg), ndcgAt(expected, grades, 5, true), 1e-4);
        EXPECT_EQ(view->model()->itemAt(0).docid, "d1");  // not moved yet
    });

    EXPECT_EQ(view->model()->itemAt(0).docid, "d5");
    EXPECT_EQ(gradesShown(*view->model()), expected);
    const double after = shown(*view, RankingMeasure::Ndcg);
    EXPECT_NEAR(after, ndcgAt(expected, grades, 5, true), 1e-4);
    EXPECT_NEAR(view->metrics()[RankingMeasure::Ndcg], ndcgAt(expected, grades, 5, true), 1e-12);
    EXPECT_FALSE(view->isSystemOrder());
    EXPECT_EQ(stack.count(), 1);
    // The delta against the system's order is shown.
    EXPECT_TRUE(view->metricsPanel()->deltaText(RankingMeasure::Ndcg).startsWith("+"));

    stack.undo();
    EXPECT_EQ(gradesShown(*view->model()), grades);
    EXPECT_NEAR(shown(*view, RankingMeasure::Ndcg), before, 1e-12);
    EXPECT_TRUE(view->isSystemOrder());
    stack.redo();
    EXPECT_EQ(gradesShown(*view->model()), expected);
}

TEST_F(RankingViewTest, DragDownwardAndEscapeCancels) {
    load({3, 0, 0, 0, 0, 0});
    QWidget* vp = view->listView()->viewport();
    const QPoint start = rowCenter(0);
    const QRect r3 = view->listView()->visualRect(view->model()->index(3, 0));
    const QPoint target(start.x(), r3.bottom() - 2);  // lower half of row 3: lands on row 3
    QTest::mousePress(vp, Qt::LeftButton, {}, start);
    QTest::mouseMove(vp, start + QPoint(0, 10));
    QTest::mouseMove(vp, target);
    QTest::keyClick(view->listView(), Qt::Key_Escape);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, target);
    EXPECT_TRUE(view->isSystemOrder());
    EXPECT_EQ(stack.count(), 0);

    QTest::mousePress(vp, Qt::LeftButton, {}, start);
    QTest::mouseMove(vp, start + QPoint(0, 10));
    QTest::mouseMove(vp, target);
    QTest::mouseRelease(vp, Qt::LeftButton, {}, target);
    EXPECT_EQ(view->model()->itemAt(3).docid, "d1");
    EXPECT_NEAR(view->metrics()[RankingMeasure::Ndcg], ndcgAt({0, 0, 0, 3, 0, 0}, {3}, 5, true),
                1e-12);
}

TEST_F(RankingViewTest, AltDownMovesAndConsecutiveMovesMerge) {
    const std::vector<int> grades = {3, 2, 1, 0, 0};
    load(grades);
    auto* list = view->listView();
    list->setFocus();
    list->setCurrentIndex(view->model()->index(0, 0));
    QTest::keyClick(list, Qt::Key_Down, Qt::AltModifier);
    EXPECT_EQ(view->model()->itemAt(1).docid, "d1");
    EXPECT_EQ(list->currentIndex().row(), 1);  // the selection follows the item
    QTest::keyClick(list, Qt::Key_Down, Qt::AltModifier);
    QTest::keyClick(list, Qt::Key_Down, Qt::AltModifier);
    EXPECT_EQ(view->model()->itemAt(3).docid, "d1");
    EXPECT_EQ(stack.count(), 1);  // three moves of the same item: one undo step
    EXPECT_NEAR(shown(*view, RankingMeasure::Ndcg), ndcgAt({2, 1, 0, 3, 0}, grades, 5, true), 1e-4);
    QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
    EXPECT_EQ(stack.count(), 1);

    // Another item: a new step.
    list->setCurrentIndex(view->model()->index(4, 0));
    QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
    EXPECT_EQ(stack.count(), 2);
    stack.undo();
    stack.undo();
    EXPECT_TRUE(view->isSystemOrder());
    EXPECT_EQ(gradesShown(*view->model()), grades);

    // Moving an item back where it started removes the step altogether.
    list->setCurrentIndex(view->model()->index(1, 0));
    QTest::keyClick(list, Qt::Key_Down, Qt::AltModifier);
    QTest::keyClick(list, Qt::Key_Up, Qt::AltModifier);
    EXPECT_TRUE(view->isSystemOrder());
    EXPECT_EQ(stack.index(), 0);
}

TEST_F(RankingViewTest, DigitKeyGradesSelectedItemAndEmitsEdit) {
    const std::vector<int> grades = {0, 1, -1, 0, 0};  // -1: unjudged
    load(grades);
    std::vector<std::tuple<QString, QString, std::optional<int>>> edits;
    QObject::connect(view.get(), &ui::RankingView::gradeEditRequested,
                     [&](const QString& q, const QString& d, std::optional<int> g) {
                         edits.emplace_back(q, d, g);
                     });
    const double p0 = shown(*view, RankingMeasure::P);
    EXPECT_NEAR(p0, 0.2, 1e-12);
    auto* list = view->listView();
    list->setFocus();
    list->setCurrentIndex(view->model()->index(2, 0));
    QTest::keyClick(list, Qt::Key_2);
    ASSERT_EQ(edits.size(), 1u);
    EXPECT_EQ(std::get<0>(edits[0]), "q1");
    EXPECT_EQ(std::get<1>(edits[0]), "d3");
    EXPECT_EQ(std::get<2>(edits[0]), std::optional<int>(2));
    EXPECT_EQ(view->model()->itemAt(2).grade, 2);
    EXPECT_NEAR(shown(*view, RankingMeasure::P), 0.4, 1e-12);
    EXPECT_NEAR(shown(*view, RankingMeasure::Ndcg),
                ndcgAt({0, 1, 2, 0, 0}, {0, 1, 2, 0, 0}, 5, true), 1e-4);
    // The system order's numbers use the new grade too: no delta from a grade edit.
    EXPECT_EQ(view->metricsPanel()->deltaText(RankingMeasure::P).left(1), QString("\u00b1"));

    stack.undo();  // back to unjudged, and the owner is told
    ASSERT_EQ(edits.size(), 2u);
    EXPECT_EQ(std::get<2>(edits[1]), std::nullopt);
    EXPECT_NEAR(shown(*view, RankingMeasure::P), 0.2, 1e-12);

    // Same grade again: nothing to do.
    list->setCurrentIndex(view->model()->index(1, 0));
    QTest::keyClick(list, Qt::Key_1);
    EXPECT_EQ(edits.size(), 2u);
    EXPECT_EQ(list->currentIndex().row(), 2);  // a grade key moves on to the next row
    list->setCurrentIndex(view->model()->index(1, 0));
    QTest::keyClick(list, Qt::Key_Delete);
    EXPECT_EQ(std::get<2>(edits.back()), std::nullopt);
    EXPECT_EQ(view->metrics().numRel, 0);
}

// Grading with the keyboard walks down the list, also when the owner re-sends the query after
// each saved grade (as the main window does when the store publishes the new labels).
TEST_F(RankingViewTest, GradeKeysMoveToTheNextRow) {
    std::vector<int> grades = {0, 0, 0, -1};
    load(grades);
    QObject::connect(view.get(), &ui::RankingView::gradeEditRequested,
                     [&](const QString&, const QString& docid, std::optional<int> g) {
                         grades[static_cast<std::size_t>(docid.mid(1).toInt() - 1)] = g ? *g : -1;
                         view->setInput(makeInput(grades));
                     });
    auto* list = view->listView();
    list->setFocus();
    list->setCurrentIndex(view->model()->index(0, 0));
    QTest::keyClick(list, Qt::Key_2);
    EXPECT_EQ(list->currentIndex().row(), 1);
    QTest::keyClick(list, Qt::Key_3);
    EXPECT_EQ(list->currentIndex().row(), 2);
    EXPECT_EQ(allLabels(), (std::vector<int>{2, 3, 0, 0}));
    EXPECT_EQ(grades, (std::vector<int>{2, 3, 0, -1}));
    // The last row keeps the selection.
    list->setCurrentIndex(view->model()->index(3, 0));
    QTest::keyClick(list, Qt::Key_1);
    EXPECT_EQ(list->currentIndex().row(), 3);
    EXPECT_EQ(view->model()->itemAt(3).grade, 1);
}

TEST_F(RankingViewTest, UnretrievedRelevantCountInRecallAndIdeal) {
    auto in = makeInput({3, 0, 1});
    in.unretrievedRelevant = {{"x1", 3}, {"x2", 2}};
    view->setInput(in);
    // R = 2 retrieved relevant + 2 not returned.
    EXPECT_EQ(view->metrics().numRel, 4);
    EXPECT_NEAR(view->metrics()[RankingMeasure::Recall], 0.5, 1e-12);
    EXPECT_NEAR(view->metrics()[RankingMeasure::Ndcg], ndcgAt({3, 0, 1}, {3, 0, 1, 3, 2}, 5, true),
                1e-12);
    cfg.ideal = core::IdealOrder::Retrieved;
    view->setConfig(cfg);
    EXPECT_NEAR(view->metrics()[RankingMeasure::Ndcg], ndcgAt({3, 0, 1}, {3, 0, 1}, 5, true),
                1e-12);
    EXPECT_NEAR(view->metrics()[RankingMeasure::Recall], 0.5, 1e-12);
}

TEST_F(RankingViewTest, NotReturnedListFollowsTheRelevanceThreshold) {
    // Issue 11: at "relevant >= 2" a grade-1 item the system missed is not relevant, so it is
    // not listed as counting in R (it still raises the ideal order: NDCG ignores the threshold).
    auto in = makeInput({3, 0, 1});
    in.unretrievedRelevant = {{"x1", 1}, {"x2", 2}, {"x3", 1}};
    view->setInput(in);
    EXPECT_EQ(view->unretrievedTable()->rowCount(), 3);
    cfg.relevanceThreshold = 2;
    view->setConfig(cfg);
    ASSERT_EQ(view->unretrievedTable()->rowCount(), 1);
    EXPECT_EQ(view->unretrievedTable()->item(0, 1)->text(), "x2");
    EXPECT_EQ(view->metrics().numRel, 2);  // d1 (3) and x2 (2)
    EXPECT_NEAR(view->metrics()[RankingMeasure::Ndcg],
                ndcgAt({3, 0, 1}, {3, 0, 1, 1, 2, 1}, 5, true), 1e-12);
}

// Real-valued labels (learning-to-rank data) under a threshold of 0.5: the view used the
// labels' floors, so 0.7 and 0.5 were not relevant, the missed 0.6 was not listed, and NDCG's
// gains were whole numbers; now its numbers are the evaluation's (real_labels_test.cpp pins
// judgeLabels to evaluate()). A grade edited in the view replaces the label.
TEST_F(RankingViewTest, RealLabelsCountAsTheEvaluationCountsThem) {
    auto in = makeInput({0, 0, 1, 0, -1});  // the floors of 0.7, 0.3, 1.2, 0.5; d5 unjudged
    in.realLabels = {{"d1", 0.7}, {"d2", 0.3}, {"d3", 1.2}, {"d4", 0.5}, {"x1", 0.6}};
    in.unretrievedRelevant = {{"x1", 0}};
    cfg.gain = core::GainKind::Linear;
    cfg.setThreshold(0.5);
    view->setConfig(cfg);
    view->setInput(in);
    EXPECT_EQ(view->metrics().numRel, 4);  // 0.7, 1.2, 0.5 and the missed 0.6
    EXPECT_NEAR(view->metrics()[RankingMeasure::P], 3.0 / 5, 1e-12);
    const double dcg = 0.7 + 0.3 / std::log2(3.0) + 1.2 / 2 + 0.5 / std::log2(5.0);
    const double idcg =
        1.2 + 0.7 / std::log2(3.0) + 0.6 / 2 + 0.5 / std::log2(5.0) + 0.3 / std::log2(6.0);
    EXPECT_NEAR(view->metrics()[RankingMeasure::Ndcg], dcg / idcg, 1e-12);
    ASSERT_EQ(view->unretrievedTable()->rowCount(), 1);
    EXPECT_EQ(view->unretrievedTable()->item(0, 0)->text(), "0.6");
    EXPECT_EQ(view->unretrievedTable()->item(0, 1)->text(), "x1");
    view->session()->setGrade("q1", "d1", 2);  // graded by hand: 2, not 0.7
    EXPECT_NEAR(view->metrics()[RankingMeasure::P], 3.0 / 5, 1e-12);
    const double dcg2 = 2 + 0.3 / std::log2(3.0) + 1.2 / 2 + 0.5 / std::log2(5.0);
    const double idcg2 =
        2 + 1.2 / std::log2(3.0) + 0.6 / 2 + 0.5 / std::log2(5.0) + 0.3 / std::log2(6.0);
    EXPECT_NEAR(view->metrics()[RankingMeasure::Ndcg], dcg2 / idcg2, 1e-12);
}

TEST_F(RankingViewTest, ModelDropMimeDataGoesThroughUndo) {
    load({0, 0, 3});
    auto* m = view->model();
    std::unique_ptr<QMimeData> mime(m->mimeData({m->index(2, 0)}));
    ASSERT_TRUE(mime);
    EXPECT_TRUE(m->canDropMimeData(mime.get(), Qt::MoveAction, 0, 0, {}));
    EXPECT_TRUE(m->dropMimeData(mime.get(), Qt::MoveAction, 0, 0, {}));
    EXPECT_EQ(m->itemAt(0).docid, "d3");
    EXPECT_EQ(stack.count(), 1);
    EXPECT_NEAR(view->metrics()[RankingMeasure::Rr], 1.0, 1e-12);
    stack.undo();
    EXPECT_EQ(m->itemAt(2).docid, "d3");
    EXPECT_NEAR(view->metrics()[RankingMeasure::Rr], 1.0 / 3.0, 1e-12);
}

TEST_F(RankingViewTest, ResetSaveAndQuerySwitchKeepOrders) {
    load({0, 0, 3, 1});
    view->requestMove(2, 0);
    view->requestMove(3, 1);
    EXPECT_FALSE(view->isSystemOrder());
    QStringList saved;
    QObject::connect(view.get(), &ui::RankingView::saveOrderRequested,
                     [&](const QString&, const QStringList& d) { saved = d; });
    view->requestSaveOrder();
    EXPECT_EQ(saved, (QStringList{"d3", "d4", "d1", "d2"}));

    // A refresh of the same query (e.g. after the store changed) keeps the hand-made order.
    auto in = makeInput({0, 0, 3, 1});
    view->setInput(in);
    EXPECT_EQ(view->currentOrder(), saved);
    // Another query, then back: the order is remembered; undo of its moves still applies.
    view->setInput(makeInput({1, 2}, "q2"));
    EXPECT_TRUE(view->isSystemOrder());
    stack.undo();  // undoes the move of d4 in q1 (not shown)
    view->setInput(in);
    EXPECT_EQ(view->currentOrder(), (QStringList{"d3", "d1", "d2", "d4"}));

    view->resetToSystemOrder();
    EXPECT_TRUE(view->isSystemOrder());
    stack.undo();
    EXPECT_EQ(view->currentOrder(), (QStringList{"d3", "d1", "d2", "d4"}));
}

TEST_F(RankingViewTest, CutoffChangesNumbersAndTies) {
    auto in = makeInput({1, 0, 0, 1, 0, 0});
    in.items[1].score = in.items[2].score = in.items[3].score = 5.0;
    view->setInput(in);
    auto* m = view->model();
    EXPECT_EQ(static_cast<ui::TiePosition>(m->index(1, 0).data(ui::RankingModel::TieRole).toInt()),
              ui::TiePosition::First);
    EXPECT_EQ(static_cast<ui::TiePosition>(m->index(2, 0).data(ui::RankingModel::TieRole).toInt()),
              ui::TiePosition::Middle);
    EXPECT_EQ(static_cast<ui::TiePosition>(m->index(3, 0).data(ui::RankingModel::TieRole).toInt()),
              ui::TiePosition::Last);
    EXPECT_EQ(m->index(0, 0).data(ui::RankingModel::TieRole).toInt(),
              static_cast<int>(ui::TiePosition::None));
    view->setCutoff(1);
    EXPECT_NEAR(view->metrics()[RankingMeasure::P], 1.0, 1e-12);
    EXPECT_TRUE(m->index(1, 0).data(ui::RankingModel::BeyondCutoffRole).toBool());
    view->setCutoff(4);
    EXPECT_NEAR(view->metrics()[RankingMeasure::P], 0.5, 1e-12);
    EXPECT_EQ(view->listView()->cutoff(), 4);
}

TEST(RankingModels, PassQAbstractItemModelTester) {
    // The model presents its session: every edit is the session's, the model forwards it.
    ui::RankingSession s;
    ui::RankingModel m(&s);
    QAbstractItemModelTester t(&m, QAbstractItemModelTester::FailureReportingMode::Fatal);
    s.setInput(makeInput({3, 2, 0, -1, 1, 0, 2}));
    EXPECT_EQ(m.rowCount(), 7);
    const QString key = s.listKey();
    s.moveItem(key, "d1", 6);
    EXPECT_EQ(m.itemAt(6).docid, "d1");
    s.moveItem(key, "d7", 1);
    EXPECT_EQ(m.itemAt(1).docid, "d7");
    s.moveItem(key, "d3", 2);  // where it is already: nothing moves
    s.setGrade("q1", m.itemAt(0).docid, 4);
    EXPECT_EQ(m.index(0, 0).data(ui::RankingModel::GradeRole).toInt(), 4);
    s.setGrade("q1", m.itemAt(0).docid, std::nullopt);
    EXPECT_FALSE(m.index(0, 0).data(ui::RankingModel::GradeRole).isValid());
    m.setCutoff(3);
    s.setOrder(key, {"d7", "d6", "d5"});
    EXPECT_EQ(m.itemAt(0).docid, "d7");
    s.setOrder(key, {});
    EXPECT_EQ(m.index(6, ui::RankingModel::DocCol).data().toString(), "d7");
    s.setInput({});
    EXPECT_EQ(m.rowCount(), 0);

    ui::RankingPositionsModel p;
    QAbstractItemModelTester tp(&p, QAbstractItemModelTester::FailureReportingMode::Fatal);
    core::EvalConfig cfg;
    for (const auto& grades : {std::vector<std::int32_t>{3, 2, 0}, {3, 2, 0, 1}, {}}) {
        auto e = core::teaching::explain(grades, {3, 2, 2, 1, 1}, cfg, 2);
        p.setExplanation(e);
        EXPECT_EQ(p.rowCount(), 5);  // the ideal order is longer than the list
    }
}

TEST_F(RankingViewTest, ViewModelsPassTesterDuringEdits) {
    QAbstractItemModelTester t1(view->model(),
                                QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t2(view->positionsModel(),
                                QAbstractItemModelTester::FailureReportingMode::Fatal);
    load({3, 2, 0, 3, 1, 0, 0, 2});
    view->requestMove(7, 0);
    view->requestGrade(1, 0);
    view->resetToSystemOrder();
    stack.undo();
    stack.undo();
    view->setInput(makeInput({1}, "q9"));
    view->clear();
    SUCCEED();
}

TEST_F(RankingViewTest, ClickingTheChipOpensTheGradeMenu) {
    load({0, 1, 0});
    std::vector<std::optional<int>> grades;
    QObject::connect(
        view.get(), &ui::RankingView::gradeEditRequested,
        [&](const QString&, const QString&, std::optional<int> g) { grades.push_back(g); });
    const QRect chip =
        view->listView()->visualRect(view->model()->index(2, ui::RankingModel::GradeCol));
    QTest::mouseClick(view->listView()->viewport(), Qt::LeftButton, {}, chip.center());
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    ASSERT_NE(menu, nullptr);
    QAction* three = nullptr;
    for (QAction* a : menu->actions())
        if (a->text().startsWith("3")) three = a;
    ASSERT_NE(three, nullptr);
    three->trigger();
    menu->close();
    ASSERT_EQ(grades.size(), 1u);
    EXPECT_EQ(grades[0], std::optional<int>(3));
    EXPECT_EQ(view->model()->itemAt(2).grade, 3);
    EXPECT_NEAR(view->metrics()[RankingMeasure::P], 0.4, 1e-12);
}
