#pragma once
// The one shape of every evaluation driver (evaluate: a run in memory; evaluateTrecRunFile: a
// run file streamed in byte ranges; compare's evaluateForComparison: many runs, each through
// evaluate):
//   1. EvalJob job(qrels, cfg, opts): the labels' gains checked, the plan made, once;
//   2. job.makeKernels(n): one QueryKernel per thread;
//   3. the driver's own loop hands each query to a kernel, reporting through a ProgressGate
//      (Cancelled once the callback says stop);
//   4. job.startResult(nq) lays the columns out, putValues fills one query's row;
//   5. finishResult (query_kernel.h): aggregates, run-level values, mean curves, ties.
#include <atomic>
#include <cstddef>
#include <mutex>
#include <span>
#include <vector>

#include "core/base/progress.h"
#include "core/eval/query_kernel.h"

namespace ranklens::core::detail {

// What every driver decides before the first query. Not copied or moved: the kernels hold a
// reference to its plan.
struct EvalJob {
    // Throws std::invalid_argument for a label without a finite gain (checkGains) or a cut-off
    // outside 1..kMaxCutoff (makePlan).
    EvalJob(const Qrels& qrels, const EvalConfig& cfg, const EvalOptions& opts);
    EvalJob(const EvalJob&) = delete;
    EvalJob& operator=(const EvalJob&) = delete;

    std::vector<QueryKernel> makeKernels(std::size_t n) const;
    // A result of cfg for nq queries: the plan's columns with nq values (and texts for a text
    // measure) each, nq empty query rows.
    EvalResult startResult(std::size_t nq) const;
    // Puts one query's values (one per plan slot) into row qi of the columns.
    static void putValues(EvalResult& res, std::size_t qi, std::span<const double> values);

    const EvalConfig& cfg;
    const EvalOptions& opts;
    const EvalPlan plan;
};

// Progress reported from many threads: the callback is entered by one thread at a time (a
// thread finding it busy skips its report), never with a smaller count than before, and at
// least every minStep (and at the end). Once it returns false, cancelled() holds.
class ProgressGate {
  public:
    ProgressGate(const ProgressFn& fn, std::size_t minStep) : fn_(fn), minStep_(minStep) {}
    void report(std::size_t done, std::size_t total);
    bool cancelled() const { return cancelled_; }
    std::atomic<bool>& cancelFlag() { return cancelled_; }

  private:
    const ProgressFn& fn_;
    const std::size_t minStep_;
    std::atomic<std::size_t> reported_{0};
    std::atomic<bool> cancelled_{false};
    std::mutex mutex_;
};

}  // namespace ranklens::core::detail
