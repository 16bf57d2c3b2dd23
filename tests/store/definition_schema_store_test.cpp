// Issue 46 item 1: every definition of core's schema round-trips through a project: its value
// saved (configToSettings into the settings table of a real project file, closed) and loaded
// (read back, applyConfigSettings) is the value it had, under its stored key and text; and
// applySetting (compare's --sensitivity) takes exactly the definitions the schema marks.
#include <gtest/gtest.h>

#include "core/definitions/definition_schema.h"
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

// The project file format: the keys a project stored before the schema, in this order, the
// text of each default and of one other value. The schema may add rows (a new definition is
// stored after these); it may not drop, move or respell one of these.
struct StoredKey {
    const char* key;
    const char* byDefault;
    bool storedWhenDefault;
    const char* other;
};
constexpr StoredKey kStoredKeys[] = {
    {"threshold", "1", true, "0.5"},
    {"gain", "linear", true, "exponential"},
    {"gains", "", true, "0,1,3"},
    {"ideal", "labels", true, "retrieved"},
    {"ties", "trec_eval", true, "average"},
    {"queries", "run-and-labels", true, "all-labelled"},
    {"max-docs", "0", true, "10"},
    {"err_max_grade", "4", true, "3"},
    {"alpha", "0.5", true, "0.25"},
    {"rbp_p", "0.8", true, "0.95"},
    {"judged_only", "no", true, "yes"},
    {"ndcg_threshold", "no", true, "yes"},
    {"empty_queries", "zero", true, "skip"},
    {"log_base", "2", true, "10"},
    {"trec_eval_version", "9.0.8", false, "10.0"},  // stored only when chosen
};

bool storedBefore(std::string_view key) {
    for (const auto& k : kStoredKeys)
        if (key == k.key) return true;
    return false;
}

std::string storedText(const SettingList& stored, std::string_view key) {
    for (const auto& [k, value] : stored)
        if (k == key) return value;
    return "(not stored)";
}

TEST(DefinitionSchemaStore, TheKeysStoredBeforeKeepTheirPlaceAndTextsNewOnesFollow) {
    SettingList expected;
    for (const auto& k : kStoredKeys) {
        const core::Definition* d = core::findDefinition(k.key);
        ASSERT_NE(d, nullptr) << k.key << ": a key projects hold has no row";
        EXPECT_EQ(d->defaultText(), k.byDefault) << k.key;
        if (k.storedWhenDefault) expected.emplace_back(k.key, k.byDefault);
        core::EvalConfig cfg;
        ASSERT_TRUE(d->read(k.other, cfg)) << k.key << "=" << k.other;
        EXPECT_EQ(storedText(configToSettings(cfg), k.key), k.other) << k.key;
    }
    // A row added since: after them, in the schema's order, its default stored as its row says.
    for (const auto& d : core::definitionSchema())
        if (!storedBefore(d.key) && d.storedWhenDefault)
            expected.emplace_back(d.key, d.defaultText());
    EXPECT_EQ(configToSettings(core::EvalConfig{}), expected);
}

TEST(DefinitionSchemaStore, UnknownKeysAndValuesAreNamed) {
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
