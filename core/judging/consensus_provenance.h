#pragma once
// Where a consensus label set came from (which sets, which rule, which tie rule), kept in a
// project as the set's description, as one JSON object:
//   {"consensus": {"rule": "majority", "ties": "lower", "min_sets": 1, "sets": ["A", "B"]}}
// (the label set's own row keeps when: imported_at). Std C++ only.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/judging/consensus.h"

namespace ranklens::core {

inline constexpr const char* kConsensusKind = "consensus";

struct ConsensusProvenance {
    std::vector<std::string> sets;  // the sets voting, in the order chosen
    ConsensusRule rule = ConsensusRule::Majority;
    TieRule ties = TieRule::Lower;
    std::size_t minSets = 1;
};

std::string provenanceText(const ConsensusProvenance& p);

// The provenance a description holds; nullopt for any other text (an imported set's).
std::optional<ConsensusProvenance> parseProvenance(const std::string& description);

}  // namespace ranklens::core
