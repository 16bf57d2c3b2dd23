// The leaderboard window on the demo project: its tables hold the numbers of `ranklens-cli
// leaderboard --format json` on the same files (committed reference, made by
// tests/data/compare/demo_leaderboard.sh), a click on a cell of the all-pairs matrix opens that
// pair in Compare, a long job is cancelled by its Cancel button, the calculator reads the
// project's spread, the overlap tab lists a pair's queries most changed first, the exports
// carry the CLI's JSON keys, and the sentences read in Chinese when the UI is.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <nlohmann/json.hpp>

#include "core/stats/paired_power.h"
#include "tests/ui/compare_test_util.h"
#include "ui/app/language.h"
#include "ui/compare/comparison_findings.h"
#include "ui/compare/comparison_table_model.h"
#include "ui/compare/reading_evidence.h"
#include "ui/leaderboard/leaderboard_models.h"
#include "ui/leaderboard/leaderboard_settings.h"
#include "ui/leaderboard/leaderboard_text.h"
#include "ui/leaderboard/leaderboard_window.h"
#include "ui/leaderboard/overlap_models.h"

namespace ranklens::ui {
namespace {

using nlohmann::json;
using test::demoData;

json cliReference() {
    QFile f(QStringLiteral(RANKLENS_TEST_DATA "/compare/demo_leaderboard.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return json::parse(f.readAll().toStdString());
}

// The demo's two runs under the CLI's defaults (randomised Tukey HSD, 10000 permutations, seed
// 42) on the reference's measures.
std::unique_ptr<LeaderboardWindow> rankedDemo() {
    auto w = std::make_unique<LeaderboardWindow>();
    w->setDefinitions(Definitions{});
    w->setData(demoData());
    w->settings()->setMetrics(QStringLiteral("ndcg@10, P@10"));
    EXPECT_TRUE(w->compute());
    EXPECT_TRUE(w->runner()->waitForIdle(120000));
    return w;
}

double number(const QAbstractItemModel* m, int row, int col) {
    return m->data(m->index(row, col), Qt::UserRole).toDouble();
}

// The CLI names a run by its file's run tag; the project by its import name: matched by
// position in the runs given (both: baseline first).
QString projectName(const json& ref, const std::string& cliName) {
    const auto& given = ref["runs_given"];
    for (std::size_t i = 0; i < given.size(); ++i)
        if (given[i] == cliName) return QString::fromStdString(demoData()->runInfos[i].name);
    return {};
}

class LeaderboardWindowTest : public ::testing::Test {
  protected:
    void SetUp() override { Language::install(QStringLiteral("en")); }
    void TearDown() override { Language::install(QStringLiteral("en")); }
};

TEST_F(LeaderboardWindowTest, TablesHoldTheCliNumbers) {
    const json ref = cliReference();
    auto w = rankedDemo();
    ASSERT_TRUE(w->outcome());
    QAbstractItemModelTester t1(w->runsModel(),
                                QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t2(w->matrixModel(),
                                QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_EQ(w->measureBox()->count(), 2);
    for (int m = 0; m < 2; ++m) {
        w->measureBox()->setCurrentIndex(m);
        const json& rm = ref["measures"][static_cast<std::size_t>(m)];
        const auto* runs = w->runsModel();
        ASSERT_EQ(runs->rowCount(), 2);
        for (int r = 0; r < 2; ++r) {
            const json& rr = rm["runs"][static_cast<std::size_t>(r)];
            EXPECT_EQ(runs->index(r, LeaderboardRunsModel::Run).data().toString(),
                      projectName(ref, rr["run"]));
            EXPECT_NEAR(number(runs, r, LeaderboardRunsModel::Mean), rr["mean"].get<double>(),
                        1e-12);
            EXPECT_NEAR(number(runs, r, LeaderboardRunsModel::Interval), rr["ci_low"].get<double>(),
                        1e-12);
            EXPECT_EQ(runs->index(r, LeaderboardRunsModel::Group).data().toString().toStdString(),
                      rr["group"].get<std::string>());
        }
        const json& pr = rm["pairs"][0];
        const auto& p = w->outcome()->board.measures[static_cast<std::size_t>(m)].result.pairs[0];
        EXPECT_NEAR(p.delta, pr["delta"].get<double>(), 1e-12);
        EXPECT_NEAR(p.pAdjusted, pr["p_adjusted"].get<double>(), 1e-12);
        EXPECT_NEAR(p.ciLow, pr["ci_low"].get<double>(), 1e-12);
        EXPECT_NEAR(p.ciHigh, pr["ci_high"].get<double>(), 1e-12);
        EXPECT_NEAR(*p.effectSize, pr["effect_size"].get<double>(), 1e-12);
        EXPECT_NEAR(*p.mde, pr["mde"].get<double>(), 1e-12);
        EXPECT_EQ(p.significant, pr["significant"].get<bool>());
        // The matrix: row run minus column run, the adjusted p shown.
        const auto* mx = w->matrixModel();
        const QModelIndex cell = mx->index(0, 1);
        const double sign = mx->runAt(0) == p.b ? 1 : -1;
        EXPECT_NEAR(mx->deltaAt(cell), sign * pr["delta"].get<double>(), 1e-12);
        EXPECT_TRUE(cell.data().toString().contains(
            LeaderboardText::pValue(pr["p_adjusted"].get<double>())));
        EXPECT_EQ(w->anovaModel()->index(0, AnovaModel::Df).data().toULongLong(),
                  rm["anova"]["df_system"].get<std::size_t>());
        EXPECT_EQ(w->anovaModel()->index(2, AnovaModel::MeanSquare).data().toString(),
                  LeaderboardText::number(rm["anova"]["ms_residual"].get<double>()));
    }
}

TEST_F(LeaderboardWindowTest, ExportsCarryTheCliJsonKeysAndNumbers) {
    const json ref = cliReference();
    auto w = rankedDemo();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("board.json"));
    ASSERT_TRUE(w->exportTo(file, core::compare::ReportFormat::Json));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const json out = json::parse(f.readAll().toStdString());
    for (const char* key :
         {"alpha", "confidence", "power", "test", "correction", "permutations", "seed", "measures"})
        EXPECT_EQ(out[key], ref[key]) << key;
    for (std::size_t m = 0; m < 2; ++m) {
        const json &a = out["measures"][m], &b = ref["measures"][m];
        EXPECT_EQ(a["measure"], b["measure"]);
        EXPECT_EQ(a["anova"], b["anova"]);
        for (const char* key :
             {"delta", "p", "p_adjusted", "ci_low", "ci_high", "effect_size", "mde"})
            EXPECT_EQ(a["pairs"][0][key], b["pairs"][0][key]) << key;
    }
    const QString csv = dir.filePath(QStringLiteral("board.csv"));
    ASSERT_TRUE(w->exportTo(csv, core::compare::ReportFormat::Csv));
    QFile c(csv);
    ASSERT_TRUE(c.open(QIODevice::ReadOnly));
    EXPECT_TRUE(c.readAll().contains("p adjusted"));
}

TEST_F(LeaderboardWindowTest, ClickOnACellOpensThePairInCompare) {
    auto w = rankedDemo();
    w->show();
    w->tabs()->setCurrentIndex(1);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    QSignalSpy spy(w.get(), &LeaderboardWindow::comparePairRequested);
    QTableView* v = w->matrixView();
    const QModelIndex cell = w->matrixModel()->index(0, 1);
    QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->visualRect(cell).center());
    ASSERT_EQ(spy.count(), 1);
    const int baseline = spy[0][0].toInt(), run = spy[0][1].toInt();
    // The better run (row 0) against the other as the baseline, on the measure shown.
    EXPECT_EQ(static_cast<std::size_t>(run),
              w->outcome()->request.runs[w->matrixModel()->runAt(0)]);
    EXPECT_EQ(static_cast<std::size_t>(baseline),
              w->outcome()->request.runs[w->matrixModel()->runAt(1)]);
    EXPECT_EQ(spy[0][2].toString(), QStringLiteral("ndcg@10"));
    ComparisonWindow compare;
    compare.setDefinitions(Definitions{});
    compare.setData(demoData());
    ASSERT_TRUE(compare.comparePair(baseline, run, spy[0][2].toString()));
    ASSERT_TRUE(compare.controller()->waitForIdle());
    const auto& req = compare.controller()->current()->request;
    EXPECT_EQ(req.runs, (std::vector<std::size_t>{std::size_t(baseline), std::size_t(run)}));
    ASSERT_EQ(compare.controller()->current()->input.metrics.size(), 1u);
    EXPECT_EQ(compare.controller()->current()->input.metrics[0].display, "NDCG@10");
    compare.close();
}

// The same pair, two p-values: the leaderboard tests every pair by randomised Tukey HSD, Compare
// by a randomisation test corrected by Holm. Each window names its test beside the p; with the
// same test the pair's p is the same in both.
TEST_F(LeaderboardWindowTest, EachWindowNamesTheTestBesideItsPAndTheSameTestGivesTheSameP) {
    auto w = rankedDemo();
    const auto& m = w->outcome()->board.measures[0];  // ndcg@10
    const auto& tukey = m.result.pairs[0];
    const QString verdict = LeaderboardText::pairVerdict(w->outcome()->board, m, tukey);
    EXPECT_TRUE(verdict.contains(QStringLiteral("(p %1, randomised Tukey HSD, which covers every "
                                                "pair; 95 % CI")
                                     .arg(LeaderboardText::pValue(tukey.pAdjusted))))
        << verdict.toStdString();
    const QLabel* hint = w->findChild<QLabel*>(QStringLiteral("matrixHint"));
    ASSERT_TRUE(hint);
    EXPECT_TRUE(hint->text().contains(
        QStringLiteral("the p (randomised Tukey HSD, which covers every pair)")))
        << hint->text().toStdString();
    ComparisonWindow compare;
    compare.setDefinitions(Definitions{});
    compare.setData(demoData());
    ASSERT_TRUE(compare.comparePair(0, 1, QStringLiteral("ndcg@10")));
    ASSERT_TRUE(compare.controller()->waitForIdle());
    const auto* model = compare.model();
    EXPECT_EQ(
        model->headerData(ComparisonTableModel::P, Qt::Horizontal, Qt::DisplayRole).toString(),
        QStringLiteral("p\n(randomization)"));
    EXPECT_EQ(model->headerData(ComparisonTableModel::PAdjusted, Qt::Horizontal, Qt::DisplayRole)
                  .toString(),
              QStringLiteral("p adj.\n(Holm)"));
    const auto& cell = compare.controller()->current()->comparison.overall.cells[1][0];

    w->settings()->setTest(core::stats::PairTest::Randomization);
    ASSERT_TRUE(w->compute());
    ASSERT_TRUE(w->runner()->waitForIdle(120000));
    const auto& same = w->outcome()->board.measures[0];
    EXPECT_NEAR(same.result.pairs[0].p, cell.p, 1e-12);
    EXPECT_NEAR(same.result.pairs[0].pAdjusted, cell.pAdjusted, 1e-12);
    EXPECT_TRUE(LeaderboardText::pairVerdict(w->outcome()->board, same, same.result.pairs[0])
                    .contains(QStringLiteral(", randomisation test, Holm over the pairs; ")));
}

TEST_F(LeaderboardWindowTest, CancelStopsALongJob) {
    LeaderboardWindow w;
    w.setDefinitions(Definitions{});
    w.setData(demoData());
    w.settings()->setMetrics(QStringLiteral("ndcg@10, P@10, R@100, map, mrr"));
    w.settings()->setPermutations(1000000);
    QSignalSpy cancelled(w.runner(), &JobRunner::cancelled);
    ASSERT_TRUE(w.compute());
    ASSERT_TRUE(QTest::qWaitFor([&] { return w.cancelButton()->isVisible() || w.isHidden(); }));
    w.cancelButton()->click();
    ASSERT_TRUE(w.runner()->waitForIdle(120000));
    EXPECT_EQ(cancelled.count(), 1);
    EXPECT_FALSE(w.outcome());
    EXPECT_EQ(w.statusText(), QStringLiteral("Cancelled."));
}

TEST_F(LeaderboardWindowTest, CalculatorReadsTheProjectsSpread) {
    auto w = rankedDemo();
    w->targetBox()->setValue(0.02);
    const auto& o = w->outcome()->board.options;
    const auto& p = w->outcome()->board.measures[0].result.pairs[0];
    const auto n = core::stats::queriesNeeded(0.02, {p.sdDiff, o.alpha, o.power});
    ASSERT_TRUE(n);
    EXPECT_EQ(w->powerModel()->index(0, PairPowerModel::Needed).data().toString(),
              QString::number(*n));
    EXPECT_TRUE(w->calculatorAnswer()->text().contains(QString::number(*n)));
    // The power sentence: "With 309 queries, differences below … NDCG@10 …".
    EXPECT_TRUE(
        w->powerNote()->text().startsWith(QStringLiteral("With 309 queries, differences "
                                                         "below ")));
    EXPECT_TRUE(w->powerNote()->text().contains(QStringLiteral("NDCG@10")));
}

TEST_F(LeaderboardWindowTest, OverlapListsThePairsQueriesMostChangedFirst) {
    auto w = rankedDemo();
    const auto* m = w->overlapModel();
    ASSERT_EQ(m->rowCount(), 2);
    const auto& a = *demoData()->runs[0];
    const auto& b = *demoData()->runs[1];
    const auto mean = core::compare::meanOverlap(core::compare::queryOverlaps(a, b, 10, 0.9));
    EXPECT_NEAR(m->index(0, 1).data(Qt::UserRole).toDouble(), mean.rbo, 1e-12);
    EXPECT_EQ(w->churnModel()->rowCount(), static_cast<int>(mean.queries));
    // The churn table's first row is the query that changed most.
    QTableView* churn = w->findChild<QTableView*>(QStringLiteral("churnTable"));
    ASSERT_TRUE(churn);
    const double first = churn->model()->index(0, ChurnModel::Churn).data(Qt::UserRole).toDouble();
    for (int r = 1; r < churn->model()->rowCount(); ++r)
        EXPECT_GE(first, churn->model()->index(r, ChurnModel::Churn).data(Qt::UserRole).toDouble());
}

TEST_F(LeaderboardWindowTest, SentencesReadInChinese) {
    auto w = rankedDemo();
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    EXPECT_EQ(w->tabs()->tabText(2), QStringLiteral("需要多少查询"));
    EXPECT_FALSE(w->powerNote()->text().contains(QStringLiteral("cannot be told")));
    EXPECT_TRUE(w->powerNote()->text().contains(QStringLiteral("309")));
    EXPECT_EQ(LeaderboardText::reason("the two runs score the same on every query"),
              QStringLiteral("两个系统结果在每个查询上得分都相同"));
    // The comparison's reading: "no significant difference" and its evidence in Chinese.
    auto c = test::comparedByStudentT(QStringLiteral("P@1, R@1, ndcg@1"));
    const QString html = ComparisonFindings::html(*c->controller()->current(), -1);
    EXPECT_TRUE(html.contains(QStringLiteral("没有显著差异"))) << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("可检测的差异自"))) << html.toStdString();
    EXPECT_FALSE(html.contains(QStringLiteral("detectable from")));
}

// The settings reach the engine: paired t-tests corrected by Benjamini-Hochberg at alpha 0.01,
// 90 % intervals; the window says so in its notes.
TEST_F(LeaderboardWindowTest, SettingsChooseTheTestAndCorrection) {
    LeaderboardWindow w;
    w.setDefinitions(Definitions{});
    w.setData(demoData());
    w.settings()->setTest(core::stats::PairTest::PairedT);
    w.settings()->setCorrection(core::stats::Correction::BenjaminiHochberg);
    EXPECT_TRUE(w.settings()->correctionBox()->isEnabled());
    ASSERT_TRUE(w.compute());
    ASSERT_TRUE(w.runner()->waitForIdle(120000));
    ASSERT_TRUE(w.outcome());
    const auto& o = w.outcome()->board.options;
    EXPECT_EQ(o.test, core::stats::PairTest::PairedT);
    EXPECT_EQ(o.correction, core::stats::Correction::BenjaminiHochberg);
    const QLabel* notes = w.findChild<QLabel*>(QStringLiteral("leaderboardNotes"));
    ASSERT_TRUE(notes);
    EXPECT_TRUE(
        notes->text().contains(QStringLiteral("paired t-test, corrected by "
                                              "Benjamini–Hochberg")))
        << notes->text().toStdString();
    w.settings()->setTest(core::stats::PairTest::Tukey);
    EXPECT_FALSE(w.settings()->correctionBox()->isEnabled());  // Tukey covers the family
    // Other definitions while the window is hidden: its results are no longer up to date (the
    // main window computes again when it is shown).
    EXPECT_TRUE(w.upToDate());
    Definitions other;
    other.config.relevanceThreshold = 2;
    w.setDefinitions(other);
    EXPECT_FALSE(w.upToDate());
}

// In English the UI's evidence of every reading is core's text (the CLI's), numbers and all.
TEST_F(LeaderboardWindowTest, ReadingEvidenceInEnglishIsCoresText) {
    auto c = test::comparedByStudentT(QStringLiteral("P@1, R@1, ndcg@1, P@10, R@10, ndcg@10"));
    const auto& o = *c->controller()->current();
    ASSERT_GE(o.report.readings.size(), 2u);
    bool undecided = false;
    for (const auto& r : o.report.readings) {
        EXPECT_EQ(readingEvidence(o, r).toStdString(), r.evidence) << r.text;
        undecided = undecided || r.pattern == "no significant difference";
    }
    EXPECT_TRUE(undecided);  // the @1 reading: "p 0.…, detectable from 0.… NDCG@1"
}

}  // namespace
}  // namespace ranklens::ui
