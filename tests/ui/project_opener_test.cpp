// ProjectOpener: opening a project by path. A good file opens in the background with its title
// at once and the data's tools off until it is loaded; a missing file is said by name (with where
// it was) and never created; a broken file is refused with a message naming it and is not
// changed, and a damaged one that would replace the open project is refused by the checks before
// it, leaving that project open. Built on the window's parts (tests/ui/window_parts.h) with a
// real session, no MainWindow.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QTemporaryDir>

#include "tests/store/damage_util.h"
#include "tests/store/store_test_util.h"
#include "tests/support/wait_until.h"
#include "tests/ui/project_file_test_util.h"
#include "tests/ui/window_parts.h"

namespace ranklens::ui {
namespace {

QByteArray projectBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

class ProjectOpenerTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(tmp.isValid());
        parts.window.show();
    }

    // A project whose ranking names a query the file does not have (the checks refuse it).
    QString damagedProject() {
        const QString path = test::demoProjectFile(tmp, QStringLiteral("damaged"));
        EXPECT_EQ(store::test::rawSql(path.toStdString(),
                                      "UPDATE run_queries SET query_id = 99999 WHERE pos = 0"),
                  "");
        return path;
    }
    // A file with text in it, not a project.
    QString brokenFile() {
        const QString path = tmp.filePath(QStringLiteral("broken.ranklens"));
        store::test::writeFile(path.toStdString(), "q1 Q0 d1 1 1 run\n");
        return path;
    }
    QMessageBox* box(const QString& name = QString()) {
        return parts.window.findChild<QMessageBox*>(name);
    }

    test::TempCache cache;  // no results snapshot: a first open
    QTemporaryDir tmp;
    test::WindowParts parts;
};

TEST_F(ProjectOpenerTest, GoodProjectOpensInTheBackgroundWithItsTitleAtOnce) {
    const QString path = test::demoProjectFile(tmp);
    ASSERT_TRUE(parts.opener->openProject(path));
    EXPECT_TRUE(parts.session->isOpening());
    EXPECT_EQ(parts.window.windowTitle(), QStringLiteral("demo.ranklens — RankLens"));
    EXPECT_FALSE(parts.bar->isEnabled());  // the data's tools off while it loads
    WAIT_UNTIL(parts.session->isOpen() && !parts.session->isBusy() && parts.session->data(), 30000);
    EXPECT_EQ(parts.session->path(), path);
    EXPECT_EQ(parts.session->data()->runInfos.size(), 2u);
    EXPECT_FALSE(box());
}

TEST_F(ProjectOpenerTest, MissingFileIsSaidByNameAndNeverCreated) {
    const QString path = tmp.filePath(QStringLiteral("moved.ranklens"));
    EXPECT_FALSE(parts.opener->openProject(path));
    QMessageBox* missing = box(QStringLiteral("projectMissing"));
    ASSERT_TRUE(missing);
    EXPECT_EQ(missing->text(), QStringLiteral("moved.ranklens no longer exists."));
    EXPECT_TRUE(missing->informativeText().contains(QDir::toNativeSeparators(path)));
    EXPECT_FALSE(QFileInfo::exists(path));
    EXPECT_FALSE(parts.session->isOpen());
    EXPECT_FALSE(parts.session->isOpening());
}

TEST_F(ProjectOpenerTest, BrokenFileIsRefusedByNameAndNotChanged) {
    const QString path = brokenFile();
    const QByteArray before = projectBytes(path);
    parts.opener->openProject(path);
    WAIT_UNTIL(box() && !parts.session->isOpening(), 30000);
    const QString text = box()->text();
    EXPECT_TRUE(text.startsWith(QStringLiteral("Could not open %1:\n").arg(path)))
        << text.toStdString();
    EXPECT_GT(text.size(), QStringLiteral("Could not open %1:\n").arg(path).size());  // why
    EXPECT_FALSE(parts.session->isOpen());
    EXPECT_EQ(parts.window.windowTitle(), QStringLiteral("RankLens"));
    EXPECT_TRUE(parts.bar->isEnabled());  // not left loading
    EXPECT_EQ(projectBytes(path), before);
}

TEST_F(ProjectOpenerTest, DamagedProjectReplacingTheOpenOneIsRefusedAndLeavesItOpen) {
    const QString good = test::demoProjectFile(tmp);
    ASSERT_TRUE(parts.opener->openProject(good));
    WAIT_UNTIL(parts.session->isOpen() && !parts.session->isBusy(), 30000);
    const QString broken = damagedProject();
    const QByteArray before = projectBytes(broken);
    ASSERT_TRUE(parts.opener->openProject(broken));  // checked first, in the background
    WAIT_UNTIL(box(QStringLiteral("projectRefused")), 30000);
    const QString text = box(QStringLiteral("projectRefused"))->text();
    EXPECT_TRUE(text.startsWith(QStringLiteral("Could not open %1:\n").arg(broken)))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("query id 99999"))) << text.toStdString();
    EXPECT_TRUE(text.endsWith(QStringLiteral("demo.ranklens stays open."))) << text.toStdString();
    EXPECT_TRUE(parts.session->isOpen());
    EXPECT_EQ(parts.session->path(), good);
    EXPECT_EQ(projectBytes(broken), before);
}

}  // namespace
}  // namespace ranklens::ui
