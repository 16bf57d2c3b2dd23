#include "core/teaching/practice_exercise.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <string>
#include <tuple>
#include <utility>

#include "core/base/translate_noop.h"
#include "core/eval/ranking_metrics.h"
#include "core/teaching/lessons.h"
#include "core/teaching/practice_scenarios.h"
#include "core/teaching/practice_ties.h"

namespace ranklens::core::teaching {

namespace {

constexpr PracticeMeasure kAllMeasures[] = {
    PracticeMeasure::P,    PracticeMeasure::R,  PracticeMeasure::F1, PracticeMeasure::Dcg,
    PracticeMeasure::Ndcg, PracticeMeasure::Ap, PracticeMeasure::Rr};
constexpr PracticeMeasure kPredictMeasures[] = {PracticeMeasure::Ndcg, PracticeMeasure::P,
                                                PracticeMeasure::Ap};

RankingMeasure engineMeasure(PracticeMeasure m) {
    switch (m) {
        case PracticeMeasure::P:
            return RankingMeasure::P;
        case PracticeMeasure::R:
            return RankingMeasure::Recall;
        case PracticeMeasure::F1:
            return RankingMeasure::F1;
        case PracticeMeasure::Dcg:
            return RankingMeasure::Dcg;
        case PracticeMeasure::Ndcg:
            return RankingMeasure::Ndcg;
        case PracticeMeasure::Ap:
            return RankingMeasure::Ap;
        case PracticeMeasure::Rr:
            return RankingMeasure::Rr;
    }
    return RankingMeasure::P;
}

std::string gradesText(const std::vector<std::int32_t>& g) {
    std::string s = "[";
    for (std::size_t i = 0; i < g.size(); ++i) s += (i ? ", " : "") + std::to_string(g[i]);
    return s + "]";
}

const char* gainFormula(const EvalConfig& cfg) {
    return cfg.gain == GainKind::Exponential ? "2^g − 1" : "g";
}

// Only DCG and NDCG read gains: a question about the others states no gain (a learner read
// "the gain of grade g is 2^g − 1" in a P@3 question and looked for where it entered).
bool readsGain(PracticeMeasure m) {
    return m == PracticeMeasure::Dcg || m == PracticeMeasure::Ndcg;
}

// The lesson a measure's exercise practises (1-based lesson numbers of lessons(), found by the
// lessons' stable ids: the ramp of issue 48 renumbered them).
int lessonOf(PracticeMeasure m, const EvalConfig& cfg) {
    switch (m) {
        case PracticeMeasure::P:
        case PracticeMeasure::R:
            return lessonNumber("precision-recall");
        case PracticeMeasure::F1:
            return lessonNumber("f1");
        case PracticeMeasure::Dcg:
        case PracticeMeasure::Ndcg:
            // Exercises take the ideal from the labels: the exponential-gain lesson or the
            // linear one, not the lesson whose ideal re-sorts the returned items.
            return lessonNumber(cfg.gain == GainKind::Exponential ? "ndcg-exponential"
                                                                  : "ndcg-linear");
        case PracticeMeasure::Rr:
            return lessonNumber("mrr");
        case PracticeMeasure::Ap:
            return lessonNumber("ap-map");
    }
    return 0;
}

bool anyRelevant(const std::vector<std::int32_t>& grades, const EvalConfig& cfg, int upTo) {
    for (int i = 0; i < upTo && i < static_cast<int>(grades.size()); ++i)
        if (cfg.isRelevant(grades[static_cast<std::size_t>(i)])) return true;
    return false;
}

// A list of n returned items: binary (0/1) or graded (0..3), with 0..2 relevant items the list
// did not return. At least one relevant item in the top k, so every measure has something to
// count.
PracticeList drawList(std::mt19937& rng, bool graded, int n, int k, const EvalConfig& cfg) {
    PracticeList l;
    do {
        l.grades.assign(static_cast<std::size_t>(n), 0);
        for (auto& g : l.grades) g = graded ? drawInt(rng, 0, 3) : drawInt(rng, 0, 1);
    } while (!anyRelevant(l.grades, cfg, k));
    // "Relevant items not returned": relevant by the exercise's threshold (issue 48: a grade 1
    // listed there under threshold 2 was both called relevant and blamed as below it).
    const int missing = drawInt(rng, 0, 2);
    for (int i = 0; i < missing; ++i)
        l.unreturned.push_back(graded ? drawInt(rng, std::max(1, cfg.relevanceThreshold), 3) : 1);
    return l;
}

std::string formatValue(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    std::string s(buf);
    while (s.size() > 1 && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}

// The items of a ties exercise as the system listed them, one line each, then the relevant
// items not returned.
std::vector<PracticeText> tiedLines(const PracticeList& l) {
    std::vector<PracticeText> out;
    out.push_back(
        {RL_TRANSLATE_NOOP("Practice", "As the system listed them (document, score, grade):"), {}});
    for (const auto& it : l.items) {
        std::string id = it.docid;
        id.resize(std::max<std::size_t>(id.size(), 3), ' ');  // D1..D12 in one column
        out.push_back({"%1   %2   %3", {id, scoreText(it.score), std::to_string(it.grade)}});
    }
    if (l.unreturned.empty())
        out.push_back(
            {RL_TRANSLATE_NOOP("Practice", "The list returned every relevant item."), {}});
    else
        out.push_back({RL_TRANSLATE_NOOP("Practice", "Relevant items not returned: %1."),
                       {gradesText(l.unreturned)}});
    return out;
}

void makeCompute(std::mt19937& rng, PracticeExercise& ex) {
    const bool graded = ex.level == PracticeLevel::Graded ||
                        (ex.level == PracticeLevel::SeveralQueries && drawChance(rng, 1, 2)) ||
                        (ex.level == PracticeLevel::Ties && drawChance(rng, 1, 2));
    ex.k = ex.spec.k ? *ex.spec.k : drawInt(rng, 3, 5);
    if (graded) {
        ex.cfg.gain = drawChance(rng, 1, 2) ? GainKind::Exponential : GainKind::Linear;
        ex.cfg.relevanceThreshold = drawChance(rng, 1, 3) ? 2 : 1;
    }
    const int lists = ex.level == PracticeLevel::SeveralQueries ? drawInt(rng, 2, 3) : 1;
    if (ex.level == PracticeLevel::Ties) {
        // The counting measures see no order inside the top k: their lists run past k.
        const bool counting = ex.measure == PracticeMeasure::P ||
                              ex.measure == PracticeMeasure::R || ex.measure == PracticeMeasure::F1;
        const int n = ex.k + drawInt(rng, counting ? 1 : 0, 2);
        ex.lists.push_back(drawTiedList(rng, graded, n, ex.k, ex.cfg, ex.measure));
    }
    for (int i = 0; i < lists && ex.level != PracticeLevel::Ties; ++i) {
        const int n = std::max(2, ex.k + drawInt(rng, -2, 2));
        ex.lists.push_back(drawList(rng, graded, n, ex.k, ex.cfg));
    }
    ex.expected = engineMean(ex.lists, ex.cfg, ex.measure, ex.k);
    const std::string label = measureLabel(ex.measure, ex.k);
    if (!graded && ex.level == PracticeLevel::Binary) {
        ex.question = {RL_TRANSLATE_NOOP("Practice",
                                         "Each returned item is marked 1 (relevant) or 0 (not "
                                         "relevant), rank 1 first. What is %1?"),
                       {label}};
    } else if (ex.level == PracticeLevel::Ties && !readsGain(ex.measure)) {
        ex.question = {RL_TRANSLATE_NOOP("Practice",
                                         "The system listed these items with its scores. "
                                         "RankLens ranks by score, highest first; equal scores "
                                         "go by document id compared character by character, "
                                         "the later one first: D9 before D10. "
                                         "Relevant means grade ≥ %1. What is %2?"),
                       {std::to_string(ex.cfg.relevanceThreshold), label}};
    } else if (ex.level == PracticeLevel::Ties) {
        ex.question = {RL_TRANSLATE_NOOP("Practice",
                                         "The system listed these items with its scores. "
                                         "RankLens ranks by score, highest first; equal scores "
                                         "go by document id compared character by character, "
                                         "the later one first: D9 before D10. "
                                         "Relevant means grade ≥ %1; the gain of grade g is %2. "
                                         "What is %3?"),
                       {std::to_string(ex.cfg.relevanceThreshold), gainFormula(ex.cfg), label}};
    } else if (ex.level == PracticeLevel::SeveralQueries && !readsGain(ex.measure)) {
        ex.question = {RL_TRANSLATE_NOOP("Practice",
                                         "Relevant means grade ≥ %1. Compute %2 for each query "
                                         "and give their mean."),
                       {std::to_string(ex.cfg.relevanceThreshold), label}};
    } else if (ex.level == PracticeLevel::SeveralQueries) {
        ex.question = {RL_TRANSLATE_NOOP("Practice",
                                         "Relevant means grade ≥ %1; the gain of grade g is %2. "
                                         "Compute %3 for each query and give their mean."),
                       {std::to_string(ex.cfg.relevanceThreshold), gainFormula(ex.cfg), label}};
    } else if (!readsGain(ex.measure)) {
        ex.question = {RL_TRANSLATE_NOOP("Practice", "Relevant means grade ≥ %1. What is %2?"),
                       {std::to_string(ex.cfg.relevanceThreshold), label}};
    } else {
        ex.question = {RL_TRANSLATE_NOOP("Practice",
                                         "Relevant means grade ≥ %1; the gain of grade g is %2. "
                                         "What is %3?"),
                       {std::to_string(ex.cfg.relevanceThreshold), gainFormula(ex.cfg), label}};
    }
}

// A predict exercise whose answer is `want`: lists and swaps are drawn until the swap moves the
// measure that way (balance, issue 48: drawn freely, "stay" was the answer 63 % of the time).
void makePredict(std::mt19937& rng, PracticeExercise& ex) {
    ex.k = ex.spec.k ? *ex.spec.k : drawInt(rng, 3, 5);
    ex.cfg.gain = drawChance(rng, 1, 2) ? GainKind::Exponential : GainKind::Linear;
    const auto want = static_cast<Direction>(drawInt(rng, 0, 2));
    const double eps = 1e-12;
    for (int attempt = 0; attempt < 400; ++attempt) {
        ex.lists.assign(1, drawList(rng, true, ex.k + 2, ex.k, ex.cfg));
        const int n = static_cast<int>(ex.lists[0].grades.size());
        ex.swapA = drawInt(rng, 1, n - 1);
        ex.swapB = drawInt(rng, ex.swapA + 1, n);
        ex.before = engineValue(ex.lists[0], ex.cfg, ex.measure, ex.k);
        ex.after = engineValue(swapped(ex.lists[0], ex.swapA, ex.swapB), ex.cfg, ex.measure, ex.k);
        ex.direction = ex.after > ex.before + eps   ? Direction::Rise
                       : ex.after < ex.before - eps ? Direction::Fall
                                                    : Direction::Stay;
        if (ex.direction == want) break;
    }
    if (!readsGain(ex.measure)) {
        ex.question = {RL_TRANSLATE_NOOP("Practice",
                                         "Relevant means grade ≥ %1. Ranks %2 and %3 of the list "
                                         "swap places. Does %4 rise, fall or stay the same, and "
                                         "roughly by how much?"),
                       {std::to_string(ex.cfg.relevanceThreshold), std::to_string(ex.swapA),
                        std::to_string(ex.swapB), measureLabel(ex.measure, ex.k)}};
        return;
    }
    ex.question = {
        RL_TRANSLATE_NOOP("Practice",
                          "Relevant means grade ≥ %1; the gain of grade g is %2. Ranks "
                          "%3 and %4 of the list swap places. Does %5 rise, fall or "
                          "stay the same, and roughly by how much?"),
        {std::to_string(ex.cfg.relevanceThreshold), gainFormula(ex.cfg), std::to_string(ex.swapA),
         std::to_string(ex.swapB), measureLabel(ex.measure, ex.k)}};
}

// Every arrangement of k of the pool's items: the best NDCG@k among those hitting the target
// P@k, and the first arrangement reaching it (its letters, rank 1 first).
std::pair<double, std::string> bestArrangement(const PracticeList& pool,
                                               const PracticeExercise& ex) {
    const int poolSize = static_cast<int>(pool.grades.size());
    double best = -1.0;
    std::string bestText;
    std::vector<int> chosen(static_cast<std::size_t>(ex.k));
    std::vector<bool> used(poolSize, false);
    PracticeList arrangement;
    arrangement.grades.resize(static_cast<std::size_t>(ex.k));
    EvalConfig cfg = ex.cfg;
    auto visit = [&](auto&& self, int depth) -> void {
        if (depth == ex.k) {
            for (int i = 0; i < ex.k; ++i)
                arrangement.grades[static_cast<std::size_t>(i)] =
                    pool.grades[static_cast<std::size_t>(chosen[static_cast<std::size_t>(i)])];
            // The pool items left out are labelled but not returned.
            arrangement.unreturned.clear();
            for (int j = 0; j < poolSize; ++j)
                if (!used[static_cast<std::size_t>(j)])
                    arrangement.unreturned.push_back(pool.grades[static_cast<std::size_t>(j)]);
            if (std::abs(engineValue(arrangement, cfg, PracticeMeasure::P, ex.k) - ex.expected) >
                1e-12)
                return;
            const double ndcg = engineValue(arrangement, cfg, PracticeMeasure::Ndcg, ex.k);
            if (ndcg > best + 1e-12) {
                best = ndcg;
                bestText.clear();
                for (int c : chosen) bestText += static_cast<char>('A' + c);
            }
            return;
        }
        for (int j = 0; j < poolSize; ++j) {
            if (used[static_cast<std::size_t>(j)]) continue;
            used[static_cast<std::size_t>(j)] = true;
            chosen[static_cast<std::size_t>(depth)] = j;
            self(self, depth + 1);
            used[static_cast<std::size_t>(j)] = false;
        }
    };
    visit(visit, 0);
    return {best, bestText};
}

// The construct question, with or without "NDCG as high as it can be".
void setConstructQuestion(PracticeExercise& ex, int poolSize) {
    const std::string last(1, static_cast<char>('A' + poolSize - 1));
    if (ex.bestNdcg) {
        ex.question = {RL_TRANSLATE_NOOP("Practice",
                                         "Items A–%1 carry the grades shown (relevant: grade ≥ "
                                         "%2; gain 2^g − 1). Type %3 of the letters, rank 1 "
                                         "first, so that %4 = %5 and %6 is as high as it can "
                                         "be with that."),
                       {last, std::to_string(ex.cfg.relevanceThreshold), std::to_string(ex.k),
                        measureLabel(PracticeMeasure::P, ex.k), formatValue(ex.expected),
                        measureLabel(PracticeMeasure::Ndcg, ex.k)}};
    } else {
        ex.question = {RL_TRANSLATE_NOOP("Practice",
                                         "Items A–%1 carry the grades shown (relevant: grade ≥ "
                                         "%2). Type %3 of the letters, rank 1 first, so that %4 "
                                         "= %5."),
                       {last, std::to_string(ex.cfg.relevanceThreshold), std::to_string(ex.k),
                        measureLabel(PracticeMeasure::P, ex.k), formatValue(ex.expected)}};
    }
}

void makeConstruct(std::mt19937& rng, PracticeExercise& ex) {
    ex.k = 5;
    ex.measure = PracticeMeasure::P;
    ex.cfg.gain = GainKind::Exponential;
    ex.cfg.relevanceThreshold = drawChance(rng, 1, 3) ? 2 : 1;
    const int poolSize = 7;
    PracticeList pool;
    int rel = 0;
    do {
        pool.grades.assign(poolSize, 0);
        for (auto& g : pool.grades) g = drawInt(rng, 0, 3);
        rel = static_cast<int>(std::count_if(pool.grades.begin(), pool.grades.end(),
                                             [&](std::int32_t g) { return ex.cfg.isRelevant(g); }));
    } while (rel < 2 || poolSize - rel < 2);
    const int nonrel = poolSize - rel;
    const int hits = drawInt(rng, std::max(1, ex.k - nonrel), std::min(rel, ex.k - 1));
    ex.lists.push_back(pool);
    ex.expected = static_cast<double>(hits) / ex.k;
    ex.bestNdcg = drawChance(rng, 1, 2);

    std::tie(ex.bestNdcgValue, ex.exampleArrangement) = bestArrangement(pool, ex);
    setConstructQuestion(ex, poolSize);
}

void makeChoose(std::mt19937& rng, PracticeExercise& ex) {
    const auto all = practiceScenarios();
    ex.scenario = scenarioOfSeed(ex.spec.seed);
    const PracticeScenario& s = all[static_cast<std::size_t>(ex.scenario)];
    ex.options = {{s.right, true},
                  {s.wrong[0], false, s.flaws[0]},
                  {s.wrong[1], false, s.flaws[1]},
                  {s.wrong[2], false, s.flaws[2]}};
    shuffleOptions(rng, ex.options);
    ex.question = {s.question, {}};
    ex.reasoning = {s.reasoning, {}};
    ex.glossaryTerm = s.glossary;
}

}  // namespace

std::vector<std::int32_t> PracticeList::allLabels() const {
    std::vector<std::int32_t> all = grades;
    all.insert(all.end(), unreturned.begin(), unreturned.end());
    return all;
}

std::string PracticeText::english() const {
    return fillPlaceholders(format, values);
}

double engineValue(const PracticeList& list, const EvalConfig& cfg, PracticeMeasure m, int k) {
    return computeRankingMetrics(list.grades, list.allLabels(), cfg, k)[engineMeasure(m)];
}

double engineMean(const std::vector<PracticeList>& lists, const EvalConfig& cfg, PracticeMeasure m,
                  int k) {
    if (lists.empty()) return 0.0;
    double sum = 0.0;
    for (const auto& l : lists) sum += engineValue(l, cfg, m, k);
    return sum / static_cast<double>(lists.size());
}

PracticeList swapped(const PracticeList& list, int a, int b) {
    PracticeList out = list;
    const auto n = static_cast<int>(out.grades.size());
    if (a >= 1 && b >= 1 && a <= n && b <= n)
        std::swap(out.grades[static_cast<std::size_t>(a - 1)],
                  out.grades[static_cast<std::size_t>(b - 1)]);
    return out;
}

std::vector<PracticeText> exerciseLines(const PracticeExercise& ex) {
    std::vector<PracticeText> out;
    if (ex.kind == PracticeKind::Construct) {
        std::string items;
        const auto& pool = ex.lists.empty() ? std::vector<std::int32_t>{} : ex.lists[0].grades;
        for (std::size_t i = 0; i < pool.size(); ++i)
            items += (i ? ", " : "") + std::string(1, static_cast<char>('A' + i)) + " = " +
                     std::to_string(pool[i]);
        out.push_back({RL_TRANSLATE_NOOP("Practice", "Items and their grades: %1."), {items}});
        return out;
    }
    if (ex.lists.size() == 1 && !ex.lists[0].items.empty()) return tiedLines(ex.lists[0]);
    for (std::size_t i = 0; i < ex.lists.size(); ++i) {
        const auto& l = ex.lists[i];
        const std::string q = std::to_string(i + 1);
        if (ex.lists.size() == 1 && l.unreturned.empty())
            out.push_back({RL_TRANSLATE_NOOP("Practice",
                                             "Returned, rank 1 first: %1; the list returned every "
                                             "relevant item."),
                           {gradesText(l.grades)}});
        else if (ex.lists.size() == 1)
            out.push_back({RL_TRANSLATE_NOOP("Practice",
                                             "Returned, rank 1 first: %1; relevant items not "
                                             "returned: %2."),
                           {gradesText(l.grades), gradesText(l.unreturned)}});
        else if (l.unreturned.empty())
            out.push_back({RL_TRANSLATE_NOOP("Practice",
                                             "Query %1 — returned, rank 1 first: %2; the list "
                                             "returned every relevant item."),
                           {q, gradesText(l.grades)}});
        else
            out.push_back({RL_TRANSLATE_NOOP("Practice",
                                             "Query %1 — returned, rank 1 first: %2; relevant "
                                             "items not returned: %3."),
                           {q, gradesText(l.grades), gradesText(l.unreturned)}});
    }
    return out;
}

int practiceScenarioCount() {
    return static_cast<int>(practiceScenarios().size());
}

int scenarioOfSeed(std::uint32_t seed) {
    return static_cast<int>(seed % static_cast<std::uint32_t>(practiceScenarioCount()));
}

void shuffleOptions(std::mt19937& rng, std::vector<PracticeOption>& options) {
    // Fisher–Yates with the hand-written draw.
    for (int i = static_cast<int>(options.size()) - 1; i > 0; --i)
        std::swap(options[static_cast<std::size_t>(i)],
                  options[static_cast<std::size_t>(drawInt(rng, 0, i))]);
}

PracticeExercise makeExercise(const PracticeSpec& spec) {
    // One stream per (kind, seed): the kind is mixed in so compute #7 and predict #7 differ.
    std::mt19937 rng(spec.seed * 2654435761u + static_cast<std::uint32_t>(spec.kind) * 97u + 1u);
    PracticeExercise ex;
    ex.spec = spec;
    ex.kind = spec.kind;
    ex.cfg.gain = GainKind::Linear;
    ex.cfg.ideal = IdealOrder::Labels;
    switch (spec.kind) {
        case PracticeKind::Compute:
            ex.measure = spec.measure ? *spec.measure : kAllMeasures[drawInt(rng, 0, 6)];
            ex.level = spec.level ? *spec.level : static_cast<PracticeLevel>(drawInt(rng, 0, 2));
            if (ex.level == PracticeLevel::Statistics) ex.level = PracticeLevel::SeveralQueries;
            makeCompute(rng, ex);
            break;
        case PracticeKind::Predict: {
            const bool allowed =
                spec.measure && std::find(std::begin(kPredictMeasures), std::end(kPredictMeasures),
                                          *spec.measure) != std::end(kPredictMeasures);
            ex.measure = allowed ? *spec.measure : kPredictMeasures[drawInt(rng, 0, 2)];
            ex.level = PracticeLevel::Graded;
            makePredict(rng, ex);
            break;
        }
        case PracticeKind::Construct:
            ex.level = PracticeLevel::Graded;
            makeConstruct(rng, ex);
            break;
        case PracticeKind::Choose:
            if (spec.level == PracticeLevel::Statistics) {
                ex.level = PracticeLevel::Statistics;
                makeStatisticsChoice(rng, ex);
            } else {
                makeChoose(rng, ex);
            }
            break;
    }
    if (ex.kind != PracticeKind::Choose) {
        ex.glossaryTerm = std::string(rankingMeasureInfo(engineMeasure(ex.measure)).name);
        ex.lesson = lessonOf(ex.measure, ex.cfg);
    }
    return ex;
}

std::string expectedAnswerText(const PracticeExercise& ex) {
    switch (ex.kind) {
        case PracticeKind::Compute:
            return formatValue(ex.expected);
        case PracticeKind::Predict:
            return toString(ex.direction);
        case PracticeKind::Construct:
            return ex.exampleArrangement;
        case PracticeKind::Choose:
            for (std::size_t i = 0; i < ex.options.size(); ++i)
                if (ex.options[i].correct) return std::string(1, static_cast<char>('A' + i));
            return "";
    }
    return "";
}

std::string practiceValueText(double v) {
    return formatValue(v);
}

}  // namespace ranklens::core::teaching
