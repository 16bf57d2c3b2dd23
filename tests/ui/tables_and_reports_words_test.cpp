// Issue 33, round 2, the words and tables: the Query column stays in view and the chosen
// metric's columns come first (9); a segment's table says its own query count (12); the
// comparison's first sentence and its report carry the segment story (11); runs A and B are
// chosen by name and "worst first" is kept with the project (17); the HTML report keeps its
// cells on one line and draws the deltas (18).
#include <gtest/gtest.h>

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>

#include "core/compare/comparison_report.h"
#include "core/store/behaviour_analysis.h"
#include "tests/support/wait_until.h"
#include "tests/ui/compare_test_util.h"
#include "ui/app/language.h"
#include "ui/app/main_window.h"
#include "ui/behaviour/behaviour_tables.h"
#include "ui/behaviour/behaviour_window.h"
#include "ui/common/problem_text.h"
#include "ui/compare/comparison_findings.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_window.h"
#include "ui/evaluation/evaluation.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/plot/plot_widget.h"
#include "ui/project/import_report.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"
#include "ui/project/project_view_state.h"
#include "ui/queries/queries_view.h"
#include "ui/queries/query_table_model.h"
#include "ui/ranking/ranking_commands.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_session.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/explain_dialog.h"
#include "ui/teaching/lessons_window.h"
#include "ui_test_util.h"

namespace ranklens::ui {
namespace {

std::shared_ptr<const Evaluation> evaluateData(std::shared_ptr<const ProjectData> data) {
    EvalRequest req;
    req.data = std::move(data);
    req.metrics = defaultMetrics();
    return computeEvaluation(req);
}

// The demo's new_model alone, with the demo's labels: a project of one run.
std::shared_ptr<const ProjectData> oneRunData() {
    test::MemoryStore st;
    const QStringList& f = test::demoInputs();
    st.importRun(f[1].toStdString(), {});
    st.importQrels(f[2].toStdString(), {});
    return loadProjectData(st);
}

// Records and closes any modal box that opens while it lives (it would block the test).
class ModalGuard {
  public:
    ModalGuard() {
        timer_.setInterval(200);
        QObject::connect(&timer_, &QTimer::timeout, [this] {
            QWidget* m = QApplication::activeModalWidget();
            if (!m) return;
            const auto* box = qobject_cast<QMessageBox*>(m);
            seen << (box ? box->text() : QString::fromLatin1(m->metaObject()->className()));
            m->close();
        });
        timer_.start();
    }
    QStringList seen;

  private:
    QTimer timer_;
};

class TablesAndReportsWords : public ::testing::Test {
  protected:
    void SetUp() override { Language::install(QStringLiteral("en")); }
};

// 9: scrolled to the far right, the Query column is still drawn at the left edge; the chosen
// metric's columns (each run, then Δ) come right after it, and follow the metric box.
TEST_F(TablesAndReportsWords, QueryColumnStaysInViewAndTheChosenMetricComesFirst) {
    QueriesView view;
    view.resize(700, 500);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    view.setEvaluation(evaluateData(test::demoData()));
    QApplication::processEvents();
    QTableView* t = view.table();
    const QueryTableModel* m = view.model();
    auto* frozen = t->findChild<QTableView*>(QStringLiteral("frozenColumn"));
    ASSERT_NE(frozen, nullptr);
    t->horizontalScrollBar()->setValue(t->horizontalScrollBar()->maximum());
    QApplication::processEvents();
    ASSERT_GT(t->horizontalScrollBar()->maximum(), 0);
    EXPECT_LT(t->columnViewportPosition(QueryTableModel::QueryCol), 0) << "scrolled away below";
    EXPECT_TRUE(frozen->isVisible());
    EXPECT_FALSE(frozen->isColumnHidden(QueryTableModel::QueryCol));
    EXPECT_TRUE(frozen->isColumnHidden(QueryTableModel::TextCol));
    EXPECT_EQ(frozen->columnWidth(QueryTableModel::QueryCol),
              t->columnWidth(QueryTableModel::QueryCol));
    EXPECT_LE(frozen->geometry().left(), t->frameWidth());
    EXPECT_EQ(frozen->indexAt(QPoint(5, 5)).data().toString(),
              t->model()->index(frozen->rowAt(5), 0).data().toString());

    const QHeaderView* hh = t->horizontalHeader();
    QComboBox* metric = view.metricBox();
    ASSERT_EQ(metric->currentIndex(), 2);  // NDCG@10 by default
    EXPECT_EQ(hh->visualIndex(m->valueColumn(2, 0)), 1);
    EXPECT_EQ(hh->visualIndex(m->valueColumn(2, 1)), 2);
    EXPECT_EQ(hh->visualIndex(m->deltaColumn(2)), 3);
    metric->setCurrentIndex(0);  // P@10
    EXPECT_EQ(hh->visualIndex(m->valueColumn(0, 0)), 1);
    EXPECT_EQ(hh->visualIndex(m->deltaColumn(0)), 3);
    EXPECT_EQ(hh->visualIndex(QueryTableModel::QueryCol), 0);
}

// 17: a project of one run left A = B = its run; the demo opened next compares its intended
// pair, not baseline with itself.
// Issue 33 (walk 2): the Judged@k column header is Chinese in 简体中文, not "Judged@10".
TEST_F(TablesAndReportsWords, TheJudgedColumnHeaderIsTranslated) {
    Language::install(QStringLiteral("zh_CN"));
    QueriesView view;
    view.setEvaluation(evaluateData(test::demoData()));
    const QString head =
        view.model()->headerData(QueryTableModel::JudgedCol, Qt::Horizontal).toString();
    Language::install(QStringLiteral("en"));
    EXPECT_FALSE(head.contains(QStringLiteral("Judged"))) << head.toStdString();
    EXPECT_TRUE(head.endsWith(QStringLiteral("@10"))) << head.toStdString();
}

TEST_F(TablesAndReportsWords, RunsAAndBAreChosenByNameNotByPlace) {
    QueriesView view;
    view.setEvaluation(evaluateData(oneRunData()));
    view.setEvaluation(evaluateData(test::demoData()));
    EXPECT_EQ(view.runAName(), QStringLiteral("baseline"));
    EXPECT_EQ(view.runBName(), QStringLiteral("new_model"));
    EXPECT_EQ(view.model()->runA(), 0);
    EXPECT_EQ(view.model()->runB(), 1);
    // A pair the user chose is kept by name through another project.
    view.comparedRunBox()->setCurrentIndex(0);
    view.referenceRunBox()->setCurrentIndex(1);  // A = new_model, B = baseline
    view.setEvaluation(evaluateData(oneRunData()));
    view.setEvaluation(evaluateData(test::demoData()));
    EXPECT_EQ(view.runAName(), QStringLiteral("new_model"));
    EXPECT_EQ(view.runBName(), QStringLiteral("baseline"));
}

// 17: "worst first" is kept through new evaluations and in the project's view state, and comes
// back when set before the evaluation arrives (a reopened project).
TEST_F(TablesAndReportsWords, WorstFirstIsRemembered) {
    ProjectViewState s;
    s.queriesRunA = QStringLiteral("new_model");
    s.queriesRunB = QStringLiteral("baseline");
    s.worstFirst = true;
    const ProjectViewState back = viewStateFrom(definitionsSettings(s), viewSettings(s));
    EXPECT_EQ(back, s);

    QueriesView view;
    view.setWorstFirst(true);
    view.setEvaluation(evaluateData(test::demoData()));
    EXPECT_TRUE(view.isWorstFirst());
    const int col = view.model()->deltaColumn(2);
    EXPECT_EQ(view.table()->horizontalHeader()->sortIndicatorSection(), col);
    EXPECT_LT(view.proxy()->index(0, col).data(QueryTableModel::SortRole).toDouble(), 0.0);
    view.setEvaluation(evaluateData(test::demoData()));  // a definition change
    EXPECT_EQ(view.table()->horizontalHeader()->sortIndicatorSection(), col);
    view.table()->sortByColumn(QueryTableModel::QueryCol, Qt::AscendingOrder);  // the user
    EXPECT_FALSE(view.isWorstFirst());
}

// 12: a segment's table heads its own query count, here and in the charts' titles.
TEST_F(TablesAndReportsWords, ASegmentTableSaysItsOwnQueryCount) {
    auto w = test::comparedByStudentT(QStringLiteral("P@10, ndcg@10"));
    EXPECT_TRUE(w->queryBasisLabel()->text().contains(QStringLiteral("(309)")));
    const int seg = w->segmentBox()->findText(QStringLiteral("new_user"), Qt::MatchContains);
    ASSERT_GT(seg, 0);
    w->segmentBox()->setCurrentIndex(seg);
    const QString basis = w->queryBasisLabel()->text();
    EXPECT_FALSE(basis.contains(QStringLiteral("309"))) << basis.toStdString();
    EXPECT_TRUE(basis.contains(QStringLiteral("new_user"))) << basis.toStdString();
    EXPECT_TRUE(basis.contains(QStringLiteral("150"))) << basis.toStdString();
    w->selectRow(1);
    EXPECT_FALSE(w->deltaPlot()->title().contains(QStringLiteral("309")));
}

// 11: the first sentence says "better on average, but worse for new_user", in the window and
// in every exported report, and nothing reads "across the board" (walk 2: the second bullet
// said "better across the board" right under it).
TEST_F(TablesAndReportsWords, TheFirstSentenceCarriesTheSegmentStory) {
    auto w = test::comparedByStudentT(QStringLiteral("P@10, ndcg@10"));
    // With recall too (the window's default set): P@10 and R@10 both up on average.
    w->settings()->setMetrics(QStringLiteral("P@10, R@10, ndcg@10"));
    ASSERT_TRUE(w->compare());
    ASSERT_TRUE(w->controller()->waitForIdle());
    const auto out = w->controller()->current();
    ASSERT_TRUE(out);
    const QString text = w->findings()->toPlainText();
    EXPECT_TRUE(text.contains(QStringLiteral("better on average, not in every segment")))
        << text.toStdString();
    const qsizetype story =
        text.indexOf(QStringLiteral("better on average, but worse for new_user"));
    ASSERT_GE(story, 0) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("across the board"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("NDCG@10 −0.1"))) << text.toStdString();
    using core::compare::ReportFormat;
    for (auto f : {ReportFormat::Markdown, ReportFormat::Html, ReportFormat::Text}) {
        const std::string r = core::compare::render(out->report, f);
        const auto at = r.find("better on average, but worse for new_user");
        ASSERT_NE(at, std::string::npos) << r;
        EXPECT_LT(at, r.find("Baseline:"));
        EXPECT_EQ(r.find("across the board"), std::string::npos) << r;
    }
}

// 18: the HTML report keeps every cell on one line ("+3.2 %" does not wrap) and draws the mean
// deltas as an inline SVG chart, one bar per run, metric and table.
TEST_F(TablesAndReportsWords, HtmlReportHasAChartAndCellsThatDoNotWrap) {
    auto w = test::comparedByStudentT(QStringLiteral("P@10, ndcg@10"));
    const auto out = w->controller()->current();
    ASSERT_TRUE(out);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("r.html"));
    ASSERT_TRUE(w->exportReport(file, core::compare::ReportFormat::Html));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(f.readAll());
    EXPECT_TRUE(html.contains(QStringLiteral("white-space:nowrap")));
    const qsizetype svg = html.indexOf(QStringLiteral("<svg"));
    ASSERT_GE(svg, 0);
    EXPECT_GT(html.indexOf(QStringLiteral("</svg>")), svg);
    const qsizetype bars = html.count(QStringLiteral("class=\"bar\""));
    const auto segments = static_cast<qsizetype>(out->comparison.segments.size());
    EXPECT_EQ(bars, 2 * (1 + segments));  // new_model × (P@10, NDCG@10) × (all + segments)
    EXPECT_TRUE(html.contains(QStringLiteral("NDCG@10 · new_model · new_user")));
}

// 10: a list without titles (TREC) has no empty Title column taking the width its docids need.
TEST_F(TablesAndReportsWords, TrecDocidsAreNotCutByAnEmptyTitleColumn) {
    QUndoStack stack;
    RankingView view(&stack);
    view.resize(700, 600);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    RankingInput in;
    in.runName = QStringLiteral("trec");
    in.qid = QStringLiteral("301");
    for (int i = 0; i < 12; ++i) {
        RankingItem it;
        it.docid = QStringLiteral("FBIS4-5042%1-LONG").arg(i);
        it.score = 12.0 - i;
        in.items.push_back(it);
    }
    view.setInput(in);
    QApplication::processEvents();
    RankingTableView* list = view.listView();
    EXPECT_TRUE(list->isColumnHidden(RankingModel::TitleCol));
    const QFontMetrics fm(
        list->model()->index(0, RankingModel::DocCol).data(Qt::FontRole).value<QFont>());
    EXPECT_GE(list->columnWidth(RankingModel::DocCol), fm.horizontalAdvance(in.items[0].docid) + 8);
    // Titles back: the column comes back.
    in.items[0].title = QStringLiteral("A title");
    view.setInput(in);
    EXPECT_FALSE(list->isColumnHidden(RankingModel::TitleCol));
}

// 10: a title wider than the plot (several runs, a flag) wraps; no line is wider than the plot.
TEST_F(TablesAndReportsWords, APlotTitleWiderThanThePlotWraps) {
    PlotWidget plot;
    plot.resize(420, 300);
    plot.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&plot));
    const QString title = QStringLiteral(
        "Mean over run ∩ labels, queries per run: baseline_system_one 309, new_model_two 305, "
        "third_run_with_a_long_name 4 · third_run_with_a_long_name returned 4 of 309 labelled "
        "queries");
    plot.setTitle(title);
    const QStringList lines = plot.shownTitle().split(QLatin1Char('\n'));
    EXPECT_GT(lines.size(), 1);
    QFont f(plot.font().family(), 9);
    const QFontMetrics fm(f);
    for (const QString& l : lines) EXPECT_LE(fm.horizontalAdvance(l), 420) << l.toStdString();
    EXPECT_TRUE(lines.front().startsWith(QStringLiteral("Mean over")));
    EXPECT_TRUE(lines.back().endsWith(QStringLiteral("queries")));
}

// 10: Explain's per-query list shows every value with four decimals and sorts its queries in
// natural order (q2 before q10), ascending under an ascending arrow.
TEST_F(TablesAndReportsWords, ExplainsPerQueryListHasOneFormatAndNaturalOrder) {
    ExplainDialog d(evaluateData(test::demoData()));
    d.showMean(0, 2, 10);
    QTableWidget* t = d.meanTable();
    ASSERT_GT(t->rowCount(), 100);
    const QRegularExpression fourDecimals(QStringLiteral("^\\d+\\.\\d{4}$"));
    for (int r = 0; r < t->rowCount(); ++r)
        EXPECT_TRUE(fourDecimals.match(t->item(r, 1)->text()).hasMatch())
            << t->item(r, 1)->text().toStdString();
    EXPECT_EQ(t->horizontalHeader()->sortIndicatorSection(), 0);
    EXPECT_EQ(t->horizontalHeader()->sortIndicatorOrder(), Qt::AscendingOrder);
    // The demo's worked examples (ex1, ex2 …) come before q001 … q309, in natural order.
    EXPECT_EQ(t->item(0, 0)->text(), QStringLiteral("ex1"));
    int q001 = -1, q300 = -1;
    for (int r = 0; r < t->rowCount(); ++r) {
        if (t->item(r, 0)->text() == QStringLiteral("q001")) q001 = r;
        if (t->item(r, 0)->text() == QStringLiteral("q300")) q300 = r;
    }
    EXPECT_LT(q001, q300);
    // Mixed widths sort naturally: q9 before q10.
    t->setSortingEnabled(false);
    t->setRowCount(2);
    t->item(0, 0)->setText(QStringLiteral("q10"));
    t->item(0, 0)->setData(Qt::UserRole, QStringLiteral("q10"));
    t->item(1, 0)->setText(QStringLiteral("q9"));
    t->item(1, 0)->setData(Qt::UserRole, QStringLiteral("q9"));
    t->setSortingEnabled(true);
    t->sortItems(0, Qt::AscendingOrder);
    EXPECT_EQ(t->item(0, 0)->text(), QStringLiteral("q9"));
    t->sortItems(1, Qt::AscendingOrder);
    EXPECT_LE(t->item(0, 1)->data(Qt::UserRole).toDouble(),
              t->item(1, 1)->data(Qt::UserRole).toDouble());
}

// 10: the DCG formula shows the terms that add something: a relevant item at rank 7 is not
// hidden behind "…" after six zero terms.
TEST_F(TablesAndReportsWords, TheDcgFormulaShowsTheTermThatMatters) {
    RankingMetricsPanel panel;
    core::teaching::Explanation e;
    e.k = 10;
    e.positions.resize(10);
    e.positions[6].gain = 3;
    e.ideal.resize(10);
    e.ideal[0].gain = 3;
    e.dcg = 1.0;
    e.idcg = 3.0;
    panel.setFormula(e);
    const QString f = panel.formulaText();
    EXPECT_TRUE(f.contains(QStringLiteral("3/log<sub>2</sub>8"))) << f.toStdString();
    EXPECT_FALSE(f.contains(QStringLiteral("0/log<sub>2</sub>2"))) << f.toStdString();
}

// 16: when no weight reaches the clip, IPS and self-normalised IPS are equal, and the caption
// says why; when they differ it says nothing of the kind.
TEST_F(TablesAndReportsWords, TheClicksCaptionSaysWhyIpsEqualsSelfNormalised) {
    store::BehaviourAnalysis a;
    a.log = store::ClickLogInfo{};
    a.log->name = "clicks";
    a.propensity = "p(pos) = (1/pos)^1";
    a.clip = 10;
    store::RunBehaviour rb;
    rb.run.name = "bm25";
    rb.nonRelevant.ks = {5};
    rb.nonRelevant.mean.resize(3);  // raw, ips, snips at k = 5
    rb.nonRelevant.mean[0].precision = 0.1;
    for (std::size_t e : {1u, 2u}) {
        rb.nonRelevant.mean[e].precision = 0.3;
        rb.nonRelevant.mean[e].ndcg = 0.5;
    }
    a.runs.push_back(rb);
    EXPECT_TRUE(behaviour_tables::ipsEqualsSelfNormalised(a));
    EXPECT_TRUE(behaviour_tables::clicksCaption(a).contains(QStringLiteral("no weight reached")));
    a.runs[0].nonRelevant.mean[2].ndcg = 0.45;  // the clip bites
    EXPECT_FALSE(behaviour_tables::ipsEqualsSelfNormalised(a));
    EXPECT_FALSE(behaviour_tables::clicksCaption(a).contains(QStringLiteral("no weight reached")));
}

// 16: scatter points keep clear of the plot's frame.
TEST_F(TablesAndReportsWords, ScatterPointsKeepClearOfTheEdges) {
    PlotWidget plot;
    PointSeries s;
    s.name = QStringLiteral("runs");
    s.x = {0.30, 0.42, 0.50};
    s.y = {0.2, 1.4, 0.8};
    s.labels = {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
    plot.setScatter({s}, QStringLiteral("offline"), QStringLiteral("online"), false);
    const auto [x0, x1] = plot.xRange();
    const auto [y0, y1] = plot.yRange();
    EXPECT_LE(x0, 0.30 - 0.09 * (x1 - x0));
    EXPECT_GE(x1, 0.50 + 0.09 * (x1 - x0));
    EXPECT_LE(y0, 0.2 - 0.09 * (y1 - y0));
    EXPECT_GE(y1, 1.4 + 0.09 * (y1 - y0));
}

// 16: the parsers' reasons and the undo texts are in the UI language.
TEST_F(TablesAndReportsWords, ImportDetailsAndUndoTextsAreTranslated) {
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    const QString d = problemText({core::ProblemCode::ScoreNotNumber, {"abc"}});
    EXPECT_TRUE(d.contains(QStringLiteral("'abc'")));
    EXPECT_NE(d, QStringLiteral("score 'abc' is not a number"));
    RankingSession session;
    RankingMoveCommand move(&session, QStringLiteral("k"), QStringLiteral("d1"), 0, 2);
    EXPECT_FALSE(move.text().startsWith(QStringLiteral("Move"))) << move.text().toStdString();
    EXPECT_TRUE(move.text().contains(QStringLiteral("d1")));
    Language::install(QStringLiteral("en"));
}

// 16: a live switch translates tab titles (the four of Clicks and online results stayed
// English), and switching back restores the very source text where two sources share one
// translation ("Measure" and "Metrics" are both 指标): each window words its own texts again.
TEST_F(TablesAndReportsWords, ALiveSwitchTranslatesTabsAndComesBackToTheSameWords) {
    RankingMetricsPanel panel;
    ProjectSession session;
    BehaviourWindow behaviour(&session);
    auto* tabs = behaviour.findChild<QTabWidget*>();
    ASSERT_TRUE(tabs);
    panel.show();
    QStringList before;
    for (const QLabel* l : panel.findChildren<QLabel*>()) before << l->text();
    ASSERT_TRUE(before.contains(QStringLiteral("Measure")) ||
                before.contains(QStringLiteral("Metrics")));
    ASSERT_EQ(tabs->tabText(0), QStringLiteral("Clicks vs debiased"));
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();  // Qt posts the LanguageChange
    EXPECT_NE(tabs->tabText(0), QStringLiteral("Clicks vs debiased"));
    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    EXPECT_EQ(tabs->tabText(0), QStringLiteral("Clicks vs debiased"));
    QStringList after;
    for (const QLabel* l : panel.findChildren<QLabel*>()) after << l->text();
    EXPECT_EQ(after, before);
}

// 13: one review step shows each file with the kind its content shows (a qrels file named .run
// is labels), lets the kind be changed, stores nothing before "Import", and ends with a summary
// of what arrived as what; the duplicate prompt names a file once.
TEST_F(TablesAndReportsWords, ImportIsReviewedThenSummarised) {
    QTemporaryDir dir;
    auto write = [&](const char* name, const QByteArray& content) {
        QFile f(dir.filePath(QLatin1String(name)));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(content);
        return f.fileName();
    };
    const QString labels = write("grades.run", "q1 0 d1 1\nq1 0 d2 0\nq2 0 d3 2\n");
    const QString run =
        write("bm25.txt", "q1 Q0 d1 1 3 bm25\nq1 Q0 d2 2 2 bm25\nq2 Q0 d3 1 1 bm25\n");
    const QString other = write("other.txt", "q1 Q0 d2 1 3 o\nq2 Q0 d3 1 1 o\n");
    const QString path = dir.filePath(QStringLiteral("p.ranklens"));
    store::ProjectStore::open(path.toStdString());  // created empty, as a user's new project
    MainWindow w;
    {
        ModalGuard opening;
        ASSERT_TRUE(w.openProject(path));
        WAIT_UNTIL(w.session()->isOpen() && !w.session()->isBusy(), 20000);
        EXPECT_TRUE(opening.seen.isEmpty()) << opening.seen.join(QLatin1Char('|')).toStdString();
    }
    const auto runsNow = [&] {
        return w.session()->data() ? w.session()->data()->runInfos.size() : 0u;
    };
    const std::size_t runsBefore = runsNow();

    ImportReviewDialog* review = w.importFiles({labels, run, other});
    ASSERT_NE(review, nullptr);
    EXPECT_EQ(review->table()->rowCount(), 3);
    EXPECT_EQ(review->detected(0), ImportAs::Labels) << "decided by the content, not the name";
    EXPECT_EQ(review->detected(1), ImportAs::Run);
    EXPECT_EQ(review->kinds().value(labels), ImportAs::Labels);
    review->kindBox(2)->setCurrentIndex(review->kindBox(2)->findData(int(ImportAs::Skip)));
    QApplication::processEvents();
    EXPECT_EQ(runsNow(), runsBefore) << "nothing stored before Import";

    QSignalSpy finished(w.session(), &ProjectSession::importFinished);
    ModalGuard guard;
    review->accept();
    WAIT_UNTIL(finished.count() == 1 && !w.session()->isBusy(), 20000);
    EXPECT_EQ(runsNow(), runsBefore + 1) << "bm25 only; other.txt was set not to be imported";
    EXPECT_TRUE(guard.seen.isEmpty()) << guard.seen.join(QLatin1Char('|')).toStdString();
    ASSERT_NE(w.importSummary(), nullptr);
    const QString summary = w.importSummary()->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("grades.run: labels imported")))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("bm25.txt: run imported")))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("other.txt: not imported")))
        << summary.toStdString();
}

// 10: the definitions line under the metrics is as tall as its wrapped text in a narrow scroll
// area (Explain, the lessons): no line cut through.
TEST_F(TablesAndReportsWords, TheDefinitionsLineIsNotCutThroughInANarrowColumn) {
    QScrollArea scroll;
    scroll.setWidgetResizable(true);
    scroll.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* panel = new RankingMetricsPanel;
    scroll.setWidget(panel);
    core::EvalConfig cfg;
    panel->setDefinitions(cfg, QStringLiteral("a label set with a rather long name"));
    scroll.resize(330, 700);
    scroll.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&scroll));
    QApplication::processEvents();
    auto* defs = panel->findChild<QLabel*>(QStringLiteral("rankingDefinitions"));
    ASSERT_NE(defs, nullptr);
    EXPECT_GE(defs->height(), defs->heightForWidth(defs->width()));
}

// 16: a lesson title is shown whole in Chinese (wrapped, not elided), also in a narrow list.
TEST_F(TablesAndReportsWords, LessonTitlesAreWholeInChinese) {
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    {
        LessonsWindow w;
        auto* list = w.findChild<QListWidget*>(QStringLiteral("lessonList"));
        ASSERT_NE(list, nullptr);
        list->setFixedWidth(200);
        w.resize(1000, 700);
        w.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
        QApplication::processEvents();
        const QListWidgetItem* item = list->item(1);
        const QRect shown = list->visualItemRect(item);
        const QRect need = QFontMetrics(list->font())
                               .boundingRect(QRect(0, 0, shown.width() - 12, 10000),
                                             Qt::TextWordWrap, item->text());
        EXPECT_GE(shown.height(), need.height()) << item->text().toStdString();
    }
    Language::install(QStringLiteral("en"));
}

// 13: the duplicate prompt names the file once (the store's reason started with its path).
TEST_F(TablesAndReportsWords, TheDuplicatePromptNamesTheFileOnce) {
    QTemporaryDir dir;
    ProjectSession session;
    ASSERT_TRUE(session.open(dir.filePath(QStringLiteral("dup.ranklens"))));
    QSignalSpy finished(&session, &ProjectSession::importFinished);
    QSignalSpy dup(&session, &ProjectSession::duplicatesFound);
    const QString run = test::demoInputs()[0];
    session.importFiles({run});
    WAIT_UNTIL(finished.count() == 1 && !session.isBusy(), 30000);
    session.importFiles({run});
    WAIT_UNTIL(dup.count() == 1 && !session.isBusy(), 30000);
    const QString message = dup.front().at(1).toStringList().value(0);
    const QString name = QFileInfo(run).fileName();
    EXPECT_EQ(message.count(name), 1) << message.toStdString();
    EXPECT_FALSE(message.contains(run)) << message.toStdString();
}

}  // namespace
}  // namespace ranklens::ui
