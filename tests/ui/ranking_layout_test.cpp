// Offscreen geometry tests of the ranking view at the sizes it gets in the main window (measured
// under Xvfb with openbox): the whole width of a 1366x768 screen (the views in tabs, ~1366x600)
// and beside the queries on a 1920x1080 screen (~890x880). English and Chinese: the actions, the
// deltas, the formula lines and at least eight rows of the per-position table are in view.
#include <gtest/gtest.h>

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include "core/teaching/explain.h"
#include "ui/app/language.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"

using namespace ranklens;
using namespace ranklens::ui;

namespace {

// Twenty items with shop-like titles, five relevant ones not returned (as the demo's queries).
RankingInput demoLikeInput() {
    RankingInput in;
    in.runName = QStringLiteral("new_model");
    in.qid = QStringLiteral("q002");
    in.queryText = QStringLiteral("summer bike helmet set");
    in.labelSetName = QStringLiteral("grades");
    for (int i = 0; i < 20; ++i) {
        RankingItem it;
        it.docid = QStringLiteral("d%1").arg(5500 + 37 * i, 5, 10, QLatin1Char('0'));
        it.title = QStringLiteral("Brightway Summer Bike Helmet Set %1").arg(i + 1);
        it.score = 15.0 - 0.1 * i;
        it.grade = i % 3 == 0 ? 1 + i % 3 : (i % 4 == 1 ? 2 : core::kUnjudged);
        in.items.push_back(it);
    }
    for (int i = 0; i < 5; ++i)
        in.unretrievedRelevant.emplace_back(QStringLiteral("u%1").arg(i), 1);
    return in;
}

// The part of w (in top's coordinates) that its ancestors up to top do not clip.
QRect visibleIn(const QWidget* w, const QWidget* top) {
    QRect r = w->rect();
    for (const QWidget* cur = w; cur != top; cur = cur->parentWidget()) {
        r.translate(cur->pos());
        r &= cur->parentWidget()->rect();
    }
    return r;
}

bool wholeInView(const QWidget* w, const QWidget* top) {
    return w->isVisible() && visibleIn(w, top).size() == w->size();
}

class RankingLayoutTest : public ::testing::TestWithParam<const char*> {
  protected:
    void SetUp() override { ASSERT_TRUE(Language::install(QString::fromLatin1(GetParam()))); }
    void TearDown() override { Language::install(QStringLiteral("en")); }

    // Checks what must be in view at one size; returns the per-position rows in view.
    static int checkAt(QSize size) {
        QUndoStack stack;
        RankingView view(&stack);
        view.metricsPanel()->setMoreMeasuresShown(false);  // as at first start (remembered)
        view.setCutoff(10);
        view.setInput(demoLikeInput());
        EXPECT_LE(view.minimumSizeHint().width(), size.width()) << size.width();
        view.resize(size);
        view.show();
        EXPECT_TRUE(QTest::qWaitForWindowExposed(&view));
        QApplication::processEvents();
        for (QPushButton* b : view.findChildren<QPushButton*>())
            EXPECT_TRUE(wholeInView(b, &view)) << b->text().toStdString() << " " << size.width();
        RankingMetricsPanel* panel = view.metricsPanel();
        for (const char* name : {"delta_ndcg_cut", "delta_P", "value_RR", "delta_RR"}) {
            auto* l = panel->findChild<QLabel*>(QLatin1String(name));
            EXPECT_TRUE(l && wholeInView(l, &view)) << name << " " << size.width();
        }
        for (QLabel* l : panel->findChildren<QLabel*>()) {
            if (l->text().contains(QStringLiteral("NDCG@10 =")) ||
                l->objectName() == QLatin1String("rankingDefinitions")) {
                EXPECT_TRUE(wholeInView(l, &view)) << "formula or definitions " << size.width();
            }
        }
        const QTableView* pos = view.positionsView();
        const int rowHeight = pos->verticalHeader()->defaultSectionSize();
        return visibleIn(pos->viewport(), &view).height() / rowHeight;
    }
};

}  // namespace

// 1366x768, the views in tabs: the ranking has the window's width and ~600 pixels of height.
TEST_P(RankingLayoutTest, FullWidthOf1366x768ShowsEightTableRowsAndEveryFormula) {
    EXPECT_GE(checkAt(QSize(1366, 600)), 8);
}

// 1920x1080, beside the queries: ~890 pixels wide (the dock measured under a window manager).
TEST_P(RankingLayoutTest, BesideTheQueriesOn1920x1080NothingIsCut) {
    EXPECT_GE(checkAt(QSize(890, 880)), 8);
}

// The "k = 10" tag on the cut-off line covers no cell of any row, beside the queries (the title
// column narrow) and full width (issue 45 item 14: it hid the ids and titles at ranks k and
// k + 1); every title is painted whole (none shortened for the tag), and the tag is in view.
TEST_P(RankingLayoutTest, TheCutoffTagCoversNoCell) {
    for (const QSize size : {QSize(890, 880), QSize(1366, 600)}) {
        QUndoStack stack;
        RankingView view(&stack);
        view.setCutoff(10);
        view.setInput(demoLikeInput());
        view.resize(size);
        view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
        QApplication::processEvents();
        RankingTableView* list = view.listView();
        const QRect tag = list->cutoffTagRect();
        ASSERT_FALSE(tag.isEmpty()) << size.width();
        EXPECT_TRUE(list->rect().contains(tag)) << size.width();
        const QPoint cells = list->viewport()->geometry().topLeft();
        for (int row = 0; row < list->model()->rowCount(); ++row)
            for (int c = 0; c < list->model()->columnCount(); ++c) {
                if (list->isColumnHidden(c)) continue;
                const QRect cell = list->visualRect(list->model()->index(row, c)).translated(cells);
                EXPECT_FALSE(cell.intersects(tag))
                    << size.width() << " row " << row << " col " << c;
            }
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, RankingLayoutTest, ::testing::Values("en", "zh_CN"));

// The IDCG formula at k = 10 with nine labelled items lists all nine terms ("… (3 more)" hid the
// last three).
TEST(RankingFormula, EveryTermOfIdcgAtTenIsShown) {
    RankingMetricsPanel panel;
    core::teaching::Explanation e;
    e.k = 10;
    e.positions.resize(10);
    e.ideal.resize(10);
    for (int i = 0; i < 9; ++i) e.ideal[static_cast<std::size_t>(i)].gain = 9 - i;
    e.positions[0].gain = 1;
    e.dcg = 1;
    e.idcg = 20;
    panel.setFormula(e);
    const QString f = panel.formulaText();
    EXPECT_TRUE(f.contains(QStringLiteral("1/log<sub>2</sub>10"))) << f.toStdString();
    EXPECT_TRUE(f.contains(QStringLiteral("9/log<sub>2</sub>2")));
    EXPECT_FALSE(f.contains(QStringLiteral("more"))) << f.toStdString();
}
