#include "core/teaching/explain_by_rank.h"

#include <algorithm>
#include <span>

namespace ranklens::core::teaching {

namespace {

// r with only its first n ranks: the query's labels and counts stay as they are.
JudgedRanking prefix(const JudgedRanking& r, std::size_t n) {
    JudgedRanking p = r;
    p.grades.resize(n);
    if (!p.labels.empty()) p.labels.resize(n);
    if (p.rankSubtopics.size() > n) p.rankSubtopics.resize(n);
    if (p.rankItems.size() > n) p.rankItems.resize(n);
    if (!p.tieGroups.empty()) {
        std::vector<std::uint32_t> groups;
        for (std::uint32_t b : r.tieGroups)
            if (b < n) groups.push_back(b);
        groups.push_back(static_cast<std::uint32_t>(n));
        p.tieGroups = std::move(groups);
    }
    return p;
}

double defaultParam(const MeasureInfo& m, const JudgedRanking& r) {
    if (!m.defaultParams.empty()) return m.defaultParams.front();
    return static_cast<double>(std::max<std::size_t>(1, r.grades.size()));
}

}  // namespace

std::string notExplainableByRank(const MeasureInfo& m, const JudgedRanking& r) {
    if (m.prefs) return "it needs preference judgments (trec_eval -R prefs)";
    if (m.judgmentGroups) return "it needs judgment groups (trec_eval -R qrels_jg)";
    if (m.shape == MeasureShape::RunLevel) return "it is computed over the whole run";
    if (m.text) return "its value is a text, not a number";
    if (m.subtopics && !r.diversity) return "it needs the query's subtopic labels";
    if (m.items && !r.items) return "it needs item metadata";
    if (m.shape == MeasureShape::Levels ? !m.levels : !m.curve)
        return "it has no per-list function";
    return {};
}

double measureValue(const JudgedRanking& r, const EvalConfig& cfg, const MeasureInfo& m,
                    std::optional<double> param) {
    if (m.shape == MeasureShape::Levels) {
        const double level = param.value_or(defaultParam(m, r));
        double out = 0.0;
        m.levels(r, cfg, std::span<const double>(&level, 1), std::span<double>(&out, 1));
        return out;
    }
    if (m.shape == MeasureShape::Scalar) {
        double out = 0.0;
        m.curve(r, cfg, std::span<double>(&out, 1));
        return out;
    }
    const auto k = static_cast<std::size_t>(std::max(1.0, param.value_or(defaultParam(m, r))));
    std::vector<double> curve(k);
    m.curve(r, cfg, curve);
    return curve[k - 1];
}

std::optional<ByRankExplanation> explainByRank(const JudgedRanking& r, const EvalConfig& cfg,
                                               const MeasureInfo& m, std::optional<double> param) {
    if (!notExplainableByRank(m, r).empty()) return std::nullopt;
    ByRankExplanation e;
    e.measure = &m;
    if (m.shape != MeasureShape::Scalar) e.param = param.value_or(defaultParam(m, r));
    double before = e.emptyListValue = measureValue(prefix(r, 0), cfg, m, e.param);
    e.steps.reserve(r.grades.size());
    for (std::size_t i = 0; i < r.grades.size(); ++i) {
        const double v = measureValue(prefix(r, i + 1), cfg, m, e.param);
        e.steps.push_back(RankStep{static_cast<int>(i + 1), r.grades[i], v, v - before});
        before = v;
    }
    e.value = before;
    return e;
}

}  // namespace ranklens::core::teaching
