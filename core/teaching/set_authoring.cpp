#include "core/teaching/set_authoring.h"

#include <algorithm>
#include <deque>
#include <random>

#include "core/base/text.h"

namespace ranklens::core::teaching {

namespace {

constexpr PracticeMeasure kPredictable[] = {PracticeMeasure::Ndcg, PracticeMeasure::P,
                                            PracticeMeasure::Ap};
constexpr int kChooseMemory = 10;  // a scenario does not return within this many

template <typename T>
std::vector<T> allOf(int count) {
    std::vector<T> v;
    for (int i = 0; i < count; ++i) v.push_back(static_cast<T>(i));
    return v;
}

// Sorted and without repeats: the order the measures or levels were named in does not matter.
template <typename T>
std::vector<T> canonical(std::vector<T> v, int count) {
    if (v.empty()) return allOf<T>(count);
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

std::vector<PracticeMeasure> measuresOf(const SetRecipe& r) {
    return canonical(r.measures, kPracticeMeasureCount);
}

std::vector<PracticeMeasure> predictMeasures(const SetRecipe& r) {
    std::vector<PracticeMeasure> v;
    for (PracticeMeasure m : measuresOf(r))
        if (std::find(std::begin(kPredictable), std::end(kPredictable), m) !=
            std::end(kPredictable))
            v.push_back(m);
    return v;
}

template <typename T>
void shuffleAll(std::vector<T>& v, std::mt19937& rng) {
    for (int i = static_cast<int>(v.size()) - 1; i > 0; --i)
        std::swap(v[static_cast<std::size_t>(i)], v[static_cast<std::size_t>(drawInt(rng, 0, i))]);
}

// Takes the next item of a shuffled round (a new shuffle when a round is used up).
template <typename T>
struct Rounds {
    std::vector<T> all, round;
    T next(std::mt19937& rng) {
        if (round.empty()) {
            round = all;
            shuffleAll(round, rng);
        }
        const T v = round.back();
        round.pop_back();
        return v;
    }
};

int scenarioOf(std::uint32_t seed) {
    PracticeSpec spec;
    spec.kind = PracticeKind::Choose;
    spec.seed = seed;
    return makeExercise(spec).scenario;
}

// A choose exercise's seed whose scenario is not among the recent ones.
std::uint32_t freshChooseSeed(std::mt19937& rng, std::deque<int>& recent) {
    std::uint32_t seed = rng();
    for (int attempt = 0; attempt < 1000; ++attempt) {
        const int scenario = scenarioOf(seed);
        if (std::find(recent.begin(), recent.end(), scenario) == recent.end()) break;
        seed = rng();
    }
    recent.push_back(scenarioOf(seed));
    if (static_cast<int>(recent.size()) >= std::min(kChooseMemory, practiceScenarioCount()))
        recent.pop_front();
    return seed;
}

}  // namespace

std::string recipeProblem(const SetRecipe& r) {
    if (r.kinds.empty()) return "choose at least one kind of exercise";
    if (r.count < 1 || r.count > kMaxPracticeSetCount)
        return "a set holds 1 to " + std::to_string(kMaxPracticeSetCount) + " exercises";
    if (r.kMin < kMinPracticeK || r.kMax > kMaxPracticeK || r.kMin > r.kMax)
        return "k runs from " + std::to_string(kMinPracticeK) + " to " +
               std::to_string(kMaxPracticeK) + ", the smallest first";
    if (r.language != "en" && r.language != "zh_CN") return "the language is en or zh_CN";
    const bool predicts =
        std::find(r.kinds.begin(), r.kinds.end(), PracticeKind::Predict) != r.kinds.end();
    if (predicts && predictMeasures(r).empty())
        return "predict exercises need NDCG, P or AP among the measures";
    return "";
}

PracticeSet authorSet(const SetRecipe& r) {
    PracticeSet set;
    if (!recipeProblem(r).empty()) return set;
    set.title = r.title;
    set.language = r.language;
    set.homework = r.homework;
    set.kinds.clear();  // as a version-2 file reads back: the exercises say their kinds
    std::mt19937 rng(r.seed);
    Rounds<PracticeMeasure> measures{measuresOf(r), {}}, predicted{predictMeasures(r), {}};
    Rounds<PracticeLevel> levels{canonical(r.levels, kPracticeLevelCount), {}};
    std::deque<int> recentScenarios;
    for (int i = 0; i < r.count; ++i) {
        PracticeSpec spec;
        spec.kind = r.kinds[static_cast<std::size_t>(i) % r.kinds.size()];
        if (spec.kind == PracticeKind::Compute) {
            spec.measure = measures.next(rng);
            spec.level = levels.next(rng);
        } else if (spec.kind == PracticeKind::Predict) {
            spec.measure = predicted.next(rng);
        }
        if (spec.kind == PracticeKind::Compute || spec.kind == PracticeKind::Predict)
            spec.k = drawInt(rng, r.kMin, r.kMax);
        spec.seed = spec.kind == PracticeKind::Choose ? freshChooseSeed(rng, recentScenarios)
                                                      : static_cast<std::uint32_t>(rng());
        set.exercises.push_back(spec);
    }
    return set;
}

std::uint32_t freshSeed() {
    std::random_device device;
    return device();
}

std::optional<PracticeMeasure> parseMeasureName(std::string_view s) {
    std::string name = asciiLower(s);
    if (name.size() > 2 && name.substr(name.size() - 2) == "@k") name.resize(name.size() - 2);
    for (int i = 0; i < kPracticeMeasureCount; ++i) {
        const auto m = static_cast<PracticeMeasure>(i);
        if (name == asciiLower(toString(m))) return m;
    }
    return std::nullopt;
}

std::optional<PracticeLevel> parseLevelName(std::string_view s) {
    const std::string name = asciiLower(s);
    if (name == "means") return PracticeLevel::SeveralQueries;
    return parsePracticeLevel(name);
}

}  // namespace ranklens::core::teaching
