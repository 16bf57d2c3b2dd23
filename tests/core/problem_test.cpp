// Errors as data (issue 46): every reader's problem is a code and the values it names; the
// English sentence is made in one place (englishText), the same one the CLI prints.
#include <gtest/gtest.h>

#include "tests/core/temp_dir_test.h"

#include "core/io/csv_reader.h"
#include "core/io/jsonl_reader.h"
#include "core/io/problem.h"
#include "core/io/trec_reader.h"

namespace ranklens::core {
namespace {

class ProblemTest : public ranklens::test::TempDirTest {};

// The first issue a reader refuses the file with.
template <typename Read>
ParseIssue firstIssue(Read read) {
    try {
        read();
    } catch (const ParseError& e) {
        if (!e.issues().empty()) return e.issues().front();
    }
    return {};
}

TEST(Problem, EveryCodeHasATemplateNamingItsValues) {
    EXPECT_STREQ(problemTemplate(ProblemCode::None), "");
    for (std::size_t i = 1; i < kProblemCodes; ++i) {
        const auto code = static_cast<ProblemCode>(i);
        const std::string t = problemTemplate(code);
        EXPECT_FALSE(t.empty()) << i;
        // Every %n from %1 to the arity is there (a value is never dropped).
        for (std::size_t n = 1; n <= problemArity(code); ++n)
            EXPECT_NE(t.find('%' + std::to_string(n)), std::string::npos) << t;
    }
    EXPECT_EQ(problemArity(ProblemCode::FieldsBeyondHeader), 4u);
    EXPECT_EQ(problemArity(ProblemCode::NulByte), 0u);
}

TEST(Problem, ValuesAreFilledInOnePass) {
    // A value that holds "%2" (a qid "q%2") is not filled again.
    EXPECT_EQ(englishText({ProblemCode::DocumentTwice, {"q%2", "d1"}}),
              "query 'q%2' lists document 'd1' more than once");
    EXPECT_EQ(englishText({ProblemCode::ScoreNotNumber, {"abc"}}), "score 'abc' is not a number");
    EXPECT_EQ(fillTemplate("%1 and %3", {"a"}), "a and %3");
}

TEST_F(ProblemTest, ReadersGiveTheCodeFileLineAndValues) {
    const std::string run = write("bad.run", "q1 Q0 d1 1 1.5 t\nq1 Q0 d2 1 abc t\n");
    const ParseIssue trec = firstIssue([&] { readTrecRun(run); });
    EXPECT_EQ(trec.file, run);
    EXPECT_EQ(trec.line, 2u);
    EXPECT_EQ(trec.problem.code, ProblemCode::ScoreNotNumber);
    EXPECT_EQ(trec.problem.values, std::vector<std::string>{"abc"});
    EXPECT_EQ(trec.str(), run + ":2: score 'abc' is not a number");

    const std::string csv = write("bad.csv", "qid,docid,score\nq1,d1,1,7\n");
    const ParseIssue extra = firstIssue([&] { readCsvRun(csv); });
    EXPECT_EQ(extra.problem.code, ProblemCode::FieldsBeyondHeader);
    EXPECT_EQ(extra.problem.values, (std::vector<std::string>{"4", "3", "'7'", ","}));
    EXPECT_EQ(extra.message(),
              "4 fields, but the header names 3 (beyond it: '7'); quote a value "
              "that holds ','");
}

TEST_F(ProblemTest, TheJsonReadersGiveCodesToo) {
    // The message the UI left in English in 简体中文 (a dictionary entry's score).
    const std::string dict = write("run.json", "{\"q1\": {\"d1\": 1.0,\n \"d2\": \"high\"}}\n");
    const ParseIssue entry = firstIssue([&] { readJsonlRun(dict); });
    EXPECT_EQ(entry.line, 2u);
    EXPECT_EQ(entry.problem.code, ProblemCode::JsonEntryScoreNotNumber);
    EXPECT_EQ(entry.problem.values, (std::vector<std::string>{"q1", "d2"}));
    EXPECT_EQ(entry.message(), "query 'q1', doc 'd2': the score is not a number");

    const std::string lines = write("labels.jsonl", "{\"qid\": \"q1\", \"doc\": \"d1\"}\n");
    EXPECT_EQ(firstIssue([&] { readJsonlQrels(lines); }).problem.code, ProblemCode::JsonNeedsLabel);
    const std::string broken = write("broken.jsonl", "{\"qid\": \"q1\", \"doc\": }\n");
    const ParseIssue invalid = firstIssue([&] { readJsonlRun(broken); });
    EXPECT_EQ(invalid.problem.code, ProblemCode::JsonInvalidAtColumn);
    ASSERT_EQ(invalid.problem.values.size(), 2u);
    const std::string& column = invalid.problem.values[0];
    EXPECT_FALSE(column.empty());
    EXPECT_EQ(column.find_first_not_of("0123456789"), std::string::npos) << column;
    EXPECT_EQ(invalid.message().rfind("not valid JSON (column " + column + "): ", 0), 0u)
        << invalid.message();
}

}  // namespace
}  // namespace ranklens::core
