// orderQuery in trec_eval order sorts a large group of equal scores by each docid's first 8
// bytes, then strcmp (core/model/run.cpp): the order is exactly a plain sort's (score descending,
// docid descending in strcmp order), whatever the docids' lengths and shared prefixes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "core/model/run.h"
#include "core/order/order_query.h"
#include "core/order/score_order.h"

namespace ranklens::core {
namespace {

bool reference(const RankedDoc& a, const RankedDoc& b) {
    if (a.score != b.score) return a.score > b.score;
    return std::strcmp(a.doc, b.doc) > 0;
}

TEST(TiedGroupOrder, LargeGroupIsInDocidOrderDescending) {
    // 20 tied docids (a group large enough for the keyed sort), then a lower score.
    const std::vector<std::string> ids = {
        "d1", "d10",      "d100",      "d2",        "d20",        "d9",       "",
        "a",  "abcdefgh", "abcdefg",   "abcdefghi", "abcdefgha",  "abcdefgz", "abcdefghz",
        "b",  "ba",       "longdocid", "longdocie", "longdocid1", "zz"};
    RunQuery q;
    for (std::size_t i = 0; i < ids.size(); ++i)
        q.docs.push_back(RankedDoc{5.0, ids[i].c_str(), 0, static_cast<std::uint32_t>(i)});
    q.docs.push_back(RankedDoc{1.0, ids[0].c_str(), 0, 20});
    orderQuery(q, TiePolicy::TrecEval);
    std::vector<std::string> got;
    for (const auto& d : q.docs) got.emplace_back(d.doc);
    const std::vector<std::string> want = {
        "zz",        "longdocie", "longdocid1", "longdocid", "d9", "d20",      "d2",
        "d100",      "d10",       "d1",         "ba",        "b",  "abcdefgz", "abcdefghz",
        "abcdefghi", "abcdefgha", "abcdefgh",   "abcdefg",   "a",  "",         "d1"};
    EXPECT_EQ(got, want);
    EXPECT_EQ(q.docs.back().score, 1.0);
}

TEST(TiedGroupOrder, SameOrderAsAPlainSortOnRandomLists) {
    std::mt19937 rng(14);
    std::vector<std::string> pool;
    for (int i = 0; i < 400; ++i) {
        std::string s = (i % 3 == 0) ? "sharedprefix-" : (i % 3 == 1 ? "doc" : "");
        s += std::to_string(rng() % 100000);
        if (i % 7 == 0) s.push_back(static_cast<char>('a' + rng() % 26));
        pool.push_back(s);
    }
    std::sort(pool.begin(), pool.end());
    pool.erase(std::unique(pool.begin(), pool.end()), pool.end());
    for (int rep = 0; rep < 200; ++rep) {
        std::vector<std::string> ids = pool;
        std::shuffle(ids.begin(), ids.end(), rng);
        ids.resize(50 + rng() % 250);
        RunQuery q;
        const int levels = 1 + static_cast<int>(rng() % 12);  // few levels: large tied groups
        for (std::size_t i = 0; i < ids.size(); ++i)
            q.docs.push_back(RankedDoc{static_cast<double>(rng() % levels), ids[i].c_str(),
                                       static_cast<std::int32_t>(i + 1),
                                       static_cast<std::uint32_t>(i)});
        if (rep % 2 == 0)  // scores already descending: only the tied groups are sorted
            std::stable_sort(
                q.docs.begin(), q.docs.end(),
                [](const RankedDoc& a, const RankedDoc& b) { return a.score > b.score; });
        std::vector<RankedDoc> want = q.docs;
        std::sort(want.begin(), want.end(), reference);
        orderQuery(q, TiePolicy::TrecEval);
        ASSERT_EQ(q.docs.size(), want.size());
        for (std::size_t i = 0; i < want.size(); ++i) {
            EXPECT_EQ(q.docs[i].doc, want[i].doc) << "rep " << rep << " at " << i;
            EXPECT_EQ(q.docs[i].score, want[i].score);
            EXPECT_EQ(q.docs[i].inputPos, want[i].inputPos);
        }
    }
}

// Lists written in another order than their scores' are sorted by integer keys of the scores'
// bits and then their tied groups by docid: the same order as a plain sort over any doubles
// (negative, -0.0 and 0.0 as one score, subnormal, infinite, far apart or close together).
TEST(TiedGroupOrder, ScoresOfEveryKindInAnyOrderSortLikeAPlainSort) {
    std::mt19937_64 rng(2026);
    const std::vector<double> special = {0.0,
                                         -0.0,
                                         1e-310,
                                         -1e-310,
                                         1e300,
                                         -1e300,
                                         std::numeric_limits<double>::infinity(),
                                         -std::numeric_limits<double>::infinity(),
                                         1.0,
                                         -1.0,
                                         0.1,
                                         0.30000000000000004,
                                         0.3};
    std::vector<std::string> ids;
    for (int i = 0; i < 1500; ++i)
        ids.push_back("msmarco_doc_" + std::to_string(rng() % 100000000));
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    for (int rep = 0; rep < 60; ++rep) {
        std::shuffle(ids.begin(), ids.end(), rng);
        RunQuery q;
        const std::size_t n = 64 + rng() % 1000;
        for (std::size_t i = 0; i < n; ++i) {
            double score;
            switch (rng() % 4) {
                case 0:
                    score = special[rng() % special.size()];
                    break;
                case 1:
                    score = static_cast<double>(rng() % 20) - 10.0;
                    break;  // many ties
                default:
                    score = std::ldexp(static_cast<double>(rng() % 1000000), -20) - 0.5;
            }
            q.docs.push_back(RankedDoc{score, ids[i].c_str(), 0, static_cast<std::uint32_t>(i)});
        }
        std::vector<RankedDoc> want = q.docs;
        std::sort(want.begin(), want.end(), reference);
        orderQuery(q, TiePolicy::TrecEval);
        ASSERT_EQ(q.docs.size(), n);
        for (std::size_t i = 0; i < n; ++i) {
            ASSERT_EQ(q.docs[i].inputPos, want[i].inputPos) << "rep " << rep << " at " << i;
            ASSERT_EQ(q.docs[i].score, want[i].score);
        }
    }
}

TEST(TiedGroupOrder, ScoreSortKeepsEqualScoresInTheirOrderAndRefusesNaN) {
    const char* names[] = {"a", "b", "c", "d", "e"};
    std::vector<RankedDoc> d;
    const double scores[] = {1.0, -0.0, 3.0, 0.0, 1.0};
    for (std::uint32_t i = 0; i < 5; ++i) d.push_back(RankedDoc{scores[i], names[i], 0, i});
    ASSERT_TRUE(sortByScoreDescending(d.data(), d.size()));
    std::string order;
    for (const auto& x : d) order += x.doc;
    EXPECT_EQ(order, "caebd");  // 3, 1 (a before e), 1, -0.0 and 0.0 tied (b before d)
    d[2].score = std::nan("");
    const std::vector<RankedDoc> before = d;
    EXPECT_FALSE(sortByScoreDescending(d.data(), d.size()));
    for (std::size_t i = 0; i < d.size(); ++i) EXPECT_EQ(d[i].doc, before[i].doc);
}

}  // namespace
}  // namespace ranklens::core
