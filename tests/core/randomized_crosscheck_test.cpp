// Thousands of generated queries with ties and graded labels: every measure is compared with
// a straightforward implementation written here from the definitions in SPEC.md, independent
// of the engine's code (own sort, own loops, std::string keys).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <string>

#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

struct Doc {
    std::string id;
    double score;
};

struct Reference {
    std::vector<int> grades;  // rank order; INT_MIN = unlabelled
    std::vector<int> labels;  // all labels of the query
    int threshold;
    bool exponential;
    bool idealRetrieved;
    // Ties averaged: tie group of each rank (equal scores); empty when ties are broken.
    std::vector<int> group;
    bool thresholdGain = false;  // labels below the threshold gain 0 (ranx)
    double logBase = 2;
    bool emptyOne = false;  // a query without a relevant item scores 1

    double discount(std::size_t rank) const {
        return std::log(static_cast<double>(rank) + 1.0) / std::log(logBase);
    }
    // The value a quality measure must have: 1 for a query without a relevant item under
    // emptyOne.
    double want(double v) const { return emptyOne && R() == 0 ? 1.0 : v; }

    bool rel(int g) const { return g != INT32_MIN && g >= 0 && g >= threshold; }
    double gain(int g) const {
        if (g == INT32_MIN || g <= 0 || (thresholdGain && g < threshold)) return 0.0;
        return exponential ? std::pow(2.0, g) - 1.0 : g;
    }
    int R() const {
        return static_cast<int>(
            std::count_if(labels.begin(), labels.end(), [&](int g) { return rel(g); }));
    }
    // Value f(grade) at rank i + 1: itself, or with ties averaged the mean over its tie group
    // (each item of a group is at each of its ranks with the same probability).
    template <typename F>
    double at(std::size_t i, F f) const {
        if (group.empty()) return f(grades[i]);
        double sum = 0;
        int n = 0;
        for (std::size_t j = 0; j < grades.size(); ++j)
            if (group[j] == group[i]) sum += f(grades[j]), ++n;
        return sum / n;
    }
    double relIn(std::size_t k) const {
        double n = 0;
        for (std::size_t i = 0; i < k && i < grades.size(); ++i)
            n += at(i, [&](int g) { return rel(g) ? 1.0 : 0.0; });
        return n;
    }
    double P(std::size_t k) const { return relIn(k) / static_cast<double>(k); }
    double Rc(std::size_t k) const { return R() ? relIn(k) / R() : 0.0; }
    double F1(std::size_t k) const {
        const double p = P(k), r = Rc(k);
        return p + r > 0 ? 2 * p * r / (p + r) : 0.0;
    }
    double AP(std::size_t k) const {
        double s = 0;
        for (std::size_t i = 1; i <= k && i <= grades.size(); ++i)
            if (rel(grades[i - 1])) s += P(i);
        return R() ? s / R() : 0.0;
    }
    double RR(std::size_t k) const {
        for (std::size_t i = 1; i <= k && i <= grades.size(); ++i)
            if (rel(grades[i - 1])) return 1.0 / static_cast<double>(i);
        return 0.0;
    }
    double dcg(const std::vector<int>& g, std::size_t k) const {
        double s = 0;
        for (std::size_t i = 1; i <= k && i <= g.size(); ++i) s += gain(g[i - 1]) / discount(i);
        return s;
    }
    double rankedDcg(std::size_t k) const {
        double s = 0;
        for (std::size_t i = 1; i <= k && i <= grades.size(); ++i)
            s += at(i - 1, [&](int g) { return gain(g); }) / discount(i);
        return s;
    }
    std::vector<int> ideal() const {
        std::vector<int> v = idealRetrieved ? grades : labels;
        std::vector<int> pos;
        for (int g : v)
            if (gain(g) > 0) pos.push_back(g);
        std::sort(pos.rbegin(), pos.rend());
        return pos;
    }
    double NDCG(std::size_t k) const {
        const double i = dcg(ideal(), k);
        return i > 0 ? rankedDcg(k) / i : 0.0;
    }
    // ERR@k written as the paper's sum of products (Chapelle et al. 2009, eq. 3), gmax 4.
    static double stopAt(int g) {
        if (g == INT32_MIN || g <= 0) return 0.0;
        return (std::pow(2.0, std::min(g, 4)) - 1.0) / 16.0;
    }
    static double errOf(const std::vector<int>& g, std::size_t k) {
        double s = 0;
        for (std::size_t r = 1; r <= k && r <= g.size(); ++r) {
            double reach = 1.0;
            for (std::size_t i = 1; i < r; ++i) reach *= 1.0 - stopAt(g[i - 1]);
            s += reach * stopAt(g[r - 1]) / static_cast<double>(r);
        }
        return s;
    }
    double ERR(std::size_t k) const { return errOf(grades, k); }
    double nERR(std::size_t k) const {
        const double i = errOf(ideal(), k);
        return i > 0 ? errOf(grades, k) / i : 0.0;
    }
    // RBP with explicit powers; the residual adds unlabelled ranks and the tail p^n.
    double RBP(double p) const {
        double s = 0;
        for (std::size_t i = 0; i < grades.size(); ++i)
            if (rel(grades[i])) s += std::pow(p, static_cast<double>(i));
        return (1 - p) * s;
    }
    double RBPcut(double p, std::size_t k) const {
        double s = 0;
        for (std::size_t i = 0; i < std::min(k, grades.size()); ++i)
            if (rel(grades[i])) s += std::pow(p, static_cast<double>(i));
        return (1 - p) * s;
    }
    double RBPres(double p) const {
        double s = 0;
        for (std::size_t i = 0; i < grades.size(); ++i)
            if (grades[i] == INT32_MIN) s += std::pow(p, static_cast<double>(i));
        return (1 - p) * s + std::pow(p, static_cast<double>(grades.size()));
    }
    double Rprec() const {
        const int r = R();
        return r ? relIn(static_cast<std::size_t>(r)) / r : 0.0;
    }
};

class RandomCrossCheck : public ::testing::TestWithParam<int> {};

TEST_P(RandomCrossCheck, EveryMeasureMatchesTheDefinition) {
    std::mt19937 rng(static_cast<unsigned>(GetParam()));
    std::vector<test::Line> lines;
    std::vector<test::Label> labels;
    std::map<std::string, std::vector<Doc>> runDocs;
    std::map<std::string, std::map<std::string, int>> qrels;
    const int numQueries = 300;
    for (int q = 0; q < numQueries; ++q) {
        const std::string qid = "q" + std::to_string(q * 7 % 1000);
        const int n = std::uniform_int_distribution<int>(0, 40)(rng);
        const int pool = n + 15;
        std::vector<int> ids(pool);
        for (int i = 0; i < pool; ++i) ids[i] = i;
        std::shuffle(ids.begin(), ids.end(), rng);
        for (int i = 0; i < n; ++i) {
            // Few distinct scores → many ties; doc names of varied length (D9 vs D10).
            const double score = std::uniform_int_distribution<int>(0, 6)(rng) * 0.5;
            const std::string doc = (i % 3 ? "D" : "d") + std::to_string(ids[i]);
            lines.push_back({qid, doc, score});
            runDocs[qid].push_back({doc, score});
        }
        // Labels: some retrieved docs, some not, grades -1..3.
        for (int i = 0; i < pool; ++i) {
            if (std::uniform_int_distribution<int>(0, 2)(rng) == 0) continue;
            const std::string doc = (i % 3 ? "D" : "d") + std::to_string(ids[i]);
            const int g = std::uniform_int_distribution<int>(-1, 3)(rng);
            labels.push_back({qid, doc, g});
            qrels[qid][doc] = g;
        }
        if (!qrels.count(qid)) {  // every query has at least one label line
            labels.push_back({qid, "unretrieved", 0});
            qrels[qid]["unretrieved"] = 0;
        }
    }
    core::Run run = test::makeRun(lines);
    Qrels q = test::makeQrels(labels);

    // 0..15: threshold x gain x ideal x ties; 16..19 add one setting each: judged only, the
    // threshold in NDCG's gain, log base 10, queries without a relevant item scoring 1.
    for (int combo = 0; combo < 20; ++combo) {
        const int extra = combo >= 16 ? combo - 15 : 0;
        const int threshold = combo % 2 ? 2 : 1;
        const bool exponential = combo / 2 % 2, idealRetrieved = combo / 4 % 2;
        const bool averaged = combo / 8 % 2;  // ties=average: the measures that add up per rank
        {
            {
                EvalConfig cfg;
                cfg.ties = averaged ? TiePolicy::Average : TiePolicy::TrecEval;
                cfg.relevanceThreshold = threshold;
                cfg.gain = exponential ? GainKind::Exponential : GainKind::Linear;
                cfg.ideal = idealRetrieved ? IdealOrder::Retrieved : IdealOrder::Labels;
                cfg.judgedOnly = extra == 1;
                cfg.thresholdInGain = extra == 2;
                cfg.logBase = extra == 3 ? 10.0 : 2.0;
                cfg.emptyQueries = extra == 4 ? EmptyQueries::One : EmptyQueries::Zero;
                cfg.rbpPersistence = combo % 3 == 0 ? 0.5 : combo % 3 == 1 ? 0.8 : 0.95;
                const std::vector<double> ks = {1, 2, 3, 5, 10, 20, 50};
                EvalOptions opts = test::requestsFor({{"P", ks},
                                                      {"recall", ks},
                                                      {"F1", ks},
                                                      {"map_cut", ks},
                                                      {"RR", ks},
                                                      {"ndcg_cut", ks},
                                                      {"success", ks},
                                                      {"map", {}},
                                                      {"Rprec", {}},
                                                      {"recip_rank", {}},
                                                      {"ndcg", {}}});
                if (!averaged)  // user models have no averaged-ties form (refused)
                    for (const auto& [name, params] :
                         std::vector<std::pair<const char*, std::vector<double>>>{
                             {"err_cut", ks},
                             {"nerr_cut", ks},
                             {"rbp_cut", ks},
                             {"rbp_ranklens", {0.5, 0.8, 0.95}},
                             {"rbp_resid_ranklens", {0.5, 0.8, 0.95}}})
                        for (const auto& r : test::requestsFor({{name, params}}).requests)
                            opts.requests.push_back(r);
                const EvalResult res = evaluate(run, q, cfg, opts);
                ASSERT_EQ(res.queries.size(), runDocs.size());
                for (std::size_t qi = 0; qi < res.queries.size(); ++qi) {
                    const std::string& qid = res.queries[qi].qid;
                    std::vector<Doc> docs = runDocs.at(qid);
                    std::sort(docs.begin(), docs.end(), [](const Doc& a, const Doc& b) {
                        if (a.score != b.score) return a.score > b.score;
                        return a.id > b.id;  // trec_eval: docid descending, byte order
                    });
                    Reference ref;
                    ref.threshold = threshold;
                    ref.exponential = exponential;
                    ref.idealRetrieved = idealRetrieved;
                    ref.thresholdGain = cfg.thresholdInGain;
                    ref.logBase = cfg.logBase;
                    ref.emptyOne = extra == 4;
                    if (cfg.judgedOnly)  // unlabelled and negative labels leave the ranking
                        std::erase_if(docs, [&](const Doc& d) {
                            auto it = qrels[qid].find(d.id);
                            return it == qrels[qid].end() || it->second < 0;
                        });
                    for (std::size_t i = 0; averaged && i < docs.size(); ++i)
                        ref.group.push_back(i && docs[i].score == docs[i - 1].score
                                                ? ref.group.back()
                                                : static_cast<int>(i));
                    for (const auto& d : docs) {
                        auto it = qrels[qid].find(d.id);
                        ref.grades.push_back(it == qrels[qid].end() ? INT32_MIN : it->second);
                    }
                    for (const auto& [doc, g] : qrels[qid]) ref.labels.push_back(g);
                    for (double kd : ks) {
                        const auto k = static_cast<std::size_t>(kd);
                        const std::string s = "_" + std::to_string(k);
                        EXPECT_NEAR(res.column("P" + s)->perQuery[qi], ref.want(ref.P(k)), 1e-12)
                            << qid;
                        EXPECT_NEAR(res.column("recall" + s)->perQuery[qi], ref.want(ref.Rc(k)),
                                    1e-12)
                            << qid;
                        EXPECT_NEAR(res.column("F1" + s)->perQuery[qi], ref.want(ref.F1(k)), 1e-12)
                            << qid;
                        EXPECT_NEAR(res.column("ndcg_cut" + s)->perQuery[qi], ref.want(ref.NDCG(k)),
                                    1e-12)
                            << qid;
                        if (averaged) continue;  // AP, RR, success: tie_average_test brute force
                        EXPECT_NEAR(res.column("map_cut" + s)->perQuery[qi], ref.want(ref.AP(k)),
                                    1e-12)
                            << qid;
                        EXPECT_NEAR(res.column("RR" + s)->perQuery[qi], ref.want(ref.RR(k)), 1e-12)
                            << qid;
                        EXPECT_DOUBLE_EQ(res.column("success" + s)->perQuery[qi],
                                         ref.want(ref.relIn(k) > 0 ? 1.0 : 0.0));
                        // ERR and nERR: not defined under averaged ties (refused), and not
                        // scored 1 for a query without a relevant item (they use grades).
                        EXPECT_NEAR(res.column("err_cut" + s)->perQuery[qi], ref.ERR(k), 1e-12)
                            << qid;
                        EXPECT_NEAR(res.column("nerr_cut" + s)->perQuery[qi], ref.nERR(k), 1e-12)
                            << qid;
                        EXPECT_NEAR(res.column("rbp_cut" + s)->perQuery[qi],
                                    ref.RBPcut(cfg.rbpPersistence, k), 1e-12)
                            << qid;
                    }
                    EXPECT_NEAR(res.column("Rprec")->perQuery[qi], ref.want(ref.Rprec()), 1e-12);
                    if (!averaged) {
                        EXPECT_NEAR(res.column("map")->perQuery[qi], ref.want(ref.AP(docs.size())),
                                    1e-12);
                        EXPECT_NEAR(res.column("recip_rank")->perQuery[qi],
                                    ref.want(ref.RR(docs.size())), 1e-12);
                        for (const char* p : {"0.50", "0.80", "0.95"}) {
                            const double pv = std::stod(p);
                            EXPECT_NEAR(res.column(std::string("rbp_ranklens_") + p)->perQuery[qi],
                                        ref.RBP(pv), 1e-12);
                            EXPECT_NEAR(
                                res.column(std::string("rbp_resid_ranklens_") + p)->perQuery[qi],
                                ref.RBPres(pv), 1e-12);
                        }
                    }
                    EXPECT_NEAR(
                        res.column("ndcg")->perQuery[qi],
                        [&] {
                            const auto ideal = ref.ideal();
                            const double i = ref.dcg(ideal, ideal.size());
                            return ref.want(i > 0 ? ref.rankedDcg(ref.grades.size()) / i : 0.0);
                        }(),
                        1e-12);
                }
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Seeds, RandomCrossCheck, ::testing::Values(1, 2, 3, 42));

}  // namespace
}  // namespace ranklens::core
