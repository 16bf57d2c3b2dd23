#include "core/judging/consensus_provenance.h"

#include <nlohmann/json.hpp>

namespace ranklens::core {

std::string provenanceText(const ConsensusProvenance& p) {
    nlohmann::ordered_json j;
    j["consensus"] = {{"rule", toString(p.rule)},
                      {"ties", toString(p.ties)},
                      {"min_sets", p.minSets},
                      {"sets", p.sets}};
    return j.dump();
}

std::optional<ConsensusProvenance> parseProvenance(const std::string& description) {
    const auto j = nlohmann::json::parse(description, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("consensus")) return std::nullopt;
    const auto& c = j["consensus"];
    ConsensusProvenance p;
    if (!c.is_object() || !c.value("rule", nlohmann::json()).is_string() ||
        !c.value("ties", nlohmann::json()).is_string() ||
        !parseConsensusRule(c["rule"].get<std::string>(), p.rule) ||
        !parseTieRule(c["ties"].get<std::string>(), p.ties))
        return std::nullopt;
    if (const auto m = c.value("min_sets", nlohmann::json()); m.is_number_unsigned())
        p.minSets = m.get<std::size_t>();
    if (const auto s = c.value("sets", nlohmann::json()); s.is_array())
        for (const auto& name : s)
            if (name.is_string()) p.sets.push_back(name.get<std::string>());
    return p;
}

}  // namespace ranklens::core
