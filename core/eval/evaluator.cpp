#include "core/eval/evaluator.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "core/eval/query_kernel.h"
#include "core/judged/judged_ranking.h"
#include "core/judged/run_grades.h"
#include "core/order/order_query.h"
#include "core/parallel.h"

namespace ranklens::core {

namespace {

void orderParallel(Run& run, TiePolicy ties, unsigned threads) {
    if (run.isOrdered() && run.orderedBy() == ties) return;
    auto qs = run.queries();
    parallelFor(qs.size(), 16, threads, [&](std::size_t i) { orderQuery(qs[i], ties); });
    run.markOrdered(ties);
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
    detail::checkGains(qrels, cfg);
    const unsigned threads = evalThreads(opts.threads);

    EvalResult res;
    res.config = cfg;
    res.runName = run.name;

    // Which queries: labelled ones that the run has (or all labelled ones), in strcmp order.
    struct Item {
        const RunQuery* ranked;
        const QrelsQuery* labels;
    };
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

    const detail::EvalPlan plan = detail::makePlan(opts, cfg.ties);
    res.columns = plan.columns;
    const std::size_t nq = items.size();
    for (auto& c : res.columns) {
        c.perQuery.assign(nq, 0.0);
        if (c.measure->text) c.perQueryText.assign(nq, std::string());
    }
    res.queries.resize(nq);

    // Queries go to the threads in blocks of kBlock: no more threads (each with a kernel) than
    // blocks.
    constexpr std::size_t kBlock = 128;
    const std::size_t blocks = (nq + kBlock - 1) / kBlock;
    const std::size_t workers = std::clamp<std::size_t>(blocks, 1, threads);
    std::vector<detail::QueryKernel> kernels;
    kernels.reserve(workers);
    for (std::size_t t = 0; t < workers; ++t) kernels.emplace_back(cfg, plan);
    std::atomic<std::size_t> next{0}, done{0}, reported{0};
    std::atomic<bool> cancelled{false};
    std::mutex progressMutex;  // the callback is never entered by two threads at once
    auto maybeReport = [&](std::size_t d) {
        if (!opts.progress || (d - reported.load() < 256 && d != nq)) return;
        std::unique_lock lock(progressMutex, std::try_to_lock);
        if (!lock || d <= reported.load()) return;
        reported = d;
        if (!opts.progress(d, nq)) cancelled = true;
    };

    const bool known =
        !opts.gradesByQuery.empty() && opts.gradesByQuery.size() == run.queries().size();
    const RunQuery* first = run.queries().data();
    const auto gradesOf = [&](const RunQuery* rq) -> const std::int32_t* {
        return known && rq ? opts.gradesByQuery[static_cast<std::size_t>(rq - first)] : nullptr;
    };
    const bool ranks = opts.rankGrades && sameOrder(opts.rankGrades->order, cfg.ties) &&
                       opts.rankGrades->queries() == run.queries().size();
    std::vector<RankedQueryGrades> rankGradesOf(ranks ? run.queries().size() : 0);
    for (std::size_t i = 0; i < rankGradesOf.size(); ++i)
        rankGradesOf[i] = opts.rankGrades->query(i);
    // With rank grades in cfg.ties order the kernels read only the list's length from the
    // ranked rows, unless something reads the docs themselves (real-valued labels, judged-only
    // lists, intent-aware or beyond-accuracy measures): only then is each query put in cfg.ties
    // order too (queryInOrder, a sort of its tied groups).
    const bool rowsRead =
        !ranks || plan.diversity || plan.items || cfg.judgedOnly || qrels.hasRealLabels();
    const auto rankOf = [&](const RunQuery* rq) -> const RankedQueryGrades* {
        return ranks && rq ? &rankGradesOf[static_cast<std::size_t>(rq - first)] : nullptr;
    };
    // The mean curves are exact sums (QueryKernel::curveSums): the same bits whatever thread
    // takes which queries (the explorer's results snapshot equals the evaluation replacing it).
    auto worker = [&](unsigned t) {
        std::vector<double> values(plan.slots.size());
        RunQuery ordered;  // this worker's query in cfg.ties order, when the run is not
        const auto inOrder = [&](const RunQuery* rq) {
            return rq && rowsRead ? &queryInOrder(run, *rq, cfg.ties, ordered) : rq;
        };
        for (std::size_t b; !cancelled && (b = next.fetch_add(1)) < blocks;) {
            for (std::size_t qi = b * kBlock; qi < std::min((b + 1) * kBlock, nq); ++qi) {
                res.queries[qi].qid = items[qi].labels->qid;
                kernels[t].run(inOrder(items[qi].ranked), items[qi].labels, values.data(),
                               res.queries[qi], gradesOf(items[qi].ranked),
                               rankOf(items[qi].ranked));
                for (std::size_t s = 0; s < values.size(); ++s) {
                    res.columns[s].perQuery[qi] = values[s];
                    if (plan.hasText && res.columns[s].measure->text)
                        res.columns[s].perQueryText[qi] = kernels[t].texts[s];
                }
                maybeReport(done.fetch_add(1) + 1);
            }
        }
    };
    runOnThreads(kernels.size(), [&](std::size_t t) { worker(static_cast<unsigned>(t)); });
    if (cancelled) throw Cancelled();
    detail::finishResult(res, plan, kernels, &run, qrels);
    return res;
}

}  // namespace ranklens::core
