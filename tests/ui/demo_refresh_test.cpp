// A demo project built by an older RankLens (before issue 13 gave the demo's items product
// categories and a popularity column) gets the bundled item metadata when it is opened again;
// its labels stay as they were, and a demo that holds the bundled items.csv is left alone.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <fstream>
#include <string>

#include "core/store/project_store.h"
#include "ui/project/demo_project.h"

namespace ranklens::ui {
namespace {

// Old metadata of two demo items: other categories, no popularity column.
void writeOldItems(const std::string& path) {
    std::ofstream(path) << "item,title,category\n"
                           "d53352,\"Brightway Running Blender For Men\",kitchen\n"
                           "d00003,\"Nordvik Smart Watch Under 50\",kitchen\n";
}

TEST(DemoRefresh, AnOldDemoGetsTheBundledCategoriesAndPopularityOnce) {
    QTemporaryDir dir;
    const QStringList inputs = DemoProject::extractInputs(dir.filePath(QStringLiteral("in")));
    ASSERT_EQ(inputs.size(), 5);
    const std::string old = dir.filePath(QStringLiteral("old-items.csv")).toStdString();
    writeOldItems(old);
    auto ps =
        store::ProjectStore::open(dir.filePath(QStringLiteral("demo.ranklens")).toStdString());
    ps->importQrels(dir.filePath(QStringLiteral("in/grades.qrels")).toStdString(), {});
    ps->importItemMeta(old, {});
    const auto labelsBefore = ps->labelSets();
    ASSERT_EQ(labelsBefore.size(), 1u);
    ASSERT_EQ(ps->item("d53352")->category, "kitchen");
    EXPECT_TRUE(ps->itemPopularity().empty());

    const QString refreshDir = dir.filePath(QStringLiteral("refresh"));
    EXPECT_TRUE(DemoProject::refreshItems(*ps, refreshDir));
    // resources/demo/items.csv: d53352,"Brightway Running Blender For Men",blender,429 and
    // d00003,"Nordvik Smart Watch Under 50",watch,77.
    EXPECT_EQ(ps->item("d53352")->category, "blender");
    EXPECT_EQ(ps->item("d00003")->category, "watch");
    const auto pop = ps->itemPopularity();
    ASSERT_TRUE(pop.count("d53352"));
    EXPECT_EQ(pop.at("d53352"), 429.0);
    EXPECT_EQ(pop.at("d00003"), 77.0);
    const auto labelsAfter = ps->labelSets();
    ASSERT_EQ(labelsAfter.size(), 1u);
    EXPECT_EQ(labelsAfter[0].numLabels, labelsBefore[0].numLabels);
    const auto settings = ps->projectSettings("demo.");
    ASSERT_EQ(settings.size(), 1u);
    EXPECT_EQ(settings[0].first, "items");
    EXPECT_EQ(settings[0].second.size(), 64u);  // SHA-256 in hex

    // Opened again: nothing to do.
    EXPECT_FALSE(DemoProject::refreshItems(*ps, refreshDir));
}

TEST(DemoRefresh, AFreshDemoMarkedCurrentIsNotImportedAgain) {
    QTemporaryDir dir;
    const std::string old = dir.filePath(QStringLiteral("old-items.csv")).toStdString();
    writeOldItems(old);
    auto ps =
        store::ProjectStore::open(dir.filePath(QStringLiteral("demo.ranklens")).toStdString());
    ps->importItemMeta(old, {});
    DemoProject::markItemsCurrent(*ps);
    // Marked as holding the bundled file: the (deliberately different) items stay.
    EXPECT_FALSE(DemoProject::refreshItems(*ps, dir.filePath(QStringLiteral("refresh"))));
    EXPECT_EQ(ps->item("d53352")->category, "kitchen");
}

}  // namespace
}  // namespace ranklens::ui
