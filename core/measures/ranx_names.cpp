// ranx's metric names (ranx.metrics: hits, hit_rate, precision, recall, f1, r_precision, mrr,
// map, dcg, dcg_burges, ndcg, ndcg_burges, bpref, rbp) and their RankLens spellings.
#include "core/measures/ranx_names.h"

#include <algorithm>
#include <cctype>

#include "core/base/text.h"
#include "core/measures/measure_spec.h"

namespace ranklens::core {
namespace {

struct Entry {
    const char* ranx;      // lower case, without "@k"
    const char* ranklens;  // the same measure in RankLens' spelling ("" : special)
    bool exponential;
};

const Entry kEntries[] = {
    {"hit_rate", "success", false},
    {"ndcg_burges", "ndcg", false},
    {"dcg_burges", "dcg", false},
    {"r_precision", "Rprec", false},
    {"hits", "", false},
};

bool burges(const std::string& base) {
    return base == "ndcg_burges" || base == "dcg_burges";
}

// ranx's "rbp.95": binary RBP, persistence 0.95 (the digits after "0."): RankLens' rbp@0.95.
// Only where the digits cannot be the persistence itself (a number above 1): "rbp.1" is p = 1,
// refused as --rbp-p 1 is, never ranx's 0.1 (rbp.0.1 is that).
std::optional<RanxName> rbp(const std::string& spec) {
    if (spec.rfind("rbp.", 0) != 0 || spec.size() == 4) return std::nullopt;
    const std::string digits = spec.substr(4);
    if (!std::all_of(digits.begin(), digits.end(), [](unsigned char c) { return std::isdigit(c); }))
        return std::nullopt;
    const std::string value = digits.substr(std::min(digits.find_first_not_of('0'), digits.size()));
    if (value.empty() || value == "1") return std::nullopt;  // 0 or 1: the persistence as typed
    return RanxName{"rbp@0." + digits, false};
}

}  // namespace

std::optional<RanxName> fromRanxName(const std::string& spec) {
    if (auto r = rbp(spec)) return r;
    const auto at = spec.find('@');
    const std::string base = asciiLower(spec.substr(0, at));
    const std::string cut = at == std::string::npos ? "" : spec.substr(at);
    for (const auto& e : kEntries) {
        if (base != e.ranx) continue;
        if (std::string(e.ranklens).empty())  // hits: no RankLens measure counts them
            throw MeasureSpecError("measure '" + spec +
                                   "': ranx's hits (relevant items in the top k) is not a "
                                   "RankLens measure; P" +
                                   (cut.empty() ? "@k" : cut) + " is that count divided by k");
        if (base == "hit_rate" && cut.empty())
            throw MeasureSpecError("measure '" + spec + "': hit_rate needs a cut-off (hit_rate@k)");
        const bool dcgCut = base == "dcg_burges" && !cut.empty();  // DCG@k, not trec_eval's dcg
        return RanxName{(dcgCut ? std::string("DCG") : std::string(e.ranklens)) + cut,
                        burges(base)};
    }
    return std::nullopt;
}

void checkRanxSettings(const std::string& spec, const EvalConfig& cfg) {
    const auto name = fromRanxName(spec);
    if (!name || !name->exponentialGain || cfg.gain == GainKind::Exponential) return;
    throw MeasureSpecError(
        "measure '" + spec + "' uses the exponential gain 2^label - 1, the evaluation's gain is " +
        toString(cfg.gain) + ": set --gain exponential (Python: gain='exponential'), or ask for " +
        name->spec);
}

std::vector<std::string> ranxNames() {
    std::vector<std::string> names;
    for (const auto& e : kEntries) names.emplace_back(e.ranx);
    return names;
}

}  // namespace ranklens::core
