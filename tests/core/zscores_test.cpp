// trec_eval -Z: the z-score file reader and the conversion of per-query values and summaries.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "core/measures/measure.h"
#include "core/trec/zscores.h"

namespace ranklens::core {
namespace {

std::string writeTemp(const std::string& text) {
    const std::string path = ::testing::TempDir() + "zscores_test_" +
                             std::to_string(std::hash<std::string>{}(text)) + ".txt";
    std::ofstream(path) << text;
    return path;
}

std::string refusal(const std::string& text, bool comments = false) {
    ParseOptions o;
    o.trecComments = comments;
    try {
        readZScores(writeTemp(text), o);
    } catch (const ParseError& e) {
        return e.issues().at(0).message() + " @" + std::to_string(e.issues().at(0).line);
    }
    return "accepted";
}

TEST(ZScores, ValueIsItsDistanceFromTheMeanInStandardDeviations) {
    const ZScores z =
        readZScores(writeTemp("q1 map 0.25 0.5\nq1\tP_10  0.4 0.2\n\nq2 map 0.1 0\n"));
    EXPECT_DOUBLE_EQ(zScore(z, "q1", "map", 0.75), 1.0);
    EXPECT_DOUBLE_EQ(zScore(z, "q1", "P_10", 0.3), (0.3 - 0.4) / 0.2);
    // stddev 0: the mean itself is 0, anything else is trec_eval's missing value.
    EXPECT_EQ(zScore(z, "q2", "map", 0.1), 0.0);
    EXPECT_EQ(zScore(z, "q2", "map", 0.2), kMissingZScore);
    // No entry for the measure or the query.
    EXPECT_EQ(zScore(z, "q2", "P_10", 0.2), kMissingZScore);
    EXPECT_EQ(zScore(z, "q3", "map", 0.2), kMissingZScore);
}

TEST(ZScores, SummariesAverageTheConvertedValues) {
    const ZScores z = readZScores(writeTemp("q1 map 0.5 0.25\nq2 map 0.2 0.1\nq1 num_ret 10 5\n"));
    EvalResult r;
    r.queries = {{.qid = "q1"}, {.qid = "q2"}, {.qid = "q3"}};
    const ResultColumn map{
        .name = "map", .measure = &measureInfo(MeasureFamily::Map), .perQuery = {1.0, 0.1, 0.3}};
    const ResultColumn ret{
        .name = "num_ret", .measure = &measureInfo(MeasureFamily::NumRet), .perQuery = {20, 7, 3}};
    r.columns = {map, ret};
    convertToZScores(r, z);
    EXPECT_DOUBLE_EQ(r.columns[0].perQuery[0], 2.0);
    EXPECT_DOUBLE_EQ(r.columns[0].perQuery[1], -1.0);
    EXPECT_EQ(r.columns[0].perQuery[2], kMissingZScore);  // q3 has no entry at all
    EXPECT_DOUBLE_EQ(r.columns[0].aggregate, (2.0 - 1.0 + kMissingZScore) / 3);
    // num_ret's summary is a sum, of z-scores now.
    EXPECT_DOUBLE_EQ(r.columns[1].aggregate, 2.0 + 2 * kMissingZScore);
}

TEST(ZScores, AMissedQueryIsConvertedOnlyWhereTrecEvalEvaluatesIt) {
    const ZScores z = readZScores(writeTemp("q1 map 0.5 0.25\nq2 map 0.2 0.1\n"));
    for (const auto version : {TrecEvalVersion::V9_0_8, TrecEvalVersion::V10_0}) {
        EvalResult r;
        r.config.trecEvalVersion = version;
        r.queries = {{.qid = "q1"}, {.qid = "q2", .inRun = false}};
        const ResultColumn map{
            .name = "map", .measure = &measureInfo(MeasureFamily::Map), .perQuery = {1.0, 0.0}};
        r.columns = {map};
        convertToZScores(r, z);
        EXPECT_DOUBLE_EQ(r.columns[0].perQuery[1], version == TrecEvalVersion::V10_0 ? -2.0 : 0.0);
    }
}

TEST(ZScores, BadLinesAreRefusedWithTheirLine) {
    EXPECT_EQ(refusal("q1 map 0.5\n"), "expected 4 fields 'qid measure mean stddev', found 3 @1");
    EXPECT_EQ(refusal("q1 map 0.5 0.1\nq1 map x 0.1\n"), "mean 'x' is not a number @2");
    EXPECT_EQ(refusal("q1 map 0.5 1e\n"), "stddev '1e' is not a number @1");
    // trec_eval's own 9.0.8 test file has a nan mean: read, and its z-scores are nan.
    EXPECT_EQ(refusal("q1 map nan 0.2\n"), "accepted");
    EXPECT_EQ(refusal("q1 map 0.5 1\nq1 map 0.4 1\n"),
              "measure 'map' of query 'q1' is given twice @2");
    // A comment line is data for trec_eval 9.0.8, skipped by 10.0.
    EXPECT_EQ(refusal("# written by hand\nq1 map 0.5 1\n"), "mean 'by' is not a number @1");
    EXPECT_EQ(refusal("# written by hand\nq1 map 0.5 1\n", true), "accepted");
}

}  // namespace
}  // namespace ranklens::core
