// trec_eval's preference judgments (its -R prefs format) in the import review (issue 33): the
// review said "unknown" without a reason and offered every kind for it. Now it names the file as
// preference judgments, says in the user's words why it cannot be imported, and offers no kind
// and no Import for it; in 简体中文 the reason is Chinese.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "tests/support/wait_until.h"
#include "ui/app/language.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {
namespace {

QString prefsDataFile(const char* name) {
    return QStringLiteral(RANKLENS_TEST_DATA "/trec_eval/test/") + QLatin1String(name);
}

class ImportPrefs : public ::testing::Test {
  protected:
    void SetUp() override { Language::install(QStringLiteral("en")); }
    void TearDown() override { Language::install(QStringLiteral("en")); }
};

QPushButton* prefsImportButton(const ImportReviewDialog& review) {
    const auto* buttons = review.findChild<QDialogButtonBox*>();
    return buttons ? buttons->button(QDialogButtonBox::Ok) : nullptr;
}

QString prefsReasons(const ImportReviewDialog& review) {
    const auto* label = review.findChild<QLabel*>(QStringLiteral("importNothing"));
    return label && !label->isHidden() ? label->text() : QString();
}

TEST_F(ImportPrefs, APrefsFileBesideQrelsIsNamedWithItsReasonAndLeftOut) {
    const QString prefs = prefsDataFile("prefs.test"), qrels = prefsDataFile("qrels.test");
    ImportReviewDialog review({prefs, qrels});
    EXPECT_EQ(review.table()->item(0, 1)->text(), QStringLiteral("preference judgments"));
    const QString why = QStringLiteral(
        "prefs.test: preference judgments (trec_eval's prefs format) cannot be imported yet");
    EXPECT_EQ(review.table()->item(0, 1)->toolTip(), why);
    EXPECT_EQ(prefsReasons(review), why);
    ASSERT_NE(review.kindBox(0), nullptr);
    EXPECT_FALSE(review.kindBox(0)->isEnabled());
    EXPECT_EQ(review.files(), QStringList{qrels});  // only the qrels are imported
    EXPECT_EQ(review.table()->item(1, 1)->text(), QStringLiteral("labels (qrels)"));
    ASSERT_NE(prefsImportButton(review), nullptr);
    EXPECT_TRUE(prefsImportButton(review)->isEnabled());
}

TEST_F(ImportPrefs, PrefsFilesAloneOfferNoImport) {
    // trec_eval 10.0's prefs file with comment lines too.
    ImportReviewDialog review({prefsDataFile("prefs.test"), prefsDataFile("prefs.comment.test")});
    EXPECT_TRUE(review.files().isEmpty());
    ASSERT_NE(prefsImportButton(review), nullptr);
    EXPECT_FALSE(prefsImportButton(review)->isEnabled());
    EXPECT_TRUE(prefsReasons(review).contains(QStringLiteral(
        "prefs.comment.test: preference judgments (trec_eval's prefs format) cannot be "
        "imported yet")))
        << prefsReasons(review).toStdString();
    EXPECT_EQ(review.table()->item(1, 1)->text(), QStringLiteral("preference judgments"));
}

TEST_F(ImportPrefs, TheReasonIsChineseInChinese) {
    ASSERT_TRUE(Language::install(QStringLiteral("zh_CN")));
    ImportReviewDialog review({prefsDataFile("prefs.test")});
    const QString why = prefsReasons(review);
    EXPECT_TRUE(why.startsWith(QStringLiteral("prefs.test："))) << why.toStdString();
    EXPECT_FALSE(why.contains(QStringLiteral("cannot"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("偏好"))) << why.toStdString();
    EXPECT_NE(review.table()->item(0, 1)->text(), QStringLiteral("preference judgments"));
}

// Imported without the review (a drop handled by a script): refused with the same reason and
// nothing stored.
TEST_F(ImportPrefs, TheSessionRefusesAPrefsFileWithTheReason) {
    QTemporaryDir dir;
    ProjectSession session;
    ASSERT_TRUE(session.open(dir.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(!session.isBusy(), 20000);
    QSignalSpy finished(&session, &ProjectSession::importFinished);
    session.importFiles({prefsDataFile("prefs.test")});
    WAIT_UNTIL(finished.count() == 1 && !session.isBusy(), 20000);
    EXPECT_FALSE(finished.front().at(0).toBool());
    EXPECT_EQ(finished.front().at(1).toStringList(),
              QStringList{QStringLiteral("prefs.test: preference judgments (trec_eval's prefs "
                                         "format) cannot be imported yet")});
    ASSERT_NE(session.data(), nullptr);
    EXPECT_TRUE(session.data()->runInfos.empty());
    EXPECT_TRUE(session.data()->labelSets.empty());
}

}  // namespace
}  // namespace ranklens::ui
