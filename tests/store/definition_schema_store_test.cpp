// Issue 46 item 1: every definition of core's schema round-trips through a project: its value
// saved (configToSettings into the settings table of a real project file, closed) and loaded
// (read back, applyConfigSettings) is the value it had, under its stored key and text; and
// applySetting (compare's --sensitivity) takes exactly the definitions the schema marks.
#include <gtest/gtest.h>

#include "core/definition_schema.h"
#include "core/store/project_settings.h"
#include "core/store/project_store.h"
#include "tests/core/definition_samples.h"
#include "tests/store/damage_util.h"

namespace ranklens::store {
namespace {

TEST(DefinitionSchemaStore, EveryDefinitionRoundTripsThroughAProjectFile) {
    test::TempDir dir;
    const std::string path = dir.file("p.ranklens");
    std::size_t checked = 0;
    for (const auto& d : core::definitionSchema()) {
        core::EvalConfig cfg;
        const std::string text = ranklens::test::sampleText(d);
        ASSERT_TRUE(d.read(text, cfg)) << d.key << "=" << text;
        ASSERT_NE(d.text(cfg), d.defaultText()) << d.key;
        ProjectStore::open(path)->saveProjectSettings("definitions.", configToSettings(cfg));
        const SettingList stored = ProjectStore::open(path)->projectSettings("definitions.");
        bool found = false;
        for (const auto& [key, value] : stored)
            if (key == d.key) found = value == d.text(cfg);
        EXPECT_TRUE(found) << d.key << " not stored as " << d.text(cfg);
        core::EvalConfig back;
        std::vector<std::string> problems;
        applyConfigSettings(stored, back, &problems);
        EXPECT_TRUE(problems.empty()) << d.key;
        EXPECT_EQ(back, cfg) << d.key << "=" << text;
        ++checked;
    }
    EXPECT_EQ(checked, core::definitionSchema().size());
}

TEST(DefinitionSchemaStore, DefaultsAreStoredAsBeforeAndUnknownKeysAreNamed) {
    // The keys a project has always held, in this order (trec_eval_version only when chosen).
    SettingList expected;
    for (const char* key :
         {"threshold", "gain", "gains", "ideal", "ties", "queries", "max-docs", "err_max_grade",
          "alpha", "rbp_p", "judged_only", "ndcg_threshold", "empty_queries", "log_base"})
        expected.emplace_back(key, core::findDefinition(key)->defaultText());
    EXPECT_EQ(configToSettings(core::EvalConfig{}), expected);
    core::EvalConfig cfg;
    std::vector<std::string> problems;
    applyConfigSettings({{"colour", "red"}, {"ties", "sideways"}, {"threshold", "-1"}}, cfg,
                        &problems);
    EXPECT_EQ(problems, (std::vector<std::string>{"colour=red", "ties=sideways", "threshold=-1"}));
    EXPECT_EQ(cfg, core::EvalConfig{});
}

TEST(DefinitionSchemaStore, SettingsTakeTheDefinitionsTheSchemaMarks) {
    for (const auto& d : core::definitionSchema()) {
        core::EvalConfig cfg;
        EXPECT_EQ(core::applySetting(std::string(d.key) + "=" + ranklens::test::sampleText(d), cfg),
                  d.setting)
            << d.key;
    }
}

}  // namespace
}  // namespace ranklens::store
