#pragma once
// One import of files into the open project, run off the GUI thread under the store's lock:
// each file as chosen (a run, a label set, query or item metadata, an evaluated run, or not at
// all), one message per file saying what arrived or why not, and the files a retry can help
// (bad lines skipped, a document listed twice kept once). Files already imported are set aside
// as duplicates (ask, then import again).
#include <QStringList>
#include <vector>

#include "core/io/parse_report.h"
#include "core/store/project_store.h"
#include "ui/project/import_review.h"
#include "ui/project/project_data.h"

namespace ranklens::ui {

// What an import (or another job of the session) tells: its messages and the files to offer
// again.
struct ImportResult {
    QStringList messages;
    QStringList duplicates, duplicateMessages;
    bool ok = true;
    QStringList badLineFiles;       // refused for bad lines (a retry may skip them)
    QStringList duplicateDocFiles;  // refused for a document listed twice in a query
};

class FileImport {
  public:
    // files, each imported as chosen (a file without a choice as its content shows); asked:
    // the options of every file (duplicates allowed, bad lines skipped ...).
    FileImport(QStringList files, const ImportKinds& chosen, store::ImportOptions asked);

    // Imports the files one after the other into st (the caller holds its lock), with one
    // progress bar over all of them; a cancel stops it, keeping the files imported before.
    void run(store::ProjectStore& st, const core::ProgressFn& progress, ImportResult& r);
    // Completes each label set's message from the project loaded after the import (its
    // queries, when it is the active set).
    void describeLabels(const ProjectData& d, ImportResult& r) const;

  private:
    struct PendingLabels {  // a label set's message, completed after loading
        qsizetype at = 0;
        std::int64_t id = 0;
        QString name, tail;  // tail: the name it got (if not the file's), lines skipped
    };
    bool importOne(store::ProjectStore& st, const QString& file, ImportAs as,
                   const store::ImportOptions& options, ImportResult& r);
    void importAs(store::ProjectStore& st, const QString& file, ImportAs as,
                  const store::ImportOptions& o, ImportResult& r);

    QStringList files_;
    ImportKinds chosen_;
    store::ImportOptions asked_;
    std::vector<PendingLabels> pendingLabels_;
};

}  // namespace ranklens::ui
