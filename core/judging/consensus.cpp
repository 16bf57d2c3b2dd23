#include "core/judging/consensus.h"

#include <algorithm>
#include <stdexcept>

namespace ranklens::core {

bool parseConsensusRule(const std::string& text, ConsensusRule& out) {
    if (text == "majority") return out = ConsensusRule::Majority, true;
    if (text == "median") return out = ConsensusRule::Median, true;
    if (text == "mean") return out = ConsensusRule::Mean, true;
    return false;
}

bool parseTieRule(const std::string& text, TieRule& out) {
    if (text == "lower") return out = TieRule::Lower, true;
    if (text == "higher") return out = TieRule::Higher, true;
    if (text == "drop") return out = TieRule::Drop, true;
    return false;
}

const char* toString(ConsensusRule r) {
    return r == ConsensusRule::Majority ? "majority"
           : r == ConsensusRule::Median ? "median"
                                        : "mean";
}

const char* toString(TieRule t) {
    return t == TieRule::Lower ? "lower" : t == TieRule::Higher ? "higher" : "drop";
}

namespace {

// The consensusCandidates of one item's grades (ascending): one grade, or the tied ones.
std::vector<std::int32_t> majorityOf(const std::vector<std::int32_t>& sorted) {
    std::vector<std::int32_t> best;
    std::size_t bestCount = 0;
    for (std::size_t i = 0; i < sorted.size();) {
        std::size_t j = i;
        while (j < sorted.size() && sorted[j] == sorted[i]) ++j;
        if (j - i > bestCount) best.clear(), bestCount = j - i;
        if (j - i == bestCount) best.push_back(sorted[i]);
        i = j;
    }
    return best;
}

std::vector<std::int32_t> medianOf(const std::vector<std::int32_t>& sorted) {
    const std::size_t n = sorted.size();
    if (n % 2 == 1 || sorted[n / 2 - 1] == sorted[n / 2]) return {sorted[n / 2]};
    return {sorted[n / 2 - 1], sorted[n / 2]};
}

// floor(sum / n) and whether the mean lies exactly halfway between it and the next grade.
std::vector<std::int32_t> meanOf(const std::vector<std::int32_t>& sorted) {
    long long sum = 0;
    for (const auto g : sorted) sum += g;
    const auto n = static_cast<long long>(sorted.size());
    long long lo = sum / n;
    if (sum % n != 0 && sum < 0) --lo;  // floor, also for negative grades
    const long long twiceRest = 2 * (sum - lo * n);
    if (twiceRest == n) return {static_cast<std::int32_t>(lo), static_cast<std::int32_t>(lo + 1)};
    return {static_cast<std::int32_t>(twiceRest > n ? lo + 1 : lo)};
}

std::vector<std::int32_t> consensusCandidates(ConsensusRule rule,
                                              const std::vector<std::int32_t>& sorted) {
    switch (rule) {
        case ConsensusRule::Majority:
            return majorityOf(sorted);
        case ConsensusRule::Median:
            return medianOf(sorted);
        case ConsensusRule::Mean:
            return meanOf(sorted);
    }
    return {};
}

}  // namespace

Consensus buildConsensus(const GradeTable& t, ConsensusRule rule, TieRule ties,
                         std::size_t minSets) {
    if (minSets == 0) throw std::invalid_argument("consensus: minSets must be at least 1");
    Consensus c;
    std::vector<std::int32_t> grades;
    for (std::size_t i = 0; i < t.items.size(); ++i) {
        grades.clear();
        for (std::size_t s = 0; s < t.columns(); ++s)
            if (const auto g = t.grade(i, s); g != kNoGrade) grades.push_back(g);
        if (grades.size() < minSets || grades.empty()) {
            ++c.tooFew;
            continue;
        }
        std::sort(grades.begin(), grades.end());
        const auto cand = consensusCandidates(rule, grades);
        std::int32_t chosen = cand.front();
        if (cand.size() > 1) {
            ConsensusTie tie{i, cand, ties == TieRule::Drop, 0};
            chosen = ties == TieRule::Higher ? cand.back() : cand.front();
            tie.chosen = chosen;
            c.ties.push_back(std::move(tie));
            if (ties == TieRule::Drop) continue;
        }
        const auto& item = t.items[i];
        if (!item.qid || !item.doc) throw std::invalid_argument("consensus: an item has no name");
        c.labels.query(item.qid).add(c.labels.storeString(item.doc), chosen);
        ++c.items;
    }
    c.labels.finalize();
    return c;
}

}  // namespace ranklens::core
