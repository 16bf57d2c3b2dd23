#include "core/store/project_settings.h"

#include "core/definitions/definition_schema.h"

namespace ranklens::store {

SettingList configToSettings(const core::EvalConfig& cfg) {
    SettingList out;
    for (const auto& d : core::definitionSchema()) {
        std::string text = d.text(cfg);
        // Stored only when it is not the default, so projects that never chose it stay as
        // they were.
        if (d.storedWhenDefault || text != d.defaultText())
            out.emplace_back(std::string(d.key), std::move(text));
    }
    return out;
}

void applyConfigSettings(const SettingList& settings, core::EvalConfig& cfg,
                         std::vector<std::string>* problems) {
    for (const auto& [key, value] : settings) {
        const core::Definition* d = core::findDefinition(key);
        core::EvalConfig next = cfg;
        if (d && d->read(value, next) && next.relevanceThreshold >= 0 && next.maxDocsPerQuery >= 0)
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
