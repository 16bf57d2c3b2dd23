#include "ui/project/import_review_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace ranklens::ui {

namespace {
enum Column { FileCol, DetectedCol, ImportAsCol, ColumnCount };
}

ImportReviewDialog::ImportReviewDialog(const QStringList& files, QWidget* parent)
    : QDialog(parent), files_(files), table_(new QTableWidget(0, ColumnCount, this)) {
    setObjectName(QStringLiteral("importReview"));
    setWindowTitle(tr("Import — RankLens"));
    auto* lay = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Each file is imported as the kind its content shows. Change a "
                                "kind before importing; nothing is stored until you import."),
                             this);
    intro->setWordWrap(true);
    lay->addWidget(intro);
    table_->setHorizontalHeaderLabels({tr("File"), tr("Detected"), tr("Import as")});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->horizontalHeader()->setSectionResizeMode(FileCol, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(DetectedCol, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(ImportAsCol, QHeaderView::ResizeToContents);
    for (const QString& file : files_) {
        const int row = table_->rowCount();
        table_->insertRow(row);
        const ImportAs kind = detectImportAs(file);
        detected_ << kind;
        auto* name = new QTableWidgetItem(QFileInfo(file).fileName());
        name->setToolTip(file);
        table_->setItem(row, FileCol, name);
        table_->setItem(row, DetectedCol,
                        new QTableWidgetItem(kind == ImportAs::Skip ? tr("unknown")
                                                                    : ImportKindText::name(kind)));
        auto* box = new QComboBox(table_);
        for (ImportAs k : kImportKinds) box->addItem(ImportKindText::name(k), int(k));
        box->setCurrentIndex(box->findData(int(kind)));
        table_->setCellWidget(row, ImportAsCol, box);
    }
    table_->resizeColumnsToContents();
    lay->addWidget(table_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    lay->addWidget(buttons);
    resize(720, std::min(520, 160 + 32 * static_cast<int>(files_.size())));
}

QComboBox* ImportReviewDialog::kindBox(int row) const {
    return qobject_cast<QComboBox*>(table_->cellWidget(row, ImportAsCol));
}

ImportKinds ImportReviewDialog::kinds() const {
    ImportKinds out;
    for (int row = 0; row < static_cast<int>(files_.size()); ++row)
        if (const QComboBox* box = kindBox(row))
            out.insert(files_[row], static_cast<ImportAs>(box->currentData().toInt()));
    return out;
}

}  // namespace ranklens::ui
