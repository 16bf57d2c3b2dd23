// LoadingState: while a project is checked and loaded, the definitions bar, the ranking view and
// the actions that need the data are off with the reason; the first open's note covers the
// curves and the queries naming the file, and goes when asked.
#include <gtest/gtest.h>

#include <QAction>
#include <QLabel>
#include <QWidget>

#include "ui/app/language.h"
#include "ui/app/loading_state.h"

namespace ranklens::ui {
namespace {

const QString kWhy = QStringLiteral("Available once the project is checked and loaded");

TEST(LoadingState, TurnsOffWidgetsAndActionsWithTheReasonThenBackOn) {
    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    QWidget window, bar(&window), ranking(&window), untouched(&window);
    QAction import(QStringLiteral("Import"), &window), quit(QStringLiteral("Quit"), &window);
    LoadingState loading(&window, {&bar, &ranking}, {});
    EXPECT_EQ(loading.needsData(&import), &import);

    loading.setLoading(true);
    for (QWidget* w : {&bar, &ranking}) {
        EXPECT_FALSE(w->isEnabled());
        EXPECT_EQ(w->toolTip(), kWhy);
    }
    EXPECT_FALSE(import.isEnabled());
    EXPECT_EQ(import.statusTip(), kWhy);
    EXPECT_TRUE(quit.isEnabled());  // not registered: stays on
    EXPECT_TRUE(untouched.isEnabled());

    loading.setLoading(false);
    for (QWidget* w : {&bar, &ranking}) {
        EXPECT_TRUE(w->isEnabled());
        EXPECT_TRUE(w->toolTip().isEmpty());
    }
    EXPECT_TRUE(import.isEnabled());
    EXPECT_TRUE(import.statusTip().isEmpty());
}

TEST(LoadingState, NoteOverEachViewNamesTheFileUntilHidden) {
    ASSERT_TRUE(Language::install(QStringLiteral("en")));
    QWidget window, curves(&window), queries(&window);
    window.resize(600, 400);
    curves.resize(300, 200);
    queries.resize(300, 200);
    window.show();
    LoadingState loading(&window, {}, {&curves, &queries});
    EXPECT_TRUE(curves.findChildren<QLabel*>().isEmpty());  // made on first use

    loading.showNotes(QStringLiteral("/data/course/week1.ranklens"));
    for (QWidget* view : {&curves, &queries}) {
        const QList<QLabel*> notes = view->findChildren<QLabel*>();
        ASSERT_EQ(notes.size(), 1);
        EXPECT_TRUE(notes.front()->isVisible());
        EXPECT_TRUE(notes.front()->text().startsWith(
            QStringLiteral("Checking and loading week1.ranklens…")))
            << notes.front()->text().toStdString();
    }
    loading.showNotes(QString());
    for (QWidget* view : {&curves, &queries}) {
        ASSERT_EQ(view->findChildren<QLabel*>().size(), 1);  // the same note, hidden
        EXPECT_FALSE(view->findChildren<QLabel*>().front()->isVisible());
    }
}

}  // namespace
}  // namespace ranklens::ui
