// Preference counting as trec_eval's form_prefs_counts and its prefs_avgjg_Rnonrel(_ret)
// recounts define it, written anew. Docs are numbered by "docid rank": the retrieved judged
// docs 0 .. NJR-1 in ranking order, then the other judged docs in docid byte order, so "a
// ranked above b" is "a < b" and "retrieved" is "< NJR".
#include "core/trec/prefs_counts.h"

#include <algorithm>
#include <span>
#include <string_view>
#include <unordered_map>

namespace ranklens::core {
namespace {

using Doc = std::uint32_t;

struct Line {
    std::string_view jg, jsg;
    double level;
    Doc doc;
};

struct Query {
    const PrefsQuery* q;
    std::uint32_t njr = 0;                   // judged docs retrieved
    std::vector<std::string_view> docNames;  // by Doc
    std::vector<std::uint64_t>* pairs;       // prefs_pair: one key per preference, or null
};

[[noreturn]] void fail(const Query& qu, const std::string& what) {
    throw JudgmentError("query '" + qu.q->qid + "': " + what);
}

// A preference of `better` over `worse` for prefs_pair: the pair (low, high) and which way.
void notePair(const Query& qu, Doc better, Doc worse) {
    if (!qu.pairs) return;
    const Doc lo = std::min(better, worse), hi = std::max(better, worse);
    qu.pairs->push_back((std::uint64_t{lo} << 32 | hi) << 1 | (better == lo ? 0u : 1u));
}

// The ranking as trec_eval orders it for preferences: score descending, then docid ascending.
std::vector<std::string_view> rankedDocs(const PrefsQuery& q, const RunQuery* ranking,
                                         std::int64_t maxDocs) {
    std::vector<std::pair<double, std::string_view>> docs;
    if (ranking)
        for (const auto& d : ranking->docs) docs.emplace_back(d.score, d.doc);
    std::sort(docs.begin(), docs.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    if (maxDocs > 0 && static_cast<std::int64_t>(docs.size()) > maxDocs)
        docs.resize(static_cast<std::size_t>(maxDocs));
    std::vector<std::string_view> names;
    for (const auto& d : docs) names.push_back(d.second);
    std::vector<std::string_view> sorted = names;
    std::sort(sorted.begin(), sorted.end());
    if (const auto dup = std::adjacent_find(sorted.begin(), sorted.end()); dup != sorted.end())
        throw JudgmentError("query '" + q.qid + "': doc '" + std::string(*dup) +
                            "' is retrieved twice");
    return names;
}

// ---- One jsg: classes of equal level -------------------------------------------------

struct EqClass {
    double level;
    std::vector<Doc> docs;  // ascending; a doc listed twice stays twice (as trec_eval)
};

void countClasses(const Query& qu, const std::vector<EqClass>& ecs, JgPrefCounts& c) {
    const Doc njr = qu.njr;
    for (std::size_t a = 0; a < ecs.size(); ++a) {
        const auto& docs = ecs[a].docs;
        const auto ret = std::lower_bound(docs.begin(), docs.end(), njr) - docs.begin();
        const auto n = static_cast<std::int64_t>(docs.size());
        (ecs[a].level > 0.0 ? c.numRelRet : c.numNonrelRet) += ret;
        (ecs[a].level > 0.0 ? c.numRel : c.numNonrel) += n;
        for (std::size_t b = a + 1; b < ecs.size(); ++b)
            for (Doc d1 : docs)
                for (Doc d2 : ecs[b].docs) {
                    if (d1 == d2)
                        fail(qu, "doc '" + std::string(qu.docNames[d1]) +
                                     "' has two levels in one judgment sub-group");
                    notePair(qu, d1, d2);
                    if (d1 < d2)
                        ++(d2 < njr   ? c.fulfilledRet
                           : d1 < njr ? c.fulfilledImp
                                      : c.possibleNotRet);
                    else
                        ++(d1 < njr ? c.possibleRet : d2 < njr ? c.possibleImp : c.possibleNotRet);
                }
    }
    c.possibleRet += c.fulfilledRet;
    c.possibleImp += c.fulfilledImp;
}

// prefs_avgjg_Rnonrel(_ret) when the jg has more non-relevant docs N than relevant ones R:
// the last class (the non-relevant docs) cut to its first `keep` docs; retOnly: retrieved docs
// only. Kept as trec_eval computes it, the last class's own pairs with the cut class included.
double recountClasses(const std::vector<EqClass>& ecs, std::int64_t keep, Doc njr, bool retOnly) {
    auto members = [&](const std::vector<Doc>& d) {
        const auto end = retOnly ? std::lower_bound(d.begin(), d.end(), njr) : d.end();
        return std::span<const Doc>(d.data(), static_cast<std::size_t>(end - d.begin()));
    };
    const auto& last = ecs.back().docs;
    std::span<const Doc> cut = members(last);
    cut =
        cut.first(std::min(cut.size(), static_cast<std::size_t>(std::max<std::int64_t>(keep, 0))));
    std::int64_t ful = 0, poss = 0;
    auto count = [&](std::span<const Doc> better, std::span<const Doc> worse) {
        for (Doc d1 : better)
            for (Doc d2 : worse) ++(d1 < d2 && d1 < njr ? ful : poss);
    };
    for (std::size_t a = 0; a < ecs.size(); ++a)
        for (std::size_t b = a + 1; b + 1 < ecs.size(); ++b)
            count(members(ecs[a].docs), members(ecs[b].docs));
    for (const auto& ec : ecs) count(members(ec.docs), cut);
    return static_cast<double>(ful) / static_cast<double>(poss + ful);
}

// prefs_avgjg_Rnonrel(_ret) of a jg: with R relevant and N non-relevant docs (retrieved ones
// for _ret), N <= R adds R - N fulfilled preferences of every relevant retrieved doc (out of
// R - N for every relevant doc); N > R recounts with N cut to R.
template <typename Recount, typename RecountRet>
void setRnonrel(JgPrefCounts& c, Recount recount, RecountRet recountRet) {
    const std::int64_t r = c.numRel, n = c.numNonrel;
    c.rnonrel = r >= n
                    ? static_cast<double>(c.fulfilledRet + c.fulfilledImp + c.numRelRet * (r - n)) /
                          static_cast<double>(c.possibleRet + c.possibleImp + c.possibleNotRet +
                                              c.numRel * (r - n))
                    : recount();
    const std::int64_t rr = c.numRelRet, nr = c.numNonrelRet;
    c.rnonrelRet = rr >= nr ? static_cast<double>(c.fulfilledRet + c.numRelRet * (rr - nr)) /
                                  static_cast<double>(c.possibleRet + c.numRel * (rr - nr))
                            : recountRet();
}

void countSingleJsg(const Query& qu, std::span<const Line> lines, JgPrefCounts& c) {
    std::vector<EqClass> ecs;
    for (const auto& l : lines) {
        if (ecs.empty() || ecs.back().level != l.level) ecs.push_back({l.level, {}});
        ecs.back().docs.push_back(l.doc);
    }
    countClasses(qu, ecs, c);
    setRnonrel(
        c, [&] { return recountClasses(ecs, c.numRel, qu.njr, false); },
        [&] { return recountClasses(ecs, c.numRelRet, qu.njr, true); });
}

// ---- Several jsgs: a preference relation, closed under transitivity -----------------

class BitMatrix {
  public:
    explicit BitMatrix(std::size_t n) : n_(n), words_((n + 63) / 64), bits_(n * words_, 0) {}
    bool get(std::size_t i, std::size_t j) const {
        return bits_[i * words_ + j / 64] >> (j % 64) & 1;
    }
    void set(std::size_t i, std::size_t j, bool v) {
        auto& w = bits_[i * words_ + j / 64];
        w = v ? w | std::uint64_t{1} << (j % 64) : w & ~(std::uint64_t{1} << (j % 64));
    }
    // Warshall: i reaches everything k reaches whenever i reaches k.
    void closeTransitively() {
        for (std::size_t k = 0; k < n_; ++k)
            for (std::size_t i = 0; i < n_; ++i)
                if (get(i, k))
                    for (std::size_t w = 0; w < words_; ++w)
                        bits_[i * words_ + w] |= bits_[k * words_ + w];
    }

  private:
    std::size_t n_, words_;
    std::vector<std::uint64_t> bits_;
};

struct Relation {
    std::vector<Doc> docs;      // the jg's docs, ascending; local index = position
    std::vector<double> level;  // by local index: the last level the doc was given
    BitMatrix prefers{0};
};

// Pairs (i, j) of local docs with i preferred to j, both kept by `keep`.
template <typename Keep, typename F>
void forEachPreference(const Relation& rel, Keep keep, F f) {
    for (std::size_t i = 0; i < rel.docs.size(); ++i)
        if (keep(i))
            for (std::size_t j = 0; j < rel.docs.size(); ++j)
                if (rel.prefers.get(i, j) && keep(j)) f(rel.docs[i], rel.docs[j]);
}

// prefs_avgjg_Rnonrel(_ret) with more non-relevant docs than relevant: non-relevant docs after
// the (numRel)th one (in docid rank order, retrieved docs only for retOnly) are left out.
double recountRelation(const Relation& rel, std::int64_t numRel, Doc njr, bool retOnly) {
    Doc firstDropped = retOnly ? njr : static_cast<Doc>(-1);
    std::int64_t seen = 0;
    for (std::size_t i = 0; i < rel.docs.size() && (!retOnly || rel.docs[i] < njr); ++i)
        if (rel.level[i] == 0.0 && ++seen == numRel + 1) {
            firstDropped = rel.docs[i];
            break;
        }
    auto keep = [&](std::size_t i) {
        return !(rel.docs[i] >= firstDropped && rel.level[i] == 0.0) &&
               (!retOnly || rel.docs[i] < njr);
    };
    std::int64_t ful = 0, poss = 0;
    forEachPreference(rel, keep, [&](Doc a, Doc b) { ++(a < njr && b > a ? ful : poss); });
    return static_cast<double>(ful) / static_cast<double>(poss + ful);
}

void countSeveralJsgs(const Query& qu, std::span<const Line> lines, JgPrefCounts& c) {
    Relation rel;
    for (const auto& l : lines) rel.docs.push_back(l.doc);
    std::sort(rel.docs.begin(), rel.docs.end());
    rel.docs.erase(std::unique(rel.docs.begin(), rel.docs.end()), rel.docs.end());
    auto local = [&](Doc d) {
        return static_cast<std::size_t>(std::lower_bound(rel.docs.begin(), rel.docs.end(), d) -
                                        rel.docs.begin());
    };
    rel.level.assign(rel.docs.size(), -1.0);  // -1: not judged yet, as trec_eval
    rel.prefers = BitMatrix(rel.docs.size());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::size_t d = local(lines[i].doc);
        const double before = rel.level[d], now = lines[i].level;
        if ((before > 0.0 && now == 0.0) || (before == 0.0 && now > 0.0))
            fail(qu, "doc '" + std::string(qu.docNames[lines[i].doc]) +
                         "' is both relevant (level > 0) and not (level 0) in judgment group '" +
                         std::string(lines[i].jg) + "'");
        rel.level[d] = now;
        for (std::size_t j = i + 1; j < lines.size() && lines[j].jsg == lines[i].jsg; ++j)
            if (lines[j].level < now) rel.prefers.set(d, local(lines[j].doc), true);
    }
    rel.prefers.closeTransitively();
    for (std::size_t i = 0; i < rel.docs.size(); ++i) rel.prefers.set(i, i, false);
    for (std::size_t i = 0; i < rel.docs.size(); ++i)
        for (std::size_t j = i + 1; j < rel.docs.size(); ++j)
            if (rel.prefers.get(i, j) && rel.prefers.get(j, i))
                fail(qu, "judgment group '" + std::string(lines.front().jg) + "' prefers doc '" +
                             std::string(qu.docNames[rel.docs[i]]) + "' to doc '" +
                             std::string(qu.docNames[rel.docs[j]]) + "' and the other way round");
    const Doc njr = qu.njr;
    for (std::size_t i = 0; i < rel.docs.size(); ++i) {
        const bool ret = rel.docs[i] < njr;
        if (rel.level[i] > 0.0) {
            ++c.numRel;
            c.numRelRet += ret;
        } else if (rel.level[i] == 0.0) {
            ++c.numNonrel;
            c.numNonrelRet += ret;
        }
    }
    forEachPreference(
        rel, [](std::size_t) { return true; },
        [&](Doc a, Doc b) {
            notePair(qu, a, b);
            if (a < njr)
                ++(b < a ? c.possibleRet : b < njr ? c.fulfilledRet : c.fulfilledImp);
            else
                ++(b < njr ? c.possibleImp : c.possibleNotRet);
        });
    c.possibleRet += c.fulfilledRet;
    c.possibleImp += c.fulfilledImp;
    setRnonrel(
        c, [&] { return recountRelation(rel, c.numRel, njr, false); },
        [&] { return recountRelation(rel, c.numRel, njr, true); });
}

// prefs_pair, _ret, _imp from one key per preference, summed in trec_eval's order: pairs of
// retrieved docs, then pairs of a retrieved and an unretrieved doc, each by (low, high).
PairScores scorePairs(std::vector<std::uint64_t>& keys, Doc njr) {
    std::sort(keys.begin(), keys.end());
    struct Pair {
        Doc lo, hi;
        double share;  // of the preferences on the pair, those for the better-ranked doc
    };
    std::vector<Pair> pairs;
    for (std::size_t i = 0; i < keys.size();) {
        const std::uint64_t pair = keys[i] >> 1;
        std::int64_t forLo = 0, forHi = 0;
        for (; i < keys.size() && keys[i] >> 1 == pair; ++i) ++((keys[i] & 1) ? forHi : forLo);
        pairs.push_back({static_cast<Doc>(pair >> 32), static_cast<Doc>(pair & 0xffffffffu),
                         static_cast<double>(forLo) / static_cast<double>(forLo + forHi)});
    }
    double sum = 0;
    std::int64_t bothRet = 0, oneRet = 0, noneRet = 0;
    for (const auto& p : pairs)
        if (p.hi < njr) {
            sum += p.share;
            ++bothRet;
        }
    PairScores s;
    if (bothRet) s.retrieved = sum / static_cast<double>(bothRet);
    for (const auto& p : pairs) {
        if (p.lo < njr && p.hi >= njr) {
            sum += p.share;
            ++oneRet;
        }
        noneRet += p.lo >= njr;
    }
    if (bothRet + oneRet) s.implied = sum / static_cast<double>(bothRet + oneRet);
    if (!pairs.empty()) s.all = sum / static_cast<double>(bothRet + oneRet + noneRet);
    return s;
}

}  // namespace

PrefCounts countPreferences(const PrefsQuery& q, const RunQuery* ranking, std::int64_t maxDocs,
                            bool withPairs) {
    std::vector<std::uint64_t> pairKeys;
    Query qu{&q, 0, {}, withPairs ? &pairKeys : nullptr};
    // Docid ranks: retrieved judged docs in ranking order, then the rest by docid.
    std::vector<std::string_view> judged;
    for (const auto& j : q.judgments) judged.push_back(j.doc);
    std::sort(judged.begin(), judged.end());
    judged.erase(std::unique(judged.begin(), judged.end()), judged.end());
    std::unordered_map<std::string_view, Doc> rank;
    for (auto name : rankedDocs(q, ranking, maxDocs))
        if (std::binary_search(judged.begin(), judged.end(), name)) {
            rank.emplace(name, static_cast<Doc>(qu.docNames.size()));
            qu.docNames.push_back(name);
        }
    qu.njr = static_cast<Doc>(qu.docNames.size());
    for (auto name : judged)
        if (rank.emplace(name, static_cast<Doc>(qu.docNames.size())).second)
            qu.docNames.push_back(name);

    std::vector<Line> lines;
    lines.reserve(q.judgments.size());
    for (const auto& j : q.judgments) lines.push_back({j.jg, j.jsg, j.level, rank.at(j.doc)});
    std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) {
        if (a.jg != b.jg) return a.jg < b.jg;
        if (a.jsg != b.jsg) return a.jsg < b.jsg;
        if (a.level != b.level) return a.level > b.level;
        return a.doc < b.doc;
    });

    PrefCounts out;
    out.numJudged = static_cast<std::int64_t>(qu.docNames.size());
    out.numJudgedRet = qu.njr;
    const std::span<const Line> all(lines);
    for (std::size_t b = 0; b < lines.size();) {
        std::size_t e = b;
        bool severalJsgs = false;
        for (; e < lines.size() && lines[e].jg == lines[b].jg; ++e)
            severalJsgs = severalJsgs || lines[e].jsg != lines[b].jsg;
        JgPrefCounts c;
        if (severalJsgs)
            countSeveralJsgs(qu, all.subspan(b, e - b), c);
        else
            countSingleJsg(qu, all.subspan(b, e - b), c);
        out.groups.push_back(c);
        b = e;
    }
    if (withPairs) out.pairs = scorePairs(pairKeys, qu.njr);
    return out;
}

}  // namespace ranklens::core
