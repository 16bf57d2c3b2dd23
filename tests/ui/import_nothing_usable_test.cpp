// An import that yields nothing usable is refused (issue 33, item 3): a binary file offered
// "Import skipping bad lines" and, accepted, stored an empty run (0 queries) that then sat in
// every view. Now the review names a binary file as not text; a file of only bad lines is
// refused even skipping them, storing nothing; a file with a header and no rows is named in the
// review as having nothing to import.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "tests/support/wait_until.h"
#include "tests/ui/import_test_util.h"
#include "ui/app/language.h"
#include "ui/app/main_window.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {
namespace {

// A real ELF executable (/bin/true), named like a run.
QString writeBinary(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("a.out.run"));
    EXPECT_TRUE(QFile::copy(QStringLiteral("/bin/true"), path));
    return path;
}

// A run file in TREC's six columns whose every line has a word where the rank and the score go.
QString writeAllLinesBad(const QTemporaryDir& dir) {
    QFile f(dir.filePath(QStringLiteral("all_bad.run")));
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("q1 Q0 d1 first high tag\nq1 Q0 d2 second low tag\nq2 Q0 d3 first high tag\n");
    return f.fileName();
}

// A binary file is named in the review as not text, offered no kind and no Import (issue 45;
// it was offered Import, then "Import skipping bad lines"). Accepted anyway, nothing is stored
// and no box appears.
TEST(ImportNothingUsable, ABinaryFileIsNotTextInTheReviewAndStoresNothing) {
    Language::install(QStringLiteral("en"));
    QTemporaryDir dir;
    const QString binary = writeBinary(dir);
    MainWindow w;
    ASSERT_TRUE(w.session()->open(dir.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(!w.session()->isBusy(), 30000);
    test::SkipBadLinesAnswerer answerer;
    ImportReviewDialog* review = w.importFiles({binary});
    ASSERT_NE(review, nullptr);
    EXPECT_TRUE(review->files().isEmpty());
    EXPECT_EQ(review->table()->item(0, 1)->text(), QStringLiteral("not text"));
    EXPECT_FALSE(review->kindBox(0)->isEnabled());
    const auto* buttons = review->findChild<QDialogButtonBox*>();
    ASSERT_NE(buttons, nullptr);
    EXPECT_FALSE(buttons->button(QDialogButtonBox::Ok)->isEnabled());
    review->accept();
    QTest::qWait(300);
    WAIT_UNTIL(!w.session()->isBusy(), 30000);
    EXPECT_TRUE(answerer.boxes.isEmpty())
        << answerer.boxes.join(QStringLiteral(" | ")).toStdString();
    ASSERT_TRUE(w.session()->data());
    EXPECT_TRUE(w.session()->data()->runs.empty());
    EXPECT_TRUE(w.session()->data()->labelSets.empty());
}

// A text file whose every line is bad (issue 33, item 3): the failure offers "Import skipping
// bad lines"; the retry says that nothing in it is usable, stores nothing, and offers no skip.
TEST(ImportNothingUsable, AFileOfOnlyBadLinesIsRefusedEvenSkippingThemAndStoresNothing) {
    Language::install(QStringLiteral("en"));
    QTemporaryDir dir;
    const QString bad = writeAllLinesBad(dir);
    MainWindow w;
    ASSERT_TRUE(w.session()->open(dir.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(!w.session()->isBusy(), 30000);
    test::SkipBadLinesAnswerer answerer;
    QSignalSpy finished(w.session(), &ProjectSession::importFinished);
    w.importFiles({bad})->accept();  // the review step, accepted as shown
    WAIT_UNTIL(finished.size() == 2 && !w.session()->isBusy(), 30000);
    WAIT_UNTIL(answerer.boxes.size() == 2, 5000);
    EXPECT_FALSE(finished.last().at(0).toBool());
    EXPECT_TRUE(answerer.skipOffered) << answerer.boxes.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(answerer.boxes[1].contains(QRegularExpression(QStringLiteral(
        "^all_bad.run: not imported, nothing in it is usable \\(all 3 lines were bad and "
        "skipped\\). Nothing was stored.$"))))
        << answerer.boxes[1].toStdString();
    ASSERT_TRUE(w.session()->data());
    EXPECT_TRUE(w.session()->data()->runs.empty());
    EXPECT_TRUE(w.session()->data()->labelSets.empty());
}

// A CSV run or labels file with its header line and no data line (also when it is not called
// .csv): the review says there is nothing to import, naming the file and why, and offers no
// kind and no Import (it offered "run" and Import; the failure box then offered "Import
// skipping bad lines"). Accepted anyway, nothing is stored and no box appears.
TEST(ImportNothingUsable, AHeaderWithoutRowsHasNothingToImportInTheReview) {
    Language::install(QStringLiteral("en"));
    QTemporaryDir dir;
    const auto write = [&](const char* name, const char* text) {
        QFile f(dir.filePath(QString::fromLatin1(name)));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(text);
        return f.fileName();
    };
    const QString run = write("run.csv", "qid,docid,score\n");
    const QString labels = write("grades.csv", "query_id,doc_id,label\r\n\r\n");
    const QString named = write("scores.txt", "user_id,item_id,score\n");
    MainWindow w;
    ASSERT_TRUE(w.session()->open(dir.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(!w.session()->isBusy(), 30000);
    ImportReviewDialog* review = w.importFiles({run, labels, named});
    ASSERT_NE(review, nullptr);
    EXPECT_TRUE(review->files().isEmpty()) << "nothing to import from any of them";
    for (int row = 0; row < 3; ++row) {
        EXPECT_EQ(review->table()->item(row, 1)->text(), QStringLiteral("nothing to import"));
        EXPECT_FALSE(review->kindBox(row)->isEnabled()) << row;
    }
    const auto* why = review->findChild<QLabel*>(QStringLiteral("importNothing"));
    ASSERT_NE(why, nullptr);
    EXPECT_FALSE(why->isHidden());
    for (const char* name : {"run.csv", "grades.csv", "scores.txt"})
        EXPECT_TRUE(why->text().contains(QStringLiteral("%1: the file is empty (a header, no rows)")
                                             .arg(QString::fromLatin1(name))))
            << why->text().toStdString();
    const auto* buttons = review->findChild<QDialogButtonBox*>();
    ASSERT_NE(buttons, nullptr);
    EXPECT_FALSE(buttons->button(QDialogButtonBox::Ok)->isEnabled());
    QStringList boxes;
    QTimer watcher;
    QObject::connect(&watcher, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            boxes << box->text();
            box->reject();
        }
    });
    watcher.start(10);
    review->accept();
    QTest::qWait(300);
    WAIT_UNTIL(!w.session()->isBusy(), 30000);
    EXPECT_TRUE(boxes.isEmpty()) << boxes.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(w.session()->data()->runs.empty());
    EXPECT_TRUE(w.session()->data()->labelSets.empty());
}

// A header-only file beside a real one: only the real one is imported.
TEST(ImportNothingUsable, AHeaderOnlyFileBesideARealOneLeavesTheRealOneToImport) {
    Language::install(QStringLiteral("en"));
    QTemporaryDir dir;
    QFile empty(dir.filePath(QStringLiteral("empty.csv")));
    ASSERT_TRUE(empty.open(QIODevice::WriteOnly));
    empty.write("qid,docid,score\n");
    empty.close();
    QFile real(dir.filePath(QStringLiteral("real.csv")));
    ASSERT_TRUE(real.open(QIODevice::WriteOnly));
    real.write("qid,docid,score\nq1,d1,0.5\n");
    real.close();
    ImportReviewDialog review({empty.fileName(), real.fileName()});
    EXPECT_EQ(review.files(), QStringList{real.fileName()});
    EXPECT_EQ(review.table()->item(1, 1)->text(), QStringLiteral("run"));
    EXPECT_TRUE(review.kindBox(1)->isEnabled());
    const auto* buttons = review.findChild<QDialogButtonBox*>();
    ASSERT_NE(buttons, nullptr);
    EXPECT_TRUE(buttons->button(QDialogButtonBox::Ok)->isEnabled());
}

}  // namespace
}  // namespace ranklens::ui
