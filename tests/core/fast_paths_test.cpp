// The fast paths of the engine give exactly what the general code gives: the one-pass TREC
// run line parser against splitWhitespace + parseDouble + parseInt, the ordering of a run that
// is already sorted by score against a full sort, and the docid index on awkward ids.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "core/base/numbers.h"
#include "core/io/line_reader.h"
#include "core/io/trec_run_line.h"
#include "core/model/doc_index.h"
#include "core/model/run.h"
#include "core/order/order_query.h"

namespace ranklens::core {
namespace {

// The line plus its '\n' and the padding the parser may read past it.
const char* parseFast(const std::string& line, std::string& storage, TrecRunLine& out) {
    storage = line + "\n" + std::string(16, 'x');
    const char* next = parseTrecRunLine(storage.data(), out);
    if (next) {
        EXPECT_EQ(next, storage.data() + line.size() + 1) << line;
    }
    return next;
}

TEST(FastTrecLine, CommonShapeGivesTheGeneralParsersFields) {
    const std::vector<std::string> lines = {
        "7438 Q0 msmarco_doc_2194 1 20.000000 bm25_rm3_run",
        "q1\tQ0\td5\t12\t0.5\ttag",
        "q1  Q0   d-5 \t 999999999 -3.25  t",
        "1 0 D10 3 -0.000000 x",
        "1 0 D10 3 0 x",
        "1 0 D10 0007 007.50 x",
        "1 0 D10 3 123456789.012345 x",
        "1 0 D10 3 0.1 tag\r",
        "1 0 D10 3 0.3 tag \t",
        "1 0 \xC3\xA9t\xC3\xA9 3 17.539100 r\xC3\xA9sum\xC3\xA9",
        "longer_query_id_over_eight_bytes Q0 document_id_that_is_long_enough 5 9.87654321 t",
    };
    for (const auto& line : lines) {
        std::string storage;
        TrecRunLine fast;
        ASSERT_NE(parseFast(line, storage, fast), nullptr) << line;
        std::string_view f[6];
        ASSERT_EQ(splitWhitespace(line, f, 6), 6u) << line;
        double score;
        std::int32_t rank;
        ASSERT_TRUE(parseDouble(f[4], score));
        ASSERT_TRUE(parseInt(f[3], rank));
        EXPECT_EQ(fast.qid, f[0]) << line;
        EXPECT_EQ(fast.doc, f[2]) << line;
        EXPECT_EQ(fast.tag, f[5]) << line;
        EXPECT_EQ(fast.rank, rank) << line;
        // Bit for bit: the same double, including the sign of zero.
        EXPECT_EQ(std::memcmp(&fast.score, &score, sizeof score), 0) << line;
    }
}

TEST(FastTrecLine, EveryOtherShapeIsLeftToTheGeneralParser) {
    const std::vector<std::string> lines = {
        "",
        "   ",
        " 1 0 D1 1 0.5 t",       // leading blank
        "1 0 D1 1 0.5",          // five fields
        "1 0 D1 1 0.5 t extra",  // seven fields (accepted, but not here)
        "1 0 D1 +1 0.5 t",       // signed rank
        "1 0 D1 -1 0.5 t",
        "1 0 D1 1234567890 0.5 t",        // rank of ten digits
        "1 0 D1 1 1e5 t",                 // exponent
        "1 0 D1 1 +0.5 t",                // signed score
        "1 0 D1 1 .5 t",                  // no integer digit
        "1 0 D1 1 5. t",                  // no fraction digit
        "1 0 D1 1 1234567890.1234567 t",  // sixteen digits
        "1 0 D1 1 nan t",
        "1 0 D1 1 inf t",
        "1 0 D1 1 0.5x t",
        "1 0 D\x01 1 0.5 t",                  // control byte inside an id
        "1 0 D1 1 0.5 t\x0b",                 // vertical tab
        "1\r0 D1 1 0.5 t",                    // carriage return as a separator
        std::string("1 0 D1 1 0.5 t\0", 15),  // NUL byte
    };
    for (const auto& line : lines) {
        std::string storage;
        TrecRunLine fast;
        EXPECT_EQ(parseFast(line, storage, fast), nullptr) << line;
    }
}

TEST(FastTrecLine, ScoresRoundLikeFastFloat) {
    std::mt19937_64 rng(7);
    for (int i = 0; i < 20000; ++i) {
        const int intDigits = 1 + static_cast<int>(rng() % 8);
        const int fracDigits = static_cast<int>(rng() % (16 - intDigits));
        std::string num = (rng() % 4 == 0) ? "-" : "";
        for (int d = 0; d < intDigits; ++d) num.push_back(static_cast<char>('0' + rng() % 10));
        if (fracDigits > 0) {
            num.push_back('.');
            for (int d = 0; d < fracDigits; ++d) num.push_back(static_cast<char>('0' + rng() % 10));
        }
        std::string storage;
        TrecRunLine fast;
        ASSERT_NE(parseFast("q Q0 d 1 " + num + " t", storage, fast), nullptr) << num;
        double expected;
        ASSERT_TRUE(parseDouble(num, expected));
        ASSERT_EQ(std::memcmp(&fast.score, &expected, sizeof expected), 0) << num;
    }
}

std::vector<std::string> docsOf(const RunQuery& q) {
    std::vector<std::string> out;
    for (const auto& d : q.docs) out.emplace_back(d.doc);
    return out;
}

TEST(FastOrder, SortedScoresOnlyReorderTiedGroupsAndMatchAFullSort) {
    core::Run run;
    // Scores already descending; ties in file order, not docid order.
    const std::vector<std::pair<const char*, double>> rows = {
        {"D1", 3.0}, {"D10", 2.0}, {"D9", 2.0}, {"D2", 2.0},
        {"D5", 1.0}, {"D50", 1.0}, {"D0", 0.5}};
    RunQuery& q = run.query("q");
    for (std::uint32_t i = 0; i < rows.size(); ++i)
        q.docs.push_back(RankedDoc{rows[i].second, run.storeString(rows[i].first),
                                   static_cast<std::int32_t>(i + 1), i});
    RunQuery shuffled = q;
    std::reverse(shuffled.docs.begin(), shuffled.docs.end());  // not sorted: the full sort
    orderQuery(q, TiePolicy::TrecEval);
    orderQuery(shuffled, TiePolicy::TrecEval);
    const std::vector<std::string> expected = {"D1", "D9", "D2", "D10", "D50", "D5", "D0"};
    EXPECT_EQ(docsOf(q), expected);
    EXPECT_EQ(docsOf(shuffled), expected);
    // Input order keeps file order among ties, whichever order the docs arrive in.
    orderQuery(shuffled, TiePolicy::InputOrder);
    EXPECT_EQ(docsOf(shuffled),
              (std::vector<std::string>{"D1", "D10", "D9", "D2", "D5", "D50", "D0"}));
}

// orderQueryForLabels leaves a tied group unsorted only when its docs share one label: the
// labels rank by rank are those after the full docid order, for ties broken and averaged.
TEST(FastOrder, LabelsByRankMatchTheDocidOrderWhenSameLabelGroupsStayUnsorted) {
    std::mt19937 rng(11);
    core::Run run;
    for (int round = 0; round < 300; ++round) {
        RunQuery q;
        const int n = 1 + static_cast<int>(rng() % 40);
        std::vector<std::int32_t> grade(static_cast<std::size_t>(n));
        double score = 10.0;
        for (int i = 0; i < n; ++i) {
            if (rng() % 3 == 0) score -= 1.0;  // long runs of equal scores, descending
            const std::string doc = "d" + std::to_string(rng() % 1000) + "_" + std::to_string(i);
            q.docs.push_back(
                RankedDoc{score, run.storeString(doc), i + 1, static_cast<std::uint32_t>(i)});
            grade[static_cast<std::size_t>(i)] =
                rng() % 4 == 0 ? static_cast<std::int32_t>(rng() % 3) : -1000;
        }
        for (TiePolicy ties : {TiePolicy::TrecEval, TiePolicy::Average}) {
            RunQuery full = q, fast = q;
            orderQuery(full, ties);
            orderQueryForLabels(fast, ties, grade.data());
            for (std::size_t r = 0; r < full.docs.size(); ++r) {
                ASSERT_EQ(grade[fast.docs[r].inputPos], grade[full.docs[r].inputPos]) << r;
                ASSERT_EQ(fast.docs[r].score, full.docs[r].score);
            }
        }
    }
    // A group mixing labels is still put in docid order (descending, as trec_eval).
    RunQuery q;
    for (std::uint32_t i = 0; i < 3; ++i)
        q.docs.push_back(
            RankedDoc{1.0, run.storeString("D" + std::to_string(i)), static_cast<int>(i) + 1, i});
    const std::int32_t mixed[] = {1, -1000, -1000};
    orderQueryForLabels(q, TiePolicy::TrecEval, mixed);
    EXPECT_EQ(docsOf(q), (std::vector<std::string>{"D2", "D1", "D0"}));
    // One label for the whole group: any order gives the same labels; left in file order.
    RunQuery kept;
    for (std::uint32_t i = 0; i < 3; ++i)
        kept.docs.push_back(
            RankedDoc{1.0, run.storeString("D" + std::to_string(i)), static_cast<int>(i) + 1, i});
    const std::int32_t same[] = {2, 2, 2};
    orderQueryForLabels(kept, TiePolicy::TrecEval, same);
    EXPECT_EQ(docsOf(kept), (std::vector<std::string>{"D0", "D1", "D2"}));
}

TEST(FastDocIndex, FindsEveryKeyAndTheFirstRepeat) {
    std::vector<std::string> keys;
    for (int i = 0; i < 3000; ++i)
        keys.push_back(std::string(static_cast<std::size_t>(i % 23), 'a') + std::to_string(i));
    keys.push_back("");
    keys.push_back("a0");  // no repeat: "a" * 0 + "0" is "0"
    keys.push_back(keys[1234]);
    DocIndex index;
    const auto keyAt = [&keys](std::size_t i) { return keys[i].c_str(); };
    EXPECT_EQ(index.build(keys.size(), keyAt), keys.size() - 1);
    for (std::size_t i = 0; i + 1 < keys.size(); ++i) EXPECT_EQ(index.find(keys[i], keyAt), i);
    EXPECT_EQ(index.find("not there", keyAt), DocIndex::kNone);
    EXPECT_EQ(index.find("a", keyAt), DocIndex::kNone);
    EXPECT_NE(hashDocId("ab"), hashDocId("ba"));
}

}  // namespace
}  // namespace ranklens::core
