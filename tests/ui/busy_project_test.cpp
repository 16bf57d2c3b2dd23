// A project another program is writing to (issue 35, item 18): a grade pressed in the GUI
// froze the window for SQLite's 10 s busy wait, then said "database is locked". Now the GUI
// thread waits briefly (ProjectSession::kGuiBusyWaitMs), says the project is busy and that
// nothing was saved, and nothing is half-written.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

#include "core/store/project_store.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {
namespace {

// Another connection holding the project's write lock until it goes.
class WriteLock {
  public:
    explicit WriteLock(const QString& path) {
        EXPECT_EQ(sqlite3_open(path.toUtf8().constData(), &db_), SQLITE_OK);
        EXPECT_EQ(sqlite3_exec(db_, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr), SQLITE_OK);
    }
    ~WriteLock() {
        sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
        sqlite3_close(db_);
    }
    WriteLock(const WriteLock&) = delete;
    WriteLock& operator=(const WriteLock&) = delete;

  private:
    sqlite3* db_ = nullptr;
};

TEST(BusyProject, AGradeOnABusyProjectIsReportedAsBusyAndNothingIsStored) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.ranklens"));
    ProjectSession session;
    ASSERT_TRUE(session.open(path));
    QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy() && session.data(), 30000);
    QString error;
    QElapsedTimer waited;
    {
        const WriteLock lock(path);
        waited.start();
        EXPECT_FALSE(session.setLabel(QStringLiteral("q1"), QStringLiteral("d1"), 2, &error));
    }
    // Measured, not asserted: the GUI thread waits kGuiBusyWaitMs, not SQLite's 10 s.
    std::printf("a grade on a busy project was refused after %lld ms\n",
                static_cast<long long>(waited.elapsed()));
    EXPECT_TRUE(
        error.startsWith(QStringLiteral("The project is busy: another program is writing "
                                        "to it. Nothing was saved")))
        << error.toStdString();
    // Nothing half-written: no label set, no label; the next grade is saved.
    auto st = store::ProjectStore::open(path.toStdString());
    EXPECT_TRUE(st->labelSets().empty());
    EXPECT_TRUE(session.setLabel(QStringLiteral("q1"), QStringLiteral("d1"), 2, &error))
        << error.toStdString();
    ASSERT_EQ(st->labelSets().size(), 1u);
    EXPECT_EQ(st->loadLabels(st->labelSets()[0].id).totalJudgments(), 1u);
}

}  // namespace
}  // namespace ranklens::ui
