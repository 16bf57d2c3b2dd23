// Expected reciprocal rank (Chapelle, Metzler, Zhang, Grinspan, CIKM 2009) and nERR.
//   ERR@k = sum over r <= k of (1/r) * R_r * prod over i < r of (1 - R_i),
//   R = (2^g - 1) / 2^gmax with g the label clamped to 0..gmax (gdeval's default gmax = 4).
// nERR@k = ERR@k / ERR@k of the ideal order (labels by grade descending), 0 when that is 0.
#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

#include "core/measures/user_model_functions.h"

namespace ranklens::core::detail {
namespace {

// Running ERR over a grade list for k = 1..out.size(); beyond the list the value stays.
void errOf(const std::vector<std::int32_t>& grades, const EvalConfig& cfg, std::span<double> out) {
    double err = 0.0, reach = 1.0;  // reach = probability the user gets to rank k
    for (std::size_t k = 1; k <= out.size(); ++k) {
        if (k <= grades.size() && reach > 0.0) {
            const double stop = errStopProbability(grades[k - 1], cfg);
            err += reach * stop / static_cast<double>(k);
            reach *= 1.0 - stop;
        }
        out[k - 1] = err;
    }
}

// Ideal grades by grade descending: all labels (IdealOrder::Labels; with custom gains those
// whose gain is positive) or the retrieved items' labels re-sorted.
const std::vector<std::int32_t>& idealByGrade(const JudgedRanking& r, const EvalConfig& cfg,
                                              std::vector<std::int32_t>& scratch) {
    if (cfg.ideal == IdealOrder::Labels && cfg.gain != GainKind::Custom) return r.labelGrades;
    scratch.clear();
    if (cfg.ideal == IdealOrder::Labels) {
        scratch = r.labelGrades;
    } else {
        for (std::int32_t g : r.grades)
            if (g > 0) scratch.push_back(g);
    }
    std::sort(scratch.begin(), scratch.end(), std::greater<>());
    return scratch;
}

// Real-valued labels: (2^l - 1) / 2^gmax with the label l clamped to 0..gmax.
double stopOfLabel(std::int32_t grade, double label, const EvalConfig& cfg) {
    if (grade < 0 || !(label > 0.0)) return 0.0;  // also unjudged
    const double gmax = std::max(cfg.errMaxGrade, 1);
    return (std::exp2(std::min(label, gmax)) - 1.0) / std::exp2(gmax);
}

// ERR over stopping probabilities, as errOf.
void errOfStops(const std::vector<double>& stops, std::span<double> out) {
    double err = 0.0, reach = 1.0;
    for (std::size_t k = 1; k <= out.size(); ++k) {
        if (k <= stops.size() && reach > 0.0) {
            err += reach * stops[k - 1] / static_cast<double>(k);
            reach *= 1.0 - stops[k - 1];
        }
        out[k - 1] = err;
    }
}

// Real-valued labels: the ranking's stopping probabilities and the ideal's (labels descending).
void realStops(const JudgedRanking& r, const EvalConfig& cfg, std::vector<double>& ranked,
               std::vector<double>* ideal) {
    ranked.resize(r.grades.size());
    for (std::size_t i = 0; i < ranked.size(); ++i)
        ranked[i] = stopOfLabel(r.grades[i], r.labels.empty() ? 0.0 : r.labels[i], cfg);
    if (!ideal) return;
    ideal->clear();
    if (cfg.ideal == IdealOrder::Labels) {
        for (std::size_t i = 0; i < r.idealLabels.size(); ++i)
            ideal->push_back(stopOfLabel(r.labelGrades[i], r.idealLabels[i], cfg));
    } else {
        for (double p : ranked)
            if (p > 0.0) ideal->push_back(p);
    }
    std::sort(ideal->begin(), ideal->end(), std::greater<>());
}

}  // namespace

double errStopProbability(std::int32_t grade, const EvalConfig& cfg) {
    if (grade <= 0) return 0.0;  // also kUnjudged
    const std::int32_t gmax = std::max(cfg.errMaxGrade, 1);
    const std::int32_t g = std::min(grade, gmax);
    return (std::exp2(g) - 1.0) / std::exp2(gmax);
}

void errCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    if (!r.idealLabels.empty() || !r.labels.empty()) {
        std::vector<double> stops;
        realStops(r, cfg, stops, nullptr);
        return errOfStops(stops, out);
    }
    errOf(r.grades, cfg, out);
}

void nerrCurve(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    thread_local std::vector<std::int32_t> scratch;
    thread_local std::vector<double> ideal;
    if (!r.idealLabels.empty() || !r.labels.empty()) {
        std::vector<double> stops, idealStops;
        realStops(r, cfg, stops, &idealStops);
        errOfStops(stops, out);
        ideal.resize(out.size());
        errOfStops(idealStops, ideal);
        for (std::size_t k = 0; k < out.size(); ++k)
            out[k] = ideal[k] > 0.0 ? out[k] / ideal[k] : 0.0;
        return;
    }
    errOf(r.grades, cfg, out);
    ideal.resize(out.size());
    errOf(idealByGrade(r, cfg, scratch), cfg, ideal);
    for (std::size_t k = 0; k < out.size(); ++k) out[k] = ideal[k] > 0.0 ? out[k] / ideal[k] : 0.0;
}

}  // namespace ranklens::core::detail
