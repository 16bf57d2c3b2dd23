// Real-valued labels take a real threshold in the GUI too (issue 44, section 2): the definitions
// bar's threshold was a whole-number spin box, so labels 0.7, 0.3, 1.2, 0.5 could only be cut
// at 1 (one relevant item) or 0 (all four). With such labels it takes 0.5, the numbers count
// label >= 0.5 as relevant, and the project keeps "0.5" as the CLI does; whole labels keep a
// whole threshold.
#include <gtest/gtest.h>

#include <algorithm>

#include <QDoubleSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"
#include "tests/support/wait_until.h"
#include "tests/ui/project_file_test_util.h"
#include "ui/app/main_window.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_session.h"
#include "ui/project/project_view_state.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {
namespace {

using store::test::writeFile;

// One run ranking a..e for q; labels a 0.7, b 0.3, c 1.2, d 0.5 (real) or 1, 0, 1, 0 (whole).
QString project(const QTemporaryDir& dir, bool real) {
    const std::string root = dir.path().toStdString();
    writeFile(root + "/run.txt",
              "q Q0 a 1 5 r\nq Q0 b 2 4 r\nq Q0 c 3 3 r\nq Q0 d 4 2 r\nq Q0 e 5 1 r\n");
    writeFile(root + "/qrels.txt", real ? "q 0 a 0.7\nq 0 b 0.3\nq 0 c 1.2\nq 0 d 0.5\n"
                                        : "q 0 a 1\nq 0 b 0\nq 0 c 1\nq 0 d 0\n");
    const QString path = dir.filePath(QStringLiteral("p.ranklens"));
    auto ps = store::ProjectStore::open(path.toStdString());
    ps->importRun(root + "/run.txt", {});
    store::ImportOptions o;
    o.realTrecLabels = real;
    ps->importQrels(root + "/qrels.txt", o);
    return path;
}

void openAndWait(MainWindow& w, const QString& path) {
    ASSERT_TRUE(w.openProject(path));
    WAIT_UNTIL(test::fullyLoaded(w) && !w.session()->isBusy(), 30000);
}

// P@4 of the run in the newest evaluation once it is made under threshold t.
double precisionAt4(MainWindow& w, double t) {
    [&] {
        WAIT_UNTIL(w.evaluation()->current() &&
                       w.evaluation()->current()->request.defs.config.threshold() == t &&
                       !w.evaluation()->isRunning(),
                   20000);
    }();
    const auto ev = w.evaluation()->current();
    for (std::size_t m = 0; m < ev->request.metrics.size(); ++m)
        if (ev->request.metrics[m]->name == "P") return ev->curve(0, m)[3];
    ADD_FAILURE() << "P@k is not among the curves";
    return -1;
}

TEST(RealThreshold, RealLabelsTakeAThresholdOfOneHalfAndTheProjectKeepsIt) {
    test::TempCache cache;
    QTemporaryDir dir;
    const QString path = project(dir, true);
    {
        MainWindow w;
        openAndWait(w, path);
        QDoubleSpinBox* box = w.definitionsBar()->thresholdBox();
        EXPECT_EQ(box->decimals(), 2);
        EXPECT_EQ(box->value(), 1.0);
        EXPECT_DOUBLE_EQ(precisionAt4(w, 1.0), 0.25);  // only c (1.2) is >= 1
        box->setValue(0.5);
        EXPECT_EQ(w.definitionsBar()->definitions().config.thresholdText(), "0.5");
        EXPECT_DOUBLE_EQ(precisionAt4(w, 0.5), 0.75);  // a, c and d are >= 0.5; b (0.3) is not
        // The ranking view's definitions say the same threshold (they said "grade ≥ 1").
        const QString defs = w.ranking()->metricsPanel()->definitionsText();
        EXPECT_TRUE(defs.contains(QStringLiteral("grade \u2265 0.5"))) << defs.toStdString();
        EXPECT_TRUE(w.close());
    }
    {  // kept in the project's definitions as the CLI keeps -l 0.5: "threshold" = "0.5"
        auto st = store::ProjectStore::open(path.toStdString(), {.readOnly = true});
        const auto settings = st->projectSettings(kDefinitionsPrefix);
        const auto t = std::find_if(settings.begin(), settings.end(),
                                    [](const auto& kv) { return kv.first == "threshold"; });
        ASSERT_NE(t, settings.end());
        EXPECT_EQ(t->second, "0.5");
    }
    MainWindow w;
    openAndWait(w, path);
    EXPECT_EQ(w.definitionsBar()->thresholdBox()->value(), 0.5);
    EXPECT_DOUBLE_EQ(precisionAt4(w, 0.5), 0.75);
}

TEST(RealThreshold, WholeLabelsKeepAWholeThreshold) {
    test::TempCache cache;
    QTemporaryDir dir;
    MainWindow w;
    openAndWait(w, project(dir, false));
    QDoubleSpinBox* box = w.definitionsBar()->thresholdBox();
    EXPECT_EQ(box->decimals(), 0);
    EXPECT_EQ(box->singleStep(), 1.0);
    box->stepUp();
    EXPECT_EQ(w.definitionsBar()->definitions().config.relevanceThreshold, 2);
    EXPECT_FALSE(w.definitionsBar()->definitions().config.realThreshold.has_value());
    EXPECT_DOUBLE_EQ(precisionAt4(w, 2.0), 0.0);
}

}  // namespace
}  // namespace ranklens::ui
