// The demo project's beyond-accuracy story (issue 13), as the GUI builds it: the bundled inputs
// imported the way File ▸ Open Demo does (each file by its detected kind) into a real project,
// so its items bring categories and their popularity column. Expected values from
// scripts/demo_beyond_check.py, an independent Python reading of resources/demo/ (trec_eval tie
// order, the definitions of core/beyond/beyond_accuracy.h, N = the largest popularity): new_model
// wins on mean NDCG@10 over all queries, and for new users shows fewer categories (ILD@10,
// CatCov@10) and more popular items (ARP@10 up, novelty@10 down) than baseline.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <cmath>
#include <string>

#include "core/io/input_kind.h"
#include "core/measures/measure.h"
#include "core/store/project_store.h"
#include "ui/evaluation/evaluation.h"
#include "ui/project/demo_project.h"

namespace ranklens::ui {
namespace {

// The demo inputs into a project, each file by its detected kind (ProjectSession's rule).
std::shared_ptr<const ProjectData> demoProject(const QTemporaryDir& dir) {
    const QStringList files = DemoProject::extractInputs(dir.filePath(QStringLiteral("inputs")));
    auto ps =
        store::ProjectStore::open(dir.filePath(QStringLiteral("demo.ranklens")).toStdString());
    for (const QString& f : files) {
        const std::string file = f.toStdString();
        switch (core::detectInputKind(file)) {
            case core::InputKind::Run:
                ps->importRun(file, {});
                break;
            case core::InputKind::Qrels:
                ps->importQrels(file, {});
                break;
            case core::InputKind::QueryMeta:
                ps->importQueryMeta(file, {});
                break;
            case core::InputKind::ItemMeta:
                ps->importItemMeta(file, {});
                break;
            default:
                ADD_FAILURE() << file << " has no known kind";
        }
    }
    return loadProjectData(*ps);
}

struct SegmentMeans {
    double values[5] = {0, 0, 0, 0, 0};  // ndcg, ild, catcov, novelty, arp at k = 10
    int queries = 0;
};

SegmentMeans meansOf(const Evaluation& ev, std::size_t run, const std::string& segment) {
    SegmentMeans s;
    for (std::size_t row = 0; row < ev.qids.size(); ++row) {
        const auto* meta = ev.data->meta(ev.qids[row]);
        if (!segment.empty() && (!meta || meta->segment != segment)) continue;
        ++s.queries;
        for (std::size_t m = 0; m < 5; ++m) s.values[m] += ev.value(run, m, row);
    }
    for (double& v : s.values) v /= s.queries;
    return s;
}

TEST(DemoBeyondAccuracy, GuiDemoProjectLoadsCategoriesAndPopularity) {
    QTemporaryDir dir;
    const auto d = demoProject(dir);
    ASSERT_TRUE(d->items);
    auto ps =
        store::ProjectStore::open(dir.filePath(QStringLiteral("demo.ranklens")).toStdString());
    const auto pop = ps->itemPopularity();
    EXPECT_EQ(pop.size(), 22562u);  // every item of items.csv (22,563 lines with the header)
    // The first rows of resources/demo/items.csv.
    ASSERT_TRUE(pop.count("d00003"));
    EXPECT_DOUBLE_EQ(pop.at("d00003"), 77.0);
    EXPECT_DOUBLE_EQ(pop.at("d00008"), 12.0);
}

TEST(DemoBeyondAccuracy, NewModelWinsOnNdcgButNewUsersSeeFewerAndMorePopularItems) {
    QTemporaryDir dir;
    EvalRequest req;
    req.data = demoProject(dir);
    req.defs.k = 10;
    req.metrics = {core::findMeasure("ndcg_cut"), core::findMeasure("ild_cut"),
                   core::findMeasure("catcov_cut"), core::findMeasure("novelty_cut"),
                   core::findMeasure("arp_cut")};
    const auto ev = computeEvaluation(req);
    ASSERT_EQ(ev->runs.size(), 2u);
    // The runs are named by their files, as the GUI imports them.
    const std::size_t base = ev->runs[0].name == QStringLiteral("baseline.run") ? 0 : 1;
    const std::size_t next = 1 - base;
    ASSERT_EQ(ev->runs[base].name, QStringLiteral("baseline.run"));
    ASSERT_EQ(ev->runs[next].name, QStringLiteral("new_model.run"));

    // scripts/demo_beyond_check.py: all 309 queries, NDCG@10 0.563240 vs 0.625264.
    const SegmentMeans allBase = meansOf(*ev, base, ""), allNext = meansOf(*ev, next, "");
    EXPECT_EQ(allBase.queries, 309);
    EXPECT_NEAR(allBase.values[0], 0.563240, 5e-7);
    EXPECT_NEAR(allNext.values[0], 0.625264, 5e-7);
    // new_user (150 queries): baseline / new_model
    //   NDCG@10 0.541815 / 0.393814, ILD@10 0.754667 / 0.314963, CatCov@10 0.293667 / 0.132000,
    //   novelty@10 6.938669 / 1.520975, ARP@10 184.336000 / 844.050000.
    const SegmentMeans b = meansOf(*ev, base, "new_user"), n = meansOf(*ev, next, "new_user");
    EXPECT_EQ(b.queries, 150);
    const double expectedBase[5] = {0.541815, 0.754667, 0.293667, 6.938669, 184.336000};
    const double expectedNext[5] = {0.393814, 0.314963, 0.132000, 1.520975, 844.050000};
    for (int m = 0; m < 5; ++m) {
        EXPECT_NEAR(b.values[m], expectedBase[m], 5e-7) << "baseline measure " << m;
        EXPECT_NEAR(n.values[m], expectedNext[m], 5e-7) << "new_model measure " << m;
    }
}

}  // namespace
}  // namespace ranklens::ui
