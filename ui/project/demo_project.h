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
    // A demo project built by an older RankLens keeps the item metadata it was built with
    // (issue 13 gave the items product categories and popularity). The project keeps the
    // SHA-256 of the bundled items.csv it holds (setting "demo.items"); when that differs (or
    // is absent), the bundled file is copied into dir and imported over the items (titles,
    // categories, popularity updated; runs, labels and edits untouched) and the digest stored.
    // Returns whether it imported. Throws store::StoreError (the import is one transaction).
    static bool refreshItems(store::ProjectStore& ps, const QString& dir);
    // Records that ps holds the bundled items.csv (after a fresh demo's import).
    static void markItemsCurrent(store::SettingsStore& ps);
};

}  // namespace ranklens::ui
