// Jaccard@d and extrapolated rank-biased overlap (core/stats/overlap). Reference values: the
// test data of the `rbo` Rust crate (github.com/mpetri/rbo, test_data/uneven_abc.json: the
// alphabet against another ranking, values from William Webber's own RBO implementation,
// printed to 6 decimals), and a brute-force evaluation of the definition (every overlap X_d
// recounted from the two prefixes as sets, RBO_EXT summed as Webber, Moffat & Zobel 2010, eq.
// 32; for rankings of equal length, eq. 30).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/stats/overlap.h"

namespace {

namespace st = ranklens::core::stats;

std::vector<std::string> letters(const std::string& s) {
    std::vector<std::string> out;
    for (char c : s) out.emplace_back(1, c);
    return out;
}

st::Ranking view(const std::vector<std::string>& v) {
    return {v.begin(), v.end()};
}

double overlapBrute(const std::vector<std::string>& a, const std::vector<std::string>& b,
                    std::size_t d) {
    const std::set<std::string> sa(a.begin(), a.begin() + std::min(d, a.size()));
    const std::set<std::string> sb(b.begin(), b.begin() + std::min(d, b.size()));
    double n = 0;
    for (const auto& x : sa) n += sb.count(x);
    return n;
}

double rboBrute(std::vector<std::string> s, std::vector<std::string> l, double p) {
    if (s.size() > l.size()) std::swap(s, l);
    const double S = double(s.size()), L = double(l.size());
    const double xs = overlapBrute(s, l, s.size()), xl = overlapBrute(s, l, l.size());
    double sum = 0;
    for (std::size_t d = 1; d <= l.size(); ++d) {
        sum += overlapBrute(s, l, d) / double(d) * std::pow(p, double(d));
        if (d > s.size()) sum += xs * (double(d) - S) / (S * double(d)) * std::pow(p, double(d));
    }
    return (1 - p) / p * sum + ((xl - xs) / L + xs / S) * std::pow(p, L);
}

struct Webber {
    const char* other;
    double p, rbo;
};

TEST(Overlap, RboMatchesWebbersImplementationOnTheRboCratesData) {
    const std::vector<Webber> cases{{"akdwcjomxrubqitenhspyl", 0.1, 0.948509},
                                    {"kapotqxc", 0.1, 0.048245},
                                    {"cuxbflnmoj", 0.1, 0.003491},
                                    {"afcmleivjhs", 0.1, 0.951493},
                                    {"bkrxlgedfymctaosi", 0.2, 0.092594},
                                    {"av", 0.2, 0.900000},
                                    {"aptkn", 0.2, 0.892587},
                                    {"bncxagm", 0.2, 0.105466},
                                    {"auzemcwhrtjvbfqxyk", 0.4, 0.772647},
                                    {"yad", 0.4, 0.187572},
                                    {"ma", 0.4, 0.200001},
                                    {"afdqwtvehcpubinloygrs", 0.4, 0.782330},
                                    {"karfvodcjmwgzlypebunq", 0.9, 0.468431},
                                    {"f", 0.9, 0.053090},
                                    {"zclx", 0.9, 0.233312},
                                    {"nxqyk", 0.9, 0.049050}};
    const auto alphabet = letters("abcdefghijklmnopqrstuvwxyz");
    for (const Webber& w : cases) {
        const auto other = letters(w.other);
        EXPECT_NEAR(st::rboExtrapolated(view(alphabet), view(other), w.p, 100), w.rbo, 5.1e-7)
            << w.other;
        EXPECT_NEAR(st::rboExtrapolated(view(other), view(alphabet), w.p, 100), w.rbo, 5.1e-7);
    }
}

TEST(Overlap, RboAndJaccardMatchBruteForceOnRandomRankings) {
    std::mt19937 gen(11);
    for (int trial = 0; trial < 300; ++trial) {
        std::vector<std::string> pool;
        for (int i = 0; i < 30; ++i) pool.push_back("d" + std::to_string(i));
        std::shuffle(pool.begin(), pool.end(), gen);
        std::vector<std::string> a(pool.begin(), pool.begin() + 1 + gen() % 20);
        std::shuffle(pool.begin(), pool.end(), gen);
        std::vector<std::string> b(pool.begin(), pool.begin() + 1 + gen() % 20);
        const std::size_t depth = 1 + gen() % 25;
        const double p = 0.05 + 0.9 * (gen() % 1000) / 1000.0;
        std::vector<std::string> ta(a.begin(), a.begin() + std::min(depth, a.size()));
        std::vector<std::string> tb(b.begin(), b.begin() + std::min(depth, b.size()));
        EXPECT_NEAR(st::rboExtrapolated(view(a), view(b), p, depth), rboBrute(ta, tb, p), 1e-12);
        const double common = overlapBrute(ta, tb, depth);
        EXPECT_NEAR(st::jaccardAt(view(a), view(b), depth),
                    common / (double(ta.size() + tb.size()) - common), 1e-15);
    }
}

TEST(Overlap, EqualLengthsFollowEquation30AndTheExtremes) {
    const auto a = letters("abcdefgh"), b = letters("badcfehg");
    double sum = 0;
    const double p = 0.9;
    for (std::size_t d = 1; d <= 8; ++d)
        sum += overlapBrute(a, b, d) / double(d) * std::pow(p, double(d));
    const double eq30 = overlapBrute(a, b, 8) / 8 * std::pow(p, 8) + (1 - p) / p * sum;
    EXPECT_NEAR(st::rboExtrapolated(view(a), view(b), p, 10), eq30, 1e-15);
    EXPECT_NEAR(st::rboExtrapolated(view(a), view(a), p, 10), 1.0, 1e-15);
    EXPECT_EQ(st::rboExtrapolated(view(a), view(letters("xyz")), p, 10), 0.0);
    EXPECT_EQ(st::jaccardAt(view(a), view(b), 2), 1.0);         // {a,b} both
    EXPECT_EQ(st::jaccardAt(view(a), view(b), 1), 0.0);         // {a} vs {b}
    EXPECT_DOUBLE_EQ(st::jaccardAt(view(a), view(b), 3), 0.5);  // {a,b,c} vs {b,a,d}
    // A document listed again is ignored: "aab" ranks a, b.
    EXPECT_EQ(st::jaccardAt(view(letters("aab")), view(letters("ab")), 2), 1.0);
    EXPECT_THROW(st::jaccardAt(view(a), view(b), 0), std::invalid_argument);
    EXPECT_THROW(st::rboExtrapolated(view(a), view(b), 1.0, 10), std::invalid_argument);
}

}  // namespace
