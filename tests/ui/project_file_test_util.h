#pragma once
// What the first-open and results-snapshot tests share: a real project file of the demo, a
// snapshot cache of the test's own, and the window's "fully loaded" state.
#include <QString>
#include <QTemporaryDir>

#include "core/store/project_store.h"
#include "tests/ui/ui_test_util.h"
#include "ui/app/main_window.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/evaluation/results_snapshot.h"
#include "ui/project/project_session.h"

namespace ranklens::ui::test {

// A project file with the demo's two runs, labels and queries (a real checked SQLite store).
inline QString demoProjectFile(const QTemporaryDir& tmp,
                               const QString& name = QStringLiteral("demo")) {
    const QString path = tmp.filePath(name + QStringLiteral(".ranklens"));
    auto st = store::ProjectStore::open(path.toStdString());
    const QStringList& f = demoInputs();
    st->importRun(f[0].toStdString(), {});
    st->importRun(f[1].toStdString(), {});
    st->importQrels(f[2].toStdString(), {});
    st->importQueryMeta(f[3].toStdString(), {});
    return path;
}

// Snapshots of this test only (XDG_CACHE_HOME too), in a folder that starts empty: the first
// open of a project finds none.
struct TempCache {
    QTemporaryDir dir;
    TempCache() {
        qputenv("XDG_CACHE_HOME", dir.filePath(QStringLiteral("xdg")).toLocal8Bit());
        results_snapshot::setDirectory(dir.filePath(QStringLiteral("snapshots")));
    }
    ~TempCache() { results_snapshot::setDirectory(QString()); }
};

// The fully evaluated window: the session loaded, the newest evaluation (not a snapshot's)
// published.
inline bool fullyLoaded(MainWindow& w) {
    const auto ev = w.evaluation()->current();
    return !w.session()->isBusy() && !w.evaluation()->isRunning() && ev && !ev->fromSnapshot &&
           !ev->runs.empty();
}

}  // namespace ranklens::ui::test
