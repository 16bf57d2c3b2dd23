// The explorer keeps its runs in trec_eval order and reads them in the chosen tie policy's
// order: the ranking view shows each policy's order (input order within tied groups under
// "input order"), edits by drag work on that order, and the evaluation reads the shared run
// without copying or changing it.
#include <gtest/gtest.h>

#include <QApplication>
#include <QTest>
#include <QUndoStack>

#include "core/model/data_copy.h"
#include "core/order/order_query.h"
#include "tests/ui/ranking_view_drag.h"
#include "ui/compare/comparison_job.h"
#include "ui/evaluation/evaluation.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_view.h"

using namespace ranklens;
using namespace ranklens::ui;

namespace {

// One run, query q: in the file a(3) b(2) c(2) d(2) e(1), rank column 1 3 2 4 5; a second run
// without ties. Labels: c = 2, b = 1. Stored in trec_eval order as loadProjectData does:
// a d c b e.
std::shared_ptr<const ProjectData> tiedData() {
    auto d = std::make_shared<ProjectData>();
    const auto add = [&](const char* name, std::vector<std::pair<const char*, double>> rows,
                         std::vector<std::int32_t> ranks) {
        auto run = std::make_shared<core::Run>();
        run->name = name;
        auto& q = run->query("q");
        for (std::uint32_t i = 0; i < rows.size(); ++i)
            q.docs.push_back({rows[i].second, run->storeString(rows[i].first), ranks[i], i});
        run->hasRanks = true;
        run->order(core::TiePolicy::TrecEval);
        d->runs.push_back(run);
        d->runInfos.push_back(
            store::RunInfo{static_cast<std::int64_t>(d->runs.size()), name, "", "", "", 1, 5, 0});
    };
    add("tied", {{"a", 3}, {"b", 2}, {"c", 2}, {"d", 2}, {"e", 1}}, {1, 3, 2, 4, 5});
    add("plain", {{"c", 5}, {"b", 4}, {"a", 3}}, {1, 2, 3});
    d->evaluated.resize(d->runs.size());
    auto labels = std::make_shared<core::Qrels>();
    auto& lq = labels->query("q");
    lq.judgments.push_back({labels->storeString("c"), 2});
    lq.judgments.push_back({labels->storeString("b"), 1});
    labels->finalize();
    d->labels = labels;
    d->labelSetName = "grades";
    return d;
}

QStringList docidsOf(const RankingInput& in) {
    QStringList out;
    for (const auto& it : in.items) out << it.docid;
    return out;
}

core::EvalConfig withTies(core::TiePolicy t) {
    core::EvalConfig cfg;
    cfg.ties = t;
    return cfg;
}

QStringList storedOrder(const ProjectData& d) {
    QStringList out;
    for (const auto& doc : d.runs[0]->queries()[0].docs) out << QString::fromUtf8(doc.doc);
    return out;
}

}  // namespace

TEST(TieOrderRanking, TheRankingShowsEachPolicysOrder) {
    const auto d = tiedData();
    const auto show = [&](core::TiePolicy t) {
        return docidsOf(makeRankingInput(*d, 0, QStringLiteral("q"), withTies(t)));
    };
    EXPECT_EQ(show(core::TiePolicy::TrecEval), (QStringList{"a", "d", "c", "b", "e"}));
    EXPECT_EQ(show(core::TiePolicy::Average), (QStringList{"a", "d", "c", "b", "e"}));
    // Input order: the tied group b c d in the file's order.
    EXPECT_EQ(show(core::TiePolicy::InputOrder), (QStringList{"a", "b", "c", "d", "e"}));
    EXPECT_EQ(show(core::TiePolicy::Rank), (QStringList{"a", "c", "b", "d", "e"}));
    // The grades travel with their items.
    const RankingInput in =
        makeRankingInput(*d, 0, QStringLiteral("q"), withTies(core::TiePolicy::InputOrder));
    EXPECT_EQ(in.items[1].grade, 1);                                     // b
    EXPECT_EQ(in.items[2].grade, 2);                                     // c
    EXPECT_EQ(storedOrder(*d), (QStringList{"a", "d", "c", "b", "e"}));  // never reordered
}

TEST(TieOrderRanking, DragEditsTheInputOrderListAndResetGoesBackToIt) {
    const auto d = tiedData();
    const auto cfg = withTies(core::TiePolicy::InputOrder);
    QUndoStack stack;
    RankingView view(&stack);
    view.setConfig(cfg);
    view.setCutoff(5);
    view.resize(1200, 800);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    view.setInput(makeRankingInput(*d, 0, QStringLiteral("q"), cfg));
    QApplication::processEvents();
    EXPECT_EQ(view.currentOrder(), (QStringList{"a", "b", "c", "d", "e"}));
    ui::test::dragRowToTop(view, 3);  // d to the top
    EXPECT_EQ(view.currentOrder(), (QStringList{"d", "a", "b", "c", "e"}));
    EXPECT_FALSE(view.isSystemOrder());
    QStringList saved;
    QObject::connect(&view, &RankingView::saveOrderRequested,
                     [&](const QString&, const QStringList& ids) { saved = ids; });
    view.requestSaveOrder();
    EXPECT_EQ(saved, (QStringList{"d", "a", "b", "c", "e"}));
    // Saved as a what-if run its scores descend strictly: every policy shows that order.
    core::Run whatIf = makeWhatIfRun(QStringLiteral("w"), QStringLiteral("q"), saved);
    core::RunQuery buffer;
    for (auto t : {core::TiePolicy::TrecEval, core::TiePolicy::InputOrder, core::TiePolicy::Rank}) {
        const auto& q = core::queryInOrder(whatIf, whatIf.queries()[0], t, buffer);
        EXPECT_STREQ(q.docs[0].doc, "d");
        EXPECT_STREQ(q.docs[4].doc, "e");
    }
    stack.undo();
    EXPECT_EQ(view.currentOrder(), (QStringList{"a", "b", "c", "d", "e"}));
    EXPECT_TRUE(view.isSystemOrder());
    EXPECT_EQ(storedOrder(*d), (QStringList{"a", "d", "c", "b", "e"}));
}

TEST(TieOrderRanking, TheEvaluationReadsTheSharedRunsInThePolicysOrder) {
    const auto d = tiedData();
    const auto evaluateWith = [&](core::TiePolicy t) {
        EvalRequest req;
        req.data = d;
        req.defs.config = withTies(t);
        req.defs.k = 2;
        req.metrics = {core::findMeasure("P"), core::findMeasure("ndcg_cut")};
        return computeEvaluation(req);
    };
    for (auto t : {core::TiePolicy::TrecEval, core::TiePolicy::InputOrder, core::TiePolicy::Rank,
                   core::TiePolicy::Average}) {
        const auto ev = evaluateWith(t);
        EXPECT_EQ(ev->data, d);  // no copy of the project data, nor of a run
        EXPECT_EQ(ev->data->runs[0], d->runs[0]);
        // The same numbers as a copy of the run ordered by the policy.
        core::Run copy = core::copyRun(*d->runs[0]);
        core::EvalOptions o;
        o.requests = {{core::findMeasure("P"), {2}}, {core::findMeasure("ndcg_cut"), {2}}};
        const core::EvalResult ref = core::evaluate(copy, *d->labels, withTies(t), o);
        EXPECT_EQ(ev->value(0, 0, 0), ref.column("P_2")->aggregate) << core::toString(t);
        EXPECT_EQ(ev->value(0, 1, 0), ref.column("ndcg_cut_2")->aggregate) << core::toString(t);
    }
    // Hand-worked P@2 (b = 1, c = 2 relevant): a d (trec_eval) 0, a b (input) 1/2, a c (rank)
    // 1/2, Average: two of the three tied items are relevant, one of them at rank 2: 2/3 / 2.
    EXPECT_DOUBLE_EQ(evaluateWith(core::TiePolicy::TrecEval)->value(0, 0, 0), 0.0);
    EXPECT_DOUBLE_EQ(evaluateWith(core::TiePolicy::InputOrder)->value(0, 0, 0), 0.5);
    EXPECT_DOUBLE_EQ(evaluateWith(core::TiePolicy::Rank)->value(0, 0, 0), 0.5);
    EXPECT_DOUBLE_EQ(evaluateWith(core::TiePolicy::Average)->value(0, 0, 0), 1.0 / 3);
    EXPECT_EQ(storedOrder(*d), (QStringList{"a", "d", "c", "b", "e"}));
    EXPECT_EQ(d->runs[0]->orderedBy(), core::TiePolicy::TrecEval);
}

// Compare reads the same shared runs in the main definition's and the alternative's tie order:
// P@2 of run "tied" is 1/2 under input order (a b) and 0 under trec_eval (a d).
TEST(TieOrderRanking, TheComparisonReadsEachDefinitionsOrder) {
    const auto d = tiedData();
    ComparisonRequest req;
    req.data = d;
    req.config = withTies(core::TiePolicy::InputOrder);
    req.alternative = withTies(core::TiePolicy::TrecEval);
    req.runs = {1, 0};  // baseline "plain" (c b a: P@2 = 1), then "tied"
    req.metrics = {"P@2"};
    req.options.permutations = 100;
    const auto out = computeComparison(req);
    EXPECT_EQ(out->data, d);
    ASSERT_EQ(out->input.qids, std::vector<std::string>{"q"});
    EXPECT_DOUBLE_EQ(out->input.values[0][0][0], 1.0);
    EXPECT_DOUBLE_EQ(out->input.values[1][0][0], 0.5);
    ASSERT_TRUE(out->alternativeInput);
    EXPECT_DOUBLE_EQ(out->alternativeInput->values[1][0][0], 0.0);
    EXPECT_EQ(storedOrder(*d), (QStringList{"a", "d", "c", "b", "e"}));
}
