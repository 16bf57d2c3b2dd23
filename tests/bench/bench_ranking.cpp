// The ranking view's live update: move one item of a 1,000-item list and recompute every
// number the view shows (P, R, F1, NDCG, DCG, IDCG, AP, RR at k, the per-position DCG table).
// Budget: far under one frame (16 ms). The View benchmarks run the real widget on the offscreen
// platform (software raster): "Frame" = the repaint of what changed, "FullRepaint" = the whole
// 1400x860 window.
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QUndoStack>
#include <random>

#include "core/eval/ranking_metrics.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_positions_model.h"
#include "ui/ranking/ranking_view.h"

using namespace ranklens;

namespace {

ui::RankingInput makeInput(int n) {
    std::mt19937 rng(42);
    ui::RankingInput in;
    in.runName = QStringLiteral("bench");
    in.qid = QStringLiteral("q1");
    for (int i = 0; i < n; ++i) {
        ui::RankingItem it;
        it.docid = QStringLiteral("doc-%1").arg(i);
        it.title = QStringLiteral("Item %1").arg(i);
        it.score = 1.0 - i * 1e-3;
        const int g = static_cast<int>(rng() % 6) - 1;
        it.grade = g < 0 ? core::kUnjudged : g;
        in.items.push_back(it);
    }
    for (int i = 0; i < 50; ++i)
        in.unretrievedRelevant.emplace_back(QStringLiteral("x-%1").arg(i), 1 + i % 3);
    return in;
}

core::EvalConfig benchConfig() {
    core::EvalConfig cfg;
    cfg.gain = core::GainKind::Exponential;
    return cfg;
}

// Session move (through its model) + engine recompute (what RankingView::recompute does), no
// widgets.
void BM_ModelMoveAndRecompute(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    const int k = static_cast<int>(state.range(1));
    const auto in = makeInput(n);
    const core::EvalConfig cfg = benchConfig();
    ui::RankingSession session;
    session.setInput(in);
    ui::RankingModel model(&session);
    const QString key = session.listKey();
    ui::RankingPositionsModel positions;
    std::vector<std::int32_t> labels;
    for (const auto& it : in.items)
        if (it.grade != core::kUnjudged) labels.push_back(it.grade);
    for (const auto& [d, g] : in.unretrievedRelevant) labels.push_back(g);
    std::vector<std::int32_t> grades;
    core::RankingScratch scratch;

    bool flip = false;
    for (auto _ : state) {
        flip ? session.moveItem(key, session.itemAt(2).docid, n / 2)
             : session.moveItem(key, session.itemAt(n / 2).docid, 2);
        flip = !flip;
        session.gradesInOrder(grades);
        const auto judged = core::judgeGrades(grades, labels, cfg);
        const auto m = core::computeRankingMetrics(judged, cfg, k, cfg.rbpPersistence, scratch);
        auto explanation = core::teaching::explain(judged, cfg, k);
        positions.setExplanation(explanation);
        benchmark::DoNotOptimize(m);
    }
}
BENCHMARK(BM_ModelMoveAndRecompute)
    ->Args({1000, 10})
    ->Args({1000, 1000})
    ->Unit(benchmark::kMicrosecond);

// The whole widget: an undoable move through RankingView (undo command, model, engine,
// metrics panel labels, per-position table), optionally with the repaint that follows.
enum class Paint { None, Frame, Full };
void viewMove(benchmark::State& state, Paint paint) {
    const int n = static_cast<int>(state.range(0));
    QUndoStack stack;
    ui::RankingView view(&stack);
    view.setConfig(benchConfig());
    view.setCutoff(static_cast<int>(state.range(1)));
    view.setInput(makeInput(n));
    view.resize(1400, 860);
    view.show();
    QApplication::processEvents();
    bool flip = false;
    for (auto _ : state) {
        // Alternate two items so the undo stack holds one merged step, not millions.
        flip ? view.requestMove(n / 2, 2) : view.requestMove(2, n / 2);
        flip = !flip;
        if (paint == Paint::Full) view.repaint();  // the whole window, not just what changed
        if (paint != Paint::None) QApplication::processEvents();  // the frame: dirty regions
        benchmark::DoNotOptimize(view.metrics());
    }
}
void BM_ViewMoveAndRecompute(benchmark::State& state) {
    viewMove(state, Paint::None);
}
void BM_ViewMoveAndFrame(benchmark::State& state) {
    viewMove(state, Paint::Frame);
}
void BM_ViewMoveAndFullRepaint(benchmark::State& state) {
    viewMove(state, Paint::Full);
}
BENCHMARK(BM_ViewMoveAndRecompute)
    ->Args({1000, 10})
    ->Args({1000, 1000})
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ViewMoveAndFrame)->Args({1000, 10})->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ViewMoveAndFullRepaint)->Args({1000, 10})->Unit(benchmark::kMicrosecond);

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
