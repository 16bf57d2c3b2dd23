// Loads that read the items' names first (issue 14, first open of a large project): a label set
// never edited whose items table is no larger than the set, and a run whose items table is no
// larger than the run, are named in one scan of the items table and decoded straight into their
// judgments and docs. They read exactly what the general path (ids collected, then named) reads,
// and refuse an id that is not in the items table with the same message. The explorer's loads
// with the project's shared item names (loadRunNamed, loadLabelsNamed) read the same again.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "core/store/project_store.h"
#include "tests/store/damage_util.h"

namespace ranklens::store {
namespace {

using test::rawSql;
using test::refusalOf;
using test::TempDir;
using test::writeFile;

constexpr const char* kQrels =
    "q2 0 d9 1\nq2 0 d1 0\nq1 0 d5 3\nq1 0 d2 -1\nq1 0 d7 200\nq3 0 d1 2\n";
constexpr const char* kRun =
    "q1 Q0 d7 1 2.5 t\nq1 Q0 d2 2 2.5 t\nq1 Q0 d5 3 0.25 t\nq2 Q0 d9 1 7 t\nq2 Q0 d1 2 -1 t\n";
// Items the sets above do not name: a project holding them has more items than labels or docs.
constexpr const char* kOtherItems =
    "z1 Q0 x1 1 9 o\nz1 Q0 x2 2 8 o\nz1 Q0 x3 3 7 o\nz1 Q0 x4 4 6 o\nz1 Q0 x5 5 5 o\n"
    "z1 Q0 x6 6 4 o\nz1 Q0 x7 7 3 o\nz1 Q0 x8 8 2 o\n";

OpenOptions unchecked() {  // the load itself must refuse what the checks would
    OpenOptions o;
    o.create = false;
    o.checked = true;
    return o;
}

// "qid: doc grade, ..." of each query, in the loaded order (queries and judgments).
std::vector<std::string> judgments(const core::Qrels& q) {
    std::vector<std::string> out;
    for (const auto& query : q.queries()) {
        std::string s = std::string(query.qid) + ":";
        for (const auto& j : query.judgments)
            s += std::string(" ") + j.doc + " " + std::to_string(j.grade);
        out.push_back(s);
    }
    return out;
}

// "qid: doc score rank inputPos, ..." of each query, in stored order.
std::vector<std::string> docs(const core::Run& r) {
    std::vector<std::string> out;
    for (const auto& query : r.queries()) {
        std::string s = std::string(query.qid) + ":";
        for (const auto& d : query.docs)
            s += std::string(" ") + d.doc + " " + std::to_string(d.score) + " " +
                 std::to_string(d.rank) + " " + std::to_string(d.inputPos);
        out.push_back(s);
    }
    return out;
}

class NamedFirstLoad : public ::testing::Test {
  protected:
    // A project of the qrels (and the run), with the other items imported first when `crowded`.
    std::string project(const std::string& name, bool crowded) {
        const std::string path = dir.file(name);
        auto ps = ProjectStore::open(path);
        if (crowded) ps->importRun(dir.file("other.txt"), {});
        labelSet = ps->importQrels(dir.file("q.txt"), {});
        run = ps->importRun(dir.file("run.txt"), {});
        return path;
    }
    // Runs check(store, names) on the project read each way: named first (no more items than
    // the set) or the general path (8 more), with the project's shared item names or without.
    template <class Check>
    void eachWay(Check check) {
        for (const bool crowded : {false, true})
            for (const bool shared : {false, true}) {
                SCOPED_TRACE(crowded ? "general path" : "named first");
                SCOPED_TRACE(shared ? "shared names" : "own names");
                auto ps = ProjectStore::open(project(
                    std::string(crowded ? "c" : "p") + (shared ? "s" : "") + ".ranklens", crowded));
                const auto names = shared ? ps->itemNames() : nullptr;
                ASSERT_EQ(names != nullptr, shared);
                check(*ps, names);
            }
    }
    void SetUp() override {
        writeFile(dir.file("q.txt"), kQrels);
        writeFile(dir.file("run.txt"), kRun);
        writeFile(dir.file("other.txt"), kOtherItems);
    }
    TempDir dir;
    std::int64_t labelSet = 0, run = 0;
};

TEST_F(NamedFirstLoad, LabelsReadTheSameEitherWay) {
    // 6 labels over 5 items: named first; with 8 more items (13 > 6): the general path.
    const std::vector<std::string> want = {"q1: d2 -1 d5 3 d7 200", "q2: d1 0 d9 1", "q3: d1 2"};
    eachWay([&](const ProjectStore& ps, const std::shared_ptr<const core::ItemNames>& names) {
        const bool shared = names != nullptr;
        const core::Qrels q = ps.loadLabelsNamed(labelSet, names);
        EXPECT_EQ(q.names(), names.get());
        // Named: each query's labels found by index (no hash table), every doc one of names'.
        for (const auto& query : q.queries()) {
            EXPECT_EQ(query.names, names.get());
            EXPECT_EQ(query.index.empty(), shared);
            for (const auto& j : query.judgments)
                EXPECT_EQ(shared, names && names->owns(j.doc)) << j.doc;
        }
        EXPECT_EQ(judgments(q), want);
        ASSERT_NE(q.find("q1"), nullptr);
        EXPECT_EQ(q.find("q1")->grade("d7"), 200);
        EXPECT_EQ(q.find("q1")->grade("d2"), -1);
        EXPECT_EQ(q.find("q1")->grade("d1"), std::nullopt);
        EXPECT_EQ(q.find("q3")->grade("d1"), 2);
        EXPECT_EQ(q.find("z1"), nullptr);
        EXPECT_EQ(q.totalJudgments(), 6u);
    });
}

TEST_F(NamedFirstLoad, RunsReadTheSameEitherWay) {
    // 5 docs over 5 items: named first; with 8 more items (13 > 5): the general path.
    const std::vector<std::string> want = {"q1: d7 2.500000 1 0 d2 2.500000 2 1 d5 0.250000 3 2",
                                           "q2: d9 7.000000 1 0 d1 -1.000000 2 1"};
    eachWay([&](const ProjectStore& ps, const std::shared_ptr<const core::ItemNames>& names) {
        const core::Run r = ps.loadRunNamed(run, nullptr, names);
        EXPECT_EQ(docs(r), want);
        EXPECT_EQ(r.names(), names.get());
        for (const auto& query : r.queries())
            for (const auto& d : query.docs) EXPECT_EQ(names && names->owns(d.doc), !!names);
    });
}

// The project's item names ranked in strcmp's order (the order its index on docid reads them
// in), whatever order the items were imported in.
TEST_F(NamedFirstLoad, ItemNamesAreRankedInByteOrder) {
    auto ps = ProjectStore::open(project("p.ranklens", true));
    const auto names = ps->itemNames();
    ASSERT_NE(names, nullptr);
    ASSERT_EQ(names->size(), 13u);  // x1..x8, then d7 d2 d5 d9 d1
    for (std::uint32_t i = 0; i < names->size(); ++i)
        for (std::uint32_t j = 0; j < names->size(); ++j)
            EXPECT_EQ(core::ItemNames::byteRankOfOwned(names->name(i)) <
                          core::ItemNames::byteRankOfOwned(names->name(j)),
                      std::strcmp(names->name(i), names->name(j)) < 0)
                << names->name(i) << " " << names->name(j);
    EXPECT_EQ(core::ItemNames::byteRankOfOwned(names->name(names->find("d1"))), 0u);
    EXPECT_EQ(core::ItemNames::byteRankOfOwned(names->name(names->find("x8"))), 12u);
}

TEST_F(NamedFirstLoad, LabelOfAnItemNotInTheItemsTableIsRefused) {
    const std::string path = project("p.ranklens", false);
    // q1's block (query id 1) now names item id 42 alone (byte grade 1).
    ASSERT_EQ(rawSql(path,
                     "UPDATE label_blocks SET entries = x'01010000010000002A00000001', "
                     "num_labels = 1 WHERE query_id = 1"),
              "");
    for (const bool shared : {false, true}) {
        auto ps = ProjectStore::open(path, unchecked());
        const std::string refused =
            refusalOf([&] { ps->loadLabelsNamed(labelSet, shared ? ps->itemNames() : nullptr); });
        EXPECT_NE(
            refused.find("label set 1 has a label for item id 42, which is not in the items table"),
            std::string::npos)
            << "shared names: " << shared << ", refused: '" << refused << "'";
    }
}

TEST_F(NamedFirstLoad, RankedItemNotInTheItemsTableIsRefused) {
    const std::string path = project("p.ranklens", false);
    // q1's list now ranks item id 99 alone (f64 score 1.0, no rank column).
    ASSERT_EQ(
        rawSql(path,
               "UPDATE run_queries SET entries = x'010000000100000063000000000000000000F03F', "
               "num_docs = 1 WHERE pos = 0"),
        "");
    for (const bool shared : {false, true}) {
        auto ps = ProjectStore::open(path, unchecked());
        const std::string refused =
            refusalOf([&] { ps->loadRunNamed(run, nullptr, shared ? ps->itemNames() : nullptr); });
        EXPECT_NE(refused.find("run 1, query 'q1': ranked item id 99 is not in the items table"),
                  std::string::npos)
            << "shared names: " << shared << ", refused: '" << refused << "'";
    }
}

// An edited set (its labels partly in rows, in another order than the items') read with the
// shared names: each query's labels are put in the names' order, found by index, the edit wins.
TEST_F(NamedFirstLoad, EditedLabelsWithSharedNamesAreOrderedAndFound) {
    auto ps = ProjectStore::open(project("p.ranklens", false));
    ps->setLabel(labelSet, "q1", "d9", 1, "test");  // an item of q2's, now judged for q1 too
    ps->setLabel(labelSet, "q1", "d5", 0, "test");  // re-judged: 3 -> 0
    const auto names = ps->itemNames();
    const core::Qrels q = ps->loadLabelsNamed(labelSet, names);
    const core::QrelsQuery& q1 = *q.find("q1");
    EXPECT_EQ(q1.names, names.get());
    ASSERT_EQ(q1.judgments.size(), 4u);
    for (std::size_t j = 1; j < q1.judgments.size(); ++j)
        EXPECT_LT(names->indexOf(q1.judgments[j - 1].doc), names->indexOf(q1.judgments[j].doc));
    EXPECT_EQ(q1.grade("d9"), 1);
    EXPECT_EQ(q1.grade("d5"), 0);
    EXPECT_EQ(q1.grade("d7"), 200);
    EXPECT_EQ(q1.grade("d2"), -1);
    const core::Qrels plain = ps->loadLabels(labelSet);
    for (const char* doc : {"d1", "d2", "d5", "d7", "d9"})
        EXPECT_EQ(q1.grade(doc), plain.find("q1")->grade(doc)) << doc;
}

}  // namespace
}  // namespace ranklens::store
