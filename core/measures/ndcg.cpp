// Gain-based measures: CG@k, DCG@k, IDCG@k, NDCG@k (trec_eval ndcg_cut) and uncut NDCG.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <vector>

#include "core/measures/measure_util.h"

namespace ranklens::core::detail {
namespace {

// gain / log_b(rank + 1) = gain / (log2(rank + 1) / log2(b)); base 2 divides by log2 alone,
// exactly as trec_eval.
struct Discount {
    double log2Base;
    explicit Discount(const EvalConfig& cfg) : log2Base(std::log2(cfg.logBase)) {}
    double operator()(double gain, std::size_t rank) const {
        return log2Base == 1.0 ? gain / log2OfCount(rank + 1)
                               : gain / (log2OfCount(rank + 1) / log2Base);
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

// gain(grade) / log_b(k + 1) for the small grades and k = 1..K, computed once per thread and
// gain definition by the same division the loop would make (so the same bits): the NDCG loop
// then adds two table entries per rank, without a call, an exp2 or a division. Row 0 holds
// the zeros of unjudged items, negative labels and ranks past a list's end; row g + 1 grade g.
class DiscountedGainTable {
  public:
    static constexpr std::int32_t kRows = 33;  // grades 0..31

    // The table for cfg, with at least `rows` rows of K columns.
    const double* get(const EvalConfig& cfg, std::size_t K, std::size_t rows) {
        if (!sameGain(cfg) || K > stride_) {
            cfg_ = cfg;
            stride_ = std::max(K, stride_);
            table_.assign(stride_, 0.0);  // row 0
            rows_ = 1;
        }
        if (rows > rows_) {
            const Discount discounted(cfg);
            table_.resize(rows * stride_);
            for (std::size_t row = rows_; row < rows; ++row) {
                const double g = cfg.gainOf(static_cast<std::int32_t>(row - 1));
                double* t = table_.data() + row * stride_;
                for (std::size_t k = 1; k <= stride_; ++k) t[k - 1] = discounted(g, k);
            }
            rows_ = rows;
        }
        return table_.data();
    }
    std::size_t stride() const { return stride_; }

  private:
    bool sameGain(const EvalConfig& c) const {
        return c.gain == cfg_.gain && c.customGains == cfg_.customGains &&
               c.thresholdInGain == cfg_.thresholdInGain &&
               (!c.thresholdInGain || c.relevanceThreshold == cfg_.relevanceThreshold) &&
               c.logBase == cfg_.logBase;
    }
    EvalConfig cfg_;
    std::size_t stride_ = 0;
    std::size_t rows_ = 0;
    std::vector<double> table_;
};

// The largest of the first n grades (-1 when none is >= 0).
std::int32_t topGrade(const std::vector<std::int32_t>& grades, std::size_t n) {
    std::int32_t top = -1;
    for (std::size_t i = 0; i < n; ++i) top = std::max(top, grades[i]);
    return top;
}

// The table row of a grade: 0 (the zeros) for unjudged items and negative labels.
inline std::size_t rowOf(std::int32_t grade) {
    return grade < 0 ? 0 : static_cast<std::size_t>(grade) + 1;
}

// NDCG@k for k = 1..out.size() from the table, when every grade has a row and neither real-
// valued labels nor averaged ties are in play; false (out untouched) otherwise. Adds the same
// terms in the same order as ndcgCurve's loop, plus 0.0 for the zero gains that loop skips.
bool ndcgCurveByTable(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (!r.labels.empty() || !r.idealLabels.empty() || tiesAveraged(r)) return false;
    thread_local DiscountedGainTable table;
    thread_local std::vector<std::int32_t> scratch;
    const std::vector<std::int32_t>& ideal = idealGrades(r, cfg, scratch);
    const std::size_t K = out.size(), n = std::min(r.grades.size(), K);
    const std::size_t m = std::min(ideal.size(), K);
    const std::int32_t top = std::max(topGrade(r.grades, n), topGrade(ideal, m));
    if (top >= DiscountedGainTable::kRows - 1) return false;
    const double* t = table.get(cfg, K, static_cast<std::size_t>(std::max(top, 0)) + 2);
    const std::size_t stride = table.stride();
    const std::int32_t* ranked = r.grades.data();
    const std::int32_t* best = ideal.data();
    double dcg = 0.0, idcg = 0.0;
    std::size_t k = 0;
    for (const std::size_t both = std::min(n, m); k < both; ++k) {
        dcg += t[rowOf(ranked[k]) * stride + k];
        idcg += t[rowOf(best[k]) * stride + k];
        out[k] = idcg > 0.0 ? dcg / idcg : 0.0;
    }
    for (; k < n; ++k) {  // past the ideal's end
        dcg += t[rowOf(ranked[k]) * stride + k];
        out[k] = idcg > 0.0 ? dcg / idcg : 0.0;
    }
    for (; k < m; ++k) {  // past the list's end
        idcg += t[rowOf(best[k]) * stride + k];
        out[k] = idcg > 0.0 ? dcg / idcg : 0.0;
    }
    std::fill(out.begin() + static_cast<std::ptrdiff_t>(k), out.end(),
              idcg > 0.0 ? dcg / idcg : 0.0);
    return true;
}

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
    if (ndcgCurveByTable(r, cfg, out)) return;
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
    if (gains.means.empty()) {  // a gain per grade: only judged ranks have one
        for (const std::uint32_t i : judgedRanks(r)) {
            const double g = gains[i];
            if (g != 0.0) dcg += discounted(g, i + 1);
        }
    } else {
        for (std::size_t i = 0; i < gains.size(); ++i) {
            const double g = gains[i];
            if (g != 0.0) dcg += discounted(g, i + 1);
        }
    }
    for (std::size_t i = 0; i < ideal.size(); ++i) idcg += discounted(ideal[i], i + 1);
    out[0] = idcg > 0.0 ? dcg / idcg : 0.0;
}

}  // namespace ranklens::core::detail
