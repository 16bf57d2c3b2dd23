// More fast paths against the general code: the one-pass TREC qrels line parser, the wide run
// line parser, the labels file read in parallel ranges, and the keyed order of tied groups.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "core/base/numbers.h"
#include "core/eval/stream_eval.h"
#include "core/io/line_reader.h"
#include "core/io/parse_report.h"
#include "core/io/trec_qrels_line.h"
#include "core/io/trec_reader.h"
#include "core/io/trec_run_line.h"
#include "core/judged/judged_ranking.h"
#include "core/measures/measure_spec.h"
#include "core/model/run.h"
#include "core/order/keyed_tie_order.h"
#include "core/order/order_query.h"
#include "tests/core/temp_dir_test.h"
#include "tests/core/test_util.h"

namespace ranklens::core {
namespace {

const char* parseQrelsFast(const std::string& line, std::string& storage, TrecQrelsLine& out) {
    storage = line + "\n" + std::string(16, 'x');
    const char* next = parseTrecQrelsLine(storage.data(), out);
    if (next) {
        EXPECT_EQ(next, storage.data() + line.size() + 1) << line;
    }
    return next;
}

TEST(FastQrelsLine, CommonShapeGivesTheGeneralParsersFields) {
    const std::vector<std::string> lines = {
        "82 0 msmarco_doc_57957 0",
        "q1\t0\td5\t3",
        "q1  Q0   d-5 \t -2",
        "1 0 D10 0007",
        "1 0 D10 1234567",
        "1 0 D10 3\r",
        "1 0 D10 -0 \t",
        "1 0 D10 12 ",
        "1 0 \xC3\xA9t\xC3\xA9 1",
        "longer_query_id_over_eight_bytes 0 document_id_that_is_long_enough 2",
    };
    for (const auto& line : lines) {
        std::string storage;
        TrecQrelsLine fast;
        ASSERT_NE(parseQrelsFast(line, storage, fast), nullptr) << line;
        std::string_view f[4];
        ASSERT_EQ(splitWhitespace(line, f, 4), 4u) << line;
        std::int32_t grade;
        ASSERT_TRUE(parseInt(f[3], grade)) << line;
        EXPECT_EQ(fast.qid, f[0]) << line;
        EXPECT_EQ(fast.doc, f[2]) << line;
        EXPECT_EQ(fast.grade, grade) << line;
    }
}

TEST(FastQrelsLine, EveryOtherShapeIsLeftToTheGeneralParser) {
    const std::vector<std::string> lines = {
        "",
        "   ",
        " 1 0 D1 1",
        "1 0 D1",
        "1 0 D1 1 extra",
        "1 0 D1 +1",
        "1 0 D1 1.5",
        "1 0 D1 12345678",
        "1 0 D1 -",
        "1 0 D1 1x",
        "1 0 D\x01 1",
        "1 0 D1 1\x0b",
        "1\r0 D1 1",
        "1 0 D1 1\r\r",
        "1 0 D1 --1",
        std::string("1 0 D1 1\0", 9),
    };
    for (const auto& line : lines) {
        std::string storage;
        TrecQrelsLine fast;
        EXPECT_EQ(parseQrelsFast(line, storage, fast), nullptr) << line;
    }
}

// The wide parser accepts a subset of what the one-pass parser accepts, with the same fields.
TEST(FastTrecLine, WideParserAgreesWithTheOnePassParser) {
    // MS MARCO v2.1 segment ids make 77-byte lines; 127 bytes with the '\n' fit two masks.
    const std::string v21 =
        "2080 Q0 msmarco_v2.1_doc_22_1201234065#1_1202211158 1 20.000000 bm25_rm3_run";
    const std::string longest = std::string(114, 'q') + " Q0 d 1 0.5 t";
    const std::string tooLong = std::string(115, 'q') + " Q0 d 1 0.5 t";
    std::vector<std::string> lines = {
        "7438 Q0 msmarco_doc_2194 1 20.000000 bm25_rm3_run",
        "q1\tQ0\td5\t12\t0.5\ttag",
        "q1  Q0 d5 12 0.5 tag",
        "1 0 D10 3 -0.000000 x",
        "1 0 D10 0007 007.50 x",
        "1 0 D10 3 123456789.012345 x",
        "1 0 D10 3 0.1 tag\r",
        "1 0 D10 3 0.3 tag \t",
        "1 0 D1 1 0.5 t extra",
        "1 0 D1 +1 0.5 t",
        "1 0 D1 1 1e5 t",
        "1 0 D\x01 1 0.5 t",
        "1 0 D1 1 0.5x t",
        "1 0 D1 1  0.5 t",
        "1 0 D1 1 0.5 ",
        "1 0 D1 1 0.5",
        std::string(50, 'q') + " Q0 d 1 0.5 t",  // 63 bytes with its '\n'
        std::string(51, 'q') + " Q0 d 1 0.5 t",  // 64: a second mask
        v21,
        longest,
        tooLong,
        std::string(60, 'q') + " Q0 d 1 0.5\x01t",
        std::string(60, 'q') + " Q0 d 1 0.5 t x",
        "q Q0 " + std::string(70, 'd') + "  1 0.5 t",
        "q\tQ0\t" + std::string(70, 'd') + "\t1\t0.5\ttag",
    };
    std::mt19937_64 rng(11);
    const std::string alphabet = "ab1 \t.-\r";
    for (int i = 0; i < 20000; ++i) {
        std::string line = "q Q0 d 1 2.5 t";
        // Half of them long enough (60..130 bytes) for the second mask.
        if (i % 2) line.insert(5, 60 + rng() % 60, 'd');
        for (int e = 0; e < 3; ++e) line[rng() % line.size()] = alphabet[rng() % alphabet.size()];
        lines.push_back(line);
    }
    int wideAccepted = 0;
    for (const auto& line : lines) {
        // A line shorter than 64 bytes is followed by more lines, as in a file.
        // A long line's '\n' is followed by only the 64 bytes MappedLines promises.
        const std::string storage =
            line + "\n" + (line.size() < 64 ? "q Q0 d 1 1.5 t\n" : "") + std::string(64, 'x');
        TrecRunLine wide, onePass;
        const char* w = parseTrecRunLineWide(storage.data(), wide);
        const char* o = parseTrecRunLine(storage.data(), onePass);
        if (!w) continue;
        ++wideAccepted;
        ASSERT_EQ(w, o) << line;
        EXPECT_EQ(wide.qid, onePass.qid) << line;
        EXPECT_EQ(wide.doc, onePass.doc) << line;
        EXPECT_EQ(wide.tag, onePass.tag) << line;
        EXPECT_EQ(wide.rank, onePass.rank) << line;
        const double wideScore = decodeScore(wide.scoreCode);
        EXPECT_EQ(std::memcmp(&wideScore, &onePass.score, sizeof(double)), 0) << line;
    }
#if defined(__SSE2__)
    EXPECT_GT(wideAccepted, 1000);
    TrecRunLine out;
    const std::string common = lines[0] + "\n" + std::string(64, 'x');
    EXPECT_NE(parseTrecRunLineWide(common.data(), out), nullptr);
    const auto padded = [](const std::string& line) { return line + "\n" + std::string(64, 'x'); };
    const std::string v21File = padded(v21);
    ASSERT_EQ(parseTrecRunLineWide(v21File.data(), out), v21File.data() + v21.size() + 1);
    EXPECT_EQ(out.qid, "2080");
    EXPECT_EQ(out.doc, "msmarco_v2.1_doc_22_1201234065#1_1202211158");
    EXPECT_EQ(out.tag, "bm25_rm3_run");
    EXPECT_EQ(out.rank, 1);
    EXPECT_EQ(decodeScore(out.scoreCode), 20.0);
    EXPECT_NE(parseTrecRunLineWide(padded(longest).data(), out), nullptr);
    EXPECT_EQ(parseTrecRunLineWide(padded(tooLong).data(), out), nullptr);
#endif
}

class ParallelQrelsTest : public ranklens::test::TempDirTest {};

// Every judgment in file order, as "qid doc grade" strings.
std::vector<std::string> judgmentsOf(const Qrels& q) {
    std::vector<std::string> out;
    for (const auto& query : q.queries())
        for (const auto& j : query.judgments)
            out.push_back(std::string(query.qid) + " " + j.doc + " " + std::to_string(j.grade));
    return out;
}

TEST_F(ParallelQrelsTest, AwkwardLinesReadInRangesGiveWhatOneThreadGives) {
    std::string text = "\xEF\xBB\xBF";  // a byte order mark
    for (int i = 0; i < 4000; ++i) {
        const std::string q = "q" + std::to_string(i / 50);
        const std::string d = "doc_" + std::to_string(i);
        switch (i % 9) {
            case 0:
                text += q + " 0 " + d + " 1\r\n";
                break;
            case 1:
                text += q + "\t0\t" + d + "\t-1\n";
                break;
            case 2:
                text += q + "  0   " + d + " +2\n";
                break;
            case 3:
                text += "\n";
                [[fallthrough]];
            case 4:
                text += q + " 0 " + d + " 3 \n";
                break;
            case 5:
                text += q + " 0 " + d + std::string(80, 'x') + " 0\n";
                break;
            case 6:
                text += "   " + q + " 0 " + d + " 007\n";
                break;
            default:
                text += q + " 0 " + d + " 2\n";
                break;
        }
    }
    text += "qlast 0 dlast 1";  // no final '\n'
    const auto path = write("awkward.qrels", text);
    ParseOptions seq;
    seq.threads = 1;
    const auto expected = judgmentsOf(readTrecQrels(path, seq));
    ASSERT_EQ(expected.size(), 4001u);
    EXPECT_EQ(expected.front(), "q0 doc_0 1");
    EXPECT_EQ(expected.back(), "qlast dlast 1");
    for (unsigned threads : {2u, 3u, 8u}) {
        ParseOptions par;
        par.threads = threads;
        par.parallelMinBytes = 0;
        ParseReport rep;
        const Qrels got = readTrecQrels(path, par, &rep);
        EXPECT_EQ(rep.records, 4001u);
        EXPECT_EQ(judgmentsOf(got), expected) << threads;
        EXPECT_EQ(got.find("q3")->grade("doc_153"), 1);
        EXPECT_EQ(got.find("qlast")->grade("dlast"), 1);
        EXPECT_EQ(got.find("nope"), nullptr);
    }
}

TEST_F(ParallelQrelsTest, BadLineOrDuplicateIsNamedAsByOneThread) {
    std::string text;
    for (int i = 0; i < 3000; ++i) text += "q 0 D" + std::to_string(i) + " 1\n";
    const auto bad = write("bad.qrels", text + "q 0 Dx 1.5\n");
    const auto dup = write("dup.qrels", text + "q 0 D7 2\n");
    ParseOptions par;
    par.threads = 4;
    par.parallelMinBytes = 0;
    try {
        (void)readTrecQrels(bad, par);
        FAIL();
    } catch (const ParseError& e) {
        EXPECT_NE(e.issues().at(0).str().find(bad + ":3001: relevance '1.5' is not an integer"),
                  std::string::npos);
    }
    try {
        (void)readTrecQrels(dup, par);
        FAIL();
    } catch (const ParseError& e) {
        EXPECT_NE(e.issues().at(0).str().find("D7"), std::string::npos);
    }
}

// Docids of one query stored back to back with 8 spare bytes, as the streaming evaluator
// keeps them; the keyed order must give orderQueryForLabels' docs rank by rank.
TEST(KeyedTieOrder, GivesTheDocidOrderOfOrderQueryForLabels) {
    std::mt19937_64 rng(5);
    const std::vector<std::string> prefixes = {"", "msmarco_doc_", "d", "\xC3\xA9", "pfx_long_"};
    for (int round = 0; round < 300; ++round) {
        const std::string& prefix = prefixes[rng() % prefixes.size()];
        const std::size_t n = 1 + rng() % 60;
        std::vector<std::string> ids;
        while (ids.size() < n) {
            std::string id = prefix + std::to_string(rng() % (round % 2 ? 30 : 100000));
            if (rng() % 5 == 0) id += std::string(rng() % 12, static_cast<char>('a' + rng() % 3));
            if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
        }
        std::string bytes;
        std::vector<std::size_t> at;
        std::vector<std::uint32_t> len;
        for (const auto& id : ids) {
            at.push_back(bytes.size());
            len.push_back(static_cast<std::uint32_t>(id.size()));
            bytes += id;
            bytes.push_back('\0');
        }
        bytes += std::string(8, 'z');
        RunQuery a;
        std::vector<std::int32_t> grade(n);
        double score = 10.0;
        for (std::uint32_t i = 0; i < n; ++i) {
            if (rng() % 3 == 0) score -= 0.5;  // groups of equal scores, descending
            a.docs.push_back(RankedDoc{score, bytes.data() + at[i], 0, i});
            grade[i] = static_cast<std::int32_t>(rng() % 3) - 1;
        }
        RunQuery b = a;
        std::vector<std::pair<std::uint64_t, RankedDoc>> scratch;
        orderQueryForLabels(a, TiePolicy::TrecEval, grade.data());
        orderQueryForLabelsKeyed(b, TiePolicy::TrecEval, grade.data(), len.data(), scratch);
        for (std::size_t i = 0; i < n; ++i)
            ASSERT_STREQ(b.docs[i].doc, a.docs[i].doc) << "round " << round << " rank " << i;
    }
}

// The ideal order counts small spans of grades and sorts wide ones: both descending.
TEST(IdealOrder, CountedOrSortedGradesDescend) {
    std::mt19937_64 rng(9);
    for (const std::int64_t span : {1, 4, 64, 65, 100000}) {
        std::vector<std::int32_t> grades;
        for (int i = 0; i < 500; ++i)
            grades.push_back(
                static_cast<std::int32_t>(static_cast<std::int64_t>(rng() % span) - 2));
        std::vector<std::int32_t> expected = grades;
        std::sort(expected.begin(), expected.end(), std::greater<>());
        idealOrder(grades, EvalConfig{});
        EXPECT_EQ(grades, expected) << span;
    }
    std::vector<std::int32_t> extremes = {INT32_MIN + 1, 3, INT32_MAX, -1, 3};
    idealOrder(extremes, EvalConfig{});
    EXPECT_EQ(extremes, (std::vector<std::int32_t>{INT32_MAX, 3, 3, -1, INT32_MIN + 1}));
    std::vector<std::int32_t> none;
    idealOrder(none, EvalConfig{});
    EXPECT_TRUE(none.empty());
}

// Runs large enough for the mapped pieces (not only the copied tail): lines of every shape,
// a file of an exact number of pages with and without its final '\n'.
class StreamMappedTest : public ranklens::test::TempDirTest {};

std::string mixedRun(unsigned seed) {
    std::mt19937 rng(seed);
    std::string run;
    for (int q = 0; q < 1200; ++q) {
        const std::string qid = std::to_string(q * 7919 % 5000);
        const int n = std::uniform_int_distribution<int>(20, 60)(rng);
        for (int i = 0; i < n; ++i) {
            const std::string doc = "msmarco_doc_" + std::to_string(i * 31 % 211);
            const std::string score = std::to_string(std::uniform_int_distribution<int>(0, 9)(rng));
            const std::string rank = std::to_string(i + 1);
            switch (rng() % 8) {
                case 0:
                    run += qid + "\tQ0\t" + doc + "\t" + rank + "\t" + score + ".25\tt\r\n";
                    break;
                case 1:
                    run += qid + " Q0 " + doc + std::string(70, 'y') + " " + rank + " " + score +
                           " t\n";
                    break;
                case 2:
                    run += qid + "  Q0 " + doc + " " + rank + " " + score + "e0 t extra\n\n";
                    break;
                default:
                    run += qid + " Q0 " + doc + " " + rank + " " + score + ".500000 run\n";
                    break;
            }
        }
    }
    return run;
}

TEST_F(StreamMappedTest, LargeRunsGiveTheInMemoryResult) {
    std::string labels;
    for (int q = 0; q < 5000; q += 7)
        for (int d = 0; d < 211; d += 5)
            labels += std::to_string(q) + " 0 msmarco_doc_" + std::to_string(d) + " " +
                      std::to_string(d % 4) + "\n";
    const Qrels qrels = readTrecQrels(write("labels", labels));
    std::string run = mixedRun(3);
    ASSERT_GT(run.size(), 600000u);              // several 2 MiB-or-less pieces per thread
    run.resize(run.size() - run.size() % 4096);  // whole pages, cut inside a line
    run.erase(run.rfind('\n') + 1);              // the cut line dropped...
    const std::string head = "zzq Q0 zz 1 1 ";   // with its tag and '\n', a page's end
    std::size_t k = (4096 - (run.size() + head.size() + 1) % 4096) % 4096;
    if (k == 0) k = 4096;
    const std::string pad = head + std::string(k, 't');
    for (const std::string& last : {pad + "\n", pad + "t"}) {  // ...a page-filling last line
        const std::string text = run + last;
        ASSERT_EQ(text.size() % 4096, 0u);
        const auto path = write("run", text);
        EvalOptions opts;
        for (const char* m : {"P.5,10", "ndcg_cut.10", "map", "recip_rank"})
            addMeasureSpec(m, opts.requests);
        core::Run inMemory = readTrecRun(path);
        const EvalResult expected = evaluate(inMemory, qrels, {}, opts);
        ASSERT_GT(expected.queries.size(), 40u);
        for (int threads : {1, 2, 3, 5}) {
            opts.threads = threads;
            const auto got = evaluateTrecRunFile(path, qrels, {}, opts);
            ASSERT_TRUE(got.has_value()) << threads;
            test::expectSameResults(*got, expected);
            EXPECT_EQ(got->runName, expected.runName);
        }
    }
}

}  // namespace
}  // namespace ranklens::core
