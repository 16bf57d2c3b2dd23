// ir_measures' names (ir_measures/measures/__init__.py) and the "did you mean" for names nobody
// knows: the nearest of ir_measures' and RankLens' names by edit distance.
#include <algorithm>
#include <vector>

#include "core/base/text.h"
#include "core/measures/ir_measures_syntax.h"
#include "core/measures/ir_measures_table.h"
#include "core/measures/measure.h"
#include "core/measures/ranx_names.h"

namespace ranklens::core {
namespace irm {
namespace {

// ir_measures' registry (ir_measures/measures/__init__.py), plus "iP" for IPrec. Entries whose
// `cut` is empty need their own code in Translator::special.
const Entry kEntries[] = {
    {"P", "cutoff,rel,judged_only", Rule::Threshold, "P", nullptr},
    {"Precision", "cutoff,rel,judged_only", Rule::Threshold, "P", nullptr},
    {"R", "cutoff,rel,judged_only", Rule::Threshold, "recall", nullptr},
    {"Recall", "cutoff,rel,judged_only", Rule::Threshold, "recall", nullptr},
    {"AP", "cutoff,rel,judged_only", Rule::Threshold, "map_cut", "map"},
    {"MAP", "cutoff,rel,judged_only", Rule::Threshold, "map_cut", "map"},
    {"RR", "cutoff,rel,judged_only", Rule::Threshold, "RR", "recip_rank"},
    {"MRR", "cutoff,rel,judged_only", Rule::Threshold, "RR", "recip_rank"},
    {"nDCG", "cutoff,dcg,gains,judged_only", Rule::None, "ndcg_cut", "ndcg"},
    {"NDCG", "cutoff,dcg,gains,judged_only", Rule::None, "ndcg_cut", "ndcg"},
    {"Rprec", "rel,judged_only", Rule::Threshold, "Rprec", nullptr},
    {"RPrec", "rel,judged_only", Rule::Threshold, "Rprec", nullptr},
    {"Bpref", "rel", Rule::Threshold, "bpref", nullptr},
    {"BPref", "rel", Rule::Threshold, "bpref", nullptr},
    {"Success", "cutoff,rel,judged_only", Rule::Threshold, "success", nullptr},
    {"Judged", "cutoff", Rule::None, "judged", nullptr},
    {"infAP", "rel", Rule::Threshold, "infAP", nullptr},
    {"IPrec", "recall,rel,judged_only", Rule::Threshold, "", nullptr},
    {"iP", "recall,rel,judged_only", Rule::Threshold, "", nullptr},
    {"SetP", "rel,relative,judged_only", Rule::Threshold, "", nullptr},
    {"SetRelP", "rel,judged_only", Rule::Threshold, "set_relative_P", nullptr},
    {"SetR", "rel", Rule::Threshold, "set_recall", nullptr},
    {"SetF", "rel,beta,judged_only", Rule::Threshold, "", nullptr},
    {"SetAP", "rel,judged_only", Rule::Threshold, "set_map", nullptr},
    {"NumRet", "rel", Rule::Threshold, "", nullptr},
    {"NumRelRet", "rel", Rule::Threshold, "num_rel_ret", nullptr},
    {"NumRel", "rel", Rule::Threshold, "num_rel", nullptr},
    {"NumQ", "", Rule::None, "", nullptr},
    {"RBP", "cutoff,p,rel", Rule::None, "", nullptr},
    {"ERR", "cutoff", Rule::None, "err_cut", nullptr},
    {"ERR_IA", "cutoff,rel,judged_only", Rule::Subtopic, "err_ia_cut", nullptr},
    {"nERR_IA", "cutoff,rel,judged_only", Rule::Subtopic, "nerr_ia_cut", nullptr},
    {"alpha_DCG", "cutoff,rel,alpha,judged_only", Rule::Alpha, "alpha_dcg_cut", nullptr},
    {"\xce\xb1_DCG", "cutoff,rel,alpha,judged_only", Rule::Alpha, "alpha_dcg_cut", nullptr},
    {"alpha_nDCG", "cutoff,rel,alpha,judged_only", Rule::Alpha, "alpha_ndcg_cut", nullptr},
    {"\xce\xb1_nDCG", "cutoff,rel,alpha,judged_only", Rule::Alpha, "alpha_ndcg_cut", nullptr},
    {"NRBP", "rel,alpha,beta", Rule::Alpha, "", nullptr},
    {"nNRBP", "rel,alpha,beta", Rule::Alpha, "", nullptr},
    {"AP_IA", "rel,judged_only", Rule::Subtopic, "map_ia", nullptr},
    {"MAP_IA", "rel,judged_only", Rule::Subtopic, "map_ia", nullptr},
    {"P_IA", "cutoff,rel,judged_only", Rule::Subtopic, "p_ia_cut", nullptr},
    {"StRecall", "cutoff,rel", Rule::Subtopic, "strec_cut", nullptr},
    {"NERR8", "cutoff,min_rel,max_rel", Rule::Cwl, "nerr8_cut", nullptr},
    {"NERR9", "cutoff,min_rel,max_rel", Rule::Cwl, "nerr9_cut", nullptr},
    {"NERR10", "p,min_rel,max_rel", Rule::Cwl, "", nullptr},
    {"NERR11", "T,min_rel,max_rel", Rule::Cwl, "", nullptr},
    {"SDCG", "cutoff,dcg,min_rel,max_rel", Rule::Cwl, "", nullptr},
    {"BPM", "cutoff,T,min_rel,max_rel", Rule::Cwl, "", nullptr},
    {"INST", "T,min_rel,max_rel", Rule::Cwl, "", nullptr},
    {"INSQ", "T,min_rel,max_rel", Rule::Cwl, "", nullptr},
    {"Compat", "p,normalize", Rule::None, "", nullptr},
    {"Accuracy", "cutoff,rel,judged_only", Rule::None, "", nullptr},
};

}  // namespace

const Entry* findIrEntry(const std::string& name) {
    for (const auto& e : kEntries)
        if (name == e.name) return &e;
    return nullptr;
}

std::size_t irEditDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diag = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            const bool same = asciiLower(a[i - 1]) == asciiLower(b[j - 1]);
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (same ? 0 : 1)});
            diag = up;
        }
    }
    return row[b.size()];
}

}  // namespace irm

std::vector<std::string> irMeasuresNames() {
    std::vector<std::string> names;
    for (const auto& e : irm::kEntries) names.emplace_back(e.name);
    return names;
}

std::vector<std::string> nearestMeasureNames(const std::string& name, std::size_t most) {
    std::vector<std::string> candidates;
    for (const auto& m : measureRegistry()) candidates.emplace_back(m.name);
    for (const auto& e : irm::kEntries) candidates.emplace_back(e.name);
    for (auto& n : ranxNames()) candidates.push_back(std::move(n));
    for (const char* a : {"mrr", "hit", "ndcg", "precision", "recall", "f1", "hitrate"})
        candidates.emplace_back(a);
    // Closest ignoring case; among equally close ones the one spelt most alike (nDGC: nDCG).
    const std::size_t limit = name.size() <= 3 ? 2 : name.size() <= 6 ? 3 : 4;  // below
    std::vector<std::pair<std::size_t, std::string>> scored;
    for (const auto& c : candidates) {
        const std::size_t d = irm::irEditDistance(name, c);
        if (d >= limit) continue;
        std::size_t exact = 0;  // case-sensitive mismatches of the same length
        for (std::size_t i = 0; i < std::min(name.size(), c.size()); ++i) exact += name[i] != c[i];
        scored.emplace_back(d * 1000 + exact, c);
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (const auto& [score, c] : scored)
        if (out.size() < most && std::find(out.begin(), out.end(), c) == out.end())
            out.push_back(c);
    return out;
}

std::string nearestMeasureName(const std::string& name) {
    const auto near = nearestMeasureNames(name, 1);
    return near.empty() ? std::string() : near.front();
}

std::string unknownMeasureMessage(const std::string& spec, const std::string& known) {
    const std::size_t end = std::min(spec.find_first_of("@(."), spec.size());
    const std::string rest = spec.substr(end);
    std::string msg = "unknown measure '" + spec + "'";
    const auto near = nearestMeasureNames(spec.substr(0, end), 4);
    if (near.empty()) return known.empty() ? msg : msg + " (known: " + known + ")";
    msg += "; did you mean '" + near.front() + rest + "'?";
    for (std::size_t i = 1; i < near.size(); ++i)
        msg += (i == 1 ? " Other near names: '" : ", '") + near[i] + rest + "'";
    return near.size() > 1 ? msg + "." : msg;
}

}  // namespace ranklens::core
