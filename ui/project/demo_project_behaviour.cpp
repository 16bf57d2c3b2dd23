// The demo's behaviour data (issue 18): a click log with displayed positions and online results
// for its two runs (scripts/make_demo.py, behaviour_data()), stored after the runs.
#include <QFile>

#include "core/behaviour/log_time.h"
#include "core/store/behaviour_store.h"
#include "core/store/sqlite_db.h"
#include "ui/project/demo_project.h"

namespace ranklens::ui {

void DemoProject::addBehaviourData(store::ProjectStore& ps, const QString& dir) {
    store::BehaviourStore* b = ps.behaviour();
    if (!b) return;  // a store without behaviour data (in memory): nothing to add
    QStringList files;
    for (const char* name : {"clicks.csv", "online.csv"}) {
        const QString dst = dir + QLatin1Char('/') + QLatin1String(name);
        QFile::remove(dst);
        if (!QFile::copy(QStringLiteral(":/demo/") + QLatin1String(name), dst))
            throw store::StoreError("the demo's " + std::string(name) + " could not be unpacked");
        files << dst;
    }
    b->importOnlineResults(files[1].toStdString());  // checks the runs exist first
    store::ClickLogImport o;
    o.name = "demo clicks (May 2024)";
    o.read.positionColumn = "position";
    b->importClickLog(files[0].toStdString(), o, store::sql::nowIso());
    for (const auto& r : ps.runs())
        if (r.name == "new_model")
            b->setTrainingCutoff(r.id, *core::behaviour::parseLogTime("2024-05-07"));
}

}  // namespace ranklens::ui
