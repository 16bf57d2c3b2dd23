#include "core/compare/label_sensitivity.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "core/measures/measure.h"
#include "core/stats/rank_correlation.h"
#include "core/stats/stats.h"

namespace ranklens::core::compare {

std::string LabelSensitivityOptions::describe() const {
    std::string s = toString(test);
    if (test == TestKind::Randomization)
        s += " (" + std::to_string(permutations) + " permutations)";
    s += ", " + std::string(stats::correctionName(correction)) +
         " correction over the run pairs of each label set and measure, alpha ";
    std::string a = std::to_string(alpha);
    while (a.size() > 1 && a.back() == '0') a.pop_back();
    return s + a;
}

namespace {

SetRanking rankRuns(const std::string& labels, const ComparisonInput& in, std::size_t m) {
    SetRanking s;
    s.labels = labels;
    s.queries = in.qids.size();
    for (std::size_t r = 0; r < in.runCount(); ++r) s.means.push_back(in.runValue[r][m]);
    s.order.resize(s.means.size());
    std::iota(s.order.begin(), s.order.end(), std::size_t{0});
    std::stable_sort(s.order.begin(), s.order.end(),
                     [&](std::size_t x, std::size_t y) { return s.means[x] > s.means[y]; });
    s.rankOf.assign(s.means.size(), 0);
    for (std::size_t i = 0; i < s.order.size(); ++i) s.rankOf[s.order[i]] = i + 1;
    return s;
}

std::vector<double> pairPValues(const ComparisonInput& in, std::size_t m,
                                const std::vector<std::pair<std::size_t, std::size_t>>& pairs,
                                const LabelSensitivityOptions& o) {
    std::vector<double> p;
    if (o.test == TestKind::StudentT) {
        for (const auto& [r1, r2] : pairs)
            p.push_back(stats::pairedTTest(in.values[r1][m], in.values[r2][m]).p);
        return p;
    }
    std::vector<stats::PairedSample> samples;
    for (const auto& [r1, r2] : pairs) samples.push_back({in.values[r1][m], in.values[r2][m]});
    stats::RandomizationOptions ro;
    ro.permutations = o.permutations;
    ro.seed = o.seed;
    ro.threads = static_cast<unsigned>(std::max(0, o.threads));
    return stats::randomizationTests(samples, ro);
}

std::vector<PairVerdict> verdictsOf(const ComparisonInput& in, std::size_t m, const SetRanking& s,
                                    const LabelSensitivityOptions& o) {
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    for (std::size_t r1 = 0; r1 < in.runCount(); ++r1)
        for (std::size_t r2 = r1 + 1; r2 < in.runCount(); ++r2) pairs.emplace_back(r1, r2);
    const auto p = pairPValues(in, m, pairs, o);
    const auto adjusted = stats::adjustPValues(p, o.correction);
    std::vector<PairVerdict> out;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const auto [r1, r2] = pairs[i];
        PairVerdict v{r1, r2, s.means[r2] - s.means[r1], p[i], adjusted[i], false, {}};
        v.significant = v.delta != 0 && v.pAdjusted < o.alpha;
        const auto& n = in.runNames;
        v.text = v.delta == 0  ? n[r1] + "=" + n[r2]
                 : v.delta < 0 ? n[r1] + ">" + n[r2]
                               : n[r2] + ">" + n[r1];
        if (v.significant) v.text += "*";
        out.push_back(std::move(v));
    }
    return out;
}

SetPairSensitivity compareSets(const MeasureSensitivity& ms, std::size_t a, std::size_t b) {
    SetPairSensitivity sp;
    sp.a = a;
    sp.b = b;
    const SetRanking &sa = ms.sets[a], &sb = ms.sets[b];
    sp.kendallTau = stats::kendallTauB(sa.means, sb.means);
    std::vector<double> truth, estimate;
    for (std::size_t r = 0; r < sa.means.size(); ++r) {
        truth.push_back(-static_cast<double>(sa.rankOf[r]));
        estimate.push_back(-static_cast<double>(sb.rankOf[r]));
        sp.rankShift.push_back(static_cast<int>(sb.rankOf[r]) - static_cast<int>(sa.rankOf[r]));
    }
    sp.tauAp = stats::tauAP(truth, estimate);
    for (std::size_t i = 0; i < ms.verdicts[a].size(); ++i) {
        const PairVerdict &va = ms.verdicts[a][i], &vb = ms.verdicts[b][i];
        if (va.text == vb.text) continue;
        sp.changed.push_back({va.r1, va.r2, va.text, vb.text, va.delta * vb.delta < 0});
    }
    return sp;
}

void checkSensitivityRequest(const std::vector<const Run*>& runs,
                             const std::vector<std::string>& names,
                             const std::vector<NamedLabels>& labels,
                             const std::vector<MetricColumn>& metrics) {
    if (runs.size() < 2 || names.size() != runs.size())
        throw std::invalid_argument("label sensitivity needs two runs or more");
    if (labels.size() < 2)
        throw std::invalid_argument("label sensitivity needs two label sets or more");
    if (metrics.empty()) throw std::invalid_argument("label sensitivity needs a measure");
    for (const auto& m : metrics)
        if (!m.perQuery())
            throw std::invalid_argument(m.display +
                                        " has no per-query values: it cannot be tested per pair");
    for (std::size_t i = 0; i < names.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (names[i] == names[j])
                throw std::invalid_argument("two runs are named '" + names[i] + "'");
}

// Every metric a cut-off measure at k whose value at k reads ranks 1..k only (ideal from the
// labels, ties not averaged across the cut, unjudged items kept): the ranks below the largest k
// change nothing, so they are not judged (as trec_eval -M would keep them out). Runs of a
// hundred items judged to rank 10 cost a tenth of the label lookups, under every label set.
EvalConfig judgedDepth(EvalConfig cfg, const std::vector<MetricColumn>& metrics) {
    if (cfg.maxDocsPerQuery != 0 || cfg.ideal != IdealOrder::Labels ||
        cfg.ties == TiePolicy::Average || cfg.judgedOnly)
        return cfg;
    double deepest = 0;
    for (const auto& m : metrics) {
        if (m.measure->shape != MeasureShape::Curve || !(m.param >= 1)) return cfg;
        deepest = std::max(deepest, std::ceil(m.param));
    }
    cfg.maxDocsPerQuery = static_cast<std::int64_t>(deepest);
    return cfg;
}

}  // namespace

LabelSensitivity labelSensitivity(const std::vector<const Run*>& runs,
                                  const std::vector<std::string>& names,
                                  const std::vector<NamedLabels>& labels, const EvalConfig& cfg,
                                  const std::vector<MetricColumn>& metrics,
                                  const LabelSensitivityOptions& o) {
    checkSensitivityRequest(runs, names, labels, metrics);
    LabelSensitivity out;
    out.runs = names;
    out.options = o;
    out.measures.resize(metrics.size());
    const EvalConfig depthCfg = judgedDepth(cfg, metrics);
    for (std::size_t m = 0; m < metrics.size(); ++m) out.measures[m].metric = metrics[m];
    for (const auto& set : labels) {
        const ComparisonInput in = evaluateForComparison(runs, names, *set.labels, depthCfg,
                                                         metrics, {}, set.name, {}, o.threads);
        if (in.qids.empty())
            throw std::invalid_argument("label set '" + set.name + "' has no labelled query");
        for (std::size_t m = 0; m < metrics.size(); ++m) {
            auto& ms = out.measures[m];
            ms.sets.push_back(rankRuns(set.name, in, m));
            ms.verdicts.push_back(verdictsOf(in, m, ms.sets.back(), o));
        }
    }
    for (auto& ms : out.measures)
        for (std::size_t a = 0; a < labels.size(); ++a)
            for (std::size_t b = a + 1; b < labels.size(); ++b)
                ms.pairs.push_back(compareSets(ms, a, b));
    return out;
}

void addDisagreementImpact(LabelSensitivity& s, const std::vector<const Run*>& runs,
                           const std::vector<NamedLabels>& labels, const EvalConfig& cfg,
                           std::size_t r1, std::size_t r2, std::size_t top,
                           const ProgressFn& progress) {
    if (r1 >= runs.size() || r2 >= runs.size() || r1 == r2)
        throw std::invalid_argument("impact: choose two different runs");
    s.impactRuns = std::pair(r1, r2);
    std::size_t parts = 0, part = 0;
    for (const auto& ms : s.measures) parts += ms.pairs.size();
    for (auto& ms : s.measures)
        for (auto& p : ms.pairs) {
            ProgressFn inPart;  // this pair's share of the whole, in thousandths of a pair
            if (progress)
                inPart = [&progress, part, parts](std::size_t done, std::size_t total) {
                    return progress(part * 1000 + 1000 * done / std::max<std::size_t>(total, 1),
                                    parts * 1000);
                };
            p.impact = rankDisagreements(*runs[r1], *runs[r2], *labels[p.a].labels,
                                         *labels[p.b].labels, cfg, ms.metric, inPart);
            if (p.impact.size() > top) p.impact.resize(top);
            ++part;
        }
}

}  // namespace ranklens::core::compare
