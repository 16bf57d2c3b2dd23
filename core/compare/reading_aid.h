#pragma once
// The reading aid: where the metrics of a comparison move in a recognisable pattern, one plain
// line saying what it means, with the numbers it rests on. E.g. P@10 up, R@10 down, NDCG@10 up:
// "more conservative but orders better".
#include <optional>
#include <string>
#include <vector>

#include "core/compare/comparison.h"
#include "core/compare/guardrails.h"

namespace ranklens::core::compare {

enum class Move { Down, Flat, Up };

struct Reading {
    std::size_t run = 0;
    std::string cutoff;   // "@10", or "P@1 vs P@50" for head/tail patterns
    std::string pattern;  // the sentence alone, English (RL_TRANSLATE_NOOP "ReadingAid")
    std::string text;     // the plain line: runs, cut-off and sentence
    std::vector<std::size_t> metrics;  // the columns it rests on
    std::string evidence;  // "P@10 +0.031*, R@10 -0.012, NDCG@10 +0.020*" (* significant)
    // "no significant difference": the column of the smallest adjusted p and the column whose
    // minimal detectable effect the evidence names (none when it has no MDE), so that the UI
    // can say the evidence in its own language.
    std::size_t smallestPColumn = 0;
    std::optional<std::size_t> mdeColumn;
};

// How a cell moved: Flat when |relative delta| < flatShare (or |delta| < 1e-12 at baseline 0).
Move moveOf(const Cell& c, double flatShare = 0.01);

// Readings for every non-baseline run: one per cut-off where P, R, F1 or NDCG are present
// together (at least two of them), plus a head/tail line when one metric rises at a small k
// and falls at a larger one. Empty when no pattern applies. A metric moves ("better", "worse",
// "across the board") only when its difference is significant after correction; a cut-off
// where none is reads "no significant difference" (evidence: "p 0.4300, detectable from 0.021
// NDCG@10", the smallest adjusted p and the minimal detectable effect), one where no query is
// paired "no paired query". A run with a significantly worse
// segment (segmentLosses()) never reads "across the board" when it is better: "better on average,
// not in every segment".
std::vector<Reading> readPatterns(const ComparisonInput& in, const Comparison& cmp,
                                  double flatShare = 0.01);

// A segment where a run that is better on average is significantly worse (a significant
// Comparison::warning), with the metric it loses most on there.
struct SegmentLoss {
    std::string segment;
    std::size_t metric = 0;  // index into ComparisonInput::metrics
    double delta = 0;        // the segment's mean delta of that metric (negative)
    std::size_t queries = 0;
};
// The measure a comparison is read by (index into in.metrics): the guardrails' primary metric
// when there are guardrails and it is in the comparison, else the first NDCG column (the
// explorer's main measure, NDCG@10 by default), else the first column.
std::size_t mainMetric(const ComparisonInput& in, const Guardrails* guardrails = nullptr);
// The run's segment losses, the largest loss first; empty when no segment is significantly worse.
// Each segment is told by the main metric when that is significantly worse there, else by the
// metric it loses most on; without a main metric (the default) always by the largest loss.
std::vector<SegmentLoss> segmentLosses(const Comparison& cmp, std::size_t run,
                                       std::size_t main = static_cast<std::size_t>(-1));
// The first sentence of a comparison when it has a segment story: "new vs baseline: better on
// average, but worse for new_user (NDCG@10 -0.148, 150 queries)"; empty without one. A mean
// that improves must not read "for everyone" while a segment is significantly worse. It speaks
// of the main metric (mainMetric()) where that metric is significantly worse.
std::string headline(const ComparisonInput& in, const Comparison& cmp, std::size_t run,
                     std::size_t main = static_cast<std::size_t>(-1));

}  // namespace ranklens::core::compare
