// `ranklens-cli explain`: one query's measure rank by rank, on trec_eval's own test files
// (topics 301-303). Its last value is the number `eval -q` prints for the query, for measures
// trec_eval has and that the GUI has no step table for (bpref, infAP, 11pt_avg).
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "tests/cli/cli_runner.h"

namespace {

using ranklens::test::kTrecEvalTestData;

using ranklens::test::cli;

// The value `eval -q -m measure` prints for query qid (its 3rd column).
std::string evalValue(const std::string& measure, const std::string& name, const std::string& qid) {
    const auto r = cli("eval -q -m " + measure + " " + kTrecEvalTestData + "qrels.test " +
                       kTrecEvalTestData + "results.test");
    std::istringstream in(r.out);
    for (std::string m, q, v; in >> m >> q >> v;)
        if (m == name && q == qid) return v;
    return "missing";
}

// The value in explain's last row (its 4th column).
std::string lastRowValue(const std::string& out) {
    std::istringstream in(out);
    std::string line, last;
    while (std::getline(in, line))
        if (!line.empty()) last = line;
    std::istringstream row(last);
    std::string rank, item, grade, value;
    row >> rank >> item >> grade >> value;
    return value;
}

TEST(ExplainCli, TheLastRankIsTheNumberEvalPrintsForTheQuery) {
    for (const auto& [measure, name] : {std::pair{"bpref", "bpref"},
                                        {"infAP", "infAP"},
                                        {"11pt_avg", "11pt_avg"},
                                        {"P.30", "P_30"}}) {
        const auto r = cli("explain " + kTrecEvalTestData + "qrels.test " + kTrecEvalTestData +
                           "results.test -q 302 -m " + measure);
        ASSERT_EQ(r.code, 0) << measure;
        // explain prints six decimals, eval four (rounded): the same number.
        EXPECT_NEAR(std::stod(lastRowValue(r.out)), std::stod(evalValue(measure, name, "302")),
                    5e-5)
            << measure << "\n"
            << r.out;
        EXPECT_NE(r.out.find("for query 302"), std::string::npos) << r.out;
    }
}

TEST(ExplainCli, AMeasureThatNeedsMoreThanTheListIsRefusedWithTheReason) {
    const auto r = cli("explain " + kTrecEvalTestData + "qrels.test " + kTrecEvalTestData +
                           "results.test -q 302 -m " + "relstring",
                       true);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find("relstring cannot be read rank by rank: its value is a text"),
              std::string::npos)
        << r.out;
    const auto q = cli("explain " + kTrecEvalTestData + "qrels.test " + kTrecEvalTestData +
                           "results.test -q 999 -m P.5",
                       true);
    EXPECT_EQ(q.code, 1);
    EXPECT_NE(q.out.find("no query '999'"), std::string::npos) << q.out;
}

}  // namespace
