// Offscreen tests of the ranking view's "More measures": RBP with its residual, ERR, nERR and,
// with subtopic labels, alpha-nDCG, ERR-IA and S-recall, live under a real mouse drag and a
// grade edit, with their deltas, and "Explain this number" laying out the steps. Every value
// is worked by hand in the comments (ERR's gmax = 4: R = (2^g - 1) / 16).
#include <gtest/gtest.h>

#include <QApplication>
#include <QTest>
#include <QUndoStack>
#include <cmath>

#include "core/eval/ranking_metrics.h"
#include "core/io/diversity_qrels.h"
#include "tests/ui/ranking_measures_fixture.h"
#include "tests/ui/ranking_view_drag.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"
#include "ui/ranking/user_model_explain.h"

using namespace ranklens;
using core::RankingMeasure;

namespace {

// d1..d4 with grades 0, 1, 3, 0; subtopics (optional) d1 -> a, d2 -> a, d3 -> b, d4 none.
ui::RankingInput fourItems(bool subtopics) {
    ui::RankingInput in = ui::test::fourGradedItems();
    if (subtopics)
        in.subtopicLabels = std::make_shared<core::DiversityQrels>(core::DiversityQrels::build(
            {{"q1", "a", "d1", 1}, {"q1", "a", "d2", 1}, {"q1", "b", "d3", 1}}, "test"));
    return in;
}

class MoreMeasuresTest : public ui::test::MoreMeasuresViewTest {
  protected:
    void SetUp() override { showView(4, {1200, 800}); }
    // A real mouse drag of row `from` to the top of the list.
    void dragToTop(int from) {
        ui::test::dragRowToTop(*view, from, [&] { previewErr = shown(RankingMeasure::Err); });
    }

    double previewErr = -1;
};

}  // namespace

TEST_F(MoreMeasuresTest, DragUpdatesErrNerrAndRbpWithDeltas) {
    view->setInput(fourItems(false));
    // System order grades 0, 1, 3, 0: R = 0, 1/16, 7/16, 0.
    // ERR@4 = (1/16)/2 + (15/16)(7/16)/3 = 1/32 + 105/768 = 0.16796875.
    const double errBefore = 1.0 / 32 + 105.0 / 768;
    EXPECT_NEAR(view->metrics()[RankingMeasure::Err], errBefore, 1e-12);
    EXPECT_NEAR(shown(RankingMeasure::Err), errBefore, 5e-5);
    // RBP(0.8) = 0.2 (0.8 + 0.64) = 0.288; nothing unlabelled, residual = tail 0.8^4 = 0.4096.
    EXPECT_NEAR(shown(RankingMeasure::Rbp), 0.288, 5e-5);
    EXPECT_NEAR(shown(RankingMeasure::RbpResidual), 0.4096, 5e-5);
    EXPECT_EQ(panel()->deltaText(RankingMeasure::Err).left(1), QString("\u00b1"));

    dragToTop(2);  // d3 (grade 3) to rank 1: grades 3, 0, 1, 0
    // ERR@4 = 7/16 + (9/16)(1/16)/3 = 0.4375 + 9/768 = 0.44921875, already in the preview.
    const double errAfter = 7.0 / 16 + 9.0 / 768;
    EXPECT_NEAR(previewErr, errAfter, 5e-5);
    EXPECT_EQ(view->model()->itemAt(0).docid, "d3");
    EXPECT_NEAR(view->metrics()[RankingMeasure::Err], errAfter, 1e-12);
    EXPECT_NEAR(shown(RankingMeasure::Err), errAfter, 5e-5);
    EXPECT_TRUE(panel()->deltaText(RankingMeasure::Err).startsWith("+"));
    EXPECT_NEAR(panel()->deltaText(RankingMeasure::Err).mid(1).toDouble(), errAfter - errBefore,
                5e-5);
    // The ideal order of the labels 3, 1, 0, 0: ERR@4 = 7/16 + (9/16)(1/16)/2 = 0.455078125.
    // nERR = 0.44921875 / 0.455078125 = 0.9871 now, 0.16796875 / 0.455078125 = 0.3691 before.
    const double ideal = 7.0 / 16 + 9.0 / 512;
    EXPECT_NEAR(shown(RankingMeasure::Nerr), errAfter / ideal, 5e-5);
    EXPECT_NEAR(view->systemMetrics()[RankingMeasure::Nerr], errBefore / ideal, 1e-12);
    // RBP(0.8) = 0.2 (1 + 0.64) = 0.328.
    EXPECT_NEAR(shown(RankingMeasure::Rbp), 0.328, 5e-5);

    // Grade d1 (now rank 2) 4: R = 7/16, 15/16, 1/16, 0.
    view->requestGrade(1, 4);
    const double errGraded = 7.0 / 16 + (9.0 / 16) * (15.0 / 16) / 2 +
                             (9.0 / 16) * (1.0 / 16) * (1.0 / 16) / 3;  // 0.7019...
    EXPECT_NEAR(view->metrics()[RankingMeasure::Err], errGraded, 1e-12);
    // The system order d1 (4), d2 (1), d3 (3): 15/16 + (1/16)(1/16)/2 + (1/16)(15/16)(7/16)/3.
    const double errSystem = 15.0 / 16 + 1.0 / 512 + 35.0 / 4096;
    EXPECT_NEAR(view->systemMetrics()[RankingMeasure::Err], errSystem, 1e-12);
    EXPECT_TRUE(panel()->deltaText(RankingMeasure::Err).startsWith("\u2212"));

    // Without subtopic labels the intent-aware rows are hidden and the note says why.
    EXPECT_TRUE(panel()->isRowShown(RankingMeasure::Err));
    EXPECT_FALSE(panel()->isRowShown(RankingMeasure::AlphaNdcg));
    EXPECT_TRUE(panel()->noteText(core::RankingGroup::UserModels).contains("Subtopic"));
    // Off: none of the rows.
    panel()->setMoreMeasuresShown(false);
    EXPECT_FALSE(panel()->isRowShown(RankingMeasure::Err));
    EXPECT_TRUE(panel()->noteText(core::RankingGroup::UserModels).isEmpty());
}

TEST_F(MoreMeasuresTest, SubtopicMeasuresFollowTheDrag) {
    view->setInput(fourItems(true));
    EXPECT_TRUE(panel()->isRowShown(RankingMeasure::AlphaNdcg));
    EXPECT_TRUE(panel()->isRowShown(RankingMeasure::SubtopicRecall));
    // Gains d1 1 (a), d2 0.5 (a again), d3 1 (b), d4 0: alpha-DCG@4 = 1 + 0.5/log2 3 + 1/2.
    // Greedy ideal d3, d2, d1 (ties to the larger docid): 1 + 1/log2 3 + 0.5/2.
    const double dcg = 1.5 + 0.5 / std::log2(3.0), idcg = 1.25 + 1 / std::log2(3.0);
    EXPECT_NEAR(shown(RankingMeasure::AlphaNdcg), dcg / idcg, 5e-5);  // 0.9652
    // ERR-IA@4 = (1 + 0.5/2 + 1/3) / (2 + 1/2 + 0.5/3 + 0.25/4) = 0.5802.
    const double norm = 2 + 0.5 + 0.5 / 3 + 0.0625;
    EXPECT_NEAR(shown(RankingMeasure::ErrIa), (1 + 0.25 + 1.0 / 3) / norm, 5e-5);
    EXPECT_NEAR(shown(RankingMeasure::SubtopicRecall), 1.0, 5e-5);
    view->setCutoff(1);  // only d1 (a): one of two subtopics
    EXPECT_NEAR(shown(RankingMeasure::SubtopicRecall), 0.5, 5e-5);
    view->setCutoff(4);

    dragToTop(2);  // d3, d1, d2, d4: gains 1, 1, 0.5, 0 = the ideal
    EXPECT_NEAR(shown(RankingMeasure::AlphaNdcg), 1.0, 5e-5);
    EXPECT_TRUE(panel()->deltaText(RankingMeasure::AlphaNdcg).startsWith("+"));
    // ERR-IA@4 = (1 + 1/2 + 0.5/3) / norm = 0.6107.
    EXPECT_NEAR(shown(RankingMeasure::ErrIa), (1.5 + 0.5 / 3) / norm, 5e-5);

    // Explain alpha-nDCG: rank 3 (d2) sees a a second time, (1 - 0.5)^1 = 0.5.
    view->explain(RankingMeasure::AlphaNdcg);
    ASSERT_NE(view->explainDialog(), nullptr);
    const QString html = view->explainDialog()->html();
    EXPECT_TRUE(html.contains("a: (1\u22120.5)<sup>1</sup> = 0.5")) << html.toStdString();
    EXPECT_TRUE(html.contains("d2"));
    EXPECT_TRUE(html.contains(QString::number(idcg, 'f', 4)));
    EXPECT_TRUE(html.contains("<b>1.0000</b>"));
}

TEST_F(MoreMeasuresTest, ExplainLaysOutErrAndRbpStepByStep) {
    view->setInput(fourItems(false));
    dragToTop(2);  // grades 3, 0, 1, 0
    // The name is a link: activating it asks the view for the explanation.
    emit panel()->explainRequested(RankingMeasure::Err);
    ASSERT_NE(view->explainDialog(), nullptr);
    EXPECT_EQ(view->explainDialog()->measure(), RankingMeasure::Err);
    const QString err = view->explainDialog()->html();
    // Rank 1 stops 7/16 = 0.4375 of the users; 9/16 = 0.5625 reach rank 2; total 0.4492.
    EXPECT_TRUE(err.contains("0.4375"));
    EXPECT_TRUE(err.contains("0.5625"));
    EXPECT_TRUE(err.contains("<b>0.4492</b>"));

    // The open explanation follows the next edit: back to the system order, ERR 0.1680.
    stack.undo();
    EXPECT_TRUE(view->explainDialog()->html().contains("<b>0.1680</b>"));
    stack.redo();

    view->explain(RankingMeasure::RbpResidual);
    const QString rbp = view->explainDialog()->html();
    // Weights 0.2, 0.16, 0.128, 0.1024; RBP 0.328; tail 0.8^4 = 0.4096 is the residual.
    EXPECT_TRUE(rbp.contains("0.1024"));
    EXPECT_TRUE(rbp.contains("<b>0.3280</b>"));
    EXPECT_TRUE(rbp.contains("<b>0.4096</b>"));
    // No subtopic labels: the intent-aware explanation says so.
    view->explain(RankingMeasure::ErrIa);
    EXPECT_TRUE(view->explainDialog()->html().contains("no subtopic labels"));
}

TEST_F(MoreMeasuresTest, PersistenceChangesRbp) {
    view->setInput(fourItems(false));
    panel()->setRbpPersistence(0.5);
    // RBP(0.5) = 0.5 (0.5 + 0.25) = 0.375; tail 0.5^4 = 0.0625.
    EXPECT_NEAR(shown(RankingMeasure::Rbp), 0.375, 5e-5);
    EXPECT_NEAR(shown(RankingMeasure::RbpResidual), 0.0625, 5e-5);
    EXPECT_DOUBLE_EQ(view->metrics().p, 0.5);
    panel()->setRbpPersistence(0.8);
}
