#include "core/stats/leave_one_out.h"

#include <algorithm>
#include <cmath>

#include "core/stats/t_test.h"

namespace ranklens::core::stats {

namespace {

struct Tested {
    double delta = 0, p = 1;
};

// The paired t-test over the queries not in `out`.
Tested without(std::span<const double> a, std::span<const double> b, const std::vector<char>& out) {
    std::vector<double> x, y;
    x.reserve(a.size());
    y.reserve(b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!out[i]) {
            x.push_back(a[i]);
            y.push_back(b[i]);
        }
    const PairedTTest t = pairedTTest(x, y);
    return {t.meanDiff, t.p};
}

}  // namespace

int verdict(double delta, double p, double alpha) {
    if (!(p < alpha) || delta == 0) return 0;
    return delta > 0 ? 1 : -1;
}

Influence leaveOneOut(std::span<const double> a, std::span<const double> b, double alpha,
                      std::size_t top) {
    Influence r;
    const PairedTTest all = pairedTTest(a, b);  // checks the input
    r.delta = all.meanDiff;
    r.p = all.p;
    r.deltaWithoutTop = r.delta;
    r.pWithoutTop = r.p;
    const std::size_t n = a.size();
    if (n < 3) return r;
    const int before = verdict(r.delta, r.p, alpha);
    std::vector<char> out(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        out[i] = 1;
        const Tested t = without(a, b, out);
        out[i] = 0;
        r.queries.push_back(
            {i, t.delta, t.p, t.delta - r.delta, verdict(t.delta, t.p, alpha) != before});
    }
    std::stable_sort(r.queries.begin(), r.queries.end(), [](const LeftOut& x, const LeftOut& y) {
        if (x.flipsVerdict != y.flipsVerdict) return x.flipsVerdict;
        return std::fabs(x.shift) > std::fabs(y.shift);
    });
    r.topRemoved = std::min(top, n - 2);
    for (std::size_t i = 0; i < r.topRemoved; ++i) out[r.queries[i].index] = 1;
    const Tested t = without(a, b, out);
    r.deltaWithoutTop = t.delta;
    r.pWithoutTop = t.p;
    r.verdictHoldsWithoutTop = verdict(t.delta, t.p, alpha) == before;
    return r;
}

}  // namespace ranklens::core::stats
