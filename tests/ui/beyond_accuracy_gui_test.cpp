// The explorer's beyond-accuracy curves: a project whose items have categories gets ILD@k
// (values worked by hand), a project without categories neither offers nor computes it.
#include <gtest/gtest.h>

#include <QListWidget>
#include <QTemporaryDir>
#include <algorithm>

#include "core/measures/measure.h"
#include "tests/ui/small_project.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/evaluation.h"

namespace ranklens::ui {
namespace {

// Two queries; items d1, d2 in category A, d3 in B, d4 in C.
//   q1: d1 d2 d3  ILD@1 = 0, @2 = 0 (A A), @3 = 2/3 (A-B, A-B differ, A-A not)
//   q2: d3 d4 d1  ILD@1 = 0, @2 = 1 (B C), @3 = 1 (B C A all differ)
std::shared_ptr<const ProjectData> project(const QTemporaryDir& dir, bool categories) {
    return test::itemProject(dir,
                             "q1 Q0 d1 1 3 t\nq1 Q0 d2 2 2 t\nq1 Q0 d3 3 1 t\n"
                             "q2 Q0 d3 1 3 t\nq2 Q0 d4 2 2 t\nq2 Q0 d1 3 1 t\n",
                             "q1 0 d1 1\nq2 0 d4 1\n", categories);
}

std::shared_ptr<const Evaluation> evaluateIld(std::shared_ptr<const ProjectData> d) {
    EvalRequest req;
    req.data = std::move(d);
    req.defs.k = 3;
    req.metrics = {core::findMeasure("P"), core::findMeasure("ild_cut")};
    return computeEvaluation(req);
}

QListWidgetItem* listed(const CurvesView& view, const core::MeasureInfo* m) {
    for (auto* list : view.findChildren<QListWidget*>())
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->data(Qt::UserRole).value<quintptr>() ==
                reinterpret_cast<quintptr>(m))
                return list->item(i);
    return nullptr;
}

TEST(BeyondAccuracyGui, IldCurveAndPerQueryValuesFromItemCategories) {
    QTemporaryDir dir;
    const auto d = project(dir, true);
    ASSERT_TRUE(d->items);
    const auto ev = evaluateIld(d);
    ASSERT_EQ(ev->request.metrics.size(), 2u);
    ASSERT_EQ(ev->qids, (std::vector<std::string>{"q1", "q2"}));
    const auto& curve = ev->curve(0, 1);
    ASSERT_GE(curve.size(), 3u);
    EXPECT_DOUBLE_EQ(curve[0], 0.0);
    EXPECT_DOUBLE_EQ(curve[1], 0.5);                // (0 + 1) / 2
    EXPECT_DOUBLE_EQ(curve[2], (2.0 / 3 + 1) / 2);  // 5/6
    EXPECT_DOUBLE_EQ(ev->value(0, 1, 0), 2.0 / 3);  // q1 at k = 3
    EXPECT_DOUBLE_EQ(ev->value(0, 1, 1), 1.0);      // q2 at k = 3
    EXPECT_DOUBLE_EQ(ev->value(0, 0, 0), 1.0 / 3);  // P@3 of q1 still in its column

    const auto* ild = core::findMeasure("ild_cut");
    // One query's curve (the curves' "one query" and the explain dialog): q1 0, 0, 2/3.
    const auto q1 = queryCurve(*ev->data, 0, "q1", *ild, ev->request.defs.config, 3);
    ASSERT_EQ(q1.size(), 3u);
    EXPECT_DOUBLE_EQ(q1[1], 0.0);
    EXPECT_DOUBLE_EQ(q1[2], 2.0 / 3);

    CurvesView view;
    ASSERT_NE(listed(view, ild), nullptr);
    EXPECT_TRUE(listed(view, ild)->isHidden());  // nothing evaluated yet
    view.setEvaluation(ev);
    EXPECT_FALSE(listed(view, ild)->isHidden());
}

TEST(BeyondAccuracyGui, NoCategoriesNoItemMeasures) {
    QTemporaryDir dir;
    const auto d = project(dir, false);
    EXPECT_FALSE(d->items);
    const auto ev = evaluateIld(d);
    ASSERT_EQ(ev->request.metrics.size(), 1u);  // ild@k dropped, P@k kept
    EXPECT_EQ(ev->request.metrics[0], core::findMeasure("P"));
    EXPECT_DOUBLE_EQ(ev->value(0, 0, 1), 1.0 / 3);  // P@3 of q2

    CurvesView view;
    view.setEvaluation(ev);
    EXPECT_TRUE(listed(view, core::findMeasure("ild_cut"))->isHidden());
    const auto offered = curveMeasures();
    EXPECT_EQ(std::find(offered.begin(), offered.end(), core::findMeasure("ild_cut")),
              offered.end());
}

}  // namespace
}  // namespace ranklens::ui
