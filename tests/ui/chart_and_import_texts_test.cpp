// Issue 33, round 2, what the walk under Xvfb still found: in 简体中文 the plot subtitles say the
// definitions in words, not option values, and the compare charts join their parts with the
// Chinese semicolon (1); Explain states the k it explains (2); the Clicks window names its metrics
// as the rest of the app (4); the comparison's first sentence speaks of the main measure (5); a
// CSV's header problems are told in Chinese (6); every import starts with the review step (7).
#include <gtest/gtest.h>

#include <QFile>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include "core/compare/comparison_report.h"
#include "core/store/behaviour_analysis.h"
#include "tests/support/wait_until.h"
#include "tests/ui/compare_test_util.h"
#include "ui/app/explain_actions.h"
#include "ui/app/language.h"
#include "ui/app/main_window.h"
#include "ui/behaviour/behaviour_tables.h"
#include "ui/common/problem_text.h"
#include "ui/compare/comparison_controller.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_window.h"
#include "ui/evaluation/evaluation.h"
#include "ui/plot/plot_widget.h"
#include "ui/project/import_report.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"
#include "ui/teaching/explain_dialog.h"
#include "ui_test_util.h"

namespace ranklens::ui {
namespace {

class ChartAndImportTexts : public ::testing::Test {
  protected:
    void SetUp() override { Language::install(QStringLiteral("en")); }
    void TearDown() override { Language::install(QStringLiteral("en")); }
};

using test::comparedByStudentT;

QString writeFile(const QTemporaryDir& dir, const char* name, const QByteArray& content) {
    QFile f(dir.filePath(QLatin1String(name)));
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(content);
    return f.fileName();
}

// 1: the definitions line under every plot says its values in Chinese words.
TEST_F(ChartAndImportTexts, ChineseDefinitionsSayWordsNotOptionValues) {
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    Definitions d;  // linear gain, ideal from the labels, trec_eval's ties, run-and-labels
    const QString text = d.describeConfig(QStringLiteral("grades"));
    for (const char* raw : {"linear", "labels", "trec_eval", "run-and-labels"})
        EXPECT_FALSE(text.contains(QLatin1String(raw))) << raw << ": " << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("增益：线性"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("并列：按 docid 降序"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("查询：排序结果与标注中均有"))) << text.toStdString();
    d.config.gain = core::GainKind::Exponential;
    d.config.querySet = core::QuerySet::AllLabelled;
    d.config.judgedOnly = true;  // the later settings are said too once one differs
    const QString other = d.describeConfig(QStringLiteral("grades"));
    EXPECT_TRUE(other.contains(QStringLiteral("增益：指数"))) << other.toStdString();
    EXPECT_TRUE(other.contains(QStringLiteral("查询：全部已标注"))) << other.toStdString();
    EXPECT_TRUE(other.contains(QStringLiteral("仅已标注：是"))) << other.toStdString();
    for (const char* raw : {"exponential", "all-labelled", "yes", "zero"})
        EXPECT_FALSE(other.contains(QLatin1String(raw))) << raw << ": " << other.toStdString();
    // English keeps its words.
    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    EXPECT_TRUE(Definitions{}
                    .describeConfig(QStringLiteral("grades"))
                    .contains(QStringLiteral(
                        "gain: linear; ideal: labels; ties: trec_eval; queries: run-and-labels")));
}

// 1: the compare charts' titles in Chinese: words for the definitions, "；" between the parts.
TEST_F(ChartAndImportTexts, ChineseCompareChartsUseChinesePunctuationAndWords) {
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    auto w = comparedByStudentT(QStringLiteral("P@10, ndcg@10"));
    const QString title = w->deltaPlot()->title();
    ASSERT_FALSE(title.isEmpty());
    EXPECT_FALSE(title.contains(QLatin1Char(';'))) << title.toStdString();
    EXPECT_TRUE(title.contains(QStringLiteral("；"))) << title.toStdString();
    for (const char* raw : {"linear", "trec_eval", "run-and-labels", "all-labelled"})
        EXPECT_FALSE(title.contains(QLatin1String(raw))) << raw << ": " << title.toStdString();
}

// 2: a value at k = 1 explained from the curves is stated at k = 1 throughout: its headline and
// the definitions line under it (it said "k = 10", the explorer's cut-off), also for a query.
TEST_F(ChartAndImportTexts, ExplainStatesTheCutoffItExplains) {
    EvalRequest req;
    req.data = test::demoData();
    req.metrics = defaultMetrics();  // P, R, NDCG
    req.defs.k = 10;
    const std::shared_ptr<const Evaluation> ev = computeEvaluation(req);
    QWidget parent;
    ExplainActions actions(&parent, nullptr, nullptr, [ev] { return ev; });
    ExplainDialog* mean = actions.explainCurvePoint(1, 2, 1);
    ASSERT_NE(mean, nullptr);
    const QString head = mean->headerText();
    EXPECT_TRUE(head.contains(QStringLiteral("NDCG@1 of new_model"))) << head.toStdString();
    EXPECT_TRUE(head.contains(QStringLiteral("(k = 1)"))) << head.toStdString();
    EXPECT_TRUE(head.contains(QStringLiteral("k = 1; labels: grades"))) << head.toStdString();
    EXPECT_FALSE(head.contains(QStringLiteral("k = 10"))) << head.toStdString();
    EXPECT_EQ(ev->request.defs.k, 10) << "the explorer's evaluation is left as it is";
    // The explorer's own k is stated as it is.
    ExplainDialog* atTen = actions.explainCurvePoint(1, 2, 10);
    ASSERT_NE(atTen, nullptr);
    EXPECT_TRUE(atTen->headerText().contains(QStringLiteral("k = 10; labels: grades")));
    mean->close();
    atTen->close();
}

// 4: the click metrics are named P@5, R@5, NDCG@5, DCG@5, and the agreement table's offline
// metrics the same way.
TEST_F(ChartAndImportTexts, ClicksWindowUsesTheAppsMeasureNames) {
    store::BehaviourAnalysis a;
    a.log = store::ClickLogInfo{};
    store::RunBehaviour rb;
    rb.run.name = "bm25";
    rb.nonRelevant.ks = {5};
    rb.nonRelevant.mean.resize(3);  // raw, ips, snips at k = 5
    a.runs.push_back(rb);
    QTableWidget t;
    behaviour_tables::fillClicks(&t, a);
    QStringList metrics;
    for (int r = 0; r < t.rowCount(); ++r) metrics << t.item(r, 1)->text();
    EXPECT_EQ(metrics, (QStringList{"P@5", "R@5", "NDCG@5", "DCG@5"}));
    // The estimator in the clicks table's own words, not its short name.
    EXPECT_EQ(behaviour_tables::offlineMetricLabel("snips recall@10"),
              QStringLiteral("Self-normalised IPS R@10"));
    EXPECT_EQ(behaviour_tables::offlineMetricLabel("ips NDCG@5"),
              QStringLiteral("IPS (clipped) NDCG@5"));
    EXPECT_EQ(behaviour_tables::offlineMetricLabel("raw P@5"), QStringLiteral("Raw clicks P@5"));
    EXPECT_EQ(behaviour_tables::offlineMetricLabel("ndcg_cut_5"), QStringLiteral("NDCG@5"));
    EXPECT_EQ(behaviour_tables::offlineMetricLabel("P_10"), QStringLiteral("P@10"));
    EXPECT_EQ(behaviour_tables::offlineMetricLabel("ctr"), QStringLiteral("ctr"));
}

// 5: with the default metrics (P@1 loses most for new_user, not significantly) the first sentence
// speaks of NDCG@10, the measure the explorer is read by, in the window and in the exported report.
TEST_F(ChartAndImportTexts, TheSegmentHeadlineSpeaksOfTheMainMeasure) {
    auto w = comparedByStudentT();
    const auto out = w->controller()->current();
    ASSERT_TRUE(out);
    const auto& in = out->input;
    ASSERT_EQ(in.metrics[core::compare::mainMetric(in)].display, "NDCG@10");
    const QString text = w->findings()->toPlainText();
    EXPECT_TRUE(
        text.contains(QStringLiteral("better on average, but worse for new_user (NDCG@10 ")))
        << text.toStdString();
    const std::string md =
        core::compare::render(out->report, core::compare::ReportFormat::Markdown);
    EXPECT_NE(md.find("worse for new_user (NDCG@10 "), std::string::npos) << md;
    // P@1 loses more for new_user than NDCG@10 does, but not significantly after correction
    // (issue 49): a segment loss is told only when it is significant, so NDCG@10's is the story.
    const auto losses = core::compare::segmentLosses(out->comparison, 1);
    ASSERT_FALSE(losses.empty());
    EXPECT_EQ(in.metrics[losses.front().metric].display, "NDCG@10");
    for (const auto& loss : losses)
        EXPECT_NE(in.metrics[loss.metric].display, "P@1") << loss.segment;
}

// 6: a CSV whose header lacks a column, imported in Chinese: the reason is Chinese, the column
// names found are kept.
TEST_F(ChartAndImportTexts, CsvHeaderProblemsAreTranslated) {
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "labels.csv", "query,item,score\nq1,d1,0.5\n");
    ProjectSession session;
    ASSERT_TRUE(session.open(dir.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(!session.isBusy(), 20000);
    QSignalSpy finished(&session, &ProjectSession::importFinished);
    session.importFiles({csv}, false, false, {{csv, ImportAs::Labels}});  // chosen as labels
    WAIT_UNTIL(finished.count() == 1 && !session.isBusy(), 20000);
    const QString text = finished.last().at(1).toStringList().join(QLatin1Char('\n'));
    EXPECT_FALSE(text.contains(QStringLiteral("header must name"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("表头"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("query, item, score"))) << text.toStdString();
    // The other header forms of core's readers.
    using core::ProblemCode;
    for (const core::Problem& p :
         std::vector<core::Problem>{{ProblemCode::RunHeaderColumns, {"a, b"}},
                                    {ProblemCode::FieldsBeyondHeader, {"3", "2", "'7'", ","}},
                                    {ProblemCode::TooFewFieldsAtLeast, {"3", "2"}},
                                    {ProblemCode::NoHeaderRow, {}},
                                    {ProblemCode::EvaluatedHeaderColumns, {" measure", "a,b"}},
                                    {ProblemCode::ItemMetaHeader, {"x,y"}}}) {
        const QString zh = problemText(p);
        EXPECT_NE(zh, QString::fromStdString(core::englishText(p)));
        EXPECT_FALSE(zh.contains(QStringLiteral("header"))) << zh.toStdString();
    }
}

// 7: MainWindow::importFiles (drop, scripts, tests) opens the review: nothing is stored before
// "Import", and a cancelled review stores nothing.
TEST_F(ChartAndImportTexts, ImportFilesStartsWithTheReviewStep) {
    QTemporaryDir dir;
    const QString run = writeFile(dir, "bm25.txt", "q1 Q0 d1 1 3 bm25\nq2 Q0 d3 1 1 bm25\n");
    const QString path = dir.filePath(QStringLiteral("p.ranklens"));
    MainWindow w;
    ASSERT_TRUE(w.session()->open(path));
    WAIT_UNTIL(w.session()->data() && !w.session()->isBusy(), 20000);
    const auto runs = [&] { return w.session()->data()->runInfos.size(); };
    ImportReviewDialog* review = w.importFiles({run});
    ASSERT_NE(review, nullptr);
    EXPECT_TRUE(review->isVisible());
    EXPECT_EQ(review->detected(0), ImportAs::Run);
    QTest::qWait(200);
    EXPECT_EQ(runs(), 0u) << "nothing stored before Import";
    EXPECT_FALSE(w.session()->isBusy());
    review->reject();
    QTest::qWait(200);
    EXPECT_EQ(runs(), 0u);
    QSignalSpy finished(w.session(), &ProjectSession::importFinished);
    w.importFiles({run})->accept();
    WAIT_UNTIL(finished.count() == 1 && !w.session()->isBusy(), 20000);
    EXPECT_EQ(runs(), 1u);
    ASSERT_NE(w.importSummary(), nullptr);
    EXPECT_TRUE(w.importSummary()->text().contains(QStringLiteral("bm25.txt: run imported")));
}

}  // namespace
}  // namespace ranklens::ui
