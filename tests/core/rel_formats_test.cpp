// trec_eval's other relevance formats: the readers (core/io/judgment_formats.h), preference
// counting (core/trec/prefs_counts.h), the rankings of judgment groups and their measures
// (core/trec/judgment_groups.h, the rows' judgmentGroups functions) and the evaluation walk
// (core/trec/rel_format_eval.h). Every
// expected value is worked out by hand in the comments.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/judgment_formats.h"
#include "core/trec/judgment_groups.h"
#include "core/trec/prefs_counts.h"
#include "core/trec/rel_format_eval.h"
#include "tests/core/temp_dir_test.h"

namespace ranklens::core {
namespace {

using V = TrecEvalVersion;

class RelFormats : public ranklens::test::TempDirTest {};

// A run of one query: (doc, score) pairs.
core::Run makeRun(
    const std::vector<std::pair<std::string, std::vector<std::pair<std::string, double>>>>&
        queries) {
    core::Run run;
    run.name = "tag";
    for (const auto& [qid, docs] : queries) {
        auto& q = run.query(qid);
        for (const auto& [doc, score] : docs) q.docs.push_back({score, run.storeString(doc)});
    }
    return run;
}

PrefsQuery prefsQuery(const std::vector<PrefJudgment>& j) {
    return {"q1", j};
}

TEST_F(RelFormats, PrefsReaderSkipsTrecEval10CommentsOnly) {
    const auto path = write("p", "q2 u s d1 1\nq1 u s d1 2\n# a comment\nq1 u s d2 0.5\n");
    const auto p = readPrefs(path, RelFormat::Prefs, V::V10_0);
    ASSERT_EQ(p.queries.size(), 2u);
    EXPECT_EQ(p.queries[0].qid, "q1");  // byte order
    ASSERT_EQ(p.queries[0].judgments.size(), 2u);
    EXPECT_EQ(p.queries[0].judgments[1].doc, "d2");
    EXPECT_DOUBLE_EQ(p.queries[0].judgments[1].level, 0.5);
    EXPECT_NE(p.find("q2"), nullptr);
    EXPECT_EQ(p.find("q3"), nullptr);
    try {
        readPrefs(path, RelFormat::Prefs, V::V9_0_8);
        FAIL() << "9.0.8 reads the comment as data";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.issues().front().str(),
                  path +
                      ":3: expected 5 fields 'qid jg jsg docid rel_level', found 3 (comment "
                      "lines need --trec-eval-version 10.0)");
    }
}

TEST_F(RelFormats, ReadersRefuseWhatTrecEvalRefuses) {
    auto lineOf = [](auto read) {
        try {
            read();
        } catch (const ParseError& e) {
            return e.issues().front().line;
        }
        return std::size_t{0};
    };
    // 10.0 reads a second comment line in a row as data: malformed.
    const auto two = write("two", "# one\n# two\nq1 u s d 1\n");
    EXPECT_EQ(lineOf([&] { readPrefs(two, RelFormat::Prefs, V::V10_0); }), 2u);
    const auto blank = write("blank", "q1 u s d 1\n\nq1 u s e 0\n");
    EXPECT_EQ(lineOf([&] { readPrefs(blank, RelFormat::Prefs, V::V10_0); }), 2u);
    const auto nan = write("nan", "q1 u s d 1\nq1 u s e high\n");
    EXPECT_EQ(lineOf([&] { readPrefs(nan, RelFormat::Prefs, V::V9_0_8); }), 2u);
    const auto empty = write("empty", "");
    EXPECT_THROW(readPrefs(empty, RelFormat::Prefs, V::V9_0_8), ParseError);
    const auto dup = write("dup", "q1 0 d 1\nq1 1 d 0\nq1 0 d 0\n");  // d twice in group 0
    EXPECT_EQ(lineOf([&] { readQrelsJg(dup, V::V9_0_8); }), 3u);
    EXPECT_THROW(readPrefs(write("x", "q1 u s d 1\n"), RelFormat::QrelsPrefs, V::V9_0_8),
                 ParseError);  // 5 fields where qrels have 4
}

TEST_F(RelFormats, QrelsLayouts) {
    const auto path = write("q", "q1 g2 b 1\nq1 g1 a 2\nq1 g2 a -1\n");
    const auto p = readPrefs(path, RelFormat::QrelsPrefs, V::V9_0_8);
    ASSERT_EQ(p.queries.at(0).judgments.size(), 3u);
    EXPECT_EQ(p.queries[0].judgments[0].jg, "g2");
    EXPECT_EQ(p.queries[0].judgments[0].jsg, "0");  // qrels_prefs: one jsg
    const auto jg = readQrelsJg(path, V::V9_0_8);
    ASSERT_EQ(jg.queries.at(0).groups.size(), 2u);
    EXPECT_EQ(jg.queries[0].groups[0].name, "g1");
    ASSERT_EQ(jg.queries[0].groups[1].judgments.size(), 2u);
    EXPECT_EQ(jg.queries[0].groups[1].judgments[0].doc, "a");  // docid order
    EXPECT_EQ(jg.queries[0].groups[1].judgments[0].rel, -1);
}

// One jsg: a=2, b=1, c=0, d=0. Ranking x(unjudged) c a b; d not retrieved. Docid ranks c=0,
// a=1, b=2, d=3 (NJR 3). Preferences: a>b fulfilled (both retrieved), a>c not, a>d implied
// fulfilled, b>c not, b>d implied fulfilled: 5 possible, 3 fulfilled, 1 fulfilled of 3 retrieved.
TEST(PrefsCounts, OneSubGroupByHand) {
    const auto q = prefsQuery(
        {{"u", "s", "a", 2}, {"u", "s", "b", 1}, {"u", "s", "c", 0}, {"u", "s", "d", 0}});
    const core::Run run = makeRun({{"q1", {{"x", 5}, {"c", 4}, {"a", 3}, {"b", 2}}}});
    const PrefCounts c = countPreferences(q, run.find("q1"), 0, true);
    ASSERT_EQ(c.groups.size(), 1u);
    const auto& g = c.groups[0];
    EXPECT_EQ(c.numJudged, 4);
    EXPECT_EQ(c.numJudgedRet, 3);
    EXPECT_EQ(g.fulfilledRet, 1);
    EXPECT_EQ(g.possibleRet, 3);
    EXPECT_EQ(g.fulfilledImp, 2);
    EXPECT_EQ(g.possibleImp, 2);
    EXPECT_EQ(g.possibleNotRet, 0);
    EXPECT_EQ(g.numRel, 2);
    EXPECT_EQ(g.numNonrel, 2);
    EXPECT_EQ(g.numNonrelRet, 1);
    // R = N = 2: nothing added, 3/5. Retrieved: R = 2 > N = 1 adds 2 * 1 fulfilled and 2 * 1
    // possible: (1 + 2) / (3 + 2).
    EXPECT_DOUBLE_EQ(g.rnonrel, 0.6);
    EXPECT_DOUBLE_EQ(g.rnonrelRet, 0.6);
    // Pairs, each with one preference: better-ranked doc preferred for (a,b), (a,d), (b,d).
    EXPECT_DOUBLE_EQ(c.pairs.all, 3.0 / 5);
    EXPECT_DOUBLE_EQ(c.pairs.retrieved, 1.0 / 3);  // (c,a), (c,b), (a,b)
    EXPECT_DOUBLE_EQ(c.pairs.implied, 3.0 / 5);
    // -M 1 keeps x only: nothing judged retrieved, every preference "not retrieved".
    const PrefCounts top1 = countPreferences(q, run.find("q1"), 1, false);
    EXPECT_EQ(top1.numJudgedRet, 0);
    EXPECT_EQ(top1.groups[0].possibleNotRet, 5);
}

// jg u: s1 a=2 b=1, s2 b=2 c=1, so a>b, b>c and (transitive) a>c. jg v: c=1 a=0. Ranking c b a
// (ranks c=0 b=1 a=2): u fulfils none of 3, v fulfils c>a.
TEST(PrefsCounts, SubGroupsAreClosedTransitively) {
    const auto q = prefsQuery({{"u", "s1", "a", 2},
                               {"u", "s1", "b", 1},
                               {"u", "s2", "b", 2},
                               {"u", "s2", "c", 1},
                               {"v", "s", "c", 1},
                               {"v", "s", "a", 0}});
    const core::Run run = makeRun({{"q1", {{"c", 3}, {"b", 2}, {"a", 1}}}});
    const PrefCounts c = countPreferences(q, run.find("q1"), 0, true);
    ASSERT_EQ(c.groups.size(), 2u);
    EXPECT_EQ(c.groups[0].possibleRet, 3);
    EXPECT_EQ(c.groups[0].fulfilledRet, 0);
    EXPECT_EQ(c.groups[1].possibleRet, 1);
    EXPECT_EQ(c.groups[1].fulfilledRet, 1);
    // u: every doc relevant (b's last level is 2), R = 3 > N = 0: (0 + 3*3) / (3 + 3*3).
    EXPECT_DOUBLE_EQ(c.groups[0].rnonrel, 0.75);
    EXPECT_DOUBLE_EQ(c.groups[1].rnonrel, 1.0);  // R = N = 1: 1/1
    // Pairs (c,b): 0, (b,a): 0, (c,a): v for, u against: 1/2. Mean 1/6.
    EXPECT_DOUBLE_EQ(c.pairs.all, 1.0 / 6);

    RelFormatMeasures m = parseRelFormatMeasures({"all_prefs"});
    RelFormatSettings s;
    PrefsJudgments j;
    j.queries.push_back(q);
    const TrecTable t = evaluateRelFormat(run, &j, nullptr, m, s);
    ASSERT_EQ(t.columns.size(), 14u);
    auto value = [&](const std::string& name) {
        for (std::size_t i = 0; i < t.columns.size(); ++i)
            if (t.columns[i].name == name) return t.summary[i];
        return -1.0;
    };
    EXPECT_EQ(value("prefs_num_prefs_poss"), 4);
    EXPECT_EQ(value("prefs_num_prefs_ful"), 1);
    EXPECT_DOUBLE_EQ(value("prefs_simp"), 0.25);
    EXPECT_DOUBLE_EQ(value("prefs_avgjg"), 0.5);  // (0/3 + 1/1) / 2
    EXPECT_DOUBLE_EQ(value("prefs_avgjg_Rnonrel"), 0.875);
    EXPECT_DOUBLE_EQ(value("prefs_pair_ret"), 1.0 / 6);
}

// a=1 and three non-relevant docs n1..n3 (one jsg); ranking a n1 n2. R = 1 < N = 3: the
// non-relevant class is cut to its first doc n1; trec_eval's recount also pairs that class
// with the cut: a>n1 fulfilled, n1/n2/n3 vs n1 not: 1 / 4. Retrieved only: a>n1 fulfilled,
// n1, n2 vs n1 not: 1 / 3.
TEST(PrefsCounts, RnonrelRecountsWithNonRelevantCutToR) {
    const auto q = prefsQuery(
        {{"u", "s", "a", 1}, {"u", "s", "n1", 0}, {"u", "s", "n2", 0}, {"u", "s", "n3", 0}});
    const core::Run run = makeRun({{"q1", {{"a", 5}, {"n1", 4}, {"n2", 2}}}});
    const PrefCounts c = countPreferences(q, run.find("q1"), 0, false);
    EXPECT_DOUBLE_EQ(c.groups[0].rnonrel, 0.25);
    EXPECT_DOUBLE_EQ(c.groups[0].rnonrelRet, 1.0 / 3);
}

TEST(PrefsCounts, InconsistentJudgmentsAreErrors) {
    const core::Run run = makeRun({{"q1", {{"a", 2}, {"b", 1}}}});
    // A cycle through two sub-groups (trec_eval aborts).
    EXPECT_THROW(countPreferences(prefsQuery({{"u", "s1", "a", 2},
                                              {"u", "s1", "b", 1},
                                              {"u", "s2", "b", 2},
                                              {"u", "s2", "a", 1}}),
                                  run.find("q1"), 0, false),
                 JudgmentError);
    // Two levels for a in one sub-group.
    EXPECT_THROW(
        countPreferences(prefsQuery({{"u", "s", "a", 2}, {"u", "s", "a", 1}, {"u", "s", "b", 0}}),
                         run.find("q1"), 0, false),
        JudgmentError);
    const core::Run twice = makeRun({{"q1", {{"a", 2}, {"a", 1}}}});
    EXPECT_THROW(countPreferences(prefsQuery({{"u", "s", "a", 1}}), twice.find("q1"), 0, false),
                 JudgmentError);
}

// A judgment-group measure's values at relevance level 1, through its registry row: one per
// parameter, or one without parameters.
std::vector<double> jgValues(std::string_view name, const std::vector<JgRanking>& groups,
                             const std::vector<double>& params) {
    const MeasureInfo* m = findMeasure(name);
    std::vector<double> out(std::max<std::size_t>(params.size(), 1));
    m->judgmentGroups(groups, 1, params, out);
    return out;
}

// g1: d1=1 d2=0 d3=2; g2: d2=1. Ranking d1 d2 d4 (d4 judged by nobody).
TEST(JudgmentGroups, MeasuresByHand) {
    JgQuery q{"q1", {{"g1", {{"d1", 1}, {"d2", 0}, {"d3", 2}}}, {"g2", {{"d2", 1}}}}};
    const core::Run run = makeRun({{"q1", {{"d1", 3}, {"d2", 2}, {"d4", 1}}}});
    const auto groups = rankByGroup(q, run.find("q1"), 0, false, 1);
    ASSERT_EQ(groups.size(), 2u);
    EXPECT_EQ(groups[0].rels, (std::vector<std::int32_t>{1, 0, kJgNotJudged}));
    EXPECT_EQ(groups[0].numRel, 2);
    EXPECT_EQ(groups[1].numRelRet, 1);
    // AP: g1 1/1 over R=2 = 0.5; g2 1/2 over R=1 = 0.5.
    EXPECT_EQ(jgValues("map_avgjg", groups, {}), (std::vector<double>{0.5}));
    EXPECT_EQ(jgValues("P_avgjg", groups, {1, 2, 5}), (std::vector<double>{0.5, 0.5, 0.2}));
    // g1 (R=2): k = 1, 2, 4 -> 1, 1/2, 1/4 (k beyond the 3 docs); g2 (R=1): k = 1, 1, 2 ->
    // 0, 0, 1/2.
    const std::vector<double> r = jgValues("Rprec_mult_avgjg", groups, {0.5, 1.0, 2.0});
    EXPECT_DOUBLE_EQ(r[0], 0.5);
    EXPECT_DOUBLE_EQ(r[1], 0.25);
    EXPECT_DOUBLE_EQ(r[2], 0.375);
    // -J: g1 keeps d1 d2, g2 keeps d2 at rank 1: AP 0.5 and 1.
    EXPECT_EQ(jgValues("map_avgjg", rankByGroup(q, run.find("q1"), 0, true, 1), {}),
              (std::vector<double>{0.75}));
}

// Every registry row with a prefs or judgmentGroups function is computed by the evaluation walk
// and gives finite values (the rows carry their functions; a switch over families once threw
// logic_error for a row it lacked, and before that gave 0 without a word).
TEST(RelFormatEval, EveryPreferenceAndJudgmentGroupMeasureIsComputed) {
    PrefsJudgments prefs;
    prefs.queries.push_back({"q1", {{"u", "s", "a", 1}, {"u", "s", "b", 0}}});
    JgQrels jg;
    jg.queries.push_back({"q1", {{"g1", {{"a", 1}, {"b", 0}}}}});
    const core::Run run = makeRun({{"q1", {{"a", 2}, {"b", 1}}}});
    int prefsRows = 0, jgRows = 0;
    for (const MeasureInfo& m : measureRegistry()) {
        if (!m.prefs && !m.judgmentGroups) continue;
        (m.prefs ? prefsRows : jgRows) += 1;
        RelFormatSettings s;
        s.format = m.prefs ? RelFormat::Prefs : RelFormat::QrelsJg;
        const auto ms = parseRelFormatMeasures({std::string(m.name)});
        ASSERT_EQ(ms.requests.size(), 1u) << m.name;
        TrecTable t;
        ASSERT_NO_THROW(
            t = evaluateRelFormat(run, m.prefs ? &prefs : nullptr, m.prefs ? nullptr : &jg, ms, s))
            << m.name;
        ASSERT_FALSE(t.summary.empty()) << m.name;
        for (double v : t.summary) EXPECT_TRUE(std::isfinite(v)) << m.name;
    }
    EXPECT_EQ(prefsRows, 14);  // trec_eval's all_prefs
    EXPECT_EQ(jgRows, 3);      // map_avgjg, P_avgjg, Rprec_mult_avgjg
}

TEST(RelFormatEval, QueriesAndVersions) {
    PrefsJudgments j;
    j.queries.push_back({"q1", {{"u", "s", "a", 1}, {"u", "s", "b", 0}}});
    j.queries.push_back({"q2", {{"u", "s", "a", 1}, {"u", "s", "b", 0}}});
    const core::Run run = makeRun({{"q2", {{"a", 2}, {"b", 1}}}, {"q9", {{"a", 1}}}});
    const auto m = parseRelFormatMeasures({"prefs_simp", "num_q"});
    RelFormatSettings s;
    TrecTable t = evaluateRelFormat(run, &j, nullptr, m, s);  // 9.0.8: q2 only
    ASSERT_EQ(t.queries.size(), 1u);
    EXPECT_EQ(t.numQ, 1u);
    EXPECT_DOUBLE_EQ(t.summary[0], 1.0);
    s.complete = true;  // 9.0.8 -c: q1 counts 0 in the mean, not printed
    t = evaluateRelFormat(run, &j, nullptr, m, s);
    EXPECT_EQ(t.queries.size(), 1u);
    EXPECT_EQ(t.numQ, 2u);
    EXPECT_DOUBLE_EQ(t.summary[0], 0.5);
    s.version = V::V10_0;  // 10.0 -c: q1 evaluated with an empty ranking
    t = evaluateRelFormat(run, &j, nullptr, m, s);
    ASSERT_EQ(t.queries.size(), 2u);
    EXPECT_DOUBLE_EQ(t.queries[0].values[0], 0.0);
    s.complete = false;  // 10.0 stops at q1, which has no results
    t = evaluateRelFormat(run, &j, nullptr, m, s);
    ASSERT_TRUE(t.stopped);
    EXPECT_EQ(t.stopped->kind, RelFormatError::Kind::CannotCompute);
    const auto foreign = parseRelFormatMeasures({"map"});
    EXPECT_EQ(foreign.foreign, std::vector<std::string>{"map"});
    s.version = V::V9_0_8;
    EXPECT_THROW(evaluateRelFormat(run, &j, nullptr, foreign, s), RelFormatError);
    const core::Run none = makeRun({{"q9", {{"a", 1}}}});
    try {
        evaluateRelFormat(none, &j, nullptr, m, s);
        FAIL();
    } catch (const RelFormatError& e) {
        EXPECT_EQ(e.kind, RelFormatError::Kind::NoQueries);
    }
}

TEST(RelFormatEval, MeasureSpecs) {
    auto m = parseRelFormatMeasures({"P_avgjg.10,5", "P_avgjg.3", "qrels_jg"});
    EXPECT_TRUE(m.runid && m.numQ);
    ASSERT_EQ(m.requests.size(), 3u);
    EXPECT_EQ(m.requests[0].measure->name, "map_avgjg");            // trec_eval's order
    EXPECT_EQ(m.requests[1].params, (std::vector<double>{5, 10}));  // the first list wins
    EXPECT_EQ(m.requests[2].params.size(), 10u);                    // 0.2 .. 2.0
    const core::Run run = makeRun({{"q1", {{"a", 1}}}});
    JgQrels jg;
    jg.queries.push_back({"q1", {{"g", {{"a", 1}}}}});
    const TrecTable t = evaluateRelFormat(run, nullptr, &jg, m, RelFormatSettings{});
    EXPECT_EQ(t.columns[1].name, "P_avgjg_5");
    EXPECT_EQ(t.columns[3].name, "Rprec_mult_avgjg_0.20");
    auto kindOf = [](std::vector<std::string> specs) {
        try {
            parseRelFormatMeasures(specs);
        } catch (const RelFormatError& e) {
            return static_cast<int>(e.kind);
        }
        return -1;
    };
    EXPECT_EQ(kindOf({"P_avgjg.0"}), static_cast<int>(RelFormatError::Kind::BadParameter));
    EXPECT_EQ(kindOf({"P_avgjg.5,5"}), static_cast<int>(RelFormatError::Kind::BadParameter));
    EXPECT_EQ(kindOf({"prefs_simp.5"}), static_cast<int>(RelFormatError::Kind::Usage));
    EXPECT_EQ(kindOf({"no_such"}), static_cast<int>(RelFormatError::Kind::Usage));
    std::string name;
    EXPECT_TRUE(needsOtherRelFormat("prefs", name));
    EXPECT_TRUE(needsOtherRelFormat("P_avgjg.5", name));
    EXPECT_EQ(name, "P_avgjg");
    EXPECT_FALSE(needsOtherRelFormat("P.5", name));
}

}  // namespace
}  // namespace ranklens::core
