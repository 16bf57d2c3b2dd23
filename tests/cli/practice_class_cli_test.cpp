// `ranklens-cli practice` as an instructor's loop (issue 48): `practice set` chooses measures,
// levels, kinds and k, gets a new seed unless given one (printed), never overwrites without
// --force, holds tie exercises and gives a set id that changes with its exercises; `practice
// print --format json` has the contract's keys; a zh_CN set prints in Chinese; `practice check`
// grades a class of three (text, CSV, JSON), refuses another set's answers by name, and reads a
// spreadsheet's variants of the answers file.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>

#include "core/teaching/class_grading.h"
#include "core/teaching/practice_answer.h"
#include "core/teaching/practice_exercise.h"
#include "core/teaching/practice_set.h"
#include "tests/cli/cli_runner.h"
#include "tests/core/temp_dir_test.h"

namespace {

using ranklens::test::cli;
using ranklens::test::slurp;
namespace t = ranklens::core::teaching;

class PracticeClassCli : public ranklens::test::TempDirTest {
  public:
    using ranklens::test::TempDirTest::write;

  protected:
    // Writes a set with the CLI and reads it back.
    t::PracticeSet makeSet(const std::string& name, const std::string& args) {
        const std::string file = (dir_ / name).string();
        const auto r = cli("practice set " + args + " -o " + file, true);
        EXPECT_EQ(r.code, 0) << r.out;
        const t::PracticeSetLoad l = t::loadPracticeSet(file);
        EXPECT_TRUE(l.ok) << l.error;
        return l.set;
    }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
};

// A wrong but readable answer to an exercise.
std::string wrongAnswer(const t::PracticeExercise& ex) {
    switch (ex.kind) {
        case t::PracticeKind::Compute:
            return t::practiceValueText(ex.expected + 0.25);
        case t::PracticeKind::Predict:
            return ex.direction == t::Direction::Rise ? "fall" : "rise";
        case t::PracticeKind::Choose:
            return t::expectedAnswerText(ex) == "A" ? "B" : "A";
        case t::PracticeKind::Construct:
            break;
    }
    return "";
}

nlohmann::json printJson(const std::string& setFile, bool answers) {
    const auto r = cli("practice print --format json " + setFile + (answers ? " --answers" : ""));
    EXPECT_EQ(r.code, 0);
    return nlohmann::json::parse(r.out);
}

TEST_F(PracticeClassCli, ASetWithoutSeedGetsANewOnePrintedAndIsNeverOverwritten) {
    const auto first = cli("practice set --count 5 -o " + path("a.json"), true);
    ASSERT_EQ(first.code, 0) << first.out;
    const auto second = cli("practice set --count 5 -o " + path("b.json"), true);
    ASSERT_EQ(second.code, 0) << second.out;
    EXPECT_NE(slurp(path("a.json")), slurp(path("b.json")));  // a new seed each time
    // The seed is printed, and gives the same set again.
    const auto at = first.out.find("--seed ");
    ASSERT_NE(at, std::string::npos) << first.out;
    const std::string seed = first.out.substr(at + 7, first.out.find(')', at) - at - 7);
    ASSERT_EQ(cli("practice set --count 5 --seed " + seed + " -o " + path("c.json")).code, 0);
    EXPECT_EQ(slurp(path("a.json")), slurp(path("c.json")));

    const std::string before = slurp(path("a.json"));
    const auto refused = cli("practice set --count 3 --seed 9 -o " + path("a.json"), true);
    EXPECT_EQ(refused.code, 1);
    EXPECT_NE(refused.out.find("a.json exists; add --force to replace it"), std::string::npos)
        << refused.out;
    EXPECT_EQ(slurp(path("a.json")), before);
    EXPECT_EQ(cli("practice set --count 3 --seed 9 --force -o " + path("a.json")).code, 0);
    EXPECT_NE(slurp(path("a.json")), before);
}

TEST_F(PracticeClassCli, MeasuresLevelsKindsAndKAreChosenAndTiesCome) {
    makeSet("s.json",
            "--measures NDCG@k,AP,p@k --levels ties,binary --k 4-6 --count 24 --seed 3 "
            "--kinds compute,predict");
    const auto j = printJson(path("s.json"), false);
    std::set<std::string> measures, levels;
    std::set<int> ks;
    for (const auto& e : j["exercises"]) {
        measures.insert(e["measure"].get<std::string>());
        if (e["kind"] == "compute") levels.insert(e["level"].get<std::string>());
        ks.insert(e["k"].get<int>());
    }
    EXPECT_EQ(measures, (std::set<std::string>{"AP", "NDCG", "P"}));
    EXPECT_EQ(levels, (std::set<std::string>{"binary", "ties"}));
    EXPECT_EQ(ks, (std::set<int>{4, 5, 6}));
    // The default levels include ties: a set of ten has tie exercises.
    makeSet("d.json", "--count 10 --seed 1");
    int ties = 0;
    const auto defaults = printJson(path("d.json"), false);
    for (const auto& e : defaults["exercises"]) ties += e["level"] == "ties" && e.contains("items");
    EXPECT_GE(ties, 2);
    // Usage errors name what is wrong.
    const auto bad = cli("practice set --measures MAP -o " + path("x.json"), true);
    EXPECT_EQ(bad.code, 1);
    EXPECT_NE(bad.out.find("--measures: unknown \"MAP\""), std::string::npos) << bad.out;
    const auto badK = cli("practice set --k 6-4 -o " + path("x.json"), true);
    EXPECT_NE(badK.out.find("k runs from 1 to 10"), std::string::npos) << badK.out;
}

TEST_F(PracticeClassCli, PrintJsonHasTheContractsKeysAndTheIdChangesWithTheContent) {
    const t::PracticeSet set = makeSet("w.json",
                                       "--count 6 --seed 11 --title Week --kinds "
                                       "compute,predict,choose --levels means,graded");
    const auto j = printJson(path("w.json"), true);
    EXPECT_EQ(j["set"]["id"], t::practiceSetId(set));
    EXPECT_EQ(j["set"]["title"], "Week");
    ASSERT_EQ(j["exercises"].size(), 6u);
    const auto specs = set.specs();
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const auto& e = j["exercises"][i];
        const t::PracticeExercise ex = t::makeExercise(specs[i]);
        EXPECT_EQ(e["id"], i + 1);
        EXPECT_EQ(e["kind"], t::toString(ex.kind));
        if (ex.kind == t::PracticeKind::Compute) {
            EXPECT_EQ(e["measure"], t::toString(ex.measure));
            EXPECT_EQ(e["k"], ex.k);
            EXPECT_DOUBLE_EQ(e["expected"].get<double>(), ex.expected);
            if (ex.lists.size() > 1)
                EXPECT_EQ(e["queries"][1]["grades"], ex.lists[1].grades);
            else
                EXPECT_EQ(e["grades"], ex.lists[0].grades);
        } else {
            EXPECT_EQ(e["expected"], t::expectedAnswerText(ex));
        }
    }
    EXPECT_FALSE(printJson(path("w.json"), false)["exercises"][0].contains("expected"));
    const t::PracticeSet other = makeSet("o.json",
                                         "--count 6 --seed 12 --title Week --kinds "
                                         "compute,predict,choose --levels means,graded");
    EXPECT_NE(t::practiceSetId(other), t::practiceSetId(set));
    const t::PracticeSet same = makeSet("s.json",
                                        "--count 6 --seed 11 --title Week --kinds "
                                        "compute,predict,choose --levels means,graded");
    EXPECT_EQ(t::practiceSetId(same), t::practiceSetId(set));
}

TEST_F(PracticeClassCli, AZhCnSetPrintsInChinese) {
    makeSet("zh.json", "--count 3 --seed 4 --language zh_CN --kinds compute,choose");
    const auto r = cli("practice print --answers " + path("zh.json"));
    ASSERT_EQ(r.code, 0);
    EXPECT_NE(r.out.find("练习 1"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("答案："), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("Exercise "), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("What is"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("Relevant means"), std::string::npos) << r.out;
}

// Three learners end to end: Ana right everywhere, Bo wrong on 2 and 5, Cy wrong on 1 and
// silent on 4 to 6. The expected tables are written out from the set's exercises.
const std::map<std::string, std::set<int>> kWrong{{"Ana", {}}, {"Bo", {2, 5}}, {"Cy", {1}}};

std::vector<std::string> writeClass(PracticeClassCli& test, const t::PracticeSet& set) {
    const std::string id = t::practiceSetId(set);
    const auto specs = set.specs();
    std::vector<std::string> files;
    for (const auto& [who, wrongs] : kWrong) {
        std::string csv = "learner,set,exercise,answer\n";
        for (int n = 1; n <= static_cast<int>(specs.size()); ++n) {
            if (who == "Cy" && n >= 4) continue;
            const t::PracticeExercise ex = t::makeExercise(specs[static_cast<std::size_t>(n - 1)]);
            csv += who + "," + id + "," + std::to_string(n) + "," +
                   (wrongs.count(n) ? wrongAnswer(ex) : t::expectedAnswerText(ex)) + "\n";
        }
        files.push_back(test.write(who + ".csv", csv));
    }
    return files;
}

// The learners table as CSV, from kWrong and the set's topics (in order of first appearance).
std::string expectedLearnersCsv(const t::PracticeSet& set) {
    std::vector<std::string> topics, topicOf;
    for (const auto& spec : set.specs()) {
        topicOf.push_back(t::practiceTopic(t::makeExercise(spec)));
        if (std::find(topics.begin(), topics.end(), topicOf.back()) == topics.end())
            topics.push_back(topicOf.back());
    }
    std::string csv = "learner,file,right,of";
    for (const auto& topic : topics) csv += "," + topic;
    csv += "\n";
    for (const auto& [who, wrongs] : kWrong) {
        const int answered = who == "Cy" ? 3 : 6;
        csv += who + "," + who + ".csv," +
               std::to_string(answered - static_cast<int>(wrongs.size())) + ",6";
        for (const auto& topic : topics) {
            int n = 0;
            for (int w : wrongs) n += topicOf[static_cast<std::size_t>(w - 1)] == topic;
            csv += "," + std::to_string(n);
        }
        csv += "\n";
    }
    return csv;
}

std::vector<std::string> words(const std::string& line) {
    std::vector<std::string> out;
    std::stringstream ss(line);
    for (std::string w; ss >> w;) out.push_back(w);
    return out;
}

TEST_F(PracticeClassCli, AClassOfThreeIsGradedInTextCsvAndJson) {
    const t::PracticeSet set =
        makeSet("week.json", "--count 6 --seed 21 --kinds compute,predict,choose --title Week");
    const auto files = writeClass(*this, set);
    const std::string args = path("week.json") + " " + files[0] + " " + files[1] + " " + files[2];
    const auto csv = cli("practice check --format csv " + args);
    ASSERT_EQ(csv.code, 0);
    EXPECT_EQ(csv.out.substr(0, csv.out.find("\n\n") + 1), expectedLearnersCsv(set));
    const auto specs = set.specs();
    const t::PracticeExercise e2 = t::makeExercise(specs[1]);
    const std::string predictMistake = t::mistakeClass(e2, t::gradeAnswer(e2, wrongAnswer(e2)));
    ASSERT_FALSE(predictMistake.empty());
    EXPECT_NE(csv.out.find("\n\nexercise,topic,right,wrong,unreadable,unanswered,most frequent "
                           "mistake\n1," +
                           t::practiceTopic(t::makeExercise(specs[0])) + ",2,1,0,0,"),
              std::string::npos)
        << csv.out;
    EXPECT_NE(csv.out.find("\n2," + t::practiceTopic(e2) + ",2,1,0,0," + predictMistake + "\n"),
              std::string::npos)
        << csv.out;
    EXPECT_NE(csv.out.find("\n5," + t::practiceTopic(t::makeExercise(specs[4])) + ",1,1,0,1,"),
              std::string::npos)
        << csv.out;

    const auto j = nlohmann::json::parse(cli("practice check --format json " + args).out);
    ASSERT_EQ(j["learners"].size(), 3u);
    EXPECT_EQ(j["set"]["id"], t::practiceSetId(set));
    EXPECT_EQ(j["learners"][0]["learner"], "Ana");
    EXPECT_EQ(j["learners"][0]["right"], 6);
    EXPECT_EQ(j["learners"][1]["right"], 4);
    EXPECT_EQ(j["learners"][2]["right"], 2);
    EXPECT_EQ(j["learners"][2]["of"], 6);
    EXPECT_EQ(j["learners"][1]["file"], "Bo.csv");
    EXPECT_EQ(j["learners"][1]["answers"][1]["exercise"], "2");
    EXPECT_EQ(j["learners"][1]["answers"][1]["answer"], wrongAnswer(e2));
    EXPECT_EQ(j["learners"][1]["answers"][1]["correct"], false);
    EXPECT_EQ(j["learners"][1]["answers"][1]["mistake"], predictMistake);
    EXPECT_EQ(j["learners"][0]["answers"][1]["correct"], true);
    EXPECT_EQ(j["learners"][0]["answers"][1]["mistake"], "");
    EXPECT_EQ(j["learners"][2]["answers"][4]["verdict"], "unanswered");

    const auto text = cli("practice check " + args);
    EXPECT_NE(
        text.out.find("Set \"Week\" (id " + t::practiceSetId(set) + "): 3 learners, 6 exercises"),
        std::string::npos)
        << text.out;
    EXPECT_NE(text.out.find("Difficulty per exercise"), std::string::npos) << text.out;
    // The table says the mistake in the class view's words; the CSV and JSON keep its id.
    EXPECT_EQ(predictMistake, "wrong_predict");
    const auto second = text.out.find("\n2 ", text.out.find("Difficulty per exercise"));
    ASSERT_NE(second, std::string::npos) << text.out;
    const std::string row =
        text.out.substr(second + 1, text.out.find('\n', second + 1) - second - 1);
    EXPECT_TRUE(row.ends_with("a wrong prediction")) << row;
    EXPECT_EQ(text.out.find("wrong_predict"), std::string::npos) << text.out;
    const auto bo = text.out.find("\nBo ");
    ASSERT_NE(bo, std::string::npos) << text.out;
    const auto boWords = words(text.out.substr(bo + 1, text.out.find('\n', bo + 1) - bo - 1));
    ASSERT_GE(boWords.size(), 4u);
    EXPECT_EQ(boWords[1], "Bo.csv");
    EXPECT_EQ(boWords[2], "4");
    EXPECT_EQ(boWords[3], "6");
    ASSERT_EQ(cli("practice check --format csv -o " + path("class.csv") + " " + args).code, 0);
    EXPECT_EQ(slurp(path("class.csv")), csv.out);
}

TEST_F(PracticeClassCli, APerfectAnswersFileOfAnotherSetIsRefusedByName) {
    const t::PracticeSet a = makeSet("a.json", "--count 10 --seed 1");
    const t::PracticeSet b = makeSet("b.json", "--count 10 --seed 2");
    std::string csv = "learner,set,exercise,answer\n";
    const auto specs = a.specs();
    for (std::size_t i = 0; i < specs.size(); ++i)
        csv += "Ana," + t::practiceSetId(a) + "," + std::to_string(i + 1) + "," +
               t::expectedAnswerText(t::makeExercise(specs[i])) + "\n";
    const std::string file = write("ana.csv", csv);
    EXPECT_EQ(cli("practice check " + path("a.json") + " " + file).code, 0);
    const auto r = cli("practice check " + path("b.json") + " " + file, true);
    EXPECT_EQ(r.code, 2);
    EXPECT_NE(r.out.find("ana.csv: answers for set " + t::practiceSetId(a) + ", not " +
                         t::practiceSetId(b)),
              std::string::npos)
        << r.out;
    EXPECT_EQ(r.out.find("right"), std::string::npos) << r.out;
}

TEST_F(PracticeClassCli, SpreadsheetVariantsAreReadOrRefusedNamingTheSeparator) {
    makeSet("s.json", "--count 3 --seed 8 --kinds compute");
    const auto plain = cli("practice check --format json " + path("s.json") + " " +
                           write("plain.csv", "exercise,answer\n1,0.5\n2,\"0,25\"\n"));
    ASSERT_EQ(plain.code, 0);
    auto rightOf = [](const std::string& out) {
        return nlohmann::json::parse(out)["learners"][0]["answers"].dump();
    };
    const std::pair<const char*, std::string> variants[] = {
        {"semi.csv", "exercise;answer\n1;0.5\n2;0,25\n;\n;;\n"},
        {"tab.csv", "exercise\tanswer\n1\t0.5\n2\t0,25\n"},
        {"bom.csv",
         "\xEF\xBB\xBF"
         "Exercise,ANSWER\r\n1,0.5\r\n2,\"0,25\"\r\n,\r\n,\r\n"},
        {"excel.csv",
         "\xEF\xBB\xBF"
         "EXERCISE;Answer;Time\r\n1;0.5;\r\n2;0,25;\r\n;;\r\n;;\r\n"},
    };
    for (const auto& [name, text] : variants) {
        const auto r =
            cli("practice check --format json " + path("s.json") + " " + write(name, text), true);
        ASSERT_EQ(r.code, 0) << name << ": " << r.out;
        const auto json = r.out.substr(r.out.find('{'), r.out.rfind('}') - r.out.find('{') + 1);
        EXPECT_EQ(rightOf(json), rightOf(plain.out)) << name;
    }
    const auto pipe = cli(
        "practice check " + path("s.json") + " " + write("pipe.csv", "exercise|answer\n1|0.5\n"),
        true);
    EXPECT_EQ(pipe.code, 2);
    EXPECT_NE(pipe.out.find("pipe.csv: line 1: the columns are separated by '|'"),
              std::string::npos)
        << pipe.out;
}

}  // namespace
