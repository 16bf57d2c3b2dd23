// File > Import Subtopic Labels…: a good diversity qrels file arrives as a subtopic label set
// that the next project snapshot carries to the ranking view (its intent-aware rows appear);
// a file with a bad line is refused with the file, the line and what was wrong, and nothing is
// stored; an empty file is called empty.
#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "tests/support/wait_until.h"
#include "tests/ui/import_test_util.h"
#include "ui/app/language.h"
#include "ui/project/project_session.h"
#include "ui/project/subtopic_import.h"
#include "ui/ranking/inspector_input.h"
#include "ui_test_util.h"

namespace ranklens::ui {
namespace {

using test::write;

class SubtopicImportTest : public test::OpenSessionTest {
  protected:
    void waitIdle() { WAIT_UNTIL(!session.isBusy(), 30000); }
};

}  // namespace

TEST_F(SubtopicImportTest, BadLineIsRefusedWithFileLineAndNothingStored) {
    // Line 3 has three fields.
    const QString bad = write(dir, "div.qrels", "q1 1 d1 1\nq1 2 d2 1\nq1 2 d3\n");
    const auto r = SubtopicImport::importFile(session, bad);
    EXPECT_FALSE(r.ok);
    const QString text = r.messages.join('\n');
    EXPECT_TRUE(text.startsWith("div.qrels: not imported:")) << text.toStdString();
    EXPECT_TRUE(text.contains("line 3:")) << text.toStdString();
    EXPECT_TRUE(text.contains("Nothing was stored")) << text.toStdString();
    waitIdle();
    ASSERT_TRUE(session.data());
    EXPECT_EQ(session.data()->subtopicLabels, nullptr);

    const QString empty = write(dir, "empty.qrels", "");
    const auto e = SubtopicImport::importFile(session, empty);
    EXPECT_FALSE(e.ok);
    EXPECT_TRUE(e.messages.join('\n').contains("empty.qrels: the file is empty"));
}

TEST_F(SubtopicImportTest, GoodFileReachesTheRankingInput) {
    const QString good = write(dir, "div.qrels", "q1 1 d1 1\nq1 2 d2 1\nq1 2 d3 0\nq2 1 d9 1\n");
    const auto r = SubtopicImport::importFile(session, good);
    ASSERT_TRUE(r.ok) << r.messages.join('\n').toStdString();
    EXPECT_EQ(r.messages.value(0), "div.qrels: subtopic labels imported \u2014 4 judgments");
    waitIdle();
    const auto data = session.data();
    ASSERT_TRUE(data && data->subtopicLabels);
    EXPECT_EQ(data->subtopicLabelSetName, "div.qrels");
    const core::DiversityQuery* q1 = data->subtopicLabels->find("q1");
    ASSERT_NE(q1, nullptr);
    EXPECT_EQ(q1->subtopics.size(), 2u);
    // The ranking view's input carries them.
    const RankingInput in = makeRankingInput(*data, 0, QStringLiteral("q1"), {});
    EXPECT_EQ(in.subtopicLabels, data->subtopicLabels);
}

}  // namespace ranklens::ui
