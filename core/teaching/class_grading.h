#pragma once
// Grading a class: several learners' answers files against one exercise set
// (`ranklens-cli practice check SET a.csv b.csv …` and the GUI's class view give the same
// tables from here). Per learner: right, of, and the wrong answers per topic (compute/NDCG,
// predict/AP, construct, choose); per exercise: how many got it right, wrong, unreadable or
// left it unanswered, and the most frequent mistake — the exercise's difficulty. A file
// answering another set (its "set" column) is refused by name.
#include <map>
#include <string>
#include <vector>

#include "core/teaching/practice_set.h"

namespace ranklens::core::teaching {

struct LearnerResult {
    std::string learner;  // the file's learner column, else the file's name without .csv
    std::string file;     // the file's name (no folder)
    int right = 0, of = 0;
    std::vector<PracticeAnswerRecord> records;  // one per exercise of the set, in order
    std::map<std::string, int> topicMistakes;   // topic -> wrong answers
};

struct ExerciseResult {
    int exercise = 0;  // 1-based
    std::string topic;
    int right = 0, wrong = 0, unreadable = 0, unanswered = 0;
    std::string commonMistake;  // the most frequent mistake class ("" = none)
};

struct ClassGrading {
    std::string setId, title;
    std::vector<std::string> topics;  // the set's topics in order of first appearance
    std::vector<LearnerResult> learners;
    std::vector<ExerciseResult> exercises;
};

struct LearnerLoad {
    bool ok = false;
    LearnerResult result;
    std::string error;  // "FILE: what was wrong" (FILE as given)
};
// Reads and grades one answers file (its text; path names it in messages).
LearnerLoad gradeLearner(const PracticeSet& set, const std::string& text, const std::string& path);
// The class's tables from the graded learners (in the order given).
ClassGrading gradeClass(const PracticeSet& set, const std::vector<LearnerResult>& learners);

struct TextTable {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
};
// learner, file, right, of, then one column per topic (its wrong answers).
TextTable learnersTable(const ClassGrading& g);
// exercise, topic, right, wrong, unreadable, unanswered, most frequent mistake.
TextTable exercisesTable(const ClassGrading& g);

// Both tables, aligned columns, each most frequent mistake in words (answerMistakeTitle).
std::string classText(const ClassGrading& g);
std::string classCsv(const ClassGrading& g);  // both tables, an empty line between them
// {"set":{"id","title"},"learners":[{"learner","file","right","of","mistakes":{topic: n},
//  "answers":[{"exercise","answer","correct","verdict","mistake"}]}],"exercises":[…]}
std::string classJson(const ClassGrading& g);

}  // namespace ranklens::core::teaching
