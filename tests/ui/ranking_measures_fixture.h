#pragma once
// What the offscreen tests of the ranking view's "More measures" share: four graded items and a
// shown view with the measure panel's extra rows on.
#include <gtest/gtest.h>

#include <QSize>
#include <QString>
#include <QTest>
#include <QUndoStack>
#include <memory>

#include "core/eval/ranking_metrics.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui::test {

// Query q1 of runA: d1..d4 scored 10, 9, 8, 7 with grades 0, 1, 3, 0 (no item metadata, no
// subtopic labels: each test adds its own).
inline RankingInput fourGradedItems() {
    RankingInput in;
    in.runName = "runA";
    in.qid = "q1";
    const int grades[] = {0, 1, 3, 0};
    for (int i = 0; i < 4; ++i) {
        RankingItem it;
        it.docid = QStringLiteral("d%1").arg(i + 1);
        it.score = 10.0 - i;
        it.grade = grades[i];
        in.items.push_back(it);
    }
    return in;
}

class MoreMeasuresViewTest : public ::testing::Test {
  protected:
    // Shows the view at `size`, cut off at `cutoff`, with "More measures" on and RBP's p 0.8.
    // Call it last in SetUp: it asserts that the window is exposed.
    void showView(int cutoff, QSize size) {
        view = std::make_unique<RankingView>(&stack);
        view->setCutoff(cutoff);
        view->resize(size);
        panel()->setMoreMeasuresShown(true);
        panel()->setRbpPersistence(0.8);
        view->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(view.get()));
    }
    RankingMetricsPanel* panel() const { return view->metricsPanel(); }
    // The value the panel shows for `m`, read back as a number (a failure when it is not one).
    double shown(core::RankingMeasure m) const {
        bool ok = false;
        const double d = panel()->valueText(m).toDouble(&ok);
        EXPECT_TRUE(ok) << panel()->valueText(m).toStdString();
        return d;
    }

    QUndoStack stack;
    std::unique_ptr<RankingView> view;
};

}  // namespace ranklens::ui::test
