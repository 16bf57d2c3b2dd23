// The guardrail rule parser: an accepted rule's canonical text parses back to the same rule.
#include <cstdint>

#include "core/compare/guardrails.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    core::compare::GuardRule r;
    try {
        r = core::compare::parseGuardRule(text);
    } catch (const core::compare::GuardRuleError&) {
        return 0;
    }
    const std::string canonical = r.text();
    core::compare::GuardRule again;
    try {
        again = core::compare::parseGuardRule(canonical);
    } catch (const std::exception& e) {
        fuzz::disagree("rule '" + text + "' prints as '" + canonical + "', refused: " + e.what());
    }
    if (again.kind != r.kind || again.metric != r.metric ||
        again.requireSignificant != r.requireSignificant)
        fuzz::disagree("rule '" + text + "' does not survive its text '" + canonical + "'");
    return 0;
}
