#include "core/stats/randomized_tukey.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "core/stats/progress_blocks.h"
#include "core/stats/random_streams.h"

namespace ranklens::core::stats {

namespace {

constexpr std::size_t kPermsPerChunk = 8;
constexpr double kRelativeTolerance = 1e-9;

// The matrices topic-major and interleaved: cell (topic t, matrix m, system s) at
// (t * matrices + m) * k + s, so one topic's shuffle reads one contiguous stretch.
struct Layout {
    std::size_t k = 0, n = 0, matrices = 0;
    std::vector<double> values;
    std::vector<double> scale;  // per matrix: largest |score|
};

Layout interleave(const std::vector<const ScoreMatrix*>& ms) {
    Layout l;
    l.matrices = ms.size();
    if (ms.empty()) return l;
    l.k = ms[0]->size();
    if (l.k < 2) throw std::invalid_argument("randomised Tukey HSD: needs at least two systems");
    l.n = (*ms[0])[0].size();
    if (l.n == 0) throw std::invalid_argument("randomised Tukey HSD: needs at least one topic");
    l.values.resize(l.n * l.matrices * l.k);
    l.scale.assign(l.matrices, 0);
    for (std::size_t m = 0; m < l.matrices; ++m) {
        if (ms[m]->size() != l.k)
            throw std::invalid_argument("randomised Tukey HSD: matrices differ in systems");
        for (std::size_t s = 0; s < l.k; ++s) {
            const auto& row = (*ms[m])[s];
            if (row.size() != l.n)
                throw std::invalid_argument("randomised Tukey HSD: rows differ in topics");
            for (std::size_t t = 0; t < l.n; ++t) {
                if (!std::isfinite(row[t]))
                    throw std::invalid_argument("randomised Tukey HSD: a score is NaN or inf");
                l.values[(t * l.matrices + m) * l.k + s] = row[t];
                l.scale[m] = std::max(l.scale[m], std::fabs(row[t]));
            }
        }
    }
    return l;
}

// Fisher-Yates over perm (any arrangement shuffles to a uniform one). Several bounded draws
// come from one 64-bit word: j = high(word * i), word = low(word * i), while the product of
// the bounds stays below 2^32 (a bias below 2^-32 per draw).
inline void shuffle(std::size_t* perm, std::size_t k, SplitMix64& rng) {
    __extension__ using U128 = unsigned __int128;
    std::uint64_t word = rng.next(), used = 1;
    for (std::size_t i = k; i > 1; --i) {
        if (used * i > (std::uint64_t{1} << 32)) {
            word = rng.next();
            used = 1;
        }
        used *= i;
        const U128 product = static_cast<U128>(word) * i;
        const std::size_t j = static_cast<std::size_t>(product >> 64);
        word = static_cast<std::uint64_t>(product);
        std::swap(perm[i - 1], perm[j]);
    }
}

// One permutation's range of sums per matrix, into out[m].
void permutedRanges(const Layout& l, std::uint64_t seed, std::size_t b, std::size_t* perm,
                    double* sums, double* out) {
    for (std::size_t s = 0; s < l.k; ++s) perm[s] = s;
    std::fill(sums, sums + l.matrices * l.k, 0.0);
    SplitMix64 rng = streamFor(seed, b);
    const std::size_t stride = l.matrices * l.k;
    for (std::size_t t = 0; t < l.n; ++t) {
        shuffle(perm, l.k, rng);
        const double* row = l.values.data() + t * stride;
        for (std::size_t m = 0; m < l.matrices; ++m)
            for (std::size_t s = 0; s < l.k; ++s) sums[m * l.k + s] += row[m * l.k + perm[s]];
    }
    for (std::size_t m = 0; m < l.matrices; ++m) {
        const auto [lo, hi] = std::minmax_element(sums + m * l.k, sums + (m + 1) * l.k);
        out[m] = (*hi - *lo) / static_cast<double>(l.n);
    }
}

}  // namespace

double RangeDistribution::pValue(double diff) const {
    if (ranges.empty()) return 1;
    const double threshold = std::fabs(diff) - tolerance;
    const auto first = std::lower_bound(ranges.begin(), ranges.end(), threshold);
    return static_cast<double>(ranges.end() - first) / static_cast<double>(ranges.size());
}

double RangeDistribution::quantile(double confidence) const {
    if (ranges.empty()) return 0;
    const double h = (static_cast<double>(ranges.size()) - 1) * confidence;
    const auto lo = static_cast<std::size_t>(std::floor(h));
    const std::size_t hi = std::min(lo + 1, ranges.size() - 1);
    return ranges[lo] + (h - static_cast<double>(lo)) * (ranges[hi] - ranges[lo]);
}

std::vector<RangeDistribution> randomizedRanges(const std::vector<const ScoreMatrix*>& matrices,
                                                const RandomizedTukeyOptions& o) {
    if (o.permutations == 0)
        throw std::invalid_argument("randomised Tukey HSD: the number of permutations must be > 0");
    const Layout l = interleave(matrices);
    std::vector<double> ranges(o.permutations * l.matrices);
    runInBlocks(o.permutations, kPermsPerChunk, o.threads, o.progress,
                [&](std::size_t begin, std::size_t end) {
                    std::vector<std::size_t> perm(l.k);
                    std::vector<double> sums(l.matrices * l.k);
                    for (std::size_t b = begin; b < end; ++b)
                        permutedRanges(l, o.seed, b, perm.data(), sums.data(),
                                       ranges.data() + b * l.matrices);
                });
    std::vector<RangeDistribution> out(l.matrices);
    for (std::size_t m = 0; m < l.matrices; ++m) {
        out[m].ranges.resize(o.permutations);
        for (std::size_t b = 0; b < o.permutations; ++b)
            out[m].ranges[b] = ranges[b * l.matrices + m];
        std::sort(out[m].ranges.begin(), out[m].ranges.end());
        out[m].tolerance = kRelativeTolerance * std::max(1.0, l.scale[m]);
    }
    return out;
}

}  // namespace ranklens::core::stats
