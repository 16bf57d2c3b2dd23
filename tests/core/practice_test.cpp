// Practice (issue 34): generated exercises carry the engine's values (checked against the
// engine and against SPEC.md's definitions written out here), each mistake class is recognised
// from a wrong answer computed here that way, right answers are never mistakes, generation is
// deterministic per seed, answers are read in every common form, progress and exercise sets
// round-trip and damaged files are refused with a message naming the file.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <numeric>
#include <random>
#include <set>

#include "core/eval/evaluator.h"
#include "core/eval/ranking_metrics.h"
#include "core/measures/measure_spec.h"
#include "core/teaching/glossary.h"
#include "core/teaching/lessons.h"
#include "core/teaching/practice_answer.h"
#include "core/teaching/practice_exercise.h"
#include "core/teaching/practice_mistakes.h"
#include "core/teaching/practice_progress.h"
#include "core/teaching/practice_scenarios.h"
#include "core/teaching/practice_set.h"
#include "core/teaching/practice_ties.h"
#include "tests/core/test_util.h"

using namespace ranklens::core;
using namespace ranklens::core::teaching;

namespace {

constexpr PracticeMeasure kMeasures[] = {
    PracticeMeasure::P,    PracticeMeasure::R,  PracticeMeasure::F1, PracticeMeasure::Dcg,
    PracticeMeasure::Ndcg, PracticeMeasure::Ap, PracticeMeasure::Rr};
constexpr PracticeLevel kLevels[] = {PracticeLevel::Binary, PracticeLevel::Graded,
                                     PracticeLevel::Ties, PracticeLevel::SeveralQueries};

// The grades of a ties exercise's items ordered by hand: score descending, equal scores by
// docid in byte order, descending (RankLens's and trec_eval's rule) unless `ascending`; or,
// `listed`, equal scores as the run file lists them.
std::vector<std::int32_t> orderedByHand(const std::vector<PracticeScoredItem>& items,
                                        bool ascending, bool listed = false) {
    std::vector<PracticeScoredItem> v = items;
    std::stable_sort(v.begin(), v.end(), [&](const auto& a, const auto& b) {
        if (a.score != b.score) return a.score > b.score;
        if (listed) return false;
        const int c = std::strcmp(a.docid.c_str(), b.docid.c_str());
        return ascending ? c < 0 : c > 0;
    });
    std::vector<std::int32_t> g;
    for (const auto& it : v) g.push_back(it.grade);
    return g;
}

// SPEC.md's definitions written out, with the ways a learner gets them wrong as switches.
struct Way {
    int thresholdDrop = 0;  // count grades one below the threshold as relevant
    bool pOverReturned = false;
    bool rOverReturned = false;
    int gain = -1;          // -1: the exercise's; 0 linear; 1 exponential
    int discountShift = 0;  // 1: log2(rank + 2)
    bool idealReturnedOnly = false;
    bool idealIsList = false;
    bool dcgOnly = false;
    bool apOverFound = false, apOverK = false;
    bool f1Arithmetic = false;
    bool rrRank = false;
    int ties = 0;          // 1: equal scores by docid ascending; 2: as the run file lists them
    int discount = 0;      // 1: no discount; 2: rank 1 by 1, rank i >= 2 by log2(i)
    bool rrLater = false;  // RR of the second relevant item in the top k
};

double byHand(const PracticeExercise& ex, const PracticeList& l, PracticeMeasure m, Way w) {
    if (w.ties) {
        PracticeList other = l;
        other.grades = orderedByHand(l.items, w.ties == 1, w.ties == 2);
        return byHand(ex, other, m, Way{});
    }
    const int k = ex.k;
    const int thr = ex.cfg.relevanceThreshold - w.thresholdDrop;
    const bool exp = w.gain < 0 ? ex.cfg.gain == GainKind::Exponential : w.gain == 1;
    auto rel = [&](int g) { return g >= thr && g >= 1; };
    auto gain = [&](int g) { return g <= 0 ? 0.0 : exp ? std::pow(2.0, g) - 1 : double(g); };
    const int n = static_cast<int>(l.grades.size());
    int relTop = 0, R = 0, first = 0, second = 0;
    double apSum = 0;
    for (int i = 0; i < std::min(k, n); ++i)
        if (rel(l.grades[i])) {
            ++relTop;
            apSum += double(relTop) / (i + 1);
            if (first && !second) second = i + 1;
            if (!first) first = i + 1;
        }
    if (w.rrLater) first = second ? second : first;
    for (int g : l.allLabels()) R += rel(g);
    const double denomP = w.pOverReturned ? n : k;  // the whole list, fewer or more than k
    const double denomR = w.rOverReturned ? std::min(k, n) : R;
    const double P = relTop / denomP, Rc = denomR > 0 ? relTop / denomR : 0.0;
    auto dcg = [&](const std::vector<std::int32_t>& g) {
        double s = 0;
        for (int i = 0; i < k && i < static_cast<int>(g.size()); ++i)
            s += gain(g[i]) / (w.discount == 1   ? 1.0
                               : w.discount == 2 ? (i == 0 ? 1.0 : std::log2(i + 1.0))
                                                 : std::log2(i + 2.0 + w.discountShift));
        return s;
    };
    std::vector<std::int32_t> ideal = w.idealReturnedOnly ? l.grades : l.allLabels();
    std::sort(ideal.rbegin(), ideal.rend());
    if (w.idealIsList) ideal = l.grades;
    switch (m) {
        case PracticeMeasure::P:
            return P;
        case PracticeMeasure::R:
            return Rc;
        case PracticeMeasure::F1:
            if (w.f1Arithmetic) return (P + Rc) / 2;
            return P + Rc > 0 ? 2 * P * Rc / (P + Rc) : 0.0;
        case PracticeMeasure::Dcg:
            return dcg(l.grades);
        case PracticeMeasure::Ndcg: {
            if (w.dcgOnly) return dcg(l.grades);
            const double i = dcg(ideal);
            return i > 0 ? dcg(l.grades) / i : 0.0;
        }
        case PracticeMeasure::Ap:
            if (w.apOverFound) return relTop ? apSum / relTop : 0.0;
            if (w.apOverK) return apSum / k;
            return R ? apSum / R : 0.0;
        case PracticeMeasure::Rr:
            if (w.rrRank) return first;
            return first ? 1.0 / first : 0.0;
    }
    return 0;
}

double byHandMean(const PracticeExercise& ex, Way w = {}) {
    double s = 0;
    for (const auto& l : ex.lists) s += byHand(ex, l, ex.measure, w);
    return s / ex.lists.size();
}

PracticeExercise compute(std::uint32_t seed, PracticeMeasure m, PracticeLevel level) {
    PracticeSpec spec;
    spec.kind = PracticeKind::Compute;
    spec.seed = seed;
    spec.measure = m;
    spec.level = level;
    return makeExercise(spec);
}

std::filesystem::path tempDir(const std::string& name) {
    auto d = std::filesystem::temp_directory_path() /
             ("ranklens_practice_" + name + "_" + std::to_string(::getpid()));
    std::filesystem::remove_all(d);
    std::filesystem::create_directories(d);
    return d;
}

}  // namespace

TEST(Practice, DrawIsTheSameOnEveryPlatform) {
    std::mt19937 rng;  // default seed 5489: first output 3499211612 (the standard's check)
    EXPECT_EQ(drawInt(rng, 0, 9), 2);  // 3499211612 % 10
    std::mt19937 a(7), b(7);
    for (int i = 0; i < 1000; ++i) {
        const int x = drawInt(a, -3, 4);
        EXPECT_GE(x, -3);
        EXPECT_LE(x, 4);
        EXPECT_EQ(x, drawInt(b, -3, 4));
    }
}

TEST(Practice, ComputeAnswerIsTheEnginesAndTheDefinitions) {
    int exercises = 0;
    for (PracticeMeasure m : kMeasures)
        for (PracticeLevel level : kLevels)
            for (std::uint32_t seed = 0; seed < 60; ++seed) {
                const PracticeExercise ex = compute(seed, m, level);
                ASSERT_EQ(ex.kind, PracticeKind::Compute);
                ASSERT_EQ(ex.measure, m);
                ASSERT_EQ(ex.level, level);
                ASSERT_EQ(ex.lists.size() > 1, level == PracticeLevel::SeveralQueries);
                // The engine, called here directly.
                double engine = 0;
                for (const auto& l : ex.lists) {
                    const RankingMetrics r =
                        computeRankingMetrics(l.grades, l.allLabels(), ex.cfg, ex.k);
                    const RankingMeasure rm[] = {RankingMeasure::P,    RankingMeasure::Recall,
                                                 RankingMeasure::F1,   RankingMeasure::Dcg,
                                                 RankingMeasure::Ndcg, RankingMeasure::Ap,
                                                 RankingMeasure::Rr};
                    engine += r[rm[static_cast<int>(m)]];
                    if (level == PracticeLevel::Binary) {
                        for (auto g : l.allLabels()) EXPECT_TRUE(g == 0 || g == 1);
                    }
                }
                engine /= ex.lists.size();
                EXPECT_DOUBLE_EQ(ex.expected, engine) << toString(m) << " seed " << seed;
                // SPEC.md's definitions, written out independently.
                EXPECT_NEAR(ex.expected, byHandMean(ex), 1e-12) << toString(m) << " " << seed;
                EXPECT_FALSE(ex.question.english().empty());
                EXPECT_EQ(ex.question.english().find('%'), std::string::npos);
                EXPECT_NE(glossaryEntryFor(ex.glossaryTerm), nullptr) << ex.glossaryTerm;
                EXPECT_LE(ex.lesson, static_cast<int>(lessons().size()));
                // An NDCG exercise links the lesson with its gain and its ideal.
                if (m == PracticeMeasure::Dcg || m == PracticeMeasure::Ndcg) {
                    ASSERT_GT(ex.lesson, 0);
                    const Lesson& lesson = lessons()[static_cast<std::size_t>(ex.lesson - 1)];
                    EXPECT_EQ(lesson.cfg.gain, ex.cfg.gain) << ex.lesson;
                    EXPECT_EQ(lesson.cfg.ideal, ex.cfg.ideal) << ex.lesson;
                }
                ++exercises;
            }
    EXPECT_EQ(exercises, 7 * 4 * 60);
}

// The ties level: the run file's items, ordered by the whole engine (a run and labels evaluated
// as from files, trec_eval's tie rule) and by hand, give the exercise's answer; the tie rule
// changes the answer of every exercise; D9 comes before D10.
TEST(Practice, TiesAnswerFollowsRankLensTieRule) {
    const RankingMeasure rm[] = {RankingMeasure::P,   RankingMeasure::Recall, RankingMeasure::F1,
                                 RankingMeasure::Dcg, RankingMeasure::Ndcg,   RankingMeasure::Ap,
                                 RankingMeasure::Rr};
    int exercises = 0, ruleMatters = 0, nineBeforeTen = 0;
    for (PracticeMeasure m : kMeasures)
        for (std::uint32_t seed = 0; seed < 40; ++seed) {
            const PracticeExercise ex = compute(seed, m, PracticeLevel::Ties);
            ASSERT_EQ(ex.lists.size(), 1u);
            const PracticeList& l = ex.lists[0];
            ASSERT_GE(static_cast<int>(l.items.size()), ex.k);
            EXPECT_EQ(l.grades, orderedByHand(l.items, false)) << seed;
            // The evaluator on a run and its labels, as read from files.
            std::vector<test::Line> lines;
            std::vector<test::Label> labels;
            for (const auto& it : l.items) {
                lines.push_back({"q1", it.docid, it.score});
                labels.push_back({"q1", it.docid, it.grade});
            }
            for (std::size_t u = 0; u < l.unreturned.size(); ++u)
                labels.push_back({"q1", "U" + std::to_string(u + 1), l.unreturned[u]});
            ranklens::core::Run run = test::makeRun(lines);
            Qrels qrels = test::makeQrels(labels);
            EvalOptions opts;
            const MeasureInfo& info = rankingMeasureInfo(rm[static_cast<int>(m)]);
            opts.requests.push_back({&info, {static_cast<double>(ex.k)}});
            opts.threads = 1;
            const EvalResult r = evaluate(run, qrels, ex.cfg, opts);
            ASSERT_EQ(r.columns.size(), 1u);
            ASSERT_EQ(r.columns[0].perQuery.size(), 1u);
            EXPECT_NEAR(ex.expected, r.columns[0].perQuery[0], 1e-12)
                << toString(m) << " seed " << seed;
            EXPECT_NEAR(ex.expected, byHandMean(ex), 1e-12);
            ruleMatters += std::abs(byHandMean(ex, {.ties = 1}) - ex.expected) > 0.01;
            // Text order: D9 before D10 when both carry the same score.
            for (std::size_t i : tieOrder(l.items, TiePolicy::TrecEval))
                if (l.items[i].docid == "D9") {
                    for (const auto& it : l.items)
                        nineBeforeTen += it.docid == "D10" && it.score == l.items[i].score;
                    break;
                }
            EXPECT_NE(ex.question.english().find("D9 before D10"), std::string::npos);
            ++exercises;
        }
    EXPECT_EQ(exercises, 7 * 40);
    EXPECT_EQ(ruleMatters, exercises);  // the tie rule changes every answer
    EXPECT_GE(nineBeforeTen, 1);
    // The same seed gives the same items.
    const PracticeExercise a = compute(5, PracticeMeasure::Ndcg, PracticeLevel::Ties);
    const PracticeExercise b = compute(5, PracticeMeasure::Ndcg, PracticeLevel::Ties);
    EXPECT_EQ(a.lists[0].items, b.lists[0].items);
    EXPECT_EQ(practiceId(a.spec), "compute-5-NDCG-ties");
    EXPECT_EQ(parsePracticeId("compute-5-NDCG-ties"), a.spec);
    // The worked steps start with the order.
    const auto steps = workedSteps(a);
    ASSERT_FALSE(steps.empty());
    EXPECT_EQ(steps[0].english().rfind("RankLens's order", 0), 0u) << steps[0].english();
}

TEST(Practice, PredictDirectionIsTheEngines) {
    std::map<Direction, int> seen;
    for (PracticeMeasure m : {PracticeMeasure::Ndcg, PracticeMeasure::P, PracticeMeasure::Ap})
        for (std::uint32_t seed = 0; seed < 150; ++seed) {
            PracticeSpec spec{PracticeKind::Predict, seed, m, std::nullopt};
            const PracticeExercise ex = makeExercise(spec);
            ASSERT_EQ(ex.measure, m);
            ASSERT_EQ(ex.lists.size(), 1u);
            ASSERT_LT(ex.swapA, ex.swapB);
            const PracticeList after = swapped(ex.lists[0], ex.swapA, ex.swapB);
            EXPECT_EQ(after.grades[ex.swapA - 1], ex.lists[0].grades[ex.swapB - 1]);
            const double b = byHand(ex, ex.lists[0], m, {}), a = byHand(ex, after, m, {});
            EXPECT_NEAR(ex.before, b, 1e-12);
            EXPECT_NEAR(ex.after, a, 1e-12);
            const Direction d = a > b + 1e-9   ? Direction::Rise
                                : a < b - 1e-9 ? Direction::Fall
                                               : Direction::Stay;
            EXPECT_EQ(ex.direction, d);
            ++seen[d];
            EXPECT_EQ(gradeAnswer(ex, toString(d)).verdict, Verdict::Right);
            const Direction other = d == Direction::Rise ? Direction::Fall : Direction::Rise;
            EXPECT_EQ(gradeAnswer(ex, toString(other)).verdict, Verdict::Wrong);
            // Roughly by how much: the size of the change, or a signed change alone.
            const double delta = std::abs(a - b);
            const std::string word = toString(d);
            EXPECT_EQ(gradeAnswer(ex, word + " " + practiceValueText(delta)).verdict,
                      Verdict::Right);
            const PracticeGrade off =
                gradeAnswer(ex, word + " by " + practiceValueText(delta + 0.6));
            EXPECT_EQ(off.verdict, Verdict::Wrong);
            EXPECT_FALSE(off.amountRight);
            const std::string signed_ = d == Direction::Rise   ? "+" + practiceValueText(delta)
                                        : d == Direction::Fall ? "-" + practiceValueText(delta)
                                                               : "0";
            EXPECT_EQ(gradeAnswer(ex, signed_).verdict, Verdict::Right) << signed_;
        }
    EXPECT_GT(seen[Direction::Rise], 20);
    EXPECT_GT(seen[Direction::Fall], 20);
    EXPECT_GT(seen[Direction::Stay], 20);
}

TEST(Practice, ConstructTargetAndBestNdcgAreChecked) {
    int best = 0, plain = 0;
    for (std::uint32_t seed = 0; seed < 80; ++seed) {
        const PracticeExercise ex = makeExercise({PracticeKind::Construct, seed, {}, {}});
        ASSERT_EQ(ex.lists.size(), 1u);
        const auto& pool = ex.lists[0].grades;
        ASSERT_EQ(ex.exampleArrangement.size(), static_cast<std::size_t>(ex.k));
        const PracticeGrade right = gradeAnswer(ex, ex.exampleArrangement);
        EXPECT_EQ(right.verdict, Verdict::Right) << seed;
        EXPECT_NEAR(right.achievedP, ex.expected, 1e-12);
        // Independently: the best NDCG among every arrangement hitting the target.
        std::vector<int> idx(pool.size());
        std::iota(idx.begin(), idx.end(), 0);
        double bestHere = -1;
        std::string worse;
        do {
            PracticeList l;
            std::vector<bool> used(pool.size());
            for (int i = 0; i < ex.k; ++i) {
                l.grades.push_back(pool[idx[i]]);
                used[idx[i]] = true;
            }
            for (std::size_t j = 0; j < pool.size(); ++j)
                if (!used[j]) l.unreturned.push_back(pool[j]);
            if (std::abs(byHand(ex, l, PracticeMeasure::P, {}) - ex.expected) > 1e-12) continue;
            const double ndcg = byHand(ex, l, PracticeMeasure::Ndcg, {});
            if (ndcg < bestHere - 1e-6 && worse.empty())
                for (int i = 0; i < ex.k; ++i) worse += char('A' + idx[i]);
            bestHere = std::max(bestHere, ndcg);
        } while (std::next_permutation(idx.begin(), idx.end()));
        EXPECT_NEAR(ex.bestNdcgValue, bestHere, 1e-12);
        if (!worse.empty()) {
            // Hits the target but not the best NDCG: right only when the best is not asked.
            EXPECT_EQ(gradeAnswer(ex, worse).verdict, ex.bestNdcg ? Verdict::Wrong : Verdict::Right)
                << seed << " " << worse;
        }
        (ex.bestNdcg ? best : plain)++;
        // Letters in any case and with separators; bad letters are unreadable, not wrong.
        std::string spaced;
        for (char c : ex.exampleArrangement) spaced += std::string(1, char(c - 'A' + 'a')) + " ";
        EXPECT_EQ(gradeAnswer(ex, spaced).verdict, Verdict::Right);
        EXPECT_EQ(gradeAnswer(ex, "AAB").problem, AnswerProblem::RepeatedItem);
        EXPECT_EQ(gradeAnswer(ex, "ABCDZ").problem, AnswerProblem::UnknownItem);
        EXPECT_EQ(gradeAnswer(ex, "ABC").problem, AnswerProblem::WrongItemCount);
    }
    EXPECT_GT(best, 10);
    EXPECT_GT(plain, 10);
}

TEST(Practice, ChooseHasOneRightOptionAndItsReasoning) {
    std::set<int> scenarios;
    for (std::uint32_t seed = 0; seed < 200; ++seed) {
        const PracticeExercise ex = makeExercise({PracticeKind::Choose, seed, {}, {}});
        ASSERT_EQ(ex.options.size(), 4u);
        EXPECT_EQ(std::count_if(ex.options.begin(), ex.options.end(),
                                [](const PracticeOption& o) { return o.correct; }),
                  1);
        EXPECT_NE(ex.reasoning.english(), "");
        scenarios.insert(ex.scenario);
        const std::string right = expectedAnswerText(ex);
        for (int i = 0; i < 4; ++i) {
            const std::string letter(1, char('A' + i));
            EXPECT_EQ(gradeAnswer(ex, letter).verdict,
                      letter == right ? Verdict::Right : Verdict::Wrong);
        }
        EXPECT_EQ(gradeAnswer(ex, "(" + right + ")").verdict, Verdict::Right);
        EXPECT_EQ(gradeAnswer(ex, "E").problem, AnswerProblem::NotAnOption);
        if (!ex.glossaryTerm.empty()) {
            EXPECT_NE(glossaryEntryFor(ex.glossaryTerm), nullptr);
        }
    }
    EXPECT_EQ(static_cast<int>(scenarios.size()), practiceScenarioCount());
}

TEST(Practice, SameSeedSameExerciseDifferentSeedsDiffer) {
    for (int kind = 0; kind < kPracticeKindCount; ++kind) {
        std::set<std::string> texts;
        for (std::uint32_t seed = 0; seed < 30; ++seed) {
            const PracticeSpec spec{static_cast<PracticeKind>(kind), seed, {}, {}};
            const PracticeExercise a = makeExercise(spec), b = makeExercise(spec);
            EXPECT_EQ(a.spec, b.spec);
            EXPECT_EQ(a.question.english(), b.question.english());
            ASSERT_EQ(a.lists.size(), b.lists.size());
            for (std::size_t i = 0; i < a.lists.size(); ++i) {
                EXPECT_EQ(a.lists[i].grades, b.lists[i].grades);
                EXPECT_EQ(a.lists[i].unreturned, b.lists[i].unreturned);
            }
            EXPECT_EQ(a.expected, b.expected);
            EXPECT_EQ(expectedAnswerText(a), expectedAnswerText(b));
            std::string key = a.question.english() + expectedAnswerText(a);
            for (const auto& l : a.lists)
                for (auto g : l.grades) key += std::to_string(g);
            texts.insert(key);
        }
        EXPECT_GT(texts.size(), 8u) << kind;
    }
    // Pinned: the same exercise on every platform and standard library.
    const PracticeExercise ex = compute(1, PracticeMeasure::Ndcg, PracticeLevel::Graded);
    const PracticeExercise again = compute(1, PracticeMeasure::Ndcg, PracticeLevel::Graded);
    EXPECT_EQ(ex.lists[0].grades, again.lists[0].grades);
    const PracticeExercise several = compute(2, PracticeMeasure::Ap, PracticeLevel::SeveralQueries);
    std::string pinned = std::to_string(ex.k) + " " + testing::PrintToString(ex.lists[0].grades) +
                         " " + testing::PrintToString(ex.lists[0].unreturned) + " " +
                         expectedAnswerText(ex) + " | " + std::to_string(several.k);
    for (const auto& l : several.lists)
        pinned += " " + testing::PrintToString(l.grades) + testing::PrintToString(l.unreturned);
    pinned += " " + expectedAnswerText(several) + " | " +
              expectedAnswerText(makeExercise({PracticeKind::Construct, 3, {}, {}})) + " " +
              expectedAnswerText(makeExercise({PracticeKind::Choose, 3, {}, {}}));
    EXPECT_EQ(pinned,
              "5 { 1, 0, 3 } { 3, 1 } 0.429 | 3 { 1, 0, 2 }{ 3 } { 3, 1, 0, 1, 3 }{ 3 } "
              "{ 3, 1 }{ 1 } 0.541 | ACDGB B");  // choose: scenario = seed mod count (issue 48)
}

TEST(Practice, AnIdReplaysTheExercise) {
    const PracticeSpec specs[] = {
        {PracticeKind::Compute, 123, {}, {}},
        {PracticeKind::Compute, 4294967295u, PracticeMeasure::Ndcg, PracticeLevel::Graded},
        {PracticeKind::Compute, 7, std::nullopt, PracticeLevel::Binary},
        {PracticeKind::Predict, 9, PracticeMeasure::Ap, {}},
        {PracticeKind::Choose, 0, {}, {}},
    };
    for (const auto& spec : specs) {
        const std::string id = practiceId(spec);
        const auto back = parsePracticeId(id);
        ASSERT_TRUE(back.has_value()) << id;
        EXPECT_EQ(*back, spec) << id;
        EXPECT_EQ(makeExercise(spec).spec, spec);  // kept as asked: its id replays it
        EXPECT_EQ(makeExercise(*back).question.english(), makeExercise(spec).question.english());
    }
    EXPECT_EQ(practiceId(specs[1]), "compute-4294967295-NDCG-graded");
    for (const char* bad : {"", "compute", "guess-1", "compute-x", "compute-4294967296",
                            "compute-1-NDCG-NDCG", "compute-1-foo", "compute-1-P-binary-x"})
        EXPECT_FALSE(parsePracticeId(bad).has_value()) << bad;
}

TEST(Practice, EachMistakeIsRecognisedFromAWrongAnswerBuiltThatWay) {
    struct Case {
        PracticeMistake mistake;
        std::vector<PracticeMeasure> measures;
        Way way;
        bool pooled = false;
        bool oneQuery = false;  // the first query's value instead of the mean
    };
    using PM = PracticeMeasure;
    const std::vector<PM> all(std::begin(kMeasures), std::end(kMeasures));
    const std::vector<Case> cases = {
        {PracticeMistake::TiesDocidAscending, all, {.ties = 1}},
        {PracticeMistake::TiesAsListed, all, {.ties = 2}},
        {PracticeMistake::BelowThresholdCounted,
         {PM::P, PM::R, PM::F1, PM::Ap, PM::Rr},
         {.thresholdDrop = 1}},
        {PracticeMistake::PrecisionOverReturned, {PM::P, PM::F1}, {.pOverReturned = true}},
        {PracticeMistake::RecallOverReturned, {PM::R, PM::F1}, {.rOverReturned = true}},
        {PracticeMistake::LinearGainForExponential, {PM::Dcg, PM::Ndcg}, {.gain = 0}},
        {PracticeMistake::ExponentialGainForLinear, {PM::Dcg, PM::Ndcg}, {.gain = 1}},
        {PracticeMistake::DiscountOffByOne, {PM::Dcg, PM::Ndcg}, {.discountShift = 1}},
        {PracticeMistake::NoDiscount, {PM::Dcg, PM::Ndcg}, {.discount = 1}},
        {PracticeMistake::Log2RankDiscount, {PM::Dcg, PM::Ndcg}, {.discount = 2}},
        {PracticeMistake::IdealFromReturnedOnly, {PM::Ndcg}, {.idealReturnedOnly = true}},
        {PracticeMistake::IdealNotSorted, {PM::Ndcg}, {.idealIsList = true}},
        {PracticeMistake::DcgNotNormalised, {PM::Ndcg}, {.dcgOnly = true}},
        {PracticeMistake::ApOverRelevantRetrieved, {PM::Ap}, {.apOverFound = true}},
        {PracticeMistake::ApOverK, {PM::Ap}, {.apOverK = true}},
        {PracticeMistake::F1ArithmeticMean, {PM::F1}, {.f1Arithmetic = true}},
        {PracticeMistake::RrGaveRank, {PM::Rr}, {.rrRank = true}},
        {PracticeMistake::RrLaterRelevant, {PM::Rr}, {.rrLater = true}},
        {PracticeMistake::PooledInsteadOfMean, {PM::R}, {}, true},
        {PracticeMistake::OneQueryNotMean, all, {}, false, true},
    };
    ASSERT_EQ(cases.size(), static_cast<std::size_t>(kPracticeMistakeCount) - 2);
    for (const Case& c : cases) {
        int exact = 0, earlier = 0;
        for (PM m : c.measures)
            for (PracticeLevel level : kLevels)
                for (std::uint32_t seed = 0; seed < 150; ++seed) {
                    if ((c.pooled || c.oneQuery) && level != PracticeLevel::SeveralQueries)
                        continue;
                    if (c.way.ties && level != PracticeLevel::Ties) continue;
                    const PracticeExercise ex = compute(seed, m, level);
                    double wrong = 0;
                    if (c.pooled) {
                        double found = 0, all = 0;
                        for (const auto& l : ex.lists) {
                            found += byHand(ex, l, PM::P, {}) * ex.k;  // relevant in the top k
                            for (int g : l.allLabels()) all += g >= ex.cfg.relevanceThreshold;
                        }
                        wrong = all > 0 ? found / all : 0;
                    } else if (c.oneQuery) {
                        wrong = byHand(ex, ex.lists[0], m, {});
                    } else {
                        wrong = byHandMean(ex, c.way);
                    }
                    if (std::abs(wrong - ex.expected) <= 2 * kPracticeTolerance) continue;
                    const PracticeMistake got = classifyMistake(ex, wrong);
                    ASSERT_NE(got, PracticeMistake::None);
                    if (got == c.mistake) {
                        ++exact;
                        const PracticeGrade g = gradeAnswer(ex, practiceValueText(wrong));
                        EXPECT_EQ(g.verdict, Verdict::Wrong);
                    } else {
                        // Only an earlier step giving the very same number may explain it.
                        ASSERT_NE(got, PracticeMistake::Unclassified)
                            << mistakeId(c.mistake) << " seed " << seed << " " << toString(m);
                        EXPECT_LT(static_cast<int>(got), static_cast<int>(c.mistake));
                        const auto vs = mistakenValues(ex, got);
                        EXPECT_TRUE(std::any_of(vs.begin(), vs.end(),
                                                [&](double v) { return practiceClose(wrong, v); }));
                        ++earlier;
                    }
                }
        EXPECT_GE(exact, 5) << mistakeId(c.mistake) << " (explained earlier: " << earlier << ")";
        EXPECT_NE(std::string(mistakeExplanation(c.mistake)), "");
        EXPECT_NE(std::string(mistakeTitle(c.mistake)), "");
        EXPECT_EQ(parseMistakeId(mistakeId(c.mistake)), c.mistake);
    }
}

// P@3 of [1, 1, 0, 0] answered 2/4 was "unclassified": dividing by the list's length is the
// same mistake when the list is longer than k as when it is shorter.
TEST(Practice, PrecisionOverTheWholeListIsRecognisedWhenTheListIsLongerThanK) {
    PracticeExercise ex;
    ex.kind = PracticeKind::Compute;
    ex.measure = PracticeMeasure::P;
    ex.k = 3;
    ex.lists = {PracticeList{{1, 1, 0, 0}, {1, 1}, {}}};
    ex.expected = 2.0 / 3;
    EXPECT_EQ(classifyMistake(ex, 0.5), PracticeMistake::PrecisionOverReturned);
    EXPECT_EQ(classifyMistake(ex, 2.0 / 3), PracticeMistake::None);
}

TEST(Practice, RightAnswersAreNeverMistakes) {
    for (PracticeMeasure m : kMeasures)
        for (PracticeLevel level : kLevels)
            for (std::uint32_t seed = 0; seed < 100; ++seed) {
                const PracticeExercise ex = compute(seed, m, level);
                for (double d : {0.0, 0.004, -0.004})
                    EXPECT_EQ(classifyMistake(ex, ex.expected + d), PracticeMistake::None);
                EXPECT_EQ(gradeAnswer(ex, expectedAnswerText(ex)).verdict, Verdict::Right);
                EXPECT_EQ(gradeAnswer(ex, practiceValueText(ex.expected + 0.02)).verdict,
                          Verdict::Wrong);
                EXPECT_NE(classifyMistake(ex, ex.expected + 0.02), PracticeMistake::None);
                EXPECT_FALSE(workedSteps(ex).empty());
            }
}

TEST(Practice, WorkedStepsEndInTheAnswer) {
    const PracticeExercise ex = compute(3, PracticeMeasure::Ndcg, PracticeLevel::SeveralQueries);
    const auto steps = workedSteps(ex);
    ASSERT_FALSE(steps.empty());
    const std::string last = steps.back().english();
    EXPECT_NE(last.find("= " + practiceValueText(ex.expected) + "."), std::string::npos) << last;
    for (const auto& s : steps) EXPECT_EQ(s.english().find('%'), std::string::npos);
}

TEST(Practice, AnswersAreReadInEveryCommonForm) {
    for (const char* s :
         {"0.6", ".6", "60 %", "60%", "60 ％", "3/5", "0,6", " 0.60 ", "6/10", "+0.6"}) {
        const ParsedNumber n = parseNumberAnswer(s);
        ASSERT_TRUE(n.value.has_value()) << s;
        EXPECT_NEAR(*n.value, 0.6, 1e-12) << s;
    }
    EXPECT_NEAR(*parseNumberAnswer("1/3").value, 1.0 / 3, 1e-15);
    EXPECT_NEAR(*parseNumberAnswer("12,294").value, 12.294, 1e-12);  // a decimal comma
    const std::pair<const char*, AnswerProblem> bad[] = {
        {"", AnswerProblem::Empty},
        {"   ", AnswerProblem::Empty},
        {"abc", AnswerProblem::NotANumber},
        {"0.6.1", AnswerProblem::NotANumber},
        {"1,2,3", AnswerProblem::NotANumber},
        {"inf", AnswerProblem::NotANumber},
        {"nan", AnswerProblem::NotANumber},
        {"3/0", AnswerProblem::DivisionByZero},
        {"1,234.5", AnswerProblem::TwoSeparators},
        {"/5", AnswerProblem::NotANumber},
    };
    for (const auto& [s, p] : bad) {
        const ParsedNumber n = parseNumberAnswer(s);
        EXPECT_FALSE(n.value.has_value()) << s;
        EXPECT_EQ(n.problem, p) << s;
        EXPECT_NE(std::string(answerProblemText(p)), "");
    }
    // An unreadable answer is named and never counted as wrong.
    const PracticeExercise ex = compute(2, PracticeMeasure::P, PracticeLevel::Binary);
    PracticeProgress progress;
    progress.learner = "Ana";
    const PracticeGrade g = gradeAnswer(ex, "zero point six");
    EXPECT_EQ(g.verdict, Verdict::Unreadable);
    EXPECT_EQ(g.problem, AnswerProblem::NotANumber);
    recordAnswer(progress, ex, g, true, "compute-2", "zero point six", "");
    PracticeProgress untouched;
    untouched.learner = "Ana";
    EXPECT_EQ(progress, untouched);
    for (const char* s : {"rise", "Up", "+", "上升"})
        EXPECT_EQ(parseDirection(s), Direction::Rise) << s;
    for (const char* s : {"fall", "DOWN", "−", "下降"})
        EXPECT_EQ(parseDirection(s), Direction::Fall) << s;
    for (const char* s : {"stay", "same", "=", "不变"})
        EXPECT_EQ(parseDirection(s), Direction::Stay) << s;
    EXPECT_FALSE(parseDirection("maybe").has_value());
    EXPECT_EQ(parsePrediction("rise 0.05")->amount, 0.05);
    EXPECT_EQ(parsePrediction("Rise 0.05")->direction, Direction::Rise);
    EXPECT_EQ(parsePrediction("down by 10 %")->direction, Direction::Fall);
    EXPECT_NEAR(*parsePrediction("down by 10 %")->amount, 0.1, 1e-12);
    EXPECT_EQ(parsePrediction("−0,1")->direction, Direction::Fall);
    EXPECT_NEAR(*parsePrediction("−0,1")->amount, 0.1, 1e-12);
    EXPECT_EQ(parsePrediction("+1/20")->direction, Direction::Rise);
    EXPECT_EQ(parsePrediction("0")->direction, Direction::Stay);
    EXPECT_FALSE(parsePrediction("stay").has_value() && parsePrediction("stay")->amount);
    EXPECT_FALSE(parsePrediction("0.5").has_value());  // no sign: which way?
    EXPECT_FALSE(parsePrediction("rise a lot").has_value());
    EXPECT_FALSE(parsePrediction("rise -0.1").has_value());
    EXPECT_TRUE(roughlyRight(0.1, -0.12));
    EXPECT_TRUE(roughlyRight(0.3, 0.5));  // within half the change
    EXPECT_FALSE(roughlyRight(0.1, 0.3));
}

TEST(Practice, ProgressRoundTripsAndCountsFirstTries) {
    const auto dir = tempDir("progress");
    PracticeProgress p;
    p.learner = "李雷 / Li";
    const PracticeExercise a = compute(5, PracticeMeasure::P, PracticeLevel::Binary);
    const PracticeExercise b = compute(6, PracticeMeasure::Ndcg, PracticeLevel::Graded);
    recordAnswer(p, a, gradeAnswer(a, expectedAnswerText(a)), true, "compute-5",
                 expectedAnswerText(a), "2026-12-02T10:00:00Z");
    const std::string wrongB = practiceValueText(b.expected + 0.3);
    recordAnswer(p, b, gradeAnswer(b, wrongB), true, "compute-6", wrongB, "2026-12-02T10:01:00Z");
    recordAnswer(p, b, gradeAnswer(b, expectedAnswerText(b)), false, "compute-6",
                 expectedAnswerText(b), "2026-12-02T10:02:00Z");
    EXPECT_EQ(p.done, 2);
    EXPECT_EQ(p.firstTryRight, 1);
    EXPECT_EQ(p.answers.size(), 3u);
    EXPECT_EQ(p.topics["compute/NDCG"].tried, 2);
    EXPECT_EQ(p.topics["compute/NDCG"].wrong, 1);
    ASSERT_EQ(frequentMistakes(p, 5).size(), 1u);

    std::string error;
    ASSERT_TRUE(saveProgress(dir, p, error)) << error;
    const auto file = progressFile(dir, p.learner);
    EXPECT_EQ(file.parent_path(), dir);  // the slash does not escape the folder
    EXPECT_TRUE(std::filesystem::exists(file));
    EXPECT_FALSE(std::filesystem::exists(file.string() + ".tmp"));
    const ProgressLoad back = loadProgress(dir, p.learner);
    ASSERT_TRUE(back.ok) << back.error;
    EXPECT_EQ(back.progress, p);
    // Another learner starts fresh.
    const ProgressLoad fresh = loadProgress(dir, "Bob");
    ASSERT_TRUE(fresh.ok);
    EXPECT_EQ(fresh.progress.done, 0);
    EXPECT_EQ(fresh.progress.learner, "Bob");
    std::filesystem::remove_all(dir);
}

TEST(Practice, DamagedOrForeignProgressIsRefusedNamingTheFile) {
    const auto dir = tempDir("damaged");
    const auto file = progressFile(dir, "Ana");
    PracticeProgress p;
    p.learner = "Ana";
    p.done = 3;
    p.firstTryRight = 2;
    const std::string good = progressJson(p);
    const std::pair<std::string, std::string> cases[] = {
        {good.substr(0, good.size() / 2), "damaged JSON"},
        {"{\"name\": \"something else\"}", "not a RankLens practice progress file"},
        {"[1, 2, 3]", "not a RankLens practice progress file"},
        {"\x89PNG\r\n", "damaged JSON"},
    };
    for (const auto& [text, why] : cases) {
        std::ofstream(file, std::ios::binary) << text;
        const ProgressLoad l = loadProgress(dir, "Ana");
        EXPECT_FALSE(l.ok);
        EXPECT_NE(l.error.find(file.string()), std::string::npos) << l.error;
        EXPECT_NE(l.error.find(why), std::string::npos) << l.error;
    }
    std::string bad = good;
    bad.replace(bad.find("\"first_try_right\": 2"), 20, "\"first_try_right\": 9");
    std::ofstream(file, std::ios::binary) << bad;
    EXPECT_NE(loadProgress(dir, "Ana").error.find("contradict"), std::string::npos);
    std::ofstream(file, std::ios::binary) << good;
    EXPECT_TRUE(loadProgress(dir, "Ana").ok);
    std::filesystem::remove_all(dir);
}

TEST(Practice, WeakSpotsPreferTopicsWithMistakes) {
    PracticeProgress p;
    std::map<std::string, int> drawn;
    for (std::uint32_t seed = 0; seed < 600; ++seed) {
        const PracticeSpec s = drawWeakSpot(p, seed);
        drawn[practiceTopic(s.kind, s.measure.value_or(PracticeMeasure::P))]++;
    }
    EXPECT_EQ(drawn.size(), 12u);  // no mistakes yet: every topic comes up
    EXPECT_LT(drawn["compute/NDCG"], 120);
    p.topics["compute/NDCG"].tried = 5;
    p.topics["compute/NDCG"].wrong = 5;
    p.topics["predict/AP"].tried = 3;
    p.topics["predict/AP"].wrong = 2;
    drawn.clear();
    for (std::uint32_t seed = 0; seed < 600; ++seed) {
        const PracticeSpec s = drawWeakSpot(p, seed);
        EXPECT_EQ(s, drawWeakSpot(p, seed));
        drawn[practiceTopic(s.kind, s.measure.value_or(PracticeMeasure::P))]++;
    }
    // Weights 21 and 9 of 40: about 315 and 135 of 600.
    EXPECT_GT(drawn["compute/NDCG"], 250);
    EXPECT_GT(drawn["predict/AP"], 90);
    EXPECT_GT(drawn.size(), 5u);
}

TEST(Practice, ExerciseSetRoundTripsAndBadFilesAreRefused) {
    const auto dir = tempDir("set");
    PracticeSet set =
        makePracticeSet({PracticeKind::Compute, PracticeKind::Predict}, 100, 4, "zh_CN");
    set.title = "Week 3";
    std::string error;
    ASSERT_TRUE(savePracticeSet(dir / "week3.json", set, error)) << error;
    const PracticeSetLoad back = loadPracticeSet(dir / "week3.json");
    ASSERT_TRUE(back.ok) << back.error;
    EXPECT_EQ(back.set, set);
    const auto specs = back.set.specs();
    ASSERT_EQ(specs.size(), 4u);
    EXPECT_EQ(specs[1].kind, PracticeKind::Predict);
    EXPECT_EQ(specs[3].seed, 103u);

    const PracticeSetLoad counted = parsePracticeSet(
        R"({"format":"ranklens-practice-set","version":1,"kinds":["choose"],"seed":7,"count":3})",
        "c.json");
    ASSERT_TRUE(counted.ok) << counted.error;
    EXPECT_EQ(counted.set.seeds, (std::vector<std::uint32_t>{7, 8, 9}));

    const std::pair<std::string, std::string> bad[] = {
        {"{\"format\": \"ranklens-practice-set\", ", "damaged or not JSON"},
        {R"({"format":"something-else","version":1})", "not a RankLens exercise set"},
        {R"({"format":"ranklens-practice-set","version":9,"kinds":["compute"],"seeds":[1]})",
         "newer RankLens"},
        {R"({"format":"ranklens-practice-set","version":1,"kinds":["guess"],"seeds":[1]})",
         "unknown kind \"guess\""},
        {R"({"format":"ranklens-practice-set","version":1,"kinds":[],"seeds":[1]})",
         "\"kinds\" must list"},
        {R"({"format":"ranklens-practice-set","version":1,"kinds":["compute"],"seeds":[-1]})",
         "every seed"},
        {R"({"format":"ranklens-practice-set","version":1,"kinds":["compute"],"seed":1,"count":0})",
         "\"count\" must be"},
        {R"({"format":"ranklens-practice-set","version":1,"kinds":["compute"],"seeds":[1],
            "language":"fr"})",
         "\"language\""},
        {R"({"format":"ranklens-practice-set","version":1,"kinds":["compute"]})", "damaged"},
    };
    for (const auto& [text, why] : bad) {
        std::ofstream(dir / "bad.json", std::ios::binary) << text;
        const PracticeSetLoad l = loadPracticeSet(dir / "bad.json");
        EXPECT_FALSE(l.ok) << text;
        EXPECT_EQ(l.error.rfind((dir / "bad.json").string() + ": ", 0), 0u) << l.error;
        EXPECT_NE(l.error.find(why), std::string::npos) << l.error;
    }
    EXPECT_FALSE(loadPracticeSet(dir / "missing.json").ok);
    std::filesystem::remove_all(dir);
}

TEST(Practice, AnswersCsvRoundTripsAndGradesASet) {
    const PracticeSet set = makePracticeSet({PracticeKind::Compute}, 40, 3);
    const auto specs = set.specs();
    const PracticeExercise e1 = makeExercise(specs[0]);
    const PracticeExercise e2 = makeExercise(specs[1]);
    // A decimal comma must be quoted in CSV; the answers file names its columns.
    std::string right1 = expectedAnswerText(e1);
    std::replace(right1.begin(), right1.end(), '.', ',');
    const std::string csv = "exercise,answer,time\n1,\"" + right1 + "\",2026-12-02T10:00:00Z\n2," +
                            practiceValueText(e2.expected + 0.5) + ",\n";
    const AnswersLoad answers = parseAnswersCsv(csv, "a.csv");
    ASSERT_TRUE(answers.ok) << answers.error;
    const SetGrading g = gradeSet(set, answers.rows, "a.csv");
    ASSERT_TRUE(g.ok) << g.error;
    ASSERT_EQ(g.records.size(), 3u);
    EXPECT_EQ(g.right, 1);
    EXPECT_EQ(g.records[0].verdict, "right");
    EXPECT_EQ(g.records[0].time, "2026-12-02T10:00:00Z");
    EXPECT_EQ(g.records[1].verdict, "wrong");
    EXPECT_NE(g.records[1].mistake, "");
    EXPECT_EQ(g.records[2].verdict, "unanswered");

    const std::string out = answersCsv(g.records);
    EXPECT_EQ(out.substr(0, out.find('\n')), "learner,set,exercise,answer,correct,time,mistake");
    EXPECT_NE(out.find("\"" + right1 + "\""), std::string::npos);  // quoted again
    const AnswersLoad again = parseAnswersCsv(out, "out.csv");
    ASSERT_TRUE(again.ok);
    EXPECT_EQ(again.rows[0].answer, right1);

    EXPECT_FALSE(parseAnswersCsv("exercise,answer\n1,\"0.6\n", "q.csv").ok);
    EXPECT_NE(parseAnswersCsv("id,value\n1,0.6\n", "h.csv").error.find("h.csv: line 1"),
              std::string::npos);
    EXPECT_NE(gradeSet(set, parseAnswersCsv("exercise,answer\n9,0.5\n", "n.csv").rows, "n.csv")
                  .error.find("exercise \"9\" is not in the set"),
              std::string::npos);
    EXPECT_NE(
        gradeSet(set, parseAnswersCsv("exercise,answer\n1,0.5\n1,0.6\n", "d.csv").rows, "d.csv")
            .error.find("answered twice"),
        std::string::npos);
}

// The per-answer log keeps the latest kMaxStoredAnswers answers (oldest dropped); the counts
// keep every answer, and the capped log round-trips.
TEST(Practice, AnswerHistoryIsCappedAndCountsKeepEverything) {
    PracticeProgress p;
    p.learner = "Ana";
    const PracticeExercise ex = compute(1, PracticeMeasure::P, PracticeLevel::Binary);
    const PracticeGrade right = gradeAnswer(ex, expectedAnswerText(ex));
    const PracticeGrade wrong = gradeAnswer(ex, practiceValueText(ex.expected + 0.3));
    ASSERT_EQ(right.verdict, Verdict::Right);
    ASSERT_EQ(wrong.verdict, Verdict::Wrong);
    const std::size_t n = kMaxStoredAnswers + 3;
    for (std::size_t i = 0; i < n; ++i)
        recordAnswer(p, ex, i % 2 ? right : wrong, true, "compute-" + std::to_string(i), "x", "");
    EXPECT_EQ(kMaxStoredAnswers, 5000u);
    ASSERT_EQ(p.answers.size(), kMaxStoredAnswers);
    EXPECT_EQ(p.answers.front().exercise, "compute-3");  // 0, 1, 2 dropped
    EXPECT_EQ(p.answers.back().exercise, "compute-" + std::to_string(n - 1));
    EXPECT_EQ(p.done, static_cast<int>(n));
    EXPECT_EQ(p.firstTryRight, static_cast<int>(n / 2));
    EXPECT_EQ(p.topics.at("compute/P").tried, static_cast<int>(n));
    const ProgressLoad back = parseProgress(progressJson(p), "p.json");
    ASSERT_TRUE(back.ok) << back.error;
    EXPECT_EQ(back.progress, p);
}

// Issue 48: the automatic level stepped every ten exercises whatever the answers (five at the
// first). It steps on mastery: 4 of the last 5 first tries at the level right.
TEST(Practice, AutomaticLevelStepsOnMasteryNotOnTheCount) {
    PracticeProgress p;
    p.learner = "Ana";
    auto answer = [&](PracticeLevel level, bool right, std::uint32_t seed) {
        const PracticeExercise ex = compute(seed, PracticeMeasure::P, level);
        const std::string text =
            right ? expectedAnswerText(ex) : practiceValueText(ex.expected + 0.3);
        recordAnswer(p, ex, gradeAnswer(ex, text), true, "compute-" + std::to_string(seed), text,
                     "");
    };
    for (std::uint32_t i = 0; i < 12; ++i) answer(PracticeLevel::Binary, false, i);
    EXPECT_EQ(automaticLevel(p), PracticeLevel::Binary);  // twelve done, none right
    for (std::uint32_t i = 0; i < 3; ++i) answer(PracticeLevel::Binary, true, 20 + i);
    EXPECT_EQ(automaticLevel(p), PracticeLevel::Binary);  // 3 of the last 5
    answer(PracticeLevel::Binary, true, 30);
    EXPECT_EQ(automaticLevel(p), PracticeLevel::Graded);  // 4 of the last 5
    // At graded: right, right, wrong, right → 3 of 4; a right answer at a level chosen by hand
    // does not count; the next right one at graded makes 4 of the last 5.
    answer(PracticeLevel::Graded, true, 40);
    answer(PracticeLevel::Graded, true, 41);
    answer(PracticeLevel::Graded, false, 42);
    answer(PracticeLevel::Graded, true, 43);
    answer(PracticeLevel::Ties, true, 44);
    EXPECT_EQ(automaticLevel(p), PracticeLevel::Graded);
    answer(PracticeLevel::Graded, true, 45);
    EXPECT_EQ(automaticLevel(p), PracticeLevel::Ties);
    // Kept in the progress file; a file from before keeps the level its count had given.
    const ProgressLoad back = parseProgress(progressJson(p), "p.json");
    ASSERT_TRUE(back.ok) << back.error;
    EXPECT_EQ(automaticLevel(back.progress), PracticeLevel::Ties);
    std::string old = progressJson(p);
    old.replace(old.find("\"level\": 2"), 10, "\"levelx\": 2");
    const ProgressLoad before = parseProgress(old, "p.json");
    ASSERT_TRUE(before.ok) << before.error;
    EXPECT_EQ(before.progress.done, 22);
    EXPECT_EQ(automaticLevel(before.progress), PracticeLevel::Ties);  // 1 + (22 − 5) / 10 = 2
    std::string bad = progressJson(p);
    bad.replace(bad.find("\"level\": 2"), 10, "\"level\": 9");
    EXPECT_NE(parseProgress(bad, "p.json").error.find("p.json: damaged"), std::string::npos);
}

// Issue 48: a damaged set or progress file names the line and character a reader finds in an
// editor, never a byte offset. "{\n  \"format\": \n" breaks at the end of line 3 (character 1).
TEST(PracticeSet, DamagedFileNamesTheLineNotTheByte) {
    const std::string text = "{\n  \"format\": \"ranklens-practice-set\",\n  \"version\": ]";
    const PracticeSetLoad l = parsePracticeSet(text, "set.json");
    ASSERT_FALSE(l.ok);
    EXPECT_NE(l.error.find("set.json"), std::string::npos) << l.error;
    EXPECT_NE(l.error.find("line 3, character 14"), std::string::npos) << l.error;
    EXPECT_EQ(l.error.find("byte"), std::string::npos) << l.error;
    const ProgressLoad p = parseProgress("{\"a\": x}", "progress.json");
    EXPECT_NE(p.error.find("line 1, character 7"), std::string::npos) << p.error;
    EXPECT_EQ(p.error.find("byte"), std::string::npos) << p.error;
    EXPECT_EQ(jsonErrorPlace("ab\ncé\nd", 7), "line 2, character 3");  // é is two bytes
}

// Issue 48: only DCG and NDCG read gains, so only their questions state one (a P@3 predict
// question said "the gain of grade g is 2^g − 1"); the relevance threshold is always stated.
TEST(Practice, OnlyTheGainMeasuresQuestionsStateAGain) {
    const std::vector<PracticeLevel> levels = {PracticeLevel::Graded, PracticeLevel::Ties,
                                               PracticeLevel::SeveralQueries};
    for (std::uint32_t seed = 0; seed < 20; ++seed)
        for (PracticeLevel level : levels)
            for (PracticeMeasure m : {PracticeMeasure::P, PracticeMeasure::R, PracticeMeasure::Ap,
                                      PracticeMeasure::Rr, PracticeMeasure::Ndcg}) {
                const std::string q = compute(seed, m, level).question.english();
                EXPECT_NE(q.find("grade ≥"), std::string::npos) << q;  // the threshold
                EXPECT_EQ(q.find("gain") != std::string::npos, m == PracticeMeasure::Ndcg) << q;
            }
    for (std::uint32_t seed = 0; seed < 20; ++seed)
        for (PracticeMeasure m : {PracticeMeasure::P, PracticeMeasure::Ndcg}) {
            PracticeSpec spec;
            spec.kind = PracticeKind::Predict;
            spec.seed = seed;
            spec.measure = m;
            const std::string q = makeExercise(spec).question.english();
            EXPECT_NE(q.find("swap places"), std::string::npos) << q;
            EXPECT_EQ(q.find("gain") != std::string::npos, m == PracticeMeasure::Ndcg) << q;
        }
}
