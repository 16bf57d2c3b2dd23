#include "core/evaluator.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "core/judged_ranking.h"

namespace ranklens::core {

namespace {

constexpr double kMinGeoMean = 0.00001;  // trec_eval's MIN_GEO_MEAN

struct Slot {  // one requested (measure, param) → column index
    const MeasureInfo* measure;
    double param;
    std::size_t column;
};

// Largest k any Curve request or curve needs.
std::size_t neededK(const EvalOptions& opts) {
    std::size_t K = static_cast<std::size_t>(std::max(opts.curveK, 1));
    for (const auto& r : opts.requests)
        if (r.measure->shape == MeasureShape::Curve)
            for (double p : r.params) K = std::max(K, static_cast<std::size_t>(p));
    return K;
}

void orderParallel(Run& run, TiePolicy ties, unsigned threads) {
    if (run.isOrdered() && run.orderedBy() == ties) return;
    auto qs = run.queries();
    std::vector<std::thread> pool;
    std::atomic<std::size_t> next{0};
    for (unsigned t = 0; t < threads; ++t)
        pool.emplace_back([&] {
            for (std::size_t i; (i = next.fetch_add(16)) < qs.size();)
                for (std::size_t j = i; j < std::min(i + 16, qs.size()); ++j)
                    orderQuery(qs[j], ties);
        });
    for (auto& th : pool) th.join();
    run.order(ties);  // marks the run as ordered; every query is already in order
}

void tieStats(const RunQuery* q, std::int64_t maxDocs, const std::vector<int>& cutoffs,
              TieReport& rep) {
    if (!q) return;
    std::size_t n = q->docs.size();
    if (maxDocs > 0) n = std::min<std::size_t>(n, static_cast<std::size_t>(maxDocs));
    bool any = false;
    for (std::size_t i = 1; i < n; ++i) {
        if (q->docs[i].score == q->docs[i - 1].score) {
            if (i == 1 || q->docs[i - 1].score != q->docs[i - 2].score) ++rep.tiedGroups;
            any = true;
        }
    }
    if (any) ++rep.queriesWithTies;
    for (std::size_t c = 0; c < cutoffs.size(); ++c) {
        const std::size_t k = static_cast<std::size_t>(cutoffs[c]);
        if (k >= 1 && k < n && q->docs[k - 1].score == q->docs[k].score) ++rep.straddling[c].second;
    }
}

}  // namespace

std::string columnName(const MeasureInfo& m, double param) {
    if (m.shape == MeasureShape::Scalar) return std::string(m.name);
    char buf[64];
    if (m.shape == MeasureShape::Levels)
        std::snprintf(buf, sizeof buf, "%.2f", param);
    else
        std::snprintf(buf, sizeof buf, "%ld", static_cast<long>(param));
    return std::string(m.name) + "_" + buf;
}

double aggregateValues(const MeasureInfo& m, const std::vector<double>& v) {
    if (v.empty()) return 0.0;
    double sum = 0.0;
    switch (m.aggregate) {
        case Aggregate::Sum:
            for (double x : v) sum += x;
            return sum;
        case Aggregate::Mean:
            for (double x : v) sum += x;
            return sum / static_cast<double>(v.size());
        case Aggregate::GeometricMean:
            for (double x : v) sum += std::log(std::max(x, kMinGeoMean));
            return std::exp(sum / static_cast<double>(v.size()));
    }
    return 0.0;
}

const ResultColumn* EvalResult::column(const std::string& name) const {
    for (const auto& c : columns)
        if (c.name == name) return &c;
    return nullptr;
}

std::vector<double> coverageCurve(const Run& run, const Qrels& qrels, std::size_t K,
                                  std::int64_t maxDocs) {
    // Best (smallest) rank at which each item appears in any query.
    std::unordered_map<std::string_view, std::uint32_t> best;
    for (const auto& q : run.queries()) {
        std::size_t n = q.docs.size();
        if (maxDocs > 0) n = std::min<std::size_t>(n, static_cast<std::size_t>(maxDocs));
        for (std::size_t i = 0; i < n; ++i) {
            auto [it, fresh] = best.emplace(q.docs[i].doc, static_cast<std::uint32_t>(i + 1));
            if (!fresh && it->second > i + 1) it->second = static_cast<std::uint32_t>(i + 1);
        }
    }
    std::size_t catalogue = best.size();
    for (const auto& q : qrels.queries())
        for (const auto& j : q.judgments)
            if (best.emplace(j.doc, std::numeric_limits<std::uint32_t>::max()).second) ++catalogue;
    std::vector<std::size_t> firstAt(K + 1, 0);
    for (const auto& [doc, rank] : best)
        if (rank <= K) ++firstAt[rank];
    std::vector<double> out(K, 0.0);
    std::size_t seen = 0;
    for (std::size_t k = 1; k <= K; ++k) {
        seen += firstAt[k];
        out[k - 1] = catalogue ? static_cast<double>(seen) / static_cast<double>(catalogue) : 0.0;
    }
    return out;
}

EvalResult evaluate(Run& run, const Qrels& qrels, const EvalConfig& cfg, const EvalOptions& opts) {
    const unsigned threads = opts.threads > 0 ? static_cast<unsigned>(opts.threads)
                                              : std::max(1u, std::thread::hardware_concurrency());
    orderParallel(run, cfg.ties, threads);

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

    // Columns, in registry order then parameter order.
    std::vector<Slot> slots;
    std::vector<MeasureRequest> reqs = opts.requests;
    std::sort(reqs.begin(), reqs.end(), [](const MeasureRequest& a, const MeasureRequest& b) {
        return a.measure->order < b.measure->order;
    });
    for (const auto& r : reqs) {
        if (r.measure->shape == MeasureShape::Scalar) {
            slots.push_back({r.measure, 0, res.columns.size()});
            res.columns.push_back({columnName(*r.measure, 0), r.measure, 0, {}, 0});
            continue;
        }
        for (double p : r.params) {
            slots.push_back({r.measure, p, res.columns.size()});
            res.columns.push_back({columnName(*r.measure, p), r.measure, p, {}, 0});
        }
    }
    const std::size_t nq = items.size();
    for (auto& c : res.columns)
        if (c.measure->shape != MeasureShape::RunLevel) c.perQuery.assign(nq, 0.0);
    res.queries.resize(nq);

    const std::size_t K = neededK(opts);
    std::vector<const MeasureInfo*> curveMs;
    for (const auto* m : opts.curveMeasures)
        if (m && m->shape == MeasureShape::Curve) curveMs.push_back(m);
    res.curveMeasures = curveMs;
    const std::size_t curveK = static_cast<std::size_t>(std::max(opts.curveK, 0));

    // Per-thread partial curve sums; per-query values go straight to their slots.
    std::vector<std::vector<std::vector<double>>> partial(
        threads,
        std::vector<std::vector<double>>(curveMs.size(), std::vector<double>(curveK, 0.0)));
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<bool> cancelled{false};

    auto worker = [&](unsigned t) {
        JudgedRanking jr;
        std::vector<double> buf(K);
        for (std::size_t i; !cancelled && (i = next.fetch_add(8)) < nq;) {
            for (std::size_t qi = i; qi < std::min(i + 8, nq); ++qi) {
                const Item& it = items[qi];
                judge(it.ranked, it.labels, cfg, jr);
                QueryResult& qr = res.queries[qi];
                qr.qid = it.labels->qid;
                qr.inRun = it.ranked != nullptr;
                qr.numRet = static_cast<std::int64_t>(jr.grades.size());
                qr.numRel = jr.numRel;
                qr.numLabelled = jr.numLabelled;
                // Curves requested for the plot.
                for (std::size_t c = 0; c < curveMs.size(); ++c) {
                    curveMs[c]->curve(jr, cfg, std::span<double>(buf.data(), curveK));
                    auto& acc = partial[t][c];
                    for (std::size_t k = 0; k < curveK; ++k) acc[k] += buf[k];
                }
                // Requested columns: one curve fill per measure, then pick the cut-offs.
                const MeasureInfo* filled = nullptr;
                for (const Slot& s : slots) {
                    const MeasureInfo& m = *s.measure;
                    double value = 0.0;
                    switch (m.shape) {
                        case MeasureShape::Scalar:
                            m.curve(jr, cfg, std::span<double>(buf.data(), 1));
                            value = buf[0];
                            filled = nullptr;
                            break;
                        case MeasureShape::Curve: {
                            if (filled != &m) {
                                m.curve(jr, cfg, std::span<double>(buf.data(), K));
                                filled = &m;
                            }
                            value = buf[static_cast<std::size_t>(s.param) - 1];
                            break;
                        }
                        case MeasureShape::Levels: {
                            const double p = s.param;
                            double v = 0;
                            m.levels(jr, cfg, std::span<const double>(&p, 1),
                                     std::span<double>(&v, 1));
                            value = v;
                            filled = nullptr;
                            break;
                        }
                        case MeasureShape::RunLevel:
                            continue;
                    }
                    res.columns[s.column].perQuery[qi] = value;
                }
                const std::size_t d = done.fetch_add(1) + 1;
                if (t == 0 && opts.progress && (d % 256 == 0 || d == nq) && !opts.progress(d, nq))
                    cancelled = true;
            }
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker, t);
    worker(0);
    for (auto& th : pool) th.join();
    if (cancelled) throw Cancelled();

    // Summaries in qid order (sequential sums round exactly as trec_eval's).
    for (auto& c : res.columns) {
        if (c.measure->shape == MeasureShape::RunLevel) continue;
        c.aggregate = aggregateValues(*c.measure, c.perQuery);
    }
    // Run-level measures.
    std::size_t covK = 0;
    for (const auto& c : res.columns)
        if (c.measure->shape == MeasureShape::RunLevel)
            covK = std::max(covK, static_cast<std::size_t>(c.param));
    if (covK > 0) {
        const auto cov = coverageCurve(run, qrels, covK, cfg.maxDocsPerQuery);
        for (auto& c : res.columns)
            if (c.measure->shape == MeasureShape::RunLevel)
                c.aggregate = cov[static_cast<std::size_t>(c.param) - 1];
    }
    // Mean curves.
    res.curves.assign(curveMs.size(), std::vector<double>(curveK, 0.0));
    for (std::size_t c = 0; c < curveMs.size(); ++c) {
        for (unsigned t = 0; t < threads; ++t)
            for (std::size_t k = 0; k < curveK; ++k) res.curves[c][k] += partial[t][c][k];
        if (nq)
            for (auto& v : res.curves[c]) v /= static_cast<double>(nq);
    }
    // Ties.
    std::vector<int> tieKs = opts.tieCutoffs;
    if (tieKs.empty()) {
        tieKs = {1, 5, 10};
        for (const auto& s : slots)
            if (s.measure->shape == MeasureShape::Curve) tieKs.push_back(static_cast<int>(s.param));
        std::sort(tieKs.begin(), tieKs.end());
        tieKs.erase(std::unique(tieKs.begin(), tieKs.end()), tieKs.end());
    }
    for (int k : tieKs) res.ties.straddling.push_back({k, 0});
    for (const auto& it : items) tieStats(it.ranked, cfg.maxDocsPerQuery, tieKs, res.ties);
    return res;
}

}  // namespace ranklens::core
