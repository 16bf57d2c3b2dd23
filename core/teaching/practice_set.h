#pragma once
// An instructor's exercise set: the kinds to practise, the seeds (or a first seed and a count)
// and the language, in a small JSON file students open; and the answers as CSV (exercise,
// answer, correct, time, mistake class) for a course's auto-grader. A damaged or foreign file
// is refused with a message naming the file and what was wrong.
//
//   {"format": "ranklens-practice-set", "version": 1, "title": "Week 3", "language": "en",
//    "kinds": ["compute", "predict"], "seeds": [11, 12, 13]}
//   (or "seed": 100, "count": 10 instead of "seeds"; exercise i uses kinds[i % kinds] and
//   seeds[i], or seed + i)
#include <filesystem>
#include <string>
#include <vector>

#include "core/teaching/practice_exercise.h"
#include "core/teaching/practice_progress.h"

namespace ranklens::core::teaching {

inline constexpr int kMaxPracticeSetCount = 1000;

struct PracticeSet {
    std::string title;
    std::string language = "en";  // "en" or "zh_CN"
    std::vector<PracticeKind> kinds{PracticeKind::Compute};
    std::vector<std::uint32_t> seeds;  // one per exercise
    // The exercises in order: kind kinds[i % kinds.size()], seed seeds[i].
    std::vector<PracticeSpec> specs() const;
    bool operator==(const PracticeSet&) const = default;
};

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

// Answers as CSV: header "exercise,answer,correct,time,mistake", one row per record; correct
// is the verdict ("right", "wrong", "unreadable", "unanswered"). Fields quoted when needed.
std::string answersCsv(const std::vector<PracticeAnswerRecord>& records);

// A learner's answers to a set, read from CSV with a header naming at least the columns
// "exercise" and "answer" (others, e.g. "time", are kept when named so; extra columns are
// ignored). RFC 4180 quoting ("0,6" must be quoted).
struct AnswersLoad {
    bool ok = false;
    std::vector<PracticeAnswerRecord> rows;  // exercise, answer, time filled
    std::string error;                       // "FILE: line N: what was wrong"
};
AnswersLoad parseAnswersCsv(const std::string& text, const std::string& fileName);

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

}  // namespace ranklens::core::teaching
