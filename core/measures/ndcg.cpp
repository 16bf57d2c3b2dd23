// Gain-based measures: CG@k, DCG@k, IDCG@k, NDCG@k (trec_eval ndcg_cut) and uncut NDCG.
#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

#include "core/measures/measure_functions.h"
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {
namespace {

// Discounted gain at a 1-based rank: gain / log2(rank + 1). Division (not multiplication by
// the reciprocal) so the sums round exactly as trec_eval's.
double log2Of(std::size_t rankPlusOne) {
    // log2(i) for i < 4096, computed once (the same values std::log2 gives on each call).
    static const std::vector<double> table = [] {
        std::vector<double> t(4096);
        for (std::size_t i = 1; i < t.size(); ++i) t[i] = std::log2(static_cast<double>(i));
        return t;
    }();
    return rankPlusOne < table.size() ? table[rankPlusOne]
                                      : std::log2(static_cast<double>(rankPlusOne));
}

// gain / log_b(rank + 1) = gain / (log2(rank + 1) / log2(b)); base 2 divides by log2 alone,
// exactly as trec_eval.
struct Discount {
    double log2Base;
    explicit Discount(const EvalConfig& cfg) : log2Base(std::log2(cfg.logBase)) {}
    double operator()(double gain, std::size_t rank) const {
        return log2Base == 1.0 ? gain / log2Of(rank + 1) : gain / (log2Of(rank + 1) / log2Base);
    }
};

// Ideal grades for this configuration: judged grades with a positive gain, by gain descending.
const std::vector<std::int32_t>& idealGrades(const JudgedRanking& r, const EvalConfig& cfg,
                                             std::vector<std::int32_t>& scratch) {
    if (cfg.ideal == IdealOrder::Labels) return r.labelGrades;
    scratch.clear();
    for (std::int32_t g : r.grades)
        if (inIdeal(g, cfg)) scratch.push_back(g);
    idealOrder(scratch, cfg);
    return scratch;
}

// Gains of the ranked list, rank by rank: gain(label), or with ties averaged the mean gain of
// the rank's tie group (its expected gain over every order of the group).
struct RankedGains {
    const JudgedRanking& r;
    const EvalConfig& cfg;
    std::vector<double> means;  // only when ties are averaged
    RankedGains(const JudgedRanking& rr, const EvalConfig& c) : r(rr), cfg(c) {
        if (!r.labels.empty())
            realMeans();
        else if (tiesAveraged(r))
            groupMeans(
                r, [this](std::int32_t g) { return cfg.gainOf(g); }, means);
    }
    // Real-valued labels: every rank's gain, averaged over its tie group when ties are.
    void realMeans() {
        means.resize(r.grades.size());
        for (std::size_t i = 0; i < means.size(); ++i) means[i] = rankGain(r, cfg, i);
        for (std::size_t g = 0; g + 1 < r.tieGroups.size(); ++g) {
            const std::size_t b = r.tieGroups[g], e = r.tieGroups[g + 1];
            double sum = 0.0;
            for (std::size_t i = b; i < e; ++i) sum += means[i];
            for (std::size_t i = b; i < e; ++i) means[i] = sum / static_cast<double>(e - b);
        }
    }
    std::size_t size() const { return r.grades.size(); }
    double operator[](std::size_t i) const {
        return means.empty() ? cfg.gainOf(r.grades[i]) : means[i];
    }
};

// Running sum of gain * weight(rank) for k = 1..out.size() over a gain list.
template <bool Discounted, typename Gains>
void cumulate(const Gains& gains, const Discount& discounted, std::span<double> out) {
    double sum = 0.0;
    for (std::size_t k = 1; k <= out.size(); ++k) {
        if (k <= gains.size()) {
            const double g = gains[k - 1];
            if (g != 0.0) sum += Discounted ? discounted(g, k) : g;
        }
        out[k - 1] = sum;
    }
}

// The ideal's gains, best first: from the ideal grades, or (real-valued labels) computed by
// idealGains().
struct IdealGains {
    const EvalConfig& cfg;
    std::vector<std::int32_t> scratch;
    const std::vector<std::int32_t>* grades = nullptr;
    std::vector<double> real;
    IdealGains(const IdealGains&) = delete;
    IdealGains(const JudgedRanking& r, const EvalConfig& c) : cfg(c) {
        if (r.labels.empty() && r.idealLabels.empty())
            grades = &idealGrades(r, cfg, scratch);
        else
            idealGains(r, cfg, real);
    }
    std::size_t size() const { return grades ? grades->size() : real.size(); }
    double operator[](std::size_t i) const { return grades ? cfg.gainOf((*grades)[i]) : real[i]; }
};

}  // namespace

void cgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    cumulate<false>(RankedGains(r, cfg), Discount(cfg), out);
}
void dcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    cumulate<true>(RankedGains(r, cfg), Discount(cfg), out);
}
void idcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    cumulate<true>(IdealGains(r, cfg), Discount(cfg), out);
}

void ndcgCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const IdealGains ideal(r, cfg);
    const RankedGains gains(r, cfg);
    const Discount discounted(cfg);
    double dcg = 0.0, idcg = 0.0;
    for (std::size_t k = 1; k <= out.size(); ++k) {
        if (k <= gains.size()) {
            const double g = gains[k - 1];
            if (g != 0.0) dcg += discounted(g, k);
        }
        if (k <= ideal.size()) idcg += discounted(ideal[k - 1], k);
        out[k - 1] = idcg > 0.0 ? dcg / idcg : 0.0;
    }
}

// Uncut: DCG over the whole list, IDCG over the whole ideal list.
void ndcgFull(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const IdealGains ideal(r, cfg);
    const RankedGains gains(r, cfg);
    const Discount discounted(cfg);
    double dcg = 0.0, idcg = 0.0;
    for (std::size_t i = 0; i < gains.size(); ++i) {
        const double g = gains[i];
        if (g != 0.0) dcg += discounted(g, i + 1);
    }
    for (std::size_t i = 0; i < ideal.size(); ++i) idcg += discounted(ideal[i], i + 1);
    out[0] = idcg > 0.0 ? dcg / idcg : 0.0;
}

}  // namespace ranklens::core::detail
