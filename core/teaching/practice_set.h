#pragma once
// An instructor's exercise set: the exercises, the title, the language and whether it is
// homework (no answer revealed before the learner hands the set in), in a small JSON file
// students open; and the answers as CSV (learner, set, exercise, answer, correct, time, mistake
// class) for a course's auto-grader. A damaged or foreign file is refused with a message naming
// the file and what was wrong. A set's id (practiceSetId) is a digest of its exercises: it
// changes when they change, and an answers file names the set it answers.
//
//   version 2 (written by `practice set` and the authoring dialog, core/teaching/set_authoring.h):
//   {"format": "ranklens-practice-set", "version": 2, "title": "Week 3", "language": "en",
//    "homework": true, "exercises": [{"kind": "compute", "seed": 11, "measure": "NDCG",
//    "level": "ties", "k": 4}, {"kind": "choose", "seed": 12}]}
//   version 1 (still read): "kinds": ["compute", "predict"], "seeds": [11, 12, 13] (or "seed":
//   100, "count": 10); exercise i uses kinds[i % kinds] and seeds[i], or seed + i.
#include <filesystem>
#include <string>
#include <vector>

#include "core/teaching/answers_csv.h"
#include "core/teaching/practice_exercise.h"
#include "core/teaching/practice_progress.h"

namespace ranklens::core::teaching {

inline constexpr int kMaxPracticeSetCount = 1000;

struct PracticeSet {
    std::string title;
    std::string language = "en";  // "en" or "zh_CN"
    bool homework = false;        // answers and feedback only after the set is handed in
    std::vector<PracticeKind> kinds{PracticeKind::Compute};
    std::vector<std::uint32_t> seeds;     // one per exercise (version 1)
    std::vector<PracticeSpec> exercises;  // version 2: each exercise's spec (wins when set)
    // The exercises in order: exercises, else kind kinds[i % kinds.size()] and seed seeds[i].
    std::vector<PracticeSpec> specs() const;
    std::size_t size() const { return exercises.empty() ? seeds.size() : exercises.size(); }
    bool operator==(const PracticeSet&) const = default;
};

// The set's id: 12 hex digits of a digest (FNV-1a, 64 bits) of its exercises' replay ids in
// order. The same exercises give the same id everywhere; any change of an exercise changes it.
std::string practiceSetId(const PracticeSet& set);

// A set of `count` exercises with seeds first, first + 1, ...
PracticeSet makePracticeSet(const std::vector<PracticeKind>& kinds, std::uint32_t first, int count,
                            const std::string& language = "en");

struct PracticeSetLoad {
    bool ok = false;
    PracticeSet set;
    std::string error;  // "FILE: what was wrong"
};
PracticeSetLoad parsePracticeSet(const std::string& text, const std::string& fileName);
PracticeSetLoad loadPracticeSet(const std::filesystem::path& file);
std::string practiceSetJson(const PracticeSet& set);  // always with explicit "seeds"
bool savePracticeSet(const std::filesystem::path& file, const PracticeSet& set, std::string& error);

// Answers as CSV: header "learner,set,exercise,answer,correct,time,mistake", one row per
// record (learner and setId repeated on every row); correct is the verdict ("right", "wrong",
// "unreadable", "unanswered"). Fields quoted when needed.
std::string answersCsv(const std::vector<PracticeAnswerRecord>& records,
                       const std::string& learner = "", const std::string& setId = "");

// Grades a learner's answers against a set: one record per exercise of the set, in order
// (exercise = its 1-based number; an exercise without an answer is "unanswered"). Fails
// (error) when a row names an exercise the set does not have or one exercise twice.
struct SetGrading {
    bool ok = false;
    std::vector<PracticeAnswerRecord> records;
    int right = 0;
    std::string error;
};
SetGrading gradeSet(const PracticeSet& set, const std::vector<PracticeAnswerRecord>& answers,
                    const std::string& answersFile);

// "" when the answers may be graded against the set; else "FILE: answers for set X, not Y"
// (the file's "set" column names another set's id). A file without a set column passes.
std::string foreignAnswersProblem(const PracticeSet& set, const AnswersLoad& answers,
                                  const std::string& answersFile);

// The mistake class of a wrong or unreadable answer ("" when right): compute's mistake id,
// "wrong_<kind>" for the other kinds, the answer problem's id when unreadable.
std::string mistakeClass(const PracticeExercise& ex, const PracticeGrade& g);

}  // namespace ranklens::core::teaching
