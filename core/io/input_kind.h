#pragma once
// What an input file is — a project, a run, labels, query or item metadata — decided by the
// readers' own knowledge of the formats (column names, JSON fields, gzip), so the CLI and the
// GUI (a dropped file) agree with what the readers will then accept.
#include <string>

namespace ranklens::core {

// Prefs: trec_eval's preference judgments (its -R prefs), which a project cannot hold yet.
enum class InputKind { Unknown, Project, Run, Qrels, QueryMeta, ItemMeta, Prefs };

// Project: a SQLite file, or a path ending in ".ranklens" (a project not created yet).
// Otherwise the first non-blank line that is not a trec_eval 10.0 comment (a '#' first; gzip
// read transparently) decides:
//   JSON Lines record: Run with a score or rank field, Qrels with a label field;
//   CSV/TSV header: Run with query, doc and score or rank columns, Qrels with query, doc and
//   label; QueryMeta with a query column and no doc column, ItemMeta with a doc (item) column
//   and no query column;
//   TREC: Run with 6 fields (qid iter docid rank score tag; more: a malformed run), Qrels
//   with 4 (qid iter docid rel), Prefs with 5 (qid jg jsg docid rel_level: a number last and
//   no run's "Q0" second, which would be a run short of a field).
// Unknown for anything else, an empty file, or a file that cannot be read. Never throws.
InputKind detectInputKind(const std::string& path);

const char* toString(InputKind kind);

}  // namespace ranklens::core
