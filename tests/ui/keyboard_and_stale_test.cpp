// Issue 45, offscreen: the focus follows the views (Go to Queries and Enter put the keys in the
// table or list shown, Alt+Down moves the item and not the query, Tab leaves a table), Compare
// marks its results stale when a setting changes and its Runs drop-down stays open while
// ticking, and the numbers are printed alike (Judged@k and the explanation's steps with 4
// decimals, the query table's CSV without float noise). The whole keyboard session runs
// through the real binary in tests/gui_real/keyboard_session_test.py.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QColor>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "tests/support/wait_until.h"
#include "tests/ui/import_test_util.h"
#include "ui/app/language.h"
#include "ui/app/main_layout.h"
#include "ui/app/main_window.h"
#include "ui/app/welcome_panel.h"
#include "ui/compare/comparison_settings_panel.h"
#include "ui/compare/comparison_window.h"
#include "ui/judging/label_actions.h"
#include "ui/plot/plot_widget.h"
#include "ui/project/import_flow.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"
#include "ui/queries/query_table_model.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/explain_dialog.h"
#include "ui/teaching/explain_panel.h"
#include "ui/teaching/explain_workbench.h"
#include "ui_test_util.h"

using namespace ranklens;
using namespace ranklens::ui;
using ranklens::ui::test::defaultDemoEvaluation;
using ranklens::ui::test::demoData;

namespace {

QString currentQid(QTableView* t) {
    return t->currentIndex().data(QueryTableModel::QidRole).toString();
}

// The main window at 1366 px (views in tabs) with the demo's numbers, shown and active.
struct Window {
    MainWindow w;
    Window() {
        QSettings().remove(QStringLiteral("window"));
        WelcomePanel::setDismissedForGood(true);
        w.resize(1366, 705);
        w.mainLayout()->arrange(w.size());
        w.evaluation()->setData(demoData());  // as a project's first load
        EXPECT_TRUE(
            QTest::qWaitFor([this] { return w.evaluation()->current() != nullptr; }, 30000));
        QApplication::processEvents();
        w.show();
        w.activateWindow();
        EXPECT_TRUE(QTest::qWaitForWindowActive(&w));
    }
    ~Window() {
        w.ranking()->resetToSystemOrder();  // no hand-made order to keep (no project here)
        w.close();
        QSettings().remove(QStringLiteral("window"));
    }
    void trigger(const QString& text) {
        QAction* a = test::action(w, text);
        ASSERT_NE(a, nullptr) << text.toStdString();
        a->trigger();
        QApplication::processEvents();
    }
};

// Ctrl+1 and then the arrow keys: the query table has the focus and a row; Down opens the next
// query; Enter brings its ranking with the focus in the list; Alt+Down there moves the item.
TEST(KeyboardFocus, GoToQueriesThenEnterPutsTheKeysInTheTableAndTheList) {
    Window win;
    win.trigger(QStringLiteral("Go to Queries"));
    QTableView* table = win.w.queries()->table();
    ASSERT_EQ(QApplication::focusWidget(), table) << "Go to Queries puts the focus in its table";
    ASSERT_TRUE(table->currentIndex().isValid());
    EXPECT_TRUE(table->selectionModel()->isRowSelected(table->currentIndex().row(), {}))
        << "the current row is shown selected";
    EXPECT_FALSE(table->tabKeyNavigation()) << "Tab leaves the table";
    const QString first = currentQid(table);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    const QString second = currentQid(table);
    EXPECT_NE(second, first) << "Down moves to the next query";
    EXPECT_EQ(win.w.ranking()->qid(), second) << "and shows it";

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QApplication::processEvents();
    RankingTableView* list = win.w.ranking()->listView();
    ASSERT_EQ(QApplication::focusWidget(), list) << "Enter puts the focus in the ranking";
    ASSERT_EQ(list->currentIndex().row(), 0);
    const QStringList before = win.w.ranking()->currentOrder();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down, Qt::AltModifier);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down, Qt::AltModifier);
    const QStringList after = win.w.ranking()->currentOrder();
    ASSERT_GE(after.size(), 3);
    EXPECT_EQ(after.mid(0, 3), (QStringList{before[1], before[2], before[0]}))
        << "Alt+Down twice moves the first item two places";
    EXPECT_EQ(currentQid(table), second) << "and not the query";
    EXPECT_EQ(win.w.ranking()->qid(), second);

    // Tab leaves the list for the next control of the view (it walked the list's cells).
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    EXPECT_NE(QApplication::focusWidget(), list);
    EXPECT_TRUE(win.w.ranking()->isAncestorOf(QApplication::focusWidget()))
        << "the next stop is in the ranking view";
}

// Go to Ranking and a click-free switch of the tabs: the keys follow the view in front, never a
// table behind another tab.
TEST(KeyboardFocus, GoToRankingTakesTheKeysFromTheHiddenQueries) {
    Window win;
    win.trigger(QStringLiteral("Go to Queries"));
    QTableView* table = win.w.queries()->table();
    ASSERT_EQ(QApplication::focusWidget(), table);
    const QString qid = currentQid(table);
    win.trigger(QStringLiteral("Go to Ranking"));
    EXPECT_EQ(QApplication::focusWidget(), win.w.ranking()->listView());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down, Qt::AltModifier);
    EXPECT_EQ(currentQid(table), qid) << "Alt+Down in the ranking leaves the query alone";
    win.trigger(QStringLiteral("Go to Curves"));
    QWidget* focus = QApplication::focusWidget();
    ASSERT_NE(focus, nullptr);
    EXPECT_TRUE(focus->isVisible()) << "the focus is in the Curves view shown";
    EXPECT_NE(focus, table);
}

// Agreement's double-click on a disagreement (LabelActions::queryRequested): the query's
// ranking comes forward, not only its row behind the Ranking tab.
TEST(KeyboardFocus, AQueryFromAgreementBringsItsRankingForward) {
    Window win;
    win.trigger(QStringLiteral("Go to Queries"));
    auto* labels = win.w.findChild<LabelActions*>();
    ASSERT_NE(labels, nullptr);
    ASSERT_TRUE(win.w.ranking()->visibleRegion().isEmpty()) << "behind the Queries tab";
    QTableView* table = win.w.queries()->table();
    const QString qid = table->model()->index(5, 0).data(QueryTableModel::QidRole).toString();
    ASSERT_NE(currentQid(table), qid);
    emit labels->queryRequested(qid);
    QApplication::processEvents();
    EXPECT_EQ(currentQid(table), qid);
    EXPECT_FALSE(win.w.ranking()->visibleRegion().isEmpty()) << "the ranking is in front";
}

// A new, empty project's start page: no word of the demo, and its first step, importing.
TEST(StartPage, AnEmptyProjectIsToldToImportFirst) {
    QTemporaryDir dir;
    MainWindow w;
    ASSERT_TRUE(w.session()->open(dir.filePath(QStringLiteral("mine.ranklens"))));
    WAIT_UNTIL(!w.session()->isBusy(), 30000);
    QApplication::processEvents();
    auto* start = w.findChild<WelcomePanel*>();
    ASSERT_NE(start, nullptr);
    EXPECT_FALSE(start->introText().contains(QStringLiteral("demo project, open at first start")))
        << start->introText().toStdString();
    EXPECT_TRUE(start->introText().contains(QStringLiteral("import your runs")))
        << start->introText().toStdString();
    EXPECT_TRUE(start->importButton()->isVisibleTo(start));
    for (QLabel* l : start->findChildren<QLabel*>())
        EXPECT_FALSE(l->text().contains(QStringLiteral("new_model"))) << l->text().toStdString();
}

// The status bar counts the files of a failed import, not its messages ("not every one of the
// 7 files" was said of 4).
TEST(ImportStatus, CountsTheFilesGiven) {
    Language::install(QStringLiteral("en"));
    QTemporaryDir dir;
    const QString good = test::write(dir, "good.run", "q1 Q0 d1 1 3.0 r\nq1 Q0 d2 2 2.0 r\n");
    const QString bad =
        test::write(dir, "bad.run", "q1 Q0 d1 1 3.0 s\nq1 Q0 d2 two 2.0 s\nq2 Q0 d4\nq3 Q0 x\n");
    MainWindow w;
    ASSERT_TRUE(w.session()->open(dir.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(!w.session()->isBusy(), 30000);
    auto* flow = w.findChild<ImportFlow*>();
    ASSERT_NE(flow, nullptr);
    QSignalSpy status(flow, &ImportFlow::statusMessage);
    QSignalSpy finished(w.session(), &ProjectSession::importFinished);
    test::SkipBadLinesAnswerer answerer;
    w.importFiles({good, bad})->accept();
    WAIT_UNTIL(finished.count() >= 1 && !w.session()->isBusy(), 30000);
    QTest::qWait(300);
    ASSERT_GE(status.count(), 1);
    const QString first = status.first().at(0).toString();
    const int messages = static_cast<int>(finished.first().at(1).toStringList().size());
    EXPECT_EQ(first, QStringLiteral("Import: not every one of the 2 files was imported (see the "
                                    "message)"))
        << first.toStdString() << " (" << messages << " messages)";
    EXPECT_NE(messages, 2) << "the messages are not one a file: the count must not be theirs";
    w.close();
}

std::unique_ptr<ComparisonWindow> compared() {
    auto w = std::make_unique<ComparisonWindow>();
    w->setDefinitions(Definitions{});
    w->setData(demoData());
    w->settings()->setMetrics(QStringLiteral("P@10, ndcg@10"));
    w->settings()->setTest(core::compare::TestKind::StudentT, 1000);
    EXPECT_TRUE(w->compare());
    EXPECT_TRUE(w->controller()->waitForIdle());
    QApplication::processEvents();
    return w;
}

// A changed guardrail preset or run choice: the results shown are marked stale until Compare.
TEST(CompareStale, AChangedSettingMarksTheResultsUntilCompare) {
    auto w = compared();
    ASSERT_TRUE(w->controller()->current());
    EXPECT_FALSE(w->resultsStale());
    w->settings()->guardrailsBox()->setCurrentIndex(1);  // a preset
    EXPECT_TRUE(w->resultsStale()) << "the guardrail preset changed";
    EXPECT_FALSE(w->table()->isEnabled()) << "the old numbers are greyed";
    ASSERT_TRUE(w->compare());
    ASSERT_TRUE(w->controller()->waitForIdle());
    QApplication::processEvents();
    EXPECT_FALSE(w->resultsStale());
    EXPECT_TRUE(w->table()->isEnabled());
    // The runs compared: unticking the run in the drop-down.
    QMenu* menu = w->settings()->runsButton()->menu();
    ASSERT_EQ(menu->actions().size(), 1);
    menu->actions()[0]->toggle();
    EXPECT_TRUE(w->resultsStale()) << "the run selection changed";
}

// Strongly coloured pixels of w as shown (the chart's bars and points; grey and white are not).
int colouredPixels(QWidget* w) {
    const QImage img = w->grab().toImage();
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) n += QColor(img.pixel(x, y)).hsvSaturation() > 120;
    return n;
}

// Issue 45 item 9: the stale note greyed the table but the charts under it kept their colours,
// as if up to date. Stale, they are greyed too (a veil the chart shows through); Compare lifts it.
TEST(CompareStale, TheChartsAreGreyedWithTheTable) {
    auto w = compared();
    w->resize(1280, 820);
    w->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    w->table()->selectRow(0);
    QApplication::processEvents();
    auto* charts = w->findChild<QTabWidget*>(QStringLiteral("charts"));
    ASSERT_NE(charts, nullptr);
    const int fresh = colouredPixels(charts);
    ASSERT_GT(fresh, 300) << "the per-query bars are drawn";
    w->settings()->guardrailsBox()->setCurrentIndex(1);
    ASSERT_TRUE(w->resultsStale());
    QApplication::processEvents();
    const int stale = colouredPixels(charts);
    EXPECT_LT(stale, fresh / 3) << fresh << " coloured pixels fresh, " << stale << " stale";
    ASSERT_TRUE(w->compare());
    ASSERT_TRUE(w->controller()->waitForIdle());
    QApplication::processEvents();
    w->table()->selectRow(0);
    QApplication::processEvents();
    EXPECT_GT(colouredPixels(charts), fresh / 2) << "Compare shows the charts in colour again";
}

// Ticking a run keeps the drop-down open (it closed after every tick), by key and by click.
TEST(CompareStale, TheRunsDropDownStaysOpenWhileTicking) {
    ComparisonSettingsPanel panel;
    panel.setRuns({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    panel.show();
    QMenu* menu = panel.runsButton()->menu();
    menu->popup(panel.mapToGlobal(QPoint(0, 0)));
    QApplication::processEvents();
    ASSERT_TRUE(menu->isVisible());
    ASSERT_EQ(menu->actions().size(), 2);
    QAction* b = menu->actions()[0];
    menu->setActiveAction(b);
    QTest::keyClick(menu, Qt::Key_Space);
    EXPECT_FALSE(b->isChecked()) << "Space ticks the run off";
    EXPECT_TRUE(menu->isVisible()) << "and the drop-down stays open";
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(b).center());
    EXPECT_TRUE(b->isChecked());
    EXPECT_TRUE(menu->isVisible());
    EXPECT_TRUE(panel.runsButton()->text().startsWith(QStringLiteral("2 of 2 run")));
    menu->hide();
}

// The waterfall of a comparison where every Δ is 0: a small axis around 0, not the last one's
// −3…3 that read as a spread.
TEST(NumbersAlike, AllZeroDeltasGetASmallAxis) {
    PlotWidget p;
    p.setDeltaBars({-2.5, 0.5, 2.5}, {"a", "b", "c"}, QStringLiteral("Δ"), 1e-9);
    p.setDeltaBars({0.0, 0.0, 0.0}, {"a", "b", "c"}, QStringLiteral("Δ"), 1e-9);
    const auto [lo, hi] = p.yRange();
    EXPECT_LT(lo, 0.0);
    EXPECT_GT(hi, 0.0);
    EXPECT_LE(hi - lo, 0.5) << lo << " … " << hi;
}

// Judged@k prints 4 decimals like every value column.
TEST(NumbersAlike, JudgedAtKHasFourDecimals) {
    QueryTableModel m;
    m.setEvaluation(defaultDemoEvaluation());
    const QString judged = m.index(0, QueryTableModel::JudgedCol).data().toString();
    EXPECT_TRUE(QRegularExpression(QStringLiteral("^\\d\\.\\d{4}$")).match(judged).hasMatch())
        << judged.toStdString();
}

// The query table's CSV: numbers without float noise (-0.30000000000000004) and no dash for
// "no value" (an empty field).
TEST(NumbersAlike, QueryTableCsvHasNumbersWithoutNoise) {
    QueriesView view;
    view.setEvaluation(defaultDemoEvaluation());
    const QStringList lines = view.csv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_GT(lines.size(), 100);
    // 12 significant digits at most: never the 16-17 of a double's round-off.
    const auto significant = [](QString f) {
        f.remove(QLatin1Char('-')).remove(QLatin1Char('.'));
        while (f.startsWith(QLatin1Char('0'))) f.remove(0, 1);
        return f.size();
    };
    for (const QString& line : lines) {
        if (line.startsWith(QLatin1Char('#'))) continue;
        for (const QString& field : line.split(QLatin1Char(','))) {
            bool number = false;
            field.toDouble(&number);
            if (number) {
                EXPECT_LE(significant(field), 12) << line.toStdString();
            }
        }
        EXPECT_FALSE(line.contains(QChar(0x2013))) << line.toStdString();
    }
}

// The explanation's steps in the precision of its header (0.1214 over steps ending 0.121).
TEST(NumbersAlike, ExplainStepsHaveTheHeadersDecimals) {
    const auto ev = defaultDemoEvaluation();
    ExplainDialog dlg(ev);
    // Any measure: the steps show every one (NDCG's among them).
    dlg.showQuery(0, QString::fromStdString(ev->qids[0]), 0, 10);
    const QString v = dlg.workbench()->explainPanel()->valueText(ExplainPanel::Ndcg);
    EXPECT_TRUE(QRegularExpression(QStringLiteral("^\\d\\.\\d{4}$")).match(v).hasMatch())
        << v.toStdString();
}

}  // namespace
