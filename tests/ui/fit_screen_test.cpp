// Windows fit a 1366×768 screen with their essential content in view (issue 33, "out of reach
// or cut off"): Explain shows every step, the definitions, the per-position table and the hint
// without scrolling; the lessons' workbench shows seven rows of its list; a long label-set
// name no longer widens the main window's definitions bar past the screen.
#include <gtest/gtest.h>

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStyleOptionViewItem>
#include <QTableWidget>
#include <QTest>

#include "core/teaching/lessons.h"
#include "ui/app/language.h"
#include "ui/app/main_layout.h"
#include "ui/app/main_window.h"
#include "ui/app/welcome_panel.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"
#include "ui/teaching/explain_dialog.h"
#include "ui/teaching/explain_panel.h"
#include "ui/teaching/explain_workbench.h"
#include "ui/teaching/lessons_window.h"
#include "ui_test_util.h"

namespace ranklens::ui {
namespace {

void settle(QWidget* w) {
    w->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w));
    QApplication::processEvents();
}

class FitScreenTest : public ::testing::Test {
  protected:
    void TearDown() override { Language::install(QStringLiteral("en")); }
};

// The part of w inside `window` (its visible region, in the window's coordinates).
int visibleHeight(const QWidget* w) {
    return w->visibleRegion().boundingRect().height();
}

// On a 1366×768 screen (the dialog 1280 wide, 768 less its title bar) Explain on one query
// shows, without scrolling: every step of the computation (the step table scrolled in a pane
// below the list and showed five of its twelve rows), the definitions in force, five rows of
// the per-position table and the list's hint. In both languages.
TEST_F(FitScreenTest, ExplainShowsEveryStepWithoutScrollingAt1366By768) {
    const auto ev = test::defaultDemoEvaluation();
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(Language::install(lang));
        ExplainDialog d(ev);
        d.showQuery(0, QStringLiteral("ex2"), 2, 10);
        EXPECT_LE(d.minimumSizeHint().height(), 768 - 32) << lang.toStdString();
        d.resize(1280, 768 - 32);
        settle(&d);
        const auto* steps = d.findChild<QTableWidget*>(QStringLiteral("explainSteps"));
        ASSERT_NE(steps, nullptr);
        const int rows = steps->rowCount();
        ASSERT_EQ(rows, 12);
        EXPECT_EQ(steps->verticalScrollBar()->maximum(), 0) << lang.toStdString();
        EXPECT_GE(steps->columnWidth(ExplainPanel::ComputationCol), 250)
            << lang.toStdString() << ": the computations readable, not squeezed";
        EXPECT_GE(visibleHeight(steps), steps->horizontalHeader()->height() +
                                            rows * steps->verticalHeader()->defaultSectionSize())
            << lang.toStdString() << ": every step in view";
        const auto* defs = d.findChild<QLabel*>(QStringLiteral("explainDefinitions"));
        ASSERT_NE(defs, nullptr);
        EXPECT_FALSE(defs->text().isEmpty());
        EXPECT_EQ(visibleHeight(defs), defs->height()) << lang.toStdString();
        const QTableView* pos = d.workbench()->rankingView()->positionsView();
        EXPECT_GE(visibleHeight(pos), 5 * pos->verticalHeader()->defaultSectionSize())
            << lang.toStdString();
        const QTableView* list = d.workbench()->rankingView()->listView();
        EXPECT_GE(visibleHeight(list), 5 * list->verticalHeader()->defaultSectionSize())
            << lang.toStdString() << ": ex2's five items";
        d.close();
    }
}

// The lessons window on a 1366×768 screen, "Show every step": the lesson's list shows seven of
// its rows (it had shrunk to five, the step table below it taking the height).
TEST_F(FitScreenTest, LessonsWorkbenchShowsSevenRowsOfItsListAt1366By768) {
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(Language::install(lang));
        LessonsWindow w;
        EXPECT_LE(w.minimumSizeHint().height(), 768 - 32) << lang.toStdString();
        w.resize(1366, 768 - 32);
        settle(&w);
        w.openLesson(0);
        w.showSteps(true);
        QApplication::processEvents();
        const QTableView* list = w.workbench()->rankingView()->listView();
        ASSERT_GE(list->model()->rowCount(), 10);
        EXPECT_GE(visibleHeight(list), list->horizontalHeader()->height() +
                                           7 * list->verticalHeader()->defaultSectionSize())
            << lang.toStdString() << ": " << visibleHeight(list);
        const QTableView* pos = w.workbench()->rankingView()->positionsView();
        EXPECT_GE(visibleHeight(pos), 5 * pos->verticalHeader()->defaultSectionSize())
            << lang.toStdString();
        w.close();
    }
}

// Every lesson's "Show every step" keeps the lessons window on a 1366×768 screen: lesson 11
// checks ten values, and its table, as tall as all ten rows, made the window 791 px tall (its
// bottom rows off the screen). The check table shows at least six rows and scrolls past them.
TEST_F(FitScreenTest, EveryLessonsWorkbenchKeepsTheWindowOnA1366By768Screen) {
    const int screen = 768 - 32;
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(Language::install(lang));
        LessonsWindow w;
        w.resize(1366, screen);
        settle(&w);
        const int lessons = static_cast<int>(core::teaching::lessons().size());
        ASSERT_GE(lessons, 11);
        for (int i = 0; i < lessons; ++i) {
            w.openLesson(i);
            w.showSteps(true);
            QApplication::processEvents();
            const std::string at = lang.toStdString() + ", lesson " + std::to_string(i + 1);
            EXPECT_LE(w.minimumSizeHint().height(), screen) << at;
            EXPECT_LE(w.height(), screen) << at;
            const auto* checks = w.findChild<QTableWidget*>(QStringLiteral("lessonChecks"));
            ASSERT_NE(checks, nullptr);
            const int rows = std::min(checks->rowCount(), 6);
            EXPECT_GE(visibleHeight(checks),
                      checks->horizontalHeader()->height() +
                          rows * checks->verticalHeader()->defaultSectionSize())
                << at;
            const QTableView* list = w.workbench()->rankingView()->listView();
            EXPECT_GE(visibleHeight(list), list->horizontalHeader()->height() +
                                               5 * list->verticalHeader()->defaultSectionSize())
                << at;
        }
        w.close();
    }
}

// A 52-character label-set name: the bar keeps to a 1366 px window without scrolling sideways
// (it used to be as wide as the name and scroll), the name is elided in the middle and given
// whole in the tooltips.
TEST_F(FitScreenTest, ALongLabelSetNameKeepsTheDefinitionsBarWithinA1366Window) {
    const std::string longName = "annotator-team-b-second-pass-2026-12-02-adjudicated";
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(Language::install(lang));
        WelcomePanel::setDismissedForGood(true);
        MainWindow w;
        w.resize(1366, 705);
        store::LabelSetInfo grades, annotator;
        grades.id = 1;
        grades.name = "grades";
        annotator.id = 2;
        annotator.name = longName;
        DefinitionsBar* bar = w.definitionsBar();
        bar->setLabelSets({grades, annotator}, annotator.id);
        settle(&w);
        EXPECT_LE(w.minimumSizeHint().width(), 1366) << lang.toStdString();
        EXPECT_EQ(w.width(), 1366) << lang.toStdString();
        EXPECT_LE(std::max(bar->minimumWidth(), bar->minimumSizeHint().width()), 1366 - 20)
            << lang.toStdString();
        auto* strip = qobject_cast<QScrollArea*>(bar->parentWidget()->parentWidget());
        ASSERT_NE(strip, nullptr);
        EXPECT_EQ(strip->horizontalScrollBar()->maximum(), 0)
            << lang.toStdString() << ": the whole bar in view, no sideways scrolling";
        QComboBox* box = nullptr;  // the label sets' box: the one holding set 2
        for (QComboBox* c : bar->findChildren<QComboBox*>())
            if (c->count() == 2 && c->itemData(1).toLongLong() == 2) box = c;
        ASSERT_NE(box, nullptr);
        const QString shown = box->currentText();
        EXPECT_LT(shown.size(), static_cast<qsizetype>(longName.size()));
        EXPECT_TRUE(shown.startsWith(QStringLiteral("annotator"))) << shown.toStdString();
        const QString end = shown.section(QChar(0x2026), 1);  // after the ellipsis
        EXPECT_GE(end.size(), 6) << shown.toStdString();
        EXPECT_TRUE(QString::fromStdString(longName).endsWith(end)) << shown.toStdString();
        EXPECT_TRUE(box->toolTip().contains(QString::fromStdString(longName)));
        EXPECT_TRUE(box->itemData(1, Qt::ToolTipRole)
                        .toString()
                        .startsWith(QString::fromStdString(longName)));
        EXPECT_EQ(box->itemText(0), QStringLiteral("grades")) << "a short name is shown whole";
        // Issue 45 (12): the open list shows the whole name, and is wide enough for it.
        QStyleOptionViewItem option;
        option.initFrom(box->view());
        const QModelIndex item = box->model()->index(1, 0);
        const QSize need = box->view()->itemDelegate()->sizeHint(option, item);
        EXPECT_GE(need.width(),
                  box->fontMetrics().horizontalAdvance(QString::fromStdString(longName)))
            << "the open list draws the whole name";
        EXPECT_GE(box->view()->minimumWidth(),
                  box->fontMetrics().horizontalAdvance(QString::fromStdString(longName)));
        EXPECT_EQ(bar->labelSet(), 2);
        w.close();
    }
    WelcomePanel::setDismissedForGood(false);
}

// Queries beside the ranking (a 1920×1080 screen: the window as it first opens, 92% of the
// screen, and maximised; and the narrowest side-by-side window): neither view is cut, in
// English or Chinese: the Queries view is as wide as its controls and summary need, no dock
// scrolls sideways.
TEST_F(FitScreenTest, QueriesBesideTheRankingAreNotCutInEitherLanguage) {
    const auto ev = test::defaultDemoEvaluation();
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(Language::install(lang));
        for (const QSize size : {QSize(1766, 966), QSize(1920, 1020), QSize(1700, 960)}) {
            QSettings().remove(QStringLiteral("window/state"));
            WelcomePanel::setDismissedForGood(true);
            MainWindow w;
            w.resize(size);
            w.queries()->setEvaluation(ev);
            w.ranking()->setInput(makeRankingInput(*ev->data, 1, QStringLiteral("ex1"), {}));
            w.mainLayout()->arrange(size);
            settle(&w);
            w.mainLayout()->showRanking();
            QApplication::processEvents();
            const std::string what = lang.toStdString() + " " + std::to_string(size.width());
            ASSERT_FALSE(w.mainLayout()->isTabbed()) << what;
            for (const char* name : {"queriesScroll", "rankingScroll"}) {
                auto* area = w.findChild<QScrollArea*>(QString::fromLatin1(name));
                ASSERT_NE(area, nullptr) << name;
                EXPECT_EQ(area->horizontalScrollBar()->maximum(), 0)
                    << what << ": " << name << " cut, its view "
                    << area->widget()->minimumSizeHint().width() << " px in "
                    << area->viewport()->width();
            }
            w.close();
        }
    }
    QSettings().remove(QStringLiteral("window/state"));
    WelcomePanel::setDismissedForGood(false);
}

// Issue 45 item 12: beside the ranking at 1920x1080 the Queries filter showed "Filter by id …",
// its placeholder cut, in both languages. The filter keeps room for its whole placeholder
// (its controls go to two rows when one row is short), and nothing scrolls sideways.
TEST_F(FitScreenTest, TheQueriesFilterShowsItsWholePlaceholderBesideTheRanking) {
    const auto ev = test::defaultDemoEvaluation();
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(Language::install(lang));
        for (const QSize size : {QSize(1766, 966), QSize(1920, 1020), QSize(1366, 705)}) {
            QSettings().remove(QStringLiteral("window/state"));
            WelcomePanel::setDismissedForGood(true);
            MainWindow w;
            w.resize(size);
            w.queries()->setEvaluation(ev);
            w.mainLayout()->arrange(size);
            settle(&w);
            w.mainLayout()->showQueries();
            QApplication::processEvents();
            const std::string what = lang.toStdString() + " " + std::to_string(size.width());
            QLineEdit* filter = nullptr;
            for (QLineEdit* e : w.queries()->findChildren<QLineEdit*>())
                if (!qobject_cast<QComboBox*>(e->parentWidget())) filter = e;
            ASSERT_NE(filter, nullptr) << what;
            const int text = filter->fontMetrics().horizontalAdvance(filter->placeholderText());
            EXPECT_GE(filter->width(), text + 30)
                << what << ": " << filter->placeholderText().toStdString() << " needs " << text
                << " px, the field is " << filter->width();
            auto* area = w.findChild<QScrollArea*>(QStringLiteral("queriesScroll"));
            if (area) {
                EXPECT_EQ(area->horizontalScrollBar()->maximum(), 0) << what;
            }
            w.close();
        }
    }
    QSettings().remove(QStringLiteral("window/state"));
    WelcomePanel::setDismissedForGood(false);
}

}  // namespace
}  // namespace ranklens::ui
