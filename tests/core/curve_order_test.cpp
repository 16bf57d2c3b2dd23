// The mean curves do not depend on how the queries were shared among threads (issue 14): the
// same run and labels give the same bits with 1, 2 or 3 threads, so the explorer's results
// snapshot shows exactly the numbers of the evaluation that later replaces it.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <string>

#include "core/measures/measure_spec.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

TEST(CurveOrder, MeanCurvesAreTheSameBitsWhateverTheThreads) {
    std::mt19937 rng(14);
    std::vector<test::Line> lines;
    std::vector<test::Label> labels;
    for (int q = 0; q < 700; ++q) {  // several blocks of queries, odd scores and grades
        const std::string qid = "q" + std::to_string(q);
        for (int d = 0; d < 40; ++d) {
            const std::string doc = "d" + std::to_string(d);
            lines.push_back({qid, doc, static_cast<double>(rng() % 1000) / 7.0});
            if (rng() % 3 == 0) labels.push_back({qid, doc, static_cast<int>(rng() % 4)});
        }
    }
    const Qrels qrels = test::makeQrels(labels);
    std::vector<EvalResult> results;
    for (int threads : {1, 2, 3}) {
        core::Run run = test::makeRun(lines);
        EvalOptions o;
        o.curveK = 40;
        o.curveMeasures = {&measureInfo(MeasureFamily::P), &measureInfo(MeasureFamily::NdcgCut)};
        o.threads = threads;
        results.push_back(evaluate(run, qrels, {}, o));
    }
    ASSERT_EQ(results[0].queries.size(), 700u);
    // The mean is the queries' mean: P@1 over 700 queries is a multiple of 1/700.
    const double p1 = results[0].curves[0][0] * 700.0;
    EXPECT_NEAR(p1, std::round(p1), 1e-9);
    EXPECT_GT(results[0].curves[1][9], 0.0);
    for (std::size_t i = 1; i < results.size(); ++i)
        for (std::size_t c = 0; c < 2; ++c) {
            ASSERT_EQ(results[i].curves[c].size(), 40u);
            EXPECT_EQ(std::memcmp(results[i].curves[c].data(), results[0].curves[c].data(),
                                  40 * sizeof(double)),
                      0)
                << "curve " << c << " with " << i + 1 << " threads";
        }
}

}  // namespace
}  // namespace ranklens::core
