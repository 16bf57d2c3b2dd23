#include "core/stats/randomization.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <map>
#include <stdexcept>
#include <string>

#include "core/stats/paired_data.h"
#include "core/stats/progress_blocks.h"
#include "core/stats/random_streams.h"

namespace ranklens::core::stats {

namespace {

constexpr double kRelativeEps = 1e-9;       // eps = kRelativeEps * sum |d_i|
constexpr std::size_t kPermsPerChunk = 16;  // permutations per unit of parallel work

// |S_s| >= threshold counts as at least as extreme as the observed sum.
double extremeThreshold(const std::vector<double>& d) {
    double sum = 0, abs = 0;
    for (double x : d) {
        sum += x;
        abs += std::fabs(x);
    }
    return std::fabs(sum) - kRelativeEps * abs;
}

// Samples of one length n in blocks of 4 (the last padded with zero columns), each block
// stored query-major: values[(block * n + j) * 4 + k] = d_j of sample 4 * block + k. One pass
// over a block serves 4 samples with the same sign per query, with vector-wide adds.
struct LengthGroup {
    std::size_t n = 0, width = 0, blocks = 0;
    std::vector<double> values;
    std::vector<double> thresholds;        // per sample
    std::vector<std::size_t> sampleIndex;  // position in the caller's list
};

std::vector<LengthGroup> groupByLength(std::span<const PairedSample> samples) {
    std::map<std::size_t, std::vector<std::size_t>> byLength;
    std::vector<std::vector<double>> diffs(samples.size());
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const std::string what = "randomization test, sample " + std::to_string(i + 1);
        diffs[i] = pairedDifferences(samples[i].a, samples[i].b, what.c_str());
        byLength[diffs[i].size()].push_back(i);
    }
    std::vector<LengthGroup> groups;
    for (const auto& [n, members] : byLength) {
        LengthGroup g;
        g.n = n;
        g.width = members.size();
        g.blocks = (g.width + 3) / 4;
        g.sampleIndex = members;
        g.values.assign(g.blocks * n * 4, 0.0);
        for (std::size_t s = 0; s < g.width; ++s) {
            const std::vector<double>& d = diffs[members[s]];
            double* block = g.values.data() + (s / 4) * n * 4;
            for (std::size_t j = 0; j < n; ++j) block[j * 4 + s % 4] = d[j];
            g.thresholds.push_back(extremeThreshold(d));
        }
        groups.push_back(std::move(g));
    }
    return groups;
}

// An AVX2 copy of the two loops below beside the plain one, picked when the program loads. Not
// under ThreadSanitizer: the loader runs the picking function before TSan's runtime is up.
#if defined(__SANITIZE_THREAD__)
#define RANKLENS_AVX2_CLONES
#else
#define RANKLENS_AVX2_CLONES __attribute__((target_clones("avx2", "default")))
#endif

// +1.0 / -1.0 per query from the sign words: bit j % 64 of word j / 64 set means negative.
// Built as IEEE bits (1.0 with the sign bit set from the word) so the loop vectorises.
RANKLENS_AVX2_CLONES void expandSigns(const std::uint64_t* words, std::size_t n, double* signs) {
    constexpr std::uint64_t kOne = 0x3FF0000000000000ULL;  // bits of 1.0
    std::size_t j = 0;
    for (; j + 64 <= n; j += 64) {
        const std::uint64_t w = words[j >> 6];
        for (unsigned b = 0; b < 64; ++b)
            signs[j + b] = std::bit_cast<double>(kOne | ((w >> b) & 1) << 63);
    }
    for (; j < n; ++j)
        signs[j] = std::bit_cast<double>(kOne | ((words[j >> 6] >> (j & 63)) & 1) << 63);
}

// S = sum_j sign_j * d_j for the 4 samples of one block. Query j is added into partial sum
// j % 4, in query order, and S = (P0 + P1) + (P2 + P3): a fixed order, so a sample's sum does
// not depend on which other samples share its block (batch == one by one, bit for bit). The
// four partial sums also break the add latency chain. sign * d is exact, so contracting
// multiply and add into an FMA cannot change the result either.
RANKLENS_AVX2_CLONES void blockSums(const double* __restrict__ v, const double* __restrict__ sign,
                                    std::size_t n, double* __restrict__ out) {
    double p0[4] = {0, 0, 0, 0}, p1[4] = {0, 0, 0, 0}, p2[4] = {0, 0, 0, 0}, p3[4] = {0, 0, 0, 0};
    std::size_t j = 0;
    for (; j + 4 <= n; j += 4, v += 16) {
        for (int k = 0; k < 4; ++k) p0[k] += sign[j] * v[k];
        for (int k = 0; k < 4; ++k) p1[k] += sign[j + 1] * v[4 + k];
        for (int k = 0; k < 4; ++k) p2[k] += sign[j + 2] * v[8 + k];
        for (int k = 0; k < 4; ++k) p3[k] += sign[j + 3] * v[12 + k];
    }
    double* tail[3] = {p0, p1, p2};  // at most 3 queries remain: lanes 0, 1, 2
    for (std::size_t t = 0; j < n; ++j, ++t, v += 4)
        for (int k = 0; k < 4; ++k) tail[t][k] += sign[j] * v[k];
    for (int k = 0; k < 4; ++k) out[k] = (p0[k] + p1[k]) + (p2[k] + p3[k]);
}

}  // namespace

std::vector<double> randomizationTests(std::span<const PairedSample> samples,
                                       const RandomizationOptions& o) {
    if (o.permutations == 0)
        throw std::invalid_argument("randomization test: the number of permutations must be > 0");
    const std::vector<LengthGroup> groups = groupByLength(samples);
    std::size_t maxN = 0;
    for (const LengthGroup& g : groups) maxN = std::max(maxN, g.n);
    const std::size_t words = (maxN + 63) / 64;

    std::vector<std::atomic<std::uint64_t>> extreme(samples.size());
    runInBlocks(o.permutations, kPermsPerChunk, o.threads, o.progress,
                [&](std::size_t begin, std::size_t end) {
                    std::vector<std::uint64_t> bits(words);
                    std::vector<double> signs(maxN);
                    std::vector<std::uint64_t> count(samples.size(), 0);
                    for (std::size_t i = begin; i < end; ++i) {
                        SplitMix64 rng = streamFor(o.seed, i);
                        for (auto& w : bits) w = rng.next();
                        expandSigns(bits.data(), maxN, signs.data());
                        for (const LengthGroup& g : groups)
                            for (std::size_t b = 0; b < g.blocks; ++b) {
                                double sums[4];
                                blockSums(g.values.data() + b * g.n * 4, signs.data(), g.n, sums);
                                for (std::size_t k = 0; k < 4 && 4 * b + k < g.width; ++k)
                                    count[g.sampleIndex[4 * b + k]] +=
                                        std::fabs(sums[k]) >= g.thresholds[4 * b + k];
                            }
                    }
                    for (std::size_t s = 0; s < count.size(); ++s)
                        extreme[s].fetch_add(count[s], std::memory_order_relaxed);
                });

    std::vector<double> p(samples.size());
    for (std::size_t s = 0; s < p.size(); ++s)
        p[s] = static_cast<double>(extreme[s].load()) / static_cast<double>(o.permutations);
    return p;
}

double randomizationTest(std::span<const double> a, std::span<const double> b,
                         const RandomizationOptions& o) {
    const PairedSample one{a, b};
    return randomizationTests(std::span<const PairedSample>(&one, 1), o)[0];
}

double exactPermutationP(std::span<const double> a, std::span<const double> b) {
    constexpr std::size_t kMaxN = 24;
    const std::vector<double> d = pairedDifferences(a, b, "exact permutation test");
    if (d.size() > kMaxN)
        throw std::invalid_argument("exact permutation test: " + std::to_string(d.size()) +
                                    " pairs, at most " + std::to_string(kMaxN) +
                                    " can be enumerated; use the randomization test");
    const double threshold = extremeThreshold(d);
    if (threshold <= 0) return 1;  // every sign vector is as extreme

    // Meet in the middle: S_s = L + H, L over the first half of the queries, H over the rest.
    // Each half-sum is computed directly (no running update, so no accumulated round-off).
    auto halfSums = [&](std::size_t from, std::size_t to) {
        const std::size_t k = to - from;
        std::vector<double> sums(std::size_t{1} << k);
        for (std::size_t mask = 0; mask < sums.size(); ++mask) {
            double s = 0;
            for (std::size_t j = 0; j < k; ++j) s += (mask >> j & 1) ? -d[from + j] : d[from + j];
            sums[mask] = s;
        }
        return sums;
    };
    const std::size_t half = d.size() / 2;
    const std::vector<double> low = halfSums(0, half);
    std::vector<double> high = halfSums(half, d.size());
    std::sort(high.begin(), high.end());
    std::uint64_t extreme = 0;  // L + H >= threshold or L + H <= -threshold (disjoint: t > 0)
    for (double l : low) {
        extreme += high.end() - std::lower_bound(high.begin(), high.end(), threshold - l);
        extreme += std::upper_bound(high.begin(), high.end(), -threshold - l) - high.begin();
    }
    return static_cast<double>(extreme) / static_cast<double>(std::uint64_t{1} << d.size());
}

}  // namespace ranklens::core::stats
