// Issue 12 "Compare explains itself": a language switch retranslates the texts the window built
// with arguments (runs button, presets, tabs, status, findings); a segment table says why its
// interval and run-level cells are empty; the guardrail scorecard follows the segment shown;
// the sensitivity menu never offers the definition already in force.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTextBrowser>

#include "core/compare/guardrails.h"
#include "ui/app/language.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_table_model.h"
#include "ui/compare/comparison_window.h"
#include "ui_test_util.h"

// Readable failure messages: gtest finds this through ADL (QString is in the global namespace).
inline void PrintTo(const QString& s, std::ostream* os) {
    *os << '"' << s.toStdString() << '"';
}

namespace ranklens::ui {
namespace {

QString zh(const char* context, const char* source, int n = -1) {
    return QCoreApplication::translate(context, source, nullptr, n);
}

std::unique_ptr<ComparisonWindow> comparedWithFeedGuardrails() {
    auto w = std::make_unique<ComparisonWindow>();
    w->setDefinitions(Definitions{});
    w->setData(test::demoData());
    w->settings()->setMetrics(QStringLiteral("P@10, ndcg@10"));
    w->settings()->setTest(core::compare::TestKind::StudentT, 100);
    w->settings()->setGuardrails(QStringLiteral("feed"));
    EXPECT_TRUE(w->compare());
    EXPECT_TRUE(w->controller()->waitForIdle());
    return w;
}

QStringList sensitivityChoices(const ComparisonWindow& w) {
    QStringList out;
    const QComboBox* box = w.settings()->sensitivityBox();
    for (int i = 0; i < box->count(); ++i) out << box->itemData(i).toString();
    return out;
}

class CompareExplains : public ::testing::Test {
  protected:
    void SetUp() override { Language::install(QStringLiteral("en")); }  // English plurals
    void TearDown() override { Language::install(QStringLiteral("en")); }
};

TEST_F(CompareExplains, ALanguageSwitchRetranslatesTheBuiltTexts) {
    auto w = comparedWithFeedGuardrails();
    auto* tabs = w->findChild<QTabWidget*>(QStringLiteral("charts"));
    ASSERT_TRUE(tabs);
    ASSERT_EQ(w->settings()->runsButton()->text(), QStringLiteral("1 of 1 run"));
    ASSERT_EQ(tabs->tabText(0), QStringLiteral("Per-query Δ"));
    const QString statusEn = w->statusText();

    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const char* win = "ranklens::ui::ComparisonWindow";
    const char* panel = "ranklens::ui::ComparisonSettingsPanel";
    EXPECT_EQ(tabs->tabText(0), QStringLiteral("逐查询 Δ"));
    EXPECT_EQ(tabs->tabText(1), QStringLiteral("基线对比排序结果"));
    EXPECT_EQ(w->settings()->runsButton()->text(), QStringLiteral("1 / 1 个排序结果"));
    EXPECT_EQ(w->settings()->guardrailsBox()->itemText(1), QStringLiteral("预设：feed"));
    EXPECT_EQ(w->settings()->guardrailsBox()->currentData().toString(), QStringLiteral("feed"));
    EXPECT_NE(w->statusText(), statusEn);
    EXPECT_TRUE(w->statusText().startsWith(zh(win,
                                              "Baseline %1 · %n run(s) × %2 metrics · %3 "
                                              "queries · %4",
                                              1)
                                               .section(QLatin1Char(' '), 0, 0)))
        << w->statusText().toStdString();
    EXPECT_EQ(w->segmentBox()->itemText(0), zh(win, "All queries (%1)").arg(309));
    EXPECT_NE(w->segmentBox()->itemText(0), QStringLiteral("All queries (309)"));
    EXPECT_EQ(w->queryBasisLabel()->text(),
              QStringLiteral("每个排序结果与基线在全部 309 个已标注查询上配对，未返回的查询记 0"));
    EXPECT_FALSE(w->queryBasisLabel()->text().contains(QStringLiteral("paired")));
    EXPECT_FALSE(w->findings()->toPlainText().contains(QStringLiteral("Guardrails:")));
    EXPECT_NE(zh(panel, "Own rules"), QStringLiteral("Own rules"));

    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    EXPECT_EQ(tabs->tabText(0), QStringLiteral("Per-query Δ"));
    EXPECT_EQ(w->settings()->runsButton()->text(), QStringLiteral("1 of 1 run"));
    EXPECT_EQ(w->settings()->guardrailsBox()->itemText(1), QStringLiteral("Preset: feed"));
    EXPECT_EQ(w->statusText(), statusEn);
}

TEST_F(CompareExplains, ASegmentTableSaysWhyCellsAreEmptyAndScoresItsOwnGuardrails) {
    auto w = comparedWithFeedGuardrails();
    ComparisonTableModel* m = w->model();
    const auto out = w->controller()->current();
    ASSERT_TRUE(out);
    // The feed preset adds R@10 and coverage@10 (run-level): rows P@10, NDCG@10, R@10, cov.
    ASSERT_EQ(m->rowCount(), 4);
    EXPECT_FALSE(w->segmentNote()->isVisibleTo(w.get()));
    // All queries: the primary NDCG@10 improves, the card passes.
    EXPECT_TRUE(out->report.scorecards[0].primary.pass);
    EXPECT_TRUE(w->findings()->toPlainText().contains(QStringLiteral("on all queries (309)")));

    w->segmentBox()->setCurrentIndex(1);  // new_user: worse there
    ASSERT_EQ(m->segment(), 0);
    EXPECT_TRUE(w->segmentNote()->isVisibleTo(w.get()));
    EXPECT_TRUE(w->segmentNote()->text().contains(QStringLiteral("computed on all queries only")));
    EXPECT_TRUE(w->segmentNote()->text().contains(QStringLiteral("Run-level measures")));
    const QModelIndex ci = m->index(0, ComparisonTableModel::Interval);
    EXPECT_EQ(m->data(ci, Qt::DisplayRole).toString(), QStringLiteral("–"));
    EXPECT_TRUE(m->data(ci, Qt::ToolTipRole).toString().contains(QStringLiteral("segment")));
    const QModelIndex cov = m->index(3, ComparisonTableModel::Value);
    EXPECT_EQ(m->data(m->index(3, ComparisonTableModel::Metric), Qt::DisplayRole).toString(),
              QStringLiteral("Cov@10"));
    EXPECT_EQ(m->data(cov, Qt::DisplayRole).toString(), QStringLiteral("–"));
    EXPECT_TRUE(m->data(cov, Qt::ToolTipRole).toString().contains(QStringLiteral("run-level")));

    // The scorecard of the segment: the segment's cells (NDCG@10 drops for new users), and
    // coverage checked on all queries, saying so.
    const auto cards =
        core::compare::scorecard(out->input, out->comparison, *out->report.guardrails, 0);
    const std::size_t ndcg = 1;
    EXPECT_DOUBLE_EQ(cards[0].primary.delta, out->comparison.segments[0].cells[1][ndcg].delta);
    EXPECT_LT(cards[0].primary.delta, 0.0);
    EXPECT_FALSE(cards[0].primary.pass);
    EXPECT_TRUE(cards[0].guards[1].allQueries);
    EXPECT_DOUBLE_EQ(cards[0].guards[1].value, out->comparison.cell(1, 3).value);
    const QString text = w->findings()->toPlainText();
    EXPECT_TRUE(
        text.contains(QStringLiteral("Guardrails: feed — on segment new_user (150 "
                                     "queries)")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("FAIL")));
    EXPECT_TRUE(text.contains(QStringLiteral("all queries: a run-level measure")));
}

// The status line of a comparison (long: baseline, runs, metrics, test) wraps instead of making
// the window wider than a 1366-pixel screen.
TEST_F(CompareExplains, TheWindowFitsA1366ScreenAfterAComparison) {
    auto w = comparedWithFeedGuardrails();
    w->segmentBox()->setCurrentIndex(1);
    const int statusWidth = QFontMetrics(w->font()).horizontalAdvance(w->statusText());
    EXPECT_GT(statusWidth, 1000);
    EXPECT_LT(w->minimumSizeHint().width(), statusWidth);  // the status line does not set it
    EXPECT_LE(w->minimumSizeHint().width(), 1366);
}

TEST_F(CompareExplains, TheSensitivityMenuOffersOnlyOtherDefinitions) {
    ComparisonWindow w;
    w.setDefinitions(Definitions{});  // linear gain, ideal from labels, trec_eval ties
    EXPECT_EQ(sensitivityChoices(w),
              (QStringList{QString(), QStringLiteral("gain=exponential"),
                           QStringLiteral("ideal=retrieved"), QStringLiteral("ties=input")}));
    w.settings()->setSensitivity(QStringLiteral("gain=exponential"));
    Definitions exp;
    exp.config.gain = core::GainKind::Exponential;
    w.setDefinitions(exp);
    EXPECT_FALSE(sensitivityChoices(w).contains(QStringLiteral("gain=exponential")));
    EXPECT_TRUE(sensitivityChoices(w).contains(QStringLiteral("gain=linear")));
    // The chosen check was the definition now in force: it falls back to none.
    EXPECT_EQ(w.settings()->sensitivityBox()->currentData().toString(), QString());
    w.settings()->setSensitivity(QStringLiteral("ties=input"));
    exp.config.ideal = core::IdealOrder::Retrieved;
    w.setDefinitions(exp);
    EXPECT_EQ(w.settings()->sensitivityBox()->currentData().toString(),
              QStringLiteral("ties=input"));
    EXPECT_TRUE(sensitivityChoices(w).contains(QStringLiteral("ideal=labels")));
}

}  // namespace
}  // namespace ranklens::ui
