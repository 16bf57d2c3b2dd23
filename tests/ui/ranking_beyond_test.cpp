// Offscreen tests of the ranking view's beyond-accuracy measures (ILD, catcov, novelty, ARP,
// long tail) live under a real mouse drag, undo and redo, their "explain this number", what the
// panel says when metadata is missing, and the user-model definitions (RBP's p typed, ERR's max
// grade and alpha in the definitions bar). Every value is worked by hand in the comments.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#include "core/eval/ranking_metrics.h"
#include "tests/ui/ranking_measures_fixture.h"
#include "tests/ui/ranking_view_drag.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/project/project_view_state.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"
#include "ui/ranking/user_model_explain.h"

using namespace ranklens;
using core::RankingMeasure;

namespace {

// Catalogue: d1 (X, popularity 8), d2 (Y, 4), d3 (X, 2), d4 (Z, 1), e (Y, 1), f (W, none);
// N = 16 users; total popularity 16, so the short head (20 % = 3.2) is {d1}.
std::shared_ptr<const core::ItemIndex> catalogue(bool popularity) {
    core::ItemCatalogue c;
    c.category = {{"d1", "X"}, {"d2", "Y"}, {"d3", "X"}, {"d4", "Z"}, {"e", "Y"}, {"f", "W"}};
    if (popularity) {
        c.popularity = {{"d1", 8}, {"d2", 4}, {"d3", 2}, {"d4", 1}, {"e", 1}};
        c.popularityUsers = 16;
        c.popularitySource = "the items' popularity column";
    }
    return std::make_shared<const core::ItemIndex>(c);
}

// d1..d4 with grades 0, 1, 3, 0 and the given item metadata (null: none).
ui::RankingInput fourItems(std::shared_ptr<const core::ItemIndex> meta) {
    ui::RankingInput in = ui::test::fourGradedItems();
    in.itemMeta = std::move(meta);
    return in;
}

class RankingBeyondTest : public ui::test::MoreMeasuresViewTest {
  protected:
    void SetUp() override { showView(3, {1200, 900}); }
    void TearDown() override { panel()->setRbpPersistence(0.8); }
    // A real mouse drag of row `from` to the top of the list.
    void dragToTop(int from) {
        ui::test::dragRowToTop(*view, from, [&] { previewIld = shown(RankingMeasure::Ild); });
    }

    double previewIld = -1;
};

}  // namespace

TEST_F(RankingBeyondTest, DragUndoRedoChangeIldAndTheOthers) {
    view->setInput(fourItems(catalogue(true)));
    // Top 3 d1, d2, d3 = X, Y, X: pairs (1,2) differ, (1,3) same, (2,3) differ -> 2/3.
    EXPECT_NEAR(view->metrics()[RankingMeasure::Ild], 2.0 / 3, 1e-12);
    EXPECT_NEAR(shown(RankingMeasure::Ild), 0.6667, 5e-5);
    EXPECT_NEAR(shown(RankingMeasure::CategoryCoverage), 0.5, 5e-5);  // X, Y of W, X, Y, Z
    EXPECT_NEAR(shown(RankingMeasure::Novelty), 2.0, 5e-5);           // (1 + 2 + 3) / 3 bits
    EXPECT_NEAR(shown(RankingMeasure::Arp), 14.0 / 3, 5e-5);          // (8 + 4 + 2) / 3
    EXPECT_NEAR(shown(RankingMeasure::LongTail), 2.0 / 3, 5e-5);      // d2, d3 outside {d1}
    EXPECT_TRUE(panel()->isRowShown(RankingMeasure::Ild));
    EXPECT_TRUE(
        panel()->noteText(core::RankingGroup::BeyondAccuracy).contains("popularity column"));

    dragToTop(3);  // d4 (Z) to rank 1: top 3 d4, d1, d2 = Z, X, Y: every pair differs -> 1
    EXPECT_NEAR(previewIld, 1.0, 5e-5);  // already in the preview
    EXPECT_EQ(view->model()->itemAt(0).docid, "d4");
    EXPECT_NEAR(view->metrics()[RankingMeasure::Ild], 1.0, 1e-12);
    EXPECT_NEAR(shown(RankingMeasure::Ild), 1.0, 5e-5);
    EXPECT_NEAR(panel()->deltaText(RankingMeasure::Ild).mid(1).toDouble(), 1.0 / 3, 5e-5);
    EXPECT_TRUE(panel()->deltaText(RankingMeasure::Ild).startsWith("+"));
    EXPECT_NEAR(shown(RankingMeasure::CategoryCoverage), 0.75, 5e-5);
    EXPECT_NEAR(shown(RankingMeasure::Novelty), 7.0 / 3, 5e-5);  // (4 + 1 + 2) / 3
    EXPECT_NEAR(shown(RankingMeasure::Arp), 13.0 / 3, 5e-5);     // (1 + 8 + 4) / 3

    stack.undo();
    EXPECT_NEAR(shown(RankingMeasure::Ild), 0.6667, 5e-5);
    stack.redo();
    EXPECT_NEAR(shown(RankingMeasure::Ild), 1.0, 5e-5);

    panel()->setMoreMeasuresShown(false);
    EXPECT_FALSE(panel()->isRowShown(RankingMeasure::Ild));
}

TEST_F(RankingBeyondTest, ExplainLaysOutPairsSelfInformationAndTheTail) {
    view->setInput(fourItems(catalogue(true)));
    emit panel()->explainRequested(RankingMeasure::Ild);
    ASSERT_NE(view->explainDialog(), nullptr);
    EXPECT_EQ(view->explainDialog()->measure(), RankingMeasure::Ild);
    QString html = view->explainDialog()->html();
    EXPECT_TRUE(html.contains("X \u2013 Y")) << html.toStdString();
    EXPECT_TRUE(html.contains("no, same category"));
    EXPECT_TRUE(html.contains("2 / 3 = <b>0.6667</b>"));
    // X twice (d1, d3): one pair alike; 3 - 1 = 2 differ.
    EXPECT_TRUE(html.contains("X: 2 item(s), 1 pair(s) alike")) << html.toStdString();
    EXPECT_TRUE(html.contains("All pairs 3 \u2212 alike 1 = differing 2."));
    // The open explanation follows the drag: 3 / 3.
    dragToTop(3);
    EXPECT_TRUE(view->explainDialog()->html().contains("3 / 3 = <b>1.0000</b>"));

    view->explain(RankingMeasure::Novelty);
    html = view->explainDialog()->html();
    // d4: -log2(1/16) = 4 bits; d1 1, d2 2: sum 7 over 3 items.
    EXPECT_TRUE(html.contains("0.0625"));
    EXPECT_TRUE(html.contains("4.0000"));
    EXPECT_TRUE(html.contains("7.0000 / 3 = <b>2.3333</b>"));
    EXPECT_TRUE(html.contains("the items' popularity column"));

    view->explain(RankingMeasure::LongTail);
    html = view->explainDialog()->html();
    // Head {d1}: 1 of 5 items, 8 of 16 (50.0 %), least popular head item 8; tail d4, d2.
    EXPECT_TRUE(html.contains("Here 1 of 5 items, holding 8.0000 of 16.0000 (50.0 %)"))
        << html.toStdString();
    EXPECT_TRUE(html.contains("2 / 3 = <b>0.6667</b>"));

    view->explain(RankingMeasure::CategoryCoverage);
    EXPECT_TRUE(view->explainDialog()->html().contains("Categories seen: Z, X, Y."));
    view->explain(RankingMeasure::Arp);
    EXPECT_TRUE(view->explainDialog()->html().contains("13.0000 / 3 = <b>4.3333</b>"));
}

TEST_F(RankingBeyondTest, MissingMetadataIsNamed) {
    view->setInput(fourItems(nullptr));
    EXPECT_EQ(panel()->valueText(RankingMeasure::Ild), "no categories");
    EXPECT_EQ(panel()->valueText(RankingMeasure::Arp), "no categories");
    EXPECT_TRUE(panel()->noteText(core::RankingGroup::BeyondAccuracy).contains("no categories"));
    view->explain(RankingMeasure::Ild);
    EXPECT_TRUE(view->explainDialog()->html().contains("no categories"));

    view->setInput(fourItems(catalogue(false)));  // categories, no popularity
    EXPECT_NEAR(shown(RankingMeasure::Ild), 0.6667, 5e-5);
    EXPECT_EQ(panel()->valueText(RankingMeasure::Novelty), "no popularity");
    EXPECT_EQ(panel()->valueText(RankingMeasure::LongTail), "no popularity");
    EXPECT_TRUE(panel()->noteText(core::RankingGroup::BeyondAccuracy).contains("no popularity"));
}

TEST_F(RankingBeyondTest, TypedPersistenceChangesRbp) {
    view->setInput(fourItems(nullptr));
    // Grades 0, 1, 3, 0: RBP(0.8) = 0.2 (0.8 + 0.64) = 0.288.
    EXPECT_NEAR(shown(RankingMeasure::Rbp), 0.288, 5e-5);
    auto* box = panel()->findChild<QComboBox*>("rbpPersistence");
    ASSERT_NE(box, nullptr);
    ASSERT_TRUE(box->isEditable());
    box->setCurrentText("0.6");  // RBP(0.6) = 0.4 (0.6 + 0.36) = 0.384: +0.096
    EXPECT_DOUBLE_EQ(panel()->rbpPersistence(), 0.6);
    EXPECT_NEAR(shown(RankingMeasure::Rbp), 0.384, 5e-5);
    EXPECT_NEAR(shown(RankingMeasure::Rbp) - 0.288, 0.096, 1e-4);
    box->setCurrentText("1.5");  // outside (0, 1): the last good p stays
    EXPECT_DOUBLE_EQ(panel()->rbpPersistence(), 0.6);
    EXPECT_NEAR(shown(RankingMeasure::Rbp), 0.384, 5e-5);
}

TEST_F(RankingBeyondTest, DefinitionsBarSetsErrMaxGradeAndAlpha) {
    ui::DefinitionsBar bar;
    QObject::connect(&bar, &ui::DefinitionsBar::definitionsChanged, view.get(),
                     [this](const ui::Definitions& d) { view->setConfig(d.config); });
    view->setInput(fourItems(nullptr));
    view->setCutoff(4);
    // gmax 4: ERR@4 = (1/16)/2 + (15/16)(7/16)/3 = 0.16796875.
    EXPECT_NEAR(shown(RankingMeasure::Err), 0.1680, 5e-5);
    bar.errMaxGradeBox()->setValue(3);
    // gmax 3: R = 0, 1/8, 7/8, 0: ERR@4 = (1/8)/2 + (7/8)(7/8)/3 = 0.0625 + 49/192 = 0.3177.
    EXPECT_EQ(bar.definitions().config.errMaxGrade, 3);
    EXPECT_NEAR(view->metrics()[RankingMeasure::Err], 0.0625 + 49.0 / 192, 1e-12);
    bar.alphaBox()->setValue(0.25);
    EXPECT_DOUBLE_EQ(bar.definitions().config.diversityAlpha, 0.25);
    EXPECT_DOUBLE_EQ(view->config().diversityAlpha, 0.25);
    EXPECT_TRUE(bar.moreButton()->text().contains("2"));  // "More (2 changed)…"
    ui::Definitions d;
    bar.setDefinitions(d);
    EXPECT_EQ(bar.errMaxGradeBox()->value(), 4);
    EXPECT_DOUBLE_EQ(bar.alphaBox()->value(), 0.5);
}

// At the width a 1366x768 screen gives the Ranking tab, with More measures on and popular items
// (ARP in the hundreds): the measure panel is as wide as it needs (the names, the values and the
// beyond-accuracy heading were cut at its right edge) and each note as tall as its wrapped text
// (the rows above overlapped them).
TEST(RankingPanelFit, MoreMeasuresAreNeitherCutNorOverlappedAt1366) {
    QUndoStack stack;
    ui::RankingView view(&stack);
    view.setCutoff(10);
    view.resize(1366, 620);
    view.metricsPanel()->setMoreMeasuresShown(true);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    core::ItemCatalogue c;
    c.category = {{"d1", "X"}, {"d2", "Y"}, {"d3", "X"}, {"d4", "Z"}};
    c.popularity = {{"d1", 9000}, {"d2", 8000}, {"d3", 7000}, {"d4", 6000}};
    c.popularityUsers = 10000;
    c.popularitySource = "the items' popularity column";
    view.setInput(fourItems(std::make_shared<const core::ItemIndex>(c)));
    QApplication::processEvents();
    ui::RankingMetricsPanel* panel = view.metricsPanel();
    EXPECT_EQ(panel->valueText(RankingMeasure::Arp),
              QStringLiteral("7500.0000"));  // (9000 + … + 6000) / 4
    EXPECT_GE(panel->width(), panel->minimumSizeHint().width());
    for (const QLabel* l : panel->findChildren<QLabel*>()) {
        if (!l->isVisibleTo(panel) || !l->wordWrap() || l->text().isEmpty()) continue;
        EXPECT_GE(l->height(), l->heightForWidth(l->width())) << l->text().toStdString();
    }
}

TEST(RankingBeyondState, RbpPersistenceIsStoredWithTheDefinitions) {
    ui::ProjectViewState s;
    s.config = core::EvalConfig{};
    s.config->errMaxGrade = 3;
    s.config->diversityAlpha = 0.25;
    s.config->rbpPersistence = 0.9;
    const auto back = ui::viewStateFrom(ui::definitionsSettings(s), {});
    EXPECT_DOUBLE_EQ(back.config->rbpPersistence, 0.9);
    EXPECT_EQ(back.config->errMaxGrade, 3);
    EXPECT_DOUBLE_EQ(back.config->diversityAlpha, 0.25);
    QStringList problems;
    const auto bad = ui::viewStateFrom({{"rbp_p", "1"}}, {}, &problems);
    EXPECT_DOUBLE_EQ(bad.config->rbpPersistence, 0.8);  // the default stays
    EXPECT_EQ(problems, QStringList{"rbp_p=1"});
}
