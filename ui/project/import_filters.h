#pragma once
// The file filters of every import dialog. RankLens tells a file's kind by its content (TREC
// run or qrels, CSV/TSV, JSON, JSONL, gzip), never by its name, so the default filter shows
// every file — trec_eval's own `qrels.test` and `results.test` included — and the named ones
// only narrow the list.
#include <QCoreApplication>
#include <QString>

namespace ranklens::ui {

class ImportFilters {
    Q_DECLARE_TR_FUNCTIONS(ImportFilters)
  public:
    static QString runsAndLabels();   // File → Import Runs or Labels
    static QString evaluatedRuns();   // File → Import Evaluated Run
    static QString subtopicLabels();  // File → Import Subtopic Labels
    static QString clickLogs();       // Clicks and Online Results → Import click log

  private:
    // "All files (*)" first (the default), then `named`.
    static QString allFirst(const QString& named);
};

}  // namespace ranklens::ui
