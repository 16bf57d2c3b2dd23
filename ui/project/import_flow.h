#pragma once
// ImportFlow: the one way a user's files get into the project. Every import (menu, drop, a
// script's MainWindow::importFiles) starts with the review step (ImportReviewDialog: each file,
// its kind, nothing stored before "Import"); what follows from it — the duplicate question, the
// retry skipping bad lines — keeps the kinds chosen there and ends, like the first try, with a
// summary of what arrived as what: one line per file in a dialog, never cut. The status bar gets
// a short line that fits (the file count); a failed import gets the one failure box.
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <functional>

#include "ui/project/import_review.h"

class QMessageBox;
class QWidget;

namespace ranklens::ui {

class ImportReviewDialog;
class ProjectSession;

class ImportFlow : public QObject {
    Q_OBJECT
  public:
    // window: the parent of the review, the summary and the boxes; openProject: asked for a
    // project when none is open at "Import" (true when one is open then; false: nothing is
    // imported, and said so).
    ImportFlow(ProjectSession* session, QWidget* window, std::function<bool()> openProject);

    // The review of files (non-modal, deleted on close); nullptr when files is empty.
    ImportReviewDialog* review(const QStringList& files);
    // The summary of the last reviewed import (nullptr: none shown).
    QMessageBox* summary() const;

  signals:
    // A line for the status bar (ms: how long it stays; 0 = until replaced).
    void statusMessage(const QString& text, int ms);

  private:
    void start(const QStringList& files, const ImportKinds& kinds);
    void finished(bool ok, const QStringList& messages);
    void duplicates(const QStringList& files, const QStringList& messages);
    void showSummary();

    ProjectSession* session_;
    QWidget* window_;
    std::function<bool()> openProject_;
    bool pending_ = false;  // an import of this flow runs: its end shows the summary
    int fileCount_ = 0;     // the files that import was given (its messages are not one a file)
    QStringList arrived_;   // what the reviewed import brought so far, one line per file
    QPointer<QMessageBox> summary_;
};

}  // namespace ranklens::ui
