#pragma once
// The bundled demo project: inputs shipped under :/demo/ (see scripts/make_demo.py), built at
// first start into the user's data folder through the store's own import.
#include <QString>
#include <QStringList>

#include "core/store/project_store.h"

namespace ranklens::ui {

struct DemoProject {
    // <data folder>/demo.ranklens
    static QString defaultPath();
    // Copies the demo inputs into dir (created when absent); returns them in import order
    // (runs, labels, query metadata). Empty on failure.
    static QStringList extractInputs(const QString& dir);
    // Issue 18 (demo_project_behaviour.cpp): copies the demo's click log (clicks.csv: displayed
    // positions, May 2024) and online results (online.csv) into dir and stores them in the
    // project, which must hold the demo runs already; new_model gets its training cutoff
    // (2024-05-07, so the leak warning shows). Throws on failure (nothing half-stored).
    static void addBehaviourData(store::ProjectStore& ps, const QString& dir);
};

}  // namespace ranklens::ui
