// File → New Project → Replace (issue 33, item 1): nothing of the project left stays in view —
// the ranking is empty, the curves show no query and grading is impossible until data arrives.
#include <gtest/gtest.h>

#include <QCheckBox>
#include <QTemporaryDir>
#include <QTest>

#include "tests/support/wait_until.h"
#include "tests/ui/project_file_test_util.h"
#include "ui/app/main_window.h"
#include "ui/curves/curves_view.h"
#include "ui/plot/plot_widget.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {
namespace {

TEST(NewProject, ReplacingShowsNoQueryOfTheOldProjectAndGradesNothing) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString demo = test::demoProjectFile(tmp);
    MainWindow w;
    w.resize(1366, 768);
    w.show();
    ASSERT_TRUE(w.openProject(demo));
    WAIT_UNTIL(test::fullyLoaded(w), 30000);
    const QString qid = QString::fromStdString(w.evaluation()->current()->qids.front());
    w.showQuery(qid, 0);
    w.curves()->oneQueryBox()->setChecked(true);
    ASSERT_GT(w.ranking()->model()->rowCount(), 0);
    ASSERT_TRUE(w.curves()->oneQueryBox()->text().contains(qid));

    const QString fresh = tmp.filePath(QStringLiteral("fresh.ranklens"));
    ASSERT_TRUE(w.newProject(fresh));
    WAIT_UNTIL(w.session()->isOpen() && !w.session()->isBusy(), 30000);
    QTest::qWait(50);

    EXPECT_TRUE(w.ranking()->qid().isEmpty());
    EXPECT_EQ(w.ranking()->model()->rowCount(), 0);
    EXPECT_FALSE(w.curves()->oneQueryBox()->isChecked());
    EXPECT_FALSE(w.curves()->oneQueryBox()->isEnabled());
    EXPECT_FALSE(w.curves()->oneQueryBox()->text().contains(qid));
    EXPECT_FALSE(w.curves()->plot()->title().contains(qid));
    // The old project's means leave the title once the new (empty) evaluation is published.
    WAIT_UNTIL(!w.curves()->plot()->title().contains(QStringLiteral("309")), 10000);

    // A grade key in the (empty) ranking writes nothing into the new project.
    w.ranking()->listView()->setFocus();
    QTest::keyClick(w.ranking()->listView(), Qt::Key_2);
    QTest::qWait(50);
    ASSERT_TRUE(w.session()->data());
    EXPECT_TRUE(w.session()->data()->labelSets.empty());
}

}  // namespace
}  // namespace ranklens::ui
