// core::detectInputKind: one decision for the CLI and the GUI, made with the readers' own
// knowledge of the formats. Each case is then read by the reader it was sent to.
#include <zlib.h>

#include "core/base/text.h"
#include "core/io/input_format.h"
#include "core/io/input_kind.h"
#include "tests/core/temp_dir_test.h"

namespace ranklens::core {
namespace {

class InputKindTest : public ranklens::test::TempDirTest {
  protected:
    std::string writeGz(const std::string& name, const std::string& text) {
        const auto p = (dir_ / name).string();
        gzFile gz = gzopen(p.c_str(), "wb");
        gzwrite(gz, text.data(), static_cast<unsigned>(text.size()));
        gzclose(gz);
        return p;
    }
};

// The regression of the GUI's alias list: a JSON Lines qrels line was taken for a run.
TEST_F(InputKindTest, JsonLinesQrelsIsQrelsAndJsonLinesRunIsRun) {
    const auto qrels = write("l.jsonl",
                             "{\"query\": \"q1\", \"doc\": \"d1\", \"label\": 2}\n"
                             "{\"query\": \"q1\", \"doc\": \"d2\", \"label\": 0}\n");
    EXPECT_EQ(detectInputKind(qrels), InputKind::Qrels);
    EXPECT_EQ(readQrels(qrels).totalJudgments(), 2u);
    const auto run = write("r.jsonl", "{\"qid\": \"q1\", \"docid\": \"d1\", \"score\": 1.5}\n");
    EXPECT_EQ(detectInputKind(run), InputKind::Run);
    EXPECT_EQ(detectInputKind(write("rank.jsonl", "{\"query\": 1, \"doc\": 2, \"rank\": 1}\n")),
              InputKind::Run);
    EXPECT_EQ(detectInputKind(write("odd.jsonl", "{\"query\": \"q1\", \"doc\": \"d1\"}\n")),
              InputKind::Unknown);
}

// The other regression: gzip was read as text.
TEST_F(InputKindTest, GzippedRunIsRunAndGzippedQrelsIsQrels) {
    const auto run = writeGz("run.gz", "q1 Q0 d1 1 2.5 t\nq1 Q0 d2 2 1.5 t\n");
    EXPECT_EQ(detectInputKind(run), InputKind::Run);
    EXPECT_EQ(readRun(run).totalDocs(), 2u);
    EXPECT_EQ(detectInputKind(writeGz("qrels.gz", "\n\nq1 0 d1 1\n")), InputKind::Qrels);
    EXPECT_EQ(detectInputKind(writeGz("l.csv.gz", "qid,docid,rel\nq1,d1,1\n")), InputKind::Qrels);
}

TEST_F(InputKindTest, DelimitedHeadersByTheReadersColumnNames) {
    EXPECT_EQ(detectInputKind(write("r.csv", "query,doc,score\nq1,d1,0.5\n")), InputKind::Run);
    EXPECT_EQ(detectInputKind(write("r.tsv", "qid\tdocid\trank\nq1\td1\t1\n")), InputKind::Run);
    EXPECT_EQ(detectInputKind(write("l.csv", "topic,item,grade\nq1,d1,2\n")), InputKind::Qrels);
    // Score first: a run that also carries the label column is a run.
    EXPECT_EQ(detectInputKind(write("rl.csv", "query,doc,score,label\n")), InputKind::Run);
    EXPECT_EQ(detectInputKind(write("q.csv", "query,text,segment,weight\n")), InputKind::QueryMeta);
    EXPECT_EQ(detectInputKind(write("i.csv", "item,title,category\n")), InputKind::ItemMeta);
    EXPECT_EQ(detectInputKind(write("x.csv", "alpha,beta\n1,2\n")), InputKind::Unknown);
    EXPECT_EQ(detectInputKind(write("qd.csv", "query,doc\nq1,d1\n")), InputKind::Unknown);
}

TEST_F(InputKindTest, TrecByFieldCount) {
    EXPECT_EQ(detectInputKind(write("r.txt", "q1 Q0 d1 1 2.5 tag\n")), InputKind::Run);
    EXPECT_EQ(detectInputKind(write("r7.txt", "q1 Q0 d1 1 2.5 tag extra\n")), InputKind::Run);
    EXPECT_EQ(detectInputKind(write("l.txt", "q1\t0\td1\t1\n")), InputKind::Qrels);
    EXPECT_EQ(detectInputKind(write("five.txt", "q1 0 d1 1 x\n")), InputKind::Unknown);
}

// trec_eval's preference judgments (-R prefs): 5 fields, a level last. Its own test files, the
// one with comments too; a run line short of its tag stays unknown.
TEST_F(InputKindTest, TrecEvalPrefsFilesArePrefs) {
    const std::string data = RANKLENS_TEST_DATA "/trec_eval/test/";
    EXPECT_EQ(detectInputKind(data + "prefs.test"), InputKind::Prefs);
    EXPECT_EQ(detectInputKind(data + "prefs.comment.test"), InputKind::Prefs);
    EXPECT_EQ(detectInputKind(data + "prefs.results.test"), InputKind::Run);
    EXPECT_EQ(detectInputKind(write("p.txt", "q1\tjg1\t0\td1\t2.5\n")), InputKind::Prefs);
    EXPECT_EQ(detectInputKind(write("short.txt", "q1 Q0 d1 1 2.5\n")), InputKind::Unknown);
    EXPECT_EQ(detectInputKind(write("c.txt", "# a comment\nq1 0 d1 1\n")), InputKind::Qrels);
    EXPECT_STREQ(toString(InputKind::Prefs), "preference judgments");
}

TEST_F(InputKindTest, ProjectsEmptyAndMissingFiles) {
    EXPECT_EQ(detectInputKind(write("p.db", std::string("SQLite format 3\0rest", 20))),
              InputKind::Project);
    EXPECT_EQ(detectInputKind((dir_ / "new.RankLens").string()), InputKind::Project);
    EXPECT_EQ(detectInputKind(write("empty.txt", "\n  \n")), InputKind::Unknown);
    EXPECT_EQ(detectInputKind((dir_ / "missing.txt").string()), InputKind::Unknown);
    EXPECT_EQ(detectInputKind(dir_.string()), InputKind::Unknown);
    EXPECT_STREQ(toString(InputKind::QueryMeta), "query metadata");
}

// core/base/text.h: the one lower-casing of the names matched without case (a project's extension
// here, measure names, column headers): A-Z as a-z, every other byte (UTF-8 too) as it is.
TEST(AsciiLower, LowersAsciiLettersAndKeepsEveryOtherByte) {
    EXPECT_EQ(asciiLower("NDCG_Cut.10"), "ndcg_cut.10");
    EXPECT_EQ(asciiLower(std::string_view("\xc3\x9c.RANKLENS")), "\xc3\x9c.ranklens");
    EXPECT_EQ(asciiLower(std::string()), "");
    EXPECT_EQ(asciiLower('Q'), 'q');
    EXPECT_EQ(asciiLower('7'), '7');
}

}  // namespace
}  // namespace ranklens::core
