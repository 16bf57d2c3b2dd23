#pragma once
// Importing an evaluated run in the GUI: per-query values computed elsewhere (a Dask job, any
// tool writing `qid, measure, value` rows; core/store/evaluated_runs.h), told from other files
// by its header, and the message saying what arrived or why nothing did.
#include <QCoreApplication>
#include <QString>

#include "core/store/project_store.h"

namespace ranklens::ui {

class EvaluatedRunImport {
    Q_DECLARE_TR_FUNCTIONS(EvaluatedRunImport)
  public:
    // True when the file's header names the qid, measure and value columns.
    static bool isEvaluatedRunFile(const QString& path);
    // Imports the file (all or nothing) and sets message to what arrived ("dask.tsv: evaluated
    // run imported — 5,000 queries, measures ndcg_cut_10, P_5") or why nothing did (its bad
    // lines by number). Returns false on a refused file. Passes DuplicateImport and
    // core::Cancelled on to the caller.
    static bool import(store::EvaluatedRunStore& st, const QString& file,
                       const store::ImportOptions& o, QString& message);
};

}  // namespace ranklens::ui
