// Help → About names what a bug report needs, and opening a second project asks first.
#include <gtest/gtest.h>

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTimer>

#include "core/version.h"
#include "ui/app/about_dialog.h"
#include "ui/app/project_open_choice.h"

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

}  // namespace
