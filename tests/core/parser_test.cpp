// Input parsing: TREC run and qrels, CSV/TSV, gzip; every bad line named by file and line.
#include <gtest/gtest.h>

#include <zlib.h>
#include "tests/core/temp_dir_test.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "core/io/csv_reader.h"
#include "core/io/input_format.h"
#include "core/io/trec_reader.h"

namespace ranklens::core {
namespace {

namespace fs = std::filesystem;

class ParserTest : public ranklens::test::TempDirTest {};

std::vector<std::string> docOrder(const Run& run, const std::string& qid) {
    std::vector<std::string> out;
    for (const auto& d : run.find(qid)->docs) out.emplace_back(d.doc);
    return out;
}

TEST_F(ParserTest, TrecRunFieldsScoresAndInterleavedQueries) {
    const auto p = write("run.txt",
                         "q1 Q0 d1 1 1e0 tagA\n"
                         "\n"
                         "q2\tQ0\td5\t1\t+1.000\ttagA extra ignored\n"
                         "q1 Q0 d2 2 10E-1 tagB\r\n"
                         "   q1 Q0 d3 3 0.5 tagC");
    ParseReport rep;
    core::Run run = readTrecRun(p, {}, &rep);
    EXPECT_EQ(rep.records, 4u);
    EXPECT_EQ(rep.lines, 5u);
    ASSERT_NE(run.find("q1"), nullptr);
    EXPECT_EQ(run.find("q1")->docs.size(), 3u);
    for (const auto& d : run.find("q1")->docs) {
        EXPECT_DOUBLE_EQ(d.score, std::string(d.doc) == "d3" ? 0.5 : 1.0);
    }
    EXPECT_DOUBLE_EQ(run.find("q2")->docs[0].score, 1.0);
    EXPECT_EQ(run.name, "tagC");  // trec_eval keeps the last line's tag
    EXPECT_TRUE(run.hasRanks);
}

TEST_F(ParserTest, TrecEvalTieOrderIsDocidDescendingByteOrder) {
    const auto p = write("run.txt",
                         "q Q0 D10 1 1.0 t\nq Q0 D9 2 1.0 t\nq Q0 a 3 1.0 t\nq Q0 b 4 1.0 t\n"
                         "q Q0 B 5 1.0 t\nq Q0 top 6 2.0 t\n");
    core::Run run = readTrecRun(p);
    run.order(TiePolicy::TrecEval);
    EXPECT_EQ(docOrder(run, "q"), (std::vector<std::string>{"top", "b", "a", "D9", "D10", "B"}));
    run.order(TiePolicy::InputOrder);
    EXPECT_EQ(docOrder(run, "q"), (std::vector<std::string>{"top", "D10", "D9", "a", "b", "B"}));
    run.order(TiePolicy::Rank);
    EXPECT_EQ(docOrder(run, "q"), (std::vector<std::string>{"D10", "D9", "a", "b", "B", "top"}));
}

TEST_F(ParserTest, MalformedRunLinesNameFileAndLine) {
    const auto p =
        write("bad.run", "q1 Q0 d1 1 1.0 t\nq1 Q0 d2 2\nq1 Q0 d3 3 abc t\nq1 Q0 d4 x 1 t\n");
    try {
        (void)readTrecRun(p);
        FAIL() << "expected ParseError";
    } catch (const ParseError& e) {
        ASSERT_EQ(e.issues().size(), 3u);
        EXPECT_EQ(e.issues()[0].str(),
                  p + ":2: expected 6 fields 'qid iter docid rank score tag', found 4");
        EXPECT_EQ(e.issues()[1].str(), p + ":3: score 'abc' is not a number");
        EXPECT_EQ(e.issues()[2].str(), p + ":4: rank 'x' is not an integer");
    }
}

TEST_F(ParserTest, NanScoreIsRejected) {
    const auto p = write("nan.run", "q1 Q0 d1 1 nan t\n");
    EXPECT_THROW((void)readTrecRun(p), ParseError);
}

TEST_F(ParserTest, SkipBadLinesCountsThem) {
    const auto p = write("bad.run", "q1 Q0 d1 1 1.0 t\nbroken\nq1 Q0 d2 2 0.5 t\n");
    ParseOptions o;
    o.skipBadLines = true;
    ParseReport rep;
    core::Run run = readTrecRun(p, o, &rep);
    EXPECT_EQ(rep.skipped, 1u);
    EXPECT_EQ(rep.records, 2u);
    ASSERT_EQ(rep.issues.size(), 1u);
    EXPECT_EQ(rep.issues[0].line, 2u);
    EXPECT_EQ(run.totalDocs(), 2u);
}

TEST_F(ParserTest, DuplicateDocInRunIsRefusedWithLines) {
    const auto p =
        write("dup.run", "q1 Q0 d1 1 1.0 t\nq1 Q0 d2 2 0.9 t\nq2 Q0 d1 1 1 t\nq1 Q0 d1 3 0.8 t\n");
    try {
        (void)readTrecRun(p);
        FAIL() << "expected ParseError";
    } catch (const ParseError& e) {
        ASSERT_EQ(e.issues().size(), 1u);
        EXPECT_EQ(e.issues()[0].kind, ParseIssue::Kind::Duplicate);
        EXPECT_EQ(e.issues()[0].str(),
                  p + ": query 'q1' lists document 'd1' more than once (lines 1, 4)");
    }
}

TEST_F(ParserTest, QrelsExactlyFourFieldsIntegerLabels) {
    const auto p = write("qrels", "q1 0 d1 2\nq1 0 d2 -1\nq2 0 d1 0\n");
    Qrels q = readTrecQrels(p);
    ASSERT_EQ(q.queries().size(), 2u);
    EXPECT_EQ(*q.find("q1")->grade("d2"), -1);
    const auto bad = write("bad.qrels", "q1 0 d1 2\nq1 0 d2 1 extra\nq1 0 d3 1.5\n");
    try {
        (void)readTrecQrels(bad);
        FAIL();
    } catch (const ParseError& e) {
        ASSERT_EQ(e.issues().size(), 2u);
        EXPECT_EQ(e.issues()[0].str(), bad + ":2: expected 4 fields 'qid iter docid rel', found 5");
        // trec_eval's integer strictness; the message names the option that lifts it.
        EXPECT_EQ(e.issues()[1].str(),
                  bad +
                      ":3: relevance '1.5' is not an integer (TREC qrels take integer "
                      "relevance as trec_eval; --real-labels reads real-valued labels as gains)");
    }
    const auto dup = write("dup.qrels", "q1 0 d1 2\nq1 0 d1 1\n");
    EXPECT_THROW((void)readTrecQrels(dup), ParseError);
}

TEST_F(ParserTest, CsvRunWithHeaderQuotesAndRankOnly) {
    const auto p = write("run.csv", "user_id,item_id,rank\nu1,\"item, with comma\",2\nu1,i2,1\n");
    EXPECT_EQ(detectFormat(p), InputFormat::Delimited);
    core::Run run = readRun(p);
    run.order(TiePolicy::TrecEval);  // score = -rank: rank order
    EXPECT_EQ(docOrder(run, "u1"), (std::vector<std::string>{"i2", "item, with comma"}));
}

TEST_F(ParserTest, TsvQrelsAndMissingColumns) {
    const auto p = write("labels.tsv", "query\tdoc\tlabel\nq1\td1\t3\n");
    Qrels q = readQrels(p);
    EXPECT_EQ(*q.find("q1")->grade("d1"), 3);
    const auto bad = write("bad.csv", "query,doc,score\nq1,d1,1\n");
    try {
        (void)readCsvQrels(bad);
        FAIL();
    } catch (const ParseError& e) {
        EXPECT_NE(std::string(e.what()).find(bad + ":1: header must name"), std::string::npos)
            << e.what();
    }
    const auto badLine = write("badline.csv", "query,doc,score\nq1,d1,1\nq1,d2\nq1,d3,zz\n");
    try {
        (void)readCsvRun(badLine);
        FAIL();
    } catch (const ParseError& e) {
        ASSERT_EQ(e.issues().size(), 2u);
        EXPECT_EQ(e.issues()[0].line, 3u);
        EXPECT_EQ(e.issues()[1].str(), badLine + ":4: score 'zz' is not a number");
    }
}

TEST_F(ParserTest, GzipInputIsReadTransparently) {
    const auto p = (dir_ / "run.gz").string();
    gzFile gz = gzopen(p.c_str(), "wb");
    const std::string text = "q1 Q0 d1 1 2.5 t\nq1 Q0 d2 2 1.5 t\n";
    gzwrite(gz, text.data(), static_cast<unsigned>(text.size()));
    gzclose(gz);
    core::Run run = readRun(p);
    EXPECT_EQ(run.totalDocs(), 2u);
    EXPECT_EQ(run.name, "t");
}

TEST_F(ParserTest, MissingFileAndEmptyFile) {
    EXPECT_THROW((void)readTrecRun((dir_ / "nope").string()), std::runtime_error);
    const auto empty = write("empty", "");
    core::Run run = readTrecRun(empty);
    EXPECT_EQ(run.queries().size(), 0u);
    EXPECT_THROW((void)readCsvRun(empty), ParseError);
}

TEST_F(ParserTest, ProgressCanCancel) {
    std::string big;
    for (int i = 0; i < 400000; ++i)
        big += "q" + std::to_string(i % 100) + " Q0 d" + std::to_string(i) + " 1 1.0 t\n";
    const auto p = write("big.run", big);
    ParseOptions o;
    o.progress = [](std::size_t, std::size_t) { return false; };
    EXPECT_THROW((void)readTrecRun(p, o), Cancelled);
}

}  // namespace
}  // namespace ranklens::core

namespace ranklens::core {
namespace {

// Reading with several threads must give exactly what one thread gives.
TEST_F(ParserTest, ParallelReadEqualsSequentialRead) {
    std::string run, qrels;
    for (int i = 0; i < 5000; ++i) {
        const std::string qid =
            "q" + std::to_string(i / 37 + (i % 97 == 0 ? 1000 : 0));  // some interleaving
        run += qid + " Q0 D" + std::to_string(i) + " " + std::to_string(i % 37 + 1) + " " +
               std::to_string((i * 7) % 11) + " tag" + std::to_string(i / 2000) + "\n";
        if (i % 3 == 0)
            qrels += qid + " 0 D" + std::to_string(i) + " " + std::to_string(i % 4) + "\n";
    }
    const auto runPath = write("par.run", run);
    const auto qrelsPath = write("par.qrels", qrels);
    ParseOptions seq;
    seq.threads = 1;
    const core::Run a = readTrecRun(runPath, seq);
    const Qrels qa = readTrecQrels(qrelsPath, seq);
    for (unsigned threads : {2u, 3u, 8u}) {
        ParseOptions par;
        par.threads = threads;
        par.parallelMinBytes = 0;
        ParseReport rep;
        const core::Run b = readTrecRun(runPath, par, &rep);
        EXPECT_EQ(rep.records, 5000u);
        EXPECT_EQ(b.name, a.name);
        ASSERT_EQ(b.queries().size(), a.queries().size());
        for (const auto& qa1 : a.queries()) {
            const RunQuery* qb = b.find(qa1.qid);
            ASSERT_NE(qb, nullptr);
            ASSERT_EQ(qb->docs.size(), qa1.docs.size());
            for (std::size_t i = 0; i < qa1.docs.size(); ++i) {
                EXPECT_STREQ(qb->docs[i].doc, qa1.docs[i].doc);
                EXPECT_EQ(qb->docs[i].score, qa1.docs[i].score);
                EXPECT_EQ(qb->docs[i].rank, qa1.docs[i].rank);
                EXPECT_EQ(qb->docs[i].inputPos, qa1.docs[i].inputPos);
            }
        }
        const Qrels qb = readTrecQrels(qrelsPath, par);
        ASSERT_EQ(qb.totalJudgments(), qa.totalJudgments());
        for (const auto& q : qa.queries())
            for (const auto& j : q.judgments) EXPECT_EQ(qb.find(q.qid)->grade(j.doc), j.grade);
    }
}

TEST_F(ParserTest, ParallelReadFallsBackForExactLineNumbers) {
    std::string run;
    for (int i = 0; i < 3000; ++i) run += "q Q0 D" + std::to_string(i) + " 1 1.0 t\n";
    run += "q Q0 bad 1 oops t\n";
    const auto p = write("bad.run", run);
    ParseOptions par;
    par.threads = 4;
    par.parallelMinBytes = 0;
    try {
        (void)readTrecRun(p, par);
        FAIL();
    } catch (const ParseError& e) {
        EXPECT_EQ(e.issues().at(0).str(), p + ":3001: score 'oops' is not a number");
    }
}

}  // namespace
}  // namespace ranklens::core

namespace ranklens::core {
namespace {

TEST_F(ParserTest, JsonLinesRunAndLabels) {
    const auto run = write("run.jsonl",
                           "{\"query\": \"q1\", \"doc\": \"d1\", \"score\": 2.5}\n"
                           "\n"
                           "{\"user\": 7, \"item\": \"i9\", \"rank\": 1}\n"
                           "{\"query\": \"q1\", \"doc\": \"d2\", \"score\": 3}\n");
    EXPECT_EQ(detectFormat(run), InputFormat::Json);
    core::Run r = readRun(run);
    r.order(TiePolicy::TrecEval);
    EXPECT_EQ(docOrder(r, "q1"), (std::vector<std::string>{"d2", "d1"}));
    ASSERT_NE(r.find("7"), nullptr);
    const auto labels =
        write("labels.jsonl", "{\"query\": \"q1\", \"doc\": \"d2\", \"label\": 3}\n");
    EXPECT_EQ(readQrels(labels).find("q1")->grade("d2"), 3);
    const auto bad = write(
        "bad.jsonl",
        "{\"query\": \"q1\", \"doc\": \"d2\", \"score\": 1}\n{\"query\": \"q1\"}\nnot json\n");
    try {
        (void)readRun(bad);
        FAIL();
    } catch (const ParseError& e) {
        ASSERT_EQ(e.issues().size(), 2u);
        EXPECT_EQ(e.issues()[0].str(), bad + ":2: needs \"query\" and \"doc\" (or user/item) ids");
        EXPECT_EQ(e.issues()[1].str(), bad +
                                           ":3: not valid JSON (column 2): syntax error while "
                                           "parsing value - invalid literal; last read: 'no'");
    }
}

TEST_F(ParserTest, RanxStyleDictionaries) {
    const auto run =
        write("run.json", "{\n  \"q1\": {\"d1\": 0.5, \"d2\": 0.9},\n  \"q2\": {\"d3\": 1}\n}\n");
    core::Run r = readRun(run);
    r.order(TiePolicy::TrecEval);
    EXPECT_EQ(docOrder(r, "q1"), (std::vector<std::string>{"d2", "d1"}));
    const auto qrels = write("qrels.json", "{\"q1\": {\"d2\": 2}}");
    EXPECT_EQ(readQrels(qrels).find("q1")->grade("d2"), 2);
    // Real-valued labels are read (used as gains, relevance by the floor); a string is not.
    const Qrels real = readQrels(write("realq.json", "{\"q1\": {\"d2\": 1.5}}"));
    EXPECT_EQ(real.find("q1")->grade("d2"), 1);
    EXPECT_DOUBLE_EQ(real.find("q1")->label(0), 1.5);
    EXPECT_THROW((void)readQrels(write("badq.json", "{\"q1\": {\"d2\": \"1\"}}")), ParseError);
}

}  // namespace
}  // namespace ranklens::core
