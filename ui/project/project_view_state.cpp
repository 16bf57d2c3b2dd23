#include "ui/project/project_view_state.h"

#include "core/store/project_settings.h"
#include "ui/project/project_keep.h"

namespace ranklens::ui {

namespace {

// Lists are one entry per line: run names may hold commas, never a line break.
std::string joinLines(const QStringList& l) {
    return l.join(QLatin1Char('\n')).toStdString();
}
QStringList splitLines(const std::string& s) {
    return s.empty() ? QStringList() : QString::fromStdString(s).split(QLatin1Char('\n'));
}

}  // namespace

SettingPairs definitionsSettings(const ProjectViewState& s) {
    SettingPairs out;
    if (s.config) out = store::configToSettings(*s.config);
    if (s.k > 0) out.emplace_back("k", std::to_string(s.k));
    return out;
}

SettingPairs viewSettings(const ProjectViewState& s) {
    SettingPairs out;
    if (s.metricsStored) {
        QStringList names;
        for (const auto* m : s.metrics) names << QString::fromUtf8(m->name.data(), m->name.size());
        out.emplace_back("metrics", joinLines(names));
    }
    if (!s.cutoffs.empty()) {
        QStringList ks;
        for (int k : s.cutoffs) ks << QString::number(k);
        out.emplace_back("cutoffs", joinLines(ks));
    }
    if (s.runsStored) out.emplace_back("hidden-runs", joinLines(s.hiddenRuns));
    if (!s.qid.isEmpty()) {
        out.emplace_back("run", s.runName.toStdString());
        out.emplace_back("query", s.qid.toStdString());
    }
    if (s.draftId > 0) out.emplace_back("draft", std::to_string(s.draftId));
    if (s.pairing) out.emplace_back("compare-pairing", core::compare::toString(*s.pairing));
    if (!s.compareBaseline.isEmpty())
        out.emplace_back("compare-baseline", s.compareBaseline.toStdString());
    if (!s.compareLeftOut.isEmpty())
        out.emplace_back("compare-left-out", joinLines(s.compareLeftOut));
    if (!s.queriesRunA.isEmpty()) out.emplace_back("queries-run-a", s.queriesRunA.toStdString());
    if (!s.queriesRunB.isEmpty()) out.emplace_back("queries-run-b", s.queriesRunB.toStdString());
    if (s.worstFirst) out.emplace_back("queries-worst-first", "1");
    return out;
}

namespace {

// k, cut-offs, draft ids: positive integers.
bool positive(const std::string& v, long long max, long long& out) {
    bool ok = false;
    out = QString::fromStdString(v).toLongLong(&ok);
    return ok && out >= 1 && out <= max;
}

bool applyView(ProjectViewState& s, const std::string& key, const std::string& value) {
    long long n = 0;
    if (key == "metrics") {
        s.metricsStored = true;
        for (const QString& name : splitLines(value))
            if (const auto* m = core::findMeasure(name.toStdString())) s.metrics.push_back(m);
        return true;
    }
    if (key == "cutoffs") {
        std::vector<int> ks;
        for (const QString& k : splitLines(value)) {
            if (!positive(k.toStdString(), core::kMaxCutoff, n)) return false;
            ks.push_back(static_cast<int>(n));
        }
        s.cutoffs = std::move(ks);
        return true;
    }
    if (key == "hidden-runs") {
        s.runsStored = true;
        s.hiddenRuns = splitLines(value);
        return true;
    }
    if (key == "run") return s.runName = QString::fromStdString(value), true;
    if (key == "query") return s.qid = QString::fromStdString(value), true;
    if (key == "draft") return positive(value, INT64_MAX, n) ? (s.draftId = n, true) : false;
    if (key == "queries-run-a") return s.queriesRunA = QString::fromStdString(value), true;
    if (key == "queries-run-b") return s.queriesRunB = QString::fromStdString(value), true;
    if (key == "queries-worst-first")
        return s.worstFirst = value == "1", value == "1" || value == "0";
    if (key == "compare-baseline") return s.compareBaseline = QString::fromStdString(value), true;
    if (key == "compare-left-out") return s.compareLeftOut = splitLines(value), true;
    if (key == "compare-pairing") {
        core::compare::Pairing p{};
        if (!core::compare::parsePairing(value, p)) return false;
        s.pairing = p;
        return true;
    }
    return false;
}

}  // namespace

ProjectViewState viewStateFrom(const SettingPairs& definitions, const SettingPairs& view,
                               QStringList* problems) {
    ProjectViewState s;
    std::vector<std::string> bad;
    SettingPairs config;
    long long k = 0;
    for (const auto& kv : definitions) {
        if (kv.first != "k")
            config.push_back(kv);
        else if (positive(kv.second, core::kMaxCutoff, k))
            s.k = static_cast<int>(k);
        else
            bad.push_back("k=" + kv.second);
    }
    if (!config.empty()) {
        s.config = core::EvalConfig{};
        store::applyConfigSettings(config, *s.config, &bad);
    }
    for (const auto& [key, value] : view)
        if (!applyView(s, key, value)) bad.push_back(key + "=" + value);
    if (problems)
        for (const auto& b : bad) *problems << QString::fromStdString(b);
    return s;
}

ProjectViewState loadViewState(const ProjectKeep& keep) {
    return viewStateFrom(keep.projectSettings(kDefinitionsPrefix),
                         keep.projectSettings(kViewPrefix));
}

bool saveViewState(ProjectKeep& keep, const ProjectViewState& s, QString* error) {
    return keep.saveProjectSettings(kDefinitionsPrefix, definitionsSettings(s), error) &&
           keep.saveProjectSettings(kViewPrefix, viewSettings(s), error);
}

}  // namespace ranklens::ui
