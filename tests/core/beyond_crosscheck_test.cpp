// Generated lists over a generated catalogue: the beyond-accuracy measures of the evaluator
// (incremental k-curves over an ItemIndex) compared with a straightforward implementation
// written here from the definitions: pairs counted with two loops, categories in a std::set,
// the short head found by sorting, the Gini index from the mean absolute difference
// sum_i sum_j |x_i - x_j| / (2 n^2 mean) (a different formula from the sorted one).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <string>

#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#include "core/eval/evaluator.h"
#include "tests/core/beyond_test_util.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

struct Meta {
    std::map<std::string, std::string> cat;
    std::map<std::string, double> pop;
    double users = 1;
};

std::set<std::string> head(const Meta& m) {
    std::vector<std::pair<double, std::string>> v;
    double total = 0;
    for (const auto& [d, p] : m.pop) v.push_back({-p, d}), total += p;
    std::sort(v.begin(), v.end());
    std::set<std::string> h;
    double held = 0;
    for (const auto& [negp, d] : v)
        if (held < 0.2 * total && -negp > 0) h.insert(d), held += -negp;
    return h;
}

struct Ref {
    std::vector<std::string> top;  // the first k
    const Meta& m;
    double ild() const {
        double pairs = 0, diff = 0;
        for (std::size_t i = 0; i < top.size(); ++i)
            for (std::size_t j = 0; j < top.size(); ++j) {
                if (i >= j) continue;
                const auto a = m.cat.find(top[i]), b = m.cat.find(top[j]);
                if (a == m.cat.end() || b == m.cat.end() || a->second.empty() || b->second.empty())
                    continue;
                pairs += 1;
                diff += a->second != b->second;
            }
        return pairs ? diff / pairs : 0;
    }
    double catcov() const {
        std::set<std::string> all, shown;
        for (const auto& [d, c] : m.cat)
            if (!c.empty()) all.insert(c);
        for (const auto& d : top)
            if (m.cat.count(d) && !m.cat.at(d).empty()) shown.insert(m.cat.at(d));
        return all.empty() ? 0 : double(shown.size()) / double(all.size());
    }
    double novelty() const {
        double s = 0, n = 0;
        for (const auto& d : top)
            if (m.pop.count(d) && m.pop.at(d) > 0) s += std::log2(m.users / m.pop.at(d)), n += 1;
        return n ? s / n : 0;
    }
    double arp() const {
        double s = 0;
        for (const auto& d : top) s += m.pop.count(d) ? m.pop.at(d) : 0;
        return top.empty() ? 0 : s / double(top.size());
    }
    double longtail() const {
        const auto h = head(m);
        double t = 0;
        for (const auto& d : top) t += !h.count(d);
        return top.empty() ? 0 : t / double(top.size());
    }
};

double giniByDifferences(const std::vector<double>& x) {
    double sum = 0, diffs = 0;
    for (double a : x) {
        sum += a;
        for (double b : x) diffs += std::abs(a - b);
    }
    const double n = double(x.size());
    return sum > 0 ? diffs / (2 * n * sum) : 0;
}

class BeyondCrossCheck : public ::testing::TestWithParam<int> {};

TEST_P(BeyondCrossCheck, MeasuresMatchTheDefinitions) {
    std::mt19937 rng(static_cast<unsigned>(GetParam()));
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Meta m;
    ItemCatalogue c;
    const int catalogueSize = pick(5, 60), categories = pick(0, 6);
    for (int i = 0; i < catalogueSize; ++i) {
        const std::string d = "i" + std::to_string(i);
        const int k = categories ? pick(-1, categories - 1) : -1;  // -1: no category
        m.cat[d] = c.category[d] = k < 0 ? "" : "c" + std::to_string(k);
        if (pick(0, 4) > 0) m.pop[d] = c.popularity[d] = pick(0, 50);
    }
    m.users = c.popularityUsers = 60;
    std::vector<test::Line> lines;
    std::vector<test::Label> labels;
    std::map<std::string, std::vector<std::string>> lists;
    for (int q = 0; q < 80; ++q) {
        const std::string qid = "q" + std::to_string(q);
        const int n = pick(0, 25);
        for (int i = 0; i < n; ++i) {  // some items outside the catalogue
            const std::string d = "i" + std::to_string(pick(0, catalogueSize + 5));
            if (std::find(lists[qid].begin(), lists[qid].end(), d) != lists[qid].end()) continue;
            lines.push_back({qid, d, 1000.0 - i});
            lists[qid].push_back(d);
        }
        labels.push_back({qid, "i0", 1});
    }
    core::Run run = test::makeRun(lines);
    const Qrels qrels = test::makeQrels(labels);
    const ItemIndex items(c);
    const std::vector<double> ks = {1, 2, 3, 5, 10, 20, 30};
    const EvalResult r = test::evaluateBeyond(run, qrels, items, ks);
    for (double kd : ks) {
        const auto k = static_cast<std::size_t>(kd);
        const std::string s = "_" + std::to_string(k);
        std::map<std::string, double> exposure;
        for (const auto& [d, cat] : m.cat) exposure[d] = 0;
        for (std::size_t qi = 0; qi < r.queries.size(); ++qi) {
            const auto& list = lists[r.queries[qi].qid];
            Ref ref{{list.begin(), list.begin() + std::min(k, list.size())}, m};
            for (const auto& d : ref.top) exposure[d] += 1;
            const std::string at = r.queries[qi].qid + " k=" + std::to_string(k);
            EXPECT_NEAR(r.column("ild_cut" + s)->perQuery[qi], ref.ild(), 1e-12) << at;
            EXPECT_NEAR(r.column("catcov_cut" + s)->perQuery[qi], ref.catcov(), 1e-12) << at;
            EXPECT_NEAR(r.column("novelty_cut" + s)->perQuery[qi], ref.novelty(), 1e-12) << at;
            EXPECT_NEAR(r.column("arp_cut" + s)->perQuery[qi], ref.arp(), 1e-12) << at;
            EXPECT_NEAR(r.column("longtail_cut" + s)->perQuery[qi], ref.longtail(), 1e-12) << at;
        }
        std::vector<double> x;
        for (const auto& [d, e] : exposure) x.push_back(e);
        EXPECT_NEAR(r.column("gini" + s)->aggregate, giniByDifferences(x), 1e-12) << "k=" << k;
    }
}

INSTANTIATE_TEST_SUITE_P(Seeds, BeyondCrossCheck, ::testing::Values(1, 7, 99, 2024));

}  // namespace
}  // namespace ranklens::core
