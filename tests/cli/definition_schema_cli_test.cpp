// Issue 46 item 1: every definition of core's schema round-trips through the command line:
// its option (parse) gives the EvalConfig the schema reads from the same text (config), and
// `eval --format json` states it under its JSON key in its JSON shape, every other definition
// keeping its default, and its summary (the one-line description) names it unless its row says
// it is Unstated. compare and leaderboard take the definitions of every command.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/base/numbers.h"
#include "core/definitions/definition_schema.h"
#include "tests/cli/cli_runner.h"
#include "tests/core/definition_samples.h"
#include "tests/core/temp_dir_test.h"

namespace ranklens::core {
namespace {

using test::cli;
using test::kCliData;

// The JSON value a definition's text is stated as.
nlohmann::json expectedJson(const Definition& d, const std::string& text) {
    double v = 0;
    switch (d.jsonShape) {
        case JsonShape::Text:
            return text;
        case JsonShape::Bool:
            return text == d.choices.at(1).text;
        case JsonShape::Integer:
            return std::stoll(text);
        case JsonShape::Number:
            if (text.find_first_not_of("0123456789") == std::string::npos) return std::stoll(text);
            [[fallthrough]];
        case JsonShape::Real:
            EXPECT_TRUE(parseDouble(text, v)) << text;
            return v;
        case JsonShape::Reals:
            return nlohmann::json::parse("[" + text + "]");
    }
    return nullptr;
}

class DefinitionSchemaCli : public test::TempDirTest {
  protected:
    // eval --format json with a measure reading each MeasureReads definition.
    nlohmann::json definitionsFor(const std::string& words) {
        const auto subtopics = write("subtopics", "1 1 d1 1\n1 2 d2 1\n");
        // ERR, RBP and alpha-nDCG have no exact expected value over tied orders: refused under
        // --ties average
        const bool averaged = words.find("average") != std::string::npos;
        const auto r =
            cli("eval --format json -m ndcg_cut.10 " +
                std::string(averaged ? "" : "-m err@10 -m rbp_cut.10 -m alpha_ndcg@10 ") +
                "--diversity-qrels " + subtopics + " " + words + " " + kCliData + "qrels.txt " +
                kCliData + "run.txt");
        EXPECT_EQ(r.code, 0) << words;
        return nlohmann::json::parse(r.out)["definitions"];
    }
};

TEST_F(DefinitionSchemaCli, EveryDefinitionRoundTripsThroughItsOptionAndTheJson) {
    const EvalConfig defaults;
    const nlohmann::json plain = definitionsFor("");
    std::size_t checked = 0;
    for (const auto& d : definitionSchema()) {
        ASSERT_FALSE(d.option.empty()) << d.key << ": every definition is an option of eval";
        const std::string text = test::sampleText(d);
        EvalConfig expected;
        ASSERT_TRUE(d.read(text, expected)) << d.key << "=" << text;
        if (d.given) d.given(expected);
        ASSERT_NE(d.text(expected), d.defaultText()) << d.key << ": the sample is the default";
        const nlohmann::json j = definitionsFor(test::sampleWords(d));
        if (!d.json.empty()) {
            EXPECT_TRUE(j.contains(std::string(d.json))) << d.key;
        }
        for (const auto& other : definitionSchema()) {
            if (other.json.empty() || !plain.contains(std::string(other.json)) ||
                !j.contains(std::string(other.json)))
                continue;
            const std::string key(other.json);
            if (other.key == d.key) {
                EXPECT_EQ(j[key], expectedJson(d, d.text(expected))) << test::sampleWords(d);
            } else if (!(d.key == "gains" && other.key == "gain")) {  // values make it custom
                EXPECT_EQ(j[key], plain[key]) << test::sampleWords(d) << " changed " << key;
            }
        }
        // The one-line description (the JSON's summary; the words under the GUI's plots) states
        // every value but those of the rows it leaves out on purpose.
        EXPECT_EQ(j["summary"] != plain["summary"], d.described != Described::Unstated)
            << test::sampleWords(d) << ": " << j["summary"];
        if (d.jsonWhen == JsonWhen::CustomGain) {
            EXPECT_EQ(j["gain"], "custom");
            EXPECT_EQ(j[std::string(d.json)], expectedJson(d, d.text(expected)));
        }
        ++checked;
    }
    EXPECT_EQ(checked, definitionSchema().size());
    // The defaults: what EvalConfig{} holds, in the JSON shape.
    for (const auto& d : definitionSchema()) {
        if (!d.json.empty() && plain.contains(std::string(d.json))) {
            EXPECT_EQ(plain[std::string(d.json)], expectedJson(d, d.text(defaults))) << d.key;
        }
    }
}

TEST_F(DefinitionSchemaCli, CompareAndLeaderboardTakeTheDefinitionsOfEveryCommand) {
    const std::string files = test::kCompareFiles;
    for (const auto& d : definitionSchema()) {
        const bool every = d.scope == DefinitionScope::Every;
        if (d.key == "alpha") continue;  // their --alpha is the significance level
        for (const std::string command :
             {"compare --bootstrap 0", "leaderboard --test randomization"}) {
            const auto r = cli(command + " -m ndcg@10 --permutations 50 " + test::sampleWords(d) +
                               " " + files);
            const bool accepted = r.code == 0 || r.code == 5 || r.code == 8;  // 5, 8: guardrails
            EXPECT_EQ(accepted, every) << command << " " << test::sampleWords(d) << ": " << r.code;
        }
    }
}

}  // namespace
}  // namespace ranklens::core
