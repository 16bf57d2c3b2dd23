#include "core/teaching/practice_print.h"

#include <nlohmann/json.hpp>

#include "core/base/translate_noop.h"

namespace ranklens::core::teaching {

namespace {

using PrintJson = nlohmann::ordered_json;

const char* kindWord(PracticeKind k) {
    switch (k) {
        case PracticeKind::Compute:
            return RL_TRANSLATE_NOOP("Practice", "compute");
        case PracticeKind::Predict:
            return RL_TRANSLATE_NOOP("Practice", "predict");
        case PracticeKind::Construct:
            return RL_TRANSLATE_NOOP("Practice", "construct");
        case PracticeKind::Choose:
            return RL_TRANSLATE_NOOP("Practice", "choose");
    }
    return "";
}

// The expected answer as printed: a predict answer's direction in the set's language (the
// answer field reads 上升, 下降, 不变 as well).
std::string answerText(const PracticeExercise& ex, const PracticeTranslator& say) {
    if (ex.kind != PracticeKind::Predict) return expectedAnswerText(ex);
    switch (ex.direction) {
        case Direction::Rise:
            return say(RL_TRANSLATE_NOOP("Practice", "rise"));
        case Direction::Fall:
            return say(RL_TRANSLATE_NOOP("Practice", "fall"));
        case Direction::Stay:
            return say(RL_TRANSLATE_NOOP("Practice", "stay"));
    }
    return "";
}

std::string filledText(const PracticeText& t, const PracticeTranslator& say) {
    return fillPlaceholders(say(t.format), t.values);
}

std::string exerciseText(const PracticeExercise& ex, std::size_t n, bool withAnswers,
                         const PracticeTranslator& say) {
    std::string out =
        fillPlaceholders(say(RL_TRANSLATE_NOOP("Practice", "Exercise %1 (%2, seed %3; id %4)")),
                         {std::to_string(n), say(kindWord(ex.kind)), std::to_string(ex.spec.seed),
                          practiceId(ex.spec)});
    out += "\n  " + filledText(ex.question, say) + "\n";
    for (const auto& line : exerciseLines(ex)) out += "  " + filledText(line, say) + "\n";
    for (std::size_t o = 0; o < ex.options.size(); ++o)
        out += "  " + std::string(1, static_cast<char>('A' + o)) + ") " +
               fillPlaceholders(say(ex.options[o].text), ex.options[o].values) + "\n";
    if (withAnswers)
        out += "  " +
               fillPlaceholders(say(RL_TRANSLATE_NOOP("Practice", "Answer: %1")),
                                {answerText(ex, say)}) +
               "\n";
    return out + "\n";
}

PrintJson listJson(const PracticeList& l) {
    return {{"grades", l.grades}, {"unreturned", l.unreturned}};
}

// The exercise's data: its lists, items, swap, pool or options.
void addData(PrintJson& e, const PracticeExercise& ex, const PracticeTranslator& say) {
    if (ex.kind == PracticeKind::Choose) {
        PrintJson options = PrintJson::array();
        for (const auto& o : ex.options) options.push_back(fillPlaceholders(say(o.text), o.values));
        e["options"] = options;
        return;
    }
    if (ex.kind == PracticeKind::Construct) {
        e["pool"] = ex.lists.empty() ? std::vector<std::int32_t>{} : ex.lists[0].grades;
        return;
    }
    if (ex.lists.size() > 1) {
        PrintJson queries = PrintJson::array();
        for (const auto& l : ex.lists) queries.push_back(listJson(l));
        e["queries"] = queries;
    } else if (ex.lists.size() == 1) {
        e["grades"] = ex.lists[0].grades;
        e["unreturned"] = ex.lists[0].unreturned;
        PrintJson items = PrintJson::array();
        for (const auto& it : ex.lists[0].items)
            items.push_back({{"docid", it.docid}, {"score", it.score}, {"grade", it.grade}});
        if (!items.empty()) e["items"] = items;
    }
    if (ex.kind == PracticeKind::Predict) e["swap"] = {ex.swapA, ex.swapB};
}

PrintJson exerciseJson(const PracticeExercise& ex, std::size_t n, bool withAnswers,
                       const PracticeTranslator& say) {
    PrintJson e;
    e["id"] = n;
    e["replay"] = practiceId(ex.spec);
    e["kind"] = toString(ex.kind);
    if (ex.kind != PracticeKind::Choose) {
        e["measure"] = toString(ex.measure);
        e["level"] = toString(ex.level);
        e["k"] = ex.k;
        e["relevant_from_grade"] = ex.cfg.relevanceThreshold;
        e["gain"] = ex.cfg.gain == GainKind::Exponential ? "exponential" : "linear";
    }
    addData(e, ex, say);
    e["question"] = filledText(ex.question, say);
    if (withAnswers) {
        if (ex.kind == PracticeKind::Compute)
            e["expected"] = ex.expected;
        else
            e["expected"] = expectedAnswerText(ex);
    }
    return e;
}

}  // namespace

std::string practiceText(const std::vector<PracticeSpec>& specs, const std::string& title,
                         bool withAnswers, const PracticeTranslator& say) {
    std::string out = title.empty() ? "" : title + "\n\n";
    for (std::size_t i = 0; i < specs.size(); ++i)
        out += exerciseText(makeExercise(specs[i]), i + 1, withAnswers, say);
    return out;
}

std::string practiceSetJsonView(const PracticeSet& set, bool withAnswers,
                                const PracticeTranslator& say) {
    PrintJson j;
    j["set"] = {{"id", practiceSetId(set)},
                {"title", set.title},
                {"language", set.language},
                {"homework", set.homework},
                {"count", set.size()}};
    j["exercises"] = PrintJson::array();
    const auto specs = set.specs();
    for (std::size_t i = 0; i < specs.size(); ++i)
        j["exercises"].push_back(exerciseJson(makeExercise(specs[i]), i + 1, withAnswers, say));
    return j.dump(1) + "\n";
}

}  // namespace ranklens::core::teaching
