// The instructor's sets (issue 48): an authored set keeps its measures, levels, kinds and k;
// every level chosen comes round (ties included), a choose scenario does not return within ten
// choose exercises; version 2 files round-trip and version 1 files still read; the set id
// changes with the exercises; answers files as spreadsheets save them are read; a learner's
// work on a set round-trips.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "core/teaching/class_grading.h"
#include "core/teaching/practice_set.h"
#include "core/teaching/set_authoring.h"
#include "core/teaching/set_session.h"
#include "tests/core/temp_dir_test.h"

namespace {

using namespace ranklens::core::teaching;

class PracticeSets : public ranklens::test::TempDirTest {};

TEST_F(PracticeSets, AnAuthoredSetKeepsItsRecipe) {
    SetRecipe r;
    r.measures = {PracticeMeasure::Ndcg, PracticeMeasure::Rr, PracticeMeasure::P};
    r.levels = {PracticeLevel::Ties, PracticeLevel::SeveralQueries};
    r.kinds = {PracticeKind::Compute, PracticeKind::Predict, PracticeKind::Choose};
    r.kMin = 6;
    r.kMax = 8;
    r.count = 60;
    r.seed = 5;
    ASSERT_EQ(recipeProblem(r), "");
    const PracticeSet set = authorSet(r);
    ASSERT_EQ(set.size(), 60u);
    std::map<PracticeLevel, int> levels;
    std::set<PracticeMeasure> predicted;
    std::vector<int> scenarios;
    for (const auto& spec : set.specs()) {
        const PracticeExercise ex = makeExercise(spec);
        if (ex.kind == PracticeKind::Choose) {
            scenarios.push_back(ex.scenario);
            continue;
        }
        EXPECT_GE(ex.k, 6);
        EXPECT_LE(ex.k, 8);
        if (ex.kind == PracticeKind::Predict) predicted.insert(ex.measure);
        if (ex.kind != PracticeKind::Compute) continue;
        EXPECT_TRUE(ex.measure == PracticeMeasure::Ndcg || ex.measure == PracticeMeasure::Rr ||
                    ex.measure == PracticeMeasure::P);
        ++levels[ex.level];
        if (ex.level == PracticeLevel::Ties) {
            EXPECT_FALSE(ex.lists[0].items.empty());
        }
    }
    EXPECT_EQ(levels[PracticeLevel::Ties], 10);  // 20 compute exercises, two levels in turn
    EXPECT_EQ(levels[PracticeLevel::SeveralQueries], 10);
    EXPECT_EQ(predicted, (std::set<PracticeMeasure>{PracticeMeasure::Ndcg, PracticeMeasure::P}));
    const int memory = std::min(10, practiceScenarioCount()) - 1;
    for (std::size_t i = 0; i < scenarios.size(); ++i)
        for (std::size_t j = i + 1;
             j < scenarios.size() && j <= i + static_cast<std::size_t>(memory); ++j)
            EXPECT_NE(scenarios[i], scenarios[j]) << i << " " << j;
    EXPECT_EQ(authorSet(r), set);  // the same recipe, the same set

    r.measures = {PracticeMeasure::Rr};
    EXPECT_NE(recipeProblem(r).find("predict exercises need NDCG, P or AP"), std::string::npos);
    r.kinds = {PracticeKind::Compute};
    r.kMin = 0;
    EXPECT_NE(recipeProblem(r).find("k runs from 1 to 10"), std::string::npos);
}

TEST_F(PracticeSets, VersionTwoRoundTripsAndTheIdFollowsTheExercises) {
    SetRecipe r;
    r.count = 8;
    r.seed = 77;
    r.title = "Week 4";
    r.language = "zh_CN";
    r.homework = true;
    const PracticeSet set = authorSet(r);
    std::string error;
    ASSERT_TRUE(savePracticeSet(dir_ / "w.json", set, error)) << error;
    const PracticeSetLoad back = loadPracticeSet(dir_ / "w.json");
    ASSERT_TRUE(back.ok) << back.error;
    EXPECT_EQ(back.set.specs(), set.specs());
    EXPECT_TRUE(back.set.homework);
    EXPECT_EQ(back.set.language, "zh_CN");
    EXPECT_EQ(practiceSetId(back.set), practiceSetId(set));
    EXPECT_EQ(practiceSetId(set).size(), 12u);
    PracticeSet changed = set;
    changed.exercises[3].seed += 1;
    EXPECT_NE(practiceSetId(changed), practiceSetId(set));
    changed = set;
    changed.title = "Week 4 (fixed typo)";
    EXPECT_EQ(practiceSetId(changed), practiceSetId(set));  // the exercises make the id
    // Version 1 still reads, with the same id as the same exercises written out.
    const PracticeSet v1 = makePracticeSet({PracticeKind::Compute}, 3, 2);
    PracticeSet v2;
    v2.exercises = v1.specs();
    EXPECT_EQ(practiceSetId(v1), practiceSetId(v2));
    const PracticeSetLoad bad = parsePracticeSet(
        R"({"format":"ranklens-practice-set","version":2,"exercises":[{"kind":"compute","seed":1,"k":40}]})",
        "k.json");
    EXPECT_FALSE(bad.ok);
    EXPECT_NE(bad.error.find("k.json: exercise 1: \"k\" must be 1 to 10"), std::string::npos)
        << bad.error;
}

TEST_F(PracticeSets, ReplayIdsCarryK) {
    const PracticeSpec spec{PracticeKind::Compute, 9, PracticeMeasure::Ndcg, PracticeLevel::Ties,
                            7};
    EXPECT_EQ(practiceId(spec), "compute-9-NDCG-ties-k7");
    EXPECT_EQ(parsePracticeId("compute-9-NDCG-ties-k7"), spec);
    EXPECT_EQ(makeExercise(spec).k, 7);
    EXPECT_FALSE(parsePracticeId("compute-9-k11"));
}

TEST_F(PracticeSets, AnswersFilesAsSpreadsheetsSaveThem) {
    const AnswersLoad plain =
        parseAnswersCsv("learner,set,exercise,answer\nAna,abc,1,0.5\n", "p.csv");
    ASSERT_TRUE(plain.ok) << plain.error;
    EXPECT_EQ(plain.learner, "Ana");
    EXPECT_EQ(plain.setId, "abc");
    const AnswersLoad semi = parseAnswersCsv(
        "\xEF\xBB\xBFLearner;Set;Exercise;Answer\r\nAna;abc;1;0,5\r\n;;;\r\n", "s.csv");
    ASSERT_TRUE(semi.ok) << semi.error;
    ASSERT_EQ(semi.rows.size(), 1u);
    EXPECT_EQ(semi.rows[0].answer, "0,5");
    EXPECT_EQ(semi.learner, "Ana");
    const AnswersLoad two =
        parseAnswersCsv("learner,exercise,answer\nAna,1,0.5\nBo,2,0.5\n", "t.csv");
    EXPECT_FALSE(two.ok);
    EXPECT_NE(two.error.find("t.csv: line 3: learner \"Bo\" differs from \"Ana\" on line 2"),
              std::string::npos)
        << two.error;
    EXPECT_NE(parseAnswersCsv("exercise answer\n1 0.5\n", "sp.csv")
                  .error.find("sp.csv: line 1: the header"),
              std::string::npos);
}

TEST_F(PracticeSets, ALearnersWorkOnASetRoundTrips) {
    SetSession s;
    s.learner = "李雷";
    s.setId = "0123456789ab";
    s.position = 2;
    s.answers[1] = {"1", "0,5", "right", "2026-12-06T09:00:00Z", ""};
    s.answers[3] = {"3", "rise", "wrong", "", "wrong_predict"};
    s.solved = {1};
    std::string error;
    ASSERT_TRUE(saveSetSession(dir_, s, error)) << error;
    const SetSessionLoad back = loadSetSession(dir_, "李雷", "0123456789ab");
    ASSERT_TRUE(back.ok) << back.error;
    EXPECT_EQ(back.session, s);
    EXPECT_EQ(unansweredExercises(s, 4), (std::vector<int>{2, 4}));
    const SetSessionLoad fresh = loadSetSession(dir_, "李雷", "ffffffffffff");
    ASSERT_TRUE(fresh.ok);
    EXPECT_TRUE(fresh.session.answers.empty());
    std::ofstream(setSessionFile(dir_, "Bo", "x"), std::ios::binary) << "{\"format\":";
    EXPECT_FALSE(loadSetSession(dir_, "Bo", "x").ok);
}

}  // namespace
