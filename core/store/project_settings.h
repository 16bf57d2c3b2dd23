#pragma once
// Settings kept in the project file rather than per machine: the definitions in force (every
// field of core::EvalConfig) and whatever view state the GUI keeps (chosen metrics, runs, the
// open query), as key=value text in the settings table under a prefix such as "view.". No Qt.
#include <string>
#include <utility>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/store/sqlite_db.h"

namespace ranklens::store {

using SettingList = std::vector<std::pair<std::string, std::string>>;

// Every definition of cfg as key=value, in core/definitions/definition_schema.h's stored keys and
// texts (threshold, gain, gains, ideal, ties, queries, max-docs ...). The one pair of functions
// that serialises EvalConfig for a project; the schema names every field.
SettingList configToSettings(const core::EvalConfig& cfg);
// Applies what configToSettings wrote. An unknown key or an unreadable value leaves cfg as it
// was and is named in `problems` ("threshold=abc").
void applyConfigSettings(const SettingList& settings, core::EvalConfig& cfg,
                         std::vector<std::string>* problems = nullptr);

namespace settings_table {

// prefix: a group of keys ending in '.' ("view."); anything else throws StoreError.
// The settings whose key starts with prefix, prefix removed, in key order.
SettingList read(const sql::Db& db, const std::string& prefix);
// Replaces every setting under prefix by `values` (keys without the prefix), in one transaction.
void replace(const sql::Db& db, const std::string& prefix, const SettingList& values);

}  // namespace settings_table

}  // namespace ranklens::store
