// Issue 45, "work lost or hidden", in the window: a project that is no longer there is said so,
// never created anew (item 1); a damaged project replacing the open one is checked first and
// the open one stays, and an import with no project open asks for a new one instead of dropping
// the files on the demo (item 2); a new project shows every query, not the last one's filter
// (item 5); a JSON file that is not an exercise set is refused by name (item 6); a run listing
// a document twice lists every problem and offers which line to keep (item 7); a binary file is
// named as not text and offered nothing (item 8). The real binary does the same under Xvfb
// (tests/gui_real/work_lost_test.py).
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>

#include "tests/store/damage_util.h"
#include "tests/support/wait_until.h"
#include "tests/ui/project_file_test_util.h"
#include "tests/ui/ui_test_util.h"
#include "ui/app/main_window.h"
#include "ui/app/recent_files.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"
#include "ui/queries/query_table_model.h"
#include "ui/teaching/practice_window.h"

namespace ranklens::ui {
namespace {

QByteArray bytesOf(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// While it lives, answers each modal dialog that comes up with answer (looked for every 10 ms).
class ModalAnswerer {
  public:
    explicit ModalAnswerer(std::function<void(QWidget*)> answer) : answer_(std::move(answer)) {
        QObject::connect(&timer_, &QTimer::timeout, [this] {
            if (QWidget* modal = QApplication::activeModalWidget()) answer_(modal);
        });
        timer_.start(10);
    }

  private:
    std::function<void(QWidget*)> answer_;
    QTimer timer_;
};

QAbstractButton* buttonNamed(QMessageBox* box, const QString& text) {
    for (QAbstractButton* b : box->buttons())
        if (b->text() == text) return b;
    return nullptr;
}

QLineEdit* queriesFilter(MainWindow& w) {
    for (auto* edit : w.queries()->findChildren<QLineEdit*>())
        if (edit->placeholderText().startsWith(QStringLiteral("Filter"))) return edit;
    return nullptr;
}

TEST(WorkLost, AMissingProjectIsSaidSoAndNeverCreated) {
    QTemporaryDir tmp;
    const QString gone = tmp.filePath(QStringLiteral("moved/away.ranklens"));
    const QString here = tmp.filePath(QStringLiteral("here.ranklens"));
    rememberRecentFile(gone);
    MainWindow w;
    EXPECT_FALSE(w.openProject(here));
    EXPECT_FALSE(w.openProject(gone));
    EXPECT_FALSE(QFile::exists(here));
    EXPECT_FALSE(QFile::exists(here + QStringLiteral("-wal")));
    EXPECT_FALSE(QDir(tmp.filePath(QStringLiteral("moved"))).exists());
    EXPECT_FALSE(w.session()->isOpen());
    QMessageBox* box = nullptr;
    for (auto* b : w.findChildren<QMessageBox*>(QStringLiteral("projectMissing")))
        if (b->text().contains(QStringLiteral("away.ranklens"))) box = b;
    ASSERT_TRUE(box);
    EXPECT_EQ(box->text(), QStringLiteral("away.ranklens no longer exists."));
    EXPECT_TRUE(box->informativeText().contains(gone)) << box->informativeText().toStdString();
    EXPECT_TRUE(buttonNamed(box, QStringLiteral("&Locate…")));
    QAbstractButton* forget = buttonNamed(box, QStringLiteral("&Remove from List"));
    ASSERT_TRUE(forget);
    forget->click();
    EXPECT_FALSE(isRecentFile(gone));
    waitForRecentFiles();
    // File → New Project is the one way to make a project.
    ASSERT_TRUE(w.newProject(here));
    EXPECT_TRUE(w.session()->isOpen());
    EXPECT_TRUE(QFile::exists(here));
}

// Locate…: the project where it is now opens, and takes the old place's entry in the list.
TEST(WorkLost, LocateOpensTheProjectWhereItIsNow) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString found = test::demoProjectFile(tmp, QStringLiteral("found"));
    const QString gone = tmp.filePath(QStringLiteral("old/place.ranklens"));
    rememberRecentFile(gone);
    MainWindow w;
    w.show();
    EXPECT_FALSE(w.openProject(gone));
    auto* box = w.findChild<QMessageBox*>(QStringLiteral("projectMissing"));
    ASSERT_TRUE(box);
    ModalAnswerer answer([&](QWidget* modal) {
        if (auto* files = qobject_cast<QFileDialog*>(modal)) {
            files->selectFile(found);
            static_cast<QDialog*>(files)->accept();  // (protected in QFileDialog)
        }
    });
    buttonNamed(box, QStringLiteral("&Locate…"))->click();
    WAIT_UNTIL(test::fullyLoaded(w), 30000);
    EXPECT_EQ(w.session()->path(), found);
    EXPECT_FALSE(isRecentFile(gone));
    EXPECT_TRUE(isRecentFile(found));
    EXPECT_FALSE(QFile::exists(gone));
    waitForRecentFiles();
}

TEST(WorkLost, ADamagedProjectIsCheckedBeforeItReplacesTheOpenOne) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString open = test::demoProjectFile(tmp, QStringLiteral("open"));
    const QString damaged = test::demoProjectFile(tmp, QStringLiteral("damaged"));
    ASSERT_EQ(store::test::rawSql(damaged.toStdString(),
                                  "UPDATE run_queries SET query_id = 99999 WHERE pos = 0"),
              "");
    const QByteArray before = bytesOf(damaged);
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.openProject(open));
    WAIT_UNTIL(test::fullyLoaded(w), 30000);
    const std::int64_t labels = w.definitionsBar()->labelSet();
    ASSERT_NE(labels, 0);

    EXPECT_TRUE(w.openProject(damaged));
    EXPECT_TRUE(w.session()->isOpen()) << "open until the checks pass";
    QMessageBox* refused = nullptr;
    WAIT_UNTIL((refused = w.findChild<QMessageBox*>(QStringLiteral("projectRefused"))), 30000);
    EXPECT_TRUE(refused->text().contains(QStringLiteral("query id 99999")))
        << refused->text().toStdString();
    EXPECT_TRUE(refused->text().contains(QStringLiteral("open.ranklens stays open")));
    EXPECT_EQ(w.session()->path(), open);
    EXPECT_EQ(w.windowTitle(), QStringLiteral("open.ranklens — RankLens"));
    EXPECT_EQ(w.definitionsBar()->labelSet(), labels);
    EXPECT_EQ(bytesOf(damaged), before);
    refused->close();

    // The next import reaches the open project.
    const std::size_t runs = w.session()->data()->runs.size();
    const QString run = tmp.filePath(QStringLiteral("model.run"));
    write(run, "q001 Q0 d1 1 2.0 t\nq001 Q0 d2 2 1.0 t\n");
    w.importFiles({run})->accept();
    WAIT_UNTIL(!w.session()->isBusy() && w.session()->data() &&
                   w.session()->data()->runs.size() == runs + 1,
               30000);
    EXPECT_EQ(w.session()->path(), open);
}

TEST(WorkLost, AnImportWithNoProjectOpenAsksForANewProject) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString damaged = test::demoProjectFile(tmp, QStringLiteral("damaged"));
    ASSERT_EQ(store::test::rawSql(damaged.toStdString(),
                                  "UPDATE run_queries SET query_id = 99999 WHERE pos = 0"),
              "");
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.openProject(damaged));
    WAIT_UNTIL(!w.session()->isOpening(), 30000);
    ASSERT_FALSE(w.session()->isOpen());
    EXPECT_EQ(w.definitionsBar()->labelSet(), 0) << "no label set of a project left";
    for (auto* box : w.findChildren<QMessageBox*>()) box->close();

    const QString fresh = tmp.filePath(QStringLiteral("fresh.ranklens"));
    QStringList asked;
    ModalAnswerer answer([&](QWidget* modal) {
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            asked << box->text();
            if (auto* b = buttonNamed(box, QStringLiteral("&New Project…"))) return b->click();
            box->reject();
        } else if (auto* files = qobject_cast<QFileDialog*>(modal)) {
            files->selectFile(fresh);
            static_cast<QDialog*>(files)->accept();  // (protected in QFileDialog)
        }
    });
    w.importFiles({test::demoInputs()[0]})->accept();
    WAIT_UNTIL(w.session()->isOpen() && !w.session()->isBusy() && w.session()->data() &&
                   w.session()->data()->runs.size() == 1,
               30000);
    EXPECT_EQ(asked.value(0), QStringLiteral("No project is open. Create a new project for these "
                                             "files?"));
    EXPECT_EQ(w.session()->path(), fresh);
    EXPECT_EQ(w.windowTitle(), QStringLiteral("fresh.ranklens — RankLens"));
}

TEST(WorkLost, ANewProjectShowsEveryQueryNotTheLastOnesFilter) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString demo = test::demoProjectFile(tmp);
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.openProject(demo));
    WAIT_UNTIL(test::fullyLoaded(w), 30000);
    QLineEdit* filter = queriesFilter(w);
    ASSERT_TRUE(filter);
    filter->setText(QStringLiteral("q167"));
    ASSERT_EQ(w.queries()->proxy()->rowCount(), 1);
    w.queries()->selectQuery(QStringLiteral("q167"));

    ASSERT_TRUE(w.newProject(tmp.filePath(QStringLiteral("fresh.ranklens"))));
    EXPECT_TRUE(filter->text().isEmpty());
    w.importFiles({test::demoInputs()[0], test::demoInputs()[2]})->accept();
    WAIT_UNTIL(test::fullyLoaded(w), 30000);
    const auto ev = w.evaluation()->current();
    EXPECT_EQ(w.queries()->proxy()->rowCount(), static_cast<int>(ev->qids.size()));
    EXPECT_GT(ev->qids.size(), 1u);
    EXPECT_NE(w.curves()->oneQueryBox()->text(), QStringLiteral("Only query q167"));
}

TEST(WorkLost, AJsonFileThatIsNoExerciseSetIsRefusedByName) {
    QTemporaryDir tmp;
    const QString notes = tmp.filePath(QStringLiteral("notes.json"));
    write(notes, "{\"title\": \"my notes\", \"items\": [1, 2, 3]}");
    MainWindow w;
    EXPECT_EQ(w.openPracticeSet(notes), nullptr);
    EXPECT_TRUE(w.findChildren<PracticeWindow*>().isEmpty()) << "no practice window opened";
    auto* box = w.findChild<QMessageBox*>(QStringLiteral("exerciseSetRefused"));
    ASSERT_TRUE(box);
    EXPECT_TRUE(box->isVisible());
    EXPECT_TRUE(box->text().startsWith(QStringLiteral("notes.json was not opened")))
        << box->text().toStdString();
    EXPECT_TRUE(
        box->detailedText().contains(notes + QStringLiteral(": not a RankLens exercise set")))
        << box->detailedText().toStdString();
}

// q1 lists d1 twice (lines 1 and 3, the second with the higher score); line 2 is malformed.
TEST(WorkLost, ARunListingADocumentTwiceOffersWhichLineToKeep) {
    QTemporaryDir tmp;
    const QString run = tmp.filePath(QStringLiteral("dup.run"));
    write(run, "q1 Q0 d1 1 1.0 t\nq1 Q0 d2 2 oops t\nq1 Q0 d1 3 3.0 t\nq1 Q0 d3 4 2.0 t\n");
    MainWindow w;
    ASSERT_TRUE(w.newProject(tmp.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(!w.session()->isBusy(), 30000);
    QStringList texts, offered;
    ModalAnswerer answer([&](QWidget* modal) {
        auto* box = qobject_cast<QMessageBox*>(modal);
        if (!box) return;
        texts << box->text();
        for (auto* b : box->buttons()) offered << b->text();
        if (auto* keep = buttonNamed(box, QStringLiteral("Keep the &higher score")))
            return keep->click();
        box->reject();
    });
    w.importFiles({run})->accept();
    WAIT_UNTIL(
        !w.session()->isBusy() && w.session()->data() && w.session()->data()->runs.size() == 1,
        30000);
    ASSERT_FALSE(texts.isEmpty());
    EXPECT_TRUE(texts[0].contains(QStringLiteral("line 2: score 'oops' is not a number")))
        << texts[0].toStdString();
    EXPECT_TRUE(texts[0].contains(
        QStringLiteral("query 'q1' lists document 'd1' more than once (lines 1, 3)")))
        << texts[0].toStdString();
    EXPECT_TRUE(offered.contains(QStringLiteral("Keep the &first line")));
    EXPECT_TRUE(offered.contains(QStringLiteral("Leave &out duplicated lines")));
    EXPECT_EQ(texts.size(), 1) << "one box, then the import: no loop";
    core::Run stored = [&] {
        auto st = store::ProjectStore::open(w.session()->path().toStdString());
        return st->loadRun(st->runs().front().id);
    }();
    stored.order(core::TiePolicy::TrecEval);
    ASSERT_EQ(stored.find("q1")->docs.size(), 2u);
    EXPECT_STREQ(stored.find("q1")->docs[0].doc, "d1");  // kept at 3.0
    EXPECT_EQ(stored.find("q1")->docs[0].score, 3.0);
}

TEST(WorkLost, ABinaryFileIsNotTextAndOfferedNothing) {
    QTemporaryDir tmp;
    const QString bin = tmp.filePath(QStringLiteral("model.run"));
    QByteArray bytes;
    for (int i = 0; i < 4096; ++i) bytes.append(static_cast<char>((i * 37) % 256));
    write(bin, bytes);
    ImportReviewDialog review({bin});
    EXPECT_EQ(review.table()->item(0, 1)->text(), QStringLiteral("not text"));
    EXPECT_FALSE(review.kindBox(0)->isEnabled());
    EXPECT_TRUE(review.files().isEmpty());
    auto* buttons = review.findChild<QDialogButtonBox*>();
    ASSERT_TRUE(buttons);
    EXPECT_FALSE(buttons->button(QDialogButtonBox::Ok)->isEnabled());
    auto* why = review.findChild<QLabel*>(QStringLiteral("importNothing"));
    ASSERT_TRUE(why);
    EXPECT_EQ(why->text(),
              QStringLiteral("model.run: not a text file (binary content); it cannot be imported"));
}

}  // namespace
}  // namespace ranklens::ui
