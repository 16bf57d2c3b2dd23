#include "core/stats/overlap.h"

#include <cmath>
#include <stdexcept>
#include <unordered_set>

namespace ranklens::core::stats {

namespace {

// The first `depth` distinct documents of r, in order.
Ranking prefix(const Ranking& r, std::size_t depth) {
    if (depth == 0) throw std::invalid_argument("overlap: the depth must be at least 1");
    Ranking out;
    std::unordered_set<std::string_view> seen;
    for (std::string_view d : r) {
        if (out.size() == depth) break;
        if (seen.insert(d).second) out.push_back(d);
    }
    return out;
}

// X_d for d = 1 .. max(|s|, |l|): overlap of the two prefixes of length d (a list shorter
// than d taken whole).
std::vector<double> overlaps(const Ranking& s, const Ranking& l) {
    std::vector<double> x;
    std::unordered_set<std::string_view> inS, inL;
    double common = 0;
    for (std::size_t d = 0; d < l.size(); ++d) {
        if (d < s.size()) {
            if (inL.count(s[d])) ++common;
            inS.insert(s[d]);
        }
        if (inS.count(l[d])) ++common;
        inL.insert(l[d]);
        x.push_back(common);
    }
    return x;
}

}  // namespace

double jaccardAt(const Ranking& a, const Ranking& b, std::size_t depth) {
    const Ranking pa = prefix(a, depth), pb = prefix(b, depth);
    if (pa.empty() && pb.empty()) return 1;
    const std::unordered_set<std::string_view> sa(pa.begin(), pa.end());
    std::size_t common = 0;
    for (std::string_view d : pb) common += sa.count(d);
    return static_cast<double>(common) / static_cast<double>(pa.size() + pb.size() - common);
}

double rboExtrapolated(const Ranking& a, const Ranking& b, double p, std::size_t depth) {
    if (!(p > 0 && p < 1)) throw std::invalid_argument("RBO: p must be in (0, 1)");
    Ranking s = prefix(a, depth), l = prefix(b, depth);
    if (s.size() > l.size()) std::swap(s, l);
    if (l.empty()) return 1;
    if (s.empty()) return 0;
    const std::vector<double> x = overlaps(s, l);
    const double sl = static_cast<double>(s.size()), ll = static_cast<double>(l.size());
    const double xs = x[s.size() - 1], xl = x[l.size() - 1];
    double sum = 0, pd = 1;
    for (std::size_t d = 1; d <= l.size(); ++d) {
        pd *= p;
        const double dd = static_cast<double>(d);
        sum += x[d - 1] / dd * pd;
        if (d > s.size()) sum += xs * (dd - sl) / (sl * dd) * pd;
    }
    return (1 - p) / p * sum + ((xl - xs) / ll + xs / sl) * pd;
}

}  // namespace ranklens::core::stats
