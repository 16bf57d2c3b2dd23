#include "core/eval/eval_result.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <unordered_map>

#include "core/order/order_query.h"

namespace ranklens::core {

namespace {
constexpr double kMinGeoMean = 0.00001;  // trec_eval's MIN_GEO_MEAN
}  // namespace

std::string columnName(const MeasureInfo& m, double param) {
    if (m.shape == MeasureShape::Scalar) return std::string(m.name);
    char buf[64];
    if (m.family == MeasureFamily::SetF) {  // trec_eval: "set_F" by default, else set_F_0.5
        if (param == 1.0) return std::string(m.name);
        std::snprintf(buf, sizeof buf, "%g", param);
        return std::string(m.name) + "_" + buf;
    }
    if (m.paramSyntax == ParamSyntax::FloatCutoffs) {  // trec_eval's "%3.2f"
        std::snprintf(buf, sizeof buf, "%3.2f", param);
    } else if (m.shape == MeasureShape::Levels) {
        // Two decimals as trec_eval (iprec_at_recall_0.10); more when a level needs them
        // (rbp_0.999 must not print as rbp_1.00).
        std::snprintf(buf, sizeof buf, "%.2f", param);
        if (std::strtod(buf, nullptr) != param) std::snprintf(buf, sizeof buf, "%g", param);
    } else
        std::snprintf(buf, sizeof buf, "%ld", static_cast<long>(param));
    return std::string(m.name) + "_" + buf;
}

double aggregateValues(const MeasureInfo& m, const std::vector<double>& v) {
    if (v.empty()) return 0.0;
    double sum = 0.0;
    switch (m.aggregate) {
        case Aggregate::Sum:
            for (double x : v) sum += x;
            return sum;
        case Aggregate::Mean:
            for (double x : v) sum += x;
            return sum / static_cast<double>(v.size());
        case Aggregate::GeometricMean:
            for (double x : v) sum += std::log(std::max(x, kMinGeoMean));
            return std::exp(sum / static_cast<double>(v.size()));
    }
    return 0.0;
}

std::vector<double> curveSquaredDeviations(const std::vector<ExactSum>& sums,
                                           const std::vector<ExactSum>& squareSums,
                                           std::size_t queries) {
    std::vector<double> out(std::min(sums.size(), squareSums.size()), 0.0);
    if (queries == 0) return out;
    const double n = static_cast<double>(queries);
    for (std::size_t k = 0; k < out.size(); ++k) {
        // sum of x^2 - (sum of x)^2 / n, the subtraction exact: one rounding of the square term.
        const double s = sums[k].value();
        ExactSum ss = squareSums[k];
        ss.add(-(s * s / n));
        out[k] = std::max(0.0, ss.value());
    }
    return out;
}

std::vector<std::vector<double>> curveMeans(const std::vector<std::vector<ExactSum>>& sums,
                                            std::size_t queries) {
    std::vector<std::vector<double>> means;
    for (const auto& curve : sums) {
        auto& out = means.emplace_back();
        for (const auto& s : curve)
            out.push_back(queries ? s.value() / static_cast<double>(queries) : s.value());
    }
    return means;
}

const ResultColumn* EvalResult::column(const std::string& name) const {
    for (const auto& c : columns)
        if (c.name == name) return &c;
    return nullptr;
}

std::vector<double> coverageCurve(const Run& run, const Qrels& qrels, std::size_t K,
                                  std::int64_t maxDocs, TiePolicy ties) {
    // Best (smallest) rank at which each item appears in any query.
    std::unordered_map<std::string_view, std::uint32_t> best;
    RunQuery buffer;
    for (const auto& unordered : run.queries()) {
        const RunQuery& q = queryInOrder(run, unordered, ties, buffer);
        std::size_t n = q.docs.size();
        if (maxDocs > 0) n = std::min<std::size_t>(n, static_cast<std::size_t>(maxDocs));
        for (std::size_t i = 0; i < n; ++i) {
            auto [it, fresh] = best.emplace(q.docs[i].doc, static_cast<std::uint32_t>(i + 1));
            if (!fresh && it->second > i + 1) it->second = static_cast<std::uint32_t>(i + 1);
        }
    }
    std::size_t catalogue = best.size();
    for (const auto& q : qrels.queries())
        for (const auto& j : q.judgments)
            if (best.emplace(j.doc, std::numeric_limits<std::uint32_t>::max()).second) ++catalogue;
    std::vector<std::size_t> firstAt(K + 1, 0);
    for (const auto& [doc, rank] : best)
        if (rank <= K) ++firstAt[rank];
    std::vector<double> out(K, 0.0);
    std::size_t seen = 0;
    for (std::size_t k = 1; k <= K; ++k) {
        seen += firstAt[k];
        out[k - 1] = catalogue ? static_cast<double>(seen) / static_cast<double>(catalogue) : 0.0;
    }
    return out;
}

}  // namespace ranklens::core
