#include "app/cli/definition_options.h"

#include <cmath>

#include "app/cli/number_options.h"

namespace ranklens::cli {

namespace {

using core::DefinitionShape;

// A number as the row reads it: a whole number in its decimal text ("+3" and "3.0" are 3).
std::string rowText(const core::Definition& row, const std::string& typed) {
    if (row.shape != DefinitionShape::Whole || typed.empty()) return typed;
    const double v = std::strtod(typed.c_str(), nullptr);
    return std::to_string(static_cast<long long>(v));
}

// A number's check: the range (CLI11 prints "-l: must be a number >= 0, got '-1'") and the
// row's reader; a value outside the range that the reader takes is a word (log base "e").
CLI::Validator numberCheck(const core::Definition& row, const core::NumberRange& range) {
    return CLI::Validator(
        [&row, range](std::string& s) -> std::string {
            core::EvalConfig scratch;
            const std::string problem = core::numberProblem(s, range);
            if (problem.empty() && row.read(rowText(row, s), scratch)) return {};
            if (!problem.empty() && row.refusal && row.read(s, scratch)) return {};
            if (!problem.empty() && !(row.refusal && row.shape == DefinitionShape::Number))
                return problem;
            return std::string(row.refusal ? row.refusal : "is not a value") + ", not " + s;
        },
        core::describeRange(range));
}

}  // namespace

CLI::Option* DefinitionOptions::addOption(CLI::App* cmd, Value& v, const Override* o) {
    const core::Definition& row = *v.row;
    const std::string name(row.option);
    const std::string help = o && !o->help.empty() ? o->help : std::string(row.help);
    const core::NumberRange range = o && o->range ? *o->range : row.range;
    switch (row.shape) {
        case DefinitionShape::Flag:
            return cmd->add_flag(name, v.on, help);
        case DefinitionShape::Choice: {
            std::vector<std::string> offered;
            for (const auto& c : row.choices)
                if (c.offered) offered.emplace_back(c.text);
            return cmd->add_option(name, v.text, help)->check(CLI::IsMember(offered));
        }
        case DefinitionShape::Numbers:  // one comma list: positionals after it stay positionals
            return cmd->add_option(name, v.items, help)
                ->check(numberIn(range))
                ->delimiter(',')
                ->allow_extra_args(false);
        case DefinitionShape::Number:
        case DefinitionShape::Whole:
            return cmd->add_option(name, v.text, help)->check(numberCheck(row, range));
    }
    return nullptr;
}

void DefinitionOptions::addTo(CLI::App* cmd, core::DefinitionScope scope,
                              const std::vector<Override>& overrides) {
    for (const auto& row : core::definitionSchema()) {
        if (row.option.empty()) continue;
        if (scope == core::DefinitionScope::Every && row.scope != core::DefinitionScope::Every)
            continue;
        const Override* o = nullptr;
        for (const auto& candidate : overrides)
            if (candidate.key == row.key) o = &candidate;
        values_.emplace_back().row = &row;
        addOption(cmd, values_.back(), o);
    }
}

core::EvalConfig DefinitionOptions::config() const {
    core::EvalConfig cfg;
    for (const auto& v : values_) {
        std::string text = rowText(*v.row, v.text);
        if (v.row->shape == DefinitionShape::Flag && v.on) text = v.row->choices[1].text;
        if (v.row->shape == DefinitionShape::Numbers)
            for (const auto& item : v.items) text += (text.empty() ? "" : ",") + item;
        if (text.empty() || !v.row->read(text, cfg)) continue;  // CLI11 checked what was given
        if (v.row->given) v.row->given(cfg);
    }
    return cfg;
}

void DefinitionOptions::set(std::string_view key, const std::string& text) {
    for (auto& v : values_)
        if (v.row->key == key) v.text = text;
}

}  // namespace ranklens::cli
