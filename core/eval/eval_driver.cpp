#include "core/eval/eval_driver.h"

namespace ranklens::core::detail {

namespace {

const EvalConfig& gainsChecked(const Qrels& qrels, const EvalConfig& cfg) {
    checkGains(qrels, cfg);
    return cfg;
}

}  // namespace

EvalJob::EvalJob(const Qrels& qrels, const EvalConfig& config, const EvalOptions& options)
    : cfg(gainsChecked(qrels, config)), opts(options), plan(makePlan(options, config.ties)) {}

std::vector<QueryKernel> EvalJob::makeKernels(std::size_t n) const {
    std::vector<QueryKernel> kernels;
    kernels.reserve(n);
    for (std::size_t t = 0; t < n; ++t) kernels.emplace_back(cfg, plan);
    return kernels;
}

EvalResult EvalJob::startResult(std::size_t nq) const {
    EvalResult res;
    res.config = cfg;
    res.columns = plan.columns;
    for (auto& c : res.columns) {
        c.perQuery.assign(nq, 0.0);
        if (c.measure->text) c.perQueryText.assign(nq, std::string());
    }
    res.queries.resize(nq);
    return res;
}

void EvalJob::putValues(EvalResult& res, std::size_t qi, std::span<const double> values) {
    for (std::size_t s = 0; s < values.size(); ++s) res.columns[s].perQuery[qi] = values[s];
}

void ProgressGate::report(std::size_t done, std::size_t total) {
    if (!fn_ || (done - reported_.load() < minStep_ && done != total)) return;
    std::unique_lock lock(mutex_, std::try_to_lock);
    if (!lock || done <= reported_.load()) return;
    reported_ = done;
    if (!fn_(done, total)) cancelled_ = true;
}

}  // namespace ranklens::core::detail
