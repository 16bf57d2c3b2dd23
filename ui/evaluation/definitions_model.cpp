#include "ui/evaluation/definitions_model.h"

namespace ranklens::ui {

void DefinitionsModel::setDefinitions(const Definitions& d) {
    if (d == defs_) return;
    defs_ = d;
    emit changed(defs_);
}

void DefinitionsModel::setRbpPersistence(double p) {
    Definitions d = defs_;
    d.config.rbpPersistence = p;
    setDefinitions(d);
}

void DefinitionsModel::setCutoff(int k) {
    Definitions d = defs_;
    d.k = k;
    setDefinitions(d);
}

void DefinitionsModel::observe(QObject* receiver, std::function<void(const Definitions&)> show) {
    show(defs_);
    connect(this, &DefinitionsModel::changed, receiver, std::move(show));
}

}  // namespace ranklens::ui
