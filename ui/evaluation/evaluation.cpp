#include "ui/evaluation/evaluation.h"

#include <QCoreApplication>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <limits>
#include <string_view>
#include <utility>

#include "core/judged/judged_ranking.h"
#include "core/judged/run_grades.h"
#include "core/measures/beyond_functions.h"
#include "core/measures/diversity_functions.h"
#include "core/stats/mean_interval.h"
#include "ui/evaluation/config_words.h"
#include "ui/evaluation/evaluated_run_result.h"

namespace ranklens::ui {

QString Definitions::describe(const QString& labelSetName) const {
    return QCoreApplication::translate("Definitions", "k = %1; %2")
        .arg(k)
        .arg(describeConfig(labelSetName));
}

QString Definitions::describeConfig(const QString& labelSetName) const {
    // core's text of the definitions with its values as words of the user's language (an
    // option value such as run-and-labels is English only).
    return QCoreApplication::translate("Definitions", "labels: %1; %2")
        .arg(labelSetName.isEmpty() ? QStringLiteral("-") : labelSetName,
             ConfigWords::describe(config));
}

double Evaluation::value(std::size_t r, std::size_t m, std::size_t row) const {
    const int i = runs[r].row[row];
    if (i < 0) return std::numeric_limits<double>::quiet_NaN();
    return runs[r].result.columns[m].perQuery[static_cast<std::size_t>(i)];
}

double Evaluation::judgedAtK(std::size_t r, std::size_t row) const {
    const int i = runs[r].row[row];
    if (i < 0) return std::numeric_limits<double>::quiet_NaN();
    return runs[r].result.columns[judgedColumn].perQuery[static_cast<std::size_t>(i)];
}

NoBand measureBand(const core::MeasureInfo& m) {
    return m.aggregate == core::Aggregate::Mean ? NoBand::None : NoBand::NotAMean;
}

NoBand Evaluation::noBand(std::size_t r, std::size_t m) const {
    if (fromSnapshot) return NoBand::Snapshot;
    if (data && data->evaluatedRun(r)) return NoBand::EvaluatedRun;
    if (m < request.metrics.size() && measureBand(*request.metrics[m]) != NoBand::None)
        return measureBand(*request.metrics[m]);
    if (r < runs.size() && m < runs[r].bands.size() && !runs[r].bands[m].low.empty())
        return NoBand::None;
    return NoBand::FewQueries;
}

const CurveBand* Evaluation::curveBand(std::size_t r, std::size_t m) const {
    return noBand(r, m) == NoBand::None ? &runs[r].bands[m] : nullptr;
}

const core::QueryResult* Evaluation::query(std::size_t r, std::size_t row) const {
    const int i = runs[r].row[row];
    return i < 0 ? nullptr : &runs[r].result.queries[static_cast<std::size_t>(i)];
}

QString Evaluation::definitionsText() const {
    QString text =
        request.defs.describe(data ? QString::fromStdString(data->labelSetName) : QString());
    // RBP@k's p, stated where a measure whose row states it is shown (it changes no other
    // number).
    for (const core::MeasureInfo* m : request.metrics)
        if (std::ranges::find(m->statedDefinitions, std::string_view("rbp_p")) !=
            m->statedDefinitions.end())
            return text + QCoreApplication::translate("Definitions", "; RBP persistence p: %1")
                              .arg(request.defs.config.rbpPersistence);
    return text;
}

namespace {

bool plotted(const core::MeasureInfo* m) {
    return m->shape == core::MeasureShape::Curve;
}

// The intent-aware and beyond-accuracy measures read the subtopic labels and the item metadata,
// which the cache's key does not name: they are evaluated afresh every time.
bool cacheable(const core::MeasureInfo* m) {
    return !m->subtopics && !m->items;
}

// What one run's evaluation needs: its columns (request order: metrics..., Judged@k) and the
// pieces already known from the cache.
struct RunPlan {
    std::vector<const core::MeasureInfo*> columns;
    std::vector<std::shared_ptr<const MeasurePiece>> exact;  // per column, or null
    std::vector<std::shared_ptr<const MeasurePiece>> curve;  // per column: same curve, other k
    std::shared_ptr<const ResultBase> base;
};

ResultCache::Key cacheKey(const EvalRequest& req, std::size_t r, int K,
                          const core::MeasureInfo& m) {
    return {std::weak_ptr<const void>(req.data->runs[r]),
            std::weak_ptr<const void>(req.data->labels), ResultCache::keyConfig(m, req.defs.config),
            K, req.defs.k};
}

// The evaluated queries depend on no gain setting: keyed as a gain-free measure.
const core::MeasureInfo& baseMeasure() {
    return core::measureInfo(core::MeasureFamily::Judged);
}

// Evaluates what the cache does not hold and stores it.
void evaluateMissing(const EvalRequest& req, const ProjectData& d, std::size_t r, int K,
                     RunPlan& plan, core::EvalOptions opts) {
    const int k = req.defs.k;
    std::vector<const core::MeasureInfo*> curves;
    for (std::size_t c = 0; c < plan.columns.size(); ++c) {
        if (plan.exact[c]) continue;
        opts.requests.push_back({plan.columns[c], {static_cast<double>(k)}});
        if (plotted(plan.columns[c]) && !plan.curve[c]) curves.push_back(plan.columns[c]);
    }
    if (opts.requests.empty() && plan.base) return;
    if (opts.requests.empty()) opts.requests.push_back({&baseMeasure(), {static_cast<double>(k)}});
    opts.curveMeasures = curves;
    opts.curveK = curves.empty() ? 0 : K;
    opts.curveSquares = true;  // the bands' spread, in the same pass
    opts.tieCutoffs = {1, 5, 10, k};
    std::sort(opts.tieCutoffs.begin(), opts.tieCutoffs.end());
    opts.tieCutoffs.erase(std::unique(opts.tieCutoffs.begin(), opts.tieCutoffs.end()),
                          opts.tieCutoffs.end());
    // The run's labels rank by rank in the tie policy's order, one byte a doc; by inputPos only
    // when a label needs more.
    const auto& run = d.runs[r];
    std::shared_ptr<const core::RankGrades> ranks;
    if (req.grades && d.labels) ranks = req.grades->ranks(run, d.labels, req.defs.config.ties);
    opts.rankGrades = ranks.get();
    if (req.grades && d.labels && !ranks) opts.gradesByQuery = req.grades->get(run, d.labels)->ptr;
    // Read in the tie policy's order one query at a time; the shared run is never changed.
    core::EvalResult res = core::evaluate(std::as_const(*run), *d.labels, req.defs.config, opts);
    const std::size_t queries = res.queries.size();
    auto base = std::make_shared<ResultBase>();
    base->queries = std::move(res.queries);
    base->ties = res.ties;
    base->missingQueries = res.missingQueries;
    base->unlabelledQueries = res.unlabelledQueries;
    plan.base = base;
    req.results->putBase(cacheKey(req, r, K, baseMeasure()), base);
    for (std::size_t c = 0; c < plan.columns.size(); ++c) {
        if (plan.exact[c]) continue;
        const core::MeasureInfo* m = plan.columns[c];
        auto piece = std::make_shared<MeasurePiece>();
        for (auto& col : res.columns)
            if (col.measure == m) piece->column = std::move(col);
        for (std::size_t i = 0; i < res.curveMeasures.size(); ++i)
            if (res.curveMeasures[i] == m) {
                piece->curve = std::move(res.curves[i]);
                piece->spread =
                    core::curveSquaredDeviations(res.curveSums[i], res.curveSquareSums[i], queries);
            }
        if (plan.curve[c]) {
            piece->curve = plan.curve[c]->curve;
            piece->spread = plan.curve[c]->spread;
        }
        plan.exact[c] = piece;
        if (cacheable(m)) req.results->putPiece(m, cacheKey(req, r, K, *m), piece);
    }
}

// One run's result under req.defs: cached pieces where the definitions each measure reads are
// unchanged, one core::evaluate of the rest.
// The bands of the plotted columns' curves (request order), from each piece's spread.
std::vector<CurveBand> curveBands(const RunPlan& plan, std::size_t queries) {
    std::vector<CurveBand> out;
    for (std::size_t c = 0; c < plan.columns.size(); ++c) {
        if (!plotted(plan.columns[c])) continue;
        const MeasurePiece& p = *plan.exact[c];
        CurveBand& b = out.emplace_back();
        if (measureBand(*plan.columns[c]) == NoBand::None && p.spread.size() == p.curve.size())
            core::stats::meanIntervals(queries, p.curve, p.spread, kMeanConfidence, b.low, b.high);
    }
    return out;
}

core::EvalResult evaluateRun(const EvalRequest& req, const ProjectData& d, std::size_t r, int K,
                             const std::vector<const core::MeasureInfo*>& columns,
                             const core::EvalOptions& opts, std::vector<CurveBand>& bands) {
    RunPlan plan;
    plan.columns = columns;
    for (const auto* m : columns) {
        const auto key = cacheKey(req, r, K, *m);
        plan.exact.push_back(cacheable(m) ? req.results->piece(m, key) : nullptr);
        plan.curve.push_back(!plan.exact.back() && plotted(m) && cacheable(m)
                                 ? req.results->piece(m, key, true)
                                 : nullptr);
    }
    plan.base = req.results->base(cacheKey(req, r, K, baseMeasure()));
    evaluateMissing(req, d, r, K, plan, opts);
    core::EvalResult res;
    res.config = req.defs.config;
    res.runName = d.runs[r]->name;
    res.queries = plan.base->queries;
    res.ties = plan.base->ties;
    res.missingQueries = plan.base->missingQueries;
    res.unlabelledQueries = plan.base->unlabelledQueries;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        res.columns.push_back(plan.exact[c]->column);
        if (plotted(columns[c])) {
            res.curveMeasures.push_back(columns[c]);
            res.curves.push_back(plan.exact[c]->curve);
        }
    }
    bands = curveBands(plan, res.queries.size());
    return res;
}

}  // namespace

std::shared_ptr<Evaluation> computeEvaluation(const EvalRequest& req,
                                              const core::ProgressFn& progress) {
    const auto t0 = std::chrono::steady_clock::now();
    auto ev = std::make_shared<Evaluation>();
    ev->request = req;
    // Measures that need item metadata only when the project has it (curves stay parallel to
    // request.metrics).
    std::erase_if(ev->request.metrics,
                  [&](const core::MeasureInfo* m) { return m->items && !req.data->items; });
    const auto& metrics = ev->request.metrics;
    const auto& cfg = req.defs.config;
    ev->data = req.data;  // in trec_eval order: cfg.ties is how the evaluation reads it
    const ProjectData& d = *ev->data;

    int K = static_cast<int>(d.longestList());
    K = std::max(K, req.defs.k);
    for (int c : req.cutoffs) K = std::max(K, c);
    ev->K = std::clamp(K, 1, std::max(1, req.maxK));

    // Columns: each metric at k (in request order), then Judged@k last.
    const core::MeasureInfo* judged = &core::measureInfo(core::MeasureFamily::Judged);
    std::vector<const core::MeasureInfo*> columns = metrics;
    if (std::find(columns.begin(), columns.end(), judged) == columns.end())
        columns.push_back(judged);
    ev->judgedColumn = static_cast<std::size_t>(std::find(columns.begin(), columns.end(), judged) -
                                                columns.begin());
    EvalRequest local = req;  // a private cache when the caller gave none
    if (!local.results) local.results = std::make_shared<ResultCache>();
    const auto nRuns = d.runs.size();
    std::size_t totalQueries = 0;
    for (const auto& r : d.runs) totalQueries += r->queries().size();
    std::size_t doneBefore = 0;
    for (std::size_t r = 0; r < nRuns; ++r) {
        core::EvalOptions opts;
        // Without subtopic labels the intent-aware measures are 0 for every query, as
        // documented in the registry (an empty label set rather than a refused evaluation).
        static const core::DiversityQrels kNoSubtopics;
        opts.diversity = d.subtopicLabels ? d.subtopicLabels.get() : &kNoSubtopics;
        opts.items = d.items.get();
        const std::size_t runTotal = d.runs[r]->queries().size();
        if (progress)
            opts.progress = [&, runTotal](std::size_t done, std::size_t) {
                return progress(doneBefore + std::min(done, runTotal), totalQueries);
            };
        RunEvaluation re;
        re.runId = d.runInfos[r].id;
        re.name = QString::fromStdString(d.runInfos[r].name);
        if (const core::EvaluatedRun* e = d.evaluatedRun(r)) {
            // An evaluated run brings its own values (no ranked list to evaluate), one column
            // per request in column order.
            std::vector<core::MeasureRequest> requests;
            for (const auto* m : columns)
                requests.push_back({m, {static_cast<double>(req.defs.k)}});
            re.result = evaluatedRunResult(*e, requests, metrics, ev->K, *d.labels, cfg);
        } else {
            re.result = evaluateRun(local, d, r, ev->K, columns, opts, re.bands);
        }
        doneBefore += runTotal;
        ev->runs.push_back(std::move(re));
        if (progress && !progress(doneBefore, totalQueries)) throw core::Cancelled();
    }
    // Union of evaluated queries, in strcmp order.
    for (const auto& re : ev->runs)
        for (const auto& q : re.result.queries) ev->qids.push_back(q.qid);
    std::sort(ev->qids.begin(), ev->qids.end(), [](const std::string& a, const std::string& b) {
        return std::strcmp(a.c_str(), b.c_str()) < 0;
    });
    ev->qids.erase(std::unique(ev->qids.begin(), ev->qids.end()), ev->qids.end());
    for (auto& re : ev->runs) {
        re.row.assign(ev->qids.size(), -1);
        std::size_t j = 0;
        for (std::size_t i = 0; i < re.result.queries.size(); ++i) {
            while (j < ev->qids.size() && ev->qids[j] != re.result.queries[i].qid) ++j;
            if (j < ev->qids.size()) re.row[j] = static_cast<int>(i);
        }
    }
    ev->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return ev;
}

std::vector<const core::MeasureInfo*> curveMeasures(bool withItems) {
    std::vector<const core::MeasureInfo*> out;
    // The intent-aware ones too: they read the project's subtopic labels (0 without them). The
    // beyond-accuracy ones (ild@k, arp@k ...) need item categories, which not every project has.
    for (const auto& m : core::measureRegistry())
        if (m.shape == core::MeasureShape::Curve && (withItems || !m.items)) out.push_back(&m);
    return out;
}

std::vector<const core::MeasureInfo*> defaultMetrics() {
    std::vector<const core::MeasureInfo*> out;
    for (auto f :
         {core::MeasureFamily::P, core::MeasureFamily::Recall, core::MeasureFamily::NdcgCut})
        out.push_back(&core::measureInfo(f));
    return out;
}

std::vector<double> queryCurve(const ProjectData& data, std::size_t run, const std::string& qid,
                               const core::MeasureInfo& m, const core::EvalConfig& cfg, int K) {
    std::vector<double> out(static_cast<std::size_t>(std::max(K, 1)), 0.0);
    if (run >= data.runs.size() || !data.labels) return out;
    core::JudgedRanking jr;
    core::RunQuery buffer;
    const core::RunQuery* ranked = data.rankedQuery(run, qid, cfg.ties, buffer);
    const core::QrelsQuery* labels = data.labels->find(qid);
    core::judge(ranked, labels, cfg, jr);
    if (m.subtopics)
        core::detail::fillSubtopics(data.subtopicLabels ? data.subtopicLabels->find(qid) : nullptr,
                                    ranked, labels, cfg, jr);
    if (m.items)  // the beyond-accuracy measures read the items' facts (none: 0)
        core::detail::fillItems(data.items.get(), ranked, labels, cfg, out.size(), jr);
    m.curve(jr, cfg, std::span<double>(out.data(), out.size()));
    return out;
}

}  // namespace ranklens::ui
