#pragma once
// Reading and grading a learner's answer to a practice exercise. A number is read in any
// common form — 0.6, .6, 60 %, 3/5, 0,6 (a decimal comma) — and an answer that cannot be read
// is named (AnswerProblem) and never counted as wrong. Predict answers are rise / fall / stay
// (also up, down, same, +, −, =, 上升, 下降, 不变); construct answers the item letters in rank
// order ("C A D B E", "cadbe"); choose answers one option letter (A–D) or its number.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/teaching/practice_exercise.h"
#include "core/teaching/practice_mistakes.h"

namespace ranklens::core::teaching {

enum class AnswerProblem {
    None,
    Empty,           // nothing typed
    NotANumber,      // e.g. "abc", "0.6.1"
    DivisionByZero,  // "3/0"
    TwoSeparators,   // "1,234.5": a comma and a point, which one is the decimal?
    NotADirection,   // predict: not rise / fall / stay
    UnknownItem,     // construct: a letter that is not one of the items
    RepeatedItem,    // construct: an item twice
    WrongItemCount,  // construct: not exactly k items
    NotAnOption,     // choose: not one of the option letters
};
// Why the answer could not be read (English, RL_TRANSLATE_NOOP("Practice", ...)).
const char* answerProblemText(AnswerProblem p);
const char* answerProblemId(AnswerProblem p);  // "empty", "not_a_number", ...

struct ParsedNumber {
    std::optional<double> value;
    AnswerProblem problem = AnswerProblem::None;
};
// Reads a number as a learner types it. A single comma without a point is a decimal comma
// ("0,6" = 0.6); a trailing % (or ％) divides by 100; "a/b" is a fraction.
ParsedNumber parseNumberAnswer(std::string_view text);
std::optional<Direction> parseDirection(std::string_view text);
// A prediction: a direction, optionally with roughly how much ("rise 0.05", "fall by 0.1",
// "down 10 %"), or a signed change alone ("+0.05", "-0.1", "0"). The amount is the size of the
// change (>= 0).
struct Prediction {
    Direction direction = Direction::Stay;
    std::optional<double> amount;
};
std::optional<Prediction> parsePrediction(std::string_view text);
// A predicted amount is close enough when within 0.05 or half the real change, whichever is
// larger.
bool roughlyRight(double predicted, double actual);

enum class Verdict { Right, Wrong, Unreadable };
const char* toString(Verdict v);  // "right", "wrong", "unreadable"

struct PracticeGrade {
    Verdict verdict = Verdict::Unreadable;
    AnswerProblem problem = AnswerProblem::None;      // when Unreadable
    PracticeMistake mistake = PracticeMistake::None;  // compute, when Wrong
    // compute, when Wrong: every mistake that gives the value typed, after the typed fraction
    // decided what it could (matchingMistakes); two or more: each is a "perhaps".
    std::vector<PracticeMistake> candidates;
    double number = 0.0;                         // compute: the value read
    double achievedP = 0.0, achievedNdcg = 0.0;  // construct: the learner's list's values
    // predict: the amount given, and whether it was roughly right (false when none was given).
    std::optional<double> amount;
    bool amountRight = false;
};

// The denominator of a typed fraction ("3/6" → 6, "3 / 6 %" → 6), 0 when none or not a whole
// number.
int typedDenominator(std::string_view text);

// Grades an answer against the exercise (the engine's values; tolerance kPracticeTolerance).
PracticeGrade gradeAnswer(const PracticeExercise& ex, std::string_view answer);

}  // namespace ranklens::core::teaching
