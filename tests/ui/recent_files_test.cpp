// The "Open Recent" list (ui/app/recent_files.h): the list comes back at once, newest first, once
// each, eight at most; the settings file gets it on a thread of its own, in order.
#include <gtest/gtest.h>

#include <QMenu>
#include <QSettings>

#include "ui/app/recent_files.h"

namespace ranklens::ui {
namespace {

QStringList stored() {
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

TEST(RecentFiles, NewestFirstOnceEachEightAtMostAndWrittenInOrder) {
    QSettings().remove(QStringLiteral("recentFiles"));
    EXPECT_EQ(rememberRecentFile(QStringLiteral("/p/a.ranklens")),
              QStringList{QStringLiteral("/p/a.ranklens")});
    EXPECT_EQ(rememberRecentFile(QStringLiteral("/p/b.ranklens")),
              (QStringList{QStringLiteral("/p/b.ranklens"), QStringLiteral("/p/a.ranklens")}));
    // a again: moved to the front, not listed twice (even before the writes are done)
    EXPECT_EQ(rememberRecentFile(QStringLiteral("/p/a.ranklens")),
              (QStringList{QStringLiteral("/p/a.ranklens"), QStringLiteral("/p/b.ranklens")}));
    QStringList last;
    for (int i = 0; i < 10; ++i) last = rememberRecentFile(QStringLiteral("/p/%1").arg(i));
    ASSERT_EQ(last.size(), 8);
    EXPECT_EQ(last.front(), QStringLiteral("/p/9"));
    EXPECT_EQ(last.back(), QStringLiteral("/p/2"));
    waitForRecentFiles();
    EXPECT_EQ(stored(), last);  // the newest list is the one on disk

    QMenu menu;
    fillRecentMenu(
        &menu, &menu, [](const QString&) {}, &last);
    ASSERT_EQ(menu.actions().size(), 8);
    EXPECT_EQ(menu.actions().front()->text(), QStringLiteral("9"));
    EXPECT_EQ(menu.actions().front()->toolTip(), QStringLiteral("/p/9"));
    EXPECT_TRUE(menu.isEnabled());
    QSettings().remove(QStringLiteral("recentFiles"));
}

}  // namespace
}  // namespace ranklens::ui
