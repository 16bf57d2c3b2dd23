// The GUI's comparison job keeps a pair's numbers whatever else is compared (issue 29): on the
// demo project with a third run that missed 29 labelled queries, new_model vs baseline gives
// the same bits in every cell but the corrected p, under both pairings; the pairing chosen is
// kept in the project's view state.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <cstring>
#include <fstream>

#include "core/model/run.h"
#include "ui/compare/comparison_findings.h"
#include "ui/compare/comparison_job.h"
#include "ui/project/project_view_state.h"
#include "ui_test_util.h"

namespace ranklens::ui {
namespace {

namespace cmp = core::compare;

// The demo project plus "partial": new_model without q001..q029.
std::shared_ptr<const ProjectData> dataWithPartialRun(const QString& dir) {
    const std::string path = (dir + QStringLiteral("/partial.run")).toStdString();
    {
        std::ifstream in(test::demoInputs()[1].toStdString());
        std::ofstream out(path);
        for (std::string line; std::getline(in, line);) {
            const std::string qid = line.substr(0, line.find(' '));
            const bool early = qid.size() == 4 && qid[0] == 'q' && qid.compare(1, 3, "030") < 0;
            if (!early) out << line << "\n";
        }
    }
    auto d = std::make_shared<ProjectData>(*test::demoData());
    auto run = std::make_shared<core::Run>(core::readRun(path));
    run->order(core::TiePolicy::TrecEval);
    d->runs.push_back(run);
    d->runInfos.push_back(store::RunInfo{99, "partial", path, "", "", 280, 0, 0});
    d->evaluated.resize(d->runs.size());
    return d;
}

std::shared_ptr<ComparisonOutcome> compareWith(const std::shared_ptr<const ProjectData>& d,
                                               std::vector<std::size_t> runs,
                                               std::vector<std::string> metrics,
                                               cmp::Pairing pairing) {
    ComparisonRequest req;
    req.data = d;
    req.runs = std::move(runs);
    req.metrics = std::move(metrics);
    req.pairing = pairing;
    req.options.permutations = 2000;
    req.options.resamples = 200;
    req.options.bySegment = false;
    return computeComparison(req);
}

bool same(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

TEST(ComparisonJob, APairsCellsAreTheSameWithOtherRunsAndMetricsBeside) {
    QTemporaryDir dir;
    const auto d = dataWithPartialRun(dir.path());
    ASSERT_EQ(d->runInfos[1].name, "new_model");
    for (cmp::Pairing pairing : {cmp::Pairing::Labelled, cmp::Pairing::BothReturned}) {
        const auto alone = compareWith(d, {0, 1}, {"ndcg@10"}, pairing);
        const auto beside = compareWith(d, {0, 2, 1}, {"P@5", "ndcg@10", "mrr"}, pairing);
        ASSERT_EQ(beside->input.runNames[2], "new_model");
        ASSERT_EQ(beside->input.metrics[1].key, "ndcg_cut_10");
        const cmp::Cell& a = alone->comparison.cell(1, 0);
        const cmp::Cell& b = beside->comparison.cell(2, 1);
        for (auto [x, y] : {std::pair{a.baseline, b.baseline},
                            {a.value, b.value},
                            {a.delta, b.delta},
                            {a.p, b.p},
                            {a.pRandom, b.pRandom},
                            {a.effect, b.effect},
                            {a.ci.low, b.ci.low},
                            {a.ci.high, b.ci.high}})
            EXPECT_TRUE(same(x, y)) << x << " vs " << y;
        EXPECT_EQ(a.wins, b.wins);
        EXPECT_EQ(a.losses, b.losses);
        EXPECT_EQ(a.queries, 309u);
        // The run that missed queries: 309 pairs (missing ones at 0) or the 280 both returned.
        EXPECT_EQ(beside->comparison.cell(1, 1).queries,
                  pairing == cmp::Pairing::Labelled ? 309u : 280u);
        EXPECT_EQ(beside->input.coverage[1].missing(), 29u);
    }
}

// Under the definitions bar's "run ∩ labels" the curves leave partial's missed queries out of
// its mean; Compare's default pairing counts them as 0, and says so in one line.
TEST(ComparisonJob, SaysWhyAMeanDiffersFromTheCurves) {
    QTemporaryDir dir;
    const auto d = dataWithPartialRun(dir.path());
    const auto out = compareWith(d, {0, 2}, {"ndcg@10"}, cmp::Pairing::Labelled);
    ASSERT_EQ(out->request.config.querySet, core::QuerySet::RunAndLabels);
    const QString why = ComparisonFindings::whyMeansDiffer(*out);
    EXPECT_TRUE(why.contains(QStringLiteral("partial"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("count as 0"))) << why.toStdString();
    EXPECT_TRUE(ComparisonFindings::queries(*out).contains(why));
    const auto both = compareWith(d, {0, 2}, {"ndcg@10"}, cmp::Pairing::BothReturned);
    EXPECT_TRUE(ComparisonFindings::whyMeansDiffer(*both).isEmpty());
}

TEST(ComparisonJob, ThePairingIsKeptInTheProjectsViewState) {
    ProjectViewState s;
    s.pairing = cmp::Pairing::BothReturned;
    const auto view = viewSettings(s);
    EXPECT_NE(std::find(view.begin(), view.end(),
                        std::pair<std::string, std::string>{"compare-pairing", "both-returned"}),
              view.end());
    EXPECT_EQ(viewStateFrom({}, view).pairing, cmp::Pairing::BothReturned);
    QStringList problems;
    const auto bad = viewStateFrom({}, {{"compare-pairing", "sometimes"}}, &problems);
    EXPECT_FALSE(bad.pairing.has_value());
    EXPECT_FALSE(problems.isEmpty());
}

}  // namespace
}  // namespace ranklens::ui
