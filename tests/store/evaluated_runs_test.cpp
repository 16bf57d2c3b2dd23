// Evaluated runs (per-query values computed elsewhere): import, listing, load round trip,
// measure names resolved ("ndcg@10" is "ndcg_cut_10"), unknown names kept and flagged, and bad
// files refused naming file, line and problem with nothing written (the tables are not even
// created).
#include <gtest/gtest.h>

#include <cmath>

#include "core/io/parse_report.h"
#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::TempDir;
using test::writeFile;

// Two spellings of NDCG@10, trec_eval's P_5 and map, one measure RankLens does not know.
const char* const kValues =
    "qid\tmeasure\tvalue\n"
    "q2\tndcg_cut_10\t0.5\n"
    "q1\tndcg@10\t0.25\n"
    "q1\tP_5\t0.4\n"
    "q2\tP_5\t0.6\n"
    "q1\tmap\t0.125\n"
    "q1\tmy_custom_score\t7\n";

TEST(EvaluatedRuns, ImportListLoadRoundTrip) {
    TempDir dir;
    const std::string project = dir.file("p.ranklens"), file = dir.file("dask.tsv");
    writeFile(file, kValues);
    std::int64_t id = 0;
    {
        auto ps = ProjectStore::open(project);
        EXPECT_TRUE(ps->evaluatedRuns().empty());  // no table yet: none
        ImportOptions o;
        o.name = "two-tower (Dask)";
        id = ps->importEvaluatedRun(file, o);
    }
    auto ps = ProjectStore::open(project);  // the checks pass with the extra tables
    ASSERT_EQ(ps->evaluatedRuns().size(), 1u);
    const EvaluatedRunInfo info = ps->evaluatedRuns()[0];
    EXPECT_EQ(info.id, id);
    EXPECT_EQ(info.name, "two-tower (Dask)");
    EXPECT_EQ(info.sourceFile, file);
    EXPECT_EQ(info.numQueries, 2);
    EXPECT_EQ(info.numValues, 6);
    EXPECT_EQ(info.measures, (std::vector<std::string>{"ndcg_cut_10", "P_5", "map"}));
    EXPECT_EQ(info.unknown, (std::vector<std::string>{"my_custom_score"}));
    EXPECT_TRUE(ps->runs().empty());  // never listed among the ranked runs

    const core::EvaluatedRun run = ps->loadEvaluatedRun(id);
    EXPECT_EQ(run.name, "two-tower (Dask)");
    EXPECT_EQ(run.qids, (std::vector<std::string>{"q1", "q2"}));
    ASSERT_EQ(run.measures.size(), 4u);
    const auto* ndcg = run.find("ndcg_cut_10");
    ASSERT_NE(ndcg, nullptr);
    EXPECT_EQ(ndcg->name, "ndcg_cut_10");  // the first spelling in the file
    EXPECT_EQ(ndcg->values, (std::vector<double>{0.25, 0.5}));
    EXPECT_EQ(ndcg->param, 10);
    const auto* map = run.find("map");
    ASSERT_NE(map, nullptr);
    EXPECT_EQ(map->values[0], 0.125);
    EXPECT_TRUE(std::isnan(map->values[1]));  // q2 has no map value
    const auto* custom = run.find("my_custom_score");
    ASSERT_NE(custom, nullptr);
    EXPECT_FALSE(custom->known());
    EXPECT_EQ(custom->values[0], 7);

    EXPECT_THROW(ps->loadEvaluatedRun(id + 1), StoreError);
    EXPECT_TRUE(ps->deleteEvaluatedRun(id));
    EXPECT_FALSE(ps->deleteEvaluatedRun(id));
    EXPECT_TRUE(ps->evaluatedRuns().empty());
}

TEST(EvaluatedRuns, CsvAndOtherColumnOrder) {
    TempDir dir;
    const std::string file = dir.file("v.csv");
    writeFile(file, "value,Metric,Query\n1e-1,recip_rank,a\n1,mrr,b\n");
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    const auto run = ps->loadEvaluatedRun(ps->importEvaluatedRun(file, {}));
    EXPECT_EQ(run.name, "v.csv");
    ASSERT_EQ(run.measures.size(), 1u);  // "mrr" is recip_rank
    EXPECT_EQ(run.measures[0].key, "recip_rank");
    EXPECT_EQ(run.measures[0].values, (std::vector<double>{0.1, 1.0}));
}

TEST(EvaluatedRuns, SameContentTwiceIsADuplicate) {
    TempDir dir;
    const std::string file = dir.file("v.tsv");
    writeFile(file, kValues);
    auto ps = ProjectStore::open(dir.file("p.ranklens"));
    const auto id = ps->importEvaluatedRun(file, {});
    try {
        ps->importEvaluatedRun(file, {});
        FAIL() << "no duplicate reported";
    } catch (const DuplicateImport& e) {
        EXPECT_EQ(e.existingId, id);
    }
    ImportOptions again;
    again.allowDuplicate = true;
    EXPECT_NE(ps->importEvaluatedRun(file, again), id);
    EXPECT_EQ(ps->evaluatedRuns().size(), 2u);
}

// The first issue of importing text: "line: message".
std::string firstIssue(const std::string& text) {
    TempDir dir;
    const std::string project = dir.file("p.ranklens"), file = dir.file("bad.tsv");
    writeFile(file, text);
    std::string before;
    {
        writeFile(dir.file("q.qrels"), "q1 0 d1 1\n");
        auto ps = ProjectStore::open(project);
        ps->importQrels(dir.file("q.qrels"), {});
    }
    before = test::snapshot(project);
    std::string issue = "no error";
    {
        auto ps = ProjectStore::open(project);
        try {
            ps->importEvaluatedRun(file, {});
        } catch (const core::ParseError& e) {
            EXPECT_EQ(e.issues().at(0).file, file);
            issue = std::to_string(e.issues().at(0).line) + ": " + e.issues().at(0).message();
        }
        EXPECT_TRUE(ps->evaluatedRuns().empty());
    }
    EXPECT_EQ(test::snapshot(project), before);  // nothing written, not even the tables
    return issue;
}

TEST(EvaluatedRuns, BadFilesNameLineAndProblemAndWriteNothing) {
    const std::string h = "qid\tmeasure\tvalue\n";
    EXPECT_EQ(firstIssue(h + "q1\tP_5\t0.2\nq1\tP_5\tabc\n"),
              "3: bad number 'abc' in the value column");
    EXPECT_EQ(firstIssue(h + "q1\tP_5\tNaN\n"), "2: value is NaN (q1, P_5)");
    EXPECT_EQ(firstIssue(h + "q1\tP_5\tinf\n"), "2: value 'inf' is not finite");
    EXPECT_EQ(firstIssue(h + "q1\tP_5\t0.2\nq2\tP_5\t0.3\nq1\tP@5\t0.4\n"),
              "4: duplicate value for query 'q1', measure P_5 (first on line 2)");
    EXPECT_EQ(firstIssue(h + "q1\tP_5\n"), "2: expected 3 fields, found 2");
    EXPECT_EQ(firstIssue(h + "\tP_5\t1\n"), "2: empty qid");
    EXPECT_EQ(firstIssue("qid\tvalue\nq1\t1\n"),
              "1: missing column(s): measure (the header must name qid, measure and value; "
              "found: qid\tvalue)");
    EXPECT_EQ(firstIssue(h), "0: no values (only a header, or an empty file)");
}

// 1e308 was accepted: the mean of two such values overflowed and compare printed inf.
TEST(EvaluatedRuns, ValuesBeyondTheRangeOfASumAreRefused) {
    const std::string h = "qid\tmeasure\tvalue\n";
    EXPECT_EQ(firstIssue(h + "q1\tndcg_cut_10\t1e308\nq2\tndcg_cut_10\t1e308\n"),
              "2: value 1e308 (q1, ndcg_cut_10) is out of range: values must lie in [-1e15, "
              "1e15] (their sums and means overflow beyond it)");
    EXPECT_EQ(firstIssue(h + "q1\trevenue\t3\nq2\trevenue\t-2e15\n"),
              "3: value -2e15 (q2, revenue) is out of range: values must lie in [-1e15, 1e15] "
              "(their sums and means overflow beyond it)");
}

TEST(EvaluatedRuns, ResolvesMeasureNames) {
    const auto key = [](const char* n) {
        const auto r = core::resolveMeasureName(n);
        return r ? r->key : std::string("-");
    };
    EXPECT_EQ(key("ndcg@10"), "ndcg_cut_10");
    EXPECT_EQ(key("ndcg_cut_10"), "ndcg_cut_10");
    EXPECT_EQ(key("ndcg_cut.10"), "ndcg_cut_10");
    EXPECT_EQ(key("P_5"), "P_5");
    EXPECT_EQ(key("P@5"), "P_5");
    EXPECT_EQ(key("map"), "map");
    EXPECT_EQ(key("mrr"), "recip_rank");
    EXPECT_EQ(key("recip_rank"), "recip_rank");
    EXPECT_EQ(key("P"), "-");  // which cut-off?
    EXPECT_EQ(key("no_such_measure"), "-");
}

}  // namespace
}  // namespace ranklens::store
