#include "core/stats/randomized_tukey.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "core/stats/progress_blocks.h"
#include "core/stats/random_streams.h"

namespace ranklens::core::stats {

namespace {

constexpr std::size_t kTukeyPermsPerChunk = 8;
constexpr double kRelativeTolerance = 1e-9;

// Four metrics side by side: one vector add moves a system's four scores at once. Stored as
// plain doubles (a std::vector of a vector type drops its alignment, and GCC warns) and read
// through this type, aligned as a double (GCC's vector types may alias their element type).
typedef double Quad __attribute__((vector_size(32), aligned(8)));
constexpr std::size_t kLanes = 4;

// The matrices topic-major, in groups of four (the last padded with zeros): cell (topic t,
// system s, group g) at (t * groups + g) * k + s holds the scores of matrices 4g .. 4g+3, so
// one topic's shuffle reads one contiguous stretch.
struct Layout {
    std::size_t k = 0, n = 0, matrices = 0, groups = 0;
    std::vector<double> values;  // kLanes doubles a cell
    std::vector<double> scale;   // per matrix: largest |score|
};

void checkShapes(const std::vector<const ScoreMatrix*>& ms) {
    const std::size_t k = ms[0]->size();
    if (k < 2) throw std::invalid_argument("randomised Tukey HSD: needs at least two systems");
    if ((*ms[0])[0].empty())
        throw std::invalid_argument("randomised Tukey HSD: needs at least one topic");
    for (const ScoreMatrix* m : ms) {
        if (m->size() != k)
            throw std::invalid_argument("randomised Tukey HSD: matrices differ in systems");
        for (const auto& row : *m) {
            if (row.size() != (*ms[0])[0].size())
                throw std::invalid_argument("randomised Tukey HSD: rows differ in topics");
            for (double x : row)
                if (!std::isfinite(x))
                    throw std::invalid_argument("randomised Tukey HSD: a score is NaN or inf");
        }
    }
}

Layout interleave(const std::vector<const ScoreMatrix*>& ms) {
    Layout l;
    l.matrices = ms.size();
    if (ms.empty()) return l;
    checkShapes(ms);
    l.k = ms[0]->size();
    l.n = (*ms[0])[0].size();
    l.groups = (l.matrices + 3) / 4;
    l.values.assign(l.n * l.groups * l.k * kLanes, 0.0);
    l.scale.assign(l.matrices, 0);
    for (std::size_t m = 0; m < l.matrices; ++m)
        for (std::size_t s = 0; s < l.k; ++s)
            for (std::size_t t = 0; t < l.n; ++t) {
                const double x = (*ms[m])[s][t];
                l.values[((t * l.groups + m / 4) * l.k + s) * kLanes + m % 4] = x;
                l.scale[m] = std::max(l.scale[m], std::fabs(x));
            }
    return l;
}

// Uniform integers below a bound from 32-bit halves of the stream's words, by Lemire's
// multiply-shift with rejection ("Fast random integer generation in an interval", 2019):
// exactly uniform.
struct BoundedDraws {
    SplitMix64 rng;
    std::uint64_t word = 0;
    bool half = false;
    std::uint32_t next32() {
        half = !half;
        if (half) word = rng.next();
        return static_cast<std::uint32_t>(half ? word : word >> 32);
    }
    std::uint32_t below(std::uint32_t bound) {
        std::uint64_t m = std::uint64_t{next32()} * bound;
        if (static_cast<std::uint32_t>(m) < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (static_cast<std::uint32_t>(m) < threshold) m = std::uint64_t{next32()} * bound;
        }
        return static_cast<std::uint32_t>(m >> 32);
    }
};

// An AVX2 copy beside the plain one, picked when the program loads (not under ThreadSanitizer,
// whose runtime is not up when the loader picks; see randomization.cpp).
#if defined(__SANITIZE_THREAD__)
#define RANKLENS_TUKEY_CLONES
#else
#define RANKLENS_TUKEY_CLONES __attribute__((target_clones("avx2", "default")))
#endif

// One permutation's range of sums per matrix, into out[m]: every topic a Fisher-Yates shuffle
// of perm (any arrangement shuffles to a uniform one), system s taking the scores of system
// perm[s].
RANKLENS_TUKEY_CLONES void permutedRanges(const Layout& l, std::uint64_t seed, std::size_t b,
                                          std::uint32_t* perm, double* sumValues, double* out) {
    for (std::size_t s = 0; s < l.k; ++s) perm[s] = static_cast<std::uint32_t>(s);
    std::fill(sumValues, sumValues + l.groups * l.k * kLanes, 0.0);
    Quad* sums = reinterpret_cast<Quad*>(sumValues);
    BoundedDraws draws{streamFor(seed, b)};
    const std::size_t stride = l.groups * l.k;
    for (std::size_t t = 0; t < l.n; ++t) {
        for (std::size_t i = l.k; i > 1; --i)
            std::swap(perm[i - 1], perm[draws.below(static_cast<std::uint32_t>(i))]);
        const Quad* row = reinterpret_cast<const Quad*>(l.values.data()) + t * stride;
        for (std::size_t g = 0; g < l.groups; ++g)
            for (std::size_t s = 0; s < l.k; ++s) sums[g * l.k + s] += row[g * l.k + perm[s]];
    }
    for (std::size_t m = 0; m < l.matrices; ++m) {
        double lo = sums[(m / 4) * l.k][m % 4], hi = lo;
        for (std::size_t s = 1; s < l.k; ++s) {
            lo = std::min(lo, sums[(m / 4) * l.k + s][m % 4]);
            hi = std::max(hi, sums[(m / 4) * l.k + s][m % 4]);
        }
        out[m] = (hi - lo) / static_cast<double>(l.n);
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
    runInBlocks(o.permutations, kTukeyPermsPerChunk, o.threads, o.progress,
                [&](std::size_t begin, std::size_t end) {
                    std::vector<std::uint32_t> perm(l.k);
                    std::vector<double> sums(l.groups * l.k * kLanes);
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
