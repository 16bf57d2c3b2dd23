// The import dialogs' default filter (issue 33, item 7): RankLens reads a file by its content, so
// the filter a dialog opens with lists trec_eval's own qrels.test / results.test and every .json
// and .jsonl file, not an empty-looking folder.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "tests/support/wait_until.h"
#include "tests/ui/ui_test_util.h"
#include "ui/app/main_window.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {
namespace {

using ranklens::ui::test::action;

// The files of dir that a name filter ("Name (*.a *.b)") lets a file dialog list.
QStringList listed(const QString& dir, const QString& nameFilter) {
    const auto m = QRegularExpression(QStringLiteral("\\(([^)]*)\\)")).match(nameFilter);
    const QStringList patterns = m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return QDir(dir).entryList(patterns, QDir::Files, QDir::Name);
}

// The filter the dialog of the menu action `text` opens with (the dialog is then closed).
QString defaultFilterOf(MainWindow& w, const QString& text) {
    QString selected;
    QTimer::singleShot(0, &w, [&] {
        WAIT_UNTIL(qobject_cast<QFileDialog*>(QApplication::activeModalWidget()), 5000);
        auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!d) return;
        selected = d->selectedNameFilter();
        d->reject();
    });
    QAction* a = action(w, text);
    EXPECT_TRUE(a) << text.toStdString();
    if (a) a->trigger();
    return selected;
}

TEST(ImportFilter, DefaultFilterListsEveryFileRankLensCanRead) {
    QTemporaryDir dir;
    const QStringList files{QStringLiteral("qrels.test"),   QStringLiteral("results.test"),
                            QStringLiteral("labels.json"),  QStringLiteral("run.jsonl"),
                            QStringLiteral("baseline.run"), QStringLiteral("grades.qrels")};
    for (const QString& f : files) {
        QFile file(dir.filePath(f));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    }
    QTemporaryDir projectDir;
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.newProject(projectDir.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(w.session()->isOpen() && !w.session()->isBusy(), 30000);
    for (const QString& menu :
         {QStringLiteral("&Import Runs or Labels…"), QStringLiteral("Import E&valuated Run…"),
          QStringLiteral("Import S&ubtopic Labels…")}) {
        const QString filter = defaultFilterOf(w, menu);
        SCOPED_TRACE(menu.toStdString() + ": " + filter.toStdString());
        QStringList expected = files;
        expected.sort();
        EXPECT_EQ(listed(dir.path(), filter), expected);
    }
}

}  // namespace
}  // namespace ranklens::ui
