#pragma once
// A deleted label set kept for undo: deleting a label set is written to the project at once (a
// crash or a kill afterwards does not bring it back), and its rows — the label_sets row, its
// labels, packed blocks and real-valued labels — are kept in TEMP tables of the connection that
// deleted it, so that an undo in the same session restores them. Its edit history never left
// (append-only). Also: the name a label set gets so that no two share one. Used by
// ProjectStore; no Qt.
#include <cstdint>
#include <string>

#include "core/store/sqlite_db.h"

namespace ranklens::store::label_set_keep {

// name when no label set has it, else "name (2)", "name (3)", ...
std::string freeName(const sql::Db& db, const std::string& name);

// Deletes a label set (its labels cascade; the edit history stays), keeping its rows for
// restore(). False when there is no such set.
bool removeKept(const sql::Db& db, std::int64_t labelSetId);

// Brings back a set removeKept() deleted on this connection: under its id when that is free
// (else a new one) and its name unless another set has taken it (then freeName's). Returns its
// id now; 0 when the connection keeps no such set.
std::int64_t restore(const sql::Db& db, std::int64_t labelSetId);

}  // namespace ranklens::store::label_set_keep
