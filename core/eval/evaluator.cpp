#include "core/eval/evaluator.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

#include "core/base/parallel.h"
#include "core/eval/eval_driver.h"
#include "core/judged/judged_ranking.h"
#include "core/judged/run_grades.h"
#include "core/order/order_query.h"

namespace ranklens::core {

namespace {

void orderParallel(Run& run, TiePolicy ties, unsigned threads) {
    if (run.isOrdered() && run.orderedBy() == ties) return;
    auto qs = run.queries();
    parallelFor(qs.size(), 16, threads, [&](std::size_t i) { orderQuery(qs[i], ties); });
    run.markOrdered(ties);
}

// One query to evaluate: its ranked list (null: missing from the run) and its labels.
struct Item {
    const RunQuery* ranked;
    const QrelsQuery* labels;
};

// Which queries: labelled ones that the run has (or all labelled ones), in strcmp order; counts
// the missing and the unlabelled ones into res.
std::vector<Item> pickQueries(const Run& run, const Qrels& qrels, const EvalConfig& cfg,
                              EvalResult& res) {
    std::vector<Item> items;
    for (const auto& lq : qrels.queries()) {
        const RunQuery* rq = run.find(lq.qid);
        if (!rq) {
            if (cfg.querySet == QuerySet::RunAndLabels) continue;
            ++res.missingQueries;
        }
        items.push_back({rq, &lq});
    }
    for (const auto& rq : run.queries())
        if (!qrels.find(rq.qid)) ++res.unlabelledQueries;
    std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
        return std::strcmp(a.labels->qid, b.labels->qid) < 0;
    });
    return items;
}

// Where each query's labels come from: looked up by the kernel, given by input position
// (EvalOptions::gradesByQuery) or in rank order (EvalOptions::rankGrades).
class GradeSource {
  public:
    GradeSource(const Run& run, const Qrels& qrels, const detail::EvalJob& job)
        : run_(run), first_(run.queries().data()) {
        const EvalOptions& opts = job.opts;
        const std::size_t nq = run.queries().size();
        if (!opts.gradesByQuery.empty() && opts.gradesByQuery.size() == nq)
            byPos_ = &opts.gradesByQuery;
        const bool ranks = opts.rankGrades && sameOrder(opts.rankGrades->order, job.cfg.ties) &&
                           opts.rankGrades->queries() == nq;
        rankGrades_.resize(ranks ? nq : 0);
        for (std::size_t i = 0; i < rankGrades_.size(); ++i)
            rankGrades_[i] = opts.rankGrades->query(i);
        // With rank grades in cfg.ties order the kernels read only the list's length from the
        // ranked rows, unless something reads the docs themselves (real-valued labels,
        // judged-only lists, intent-aware or beyond-accuracy measures): only then is each query
        // put in cfg.ties order too (queryInOrder, a sort of its tied groups).
        rowsRead_ = !ranks || job.plan.diversity || job.plan.items || job.cfg.judgedOnly ||
                    qrels.hasRealLabels();
    }

    const std::int32_t* grades(const RunQuery* rq) const {
        return byPos_ && rq ? (*byPos_)[index(rq)] : nullptr;
    }
    const RankedQueryGrades* rankGrades(const RunQuery* rq) const {
        return !rankGrades_.empty() && rq ? &rankGrades_[index(rq)] : nullptr;
    }
    // The query as the kernel reads it: in ties order (in `buffer` when the run is not).
    const RunQuery* inOrder(const RunQuery* rq, TiePolicy ties, RunQuery& buffer) const {
        return rq && rowsRead_ ? &queryInOrder(run_, *rq, ties, buffer) : rq;
    }

  private:
    std::size_t index(const RunQuery* rq) const { return static_cast<std::size_t>(rq - first_); }
    const Run& run_;
    const RunQuery* first_;
    const std::vector<const std::int32_t*>* byPos_ = nullptr;
    std::vector<RankedQueryGrades> rankGrades_;
    bool rowsRead_ = true;
};

// Queries go to the threads in blocks of kBlock: no more threads (each with a kernel) than
// blocks. Fills row qi of res for every items[qi]. The mean curves are exact sums
// (QueryKernel::curveSums): the same bits whatever thread takes which queries (the explorer's
// results snapshot equals the evaluation replacing it).
constexpr std::size_t kBlock = 128;

void evaluateInBlocks(const detail::EvalJob& job, const std::vector<Item>& items,
                      const GradeSource& source, std::vector<detail::QueryKernel>& kernels,
                      EvalResult& res, detail::ProgressGate& gate) {
    const std::size_t nq = items.size();
    const std::size_t blocks = (nq + kBlock - 1) / kBlock;
    std::atomic<std::size_t> next{0}, done{0};
    auto worker = [&](detail::QueryKernel& kernel) {
        std::vector<double> values(job.plan.slots.size());
        RunQuery ordered;  // this worker's query in cfg.ties order, when the run is not
        for (std::size_t b; !gate.cancelled() && (b = next.fetch_add(1)) < blocks;) {
            for (std::size_t qi = b * kBlock; qi < std::min((b + 1) * kBlock, nq); ++qi) {
                const RunQuery* rq = items[qi].ranked;
                res.queries[qi].qid = items[qi].labels->qid;
                kernel.run(source.inOrder(rq, job.cfg.ties, ordered), items[qi].labels,
                           values.data(), res.queries[qi], source.grades(rq),
                           source.rankGrades(rq));
                detail::EvalJob::putValues(res, qi, values);
                for (std::size_t s = 0; job.plan.hasText && s < values.size(); ++s)
                    if (res.columns[s].measure->text)
                        res.columns[s].perQueryText[qi] = kernel.texts[s];
                gate.report(done.fetch_add(1) + 1, nq);
            }
        }
    };
    runOnThreads(kernels.size(), [&](std::size_t t) { worker(kernels[t]); });
}

}  // namespace

unsigned evalThreads(int requested) {
    return threadsFor(requested);
}

EvalResult evaluate(Run& run, const Qrels& qrels, const EvalConfig& cfg, const EvalOptions& opts) {
    orderParallel(run, cfg.ties, evalThreads(opts.threads));
    return evaluate(std::as_const(run), qrels, cfg, opts);
}

EvalResult evaluate(const Run& run, const Qrels& qrels, const EvalConfig& cfg,
                    const EvalOptions& opts) {
    const detail::EvalJob job(qrels, cfg, opts);
    EvalResult counts;
    const std::vector<Item> items = pickQueries(run, qrels, cfg, counts);
    EvalResult res = job.startResult(items.size());
    res.runName = run.name;
    res.missingQueries = counts.missingQueries;
    res.unlabelledQueries = counts.unlabelledQueries;

    const std::size_t blocks = (items.size() + kBlock - 1) / kBlock;
    auto kernels = job.makeKernels(std::clamp<std::size_t>(blocks, 1, evalThreads(opts.threads)));
    detail::ProgressGate gate(opts.progress, /*minStep=*/256);
    evaluateInBlocks(job, items, GradeSource(run, qrels, job), kernels, res, gate);
    if (gate.cancelled()) throw Cancelled();
    detail::finishResult(res, job.plan, kernels, &run, qrels);
    return res;
}

}  // namespace ranklens::core
