#include "core/judging/agreement.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace ranklens::core {

namespace {

// Gaps between used grades are filled in (shown as empty rows) up to this many categories.
constexpr long kMaxFilledRange = 20;

std::vector<int> categoriesOf(const std::vector<GradePair>& pairs) {
    if (pairs.empty()) return {};
    int lo = pairs.front().a, hi = lo;
    for (const auto& p : pairs) {
        lo = std::min({lo, p.a, p.b});
        hi = std::max({hi, p.a, p.b});
    }
    std::vector<int> g;
    if (static_cast<long>(hi) - lo <= kMaxFilledRange) {  // the usual case: no sort needed
        for (int v = lo; v <= hi; ++v) g.push_back(v);
        return g;
    }
    g.reserve(pairs.size() * 2);
    for (const auto& p : pairs) g.push_back(p.a), g.push_back(p.b);
    std::sort(g.begin(), g.end());
    g.erase(std::unique(g.begin(), g.end()), g.end());
    return g;
}

std::size_t indexOf(const std::vector<int>& cats, int v) {
    return static_cast<std::size_t>(std::lower_bound(cats.begin(), cats.end(), v) - cats.begin());
}

double weightOf(KappaWeights w, int a, int b, double range) {
    if (a == b) return 0.0;
    if (w == KappaWeights::None) return 1.0;
    const double d = std::fabs(static_cast<double>(a) - b) / range;
    return w == KappaWeights::Linear ? d : d * d;
}

// Kappa from a confusion matrix over cats (n > 0).
KappaValue kappaOf(const std::vector<int>& cats, const std::vector<std::size_t>& conf,
                   std::size_t n, KappaWeights w) {
    KappaValue k;
    k.defined = true;
    const std::size_t m = cats.size();
    const double range = static_cast<double>(cats.back()) - cats.front();
    std::vector<double> rowA(m, 0.0), colB(m, 0.0);
    for (std::size_t i = 0; i < m; ++i)
        for (std::size_t j = 0; j < m; ++j) {
            rowA[i] += static_cast<double>(conf[i * m + j]);
            colB[j] += static_cast<double>(conf[i * m + j]);
        }
    const double dn = static_cast<double>(n);
    double observedDis = 0.0, expectedDis = 0.0;
    for (std::size_t i = 0; i < m; ++i)
        for (std::size_t j = 0; j < m; ++j) {
            const double wij = weightOf(w, cats[i], cats[j], range);
            if (wij == 0.0) continue;
            observedDis += wij * static_cast<double>(conf[i * m + j]) / dn;
            expectedDis += wij * (rowA[i] / dn) * (colB[j] / dn);
        }
    k.observed = 1.0 - observedDis;
    k.expected = 1.0 - expectedDis;
    if (expectedDis <= 0.0) {  // p_e == 1: everyone used one grade; defined as 1 (see header)
        k.chanceIsTotal = true;
        k.expected = 1.0;
        k.kappa = 1.0;
    } else {
        k.kappa = 1.0 - observedDis / expectedDis;
    }
    return k;
}

}  // namespace

Agreement computeAgreement(const std::vector<GradePair>& pairs) {
    Agreement a;
    a.n = pairs.size();
    if (pairs.empty()) return a;
    a.grades = categoriesOf(pairs);
    const std::size_t m = a.grades.size();
    a.confusion.assign(m * m, 0);
    for (const auto& p : pairs) {
        ++a.confusion[indexOf(a.grades, p.a) * m + indexOf(a.grades, p.b)];
        if (p.a == p.b) ++a.agreed;
    }
    a.unweighted = kappaOf(a.grades, a.confusion, a.n, KappaWeights::None);
    a.linear = kappaOf(a.grades, a.confusion, a.n, KappaWeights::Linear);
    a.quadratic = kappaOf(a.grades, a.confusion, a.n, KappaWeights::Quadratic);
    return a;
}

KappaValue cohensKappa(const std::vector<GradePair>& pairs, KappaWeights weights) {
    return computeAgreement(pairs).value(weights);
}

std::vector<PairedLabel> pairLabels(const Qrels& a, const Qrels& b) {
    std::vector<PairedLabel> out;
    for (const auto& qa : a.queries()) {
        const QrelsQuery* qb = b.find(qa.qid);
        if (!qb) continue;
        for (const auto& j : qa.judgments)
            if (const auto g = qb->grade(j.doc)) out.push_back({qa.qid, j.doc, j.grade, *g});
    }
    std::sort(out.begin(), out.end(), [](const PairedLabel& x, const PairedLabel& y) {
        if (const int c = x.qid.compare(y.qid)) return c < 0;
        return x.docid < y.docid;
    });
    return out;
}

std::vector<GradePair> gradePairs(const std::vector<PairedLabel>& labels) {
    std::vector<GradePair> out;
    out.reserve(labels.size());
    for (const auto& l : labels) out.push_back({l.a, l.b});
    return out;
}

}  // namespace ranklens::core
