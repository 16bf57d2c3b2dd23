// UI language: choice from settings or locale, start in zh_CN, live switch keeping the work.
// Expected texts are the committed translations (resources/translations/ranklens_zh_CN.ts).
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLibraryInfo>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "core/measures/measure.h"
#include "tests/support/wait_until.h"
#include "tests/ui/project_file_test_util.h"
#include "ui/app/language.h"
#include "ui/app/main_window.h"
#include "ui/app/preferences_dialog.h"
#include "ui/common/measure_text.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/ranking_metrics_panel.h"
#include "ui/ranking/ranking_view.h"
#include "ui_test_util.h"

// Readable failure messages: gtest finds this through ADL (QString is in the global namespace).
inline void PrintTo(const QString& s, std::ostream* os) {
    *os << '"' << s.toStdString() << '"';
}

namespace ranklens::ui {
namespace {

QStringList menuTitles(const MainWindow& w) {
    QStringList out;
    for (const QAction* a : w.menuBar()->actions()) out << a->text();
    return out;
}

QStringList labelTexts(const QWidget* w) {
    QStringList out;
    for (const QLabel* l : w->findChildren<QLabel*>()) out << l->text();
    return out;
}

QString dockTitle(const MainWindow& w, const char* name) {
    return w.findChild<QDockWidget*>(QLatin1String(name))->windowTitle();
}

// Every test leaves the process in English, as the other ui tests expect.
class LanguageTest : public ::testing::Test {
  protected:
    void TearDown() override {
        Language::install(QStringLiteral("en"));
        QSettings().remove(QLatin1String(Language::kSettingsKey));
    }
};

const QStringList kZhMenus = {QStringLiteral("文件(&F)"), QStringLiteral("编辑(&E)"),
                              QStringLiteral("视图(&V)"), QStringLiteral("标注(&L)"),
                              QStringLiteral("帮助(&H)")};
const QStringList kEnMenus = {QStringLiteral("&File"), QStringLiteral("&Edit"),
                              QStringLiteral("&View"), QStringLiteral("&Labels"),
                              QStringLiteral("&Help")};

TEST_F(LanguageTest, SystemLocaleDecidesUnlessAChoiceIsStored) {
    EXPECT_EQ(Language::resolve("system", QLocale(QLocale::Chinese, QLocale::China)), "zh_CN");
    EXPECT_EQ(Language::resolve("system", QLocale(QLocale::Chinese, QLocale::Taiwan)), "zh_CN");
    EXPECT_EQ(Language::resolve("system", QLocale(QLocale::German, QLocale::Germany)), "en");
    EXPECT_EQ(Language::resolve("system", QLocale::c()), "en");
    EXPECT_EQ(Language::resolve("zh_CN", QLocale(QLocale::German)), "zh_CN");
    EXPECT_EQ(Language::resolve("en", QLocale(QLocale::Chinese)), "en");
    EXPECT_EQ(Language::resolve("fr"), "");  // unknown: the caller reports it
    EXPECT_FALSE(Language::install(QStringLiteral("fr")));
    EXPECT_EQ(Language::current(), "en");

    EXPECT_EQ(Language::storedChoice(), "system");  // nothing stored
    Language::storeChoice(QStringLiteral("zh_CN"));
    EXPECT_EQ(Language::storedChoice(), "zh_CN");
    QSettings().setValue(QLatin1String(Language::kSettingsKey), QStringLiteral("klingon"));
    EXPECT_EQ(Language::storedChoice(), "system");
}

TEST_F(LanguageTest, StartsInChineseWithTranslatedMenusAndMeasures) {
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    {
        MainWindow w;
        EXPECT_EQ(menuTitles(w), kZhMenus);
        EXPECT_EQ(dockTitle(w, "queries"), QStringLiteral("查询"));
        EXPECT_EQ(dockTitle(w, "ranking"), QStringLiteral("排序"));
        EXPECT_TRUE(labelTexts(w.definitionsBar()).contains(QStringLiteral("相关(&R)")));
    }
    // Engine texts marked with RL_TRANSLATE_NOOP("Measures", ...); symbols stay as they are.
    const auto* p = core::findMeasure("P");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(measureTitle(*p), QStringLiteral("前 k 位精确率"));
    EXPECT_EQ(measureLabel(*p), QStringLiteral("P@k"));
    EXPECT_TRUE(
        measureDescription(*p).startsWith(QStringLiteral("P@k = （前 k 位中的相关条目数）")));
    // Every registry measure is marked: its title and description have a Chinese text.
    for (const auto& m : core::measureRegistry()) {
        const QString title = QString::fromUtf8(m.title.data(), qsizetype(m.title.size()));
        EXPECT_NE(measureTitle(m), title) << m.name;
        EXPECT_NE(measureDescription(m),
                  QString::fromUtf8(m.description.data(), qsizetype(m.description.size())))
            << m.name;
    }
    // The definitions line of plots and tooltips, its values in Chinese words too (issue 33:
    // they were the CLI's option values, linear, labels, trec_eval, run-and-labels).
    Definitions d;
    d.k = 5;
    EXPECT_EQ(
        d.describe(QStringLiteral("grades")),
        QStringLiteral("k = 5；标注：grades；相关：等级 >= 1；增益：线性；理想排序：全部标注；"
                       "并列：按 docid 降序；查询：排序结果与标注中均有"));
    d.config.judgedOnly = true;  // a later setting off its default: all four are stated
    EXPECT_EQ(
        d.describe(QStringLiteral("grades")),
        QStringLiteral("k = 5；标注：grades；相关：等级 >= 1；增益：线性；理想排序：全部标注；"
                       "并列：按 docid 降序；查询：排序结果与标注中均有；仅已标注：是；"
                       "NDCG 低于阈值的增益：保留；无相关项的查询：记 0；对数底：2"));
    // Qt's own strings (standard buttons) come from qtbase_zh_CN.qm (qt6-translations-l10n).
    if (QFileInfo::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                          QStringLiteral("/qtbase_zh_CN.qm"))) {
        QDialogButtonBox box(QDialogButtonBox::Cancel);
        EXPECT_EQ(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("取消"));
    }

    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    MainWindow w;
    EXPECT_EQ(menuTitles(w), kEnMenus);
    EXPECT_EQ(dockTitle(w, "queries"), QStringLiteral("Queries"));
    EXPECT_EQ(measureTitle(*core::findMeasure("P")), QStringLiteral("Precision at k"));
    EXPECT_EQ(d.describe(QStringLiteral("grades")),
              QStringLiteral("k = 5; labels: grades; relevant: label >= 1; gain: linear; ideal: "
                             "labels; ties: trec_eval; queries: run-and-labels; judged only: yes; "
                             "NDCG gain below threshold: keep; no relevant item: zero; log base: "
                             "2"));
    // English plural forms come from ranklens_en.qm.
    EXPECT_EQ(
        QCoreApplication::translate("ranklens::ui::RankingView", "%n item(s) returned", nullptr, 1),
        QStringLiteral("1 item returned"));
    EXPECT_EQ(
        QCoreApplication::translate("ranklens::ui::RankingView", "%n item(s) returned", nullptr, 3),
        QStringLiteral("3 items returned"));
}

TEST_F(LanguageTest, LiveSwitchKeepsProjectUndoHistoryAndHandMadeOrder) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lang.ranklens"));
    MainWindow w;
    ASSERT_TRUE(w.newProject(path));
    w.importFiles(test::demoInputs())->accept();  // the review step, accepted as shown
    WAIT_UNTIL(!w.session()->isBusy() && w.evaluation()->current() &&
                   w.evaluation()->current()->runs.size() == 2,
               60000);
    ASSERT_TRUE(w.evaluation()->waitForIdle());
    w.queries()->selectQuery(QStringLiteral("q001"));
    WAIT_UNTIL_EQ(w.ranking()->qid(), QStringLiteral("q001"), 10000);
    ASSERT_GE(w.ranking()->model()->rowCount(), 4);
    w.ranking()->requestMove(0, 3);
    const QStringList moved = w.ranking()->currentOrder();
    ASSERT_FALSE(w.ranking()->isSystemOrder());
    ASSERT_EQ(w.undoStack()->count(), 1);
    const int k = w.definitionsBar()->definitions().k;

    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();  // LanguageChange events are posted
    EXPECT_EQ(menuTitles(w), kZhMenus);
    EXPECT_EQ(dockTitle(w, "queries"), QStringLiteral("查询"));
    EXPECT_TRUE(labelTexts(w.definitionsBar()).contains(QStringLiteral("相关(&R)")));
    EXPECT_EQ(w.curves()->findChild<QListWidget*>()->item(0)->text(),
              QStringLiteral("P@k  前 k 位精确率"));
    EXPECT_TRUE(labelTexts(w.ranking()).contains(QStringLiteral("截断位置 k：")));
    // Composite texts rebuilt on LanguageChange: the ranking panel's measure help.
    QStringList tips;
    for (const QLabel* l : w.ranking()->metricsPanel()->findChildren<QLabel*>())
        tips << l->toolTip();
    // (QStringList::indexOf(QRegularExpression) matches whole strings.)
    EXPECT_GE(tips.indexOf(QRegularExpression(QStringLiteral("<b>前 k 位精确率</b><br>P@k = .*"))),
              0)
        << tips.join(QStringLiteral(" | ")).left(800).toStdString();
    // The status bar's evaluation summary is rebuilt from the current evaluation.
    EXPECT_TRUE(
        labelTexts(&w).contains(QStringLiteral("2 个排序结果 × 309 个查询 · %1 毫秒")
                                    .arg(w.evaluation()->current()->seconds * 1000.0, 0, 'f', 0)));
    // The work is still there.
    EXPECT_EQ(w.session()->path(), path);
    EXPECT_EQ(w.undoStack()->count(), 1);
    EXPECT_EQ(w.ranking()->qid(), QStringLiteral("q001"));
    EXPECT_EQ(w.ranking()->currentOrder(), moved);
    EXPECT_EQ(w.definitionsBar()->definitions().k, k);
    const QList<QAction*> edit = w.menuBar()->actions()[1]->menu()->actions();
    ASSERT_GE(edit.size(), 2);
    EXPECT_TRUE(edit[0]->text().startsWith(QStringLiteral("撤销(&U)")))
        << edit[0]->text().toStdString();

    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    EXPECT_EQ(menuTitles(w), kEnMenus);
    EXPECT_EQ(dockTitle(w, "ranking"), QStringLiteral("Ranking"));
    EXPECT_TRUE(labelTexts(w.definitionsBar()).contains(QStringLiteral("&Relevant")));
    EXPECT_EQ(w.ranking()->currentOrder(), moved);
    // The undo history still acts on the view: undoing the move restores the system order.
    w.undoStack()->undo();
    EXPECT_TRUE(w.ranking()->isSystemOrder());
}

TEST_F(LanguageTest, PreferencesStoreTheChoiceAndSwitchAtOnce) {
    MainWindow w;
    PreferencesDialog prefs(&w);
    QComboBox* box = prefs.languageBox();
    ASSERT_EQ(box->count(), 3);  // System, English, 简体中文
    EXPECT_EQ(box->itemText(2), QStringLiteral("简体中文"));
    box->setCurrentIndex(box->findData(QStringLiteral("zh_CN")));
    prefs.apply();
    QCoreApplication::processEvents();
    EXPECT_EQ(Language::storedChoice(), "zh_CN");
    EXPECT_EQ(Language::current(), "zh_CN");
    EXPECT_EQ(menuTitles(w), kZhMenus);
    box->setCurrentIndex(box->findData(QStringLiteral("en")));
    prefs.apply();
    QCoreApplication::processEvents();  // each window retranslates itself on LanguageChange
    EXPECT_EQ(Language::storedChoice(), "en");
    EXPECT_EQ(menuTitles(w), kEnMenus);
}

// Every text a window shows: labels, buttons, group boxes, dock and tab titles, combo items,
// table headers and actions, in creation order (two windows built alike list them alike).
QStringList shownTexts(const QWidget& top, bool visibleOnly = false) {
    QStringList out;
    auto add = [&](const QObject* o, const QString& what, const QString& text) {
        if (!text.isEmpty())
            out << QStringLiteral("%1 %2 %3").arg(o->metaObject()->className(), what, text);
    };
    for (const QWidget* w : top.findChildren<QWidget*>()) {
        if (visibleOnly && !w->isVisibleTo(&top)) continue;
        add(w, QStringLiteral("title"), w->windowTitle());
        add(w, QStringLiteral("tip"), w->toolTip());
        if (const auto* l = qobject_cast<const QLabel*>(w))
            add(w, QStringLiteral("text"), l->text());
        if (const auto* b = qobject_cast<const QAbstractButton*>(w))
            add(w, QStringLiteral("text"), b->text());
        if (const auto* t = qobject_cast<const QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i) add(w, QStringLiteral("tab"), t->tabText(i));
        if (const auto* t = qobject_cast<const QTabWidget*>(w))
            for (int i = 0; i < t->count(); ++i) add(w, QStringLiteral("tab"), t->tabText(i));
        if (const auto* c = qobject_cast<const QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i) add(w, QStringLiteral("item"), c->itemText(i));
        if (const auto* t = qobject_cast<const QTableWidget*>(w))
            for (int i = 0; i < t->columnCount(); ++i)
                if (const QTableWidgetItem* h = t->horizontalHeaderItem(i))
                    add(w, QStringLiteral("header"), h->text());
    }
    for (const QAction* a : top.findChildren<QAction*>()) add(a, QStringLiteral("text"), a->text());
    return out;
}

// The two windows show the same texts: what one shows and the other does not, each text with
// its widget class, is listed on failure (both ways).
void expectSameTexts(const QStringList& got, const QStringList& want) {
    const auto missingFrom = [](QStringList a, const QStringList& b) {
        for (const QString& t : b) a.removeOne(t);
        return a;
    };
    EXPECT_EQ(missingFrom(got, want).join(QLatin1Char('\n')).toStdString(), "");
    EXPECT_EQ(missingFrom(want, got).join(QLatin1Char('\n')).toStdString(), "");
}

// Started in 简体中文 and switched to English, the windows read as one started in English: a
// Chinese text shared by several English ones (查询 is "Query" and "Queries", 指标 "Measure",
// "Metric" and "Metrics") was turned back into the wrong one ("Queries" became "Query").
TEST_F(LanguageTest, ChineseSwitchedToEnglishReadsAsAnEnglishStart) {
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    auto switched = std::make_unique<MainWindow>();
    switched->show();
    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    QApplication::processEvents();  // the windows' own LanguageChange handlers (posted)
    MainWindow english;
    english.show();
    QStringList got = shownTexts(*switched), want = shownTexts(english);
    ASSERT_GT(want.size(), 100);
    expectSameTexts(got, want);
}

// The same with a project open and a query in the Ranking tab: the texts built from the data
// (its header, the items not returned, the formula, the definitions line) follow the switch.
TEST_F(LanguageTest, ChineseSwitchedToEnglishReadsAsAnEnglishStartWithAProjectOpen) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const auto opened = [&](MainWindow& w, const QString& name) {
        w.show();
        ASSERT_TRUE(w.openProject(test::demoProjectFile(tmp, name)));
        WAIT_UNTIL(test::fullyLoaded(w), 30000);
        w.queries()->selectQuery(QStringLiteral("ex2"));
        WAIT_UNTIL_EQ(w.ranking()->qid(), QStringLiteral("ex2"), 10000);
    };
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    MainWindow switched;
    opened(switched, QStringLiteral("one"));
    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    QApplication::processEvents();
    MainWindow english;
    opened(english, QStringLiteral("two"));
    // The project's file name and the evaluation's milliseconds differ between the two.
    const auto normalised = [](QStringList texts) {
        static const QRegularExpression ms(QStringLiteral("\\d+ ms"));
        for (QString& t : texts)
            t.replace(ms, QStringLiteral("N ms"))
                .replace(QStringLiteral("one.ranklens"), QStringLiteral("F"))
                .replace(QStringLiteral("two.ranklens"), QStringLiteral("F"));
        return texts;
    };
    // Visible widgets only: a hidden loading overlay keeps its last text until it shows again
    // (then with a new one); the recent-files menu of the first window does not list the second.
    QStringList got = normalised(shownTexts(switched, true)),
                want = normalised(shownTexts(english, true));
    // The recent-files entries (F, or projects other tests in this process opened) differ.
    const auto isRecentFile = [](const QString& t) {
        return t.startsWith(QLatin1String("QAction text ")) &&
               (t.endsWith(QLatin1String(" F")) || t.endsWith(QLatin1String(".ranklens")));
    };
    got.removeIf(isRecentFile);
    want.removeIf(isRecentFile);
    ASSERT_GT(want.size(), 100);
    expectSameTexts(got, want);
}

// The status bar counts runs with English plural forms: one run is "1 run", not "1 runs".
TEST_F(LanguageTest, StatusBarCountsOneRunInTheSingular) {
    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    QTemporaryDir dir;
    MainWindow w;
    ASSERT_TRUE(w.newProject(dir.filePath(QStringLiteral("one.ranklens"))));
    w.importFiles({test::demoInputs()[0], test::demoInputs()[2]})->accept();
    WAIT_UNTIL(!w.session()->isBusy() && w.evaluation()->current() &&
                   w.evaluation()->current()->runs.size() == 1,
               60000);
    const auto* summary = w.findChild<QLabel*>(QStringLiteral("evaluationSummary"));
    ASSERT_NE(summary, nullptr);
    const int queries = static_cast<int>(w.evaluation()->current()->qids.size());
    ASSERT_GT(queries, 1);
    WAIT_UNTIL(summary->text().startsWith(QStringLiteral("1 run × %1 queries · ").arg(queries)),
               10000);
}

}  // namespace
}  // namespace ranklens::ui
