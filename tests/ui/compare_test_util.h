#pragma once
// The comparison window over the demo project, as the Compare tests open it.
#include <QString>
#include <memory>
#include <vector>

#include "tests/ui/ui_test_util.h"
#include "ui/compare/comparison_controller.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_window.h"

namespace ranklens::ui::test {

// Compared with `metrics` (empty: the window's default list) by a paired t-test (100 resamples
// for the intervals), the definitions at their defaults, against the baseline and
// `otherBaselines` (run indices); returns once the comparison is done.
inline std::unique_ptr<ComparisonWindow> comparedByStudentT(
    const QString& metrics = {}, const std::vector<int>& otherBaselines = {}) {
    auto w = std::make_unique<ComparisonWindow>();
    w->setDefinitions(Definitions{});
    w->setData(demoData());
    if (!metrics.isEmpty()) w->settings()->setMetrics(metrics);
    w->settings()->setTest(core::compare::TestKind::StudentT, 100);
    if (!otherBaselines.empty()) w->settings()->setOtherBaselines(otherBaselines);
    EXPECT_TRUE(w->compare());
    EXPECT_TRUE(w->controller()->waitForIdle());
    return w;
}

}  // namespace ranklens::ui::test
