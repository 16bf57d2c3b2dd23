// Renaming a run (issue 33): a project made before imports got distinct names may hold two runs
// called "results", which no view tells apart and no menu could rename. File → Rename Run… lists
// the two told apart by their files, refuses a name another run has (and asks again), writes the
// new name to the project file, and Edit → Undo gives the old name back.
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
#include <algorithm>

#include "core/store/project_store.h"
#include "tests/support/wait_until.h"
#include "tests/ui/project_file_test_util.h"
#include "tests/ui/ui_test_util.h"
#include "ui/app/main_window.h"
#include "ui/project/project_session.h"
#include "ui/project/run_choices.h"

namespace ranklens::ui {
namespace {

// The demo's two runs, both named "results" (as an earlier version could import them).
QString projectWithTwoResults(const QTemporaryDir& tmp) {
    const QString path = tmp.filePath(QStringLiteral("twice.ranklens"));
    auto st = store::ProjectStore::open(path.toStdString());
    const QStringList& f = test::demoInputs();
    store::ImportOptions o;
    o.name = "results";
    st->importRun(f[0].toStdString(), o);
    st->importRun(f[1].toStdString(), o);
    st->importQrels(f[2].toStdString(), {});
    st->importQueryMeta(f[3].toStdString(), {});
    return path;
}

std::vector<std::string> sortedNames(const std::vector<store::RunInfo>& runs) {
    std::vector<std::string> out;
    for (const auto& r : runs) out.push_back(r.name);
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> namesShown(MainWindow& w) {
    const auto data = w.session()->data();
    return data ? sortedNames(data->runInfos) : std::vector<std::string>{};
}

std::vector<std::string> namesStored(const QString& path) {
    auto st = store::ProjectStore::open(path.toStdString(), {.readOnly = true});
    return sortedNames(st->runs());
}

bool evaluatedNames(MainWindow& w, const std::vector<std::string>& names) {
    if (!test::fullyLoaded(w) || namesShown(w) != names) return false;
    std::vector<std::string> evaluated;
    for (const auto& r : w.evaluation()->current()->runs) evaluated.push_back(r.name.toStdString());
    std::sort(evaluated.begin(), evaluated.end());
    return evaluated == names;
}

// What the user saw and answered in one File → Rename Run…: the run whose label contains
// `pick`, then each of `typed` as its new name (a name refused is asked again; none left:
// cancel).
struct RenameDialogs {
    QStringList offered, warnings, prefilled;
};

RenameDialogs renameFromMenu(MainWindow& w, const QString& pick, QStringList typed) {
    RenameDialogs seen;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* ask = qobject_cast<QInputDialog*>(modal)) {
            if (!ask->comboBoxItems().isEmpty()) {  // which run
                seen.offered = ask->comboBoxItems();
                for (const QString& label : seen.offered)
                    if (label.contains(pick)) ask->setTextValue(label);
            } else {  // its new name
                seen.prefilled << ask->textValue();
                if (typed.isEmpty()) {
                    ask->reject();
                    return;
                }
                ask->setTextValue(typed.takeFirst());
            }
            ask->accept();
        } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            seen.warnings << box->text();
            box->button(QMessageBox::Ok)->click();
        }
    });
    answer.start(10);
    QAction* rename = test::action(w, QStringLiteral("Rena&me Run…"));
    EXPECT_NE(rename, nullptr);
    if (rename) rename->trigger();
    answer.stop();
    return seen;
}

TEST(RenameRun, OneOfTwoRunsNamedAlikeIsRenamedUndoablyAndKeptInTheFile) {
    test::TempCache cache;
    QTemporaryDir tmp;
    const QString path = projectWithTwoResults(tmp);
    const std::vector<std::string> before{"results", "results"}, after{"new_model", "results"};
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.openProject(path));
    WAIT_UNTIL(evaluatedNames(w, before), 30000);

    const RenameDialogs first =
        renameFromMenu(w, QStringLiteral("new_model.run"), {QStringLiteral("  new_model ")});
    // The two "results" told apart by their files.
    ASSERT_EQ(first.offered.size(), 2);
    EXPECT_NE(first.offered[0], first.offered[1]);
    for (const QString& label : first.offered)
        EXPECT_TRUE(label.startsWith(QStringLiteral("results — "))) << label.toStdString();
    EXPECT_EQ(first.offered.filter(QStringLiteral("baseline.run")).size(), 1);
    EXPECT_EQ(first.offered.filter(QStringLiteral("new_model.run")).size(), 1);
    EXPECT_EQ(first.prefilled, QStringList{QStringLiteral("results")});
    EXPECT_TRUE(first.warnings.isEmpty());
    WAIT_UNTIL(evaluatedNames(w, after), 30000);
    EXPECT_EQ(namesStored(path), after);
    EXPECT_EQ(w.undoStack()->undoText(), QStringLiteral("Rename run results to new_model"));
    const auto data = w.session()->data();  // the renamed run is new_model.run's
    for (const auto& info : data->runInfos) {
        if (info.name == "new_model") {
            EXPECT_NE(info.sourceFile.find("new_model.run"), std::string::npos);
        }
    }

    // The other run to the name just given: refused and asked again; cancelled, nothing changes.
    const RenameDialogs taken =
        renameFromMenu(w, QStringLiteral("results"), {QStringLiteral("new_model")});
    EXPECT_EQ(taken.offered, (QStringList{QStringLiteral("results"), QStringLiteral("new_model")}))
        << taken.offered.join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(taken.warnings, QStringList{QStringLiteral("Another run is already named "
                                                         "“new_model”. Choose a name no other "
                                                         "run has.")});
    EXPECT_EQ(taken.prefilled.size(), 2);  // asked again after the refusal
    EXPECT_EQ(namesStored(path), after);
    EXPECT_EQ(w.undoStack()->count(), 1);

    w.undoStack()->undo();  // back to two "results"
    WAIT_UNTIL(evaluatedNames(w, before), 30000);
    EXPECT_EQ(namesStored(path), before);
    w.undoStack()->redo();
    WAIT_UNTIL(evaluatedNames(w, after), 30000);
    EXPECT_EQ(namesStored(path), after);
}

// Unique names are listed as they are; an evaluated run is not offered for renaming.
TEST(RenameRun, ChoicesAreTheNamesWhenNoTwoRunsShareOne) {
    ProjectData data;
    data.runInfos = {store::RunInfo{1, "bm25", "/a/bm25.run", "", "", 0, 0, 0},
                     store::RunInfo{-4, "dense", "/a/dense.csv", "", "", 0, 0, 0}};
    const auto runs = RunChoices::of(data, false);
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].label, QStringLiteral("bm25"));
    EXPECT_EQ(RunChoices::of(data, true).size(), 2u);
}

}  // namespace
}  // namespace ranklens::ui
