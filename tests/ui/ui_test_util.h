#pragma once
// Shared helpers of the explorer tests: the demo project in memory, engine reference values.
#include <QAction>
#include <QTemporaryDir>
#include <QWidget>
#include <memory>

#include "core/eval/evaluator.h"
#include "core/io/input_format.h"
#include "tests/support/memory_store.h"
#include "ui/evaluation/evaluation.h"
#include "ui/project/demo_project.h"
#include "ui/project/project_data.h"

namespace ranklens::ui::test {

// The action of window w (a menu's or a toolbar's) whose text is `text`; nullptr if none.
inline QAction* action(QWidget& w, const QString& text) {
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}

using test_support::MemoryStore;

// The demo inputs unpacked into a temporary folder (kept for the whole test run).
inline const QStringList& demoInputs() {
    static QTemporaryDir dir;
    static const QStringList files = DemoProject::extractInputs(dir.path());
    return files;
}

// The demo project in an in-memory store.
inline std::unique_ptr<MemoryStore> demoStore() {
    auto st = std::make_unique<MemoryStore>();
    const QStringList& f = demoInputs();
    store::ImportOptions o;
    st->importRun(f[0].toStdString(), o);
    st->importRun(f[1].toStdString(), o);
    st->importQrels(f[2].toStdString(), o);
    st->importQueryMeta(f[3].toStdString(), o);
    return st;
}

inline std::shared_ptr<const ProjectData> demoData() {
    static std::shared_ptr<const ProjectData> d = loadProjectData(*demoStore());
    return d;
}

// The demo evaluated with the default measures (P, R, NDCG) and definitions.
inline std::shared_ptr<const Evaluation> defaultDemoEvaluation() {
    EvalRequest req;
    req.data = demoData();
    req.metrics = defaultMetrics();
    return computeEvaluation(req);
}

// The engine's mean curves for one demo run file, computed independently of the UI.
inline core::EvalResult engineCurves(int runFile, const core::EvalConfig& cfg,
                                     const std::vector<const core::MeasureInfo*>& ms, int K) {
    core::Run run = core::readRun(demoInputs()[runFile].toStdString());
    core::Qrels qrels = core::readQrels(demoInputs()[2].toStdString());
    core::EvalOptions o;
    o.curveK = K;
    o.curveMeasures = ms;
    return core::evaluate(run, qrels, cfg, o);
}

}  // namespace ranklens::ui::test
