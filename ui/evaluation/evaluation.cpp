#include "ui/evaluation/evaluation.h"

#include <QCoreApplication>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <limits>

#include "core/judged_ranking.h"
#include "core/measures/beyond_functions.h"

namespace ranklens::ui {

QString Definitions::describe(const QString& labelSetName) const {
    return QCoreApplication::translate("Definitions", "k = %1; %2")
        .arg(k)
        .arg(describeConfig(labelSetName));
}

QString Definitions::describeConfig(const QString& labelSetName) const {
    // core's text of the definitions, in the user's language; the values are the CLI's option
    // values (linear, labels, trec_eval...) and stay as they are.
    const core::ConfigDescription d = core::describeParts(config);
    QString text = QCoreApplication::translate("EvalConfig", core::ConfigDescription::format);
    for (const auto& v : d.values) text = text.arg(QString::fromStdString(v));
    if (!d.maxDocs.empty())
        text += QCoreApplication::translate("EvalConfig", core::ConfigDescription::maxDocsFormat)
                    .arg(QString::fromStdString(d.maxDocs));
    // The four later settings (judged only, NDCG threshold, empty queries, log base) only when
    // one differs from trec_eval: at their defaults they would add a line to every plot title
    // and say nothing the definitions bar does not (the CLI's outputs always state them).
    if (!config.extrasAreDefault()) {
        QString extras =
            QCoreApplication::translate("EvalConfig", core::ConfigDescription::extrasFormat);
        for (const auto& v : d.extras) extras = extras.arg(QString::fromStdString(v));
        text += extras;
    }
    return QCoreApplication::translate("Definitions", "labels: %1; %2")
        .arg(labelSetName.isEmpty() ? QStringLiteral("-") : labelSetName, text);
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

const core::QueryResult* Evaluation::query(std::size_t r, std::size_t row) const {
    const int i = runs[r].row[row];
    return i < 0 ? nullptr : &runs[r].result.queries[static_cast<std::size_t>(i)];
}

QString Evaluation::definitionsText() const {
    return request.defs.describe(data ? QString::fromStdString(data->labelSetName) : QString());
}

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
    ev->data = req.data->orderedBy == cfg.ties ? req.data : req.data->reordered(cfg.ties);
    const ProjectData& d = *ev->data;

    int K = static_cast<int>(d.longestList());
    K = std::max(K, req.defs.k);
    for (int c : req.cutoffs) K = std::max(K, c);
    ev->K = std::clamp(K, 1, std::max(1, req.maxK));

    // Columns: each metric at k (in request order), then Judged@k last.
    const core::MeasureInfo* judged = &core::measureInfo(core::MeasureFamily::Judged);
    const auto nRuns = d.runs.size();
    std::size_t totalQueries = 0;
    for (const auto& r : d.runs) totalQueries += r->queries().size();
    std::size_t doneBefore = 0;
    for (std::size_t r = 0; r < nRuns; ++r) {
        core::EvalOptions opts;
        // One request per metric keeps the column order = request order (the evaluator sorts
        // by registry order, so map them back below).
        for (const auto* m : metrics)
            opts.requests.push_back({m, {static_cast<double>(req.defs.k)}});
        if (std::find(metrics.begin(), metrics.end(), judged) == metrics.end())
            opts.requests.push_back({judged, {static_cast<double>(req.defs.k)}});
        opts.curveK = ev->K;
        opts.curveMeasures = metrics;
        opts.items = d.items.get();
        const std::size_t runTotal = d.runs[r]->queries().size();
        if (progress)
            opts.progress = [&, runTotal](std::size_t done, std::size_t) {
                return progress(doneBefore + std::min(done, runTotal), totalQueries);
            };
        RunEvaluation re;
        re.runId = d.runInfos[r].id;
        re.name = QString::fromStdString(d.runInfos[r].name);
        // The run is already ordered by cfg.ties, so evaluate() does not modify it.
        re.result = core::evaluate(*d.runs[r], *d.labels, cfg, opts);
        // Reorder columns to request order (metrics..., judged).
        std::vector<core::ResultColumn> cols;
        for (const auto& req2 : opts.requests)
            for (auto& c : re.result.columns)
                if (c.measure == req2.measure) cols.push_back(std::move(c));
        re.result.columns = std::move(cols);
        for (std::size_t c = 0; c < re.result.columns.size(); ++c)
            if (re.result.columns[c].measure == judged) ev->judgedColumn = c;
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
    // Intent-aware measures need subtopic labels, which the GUI does not load yet; the
    // beyond-accuracy ones (ild@k, arp@k ...) item categories, which not every project has.
    for (const auto& m : core::measureRegistry())
        if (m.shape == core::MeasureShape::Curve && !m.subtopics && (withItems || !m.items))
            out.push_back(&m);
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
    const auto* ranked = data.runs[run]->find(qid);
    const auto* labels = data.labels->find(qid);
    core::judge(ranked, labels, cfg, jr);
    if (m.items)  // the beyond-accuracy measures read the items' facts (none: 0)
        core::detail::fillItems(data.items.get(), ranked, labels, cfg, out.size(), jr);
    m.curve(jr, cfg, std::span<double>(out.data(), out.size()));
    return out;
}

}  // namespace ranklens::ui
