#pragma once
// The bundled demo project: inputs shipped under :/demo/ (see scripts/make_demo.py), built at
// first start into the user's data folder through the store's own import.
#include <QString>
#include <QStringList>

namespace ranklens::ui {

struct DemoProject {
    // <data folder>/demo.ranklens
    static QString defaultPath();
    // Copies the demo inputs into dir (created when absent); returns them in import order
    // (runs, labels, query metadata). Empty on failure.
    static QStringList extractInputs(const QString& dir);
};

}  // namespace ranklens::ui
