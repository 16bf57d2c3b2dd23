// Generated queries with random subtopic labels: the intent-aware measures compared with a
// straightforward implementation written here from the definitions (counts recomputed by
// scanning the ranks above, the greedy ideal with its own loops and std::map keys), independent
// of core/measures/diversity.cpp.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <random>
#include <set>
#include <string>

#include "core/io/diversity_qrels.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

using Relevant = std::map<std::string, std::set<std::string>>;  // doc -> subtopics

struct Reference {
    std::vector<std::string> ranked;
    Relevant rel;
    double alpha;

    std::size_t S() const {
        std::set<std::string> all;
        for (const auto& [d, subs] : rel) all.insert(subs.begin(), subs.end());
        return all.size();
    }
    // Gain of doc placed after `above`.
    double gain(const std::string& doc, const std::vector<std::string>& above) const {
        const auto it = rel.find(doc);
        if (it == rel.end()) return 0.0;
        double g = 0;
        for (const auto& s : it->second) {
            int c = 0;
            for (const auto& a : above) {
                const auto ja = rel.find(a);
                c += ja != rel.end() && ja->second.count(s);
            }
            g += std::pow(1 - alpha, c);
        }
        return g;
    }
    std::vector<double> gains(const std::vector<std::string>& list, std::size_t k) const {
        std::vector<double> g;
        std::vector<std::string> above;
        for (std::size_t r = 0; r < k; ++r) {
            g.push_back(r < list.size() ? gain(list[r], above) : 0.0);
            if (r < list.size()) above.push_back(list[r]);
        }
        return g;
    }
    std::vector<std::string> ideal(std::size_t k) const {
        std::vector<std::string> out;
        std::set<std::string> left;
        for (const auto& [d, subs] : rel) left.insert(d);
        while (out.size() < k && !left.empty()) {
            std::string best;
            double bestGain = -1;
            for (const auto& d : left) {  // ascending docid; ">=" keeps the larger on ties
                const double g = gain(d, out);
                if (g >= bestGain) bestGain = g, best = d;
            }
            out.push_back(best);
            left.erase(best);
        }
        return out;
    }
    double alphaNdcg(std::size_t k) const {
        const auto g = gains(ranked, k), i = gains(ideal(k), k);
        double dcg = 0, idcg = 0;
        for (std::size_t r = 0; r < k; ++r) {
            dcg += g[r] / std::log2(r + 2.0);
            idcg += i[r] / std::log2(r + 2.0);
        }
        return idcg > 0 ? dcg / idcg : 0.0;
    }
    double errIa(std::size_t k) const {
        const auto g = gains(ranked, k);
        double num = 0, den = 0;
        for (std::size_t r = 0; r < k; ++r) {
            num += g[r] / (r + 1.0);
            den +=
                static_cast<double>(S()) * std::pow(1 - alpha, static_cast<double>(r)) / (r + 1.0);
        }
        return den > 0 ? num / den : 0.0;
    }
    double sRecall(std::size_t k) const {
        std::set<std::string> seen;
        for (std::size_t r = 0; r < k && r < ranked.size(); ++r)
            if (const auto it = rel.find(ranked[r]); it != rel.end())
                seen.insert(it->second.begin(), it->second.end());
        return S() ? static_cast<double>(seen.size()) / static_cast<double>(S()) : 0.0;
    }
};

class DiversityCrossCheck : public ::testing::TestWithParam<int> {};

TEST_P(DiversityCrossCheck, MeasuresMatchTheDefinitions) {
    std::mt19937 rng(static_cast<unsigned>(GetParam()));
    std::vector<test::Line> lines;
    std::vector<test::Label> labels;
    std::vector<DiversityQrels::Line> subtopicLines;
    std::map<std::string, std::vector<std::string>> runDocs;
    std::map<std::string, Relevant> rel;
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    for (int q = 0; q < 120; ++q) {
        const std::string qid = "q" + std::to_string(q);
        const int n = pick(0, 25), pool = n + 8, subtopics = pick(0, 5);
        for (int i = 0; i < n; ++i) {  // distinct scores: rank order = generation order
            const std::string doc = "d" + std::to_string(pick(0, pool));
            if (std::find(runDocs[qid].begin(), runDocs[qid].end(), doc) != runDocs[qid].end())
                continue;
            lines.push_back({qid, doc, 1000.0 - i});
            runDocs[qid].push_back(doc);
        }
        labels.push_back({qid, "anything", 1});
        for (int d = 0; d <= pool; ++d)
            for (int s = 0; s < subtopics; ++s) {
                if (pick(0, 3) != 0) continue;
                const std::string doc = "d" + std::to_string(d), sub = "s" + std::to_string(s);
                const int judgment = pick(0, 2);
                subtopicLines.push_back({qid, sub, doc, judgment});
                if (judgment > 0) rel[qid][doc].insert(sub);
            }
    }
    core::Run run = test::makeRun(lines);
    Qrels qrels = test::makeQrels(labels);
    const DiversityQrels div = DiversityQrels::build(subtopicLines, "generated");
    for (double alpha : {0.5, 0.2, 1.0}) {
        EvalConfig cfg;
        cfg.diversityAlpha = alpha;
        const std::vector<double> ks = {1, 2, 3, 5, 10, 20, 30};
        EvalOptions opts =
            test::requestsFor({{"alpha_ndcg_cut", ks}, {"err_ia_cut", ks}, {"strec_cut", ks}});
        opts.diversity = &div;
        const EvalResult res = evaluate(run, qrels, cfg, opts);
        for (std::size_t qi = 0; qi < res.queries.size(); ++qi) {
            const std::string& qid = res.queries[qi].qid;
            Reference ref{runDocs[qid], rel[qid], alpha};
            for (double kd : ks) {
                const auto k = static_cast<std::size_t>(kd);
                const std::string s = "_" + std::to_string(k);
                EXPECT_NEAR(res.column("alpha_ndcg_cut" + s)->perQuery[qi], ref.alphaNdcg(k), 1e-12)
                    << qid << " k=" << k << " alpha=" << alpha;
                EXPECT_NEAR(res.column("err_ia_cut" + s)->perQuery[qi], ref.errIa(k), 1e-12) << qid;
                EXPECT_NEAR(res.column("strec_cut" + s)->perQuery[qi], ref.sRecall(k), 1e-12)
                    << qid;
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Seeds, DiversityCrossCheck, ::testing::Values(1, 7, 99));

}  // namespace
}  // namespace ranklens::core
