#pragma once
// Straightforward references for trec_eval's measures beyond the official set, for
// randomized_crosscheck_test.cpp. Each is written from the definition in trec_eval's own
// m_*.c (9.0.8 and 10.0, read, not copied) in the plainest form: counts "above a rank" and
// cut-off sums are recomputed with their own loops at every rank, nothing shared with the
// engine (no JudgedRanking, no EvalConfig, no registry helper).
//
// trec_eval's view of a retrieved item (its form_res_rels.c): no label = not in the pool; a
// negative label = in the pool but not judged; a label >= 0 is judged, relevant from the
// threshold (-l) on. R counts the labels >= threshold, retrieved or not.
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ranklens::core::trec_ref {

struct Query {
    std::vector<int> grades;  // rank order; INT32_MIN = no label (not in the pool)
    std::vector<int> labels;  // every label of the query, negative ones included
    int threshold = 1;

    static bool labelled(int g) { return g != INT32_MIN; }
    static bool judged(int g) { return labelled(g) && g >= 0; }
    bool rel(int g) const { return judged(g) && g >= threshold; }
    bool judgedNonrel(int g) const { return judged(g) && g < threshold; }
    std::size_t n() const { return grades.size(); }
    double R() const {
        double r = 0;
        for (int g : labels)
            if (g >= 0 && g >= threshold) ++r;
        return r;
    }
    // Judged non-relevant labels of the query (bpref's N).
    double N() const {
        double r = 0;
        for (int g : labels)
            if (g >= 0 && g < threshold) ++r;
        return r;
    }
    // Relevant items among the top k (k may exceed the list).
    double relIn(std::size_t k) const {
        double r = 0;
        for (std::size_t i = 0; i < k && i < grades.size(); ++i)
            if (rel(grades[i])) ++r;
        return r;
    }
    // trec_eval's default gain: the label itself; no label or a negative one gains 0.
    static double gain(int g) { return judged(g) ? static_cast<double>(g) : 0.0; }
    // The ideal order of trec_eval's gain measures: every label with a positive gain, highest
    // first (IdealOrder::Labels; the ranking plays no part).
    std::vector<double> ideal() const {
        std::vector<double> v;
        for (int g : labels)
            if (gain(g) > 0) v.push_back(gain(g));
        std::sort(v.begin(), v.end(), [](double a, double b) { return a > b; });
        return v;
    }
    // DCG of the top k of the list and of the ideal, discount log2(rank + 1).
    double dcgAt(std::size_t k) const {
        double s = 0;
        for (std::size_t i = 0; i < k && i < grades.size(); ++i)
            s += gain(grades[i]) / std::log2(static_cast<double>(i) + 2.0);
        return s;
    }
    double idcgAt(std::size_t k) const {
        const std::vector<double> id = ideal();
        double s = 0;
        for (std::size_t i = 0; i < k && i < id.size(); ++i)
            s += id[i] / std::log2(static_cast<double>(i) + 2.0);
        return s;
    }
};

// m_infap.c. A relevant item at rank k adds 1 when k = 1, else
// 1/k + ((k-1)/k) * (pooled above / (k-1)) * ((rel above + e) / (judged above + 2e)), where
// "pooled" counts every labelled item (a negative label too) and "judged" relevant and
// non-relevant ones; e = 0.00001. Divided by R (0 when R = 0).
inline double infAP(const Query& q) {
    const double e = 0.00001;
    double sum = 0;
    for (std::size_t i = 0; i < q.n(); ++i) {
        if (!q.rel(q.grades[i])) continue;
        if (i == 0) {
            sum += 1.0;
            continue;
        }
        double pooled = 0, relAbove = 0, judgedAbove = 0;
        for (std::size_t j = 0; j < i; ++j) {
            if (Query::labelled(q.grades[j])) ++pooled;
            if (q.rel(q.grades[j])) ++relAbove;
            if (Query::judged(q.grades[j])) ++judgedAbove;
        }
        const double k = static_cast<double>(i) + 1.0;
        sum += 1.0 / k +
               ((k - 1.0) / k) * (pooled / (k - 1.0)) * ((relAbove + e) / (judgedAbove + 2.0 * e));
    }
    return q.R() > 0 ? sum / q.R() : 0.0;
}

// m_bpref.c (and m_gm_bpref.c, whose per-query value is the same bpref): a relevant item with n
// judged non-relevant items above it adds 1 - min(n, R) / min(N, R) (1 when n = 0); divided by R.
inline double bprefTerm(double nAbove, double R, double N) {
    return nAbove > 0 ? 1.0 - std::min(nAbove, R) / std::min(N, R) : 1.0;
}
inline double bpref(const Query& q) {
    double sum = 0;
    for (std::size_t i = 0; i < q.n(); ++i) {
        if (!q.rel(q.grades[i])) continue;
        double above = 0;
        for (std::size_t j = 0; j < i; ++j)
            if (q.judgedNonrel(q.grades[j])) ++above;
        sum += bprefTerm(above, q.R(), q.N());
    }
    return q.R() > 0 ? sum / q.R() : 0.0;
}
// bpref's expected value over every order of each tie group (group[i] = the group of rank i):
// a relevant item's term depends only on how many judged non-relevant items precede it; of the
// m judged non-relevant items of its own group, 0..m do so, each count with chance 1/(m + 1)
// (its place among those m + 1 items is uniform).
inline double bprefTiesAveraged(const Query& q, const std::vector<int>& group) {
    double sum = 0;
    for (std::size_t i = 0; i < q.n(); ++i) {
        if (!q.rel(q.grades[i])) continue;
        double before = 0, mine = 0;
        for (std::size_t j = 0; j < q.n(); ++j) {
            if (!q.judgedNonrel(q.grades[j])) continue;
            if (group[j] < group[i]) ++before;
            if (group[j] == group[i]) ++mine;
        }
        double term = 0;
        for (double a = 0; a <= mine; ++a) term += bprefTerm(before + a, q.R(), q.N());
        sum += term / (mine + 1.0);
    }
    return q.R() > 0 ? sum / q.R() : 0.0;
}

// m_Rprec_mult.c: precision at the cut-off (long)(x * R + 0.9), relevant items in the top c
// over c also when c passes the list's end; 0 when c = 0.
inline double rprecMult(const Query& q, double x) {
    const long c = static_cast<long>(x * q.R() + 0.9);
    return c > 0 ? q.relIn(static_cast<std::size_t>(c)) / static_cast<double>(c) : 0.0;
}

// m_utility.c with -N 0 (no collection size): a * rel ret + b * nonrel ret + c * rel not ret
// + d * (0 - everything else).
inline double utility(const Query& q, double a, double b, double c, double d) {
    const double n = static_cast<double>(q.n()), relRet = q.relIn(q.n()), R = q.R();
    const double collection = 0;
    return a * relRet + b * (n - relRet) + c * (R - relRet) + d * (collection + relRet - n - R);
}

// m_iprec_at_recall.c / m_11pt_avg.c: level p becomes a count c of relevant items,
// (long)(p * R + 0.9) in 9.0.8, lround(p * R) in 10.0; the value is the highest precision at
// any rank whose relevant-so-far count is at least c, 0 when the list never reaches c. An empty
// list (judged-only with nothing judged): trec_eval divides 0 by 0 there (-nan for c = 0);
// RankLens scores 0, as its registry text states.
inline double iprec(const Query& q, double p, bool v10) {
    const long c = v10 ? std::lround(p * q.R()) : static_cast<long>(p * q.R() + 0.9);
    if (q.n() == 0 || static_cast<double>(c) > q.relIn(q.n())) return 0.0;
    double best = 0;
    for (std::size_t k = 1; k <= q.n(); ++k)
        if (q.relIn(k) >= static_cast<double>(c))
            best = std::max(best, q.relIn(k) / static_cast<double>(k));
    return best;
}
inline double pt11Avg(const Query& q, const std::vector<double>& levels, bool v10) {
    double s = 0;
    for (double p : levels) s += iprec(q, p, v10);
    return s / static_cast<double>(levels.size());
}

// m_binG.c: a relevant item adds 1 / log2(2 + items above it that are not relevant (non-
// relevant, unlabelled or unjudged)); divided by R, 0 when no relevant item is retrieved.
inline double binG(const Query& q) {
    double sum = 0, found = 0;
    for (std::size_t i = 0; i < q.n(); ++i) {
        if (!q.rel(q.grades[i])) continue;
        ++found;
        double waste = 0;
        for (std::size_t j = 0; j < i; ++j)
            if (!q.rel(q.grades[j])) ++waste;
        sum += 1.0 / std::log2(2.0 + waste);
    }
    return found > 0 ? sum / q.R() : 0.0;
}

// m_G.c with the default gains (the label): rank i adds gain_i / log2(2 + cost_i - got_i), where
// got_i sums the list's gains of ranks 1..i and cost_i sums, over ranks 1..i, the ideal gain at
// that rank but at least 1; divided by the sum of the ideal gains (0 when it is 0).
inline double G(const Query& q) {
    const std::vector<double> id = q.ideal();
    double idealSum = 0;
    for (double x : id) idealSum += x;
    if (idealSum <= 0) return 0.0;
    double g = 0;
    for (std::size_t i = 0; i < q.n(); ++i) {
        const double gi = Query::gain(q.grades[i]);
        if (gi == 0) continue;
        double got = 0, cost = 0;
        for (std::size_t j = 0; j <= i; ++j) {
            got += Query::gain(q.grades[j]);
            cost += std::max(j < id.size() ? id[j] : 0.0, 1.0);
        }
        g += gi / std::log2(2.0 + cost - got);
    }
    return g / idealSum;
}

// m_ndcg_rel.c: over the m items of the ideal (positive gain), the NDCG at the rank of each
// retrieved one (DCG and ideal DCG cut at that rank) and, for each of the m not met, the NDCG of
// the whole list (ideal DCG whole); the sum over m, 0 when the sum is not positive.
inline double ndcgRel(const Query& q) {
    const std::size_t m = q.ideal().size();
    if (m == 0) return 0.0;
    double sum = 0, met = 0;
    for (std::size_t i = 0; i < q.n(); ++i) {
        if (Query::gain(q.grades[i]) <= 0) continue;
        sum += q.dcgAt(i + 1) / q.idcgAt(i + 1);
        ++met;
    }
    sum += (static_cast<double>(m) - met) * q.dcgAt(q.n()) / q.idcgAt(m);
    return sum > 0 ? sum / static_cast<double>(m) : 0.0;
}

// m_Rndcg.c: 0 when R = 0; else the mean of NDCG@c over the cut-offs c = 1..m (m = the ideal's
// length) after which the ideal's gain changes (c = m included: it drops to 0 there), and,
// when the list has at least m + 2 items, the whole list's NDCG (trec_eval's loop has passed
// rank m + 1 before it looks for the rest of the list: a list of exactly m + 1 adds no point).
inline double rndcg(const Query& q) {
    if (q.R() == 0) return 0.0;
    const std::vector<double> id = q.ideal();
    const std::size_t m = id.size();
    double sum = 0, points = 0;
    for (std::size_t c = 1; c <= m; ++c)
        if (c == m || id[c] != id[c - 1]) {
            sum += q.dcgAt(c) / q.idcgAt(c);
            ++points;
        }
    if (q.n() >= m + 2) {
        sum += q.dcgAt(q.n()) / q.idcgAt(m);
        ++points;
    }
    return sum / points;
}

// trec_eval 10.0's dcg and ideal_dcg (m_ndcg.c): the whole list's DCG, the whole ideal's DCG.
inline double dcg(const Query& q) {
    return q.dcgAt(q.n());
}
inline double idealDcg(const Query& q) {
    return q.idcgAt(q.ideal().size());
}

// m_rel_P.c: relevant in the top k over min(k, R); 0 when R = 0.
inline double relativeP(const Query& q, std::size_t k) {
    const double R = q.R();
    return R > 0 ? q.relIn(k) / std::min(static_cast<double>(k), R) : 0.0;
}
// m_set_rel_P.c, m_set_map.c: over the whole list; 0 when it is empty or R = 0.
inline double setRelativeP(const Query& q) {
    const double n = static_cast<double>(q.n()), R = q.R();
    return n > 0 && R > 0 ? q.relIn(q.n()) / std::min(n, R) : 0.0;
}
inline double setMap(const Query& q) {
    const double n = static_cast<double>(q.n()), R = q.R(), rr = q.relIn(q.n());
    return n > 0 && R > 0 ? rr * rr / (n * R) : 0.0;
}
// m_num_nonrel_judged_ret.c: retrieved, judged, below the threshold.
inline double numNonrelJudgedRet(const Query& q) {
    double c = 0;
    for (int g : q.grades)
        if (q.judgedNonrel(g)) ++c;
    return c;
}
// m_yaap.c: log((1 + S) / (1 + R - S)), S = the sum of precision at each relevant rank.
inline double yaap(const Query& q) {
    double S = 0;
    for (std::size_t i = 0; i < q.n(); ++i)
        if (q.rel(q.grades[i])) S += q.relIn(i + 1) / (static_cast<double>(i) + 1.0);
    return std::log((1.0 + S) / (1.0 + q.R() - S));
}

// trec_eval 10.0's rbp (m_rbp.c): (1 - p) * sum over ranks i >= 1 of gain_i * p^(i-1), the
// gains (the label) rescaled to [0, 1] when any falls outside it: by (g - min) / (max - min)
// over the query's gain table, whose level 0 (gain 0) is always present, so min = 0 and max =
// the largest label. (m_rbp.c leaves min and max uninitialised before that scan: the printed
// value can depend on the stack, e.g. after -m dcg; this is the value of its evident intent,
// which trec_eval prints when rbp is computed first.)
inline double rbp(const Query& q, double p) {
    double top = 0;
    for (int g : q.labels)
        if (g >= 0) top = std::max(top, static_cast<double>(g));
    const double scale = top > 1 ? top : 1.0;
    double s = 0;
    for (std::size_t i = 0; i < q.n(); ++i)
        s += Query::gain(q.grades[i]) / scale * std::pow(p, static_cast<double>(i));
    return (1 - p) * s;
}
// m_rbp_resid.c: 0 when every retrieved item is judged; else p^n + (1 - p) * sum over the
// unlabelled or unjudged ranks i of p^(i-1).
inline double rbpResid(const Query& q, double p) {
    double s = 0, unjudged = 0;
    for (std::size_t i = 0; i < q.n(); ++i)
        if (!Query::judged(q.grades[i])) {
            ++unjudged;
            s += std::pow(p, static_cast<double>(i));
        }
    return unjudged > 0 ? std::pow(p, static_cast<double>(q.n())) + (1 - p) * s : 0.0;
}
// m_unjudged.c (unj): unlabelled or unjudged items in the top k over k; ranks past the list's
// end count as judged.
inline double unj(const Query& q, std::size_t k) {
    double c = 0;
    for (std::size_t i = 0; i < k && i < q.n(); ++i)
        if (!Query::judged(q.grades[i])) ++c;
    return c / static_cast<double>(k);
}

}  // namespace ranklens::core::trec_ref
