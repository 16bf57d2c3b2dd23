#pragma once
// The evaluation definitions as command-line options: one option per row of core's schema
// (core/definitions/definition_schema.h), its spelling, its allowed values and its help read from
// the row. eval, compare and leaderboard add them here and read back one EvalConfig.
#include <CLI/CLI.hpp>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/definitions/definition_schema.h"

namespace ranklens::cli {

class DefinitionOptions {
  public:
    // A command's own words for a definition (compare's -c pairs runs), or a narrower range
    // (the leaderboard's whole threshold).
    struct Override {
        std::string_view key;
        std::string help;
        std::optional<core::NumberRange> range = std::nullopt;
    };

    // Adds an option for every definition offered by `scope` (EvalOnly: every definition).
    void addTo(CLI::App* cmd, core::DefinitionScope scope,
               const std::vector<Override>& overrides = {});
    // EvalConfig{}'s definitions, changed by every option given (in the schema's order).
    core::EvalConfig config() const;
    // Sets a definition as if given ("trec_eval_version", "10.0").
    void set(std::string_view key, const std::string& text);

  private:
    struct Value {
        const core::Definition* row = nullptr;
        std::string text;                // Choice, Number, Whole: as typed ("" not given)
        bool on = false;                 // Flag
        std::vector<std::string> items;  // Numbers
    };
    static CLI::Option* addOption(CLI::App* cmd, Value& v, const Override* o);
    std::deque<Value> values_;  // CLI11 writes into them: addresses stay
};

}  // namespace ranklens::cli
