// Help → About names what a bug report needs and where a learner goes next; opening a second
// project (the demo too) asks first, and a new window opens beside the first, not on top.
#include <gtest/gtest.h>

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "core/base/version.h"
#include "tests/support/wait_until.h"
#include "ui/app/about_dialog.h"
#include "ui/app/main_window.h"
#include "ui/app/project_open_choice.h"
#include "ui/project/project_session.h"

namespace {

using namespace ranklens::ui;

TEST(About, NamesTheVersionsAndTheLicense) {
    const QString html = AboutDialog::aboutHtml();
    const QString version = QString::fromUtf8(ranklens::kVersion.data(),
                                              static_cast<qsizetype>(ranklens::kVersion.size()));
    EXPECT_TRUE(html.contains(QStringLiteral("RankLens ") + version)) << html.toStdString();
    EXPECT_TRUE(html.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())));
    EXPECT_TRUE(html.contains(QRegularExpression(QStringLiteral("QCustomPlot \\d+\\.\\d+"))));
    EXPECT_TRUE(html.contains(QRegularExpression(QStringLiteral("SQLite 3\\.\\d+"))));
    EXPECT_TRUE(html.contains(QStringLiteral("GPL-3.0-or-later")));
}

// Issue 45 item 16: About sent users to "README.md in the source folder", a developer's file a
// package does not have. It names the help inside RankLens instead: lessons, practice and the
// glossary (F1).
TEST(About, SendsALearnerToTheHelpInsideRankLens) {
    const QString html = AboutDialog::aboutHtml();
    EXPECT_FALSE(html.contains(QStringLiteral("README"))) << html.toStdString();
    EXPECT_FALSE(html.contains(QStringLiteral("source folder")));
    for (const char* way : {"Help → Lessons", "Help → Practice", "Help → Glossary"})
        EXPECT_TRUE(html.contains(QString::fromUtf8(way))) << way;
}

// Clicks the button whose text contains `label` in the message box that opens next.
void clickNext(const QString& label) {
    QTimer::singleShot(0, [label] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        ASSERT_NE(box, nullptr);
        for (QAbstractButton* b : box->buttons())
            if (b->text().remove(QLatin1Char('&')).contains(label)) {
                b->click();
                return;
            }
        ADD_FAILURE() << "no button " << label.toStdString();
    });
}

TEST(OpenSecondProject, AsksNewWindowOrReplace) {
    clickNext(QStringLiteral("Replace"));
    EXPECT_EQ(
        askHowToOpen(nullptr, QStringLiteral("/a/one.ranklens"), QStringLiteral("/b/two.ranklens")),
        OpenChoice::Replace);
    clickNext(QStringLiteral("New Window"));
    EXPECT_EQ(
        askHowToOpen(nullptr, QStringLiteral("/a/one.ranklens"), QStringLiteral("/b/two.ranklens")),
        OpenChoice::NewWindow);
    clickNext(QStringLiteral("Cancel"));
    EXPECT_EQ(
        askHowToOpen(nullptr, QStringLiteral("/a/one.ranklens"), QStringLiteral("/b/two.ranklens")),
        OpenChoice::Cancel);
}

// Issue 45 item 16: File → Open Demo Project replaced the open project without the question
// File → Open asks. Asked now; Cancel keeps the open project.
TEST(OpenSecondProject, OpenDemoAsksWhenAnotherProjectIsOpen) {
    QTemporaryDir tmp;
    const QString own = tmp.filePath(QStringLiteral("own.ranklens"));
    MainWindow w;
    ASSERT_TRUE(w.newProject(own));
    WAIT_UNTIL(w.session()->isOpen() && !w.session()->isBusy(), 20000);
    QString asked;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        asked = box->text();
        box->button(QMessageBox::Cancel)->click();
    });
    answer.start(10);
    w.openDemo();
    answer.stop();
    EXPECT_TRUE(asked.contains(QStringLiteral("own.ranklens is open"))) << asked.toStdString();
    EXPECT_TRUE(asked.contains(QStringLiteral("demo.ranklens"))) << asked.toStdString();
    QTest::qWait(200);
    EXPECT_EQ(w.session()->path(), own);
}

// Issue 45 item 16: New Window opened exactly on top of the first window (both restored the
// same saved geometry). It opens cascaded: a title bar's height down and right, same size.
TEST(OpenSecondProject, ANewWindowIsCascadedFromTheFirst) {
    QWidget first;
    const QRect room = first.screen()->availableGeometry();
    first.setGeometry(room.left() + 100, room.top() + 100, 640, 400);
    const QStringList args = newWindowArguments(QStringLiteral("/b/two.ranklens"), &first);
    ASSERT_EQ(args.size(), 3) << args.join(' ').toStdString();
    EXPECT_EQ(args[0], QStringLiteral("--window-geometry"));
    EXPECT_EQ(args[2], QStringLiteral("/b/two.ranklens"));
    const QStringList v = args[1].split(QLatin1Char(','));
    ASSERT_EQ(v.size(), 4);
    const QRect g(v[0].toInt(), v[1].toInt(), v[2].toInt(), v[3].toInt());
    EXPECT_GE(g.x() - first.x(), 16);
    EXPECT_EQ(g.x() - first.x(), g.y() - first.y());
    EXPECT_EQ(g.size(), first.size());
    // A window filling the screen: the next one is cascaded and made smaller, not pushed off.
    first.setGeometry(room.adjusted(0, 30, 0, 0));
    const QRect full = cascadedGeometry(&first);
    EXPECT_GT(full.x(), first.x());
    EXPECT_TRUE(room.contains(full)) << full.x() << "," << full.y() << " " << full.width();
    // The demo has no file yet: the new window is started without one, and builds it.
    EXPECT_EQ(newWindowArguments(QString(), nullptr), QStringList());
}

}  // namespace
