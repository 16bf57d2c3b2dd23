// Thousands of generated queries with ties and graded labels: every measure is compared with
// a straightforward implementation written here from the definitions in SPEC.md, independent
// of the engine's code (own sort, own loops, std::string keys). trec_eval's measures beyond the
// official set (infAP, gm_bpref, Rprec_mult, utility, 11pt_avg, iprec_at_recall, binG, G,
// ndcg_rel, Rndcg, relative_P, set_relative_P, set_map, num_nonrel_judged_ret, yaap; 10.0's dcg,
// ideal_dcg, rbp, rbp_resid, unj) against the references of randomized_crosscheck_trec.h,
// written from trec_eval's m_*.c.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <random>
#include <string>

#include "tests/core/randomized_crosscheck_trec.h"
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

// trec_eval's parameters: its default lists (m_Rprec_mult.c, m_iprec_at_recall.c, m_11pt_avg.c,
// m_utility.c) and custom ones. Levels are asked as one sorted list, trec_eval's defaults and
// the custom values together (as trec_eval's parser sorts them).
const std::vector<double> kTrecMultiples = {0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0};
const std::vector<double> kMultiples = {0.1, 0.2, 0.4, 0.5, 0.6, 0.75, 0.8, 1.0,
                                        1.2, 1.4, 1.6, 1.8, 2.0, 2.5,  3.0};
const std::vector<double> kTrecLevels = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0};
// 9.0.8's (long)(p * R + 0.9) and 10.0's lround(p * R) differ where p * R has a fraction in
// [0.1, 0.5) (0.15, 0.33 add such levels); 0.25 and 0.5 put some on exact halves.
const std::vector<double> kLevels = {0.0, 0.1, 0.15, 0.2,  0.25, 0.3, 0.33, 0.4,
                                     0.5, 0.6, 0.7,  0.75, 0.8,  0.9, 1.0};
const std::vector<double> kPt11Custom = {0.25, 0.5, 0.75};
const std::vector<double> kUtilityCustom = {2, -0.5, -1, 0.25};

// A trec_eval measure with an explicit parameter list, named after it as typed.
MeasureRequest given(const char* name, std::vector<double> params, const char* text) {
    return {findMeasure(name), std::move(params), text, true};
}
// trec_eval's name of a level: "%3.2f" (iprec_at_recall_0.10, Rprec_mult_2.50).
std::string levelName(const char* name, double level) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%3.2f", level);
    return std::string(name) + "_" + buf;
}

class RandomCrossCheck : public ::testing::TestWithParam<int> {};

TEST(RandomCrossCheckDefaults, TrecEvalsDefaultLists) {
    const auto mult = findMeasure("Rprec_mult")->defaultParams;
    EXPECT_EQ(std::vector<double>(mult.begin(), mult.end()), kTrecMultiples);
    const auto levels = findMeasure("iprec_at_recall")->defaultParams;
    EXPECT_EQ(std::vector<double>(levels.begin(), levels.end()), kTrecLevels);
}

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
            int g = std::uniform_int_distribution<int>(-1, 3)(rng);
            // One query in 25 without a relevant item under either threshold (labels -1..0),
            // so that the empty-query settings meet such queries.
            if (q % 25 == 24) g = std::min(g, 0);
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
                // trec_eval's further measures: those with an expected value under averaged
                // ties (definedUnderAveragedTies) always, the others with ties broken.
                for (const char* name :
                     {"gm_bpref", "utility", "set_relative_P", "set_map", "num_nonrel_judged_ret"})
                    opts.requests.push_back({findMeasure(name), {}});
                opts.requests.push_back(given("utility", kUtilityCustom, "2,-0.5,-1,0.25"));
                if (!averaged) {
                    for (const char* name :
                         {"infAP", "11pt_avg", "binG", "G", "ndcg_rel", "Rndcg", "yaap"})
                        opts.requests.push_back({findMeasure(name), {}});
                    opts.requests.push_back(given("11pt_avg", kPt11Custom, "0.25,0.5,0.75"));
                    opts.requests.push_back({findMeasure("Rprec_mult"), kMultiples});
                    opts.requests.push_back({findMeasure("iprec_at_recall"), kLevels});
                    opts.requests.push_back({findMeasure("relative_P"), ks});
                }
                const EvalResult res = evaluate(run, q, cfg, opts);
                ASSERT_EQ(res.queries.size(), runDocs.size());
                // trec_eval 10.0: its new measures, and iprec_at_recall / 11pt_avg with levels
                // rounded by lround. None is defined under averaged ties.
                EvalResult res10;
                if (!averaged) {
                    EvalConfig cfg10 = cfg;
                    cfg10.trecEvalVersion = TrecEvalVersion::V10_0;
                    EvalOptions opts10;
                    for (const char* name : {"dcg", "ideal_dcg", "rbp", "rbp_resid", "11pt_avg"})
                        opts10.requests.push_back({findMeasure(name), {}});
                    opts10.requests.push_back(given("rbp", {0.5}, "p=0.5"));
                    opts10.requests.push_back(given("rbp_resid", {0.5}, "p=0.5"));
                    opts10.requests.push_back(given("11pt_avg", kPt11Custom, "0.25,0.5,0.75"));
                    opts10.requests.push_back({findMeasure("iprec_at_recall"), kLevels});
                    opts10.requests.push_back({findMeasure("unj"), ks});
                    res10 = evaluate(run, q, cfg10, opts10);
                    ASSERT_EQ(res10.queries.size(), res.queries.size());
                }
                std::vector<double> bprefs;  // per query, for gm_bpref's geometric mean
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

                    // trec_eval's further measures (randomized_crosscheck_trec.h).
                    const trec_ref::Query tq{ref.grades, ref.labels, threshold};
                    const auto check = [&](const EvalResult& r, const std::string& name,
                                           double want) {
                        const ResultColumn* c = r.column(name);
                        ASSERT_NE(c, nullptr) << name;
                        EXPECT_NEAR(c->perQuery[qi], want, 1e-12)
                            << name << ", query " << qid << ", combination " << combo;
                    };
                    // EmptyQueries::One gives 1 to a query without a relevant item for bpref,
                    // the set_* measures and iprec_at_recall (README), and so to gm_bpref (per
                    // query bpref), set_relative_P, set_map and 11pt_avg (the mean of
                    // iprec_at_recall). The other measures here are not among the "quality"
                    // measures: trec_eval's value is checked.
                    const double bp =
                        averaged ? trec_ref::bprefTiesAveraged(tq, ref.group) : trec_ref::bpref(tq);
                    bprefs.push_back(ref.want(bp));
                    check(res, "gm_bpref", ref.want(bp));
                    check(res, "set_relative_P", ref.want(trec_ref::setRelativeP(tq)));
                    check(res, "set_map", ref.want(trec_ref::setMap(tq)));
                    // Counts over the whole list: the order of tied items does not change them.
                    check(res, "utility", trec_ref::utility(tq, 1, -1, 0, 0));
                    // trec_eval -J scores a query whose retrieved items are all unjudged over an
                    // empty list: utility c * R - d * R, yaap log(1 / (1 + R)) (trec_eval 9.0.8
                    // prints -1.2500 and -0.6931 for R = 1 with utility.2,-0.5,-1,0.25). The
                    // engine scores both 0 there, as for a query the run missed: a
                    // disagreement, reported; such queries are not checked for them (the
                    // default utility is 0 either way).
                    const bool emptyJudged = cfg.judgedOnly && tq.n() == 0;
                    if (!emptyJudged)
                        check(res, "utility_2,-0.5,-1,0.25",
                              trec_ref::utility(tq, kUtilityCustom[0], kUtilityCustom[1],
                                                kUtilityCustom[2], kUtilityCustom[3]));
                    check(res, "num_nonrel_judged_ret", trec_ref::numNonrelJudgedRet(tq));
                    if (averaged) continue;  // the rest is not defined under averaged ties
                    check(res, "infAP", trec_ref::infAP(tq));
                    check(res, "binG", trec_ref::binG(tq));
                    if (!emptyJudged) check(res, "yaap", trec_ref::yaap(tq));
                    for (double kd : ks)
                        check(res, "relative_P_" + std::to_string(static_cast<int>(kd)),
                              trec_ref::relativeP(tq, static_cast<std::size_t>(kd)));
                    for (double x : kMultiples)
                        check(res, levelName("Rprec_mult", x), trec_ref::rprecMult(tq, x));
                    for (const EvalResult* r : {&res, static_cast<const EvalResult*>(&res10)}) {
                        const bool v10 = r == &res10;
                        for (double p : kLevels)
                            check(*r, levelName("iprec_at_recall", p),
                                  ref.want(trec_ref::iprec(tq, p, v10)));
                        check(*r, "11pt_avg", ref.want(trec_ref::pt11Avg(tq, kTrecLevels, v10)));
                        check(*r, "11pt_avg_0.25,0.5,0.75",
                              ref.want(trec_ref::pt11Avg(tq, kPt11Custom, v10)));
                    }
                    // trec_eval's gain measures take the label as the gain, the ideal from all
                    // labels, the threshold nowhere in the gain and log2: RankLens' gain kind,
                    // ideal order and ndcg_threshold change them (no trec_eval value), so they
                    // are checked where those settings are trec_eval's. rbp_resid and unj read
                    // only which items are judged.
                    const bool labelGains = !exponential && !cfg.thresholdInGain;
                    const bool trecIdeal = labelGains && !idealRetrieved;
                    if (trecIdeal) {
                        check(res, "G", trec_ref::G(tq));
                        check(res, "ndcg_rel", trec_ref::ndcgRel(tq));
                        check(res, "Rndcg", trec_ref::rndcg(tq));
                        check(res10, "ideal_dcg", trec_ref::idealDcg(tq));
                    }
                    if (labelGains) {
                        check(res10, "dcg", trec_ref::dcg(tq));
                        check(res10, "rbp", trec_ref::rbp(tq, 0.9));
                        check(res10, "rbp_p=0.5", trec_ref::rbp(tq, 0.5));
                    }
                    check(res10, "rbp_resid", trec_ref::rbpResid(tq, 0.9));
                    check(res10, "rbp_resid_p=0.5", trec_ref::rbpResid(tq, 0.5));
                    for (double kd : ks)
                        check(res10, "unj_" + std::to_string(static_cast<int>(kd)),
                              trec_ref::unj(tq, static_cast<std::size_t>(kd)));
                }
                // gm_bpref's summary: exp(mean(log(max(bpref, 0.00001)))) (m_gm_bpref.c,
                // MIN_GEO_MEAN); not under EmptyQueries::One (the disagreement above).
                if (extra != 4) {
                    double logs = 0;
                    for (double b : bprefs) logs += std::log(std::max(b, 0.00001));
                    EXPECT_NEAR(res.column("gm_bpref")->aggregate,
                                std::exp(logs / static_cast<double>(bprefs.size())), 1e-12)
                        << "combination " << combo;
                }
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Seeds, RandomCrossCheck, ::testing::Values(1, 2, 3, 42));

}  // namespace
}  // namespace ranklens::core
