// MainWindow: the leaderboard window (issue 49), made on first use. It follows the project's
// data and the definitions (their owner) as the comparison window does; a pair clicked in its
// matrix opens in Compare.
#include "ui/app/main_window.h"
#include "ui/common/window_geometry.h"
#include "ui/compare/comparison_window.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/leaderboard/leaderboard_window.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

LeaderboardWindow* MainWindow::showLeaderboard() {
    auto* w = findChild<LeaderboardWindow*>();
    if (!w) {
        w = new LeaderboardWindow(this);
        // The definitions' owner: now and after every change (the bar, a project's stored
        // definitions, a snapshot, the ranking view's p and k).
        definitions_->observe(w, [w](const Definitions& d) { w->setDefinitions(d); });
        w->setData(session_->data());
        connect(session_, &ProjectSession::dataChanged, w, &LeaderboardWindow::setData);
        connect(w, &LeaderboardWindow::comparePairRequested, comparison_,
                &ComparisonWindow::comparePair);
    }
    w->show();
    w->raise();
    w->activateWindow();
    if (!w->upToDate()) w->compute();  // new data or definitions while it was hidden
    return w;
}

}  // namespace ranklens::ui
