// Tests of the explorer: curves, definitions, models, exports, the demo project.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <chrono>
#include <cmath>

#include "core/judged/judged_ranking.h"
#include "tests/support/memory_store.h"
#include "tests/support/wait_until.h"
#include "ui/app/main_window.h"
#include "ui/curves/curves_view.h"
#include "ui/curves/cutoff_table_model.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/plot/plot_widget.h"
#include "ui/project/demo_project.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"
#include "ui/queries/query_table_model.h"
#include "ui/ranking/inspector_input.h"
#include "ui_test_util.h"

using namespace ranklens;
using namespace ranklens::ui;
using ranklens::ui::test::demoData;
using ranklens::ui::test::engineCurves;

namespace {

std::shared_ptr<const Evaluation> evaluateDemo(const Definitions& defs = {},
                                               std::vector<const core::MeasureInfo*> ms = {}) {
    EvalRequest req;
    req.data = demoData();
    req.defs = defs;
    req.metrics = ms.empty() ? defaultMetrics() : ms;
    return computeEvaluation(req);
}

}  // namespace

TEST(DemoData, TellsTheSegmentStory) {
    const auto d = demoData();
    ASSERT_EQ(d->runs.size(), 2u);
    EXPECT_EQ(d->queries.size(), 309u);  // 300 demo queries + 9 SPEC worked examples
    const auto ev = evaluateDemo();
    ASSERT_EQ(ev->qids.size(), 309u);
    const std::size_t ndcg = 2;  // P, R, NDCG
    double all[2] = {0, 0}, newUser[2] = {0, 0};
    for (std::size_t row = 0; row < ev->qids.size(); ++row)
        for (std::size_t r = 0; r < 2; ++r) {
            all[r] += ev->value(r, ndcg, row);
            if (d->meta(ev->qids[row])->segment == "new_user")
                newUser[r] += ev->value(r, ndcg, row);
        }
    EXPECT_GT(all[1], all[0]) << "new model better on average";
    EXPECT_LT(newUser[1], newUser[0]) << "but worse for new users";
}

TEST(CurvesView, OneGraphPerRunAndMetricWithTheEngineValues) {
    const auto ev = evaluateDemo();
    CurvesView view;
    view.setEvaluation(ev);
    PlotWidget* plot = view.plot();
    ASSERT_EQ(plot->graphCount(), 2 * 3);  // 2 runs × P, R, NDCG
    const auto ms = defaultMetrics();
    for (int run = 0; run < 2; ++run) {
        const auto ref = engineCurves(run, core::EvalConfig{}, ms, ev->K);
        for (std::size_t m = 0; m < ms.size(); ++m) {
            const int g = static_cast<int>(m) * 2 + run;
            EXPECT_TRUE(plot->graphName(g).contains(ev->runs[static_cast<std::size_t>(run)].name));
            const QVector<double> values = plot->graphValues(g);
            ASSERT_EQ(values.size(), ev->K);
            for (int k = 0; k < ev->K; ++k)
                // Equal up to the order of the engine's multi-threaded sum over queries.
                ASSERT_NEAR(values[k], ref.curves[m][static_cast<std::size_t>(k)], 1e-12)
                    << "graph " << g << " k " << k + 1;
        }
    }
    // The compact table reads the same curves at k = 1, 5, 10.
    CutoffTableModel* table = view.cutoffModel();
    ASSERT_EQ(table->rowCount(), 6);
    EXPECT_DOUBLE_EQ(table->valueAt(0, 2), ev->curve(0, 0)[9]);
    // P@10 of SPEC example 1 through the single-query curve.
    const auto p = queryCurve(*demoData(), 0, "ex1", *core::findMeasure("P"), {}, 10);
    EXPECT_DOUBLE_EQ(p[9], 0.5);
    const auto r = queryCurve(*demoData(), 0, "ex1", *core::findMeasure("recall"), {}, 10);
    EXPECT_DOUBLE_EQ(r[9], 0.25);
}

TEST(CurvesView, TooltipShowsExactValuesAndLogScale) {
    const auto ev = evaluateDemo();
    CurvesView view;
    view.setEvaluation(ev);
    const QString tip = view.plot()->valuesAt(5.2);
    EXPECT_TRUE(tip.contains(QStringLiteral("k = 5")));
    EXPECT_TRUE(tip.contains(QString::number(ev->curve(0, 0)[4], 'f', 4)));
    view.logBox()->setChecked(true);
    EXPECT_TRUE(view.plot()->logX());
}

TEST(Definitions, ChangeRecomputesEveryNumber) {
    DefinitionsBar bar;
    EvaluationController ctl;
    QObject::connect(&bar, &DefinitionsBar::definitionsChanged, &ctl,
                     &EvaluationController::setDefinitions);
    QSignalSpy ready(&ctl, &EvaluationController::evaluationReady);
    ctl.setDefinitions(bar.definitions());
    ctl.setData(demoData());
    ASSERT_TRUE(ctl.waitForIdle());
    ASSERT_GE(ready.count(), 1);
    const auto linear = ctl.current();
    EXPECT_EQ(linear->request.defs.config.gain, core::GainKind::Linear);

    bar.gainBox()->setCurrentIndex(bar.gainBox()->findData(int(core::GainKind::Exponential)));
    ASSERT_TRUE(ctl.waitForIdle());
    const auto expo = ctl.current();
    ASSERT_NE(expo, linear);
    EXPECT_EQ(expo->request.defs.config.gain, core::GainKind::Exponential);
    core::EvalConfig cfg;
    cfg.gain = core::GainKind::Exponential;
    const auto ref = engineCurves(1, cfg, defaultMetrics(), expo->K);
    for (int k = 0; k < expo->K; ++k)
        ASSERT_NEAR(expo->curve(1, 2)[static_cast<std::size_t>(k)],
                    ref.curves[2][static_cast<std::size_t>(k)], 1e-12);
    EXPECT_NE(expo->curve(1, 2)[9], linear->curve(1, 2)[9]);
    EXPECT_TRUE(expo->definitionsText().contains(QStringLiteral("exponential")));
}

TEST(Definitions, StaleResultsAreDropped) {
    EvaluationController ctl;
    ctl.setData(demoData());
    QSignalSpy ready(&ctl, &EvaluationController::evaluationReady);
    Definitions d;
    for (int k = 1; k <= 20; ++k) {
        d.k = k;
        ctl.setDefinitions(d);
        QTest::qWait(1);  // let some jobs start, so that later ones cancel them
    }
    ASSERT_TRUE(ctl.waitForIdle());
    ASSERT_GE(ready.count(), 1);
    EXPECT_EQ(ctl.current()->request.defs.k, 20);
    // Every published evaluation is newer than the one before it.
    int lastK = 0;
    for (const auto& args : ready) {
        const auto ev = args.at(1).value<std::shared_ptr<const Evaluation>>();
        EXPECT_GT(ev->request.defs.k, lastK);
        lastK = ev->request.defs.k;
    }
}

TEST(Definitions, TiePolicyReadsTheSharedRunsWithoutCopyingThem) {
    const auto d = demoData();
    Definitions defs;
    defs.config.ties = core::TiePolicy::InputOrder;
    const auto ev = evaluateDemo(defs);
    // The runs stay in trec_eval order, shared; the policy is how the evaluation reads them.
    EXPECT_EQ(ev->data->runs[0].get(), d->runs[0].get());
    EXPECT_EQ(d->runs[0]->orderedBy(), core::TiePolicy::TrecEval);
    // The numbers are the engine's for the run file read in input order.
    const auto ref = engineCurves(1, defs.config, defaultMetrics(), ev->K);
    for (std::size_t m = 0; m < 3; ++m)
        for (int k = 0; k < ev->K; ++k)
            ASSERT_NEAR(ev->curve(1, m)[static_cast<std::size_t>(k)],
                        ref.curves[m][static_cast<std::size_t>(k)], 1e-12);
}

TEST(Models, PassTheModelTester) {
    const auto ev = evaluateDemo();
    QueryTableModel model;
    QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QueryFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    CutoffTableModel cut;
    QAbstractItemModelTester t3(&cut, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setEvaluation(ev);
    cut.setEvaluation(ev);
    EXPECT_EQ(model.rowCount(), 309);
    EXPECT_EQ(model.columnCount(), QueryTableModel::FixedCount + 3 * 3);
    model.setComparison(1, 0);
    proxy.setSegment(QStringLiteral("new_user"));
    EXPECT_EQ(proxy.rowCount(), 150);
    proxy.setText(QStringLiteral("q00"));
    EXPECT_GT(proxy.rowCount(), 0);
    proxy.sort(model.deltaColumn(2), Qt::AscendingOrder);
    cut.setCutoffs({1, 3, 5, 10, 20});
    EXPECT_EQ(cut.columnCount(), 7);
    model.setEvaluation(evaluateDemo({}, {core::findMeasure("P")}));
    cut.setEvaluation(nullptr);
    EXPECT_EQ(cut.rowCount(), 0);
}

TEST(QueriesView, SegmentFilterAndWorstFirst) {
    QueriesView view;
    view.setEvaluation(evaluateDemo());
    QSignalSpy selected(&view, &QueriesView::querySelected);
    view.segmentBox()->setCurrentIndex(view.segmentBox()->findData(QStringLiteral("new_user")));
    EXPECT_EQ(view.proxy()->rowCount(), 150);
    EXPECT_TRUE(view.summaryText().contains(QStringLiteral("new_user")));
    EXPECT_TRUE(view.histogram()->isHistogram());
    EXPECT_EQ(view.histogram()->graphCount(), 2);
    view.worstFirst();
    // The first row is the biggest loss of run B against run A.
    const int col = view.model()->deltaColumn(2);
    const double first = view.proxy()->index(0, col).data(QueryTableModel::SortRole).toDouble();
    const double second = view.proxy()->index(1, col).data(QueryTableModel::SortRole).toDouble();
    EXPECT_LE(first, second);
    EXPECT_LT(first, 0.0);
    view.selectQuery(QStringLiteral("q001"));
    ASSERT_EQ(selected.count(), 1);
    EXPECT_EQ(selected.front().at(0).toString(), QStringLiteral("q001"));
}

// A definition change keeps the columns' widths (the user's own included): only a new layout
// (other measures, runs or columns) fits them to their texts again.
TEST(QueriesView, DefinitionChangeKeepsColumnWidthsNewLayoutFitsThem) {
    QueriesView view;
    view.setEvaluation(evaluateDemo());
    const int qcol = QueryTableModel::QueryCol;
    const int fitted = view.table()->columnWidth(qcol);
    EXPECT_GT(fitted, 20);
    view.table()->setColumnWidth(qcol, fitted + 77);  // the user widens it
    Definitions gain;
    gain.config.gain = core::GainKind::Exponential;
    view.setEvaluation(evaluateDemo(gain));
    EXPECT_EQ(view.table()->columnWidth(qcol), fitted + 77);
    Definitions k20;
    k20.k = 20;
    view.setEvaluation(evaluateDemo(k20));
    EXPECT_EQ(view.table()->columnWidth(qcol), fitted + 77);
    view.setEvaluation(evaluateDemo({}, {core::findMeasure("P"), core::findMeasure("ndcg_cut")}));
    EXPECT_EQ(view.table()->columnWidth(qcol), fitted);
    EXPECT_EQ(view.table()->columnWidth(QueryTableModel::TextCol), 200);
}

// The columns are fitted to the texts of the first rows only (a 7,000-query table's fit cost
// 50-110 ms): a long query id far down the table still widens its column, nothing is cut off.
TEST(QueriesView, QueryColumnFitsALongIdInAnyRow) {
    QTemporaryDir dir;
    const std::string longId = "zz-a-query-id-much-longer-than-any-other";
    std::string run, qrels;
    for (int i = 0; i <= 400; ++i) {
        const std::string qid = i < 400 ? "q" + std::to_string(1000 + i) : longId;
        run += qid + " Q0 d1 1 1.0 r\n";
        qrels += qid + " 0 d1 1\n";
    }
    const auto write = [&](const char* name, const std::string& text) {
        QFile f(dir.filePath(QLatin1String(name)));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(text.data(), static_cast<qint64>(text.size()));
        return dir.filePath(QLatin1String(name)).toStdString();
    };
    test_support::MemoryStore st;
    st.importRun(write("run.txt", run), {});
    st.importRun(write("run2.txt", run), {});  // a second run to compare with
    st.importQrels(write("qrels.txt", qrels), {});
    EvalRequest req;
    req.data = loadProjectData(st);
    req.metrics = defaultMetrics();
    QueriesView view;
    view.resize(900, 500);
    view.show();  // shown: Qt measures the rows in view and the next ones, not every row
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    view.setEvaluation(computeEvaluation(req));
    const int qcol = QueryTableModel::QueryCol;
    QTableView& table = *view.table();
    // Sorted by query id: the long id is the last of 401 rows.
    ASSERT_EQ(table.model()->rowCount(), 401);
    EXPECT_EQ(table.model()->index(400, qcol).data().toString(), QString::fromStdString(longId));
    const int text = QFontMetrics(table.font()).horizontalAdvance(QString::fromStdString(longId));
    EXPECT_GE(table.columnWidth(qcol), text);
    // Choosing the other run to compare fits the columns again: the long id still fits.
    ASSERT_EQ(view.comparedRunBox()->count(), 2);
    view.comparedRunBox()->setCurrentIndex(1 - view.comparedRunBox()->currentIndex());
    EXPECT_GE(table.columnWidth(qcol), text);
}

TEST(PlotWidget, ExportsPngPdfSvgAndCsv) {
    CurvesView view;
    view.resize(900, 600);
    view.setEvaluation(evaluateDemo());
    QTemporaryDir dir;
    PlotWidget* p = view.plot();
    EXPECT_TRUE(p->savePng(dir.filePath(QStringLiteral("c.png"))));
    EXPECT_TRUE(p->savePdf(dir.filePath(QStringLiteral("c.pdf"))));
    EXPECT_TRUE(p->saveSvg(dir.filePath(QStringLiteral("c.svg"))));
    EXPECT_TRUE(p->saveCsv(dir.filePath(QStringLiteral("c.csv"))));
    for (const char* f : {"c.png", "c.pdf", "c.svg", "c.csv"})
        EXPECT_GT(QFileInfo(dir.filePath(QLatin1String(f))).size(), 100) << f;
    const QString csv = p->csv();
    EXPECT_TRUE(csv.startsWith(QStringLiteral("# "))) << "definitions travel with the data";
    EXPECT_TRUE(csv.contains(QStringLiteral("gain")));
}

TEST(Session, ClassifiesDroppedFiles) {
    const auto& f = ranklens::ui::test::demoInputs();
    EXPECT_EQ(classifyInput(f[0]), InputKind::Run);
    EXPECT_EQ(classifyInput(f[2]), InputKind::Qrels);
    EXPECT_EQ(classifyInput(f[3]), InputKind::QueryMeta);
    EXPECT_EQ(classifyInput(QStringLiteral("x.ranklens")), InputKind::Project);
}

TEST(App, OpensTheDemoProject) {
    // Test mode keeps data in ~/.qttest between runs: start from no demo project at all.
    for (const QString& f : {DemoProject::defaultPath(), DemoProject::defaultPath() + "-wal",
                             DemoProject::defaultPath() + "-shm"})
        QFile::remove(f);
    MainWindow w;
    QSignalSpy ready(w.evaluation(), &EvaluationController::evaluationReady);
    w.openDemo();
    ASSERT_TRUE(ready.wait(30000) || ready.count() > 0);
    ASSERT_TRUE(w.evaluation()->waitForIdle());
    // Imports finish, then the project reloads: wait for an evaluation with both runs.
    WAIT_UNTIL(w.evaluation()->current() && w.evaluation()->current()->runs.size() == 2, 30000);
    const auto ev = w.evaluation()->current();
    EXPECT_EQ(ev->qids.size(), 309u);
    // The demo's own files are not an import of the user's (issue 33's walk: a learner's first
    // window said "Import finished: 5 files").
    EXPECT_FALSE(w.statusBar()->currentMessage().startsWith(QStringLiteral("Import")))
        << w.statusBar()->currentMessage().toStdString();
    EXPECT_EQ(w.curves()->plot()->graphCount(), 6);
    EXPECT_EQ(w.queries()->model()->rowCount(), 309);
    EXPECT_EQ(ev->data->labelSetName, "grades");
    // Item titles from the demo's item metadata reach the ranking view's input.
    const RankingInput in = makeRankingInput(*ev->data, 0, QStringLiteral("q001"), {});
    ASSERT_FALSE(in.items.empty());
    EXPECT_FALSE(in.items.front().title.isEmpty());
    // Changing k in the definitions bar recomputes the query table at the new k.
    w.definitionsBar()->cutoffBox()->setValue(5);
    ASSERT_TRUE(w.evaluation()->waitForIdle());
    WAIT_UNTIL_EQ(w.evaluation()->current()->request.defs.k, 5, 10000);
    EXPECT_TRUE(w.queries()
                    ->model()
                    ->headerData(QueryTableModel::JudgedCol, Qt::Horizontal)
                    .toString()
                    .contains(QStringLiteral("@5")));
}

// A grade edited in the explorer is in the project file: it survives closing and reopening.
TEST(Session, GradeEditSurvivesReopeningTheProject) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("grades.ranklens"));
    std::string zeroed;  // a labelled item whose grade is set to 0
    {
        ProjectSession session;
        ASSERT_TRUE(session.open(path));
        QSignalSpy done(&session, &ProjectSession::importFinished);
        session.importFiles(
            {ranklens::ui::test::demoInputs()[0], ranklens::ui::test::demoInputs()[2]});
        WAIT_UNTIL(done.count() > 0 && !session.isBusy(), 30000);
        ASSERT_TRUE(done.last().at(0).toBool());
        WAIT_UNTIL(session.data() && session.data()->labels, 30000);
        const auto* q = session.data()->labels->find("q001");
        ASSERT_NE(q, nullptr);
        for (const auto& j : q->judgments)
            if (j.grade > 0) zeroed = j.doc;
        ASSERT_FALSE(zeroed.empty());
        // The run and the labels point into one table of item names (labels found by index).
        const auto names = session.data()->itemNames;
        ASSERT_NE(names, nullptr);
        EXPECT_EQ(session.data()->runs[0]->names(), names.get());
        EXPECT_EQ(session.data()->labels->names(), names.get());
        QString error;
        ASSERT_TRUE(session.labels().setLabel("q001", QString::fromStdString(zeroed), 0, &error));
        // The items are unchanged: the labels read again still share the runs' names.
        EXPECT_EQ(session.data()->labels->names(), names.get());
        EXPECT_EQ(session.data()->labels->find("q001")->names, names.get());
        EXPECT_EQ(session.data()->labels->find("q001")->grade(zeroed), 0);
        ASSERT_TRUE(session.labels().setLabel("q001", "zz-new-item", 3, &error))
            << error.toStdString();
        // A new item: the labels have names of their own, found by text from the runs' docs.
        const auto& labels = *session.data()->labels;
        EXPECT_NE(labels.names(), names.get());
        EXPECT_EQ(labels.find("q001")->grade("zz-new-item"), 3);
        EXPECT_EQ(labels.find("q001")->grade(zeroed), 0);
        EXPECT_EQ(labels.find("q001")->find(names->name(names->find(zeroed))),
                  labels.find("q001")->find(std::string_view(zeroed)));
    }
    ProjectSession reopened;
    ASSERT_TRUE(reopened.open(path));
    WAIT_UNTIL(reopened.data() && reopened.data()->labels && !reopened.isBusy(), 30000);
    const auto* q = reopened.data()->labels->find("q001");
    ASSERT_NE(q, nullptr);
    EXPECT_EQ(q->grade("zz-new-item"), 3);
    EXPECT_EQ(q->grade(zeroed), 0);
    // And the history holds both edits with their old values.
    auto st = openStore(path);
    const auto history = st->labelHistory(st->activeLabelSet());
    ASSERT_GE(history.size(), 2u);
    EXPECT_EQ(history[history.size() - 2].docid, zeroed);
    EXPECT_TRUE(history[history.size() - 2].oldGrade.has_value());
    EXPECT_EQ(history[history.size() - 2].newGrade, 0);
    EXPECT_EQ(history.back().docid, "zz-new-item");
    EXPECT_FALSE(history.back().oldGrade.has_value());
    EXPECT_EQ(history.back().newGrade, 3);
}

// Importing a file whose content the project already holds is reported, not duplicated;
// importing it again on purpose makes a second copy.
TEST(Session, DuplicateImportIsAskedAbout) {
    QTemporaryDir dir;
    ProjectSession session;
    ASSERT_TRUE(session.open(dir.filePath(QStringLiteral("dup.ranklens"))));
    QSignalSpy finished(&session, &ProjectSession::importFinished);
    QSignalSpy duplicates(&session, &ProjectSession::duplicatesFound);
    const QString run = ranklens::ui::test::demoInputs()[0];
    session.importFiles({run});
    WAIT_UNTIL(finished.count() == 1 && !session.isBusy(), 30000);
    session.importFiles({run});
    WAIT_UNTIL(duplicates.count() == 1 && !session.isBusy(), 30000);
    EXPECT_EQ(duplicates.last().at(0).toStringList(), QStringList{run});
    WAIT_UNTIL(session.data() && session.data()->runs.size() == 1, 30000);
    session.importFiles({run}, true);
    WAIT_UNTIL(finished.count() == 2 && !session.isBusy(), 30000);
    WAIT_UNTIL(session.data()->runs.size() == 2, 30000);
}

// Importing several files shows one progress bar in thousandths over all of them: the first
// file fills the first half, the second the second half, and the bar never goes back.
TEST(Session, ImportProgressIsOneBarOverAllFiles) {
    QTemporaryDir dir;
    ProjectSession session;
    ASSERT_TRUE(session.open(dir.filePath(QStringLiteral("progress.ranklens"))));
    WAIT_UNTIL(!session.isBusy(), 30000);
    QSignalSpy progress(&session, &ProjectSession::progress);
    QSignalSpy finished(&session, &ProjectSession::importFinished);
    session.importFiles({ranklens::ui::test::demoInputs()[0], ranklens::ui::test::demoInputs()[2]});
    WAIT_UNTIL(finished.count() == 1 && !session.isBusy(), 30000);
    ASSERT_GE(progress.count(), 2);
    std::vector<int> values;
    for (const auto& args : progress) values.push_back(args.at(0).toInt());
    EXPECT_LE(values.front(), 500);  // the run, first of two files
    EXPECT_GT(values.back(), 500);   // the labels, second
    EXPECT_LE(values.back(), 1000);
    EXPECT_TRUE(std::is_sorted(values.begin(), values.end()));
    EXPECT_EQ(std::adjacent_find(values.begin(), values.end()), values.end());
}

// A file that cannot be imported is reported in one message box, not one per signal.
TEST(App, FailedImportShowsItsErrorOnce) {
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad_run.txt"));
    {
        QFile f(bad);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("q1 Q0 d1 one 1.5 runA\n");  // rank is not a number
    }
    MainWindow w;
    ASSERT_TRUE(w.session()->open(dir.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(!w.session()->isBusy(), 30000);
    QStringList boxes;  // "title: text" of each message box shown, closed at once
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            boxes << box->windowTitle() + QStringLiteral(": ") + box->text();
            box->reject();
        }
    });
    closer.start(10);
    QSignalSpy finished(w.session(), &ProjectSession::importFinished);
    w.importFiles({bad})->accept();  // the review step, accepted as shown
    WAIT_UNTIL(finished.count() == 1 && !w.session()->isBusy(), 30000);
    QTest::qWait(300);  // room for a second box, if any
    ASSERT_EQ(boxes.size(), 1) << boxes.join(QStringLiteral(" | ")).toStdString();
    EXPECT_FALSE(finished.last().at(0).toBool());
    EXPECT_TRUE(boxes[0].contains(QStringLiteral("bad_run.txt"))) << boxes[0].toStdString();
}
