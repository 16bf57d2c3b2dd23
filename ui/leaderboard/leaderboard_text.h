#pragma once
// The leaderboard's words in the UI's language: the test in force, the power sentences ("with
// 309 queries, differences below 0.021 NDCG@10 cannot be told from noise at 80 % power"), a
// pair's verdict, the queries a target difference needs, and core's reasons (marked
// RL_TRANSLATE_NOOP("Statistics", ...)). core builds the same sentences in English for the CLI.
#include <QCoreApplication>
#include <QString>
#include <optional>

#include "core/compare/leaderboard.h"

namespace ranklens::ui {

class LeaderboardText {
    Q_DECLARE_TR_FUNCTIONS(LeaderboardText)
  public:
    static QString testName(core::stats::PairTest t);
    static QString correctionName(core::stats::Correction c);
    // "randomised Tukey HSD, 10000 permutations (seed 42); α 0.05; intervals at 95 %; power 80 %"
    static QString describeTest(const core::stats::AllPairsOptions& o);
    // What a pair's p comes from, said beside it: "randomised Tukey HSD, which covers every
    // pair" or "paired t-test, Holm over the pairs" (Compare's p of the same pair can differ).
    static QString pSource(const core::stats::AllPairsOptions& o);
    // The measure's sentence over all pairs (the median MDE); empty when no pair has one.
    static QString powerSentence(const core::compare::LeaderboardMeasure& m,
                                 const core::stats::AllPairsOptions& o);
    // The same for one pair; with its reason when the pair has no MDE.
    static QString pairPowerSentence(const core::compare::Leaderboard& l,
                                     const core::compare::LeaderboardMeasure& m,
                                     const core::stats::PairSummary& p);
    // "new_model scores higher than baseline by 0.0213 NDCG@10 …" or "No significant difference
    // between …", with the adjusted p and the interval of the difference.
    static QString pairVerdict(const core::compare::Leaderboard& l,
                               const core::compare::LeaderboardMeasure& m,
                               const core::stats::PairSummary& p);
    // How many queries a difference of target needs with the spread sd (empty: "–" and why).
    static QString queriesNeeded(std::optional<std::size_t> n);
    // core's reason for a missing effect size or MDE, in the UI's language.
    static QString reason(const std::string& coreReason);
    static QString number(double v, bool sign = false);  // 4 places, no "-0.0000"
    static QString pValue(double p);                     // "0.0123", "< 0.0001"
    static QString percent(double share);                // 0.95 -> "95"
};

}  // namespace ranklens::ui
