// Offscreen tests of the teaching UI: a lesson opens with SPEC.md's values in the step table,
// moving an item or changing a grade updates every step in place (hand-computed values), the
// definitions side by side, "Explain this number" for a query cell and for a mean, and the
// glossary window.
#include <gtest/gtest.h>

#include <QApplication>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <cmath>

#include "core/teaching/glossary.h"
#include "core/teaching/lessons.h"
#include "ui/app/explain_actions.h"
#include "ui/curves/curves_view.h"
#include "ui/curves/cutoff_table_model.h"
#include "ui/queries/queries_view.h"
#include "ui/queries/query_table_model.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/definitions_comparison.h"
#include "ui/teaching/explain_dialog.h"
#include "ui/teaching/explain_panel.h"
#include "ui/teaching/explain_workbench.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"
#include "ui_test_util.h"

using namespace ranklens;
using namespace ranklens::ui;

namespace {

QString step(const LessonsWindow& w, ExplainPanel::Step s) {
    return w.workbench()->explainPanel()->valueText(s);
}

// A lesson's index in lessons() by its stable id (the ramp of issue 48 renumbered them).
int lessonIndex(const char* id) {
    return core::teaching::lessonNumber(id) - 1;
}

int metricIndex(const Evaluation& ev, std::string_view name) {
    for (std::size_t i = 0; i < ev.request.metrics.size(); ++i)
        if (ev.request.metrics[i]->name == name) return static_cast<int>(i);
    return -1;
}

}  // namespace

// SPEC.md example 2: grades [3, 2, 0, 3, 1], exponential gain, ideal from the returned items.
TEST(Lessons, Lesson2OpensWithTheSpecValues) {
    LessonsWindow w;
    w.openLesson(lessonIndex("ndcg-ideal-from-list"));
    EXPECT_TRUE(w.questionText().contains(QStringLiteral("[3, 2, 0, 3, 1]")));
    EXPECT_EQ(w.workbench()->rankingView()->model()->rowCount(), 5);
    EXPECT_EQ(w.workbench()->rankingView()->cutoff(), 5);
    EXPECT_EQ(step(w, ExplainPanel::Dcg), QStringLiteral("12.294"));
    EXPECT_EQ(step(w, ExplainPanel::Idcg), QStringLiteral("13.347"));
    EXPECT_EQ(step(w, ExplainPanel::Ndcg), QStringLiteral("0.921"));
    EXPECT_TRUE(w.workbench()
                    ->explainPanel()
                    ->computationText(ExplainPanel::Idcg)
                    .contains(QStringLiteral("[3, 3, 2, 1]")));
    // The check table: SPEC value and the list's value agree.
    const QTableWidget* c = w.checkTable();
    ASSERT_EQ(c->rowCount(), 3);
    EXPECT_EQ(c->horizontalHeaderItem(1)->text(), QStringLiteral("Expected"));
    EXPECT_EQ(c->item(0, 1)->text(), QStringLiteral("12.294"));
    EXPECT_EQ(c->item(0, 2)->text(), QStringLiteral("12.294"));
    EXPECT_EQ(c->item(2, 2)->text(), QStringLiteral("0.921"));
}

TEST(Lessons, EveryLessonOpensWithItsSpecValues) {
    LessonsWindow w;
    const auto all = core::teaching::lessons();
    for (int i = 0; i < static_cast<int>(all.size()); ++i) {
        w.openLesson(i);
        const auto& l = all[static_cast<std::size_t>(i)];
        const QTableWidget* c = w.checkTable();
        ASSERT_EQ(c->rowCount(), static_cast<int>(l.expected.size()));
        for (int r = 0; r < c->rowCount(); ++r) {
            const int decimals = l.expected[static_cast<std::size_t>(r)].decimals;
            EXPECT_EQ(QString::number(c->item(r, 2)->text().toDouble(), 'f', decimals),
                      c->item(r, 1)->text())
                << "lesson " << l.number << " row " << r;
        }
    }
}

// Moving the second grade-3 item from rank 4 to rank 2 through the view's undoable move:
// grades [3, 3, 2, 0, 1]. By hand: DCG = 7 + 7/log2 3 + 3/2 + 0 + 1/log2 6 = 13.303,
// IDCG (ideal [3, 3, 2, 1]) unchanged 13.347, NDCG 0.997; relevant at ranks 1, 2, 3, 5, so
// AP@5 = (1 + 1 + 1 + 4/5) / 4 = 0.950 and the AP table has four rows.
TEST(Lessons, MovingAnItemUpdatesTheStepTable) {
    LessonsWindow w;
    w.openLesson(lessonIndex("ndcg-ideal-from-list"));
    // (1 + 1 + 3/4 + 4/5) / 4 = 0.8875; 3.55 / 4 is 0.88749999... in binary, printed 0.887.
    EXPECT_EQ(step(w, ExplainPanel::Ap), QStringLiteral("0.887"));
    RankingView* view = w.workbench()->rankingView();
    view->requestMove(3, 1);
    EXPECT_EQ(step(w, ExplainPanel::Dcg), QStringLiteral("13.303"));
    EXPECT_EQ(step(w, ExplainPanel::Idcg), QStringLiteral("13.347"));
    EXPECT_EQ(step(w, ExplainPanel::Ndcg), QStringLiteral("0.997"));
    EXPECT_EQ(step(w, ExplainPanel::Ap), QStringLiteral("0.950"));
    EXPECT_EQ(w.workbench()->explainPanel()->apTable()->rowCount(), 4);
    EXPECT_EQ(w.checkTable()->item(0, 2)->text(), QStringLiteral("13.303"));
    // The definitions side by side follow the list too (exponential / returned row).
    const int row =
        DefinitionsComparison::rowOf(core::GainKind::Exponential, core::IdealOrder::Retrieved);
    EXPECT_EQ(w.workbench()->comparison()->text(row, DefinitionsComparison::NdcgCol),
              QStringLiteral("0.997"));
    // Undo restores the lesson's values.
    view->undoStack()->undo();
    EXPECT_EQ(step(w, ExplainPanel::Dcg), QStringLiteral("12.294"));
    EXPECT_EQ(step(w, ExplainPanel::Ndcg), QStringLiteral("0.921"));
}

// Grade of rank 3 from 0 to 2: [3, 2, 2, 3, 1]. By hand: DCG = 7 + 3/log2 3 + 3/2 + 7/log2 5 +
// 1/log2 6 = 13.794; ideal [3, 3, 2, 2, 1]: IDCG = 14.595; NDCG = 0.945; all five relevant,
// so P@5 = 1 and R = 5.
TEST(Lessons, ChangingAGradeUpdatesTheStepTable) {
    LessonsWindow w;
    w.openLesson(lessonIndex("ndcg-ideal-from-list"));
    w.workbench()->rankingView()->requestGrade(2, 2);
    EXPECT_EQ(step(w, ExplainPanel::Dcg), QStringLiteral("13.794"));
    EXPECT_EQ(step(w, ExplainPanel::Idcg), QStringLiteral("14.595"));
    EXPECT_EQ(step(w, ExplainPanel::Ndcg), QStringLiteral("0.945"));
    EXPECT_EQ(step(w, ExplainPanel::Precision), QStringLiteral("1.000"));
    EXPECT_EQ(step(w, ExplainPanel::RelevantInLabels), QStringLiteral("5"));
}

// Issue 13, "Accuracy is not the whole story": values worked by hand in
// tests/core/teaching_test.cpp (AccuracyIsNotTheWholeStoryByHand). The check table follows the
// items: dragging A's socks (rank 6) above the grade-0 shoe (rank 5) makes A shoes x4 + socks:
// ILD@5 = 4/10 = 0.4, CatCov@5 = 2/4, novelty@5 = (1+2+2+3+6)/5 = 2.8, ARP@5 = 1168/5 = 233.6,
// and the grades [3, 2, 1, 1, 1] the ideal order (NDCG@5 = 1).
TEST(Lessons, BeyondAccuracyLessonFollowsTheItems) {
    const auto all = core::teaching::lessons();
    int index = -1;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (QString::fromUtf8(all[i].title) == QStringLiteral("Accuracy is not the whole story"))
            index = static_cast<int>(i);
    ASSERT_GE(index, 0);
    LessonsWindow w;
    w.openLesson(index);
    const QTableWidget* c = w.checkTable();
    ASSERT_EQ(c->rowCount(), 10);
    auto row = [&](const QString& name) {
        for (int r = 0; r < c->rowCount(); ++r)
            if (c->item(r, 0)->text() == name) return r;
        return -1;
    };
    const int ndcgA = row(QStringLiteral("NDCG@5 · A: best sellers"));
    const int ildA = row(QStringLiteral("ILD@5 · A: best sellers"));
    const int covA = row(QStringLiteral("CatCov@5 · A: best sellers"));
    const int novA = row(QStringLiteral("Novelty@5 · A: best sellers"));
    const int arpA = row(QStringLiteral("ARP@5 · A: best sellers"));
    const int ildB = row(QStringLiteral("ILD@5 · B: mixed"));
    ASSERT_TRUE(ndcgA >= 0 && ildA >= 0 && covA >= 0 && novA >= 0 && arpA >= 0 && ildB >= 0);
    EXPECT_EQ(c->item(ndcgA, 2)->text(), QStringLiteral("0.931"));
    EXPECT_EQ(c->item(ildA, 2)->text(), QStringLiteral("0.000"));
    EXPECT_EQ(c->item(ildB, 2)->text(), QStringLiteral("0.900"));
    EXPECT_EQ(c->item(arpA, 2)->text(), QStringLiteral("256.000"));
    RankingView* view = w.workbench()->rankingView();
    ASSERT_EQ(view->model()->rowCount(), 6);
    EXPECT_EQ(view->model()->itemAt(5).title, QStringLiteral("socks · popularity 16"));
    EXPECT_EQ(c->horizontalHeaderItem(1)->text(), QStringLiteral("By hand"));
    view->requestMove(5, 4);
    EXPECT_EQ(c->item(ildA, 2)->text(), QStringLiteral("0.400"));
    EXPECT_EQ(c->item(covA, 2)->text(), QStringLiteral("0.500"));
    EXPECT_EQ(c->item(novA, 2)->text(), QStringLiteral("2.800"));
    EXPECT_EQ(c->item(arpA, 2)->text(), QStringLiteral("233.600"));
    EXPECT_EQ(c->item(ndcgA, 2)->text(), QStringLiteral("1.000"));
    EXPECT_EQ(c->item(ildB, 2)->text(), QStringLiteral("0.900"));  // B untouched
    view->undoStack()->undo();
    EXPECT_EQ(c->item(ildA, 2)->text(), QStringLiteral("0.000"));
    EXPECT_EQ(c->item(ndcgA, 2)->text(), QStringLiteral("0.931"));
}

// SPEC.md example 5: three queries, first relevant at ranks 2, 1, 4.
TEST(Lessons, MrrLessonSwitchesBetweenItsThreeQueries) {
    LessonsWindow w;
    w.openLesson(lessonIndex("mrr"));
    EXPECT_EQ(step(w, ExplainPanel::Rr), QStringLiteral("0.500"));
    EXPECT_TRUE(w.perListText().contains(QStringLiteral("MRR = 1.750 / 3 = 0.583")))
        << w.perListText().toStdString();
    w.showList(2);
    EXPECT_EQ(w.workbench()->rankingView()->model()->rowCount(), 4);
    EXPECT_EQ(step(w, ExplainPanel::Rr), QStringLiteral("0.250"));
    EXPECT_EQ(w.checkTable()->item(0, 2)->text(), QStringLiteral("0.583"));
    // Moving query C's hit to rank 1 makes its RR 1: MRR = (0.5 + 1 + 1) / 3 = 0.833.
    w.workbench()->rankingView()->requestMove(3, 0);
    EXPECT_EQ(step(w, ExplainPanel::Rr), QStringLiteral("1.000"));
    EXPECT_EQ(w.checkTable()->item(0, 2)->text(), QStringLiteral("0.833"));
    EXPECT_TRUE(w.perListText().contains(QStringLiteral("MRR = 2.500 / 3 = 0.833")))
        << w.perListText().toStdString();
    // A lesson with one list shows no per-list line.
    w.openLesson(lessonIndex("ndcg-ideal-from-list"));
    EXPECT_TRUE(w.perListText().isEmpty());
}

// Lesson 2's list under the four definitions. Linear gain, ideal from the labels (= the
// returned items here): DCG = 3 + 2/log2 3 + 0 + 3/log2 5 + 1/log2 6 = 5.941; IDCG of
// [3, 3, 2, 1] = 3 + 3/log2 3 + 1 + 1/log2 5 = 6.323; NDCG = 0.939.
TEST(Lessons, DefinitionsSideBySide) {
    LessonsWindow w;
    w.openLesson(lessonIndex("ndcg-ideal-from-list"));
    const DefinitionsComparison* cmp = w.workbench()->comparison();
    const int lin = DefinitionsComparison::rowOf(core::GainKind::Linear, core::IdealOrder::Labels);
    const int exp =
        DefinitionsComparison::rowOf(core::GainKind::Exponential, core::IdealOrder::Retrieved);
    EXPECT_EQ(cmp->currentRow(), exp);
    EXPECT_EQ(cmp->text(lin, DefinitionsComparison::DcgCol), QStringLiteral("5.941"));
    EXPECT_EQ(cmp->text(lin, DefinitionsComparison::IdcgCol), QStringLiteral("6.323"));
    EXPECT_EQ(cmp->text(lin, DefinitionsComparison::NdcgCol), QStringLiteral("0.939"));
    EXPECT_EQ(cmp->text(exp, DefinitionsComparison::NdcgCol), QStringLiteral("0.921"));
    EXPECT_TRUE(cmp->summaryText().contains(QStringLiteral("0.921")));
    EXPECT_TRUE(cmp->summaryText().contains(QStringLiteral("0.939")));
    // Lesson 1: 15 relevant items never returned. With binary grades the gains agree, but
    // the ideal from the labels (20 items of grade 1) differs from the returned one (5).
    w.openLesson(0);
    const int linRet =
        DefinitionsComparison::rowOf(core::GainKind::Linear, core::IdealOrder::Retrieved);
    EXPECT_LT(cmp->value(lin, DefinitionsComparison::NdcgCol),
              cmp->value(linRet, DefinitionsComparison::NdcgCol));
}

// At 1366 px (the lessons window on a 1366x768 screen; the definitions in their tab behind the
// steps, in front) every column of the definitions table
// is in view without scrolling, the log base row shows scikit-learn's log_base=10 (DCG scaled,
// NDCG unchanged), and the note names the settings a list cannot show and their tools.
TEST(Lessons, DefinitionsTableFitsA1366Screen) {
    LessonsWindow w;
    w.resize(1366, 705);
    w.show();
    w.openLesson(lessonIndex("ndcg-ideal-from-list"));
    w.showSteps(true);  // the workbench, behind "Show every step"
    // Its tab behind the steps, in front.
    QTabWidget* tabs = w.workbench()->tabs();
    for (int i = 0; i < tabs->count(); ++i)
        if (tabs->widget(i)->isAncestorOf(w.workbench()->comparison())) tabs->setCurrentIndex(i);
    QApplication::processEvents();
    const DefinitionsComparison* cmp = w.workbench()->comparison();
    ASSERT_TRUE(cmp->isVisible());
    const QTableWidget* t = cmp->table();
    int right = 0;
    for (int c = 0; c < t->columnCount(); ++c) {
        right = std::max(right, t->columnViewportPosition(c) + t->columnWidth(c));
        EXPECT_GE(t->columnWidth(c), t->fontMetrics().horizontalAdvance(QStringLiteral("0.000")))
            << c;
    }
    EXPECT_LE(right, t->viewport()->width());
    EXPECT_EQ(t->horizontalScrollBar()->maximum(), 0);
    // Row 6: linear gain, all labels, base 10: 1/log10(r + 1) = log2(10)/log2(r + 1), so DCG =
    // 5.941 * log2(10) = 19.735 and NDCG stays 0.939.
    const int lin = DefinitionsComparison::rowOf(core::GainKind::Linear, core::IdealOrder::Labels);
    EXPECT_NEAR(cmp->value(6, DefinitionsComparison::DcgCol),
                cmp->value(lin, DefinitionsComparison::DcgCol) * std::log2(10.0), 1e-12);
    EXPECT_EQ(cmp->text(6, DefinitionsComparison::DcgCol), QStringLiteral("19.735"));
    EXPECT_EQ(cmp->text(6, DefinitionsComparison::NdcgCol), QStringLiteral("0.939"));
    for (const char* word : {"torchmetrics", "set_F", "--real-labels", "--ties average"})
        EXPECT_TRUE(cmp->notesText().contains(QString::fromUtf8(word))) << word;
}

// "Explain this number" on a per-query NDCG@k cell of the demo project: the dialog shows that
// query's list with the step table, whose NDCG equals the evaluator's per-query value.
TEST(ExplainThisNumber, QueryCellOpensThatQuerysComputation) {
    const auto ev = ranklens::ui::test::defaultDemoEvaluation();
    QueriesView queries;
    queries.setEvaluation(ev);
    ExplainActions actions(nullptr, &queries, nullptr, [ev] { return ev; });
    const int m = metricIndex(*ev, "ndcg_cut");
    ASSERT_GE(m, 0);
    const QueryTableModel* model = queries.model();
    const int col = model->valueColumn(m, 0);
    const QModelIndex proxyIndex = queries.proxy()->index(3, col);
    const QModelIndex src = queries.proxy()->mapToSource(proxyIndex);
    const QString qid = model->qidAt(src.row());
    const double engine =
        ev->value(0, static_cast<std::size_t>(m), static_cast<std::size_t>(src.row()));
    ASSERT_FALSE(std::isnan(engine));

    std::unique_ptr<ExplainDialog> d(actions.explainQueryCell(proxyIndex));
    ASSERT_NE(d, nullptr);
    EXPECT_FALSE(d->showingMean());
    EXPECT_TRUE(d->headerText().contains(qid));
    EXPECT_EQ(d->workbench()->rankingView()->qid(), qid);
    EXPECT_EQ(d->workbench()->rankingView()->cutoff(), ev->request.defs.k);
    EXPECT_NEAR(d->workbench()->explanation().ndcg, engine, 1e-12);
    const ExplainPanel* panel = d->workbench()->explainPanel();
    EXPECT_EQ(panel->highlightedStep(), ExplainPanel::Ndcg);
    // In the header's precision, 4 decimals (issue 45: 0.1214 over steps ending 0.121).
    EXPECT_EQ(panel->valueText(ExplainPanel::Ndcg), QString::number(engine, 'f', 4));
    // The delta column (B − A) explains run B, or run A on request.
    const QModelIndex deltaIndex = queries.proxy()->index(3, model->deltaColumn(m));
    std::unique_ptr<ExplainDialog> dB(actions.explainQueryCell(deltaIndex));
    std::unique_ptr<ExplainDialog> dA(actions.explainQueryCell(deltaIndex, true));
    ASSERT_NE(dB, nullptr);
    ASSERT_NE(dA, nullptr);
    EXPECT_EQ(dB->workbench()->rankingView()->runName(),
              ev->runs[static_cast<std::size_t>(model->runB())].name);
    EXPECT_EQ(dA->workbench()->rankingView()->runName(),
              ev->runs[static_cast<std::size_t>(model->runA())].name);
    EXPECT_NEAR(dB->workbench()->explanation().ndcg - dA->workbench()->explanation().ndcg,
                ev->value(static_cast<std::size_t>(model->runB()), static_cast<std::size_t>(m),
                          static_cast<std::size_t>(src.row())) -
                    ev->value(static_cast<std::size_t>(model->runA()), static_cast<std::size_t>(m),
                              static_cast<std::size_t>(src.row())),
                1e-12);
    // The query-id column holds no metric value: nothing to explain.
    EXPECT_EQ(actions.explainQueryCell(queries.proxy()->index(0, QueryTableModel::QueryCol)),
              nullptr);
}

// A mean (curve point / cut-off table cell): the per-query values it averages, whose mean is
// the engine's mean curve at k; a row opens that query's computation.
TEST(ExplainThisNumber, MeanListsThePerQueryValuesItAverages) {
    const auto ev = ranklens::ui::test::defaultDemoEvaluation();
    CurvesView curves;
    curves.setEvaluation(ev);
    ExplainActions actions(nullptr, nullptr, &curves, [ev] { return ev; });
    const int m = metricIndex(*ev, "P");
    ASSERT_GE(m, 0);
    std::unique_ptr<ExplainDialog> d(actions.explainCurvePoint(1, m, 5));
    ASSERT_NE(d, nullptr);
    EXPECT_TRUE(d->showingMean());
    const auto& curve = ev->curve(1, static_cast<std::size_t>(m));
    EXPECT_NEAR(d->meanValue(), curve[4], 1e-12);
    std::size_t evaluated = 0;
    for (std::size_t row = 0; row < ev->qids.size(); ++row) evaluated += ev->runs[1].row[row] >= 0;
    EXPECT_EQ(d->meanTable()->rowCount(), static_cast<int>(evaluated));
    // Open the first row: its P@5 in the step table equals the row's value.
    const QString qid = d->meanTable()->item(0, 0)->text();
    const double v = d->meanTable()->item(0, 1)->data(Qt::DisplayRole).toDouble();
    emit d->meanTable()->cellDoubleClicked(0, 0);
    EXPECT_FALSE(d->showingMean());
    EXPECT_EQ(d->workbench()->rankingView()->qid(), qid);
    EXPECT_NEAR(d->workbench()->explanation().precision, v, 5e-5);
    EXPECT_EQ(d->workbench()->explainPanel()->highlightedStep(), ExplainPanel::Precision);
    // The cut-off table cell (row = metric × runs + run, column 2 + index of k = 5).
    const int nRuns = static_cast<int>(ev->runs.size());
    std::unique_ptr<ExplainDialog> d2(
        actions.explainCutoffCell(curves.cutoffModel()->index(m * nRuns + 1, 2 + 1)));
    ASSERT_NE(d2, nullptr);
    EXPECT_NEAR(d2->meanValue(), curve[4], 1e-12);
    // Out of range: no dialog.
    EXPECT_EQ(actions.explainCurvePoint(0, m, ev->K + 1), nullptr);
}

// The models say which number a cell holds (ExplainTargetRole), whatever their column layout.
TEST(ExplainThisNumber, ModelsAnswerTheExplainTarget) {
    const auto ev = ranklens::ui::test::defaultDemoEvaluation();
    QueryTableModel queries;
    queries.setEvaluation(ev);
    const int m = metricIndex(*ev, "ndcg_cut");
    ASSERT_GE(m, 0);
    const auto target = [](const QModelIndex& i) { return i.data(ExplainTargetRole); };
    const auto value = target(queries.index(3, queries.valueColumn(m, 1))).value<ExplainTarget>();
    EXPECT_EQ(value.kind, ExplainTarget::Kind::QueryValue);
    EXPECT_EQ(value.run, 1);
    EXPECT_FALSE(value.isDifference());
    EXPECT_EQ(value.metric, m);
    EXPECT_EQ(value.k, ev->request.defs.k);
    EXPECT_EQ(value.qid, queries.qidAt(3));
    const auto delta = target(queries.index(3, queries.deltaColumn(m))).value<ExplainTarget>();
    EXPECT_EQ(delta.run, queries.runB());
    EXPECT_EQ(delta.otherRun, queries.runA());
    EXPECT_EQ(delta.metric, m);
    EXPECT_FALSE(target(queries.index(3, QueryTableModel::QueryCol)).isValid());
    EXPECT_FALSE(target(queries.index(3, QueryTableModel::JudgedCol)).isValid());

    CutoffTableModel cutoffs;
    cutoffs.setEvaluation(ev);
    cutoffs.setCutoffs({1, 5, 10});
    const int nRuns = static_cast<int>(ev->runs.size());
    const auto mean = target(cutoffs.index(m * nRuns + 1, 2 + 2)).value<ExplainTarget>();
    EXPECT_EQ(mean.kind, ExplainTarget::Kind::Mean);
    EXPECT_EQ(mean.run, 1);
    EXPECT_EQ(mean.metric, m);
    EXPECT_EQ(mean.k, 10);
    EXPECT_FALSE(target(cutoffs.index(0, 1)).isValid());  // the run name
}

TEST(Glossary, WindowShowsEveryEntryAndScrollsToAMeasure) {
    GlossaryWindow w;
    const QString text = w.browser()->toPlainText();
    for (const auto& e : core::teaching::glossary())
        EXPECT_TRUE(text.contains(QString::fromUtf8(e.question))) << e.question;
    EXPECT_TRUE(text.contains(QStringLiteral("NDCG at k")));  // the registry's title
    EXPECT_TRUE(w.showEntry(QStringLiteral("ndcg")));
    EXPECT_FALSE(w.showEntry(QStringLiteral("no_such_measure")));
}
