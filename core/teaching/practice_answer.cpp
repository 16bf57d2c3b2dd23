#include "core/teaching/practice_answer.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "core/base/numbers.h"
#include "core/base/text.h"
#include "core/base/translate_noop.h"

namespace ranklens::core::teaching {

namespace {

std::string trim(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
    return std::string(s.substr(b, e - b));
}

bool endsWith(const std::string& s, std::string_view tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// One plain decimal number: a decimal comma turned into a point, no sign games.
ParsedNumber plainNumber(std::string s) {
    s = trim(s);
    if (s.empty()) return {std::nullopt, AnswerProblem::NotANumber};
    const auto commas = std::count(s.begin(), s.end(), ',');
    const auto points = std::count(s.begin(), s.end(), '.');
    if (commas > 0 && points > 0) return {std::nullopt, AnswerProblem::TwoSeparators};
    if (commas > 1) return {std::nullopt, AnswerProblem::NotANumber};
    if (commas == 1) s[s.find(',')] = '.';
    double v = 0.0;
    if (!parseDouble(s, v) || !std::isfinite(v)) return {std::nullopt, AnswerProblem::NotANumber};
    return {v, AnswerProblem::None};
}

}  // namespace

const char* answerProblemText(AnswerProblem p) {
    switch (p) {
        case AnswerProblem::None:
            return "";
        case AnswerProblem::Empty:
            return RL_TRANSLATE_NOOP("Practice", "Nothing was typed.");
        case AnswerProblem::NotANumber:
            return RL_TRANSLATE_NOOP("Practice",
                                     "This is not a number. Type it as 0.6, .6, 60 %, 3/5 or 0,6.");
        case AnswerProblem::DivisionByZero:
            return RL_TRANSLATE_NOOP("Practice", "A fraction cannot divide by zero.");
        case AnswerProblem::TwoSeparators:
            return RL_TRANSLATE_NOOP("Practice",
                                     "The number has both a comma and a point; type one decimal "
                                     "separator only.");
        case AnswerProblem::NotADirection:
            return RL_TRANSLATE_NOOP("Practice",
                                     "Answer rise, fall or stay, optionally with roughly how "
                                     "much: rise 0.05, fall by 0.1, +0.05.");
        case AnswerProblem::UnknownItem:
            return RL_TRANSLATE_NOOP("Practice", "A letter is not one of the items.");
        case AnswerProblem::RepeatedItem:
            return RL_TRANSLATE_NOOP("Practice",
                                     "An item appears twice; each item can be placed "
                                     "once.");
        case AnswerProblem::WrongItemCount:
            return RL_TRANSLATE_NOOP("Practice",
                                     "Type exactly as many letters as the list has "
                                     "places (k).");
        case AnswerProblem::NotAnOption:
            return RL_TRANSLATE_NOOP("Practice", "Answer with the letter of one option.");
    }
    return "";
}

const char* answerProblemId(AnswerProblem p) {
    switch (p) {
        case AnswerProblem::None:
            return "";
        case AnswerProblem::Empty:
            return "empty";
        case AnswerProblem::NotANumber:
            return "not_a_number";
        case AnswerProblem::DivisionByZero:
            return "division_by_zero";
        case AnswerProblem::TwoSeparators:
            return "two_separators";
        case AnswerProblem::NotADirection:
            return "not_a_direction";
        case AnswerProblem::UnknownItem:
            return "unknown_item";
        case AnswerProblem::RepeatedItem:
            return "repeated_item";
        case AnswerProblem::WrongItemCount:
            return "wrong_item_count";
        case AnswerProblem::NotAnOption:
            return "not_an_option";
    }
    return "";
}

const char* toString(Verdict v) {
    switch (v) {
        case Verdict::Right:
            return "right";
        case Verdict::Wrong:
            return "wrong";
        case Verdict::Unreadable:
            return "unreadable";
    }
    return "";
}

ParsedNumber parseNumberAnswer(std::string_view text) {
    std::string s = trim(text);
    if (s.empty()) return {std::nullopt, AnswerProblem::Empty};
    double scale = 1.0;
    for (std::string_view pct : {std::string_view("%"), std::string_view("％")}) {
        if (endsWith(s, pct)) {
            s = trim(std::string_view(s).substr(0, s.size() - pct.size()));
            scale = 0.01;
            break;
        }
    }
    const auto slash = s.find('/');
    if (slash != std::string::npos) {
        const ParsedNumber num = plainNumber(s.substr(0, slash));
        const ParsedNumber den = plainNumber(s.substr(slash + 1));
        if (!num.value) return num;
        if (!den.value) return den;
        if (*den.value == 0.0) return {std::nullopt, AnswerProblem::DivisionByZero};
        return {*num.value / *den.value * scale, AnswerProblem::None};
    }
    ParsedNumber n = plainNumber(s);
    if (n.value) *n.value *= scale;
    return n;
}

std::optional<Direction> parseDirection(std::string_view text) {
    const std::string s = asciiLower(trim(text));
    static const std::vector<std::pair<std::string_view, Direction>> words = {
        {"rise", Direction::Rise},   {"rises", Direction::Rise},     {"up", Direction::Rise},
        {"higher", Direction::Rise}, {"increase", Direction::Rise},  {"+", Direction::Rise},
        {"↑", Direction::Rise},      {"上升", Direction::Rise},      {"升", Direction::Rise},
        {"fall", Direction::Fall},   {"falls", Direction::Fall},     {"down", Direction::Fall},
        {"lower", Direction::Fall},  {"decrease", Direction::Fall},  {"-", Direction::Fall},
        {"−", Direction::Fall},      {"↓", Direction::Fall},         {"下降", Direction::Fall},
        {"降", Direction::Fall},     {"stay", Direction::Stay},      {"stays", Direction::Stay},
        {"same", Direction::Stay},   {"unchanged", Direction::Stay}, {"=", Direction::Stay},
        {"不变", Direction::Stay},
    };
    for (const auto& [w, d] : words)
        if (s == w) return d;
    return std::nullopt;
}

std::optional<Prediction> parsePrediction(std::string_view text) {
    const std::string s = trim(text);
    if (const auto d = parseDirection(s)) return Prediction{*d, std::nullopt};
    // A signed change alone: "+0.05", "-0.1", "−0.1", "0".
    std::string number = s;
    int sign = 0;
    if (!number.empty() && number[0] == '+') {
        sign = 1;
        number.erase(0, 1);
    } else if (!number.empty() && number[0] == '-') {
        sign = -1;
        number.erase(0, 1);
    } else if (number.rfind("−", 0) == 0) {
        sign = -1;
        number.erase(0, std::string_view("−").size());
    }
    if (const ParsedNumber n = parseNumberAnswer(number); n.value && *n.value >= 0) {
        if (*n.value == 0) return Prediction{Direction::Stay, 0.0};
        if (sign != 0) return Prediction{sign > 0 ? Direction::Rise : Direction::Fall, *n.value};
    }
    // A direction word, then (optionally "by") the amount.
    const auto space = s.find_first_of(" \t");
    if (space == std::string::npos) return std::nullopt;
    const auto d = parseDirection(s.substr(0, space));
    if (!d) return std::nullopt;
    std::string rest = trim(std::string_view(s).substr(space));
    if (asciiLower(rest).rfind("by ", 0) == 0) rest = trim(std::string_view(rest).substr(3));
    const ParsedNumber n = parseNumberAnswer(rest);
    if (!n.value || *n.value < 0) return std::nullopt;
    return Prediction{*d, *n.value};
}

bool roughlyRight(double predicted, double actual) {
    return std::abs(predicted - std::abs(actual)) <= std::max(0.05, 0.5 * std::abs(actual)) + 1e-9;
}

int typedDenominator(std::string_view text) {
    std::string s = trim(text);
    const auto slash = s.find('/');
    if (slash == std::string::npos) return 0;
    std::string den = s.substr(slash + 1);
    for (std::string_view pct : {std::string_view("%"), std::string_view("％")})
        if (endsWith(den, pct)) den.resize(den.size() - pct.size());
    const ParsedNumber d = plainNumber(den);
    if (!d.value || *d.value < 1 || *d.value > 1e6 || *d.value != std::floor(*d.value)) return 0;
    return static_cast<int>(*d.value);
}

namespace {

// A compute answer: right, or the mistakes that give its value (the typed fraction deciding
// between two when it can).
PracticeGrade gradeNumber(const PracticeExercise& ex, std::string_view answer) {
    PracticeGrade g;
    const ParsedNumber n = parseNumberAnswer(answer);
    if (!n.value) {
        g.problem = n.problem;
        return g;
    }
    g.number = *n.value;
    g.mistake = classifyMistake(ex, g.number);
    g.verdict = g.mistake == PracticeMistake::None ? Verdict::Right : Verdict::Wrong;
    if (g.verdict == Verdict::Wrong) {
        g.candidates = matchingMistakes(ex, g.number, typedDenominator(answer));
        if (!g.candidates.empty()) g.mistake = g.candidates.front();
    }
    return g;
}

// A predicted direction (and rough amount, when given) against the exercise's change.
PracticeGrade gradePrediction(const PracticeExercise& ex, std::string_view answer) {
    PracticeGrade g;
    const auto p = parsePrediction(answer);
    if (!p) {
        g.problem = AnswerProblem::NotADirection;
        return g;
    }
    g.amount = p->amount;
    g.amountRight = p->amount && roughlyRight(*p->amount, ex.after - ex.before);
    // The direction decides; a rough amount, when given, must be roughly right too.
    g.verdict = p->direction == ex.direction && (!p->amount || g.amountRight) ? Verdict::Right
                                                                              : Verdict::Wrong;
    return g;
}

// The items of a constructed list ("B, A, D" or "BAD"), each once and among the pool's.
std::optional<std::vector<int>> pickedItems(std::string_view answer, int pool,
                                            AnswerProblem& problem) {
    std::vector<int> picked;
    std::vector<bool> used(static_cast<std::size_t>(pool), false);
    for (char c : answer) {
        if (std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == ';' || c == '-' ||
            c == '>')
            continue;
        const int i = std::toupper(static_cast<unsigned char>(c)) - 'A';
        if (i < 0 || i >= pool) {
            problem = AnswerProblem::UnknownItem;
            return std::nullopt;
        }
        if (used[static_cast<std::size_t>(i)]) {
            problem = AnswerProblem::RepeatedItem;
            return std::nullopt;
        }
        used[static_cast<std::size_t>(i)] = true;
        picked.push_back(i);
    }
    return picked;
}

// A constructed list: right when it reaches the asked P@k (and the best NDCG when asked).
PracticeGrade gradeConstruction(const PracticeExercise& ex, std::string_view answer) {
    PracticeGrade g;
    const int pool = ex.lists.empty() ? 0 : static_cast<int>(ex.lists[0].grades.size());
    const auto picked = pickedItems(answer, pool, g.problem);
    if (!picked) return g;
    if (static_cast<int>(picked->size()) != ex.k) {
        g.problem = AnswerProblem::WrongItemCount;
        return g;
    }
    PracticeList l;
    std::vector<bool> used(static_cast<std::size_t>(pool), false);
    for (int i : *picked) {
        l.grades.push_back(ex.lists[0].grades[static_cast<std::size_t>(i)]);
        used[static_cast<std::size_t>(i)] = true;
    }
    for (int j = 0; j < pool; ++j)
        if (!used[static_cast<std::size_t>(j)])
            l.unreturned.push_back(ex.lists[0].grades[static_cast<std::size_t>(j)]);
    g.achievedP = engineValue(l, ex.cfg, PracticeMeasure::P, ex.k);
    g.achievedNdcg = engineValue(l, ex.cfg, PracticeMeasure::Ndcg, ex.k);
    const bool hit = std::abs(g.achievedP - ex.expected) <= 1e-9;
    const bool best = !ex.bestNdcg || g.achievedNdcg >= ex.bestNdcgValue - 1e-9;
    g.verdict = hit && best ? Verdict::Right : Verdict::Wrong;
    return g;
}

// An option chosen by its letter or number ("b", "(B)", "2.").
PracticeGrade gradeChoice(const PracticeExercise& ex, std::string_view answer) {
    PracticeGrade g;
    std::string s = trim(answer);
    while (!s.empty() && (s.front() == '(' || s.front() == '[')) s.erase(s.begin());
    while (!s.empty() && (s.back() == ')' || s.back() == '.' || s.back() == ']')) s.pop_back();
    int i = -1;
    if (s.size() == 1) {
        const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
        if (c >= 'A' && c <= 'Z') i = c - 'A';
        if (c >= '1' && c <= '9') i = c - '1';
    }
    if (i < 0 || i >= static_cast<int>(ex.options.size())) {
        g.problem = AnswerProblem::NotAnOption;
        return g;
    }
    g.verdict = ex.options[static_cast<std::size_t>(i)].correct ? Verdict::Right : Verdict::Wrong;
    return g;
}

}  // namespace

PracticeGrade gradeAnswer(const PracticeExercise& ex, std::string_view answer) {
    if (trim(answer).empty()) {
        PracticeGrade g;
        g.problem = AnswerProblem::Empty;
        return g;
    }
    switch (ex.kind) {
        case PracticeKind::Compute:
            return gradeNumber(ex, answer);
        case PracticeKind::Predict:
            return gradePrediction(ex, answer);
        case PracticeKind::Construct:
            return gradeConstruction(ex, answer);
        case PracticeKind::Choose:
            return gradeChoice(ex, answer);
    }
    return PracticeGrade{};
}

}  // namespace ranklens::core::teaching
