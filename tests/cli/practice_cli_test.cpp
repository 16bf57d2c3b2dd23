// `ranklens-cli practice` for a course's auto-grader: a set prints the same exercises as the
// core generates (with --answers, the core's expected answers), a set file written by `practice
// set` grades a learner's CSV (right, wrong with its mistake class, unreadable, unanswered), and
// a malformed set or answers file exits 2 naming the file.
#include <gtest/gtest.h>

#include <string>

#include "core/teaching/practice_answer.h"
#include "core/teaching/practice_exercise.h"
#include "core/teaching/practice_set.h"
#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;
namespace t = ranklens::core::teaching;

class PracticeCli : public ranklens::test::TempDirTest {};

TEST_F(PracticeCli, PrintsTheCoresExercisesAndAnswers) {
    const auto r = cli("practice print --seed 20 --count 4 --kinds compute,predict --answers");
    ASSERT_EQ(r.code, 0);
    const auto set =
        t::makePracticeSet({t::PracticeKind::Compute, t::PracticeKind::Predict}, 20, 4);
    const auto specs = set.specs();
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const t::PracticeExercise ex = t::makeExercise(specs[i]);
        EXPECT_NE(r.out.find("Exercise " + std::to_string(i + 1) + " (" + t::toString(ex.kind) +
                             ", seed " + std::to_string(20 + i) + "; id " + t::practiceId(ex.spec) +
                             ")\n  " + ex.question.english() + "\n  " +
                             t::exerciseLines(ex)[0].english()),
                  std::string::npos)
            << r.out;
        EXPECT_NE(r.out.find("  Answer: " + t::expectedAnswerText(ex) + "\n"), std::string::npos);
    }
    const auto again = cli("practice print --seed 20 --count 4 --kinds compute,predict --answers");
    EXPECT_EQ(again.out, r.out);
    const auto noAnswers = cli("practice print --seed 20 --count 4 --kinds compute,predict");
    EXPECT_EQ(noAnswers.out.find("Answer:"), std::string::npos);
    EXPECT_EQ(cli("practice print --kinds guess").code, 1);
    // One exercise replayed by the id the answers carry (measure and level included).
    const t::PracticeSpec spec{t::PracticeKind::Compute, 123, t::PracticeMeasure::Ndcg,
                               t::PracticeLevel::Graded};
    const auto one = cli("practice print --answers --id " + t::practiceId(spec));
    ASSERT_EQ(one.code, 0);
    const t::PracticeExercise ex = t::makeExercise(spec);
    EXPECT_NE(one.out.find("; id compute-123-NDCG-graded)\n  " + ex.question.english()),
              std::string::npos)
        << one.out;
    EXPECT_NE(one.out.find("  Answer: " + t::expectedAnswerText(ex) + "\n"), std::string::npos);
    EXPECT_EQ(cli("practice print --id compute-x").code, 1);
}

TEST_F(PracticeCli, ChecksALearnersAnswers) {
    const std::string setFile = (dir_ / "week3.json").string();
    ASSERT_EQ(cli("practice set --seed 5 --count 4 --kinds compute,choose -o " + setFile).code, 0);
    const t::PracticeSetLoad set = t::loadPracticeSet(setFile);
    ASSERT_TRUE(set.ok) << set.error;
    const auto specs = set.set.specs();
    const t::PracticeExercise e1 = t::makeExercise(specs[0]), e2 = t::makeExercise(specs[1]),
                              e3 = t::makeExercise(specs[2]);
    const std::string wrong3 = t::practiceValueText(e3.expected + 0.25);
    const std::string answers =
        write("answers.csv", "exercise,answer,time\n1," + t::expectedAnswerText(e1) +
                                 ",2026-12-02T10:00:00Z\n2,Z\n3," + wrong3 + ",\n");
    ASSERT_EQ(e2.kind, t::PracticeKind::Choose);  // "Z" is not one of its options
    const auto r = cli("practice check --format graded " + setFile + " " + answers);
    ASSERT_EQ(r.code, 0);
    const std::string mistake = t::mistakeId(t::gradeAnswer(e3, wrong3).mistake);
    const std::string who = "answers," + t::practiceSetId(set.set) + ",";
    EXPECT_EQ(r.out, "learner,set,exercise,answer,correct,time,mistake\n" + who + "1," +
                         t::expectedAnswerText(e1) + ",right,2026-12-02T10:00:00Z,\n" + who +
                         "2,Z,unreadable,,not_an_option\n" + who + "3," + wrong3 + ",wrong,," +
                         mistake + "\n" + who + "4,,unanswered,,\n");
    EXPECT_EQ(ranklens::test::runCommand(std::string("'") + RANKLENS_CLI + "' practice check " +
                                         setFile + " " + answers + " 2>&1 >/dev/null")
                  .out,
              "answers: 1 of 4 right\n");
}

TEST_F(PracticeCli, MalformedInputExitsTwoNamingTheFile) {
    const std::string setFile = write("set.json", R"({"format":"ranklens-practice-set","version":1,
        "kinds":["compute"],"seeds":[1,2]})");
    const std::string ok = write("ok.csv", "exercise,answer\n1,0.5\n");
    struct Case {
        std::string set, answers, message;
    };
    const Case cases[] = {
        {write("broken.json", "{\"format\": "), ok, "broken.json: not an exercise set"},
        {write("foreign.json", R"({"format":"other"})"), ok,
         "foreign.json: not a RankLens exercise set"},
        {setFile, write("noheader.csv", "1,0.5\n"), "noheader.csv: line 1: the header"},
        {setFile, write("quote.csv", "exercise,answer\n1,\"0.5\n"),
         "quote.csv: line 2: a quoted field never ends"},
        {setFile, write("unknown.csv", "exercise,answer\n7,0.5\n"),
         "unknown.csv: exercise \"7\" is not in the set"},
        {setFile, (dir_ / "missing.csv").string(), "missing.csv: cannot be opened"},
    };
    for (const auto& c : cases) {
        const auto r = cli("practice check " + c.set + " " + c.answers, true);
        EXPECT_EQ(r.code, 2) << c.message;
        EXPECT_NE(r.out.find(c.message), std::string::npos) << r.out;
    }
}

}  // namespace
