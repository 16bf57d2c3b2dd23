#pragma once
// Two-way analysis of variance without replication, score ~ system + topic (every system
// scored on every topic once), and Tukey's HSD over the systems read from its residual mean
// square: R's TukeyHSD(aov(score ~ system + topic), "system", conf.level).
#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace ranklens::core::stats {

// scores[system][topic]; every row the same length.
using ScoreMatrix = std::vector<std::vector<double>>;

struct AnovaTable {
    std::size_t dfSystem = 0, dfTopic = 0, dfResidual = 0;
    double ssSystem = 0, ssTopic = 0, ssResidual = 0;
    double msSystem = 0, msTopic = 0, msResidual = 0;
    // F = ms / msResidual and its upper-tail p; empty when msResidual is 0 (no residual
    // variation: the scores are system effect plus topic effect exactly).
    std::optional<double> fSystem, pSystem, fTopic, pTopic;
};

// Needs at least two systems and two topics. Throws std::invalid_argument on fewer, ragged
// rows or NaN/inf.
AnovaTable twoWayAnova(const ScoreMatrix& scores);

struct TukeyPair {
    std::size_t a = 0, b = 0;  // a < b
    double diff = 0;           // mean(b) - mean(a)
    double pAdjusted = 1;      // P(Q > |diff| / se), Q studentized range (k, df residual)
    double low = 0, high = 0;  // diff -/+ q_conf * se; se = sqrt(msResidual / topics)
};

// Tukey's HSD for every pair a < b (a's outer loop), at confidence in (0, 1). With a residual
// mean square of 0 a difference of 0 has p 1, any other p 0, and the interval is [diff, diff].
std::vector<TukeyPair> tukeyHsd(const ScoreMatrix& scores, const AnovaTable& anova,
                                double confidence);

// Means of each row.
std::vector<double> rowMeans(const ScoreMatrix& scores);

}  // namespace ranklens::core::stats
