// trec_eval's preference measures (-R prefs, qrels_prefs): each a ratio or a sum of one query's
// preference counts (core/measures/rel_format_counts.h; core/trec/prefs_counts.h counts them).
#include <functional>

#include "core/measures/rel_format_counts.h"

namespace ranklens::core::detail {
namespace {

struct FulPoss {
    std::int64_t ful = 0, poss = 0;
};
using Pick = FulPoss (*)(const JgPrefCounts&);
FulPoss allPrefs(const JgPrefCounts& g) {
    return {g.fulfilledRet + g.fulfilledImp, g.possibleRet + g.possibleImp + g.possibleNotRet};
}
FulPoss retPrefs(const JgPrefCounts& g) {
    return {g.fulfilledRet, g.possibleRet};
}
FulPoss impPrefs(const JgPrefCounts& g) {
    return {g.fulfilledRet + g.fulfilledImp, g.possibleRet + g.possibleImp};
}

FulPoss simpleCount(const PrefCounts& c, Pick pick) {
    FulPoss t;
    for (const auto& g : c.groups) {
        const FulPoss x = pick(g);
        t.ful += x.ful;
        t.poss += x.poss;
    }
    return t;
}

// Fulfilled / possible over every jg together; 0 without any possible preference.
double simple(const PrefCounts& c, Pick pick) {
    const FulPoss t = simpleCount(c, pick);
    return t.poss ? static_cast<double>(t.ful) / static_cast<double>(t.poss) : 0.0;
}

// The mean over jgs of per-jg ratios, as trec_eval: 0 unless the sum is > 0 (a NaN ratio,
// 0/0, makes the query 0).
double averageOverGroups(const PrefCounts& c, const std::function<double(const JgPrefCounts&)>& f) {
    double sum = 0;
    for (const auto& g : c.groups) sum += f(g);
    return sum > 0.0 ? sum / static_cast<double>(c.groups.size()) : 0.0;
}

double perGroup(const PrefCounts& c, Pick pick) {
    return averageOverGroups(c, [pick](const JgPrefCounts& g) {
        const FulPoss x = pick(g);
        return x.poss ? static_cast<double>(x.ful) / static_cast<double>(x.poss) : 0.0;
    });
}

}  // namespace

double prefsNumPrefsPoss(const PrefCounts& c) {
    return static_cast<double>(simpleCount(c, allPrefs).poss);
}
double prefsNumPrefsFul(const PrefCounts& c) {
    return static_cast<double>(simpleCount(c, allPrefs).ful);
}
double prefsNumPrefsFulRet(const PrefCounts& c) {
    return static_cast<double>(simpleCount(c, retPrefs).ful);
}
double prefsSimp(const PrefCounts& c) {
    return simple(c, allPrefs);
}
double prefsPair(const PrefCounts& c) {
    return c.pairs.all;
}
double prefsAvgJg(const PrefCounts& c) {
    return perGroup(c, allPrefs);
}
double prefsAvgJgRnonrel(const PrefCounts& c) {
    return averageOverGroups(c, [](const JgPrefCounts& g) { return g.rnonrel; });
}
double prefsSimpRet(const PrefCounts& c) {
    return simple(c, retPrefs);
}
double prefsPairRet(const PrefCounts& c) {
    return c.pairs.retrieved;
}
double prefsAvgJgRet(const PrefCounts& c) {
    return perGroup(c, retPrefs);
}
double prefsAvgJgRnonrelRet(const PrefCounts& c) {
    return averageOverGroups(c, [](const JgPrefCounts& g) { return g.rnonrelRet; });
}
double prefsSimpImp(const PrefCounts& c) {
    return simple(c, impPrefs);
}
double prefsPairImp(const PrefCounts& c) {
    return c.pairs.implied;
}
double prefsAvgJgImp(const PrefCounts& c) {
    return perGroup(c, impPrefs);
}

}  // namespace ranklens::core::detail
