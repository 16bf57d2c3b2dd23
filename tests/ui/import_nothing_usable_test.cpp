// An import that yields nothing usable is refused (issue 33, item 3): a binary file offered
// "Import skipping bad lines" and, accepted, stored an empty run (0 queries) that then sat in
// every view. Now the retry says nothing in it is usable, stores nothing, and offers no skip.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

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

TEST(ImportNothingUsable, ABinaryFileIsRefusedEvenSkippingBadLinesAndStoresNothing) {
    Language::install(QStringLiteral("en"));
    QTemporaryDir dir;
    const QString binary = writeBinary(dir);
    MainWindow w;
    ASSERT_TRUE(w.session()->open(dir.filePath(QStringLiteral("p.ranklens"))));
    QTRY_VERIFY_WITH_TIMEOUT(!w.session()->isBusy(), 30000);
    QStringList boxes;
    bool skipOffered = false;
    QTimer clicker;
    QObject::connect(&clicker, &QTimer::timeout, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        boxes << box->text();
        for (QAbstractButton* b : box->buttons())
            if (b->text() == QStringLiteral("Import &skipping bad lines")) {
                skipOffered = true;
                return b->click();
            }
        box->reject();
    });
    clicker.start(10);
    QSignalSpy finished(w.session(), &ProjectSession::importFinished);
    w.importFiles({binary})->accept();  // the review step, accepted as shown
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() && !w.session()->isBusy(), 30000);
    QTest::qWait(300);  // room for the retry and its box
    QTRY_VERIFY_WITH_TIMEOUT(!w.session()->isBusy(), 30000);
    QTest::qWait(200);
    ASSERT_FALSE(boxes.isEmpty());
    // Skipping was offered for its bad lines; the retry says that nothing in it is usable, and
    // nothing is stored: no run, no label set.
    EXPECT_FALSE(finished.last().at(0).toBool());
    EXPECT_TRUE(skipOffered) << boxes.join(QStringLiteral(" | ")).toStdString();
    if (skipOffered) {
        ASSERT_EQ(boxes.size(), 2) << boxes.join(QStringLiteral(" | ")).toStdString();
        EXPECT_TRUE(boxes[1].contains(QRegularExpression(QStringLiteral(
            "^a.out.run: not imported, nothing in it is usable \\(all \\d+ lines were bad and "
            "skipped\\). Nothing was stored.$"))))
            << boxes[1].toStdString();
    }
    ASSERT_TRUE(w.session()->data());
    EXPECT_TRUE(w.session()->data()->runs.empty());
    EXPECT_TRUE(w.session()->data()->labelSets.empty());
}

}  // namespace
}  // namespace ranklens::ui
