// Deleting a run (issue 33, item 3): File → Delete Run… asks which run and confirms; the run
// leaves every view at once, Edit → Undo brings it back, and the store deletes it only when
// the project is closed (undoable until then).
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include "core/store/project_store.h"
#include "tests/support/wait_until.h"
#include "tests/ui/project_file_test_util.h"
#include "tests/ui/ui_test_util.h"
#include "ui/app/main_window.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {
namespace {

using ranklens::ui::test::action;

bool evaluatedRuns(MainWindow& w, std::size_t n) {
    return test::fullyLoaded(w) && w.evaluation()->current()->runs.size() == n;
}

TEST(DeleteRun, ConfirmedUndoableAndGoneFromTheStoreOnlyAtClose) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString path = test::demoProjectFile(tmp);
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.openProject(path));
    WAIT_UNTIL(evaluatedRuns(w, 2), 30000);

    // The menu: pick new_model, confirm.
    QStringList asked;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* pick = qobject_cast<QInputDialog*>(modal)) {
            asked << pick->labelText();
            pick->setTextValue(QStringLiteral("new_model.run"));
            pick->accept();
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            asked << box->text();
            box->button(QMessageBox::Yes)->click();
        }
    });
    answer.start(10);
    ASSERT_TRUE(action(w, QStringLiteral("De&lete Run…")));
    action(w, QStringLiteral("De&lete Run…"))->trigger();
    answer.stop();
    ASSERT_EQ(asked.size(), 2);
    EXPECT_TRUE(asked[1].startsWith(QStringLiteral("Delete new_model.run and its what-if drafts")));
    WAIT_UNTIL(evaluatedRuns(w, 1), 30000);
    EXPECT_EQ(w.session()->data()->runInfos.front().name, "baseline.run");
    EXPECT_EQ(w.undoStack()->undoText(), QStringLiteral("Delete run new_model.run"));

    w.undoStack()->undo();
    WAIT_UNTIL(evaluatedRuns(w, 2), 30000);
    w.undoStack()->redo();
    WAIT_UNTIL(evaluatedRuns(w, 1), 30000);
    {  // still in the file until the project is closed
        auto st = store::ProjectStore::open(path.toStdString(), {.readOnly = true});
        EXPECT_EQ(st->runs().size(), 2u);
    }
    w.session()->close();
    auto st = store::ProjectStore::open(path.toStdString());
    ASSERT_EQ(st->runs().size(), 1u);
    EXPECT_EQ(st->runs().front().name, "baseline.run");
}

// A label set: the active one is not offered; another, confirmed, leaves the label sets and the
// file at once (issue 45), Undo brings it back, and its edit history is kept.
TEST(DeleteRun, ALabelSetThatIsNotActiveIsDeletedAtOnceWithItsHistoryKept) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString path = test::demoProjectFile(tmp);
    std::int64_t second = 0;
    {
        auto st = store::ProjectStore::open(path.toStdString());
        store::ImportOptions o;
        o.name = "second";
        o.allowDuplicate = true;
        second = st->importQrels(test::demoInputs()[2].toStdString(), o);
        st->setLabel(second, "q001", "d48340", 3, "annotator");
    }
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.openProject(path));
    WAIT_UNTIL(evaluatedRuns(w, 2), 30000);
    ASSERT_EQ(w.session()->data()->labelSets.size(), 2u);

    QStringList offered;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* pick = qobject_cast<QInputDialog*>(modal)) {
            offered = pick->comboBoxItems();
            pick->setTextValue(QStringLiteral("second"));
            pick->accept();
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            box->button(QMessageBox::Yes)->click();
        }
    });
    answer.start(10);
    ASSERT_TRUE(action(w, QStringLiteral("Delete La&bel Set…")));
    action(w, QStringLiteral("Delete La&bel Set…"))->trigger();
    answer.stop();
    EXPECT_EQ(offered, QStringList{QStringLiteral("second")});  // not the active grades.qrels
    ASSERT_EQ(w.session()->data()->labelSets.size(), 1u);
    EXPECT_EQ(w.session()->labels().labelSets().size(), 1u);
    EXPECT_EQ(store::ProjectStore::open(path.toStdString())->labelSets().size(), 1u)
        << "gone from the file at once, as another program reads it";
    w.undoStack()->undo();
    EXPECT_EQ(w.session()->data()->labelSets.size(), 2u);
    w.undoStack()->redo();
    EXPECT_EQ(w.session()->data()->labelSets.size(), 1u);
    w.session()->close();
    auto st = store::ProjectStore::open(path.toStdString());
    ASSERT_EQ(st->labelSets().size(), 1u);
    EXPECT_EQ(st->labelSets().front().name, "grades.qrels");
    EXPECT_EQ(st->labelHistory(second).size(), 1u);  // the annotator's edit is not lost
}

}  // namespace
}  // namespace ranklens::ui
