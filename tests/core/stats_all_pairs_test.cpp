// All-pairs statistics (core/stats/all_pairs and what it rests on) against R 4.2: the tables in
// tests/data/stats were written by scripts/stats_reference.R (TukeyHSD(aov(score ~ system +
// topic)), pairwise.t.test(paired = TRUE) with holm / BH / bonferroni / none, t.test,
// power.t.test(type = "paired"), ptukey, qtukey). The suite reads them; it does not need R.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/stats/all_pairs.h"
#include "core/stats/anova.h"
#include "core/stats/letter_display.h"
#include "core/stats/paired_power.h"
#include "core/stats/randomized_tukey.h"
#include "core/stats/studentized_range.h"

namespace {

namespace st = ranklens::core::stats;

const std::string kDir = std::string(RANKLENS_TEST_DATA) + "/stats/";

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
    return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// The rows of a CSV file (header dropped), fields trimmed.
std::vector<std::vector<std::string>> readCsv(const std::string& path) {
    std::ifstream in(path);
    EXPECT_TRUE(in) << path;
    std::vector<std::vector<std::string>> rows;
    std::string line;
    std::getline(in, line);
    while (std::getline(in, line)) {
        std::vector<std::string> f;
        std::stringstream ss(line);
        std::string cell;
        while (std::getline(ss, cell, ',')) f.push_back(trim(cell));
        if (line.back() == ',') f.emplace_back();
        rows.push_back(f);
    }
    return rows;
}

int systemIndex(const std::string& name) {
    return std::stoi(name.substr(1)) - 1;
}

st::ScoreMatrix readScores(const std::string& name) {
    st::ScoreMatrix m;
    for (const auto& r : readCsv(kDir + name + "_scores.csv")) {
        const auto s = static_cast<std::size_t>(systemIndex(r[0]));
        if (m.size() <= s) m.resize(s + 1);
        m[s].push_back(std::stod(r[2]));
    }
    return m;
}

// reference[kind|a|b|field] = value
std::map<std::string, double> readReference(const std::string& name) {
    std::map<std::string, double> ref;
    for (const auto& r : readCsv(kDir + name + "_reference.csv"))
        ref[r[0] + "|" + r[1] + "|" + r[2] + "|" + r[3]] = std::stod(r[4]);
    return ref;
}

struct Setting {
    std::string name;
    double confidence, alpha, power;
    std::vector<double> targets;
};
const std::vector<Setting> kSettings{{"normal", 0.95, 0.05, 0.8, {0.01, 0.05}},
                                     {"ir", 0.9, 0.1, 0.9, {0.05, 0.2}},
                                     {"wide", 0.95, 0.05, 0.8, {0.01, 0.05}}};

st::AllPairsOptions optionsFor(const Setting& s, st::PairTest test, st::Correction c) {
    st::AllPairsOptions o;
    o.test = test;
    o.correction = c;
    o.confidence = s.confidence;
    o.alpha = s.alpha;
    o.power = s.power;
    o.targetDeltas = s.targets;
    o.permutations = 2000;
    return o;
}

st::AllPairsResult run(const st::ScoreMatrix& m, const st::AllPairsOptions& o) {
    return st::allPairs({&m}, {true}, o)[0];
}

std::string sys(std::size_t i) {
    return "S" + std::to_string(i + 1);
}

// Two systems share a letter exactly when their pair is not significant.
void expectLetterProperty(const st::AllPairsResult& r) {
    for (const auto& p : r.pairs) {
        const std::string& la = r.systems[p.a].group;
        const std::string& lb = r.systems[p.b].group;
        bool share = false;
        for (char c : la) share |= lb.find(c) != std::string::npos;
        EXPECT_EQ(share, !p.significant) << la << " / " << lb << " pair " << p.a << "," << p.b;
        EXPECT_FALSE(la.empty());
    }
}

// Against the integral of the definition evaluated by R's integrate() to 1e-12, and against
// R's ptukey at its own accuracy (1e-4 at df = 2); for k = 2 also the exact 2 pt(q/sqrt 2) - 1.
TEST(StudentizedRange, MatchesTheDefinitionAndRsPtukey) {
    const auto rows = readCsv(kDir + "studentized_range.csv");
    ASSERT_EQ(rows.size(), 180u);
    for (const auto& r : rows) {
        const double q = std::stod(r[0]), df = std::stod(r[2]);
        const auto k = static_cast<std::size_t>(std::stod(r[1]));
        const double ours = st::studentizedRangeCdf(q, k, df), integral = std::stod(r[4]);
        EXPECT_NEAR(ours, integral, 1e-10) << "q " << q << " k " << k << " df " << df;
        EXPECT_NEAR(st::studentizedRangeUpper(q, k, df), 1 - integral, 1e-10);
        EXPECT_NEAR(ours, std::stod(r[3]), df < 10 ? 2e-4 : 1e-7) << "ptukey q " << q;
    }
    // k = 2: Q = sqrt(2) |T_df| (R: 2 * pt(5 / sqrt(2), 2) - 1 = 0.928476690885259).
    EXPECT_NEAR(st::studentizedRangeCdf(5, 2, 2), 0.928476690885259, 1e-13);
}

TEST(StudentizedRange, QuantileMatchesRsQtukey) {
    // R's qtukey stops at an accuracy of 1e-4 (its eps); ours inverts ptukey to ~1e-12.
    for (const auto& r : readCsv(kDir + "quantiles.csv")) {
        const double p = std::stod(r[0]), df = std::stod(r[2]), q = std::stod(r[3]);
        const auto k = static_cast<std::size_t>(std::stod(r[1]));
        const double ours = st::studentizedRangeQuantile(p, k, df);
        EXPECT_NEAR(ours, q, 2e-4 * q) << "p " << p << " k " << k << " df " << df;
        EXPECT_NEAR(st::studentizedRangeCdf(ours, k, df), p, 1e-10);
    }
}

TEST(StudentizedRange, RefusesBadArguments) {
    EXPECT_THROW(st::studentizedRangeCdf(1, 1, 10), std::invalid_argument);
    EXPECT_THROW(st::studentizedRangeCdf(1, 3, 0), std::invalid_argument);
    EXPECT_THROW(st::studentizedRangeCdf(std::nan(""), 3, 10), std::invalid_argument);
    EXPECT_THROW(st::studentizedRangeQuantile(1.0, 3, 10), std::invalid_argument);
    EXPECT_EQ(st::studentizedRangeCdf(0, 3, 10), 0);
}

TEST(AllPairsVsR, RunMeansAndAnova) {
    for (const Setting& s : kSettings) {
        const st::ScoreMatrix m = readScores(s.name);
        auto ref = readReference(s.name);
        const auto r = run(m, optionsFor(s, st::PairTest::Tukey, st::Correction::Holm));
        for (std::size_t i = 0; i < m.size(); ++i) {
            EXPECT_NEAR(r.systems[i].mean, ref["run|" + sys(i) + "||mean"], 1e-12);
            EXPECT_NEAR(*r.systems[i].ciLow, ref["run|" + sys(i) + "||ci_low"], 1e-10);
            EXPECT_NEAR(*r.systems[i].ciHigh, ref["run|" + sys(i) + "||ci_high"], 1e-10);
        }
        const st::AnovaTable& a = r.anova;
        EXPECT_EQ(double(a.dfSystem), ref["anova|system||df"]) << s.name;
        EXPECT_EQ(double(a.dfTopic), ref["anova|topic||df"]);
        EXPECT_EQ(double(a.dfResidual), ref["anova|residual||df"]);
        EXPECT_NEAR(a.msSystem, ref["anova|system||ms"], 1e-12);
        EXPECT_NEAR(a.msTopic, ref["anova|topic||ms"], 1e-12);
        EXPECT_NEAR(a.msResidual, ref["anova|residual||ms"], 1e-12);
        EXPECT_NEAR(*a.fSystem, ref["anova|system||f"], 1e-8 * *a.fSystem);
        EXPECT_NEAR(*a.pSystem, ref["anova|system||p"], 1e-12 + 1e-8 * *a.pSystem);
        EXPECT_NEAR(*a.pTopic, ref["anova|topic||p"], 1e-12 + 1e-8 * *a.pTopic);
    }
}

TEST(AllPairsVsR, TukeyHsd) {
    for (const Setting& s : kSettings) {
        const st::ScoreMatrix m = readScores(s.name);
        auto ref = readReference(s.name);
        const auto r = run(m, optionsFor(s, st::PairTest::Tukey, st::Correction::Holm));
        for (const auto& p : r.pairs) {
            const std::string key = "tukey|" + sys(p.a) + "|" + sys(p.b) + "|";
            EXPECT_NEAR(p.delta, ref[key + "diff"], 1e-12) << key;
            EXPECT_NEAR(p.pAdjusted, ref[key + "p_adj"], 2e-8) << s.name << " " << key;
            // R's qtukey is accurate to 1e-4 of q: so are its interval's half-widths.
            const double half = ref[key + "upr"] - ref[key + "diff"];
            EXPECT_NEAR(p.ciLow, ref[key + "lwr"], 2e-4 * half) << key;
            EXPECT_NEAR(p.ciHigh, ref[key + "upr"], 2e-4 * half) << key;
        }
        expectLetterProperty(r);
    }
}

TEST(AllPairsVsR, PairwisePairedTWithEachCorrection) {
    const std::map<std::string, st::Correction> corrections{
        {"holm", st::Correction::Holm},
        {"BH", st::Correction::BenjaminiHochberg},
        {"bonferroni", st::Correction::Bonferroni},
        {"none", st::Correction::None}};
    for (const Setting& s : kSettings)
        for (const auto& [name, c] : corrections) {
            const st::ScoreMatrix m = readScores(s.name);
            auto ref = readReference(s.name);
            const auto r = run(m, optionsFor(s, st::PairTest::PairedT, c));
            for (const auto& p : r.pairs) {
                const std::string key = "t_" + name + "|" + sys(p.a) + "|" + sys(p.b) + "|p_adj";
                if (std::isnan(ref[key]))
                    continue;  // R: NA for identical systems, left out of the family
                EXPECT_NEAR(p.pAdjusted, ref[key], 1e-12 + 1e-9 * ref[key]) << s.name << key;
            }
            expectLetterProperty(r);
        }
}

TEST(AllPairsVsR, PairIntervalsEffectSizeAndPower) {
    for (const Setting& s : kSettings) {
        const st::ScoreMatrix m = readScores(s.name);
        auto ref = readReference(s.name);
        const auto r = run(m, optionsFor(s, st::PairTest::PairedT, st::Correction::Holm));
        for (const auto& p : r.pairs) {
            const std::string key = "pair|" + sys(p.a) + "|" + sys(p.b) + "|";
            if (!ref.count(key + "sd")) {  // identical systems: no spread of differences
                EXPECT_EQ(p.delta, 0);
                EXPECT_FALSE(p.effectSize.has_value());
                EXPECT_FALSE(p.mde.has_value());
                EXPECT_FALSE(p.missingReason.empty());
                continue;
            }
            EXPECT_NEAR(p.ciLow, ref[key + "ci_low"], 1e-10) << key;
            EXPECT_NEAR(p.ciHigh, ref[key + "ci_high"], 1e-10) << key;
            EXPECT_NEAR(p.sdDiff, ref[key + "sd"], 1e-12);
            EXPECT_NEAR(*p.effectSize, p.delta / ref[key + "sd"], 1e-9);
            EXPECT_NEAR(*p.mde, ref[key + "mde"], 1e-8 * ref[key + "mde"]) << s.name << key;
            for (std::size_t t = 0; t < s.targets.size(); ++t) {
                std::ostringstream field;
                field << key << "n_" << s.targets[t];
                ASSERT_TRUE(ref.count(field.str())) << field.str();
                EXPECT_EQ(double(*p.queriesNeeded[t]), ref[field.str()]) << field.str();
            }
        }
    }
}

TEST(AllPairs, IdenticalSystemsDifferByNothing) {
    const st::ScoreMatrix m = readScores("ir");  // S4 is S1
    for (st::PairTest test : {st::PairTest::RandomizedTukey, st::PairTest::Tukey,
                              st::PairTest::PairedT, st::PairTest::Randomization}) {
        const auto r = run(m, optionsFor(kSettings[1], test, st::Correction::Holm));
        const st::PairSummary& p = r.pairs[2];  // (S1, S4)
        ASSERT_EQ(p.b, 3u);
        EXPECT_EQ(p.delta, 0);
        EXPECT_EQ(p.p, 1) << st::pairTestName(test);
        EXPECT_EQ(p.pAdjusted, 1);
        EXPECT_FALSE(p.significant);
        EXPECT_FALSE(p.effectSize.has_value());
        EXPECT_EQ(p.missingReason, "the two runs score the same on every query");
        expectLetterProperty(r);
    }
}

// Normal scores: the permutation distribution of the range of means approaches the studentized
// range, so randomised Tukey's p-values approach Tukey's. (Not exactly: shuffling a topic's
// scores also shuffles the systems' true effects into the null distribution, which widens it
// by about 1 % here; the Monte Carlo error at 20,000 permutations is 0.0035.)
TEST(RandomizedTukey, ConvergesToTukeyOnNormalData) {
    std::mt19937_64 gen(7);
    std::normal_distribution<double> noise(0, 1);
    const std::vector<double> effects{0, 0.1, 0.25, 0.3, 0.5};
    st::ScoreMatrix m(effects.size());
    for (std::size_t t = 0; t < 200; ++t) {
        const double topic = 2 * noise(gen);
        for (std::size_t s = 0; s < m.size(); ++s) m[s].push_back(topic + effects[s] + noise(gen));
    }
    st::AllPairsOptions o;
    o.test = st::PairTest::Tukey;
    const auto tukey = run(m, o);
    o.test = st::PairTest::RandomizedTukey;
    o.permutations = 20000;
    const auto randomized = run(m, o);
    for (std::size_t i = 0; i < tukey.pairs.size(); ++i) {
        EXPECT_NEAR(randomized.pairs[i].p, tukey.pairs[i].p, 0.02) << i;
        const double tw = tukey.pairs[i].ciHigh - tukey.pairs[i].delta;
        const double rw = randomized.pairs[i].ciHigh - randomized.pairs[i].delta;
        EXPECT_NEAR(rw, tw, 0.03 * tw);
    }
    expectLetterProperty(tukey);
    expectLetterProperty(randomized);
}

TEST(RandomizedTukey, SameForAnyThreadCountAndSharedAcrossMatrices) {
    const st::ScoreMatrix b = readScores("normal");
    st::ScoreMatrix a5 = b;  // a second metric over the same runs and topics
    for (auto& row : a5)
        for (double& x : row) x = x * x;
    st::RandomizedTukeyOptions o;
    o.permutations = 500;
    o.threads = 1;
    const auto one = st::randomizedRanges({&a5, &b}, o);
    o.threads = 4;
    const auto four = st::randomizedRanges({&a5, &b}, o);
    EXPECT_EQ(one[0].ranges, four[0].ranges);
    EXPECT_EQ(one[1].ranges, four[1].ranges);
    const auto alone = st::randomizedRanges({&b}, o);
    EXPECT_EQ(alone[0].ranges, one[1].ranges);
    o.permutations = 0;
    EXPECT_THROW(st::randomizedRanges({&b}, o), std::invalid_argument);
}

TEST(LetterDisplay, SharesALetterExactlyWhenNotSignificant) {
    // A chain: 0~1, 1~2, 0 vs 2 significant; 3 apart from all.
    std::vector<std::vector<bool>> sig(4, std::vector<bool>(4, true));
    sig[0][1] = sig[1][0] = sig[1][2] = sig[2][1] = false;
    const auto letters = st::compactLetters(sig, {0, 1, 2, 3});
    EXPECT_EQ(letters, (std::vector<std::string>{"a", "ab", "b", "c"}));
    // Random graphs of 9 systems.
    std::mt19937 gen(3);
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<std::vector<bool>> s(9, std::vector<bool>(9, false));
        for (std::size_t x = 0; x < 9; ++x)
            for (std::size_t y = x + 1; y < 9; ++y) s[x][y] = s[y][x] = gen() % 2;
        const auto l = st::compactLetters(s, {4, 2, 0, 1, 3, 5, 8, 7, 6});
        for (std::size_t x = 0; x < 9; ++x)
            for (std::size_t y = x + 1; y < 9; ++y) {
                bool share = false;
                for (char c : l[x]) share |= l[y].find(c) != std::string::npos;
                EXPECT_EQ(share, !s[x][y]);
            }
    }
}

TEST(AllPairs, RefusesBadOptions) {
    st::AllPairsOptions o;
    o.alpha = std::nan("");
    EXPECT_EQ(st::allPairsOptionProblem(o), "--alpha must be in (0, 1)");
    o.alpha = 0.05;
    o.confidence = 1;
    EXPECT_EQ(st::allPairsOptionProblem(o), "--confidence must be in (0, 1)");
    o.confidence = 0.95;
    o.power = 0;
    EXPECT_EQ(st::allPairsOptionProblem(o), "--power must be in (0, 1)");
    o.power = 0.8;
    o.permutations = 0;
    EXPECT_EQ(st::allPairsOptionProblem(o), "--permutations must be at least 1");
    o.permutations = 10;
    EXPECT_EQ(st::allPairsOptionProblem(o), "");
    const st::ScoreMatrix m = readScores("ir");
    o.permutations = 0;
    EXPECT_THROW(st::allPairs({&m}, {true}, o), std::invalid_argument);
}

}  // namespace
