// One project's item names shared by its runs and labels (core/model/item_names.h): a doc's label
// is found by the item's index, and every lookup gives what the docid hash tables give.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>
#include <string>

#include "core/judged/judged_ranking.h"
#include "core/judged/run_grades.h"
#include "core/model/data_copy.h"
#include "core/model/item_names.h"
#include "core/order/order_query.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

std::shared_ptr<ItemNames> namesOf(std::initializer_list<std::pair<std::int64_t, const char*>> l) {
    auto n = std::make_shared<ItemNames>();
    for (const auto& [id, name] : l) n->add(id, name);
    EXPECT_TRUE(n->finish());
    return n;
}

TEST(ItemNames, IdsNamesAndIndexes) {
    const auto dense = namesOf({{1, "d1"}, {2, "d2"}, {3, "longer-docid-0003"}});
    ASSERT_EQ(dense->size(), 3u);
    EXPECT_STREQ(dense->nameOfId(3), "longer-docid-0003");
    EXPECT_EQ(dense->nameOfId(0), nullptr);
    EXPECT_EQ(dense->nameOfId(4), nullptr);
    const char* d2 = dense->nameOfId(2);
    EXPECT_TRUE(dense->owns(d2));
    EXPECT_EQ(ItemNames::indexOfOwned(d2), 1u);
    EXPECT_EQ(dense->indexOf(d2), 1u);
    const std::string copy = "d2";  // the same name elsewhere: found by its text
    EXPECT_FALSE(dense->owns(copy.c_str()));
    EXPECT_EQ(dense->indexOf(copy.c_str()), 1u);
    EXPECT_EQ(dense->find("d9"), ItemNames::kNone);

    // Ids with gaps (items deleted): found by a search, indexes still 0, 1, 2.
    const auto sparse = namesOf({{4, "a"}, {90, "b"}, {1000, "c"}});
    EXPECT_STREQ(sparse->nameOfId(90), "b");
    EXPECT_EQ(sparse->nameOfId(5), nullptr);
    EXPECT_EQ(ItemNames::indexOfOwned(sparse->nameOfId(1000)), 2u);
    EXPECT_FALSE(sparse->owns(dense->nameOfId(1)));
}

// Each name's place in strcmp's order, whether the store's index gave the order (checked), gave
// a wrong one or none (sorted here).
TEST(ItemNames, RanksNamesInByteOrder) {
    const std::vector<const char*> text = {"doc-10", "doc-9",   "Doc-1",
                                           "doc-1",  "doc-100", "\xc3\xa9"};
    const auto rankOf = [&](const std::vector<std::uint32_t>& hint) {
        ItemNames n;
        for (std::size_t i = 0; i < text.size(); ++i)
            n.add(static_cast<std::int64_t>(i) + 1, text[i]);
        EXPECT_TRUE(n.finish(hint));
        std::vector<std::uint32_t> r;
        for (std::uint32_t i = 0; i < n.size(); ++i)
            r.push_back(ItemNames::byteRankOfOwned(n.name(i)));
        return r;
    };
    // "Doc-1" < "doc-1" < "doc-10" < "doc-100" < "doc-9" < "é" (bytes, unsigned).
    const std::vector<std::uint32_t> want = {2, 4, 0, 1, 3, 5};
    EXPECT_EQ(rankOf({}), want);
    EXPECT_EQ(rankOf({2, 3, 0, 4, 1, 5}), want);  // the index's order, as the store reads it
    EXPECT_EQ(rankOf({3, 2, 0, 4, 1, 5}), want);  // not byte order: sorted instead
    EXPECT_EQ(rankOf({2, 3, 0, 4, 1, 1}), want);  // an index twice
    EXPECT_EQ(rankOf({2, 3, 0, 4, 1, 9}), want);  // an index out of range
    EXPECT_EQ(rankOf({2, 3, 0}), want);           // too short
}

TEST(ItemNames, RefusesRepeatedNamesAndUnorderedIds) {
    ItemNames twice;
    twice.add(1, "a");
    twice.add(2, "a");
    EXPECT_FALSE(twice.finish());
    EXPECT_EQ(twice.size(), 0u);
    ItemNames unordered;
    unordered.add(2, "a");
    unordered.add(1, "b");
    EXPECT_FALSE(unordered.finish());
    ItemNames empty;
    EXPECT_TRUE(empty.finish());
    EXPECT_FALSE(empty.owns("x"));
}

// Labels pointing into names, in an order other than the names' (as rows merged after an
// import can be): finalize puts them in index order, keeps reals beside them, builds no hash
// table, and finds docs by any pointer.
TEST(ItemNames, NamedLabelsAreSortedAndFound) {
    const auto names = namesOf({{1, "a"}, {2, "b"}, {3, "c"}, {4, "d"}});
    Qrels qrels;
    qrels.setNames(names);
    auto& q = qrels.query("q1");
    q.add(names->nameOfId(3), 2.5);
    q.add(names->nameOfId(1), 1.0);
    q.add(names->nameOfId(4), -1.0);
    EXPECT_EQ(qrels.finalize(), "");
    ASSERT_EQ(q.names, names.get());
    EXPECT_TRUE(q.index.empty());
    EXPECT_TRUE(q.searchable());
    ASSERT_EQ(q.judgments.size(), 3u);
    EXPECT_STREQ(q.judgments[0].doc, "a");
    EXPECT_STREQ(q.judgments[1].doc, "c");
    EXPECT_STREQ(q.judgments[2].doc, "d");
    EXPECT_EQ(q.reals, (std::vector<double>{1.0, 2.5, -1.0}));
    EXPECT_EQ(q.grade("c"), 2);
    EXPECT_EQ(q.grade("d"), -1);
    EXPECT_EQ(q.grade("b"), std::nullopt);   // an item without a label
    EXPECT_EQ(q.grade("zz"), std::nullopt);  // not an item at all
    EXPECT_EQ(q.find(names->nameOfId(1)), 0u);
    const std::string c = "c";
    EXPECT_EQ(q.find(c.c_str()), 1u);
}

// A doc judged twice, or one that is not among the names, keeps the hash table (and its
// message naming the first repeat in file order).
TEST(ItemNames, RepeatsAndOtherDocsKeepTheHashTable) {
    const auto names = namesOf({{1, "a"}, {2, "b"}});
    Qrels qrels;
    qrels.setNames(names);
    qrels.query("q1").judgments = {
        {names->nameOfId(2), 1}, {names->nameOfId(1), 0}, {names->nameOfId(2), 3}};
    const char* elsewhere = qrels.storeString("elsewhere");
    qrels.query("q2").judgments = {{names->nameOfId(1), 1}, {elsewhere, 2}};
    const QrelsQuery& twice = *qrels.find("q1");
    const QrelsQuery& other = *qrels.find("q2");
    EXPECT_EQ(qrels.finalize(), "q1 b");
    EXPECT_EQ(twice.names, nullptr);
    EXPECT_STREQ(twice.judgments[0].doc, "b");  // file order kept
    EXPECT_EQ(other.names, nullptr);
    EXPECT_EQ(other.grade("elsewhere"), 2);
    EXPECT_EQ(other.grade("a"), 1);
}

// Rank grades and grades by input position from shared names equal those from the hash
// tables, a doc added later from elsewhere included.
TEST(ItemNames, GradesFromSharedNamesEqualTheHashLookup) {
    const auto names = namesOf({{1, "d1"}, {2, "d2"}, {3, "d3"}, {4, "d4"}, {5, "x"}, {7, "big"}});
    const auto plainRun = test::makeRun({{"q1", "d1", 1},
                                         {"q1", "d2", 3},
                                         {"q1", "d3", 2},
                                         {"q1", "new", 2.5},
                                         {"q2", "x", 1},
                                         {"q2", "d4", 1}});
    const Qrels plainLabels = test::makeQrels(
        {{"q1", "d2", 2}, {"q1", "d3", 0}, {"q1", "new", 1}, {"q2", "d4", -3}, {"q3", "big", 1}});
    core::Run run;
    run.setNames(names);
    for (const auto& pq : plainRun.queries()) {
        auto& q = run.query(pq.qid);
        for (const auto& d : pq.docs) {
            const auto i = names->find(d.doc);
            q.docs.push_back({d.score,
                              i == ItemNames::kNone ? run.storeString(d.doc) : names->name(i), 0,
                              d.inputPos});
        }
    }
    Qrels labels;
    labels.setNames(names);
    for (const auto& pq : plainLabels.queries())
        for (const auto& j : pq.judgments) {
            const auto i = names->find(j.doc);
            labels.query(pq.qid).judgments.push_back(
                {i == ItemNames::kNone ? labels.storeString(j.doc) : names->name(i), j.grade});
        }
    EXPECT_EQ(labels.finalize(), "");
    EXPECT_EQ(labels.find("q1")->names, nullptr);  // "new" is not an item: hash table
    EXPECT_EQ(labels.find("q2")->names, names.get());
    core::Run plain = copyRun(plainRun);
    run.order(TiePolicy::TrecEval);
    plain.order(TiePolicy::TrecEval);
    RankGrades a, b;
    ASSERT_TRUE(lookUpRankGrades(run, labels, a, 2));
    ASSERT_TRUE(lookUpRankGrades(plain, plainLabels, b, 1));
    EXPECT_EQ(a.grades, b.grades);
    EXPECT_EQ(a.layout->labelCounts, b.layout->labelCounts);
    // q1 by rank: d2 (2), new (1), d3 (0), d1 (none); q2 ties at 1: x before d4 (docid desc).
    EXPECT_EQ(a.grades, (std::vector<std::int8_t>{2, 1, 0, RankGrades::kRankUnjudged,
                                                  RankGrades::kRankUnjudged, -3}));
    const RunGrades byPos = lookUpGrades(run, labels, 2);
    EXPECT_EQ(byPos.grades, lookUpGrades(plain, plainLabels, 1).grades);
    EXPECT_EQ(byPos.grades, (std::vector<std::int32_t>{kUnjudged, 2, 0, 1, kUnjudged, -3}));
}

// Rank grades through the table by item index: a run doc that is a copy of a name (not a
// pointer into the names) still finds its label; a label outside a byte on a ranked doc refuses
// the rank grades, on a doc the run does not rank it does not.
TEST(ItemNames, RankGradesByItemIndexFindCopiesAndRefuseWideLabels) {
    const auto names = namesOf({{1, "a"}, {2, "b"}, {3, "c"}, {4, "d"}});
    const auto labelsWith = [&](std::int32_t gradeOfD) {
        Qrels labels;
        labels.setNames(names);
        labels.query("q1").judgments = {
            {names->nameOfId(1), 2}, {names->nameOfId(2), -1}, {names->nameOfId(4), gradeOfD}};
        EXPECT_EQ(labels.finalize(), "");
        EXPECT_EQ(labels.find("q1")->names, names.get());
        return labels;
    };
    core::Run run;
    run.setNames(names);
    const char* copyOfB = run.storeString("b");
    run.query("q1").docs = {
        {3.0, names->nameOfId(3), 0, 0}, {2.0, copyOfB, 0, 1}, {1.0, names->nameOfId(1), 0, 2}};
    run.markOrdered(TiePolicy::TrecEval);
    const Qrels narrow = labelsWith(300);  // d is not ranked: its label does not matter
    RankGrades g;
    ASSERT_TRUE(lookUpRankGrades(run, narrow, g, 1));
    EXPECT_EQ(g.grades, (std::vector<std::int8_t>{RankGrades::kRankUnjudged, -1, 2}));
    run.query("q1").docs.push_back({0.5, names->nameOfId(4), 0, 3});
    EXPECT_FALSE(lookUpRankGrades(run, narrow, g, 1));  // d ranked now, 300 is not a byte
    const Qrels fits = labelsWith(-127);
    ASSERT_TRUE(lookUpRankGrades(run, fits, g, 1));
    EXPECT_EQ(g.grades, (std::vector<std::int8_t>{RankGrades::kRankUnjudged, -1, 2, -127}));
}

// Groups of equal scores put in docid order by the names' byte ranks give the order strcmp
// gives, for lists in score order and for reranked ones; docs from elsewhere fall back.
TEST(ItemNames, TiesOrderedByByteRankAsByDocid) {
    std::mt19937_64 rng(7);
    auto names = std::make_shared<ItemNames>();
    std::vector<std::string> text;
    for (int i = 0; i < 3000; ++i)
        text.push_back((rng() % 3 ? "msmarco_doc_" : "clueweb_") + std::to_string(rng() % 100000));
    std::sort(text.begin(), text.end());
    text.erase(std::unique(text.begin(), text.end()), text.end());
    std::shuffle(text.begin(), text.end(), rng);
    for (std::size_t i = 0; i < text.size(); ++i)
        names->add(static_cast<std::int64_t>(i) + 1, text[i]);
    ASSERT_TRUE(names->finish());
    const std::string elsewhere = "msmarco_doc_elsewhere";
    for (int rep = 0; rep < 40; ++rep) {
        RunQuery q;
        const std::size_t n = 2 + rng() % 1200;
        std::vector<std::uint32_t> pick(text.size());
        for (std::uint32_t i = 0; i < pick.size(); ++i) pick[i] = i;
        std::shuffle(pick.begin(), pick.end(), rng);
        for (std::size_t i = 0; i < n; ++i) {
            // A few distinct scores: large groups of ties; every fourth list reranked.
            const double score = rep % 4 == 0 ? static_cast<double>(rng() % 7)
                                              : 10.0 - static_cast<double>(i / (1 + rng() % 40));
            const char* doc = rep % 5 == 4 && i == n / 2 ? elsewhere.c_str() : names->name(pick[i]);
            q.docs.push_back(RankedDoc{score, doc, 0, static_cast<std::uint32_t>(i)});
        }
        RunQuery plain = q;
        orderQuery(plain, TiePolicy::TrecEval);
        orderQuery(q, TiePolicy::TrecEval, names.get());
        ASSERT_EQ(q.docs.size(), n);
        for (std::size_t i = 0; i < n; ++i)
            ASSERT_EQ(q.docs[i].doc, plain.docs[i].doc) << rep << " " << i;
    }
}

}  // namespace
}  // namespace ranklens::core
