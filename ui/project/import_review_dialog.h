#pragma once
// The one review step of an import: after choosing files, each file with the kind detected from
// its content (run, labels, query or item metadata, evaluated run) and a box to change it —
// nothing is stored before the user confirms. A file of unknown kind is not imported unless a
// kind is chosen for it. A file with nothing to import (empty, or a header without rows) or of
// a format a project cannot hold (trec_eval's preference judgments) is named with its reason
// and cannot be imported as any kind.
#include <QDialog>
#include <QStringList>

#include "ui/project/import_review.h"

class QComboBox;
class QLabel;
class QTableWidget;

namespace ranklens::ui {

class ImportReviewDialog : public QDialog {
    Q_OBJECT
  public:
    explicit ImportReviewDialog(const QStringList& files, QWidget* parent = nullptr);

    // The files to import: those chosen, less those with nothing to import (empty, or a
    // header without rows) or of a format not held (preference judgments), which the dialog
    // names with the reason and offers no kind for.
    QStringList files() const;
    // The kind chosen for each file.
    ImportKinds kinds() const;
    QTableWidget* table() const { return table_; }
    QComboBox* kindBox(int row) const;
    ImportAs detected(int row) const { return detected_.value(row, ImportAs::Skip); }

  private:
    QStringList files_;
    QList<ImportAs> detected_;
    QStringList nothingFiles_;
    QTableWidget* table_;
    QLabel* nothing_ = nullptr;
};

}  // namespace ranklens::ui
