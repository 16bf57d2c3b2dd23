#include "core/store/project_settings.h"

#include <charconv>
#include <sstream>

#include "core/number_check.h"

namespace ranklens::store {

namespace {

template <class T>
bool parseNumber(const std::string& s, T& out) {
    T v{};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size()) return false;
    out = v;
    return true;
}

std::string gainsText(const std::vector<double>& gains) {
    std::ostringstream o;
    o.precision(17);
    for (std::size_t i = 0; i < gains.size(); ++i) o << (i ? "," : "") << gains[i];
    return o.str();
}

// Shortest text that reads back as the same double (0.8, not 0.80000000000000004).
std::string shortestText(double v) {
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return ec == std::errc() ? std::string(buf, end) : gainsText({v});
}

bool parseGains(const std::string& s, std::vector<double>& out) {
    std::vector<double> gains;
    std::size_t start = 0;
    while (!s.empty() && start <= s.size()) {
        const std::size_t comma = std::min(s.find(',', start), s.size());
        double g = 0;
        if (!parseNumber(s.substr(start, comma - start), g)) return false;
        gains.push_back(g);
        start = comma + 1;
    }
    out = std::move(gains);
    return true;
}

bool parseQuerySet(const std::string& s, core::QuerySet& out) {
    for (const auto q : {core::QuerySet::RunAndLabels, core::QuerySet::AllLabelled})
        if (s == core::toString(q)) {
            out = q;
            return true;
        }
    return false;
}

// Reads one known key into cfg; false when the value cannot be read. Unknown keys go to core.
bool applyOne(const std::string& key, const std::string& value, core::EvalConfig& cfg) {
    if (key == "threshold") {  // whole, or between whole numbers for real-valued labels
        double t = 0;
        if (!parseNumber(value, t) || !core::numberProblem(t, core::ranges::kThreshold).empty())
            return false;
        cfg.setThreshold(t);
        return true;
    }
    if (key == "gains") return parseGains(value, cfg.customGains);
    if (key == "gain" && value == core::toString(core::GainKind::Custom)) {
        cfg.gain = core::GainKind::Custom;  // its table is the "gains" key
        return true;
    }
    if (key == "queries") return parseQuerySet(value, cfg.querySet);
    if (key == "max-docs") return parseNumber(value, cfg.maxDocsPerQuery);
    return core::applySetting(key + "=" + value, cfg);
}

}  // namespace

SettingList configToSettings(const core::EvalConfig& cfg) {
    // Names every field: a new EvalConfig field stops this line compiling until it is stored.
    const auto& [threshold, realThreshold, gain, gains, ideal, ties, querySet, maxDocs, errMaxGrade,
                 alpha, rbpP, judgedOnly, thresholdInGain, emptyQueries, logBase, trecEvalVersion] =
        cfg;
    auto yesNo = [](bool b) { return std::string(b ? "yes" : "no"); };
    SettingList out{{"threshold", cfg.thresholdText()},  // threshold and realThreshold
                    {"gain", core::toString(gain)},
                    {"gains", gainsText(gains)},
                    {"ideal", core::toString(ideal)},
                    {"ties", core::toString(ties)},
                    {"queries", core::toString(querySet)},
                    {"max-docs", std::to_string(maxDocs)},
                    {"err_max_grade", std::to_string(errMaxGrade)},
                    {"alpha", gainsText({alpha})},
                    {"rbp_p", shortestText(rbpP)},
                    {"judged_only", yesNo(judgedOnly)},
                    {"ndcg_threshold", yesNo(thresholdInGain)},
                    {"empty_queries", core::toString(emptyQueries)},
                    {"log_base", gainsText({logBase})}};
    // Stored only when it is not the default, so projects that never chose it stay as they were.
    if (trecEvalVersion != core::TrecEvalVersion::V9_0_8)
        out.emplace_back("trec_eval_version", core::toString(trecEvalVersion));
    return out;
}

void applyConfigSettings(const SettingList& settings, core::EvalConfig& cfg,
                         std::vector<std::string>* problems) {
    for (const auto& [key, value] : settings) {
        core::EvalConfig next = cfg;
        if (applyOne(key, value, next) && next.relevanceThreshold >= 0 && next.maxDocsPerQuery >= 0)
            cfg = std::move(next);
        else if (problems)
            problems->push_back(key + "=" + value);
    }
}

namespace settings_table {

namespace {
// A prefix names a group of keys ("view."): never empty, so no call reaches the store's own
// keys (active_label_set, created_with).
void requirePrefix(const std::string& prefix) {
    if (prefix.empty() || prefix.back() != '.')
        throw StoreError("settings prefix '" + prefix + "' must end with '.'");
}
}  // namespace

SettingList read(const sql::Db& db, const std::string& prefix) {
    requirePrefix(prefix);
    sql::Stmt s(db,
                "SELECT substr(key, ?2 + 1), CAST(value AS TEXT) FROM settings "
                "WHERE substr(key, 1, ?2) = ?1 AND value IS NOT NULL ORDER BY key");
    s.bind(1, prefix).bind(2, static_cast<std::int64_t>(prefix.size()));
    SettingList out;
    while (s.step()) out.emplace_back(s.colString(0), s.colString(1));
    return out;
}

void replace(const sql::Db& db, const std::string& prefix, const SettingList& values) {
    requirePrefix(prefix);
    sql::Transaction tx(db);
    sql::Stmt del(db, "DELETE FROM settings WHERE substr(key, 1, ?2) = ?1");
    del.bind(1, prefix).bind(2, static_cast<std::int64_t>(prefix.size()));
    del.run();
    sql::Stmt ins(db, "INSERT OR REPLACE INTO settings(key, value) VALUES(?1, ?2)");
    for (const auto& [key, value] : values) {
        ins.bind(1, prefix + key).bind(2, value);
        ins.run();
    }
    tx.commit();
}

}  // namespace settings_table

}  // namespace ranklens::store
