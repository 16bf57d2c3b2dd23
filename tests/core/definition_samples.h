#pragma once
// A value of each definition of core/definitions/definition_schema.h that is not its default, for
// the tests that walk the schema (CLI, store, core): the last value offered, the flag on, a number
// a quarter into a bounded range or 2 above an open one's low end, a short list of gains.
#include <cmath>
#include <limits>
#include <string>

#include "core/definitions/definition_schema.h"

namespace ranklens::test {

inline std::string sampleText(const core::Definition& d) {
    using core::DefinitionShape;
    if (d.shape == DefinitionShape::Numbers) return "0,1,3";
    if (!d.choices.empty()) {
        for (auto c = d.choices.rbegin(); c != d.choices.rend(); ++c)
            if (c->offered) return std::string(c->text);
    }
    const bool bounded = std::isfinite(d.range.high);
    double v = bounded ? d.range.low + (d.range.high - d.range.low) / 4 : d.range.low + 2;
    if (d.shape == DefinitionShape::Whole) v = std::floor(v);
    const std::string text = std::to_string(v);
    return d.shape == DefinitionShape::Whole ? std::to_string(static_cast<long long>(v))
                                             : text.substr(0, text.find_last_not_of('0') + 1);
}

// The command-line words that give the sample ("--ties average", "-J").
inline std::string sampleWords(const core::Definition& d) {
    const std::string option(d.option.substr(0, d.option.find(',')));
    if (d.shape == core::DefinitionShape::Flag) return option;
    return option + " " + sampleText(d);
}

}  // namespace ranklens::test
