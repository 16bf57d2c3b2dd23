#include "ui/beyond/exposure_report.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "core/beyond/beyond_accuracy.h"
#include "core/beyond/item_index.h"
#include "core/eval/evaluator.h"
#include "core/measures/beyond_functions.h"

namespace ranklens::ui {

namespace {

// The labels of the segment's queries only (exposureByGroup counts the lists that have labels).
core::Qrels segmentLabels(const ProjectData& d, const std::string& segment) {
    core::Qrels out;
    for (const auto& q : d.labels->queries()) {
        const auto* meta = d.meta(q.qid);
        if (!meta || meta->segment != segment) continue;
        auto& o = out.query(q.qid);
        for (std::size_t j = 0; j < q.judgments.size(); ++j)
            o.add(out.storeString(q.judgments[j].doc), q.label(j));
    }
    out.finalize();
    return out;
}

void collectGroups(ExposureReport& rep) {
    std::set<std::string> names;
    for (const auto& r : rep.runs)
        for (const auto& g : r.groups.rows) names.insert(g.group);
    const bool none = names.erase(core::kNoGroup) > 0;
    rep.groups.assign(names.begin(), names.end());
    if (none) rep.groups.emplace_back(core::kNoGroup);
    for (std::size_t r = 1; r < rep.runs.size(); ++r)
        for (const auto& g : rep.groups) {
            const auto* a = rep.row(0, g);
            const auto* b = rep.row(r, g);
            const double sa = a ? a->relevantShare : 0.0, sb = b ? b->relevantShare : 0.0;
            rep.relevantDiffers = rep.relevantDiffers || std::abs(sa - sb) > 1e-12;
        }
}

}  // namespace

const core::GroupExposureRow* ExposureReport::row(std::size_t r, const std::string& g) const {
    if (r >= runs.size()) return nullptr;
    for (const auto& row : runs[r].groups.rows)
        if (row.group == g) return &row;
    return nullptr;
}

core::GroupOf groupsOf(const ProjectData& d) {
    core::GroupOf out;
    if (!d.items) return out;
    const auto& cats = d.items->categories();
    for (std::size_t i = 0; i < d.items->docids().size(); ++i) {
        const auto c = d.items->facts(i).category;
        if (c >= 0) out[d.items->docids()[i]] = cats[static_cast<std::size_t>(c)];
    }
    return out;
}

ExposureReport computeExposure(const Evaluation& ev, const std::string& segment,
                               const core::ProgressFn& progress) {
    ExposureReport rep;
    const ProjectData& d = *ev.data;
    const auto& cfg = ev.request.defs.config;
    rep.k = std::max(1, ev.request.defs.k);
    rep.threshold = cfg.relevanceThreshold;
    rep.segment = segment;
    if (!d.items || !d.labels) return rep;
    const core::GroupOf groups = groupsOf(d);
    core::Qrels segmentOnly;
    if (!segment.empty()) segmentOnly = segmentLabels(d, segment);
    const core::Qrels& labels = segment.empty() ? *d.labels : segmentOnly;
    const auto k = static_cast<std::size_t>(rep.k);
    const std::size_t n = std::min(ev.runs.size(), d.runs.size());
    for (std::size_t r = 0; r < n; ++r) {
        if (progress && !progress(r, n)) throw core::Cancelled();
        if (d.evaluatedRun(r) || !d.runs[r]) continue;  // no ranked list
        const core::Run& run = *d.runs[r];
        RunExposure x;
        x.run = static_cast<int>(r);
        x.name = ev.runs[r].name;
        // Only the first maxDocsPerQuery items count (trec_eval -M), as for every measure.
        const std::size_t kk = cfg.maxDocsPerQuery > 0
                                   ? std::min(k, static_cast<std::size_t>(cfg.maxDocsPerQuery))
                                   : k;
        // Every list read in the chosen tie order (the runs are kept in trec_eval's).
        x.groups = core::exposureByGroup(run, labels, groups, kk, rep.threshold, cfg.ties);
        x.gini = core::detail::giniOfExposure(run, *d.items, k, cfg.maxDocsPerQuery, cfg.ties);
        x.coverage = core::coverageCurve(run, *d.labels, k, cfg.maxDocsPerQuery, cfg.ties)[k - 1];
        rep.runs.push_back(std::move(x));
    }
    if (progress) progress(n, n);
    collectGroups(rep);
    return rep;
}

}  // namespace ranklens::ui
