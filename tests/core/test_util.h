#pragma once
// Helpers for core tests: build runs and labels in memory, evaluate one measure.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/eval/evaluator.h"
#include "core/judged/judged_ranking.h"
#include "core/measures/measure.h"

namespace ranklens::core::test {

// Value of a registry measure at cut-off k (Curve) or its scalar value (k ignored).
inline double measureAt(const char* name, const JudgedRanking& r, const EvalConfig& cfg,
                        std::size_t k = 1) {
    const MeasureInfo* m = findMeasure(name);
    if (!m || !m->curve) return -1;
    std::vector<double> out(m->shape == MeasureShape::Curve ? k : 1);
    m->curve(r, cfg, out);
    return out.back();
}

// The first query's value in column `column` of an evaluation; -1 when it has no such column.
inline double value(const EvalResult& r, const char* column) {
    const auto* c = r.column(column);
    return c ? c->perQuery.at(0) : -1;
}

// Grades in rank order; `extraLabels` = labels of relevant items that were not retrieved.
inline JudgedRanking ranking(std::vector<std::int32_t> grades,
                             std::vector<std::int32_t> extraLabels = {},
                             const EvalConfig& cfg = {}) {
    std::vector<std::int32_t> all;
    for (auto g : grades)
        if (g != kUnjudged) all.push_back(g);
    all.insert(all.end(), extraLabels.begin(), extraLabels.end());
    return judgeGrades(std::move(grades), all, cfg);
}

struct Line {
    std::string qid, doc;
    double score;
};
struct Label {
    std::string qid, doc;
    int grade;
};

inline Run makeRun(const std::vector<Line>& lines, const std::string& name = "test") {
    Run run;
    run.name = name;
    for (const auto& l : lines) {
        auto& q = run.query(l.qid);
        q.docs.push_back(
            {l.score, run.storeString(l.doc), 0, static_cast<std::uint32_t>(q.docs.size())});
    }
    return run;
}

inline Qrels makeQrels(const std::vector<Label>& labels) {
    Qrels qrels;
    for (const auto& l : labels) {
        auto& q = qrels.query(l.qid);
        q.judgments.push_back({qrels.storeString(l.doc), l.grade});
    }
    qrels.finalize();
    return qrels;
}

inline EvalOptions requestsFor(
    std::initializer_list<std::pair<const char*, std::vector<double>>> r) {
    EvalOptions o;
    for (const auto& [name, params] : r) o.requests.push_back({findMeasure(name), params});
    return o;
}

// The eight definitions the random cross-checks go through: linear and exponential gain, each
// with the ideal order of all labels and of the retrieved items, each with relevance threshold
// 1 and 2 (in that order, the threshold varying fastest).
inline std::vector<EvalConfig> gainIdealThresholdConfigs() {
    std::vector<EvalConfig> out;
    for (GainKind gain : {GainKind::Linear, GainKind::Exponential})
        for (IdealOrder ideal : {IdealOrder::Labels, IdealOrder::Retrieved})
            for (int threshold : {1, 2}) {
                EvalConfig cfg;
                cfg.gain = gain;
                cfg.ideal = ideal;
                cfg.relevanceThreshold = threshold;
                out.push_back(cfg);
            }
    return out;
}

// Two evaluations agree exactly: the same queries (qid, in run, returned, relevant) and the
// same columns, value for value (no tolerance: the paths must compute the same numbers).
inline void expectSameResults(const EvalResult& a, const EvalResult& b) {
    ASSERT_EQ(a.queries.size(), b.queries.size());
    for (std::size_t i = 0; i < a.queries.size(); ++i) {
        EXPECT_EQ(a.queries[i].qid, b.queries[i].qid);
        EXPECT_EQ(a.queries[i].inRun, b.queries[i].inRun);
        EXPECT_EQ(a.queries[i].numRet, b.queries[i].numRet);
        EXPECT_EQ(a.queries[i].numRel, b.queries[i].numRel);
    }
    ASSERT_EQ(a.columns.size(), b.columns.size());
    for (std::size_t c = 0; c < a.columns.size(); ++c) {
        EXPECT_EQ(a.columns[c].name, b.columns[c].name);
        EXPECT_EQ(a.columns[c].perQuery, b.columns[c].perQuery) << a.columns[c].name;
        EXPECT_EQ(a.columns[c].aggregate, b.columns[c].aggregate) << a.columns[c].name;
    }
}

}  // namespace ranklens::core::test
