#pragma once
// The one owner of the definitions in force (core/definitions/definition_schema.h's values and the
// cut-off k). Every view observes it, as Qt Creator's settings aspects are observed: observe()
// hands a view the current definitions at once and again after every change. The definitions bar, a
// project's stored definitions, a results snapshot and the ranking view's RBP p and k change
// them here; nobody fans them out by hand.
#include <QObject>
#include <functional>

#include "ui/evaluation/evaluation.h"

namespace ranklens::ui {

class DefinitionsModel : public QObject {
    Q_OBJECT
  public:
    explicit DefinitionsModel(QObject* parent = nullptr) : QObject(parent) {}

    const Definitions& definitions() const { return defs_; }
    // Emits changed when d differs from the definitions in force.
    void setDefinitions(const Definitions& d);
    // One definition changed (the ranking view's p box; its cut-off).
    void setRbpPersistence(double p);
    void setCutoff(int k);
    // Calls show(definitions()) now and after every change while receiver lives.
    void observe(QObject* receiver, std::function<void(const Definitions&)> show);

  signals:
    void changed(const ranklens::ui::Definitions& d);

  private:
    Definitions defs_;
};

}  // namespace ranklens::ui
