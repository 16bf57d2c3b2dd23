#pragma once
// The main window's parts without MainWindow: the views and the objects ProjectOpener and
// MainMenus are handed, each made as MainWindow makes it, children of a plain QMainWindow and
// connected only as far as a test connects them.
#include <QMainWindow>
#include <QUndoStack>

#include "ui/app/current_query.h"
#include "ui/app/loading_state.h"
#include "ui/app/main_layout.h"
#include "ui/app/project_opener.h"
#include "ui/app/snapshot_opening.h"
#include "ui/app/welcome_panel.h"
#include "ui/app/window_status.h"
#include "ui/compare/comparison_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/project/project_session.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui::test {

struct WindowParts {
    QMainWindow window;
    ProjectSession* session = new ProjectSession(&window);
    EvaluationController* eval = new EvaluationController(&window);
    QUndoStack* undo = new QUndoStack(&window);
    DefinitionsModel* definitions = new DefinitionsModel(&window);
    DefinitionsBar* bar = new DefinitionsBar(&window);
    CurvesView* curves = new CurvesView(&window);
    QueriesView* queries = new QueriesView(&window);
    RankingView* ranking = new RankingView(undo, &window);
    ComparisonWindow* comparison = new ComparisonWindow(&window);
    WelcomePanel* welcome = new WelcomePanel(&window);
    MainLayout* layout = new MainLayout(&window, bar, welcome, queries, curves, ranking);
    WindowStatus* status = new WindowStatus(&window, session);
    LoadingState* loading = new LoadingState(&window, {bar, ranking}, {curves, queries});
    CurrentQuery* current = new CurrentQuery(&window, eval, curves, queries, ranking, layout);
    SnapshotOpening* snapshots =
        new SnapshotOpening(&window, {session, eval, definitions, bar, curves, status, loading});
    ProjectOpener* opener =
        new ProjectOpener(&window, {session, eval, snapshots, status, loading, current, bar});
};

}  // namespace ranklens::ui::test
