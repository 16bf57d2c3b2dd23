#include "core/compare/reading_aid.h"

#include "core/base/translate_noop.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>

namespace ranklens::core::compare {
namespace {

enum Family { FP, FR, FF1, FNdcg, FCount };

int familyOf(const MetricColumn& m) {
    switch (m.measure->family) {
        case MeasureFamily::P:
            return FP;
        case MeasureFamily::Recall:
            return FR;
        case MeasureFamily::F1:
            return FF1;
        case MeasureFamily::NdcgCut:
            return FNdcg;
        default:
            return -1;
    }
}

std::string evidenceOf(const MetricColumn& m, const Cell& c) {
    if (!std::isfinite(c.delta)) return m.display + " –";
    char buf[96];
    std::snprintf(buf, sizeof buf, "%s %+.4f%s", m.display.c_str(), c.delta == 0 ? 0.0 : c.delta,
                  c.significant ? "*" : "");
    return buf;
}

// A direction only for a difference significant after correction.
Move significantMove(const Cell& c, double flatShare) {
    return c.tested && c.significant ? moveOf(c, flatShare) : Move::Flat;
}

// "p 0.4300, detectable from 0.021 NDCG@10" for columns none of which is significant: the
// smallest adjusted p, and the MDE of the NDCG column (else of the column with that p).
// Also records those columns in rd (smallestPColumn, mdeColumn).
std::string notSignificantEvidence(const ComparisonInput& in, const Comparison& cmp, std::size_t r,
                                   const std::vector<std::size_t>& cols, Reading& rd) {
    std::size_t best = cols.front();
    for (std::size_t m : cols)
        if (cmp.cell(r, m).pAdjusted < cmp.cell(r, best).pAdjusted) best = m;
    std::size_t told = best;
    for (std::size_t m : cols)
        if (in.metrics[m].measure->family == MeasureFamily::NdcgCut) told = m;
    rd.smallestPColumn = best;
    char buf[160];
    std::snprintf(buf, sizeof buf, "p %.4f", cmp.cell(r, best).pAdjusted);
    std::string text = buf;
    const double mde = cmp.cell(r, told).mde;
    if (std::isfinite(mde)) {
        rd.mdeColumn = told;
        std::snprintf(buf, sizeof buf, ", detectable from %.3f %s", mde,
                      in.metrics[told].display.c_str());
        text += buf;
    }
    return text;
}

// The reading of a run whose columns at one cut-off are not significant, or have no paired
// query; empty when some column is significant.
std::string undecidedPattern(const Comparison& cmp, std::size_t r,
                             const std::vector<std::size_t>& cols) {
    bool paired = false, significant = false;
    for (std::size_t m : cols) {
        const Cell& c = cmp.cell(r, m);
        paired = paired || (c.tested && c.queries > 0);
        significant = significant || (c.tested && c.significant);
    }
    if (!paired) return RL_TRANSLATE_NOOP("ReadingAid", "no paired query");
    if (!significant) return RL_TRANSLATE_NOOP("ReadingAid", "no significant difference");
    return {};
}

// The sentence for a (P, R, NDCG) move pattern; F1 follows P and R. Absent metrics are nullopt.
// segmentWorse: a segment is significantly worse for this run, so nothing reads "for everyone".
std::string sentence(const std::optional<Move>& p, const std::optional<Move>& r,
                     const std::optional<Move>& n, bool segmentWorse) {
    using enum Move;
    auto is = [](const std::optional<Move>& m, Move v) { return m && *m == v; };
    auto flatOrAbsent = [](const std::optional<Move>& m) { return !m || *m == Flat; };
    if (is(p, Up) && is(r, Down) && is(n, Up))
        return RL_TRANSLATE_NOOP("ReadingAid", "more conservative but orders better");
    if (is(p, Up) && is(r, Down))
        return RL_TRANSLATE_NOOP(
            "ReadingAid", "more conservative: a cleaner top k, but fewer of all relevant items");
    if (is(p, Down) && is(r, Up))
        return RL_TRANSLATE_NOOP(
            "ReadingAid",
            "casts a wider net: more of the relevant items, with more noise at the top");
    if (is(p, Up) && is(r, Up) && !is(n, Down) && segmentWorse)
        return RL_TRANSLATE_NOOP(
            "ReadingAid",
            "better on average, not in every segment: more relevant items in the top k");
    if (is(p, Up) && is(r, Up) && !is(n, Down))
        return RL_TRANSLATE_NOOP("ReadingAid",
                                 "better across the board: more relevant items in the top k");
    if (is(p, Down) && is(r, Down) && !is(n, Up))
        return RL_TRANSLATE_NOOP("ReadingAid",
                                 "worse across the board: fewer relevant items in the top k");
    if (flatOrAbsent(p) && flatOrAbsent(r) && (p || r) && is(n, Up))
        return RL_TRANSLATE_NOOP("ReadingAid", "the same relevant items, ordered better");
    if (flatOrAbsent(p) && flatOrAbsent(r) && (p || r) && is(n, Down))
        return RL_TRANSLATE_NOOP("ReadingAid", "the same relevant items, ordered worse");
    if ((is(p, Up) || is(r, Up)) && is(n, Down))
        return RL_TRANSLATE_NOOP("ReadingAid", "more relevant items, but the best ones sit lower");
    if ((is(p, Down) || is(r, Down)) && is(n, Up))
        return RL_TRANSLATE_NOOP("ReadingAid",
                                 "fewer relevant items, but the best ones rank higher");
    if (flatOrAbsent(p) && flatOrAbsent(r) && flatOrAbsent(n))
        return RL_TRANSLATE_NOOP("ReadingAid", "no real change at this cut-off");
    return {};
}

}  // namespace

Move moveOf(const Cell& c, double flatShare) {
    const double scale = std::fabs(c.baseline);
    const double share =
        scale > 1e-12 ? c.delta / scale : (std::fabs(c.delta) < 1e-12 ? 0.0 : c.delta * 1e12);
    if (share > flatShare) return Move::Up;
    if (share < -flatShare) return Move::Down;
    return Move::Flat;
}

namespace {

// Columns per cut-off: family -> metric index (-1: none).
using ColumnsByCutoff = std::map<double, std::array<int, FCount>>;

ColumnsByCutoff columnsByCutoff(const ComparisonInput& in) {
    ColumnsByCutoff byK;
    for (std::size_t m = 0; m < in.metrics.size(); ++m) {
        const int f = familyOf(in.metrics[m]);
        if (f < 0) continue;
        auto [it, fresh] = byK.try_emplace(in.metrics[m].param);
        if (fresh) it->second.fill(-1);
        if (it->second[static_cast<std::size_t>(f)] < 0)
            it->second[static_cast<std::size_t>(f)] = static_cast<int>(m);
    }
    return byK;
}

// Run r's reading of the P, R, F1 and NDCG columns at cut-off k (two of them at least), or
// nullopt when no sentence fits.
std::optional<Reading> readCutoff(const ComparisonInput& in, const Comparison& cmp, std::size_t r,
                                  double k, const std::array<int, FCount>& cols, double flatShare,
                                  bool segmentWorse) {
    std::vector<std::size_t> present;
    for (int c : cols)
        if (c >= 0) present.push_back(static_cast<std::size_t>(c));
    if (present.size() < 2) return std::nullopt;
    auto move = [&](int f) -> std::optional<Move> {
        const int c = cols[static_cast<std::size_t>(f)];
        if (c < 0) return std::nullopt;
        return significantMove(cmp.cell(r, static_cast<std::size_t>(c)), flatShare);
    };
    const std::string undecided = undecidedPattern(cmp, r, present);
    const std::string s =
        !undecided.empty() ? undecided : sentence(move(FP), move(FR), move(FNdcg), segmentWorse);
    if (s.empty()) return std::nullopt;
    Reading rd;
    rd.run = r;
    rd.cutoff = "@" + std::to_string(static_cast<long>(k));
    rd.pattern = s;
    rd.metrics = present;
    if (s == "no significant difference")
        rd.evidence = notSignificantEvidence(in, cmp, r, present, rd);
    rd.text = in.runNames[r] + " vs " + in.runNames[cmp.options.baseline] + " " + rd.cutoff + ": " +
              s + (rd.evidence.empty() ? "" : " (" + rd.evidence + ")");
    if (s != "no paired query")
        for (std::size_t m : present)
            rd.evidence +=
                (rd.evidence.empty() ? "" : ", ") + evidenceOf(in.metrics[m], cmp.cell(r, m));
    return rd;
}

// Head/tail: the same measure up at its smallest k and down at its largest (or reverse).
void readHeadAndTail(const ComparisonInput& in, const Comparison& cmp, std::size_t r,
                     double flatShare, std::vector<Reading>& out) {
    std::map<const MeasureInfo*, std::pair<std::size_t, std::size_t>> extremes;
    for (std::size_t m = 0; m < in.metrics.size(); ++m) {
        const auto& col = in.metrics[m];
        if (col.measure->shape != MeasureShape::Curve) continue;
        auto [it, fresh] = extremes.try_emplace(col.measure, m, m);
        if (col.param < in.metrics[it->second.first].param) it->second.first = m;
        if (col.param > in.metrics[it->second.second].param) it->second.second = m;
    }
    for (const auto& [measure, ab] : extremes) {
        const auto [a, b] = ab;
        if (a == b) continue;
        const auto& ma = in.metrics[a];
        const auto& mb = in.metrics[b];
        const Move head = significantMove(cmp.cell(r, a), flatShare);
        const Move tail = significantMove(cmp.cell(r, b), flatShare);
        std::string s;
        if (head == Move::Up && tail == Move::Down)
            s = RL_TRANSLATE_NOOP("ReadingAid", "better at the head, worse deeper in the list");
        if (head == Move::Down && tail == Move::Up)
            s = RL_TRANSLATE_NOOP("ReadingAid", "worse at the head, better deeper in the list");
        if (s.empty()) continue;
        Reading rd;
        rd.run = r;
        rd.cutoff = ma.display + " vs " + mb.display;
        rd.pattern = s;
        rd.text = in.runNames[r] + " vs " + in.runNames[cmp.options.baseline] + ", " + ma.display +
                  " vs " + mb.display + ": " + s;
        rd.metrics = {a, b};
        rd.evidence = evidenceOf(ma, cmp.cell(r, a)) + ", " + evidenceOf(mb, cmp.cell(r, b));
        out.push_back(std::move(rd));
    }
}

}  // namespace

std::vector<Reading> readPatterns(const ComparisonInput& in, const Comparison& cmp,
                                  double flatShare) {
    std::vector<Reading> out;
    const ColumnsByCutoff byK = columnsByCutoff(in);
    for (std::size_t r = 0; r < in.runCount(); ++r) {
        if (r == cmp.options.baseline) continue;
        const bool segmentWorse = !segmentLosses(cmp, r).empty();
        for (const auto& [k, cols] : byK)
            if (auto rd = readCutoff(in, cmp, r, k, cols, flatShare, segmentWorse))
                out.push_back(std::move(*rd));
        readHeadAndTail(in, cmp, r, flatShare, out);
    }
    return out;
}

std::size_t mainMetric(const ComparisonInput& in, const Guardrails* guardrails) {
    if (guardrails) {
        try {
            const auto cols = parseMetrics({guardrails->primary.metric});
            for (std::size_t m = 0; m < in.metrics.size() && !cols.empty(); ++m)
                if (in.metrics[m].key == cols.front().key) return m;
        } catch (const std::exception&) {  // a bad primary metric: read by the default
        }
    }
    for (std::size_t m = 0; m < in.metrics.size(); ++m)
        if (in.metrics[m].measure && in.metrics[m].measure->family == MeasureFamily::NdcgCut)
            return m;
    return 0;
}

std::vector<SegmentLoss> segmentLosses(const Comparison& cmp, std::size_t run, std::size_t main) {
    std::vector<SegmentLoss> out;
    for (const auto& w : cmp.warnings) {
        if (w.run != run || !w.significant) continue;
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const SegmentLoss& l) { return l.segment == w.segment; });
        const SegmentLoss loss{w.segment, w.metric, w.segmentDelta, w.segmentQueries};
        if (it == out.end())
            out.push_back(loss);
        else if (it->metric != main && (w.metric == main || w.segmentDelta < it->delta))
            *it = loss;  // the main metric tells the segment; else the largest loss
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const SegmentLoss& a, const SegmentLoss& b) { return a.delta < b.delta; });
    return out;
}

std::string headline(const ComparisonInput& in, const Comparison& cmp, std::size_t run,
                     std::size_t main) {
    const auto losses = segmentLosses(cmp, run, main);
    if (losses.empty()) return {};
    std::string text = in.runNames[run] + " vs " + in.runNames[cmp.options.baseline] +
                       ": better on average, but worse for ";
    for (std::size_t i = 0; i < losses.size(); ++i) {
        const auto& l = losses[i];
        char buf[64];
        std::snprintf(buf, sizeof buf, " %+.3f, %zu queries)", l.delta, l.queries);
        text += (i == 0                   ? ""
                 : i + 1 == losses.size() ? " and "
                                          : ", ") +
                l.segment + " (" + in.metrics[l.metric].display + buf;
    }
    return text;
}

}  // namespace ranklens::core::compare
