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

#include "ui/project/import_report.h"

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
    QStringList nothing;  // why each file without data, or of a format not held, is not imported
    bool unsupported = false;
    for (const QString& file : files_) {
        const int row = table_->rowCount();
        table_->insertRow(row);
        const QString empty = ImportReport::emptyReason(file);
        const QString binary = empty.isEmpty() ? ImportReport::binaryReason(file) : QString();
        const QString format =
            empty.isEmpty() && binary.isEmpty() ? ImportReport::unsupportedReason(file) : QString();
        const QString why = !empty.isEmpty() ? empty : !binary.isEmpty() ? binary : format;
        const ImportAs kind = why.isEmpty() ? detectImportAs(file) : ImportAs::Skip;
        detected_ << kind;
        auto* name = new QTableWidgetItem(QFileInfo(file).fileName());
        name->setToolTip(file);
        table_->setItem(row, FileCol, name);
        auto* detected =
            new QTableWidgetItem(!empty.isEmpty()         ? tr("nothing to import")
                                 : !binary.isEmpty()      ? tr("not text")
                                 : !format.isEmpty()      ? tr("preference judgments")
                                 : kind == ImportAs::Skip ? tr("unknown")
                                                          : ImportKindText::name(kind));
        detected->setToolTip(why);
        table_->setItem(row, DetectedCol, detected);
        auto* box = new QComboBox(table_);
        for (ImportAs k : kImportKinds) box->addItem(ImportKindText::name(k), int(k));
        box->setCurrentIndex(box->findData(int(kind)));
        // No kind makes an empty run or label set out of it, nor a run of preferences.
        box->setEnabled(why.isEmpty());
        table_->setCellWidget(row, ImportAsCol, box);
        if (!why.isEmpty()) {
            nothing << why;
            nothingFiles_ << file;
            unsupported = unsupported || empty.isEmpty();  // a format not held, or not text
        }
    }
    table_->resizeColumnsToContents();
    lay->addWidget(table_, 1);
    nothing_ = new QLabel(nothing.join(QLatin1Char('\n')), this);
    nothing_->setObjectName(QStringLiteral("importNothing"));
    nothing_->setWordWrap(true);
    nothing_->setVisible(!nothing.isEmpty());
    lay->addWidget(nothing_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    if (nothingFiles_.size() == files_.size()) {  // not one file with something in it
        intro->setText(unsupported ? tr("None of these files can be imported:")
                                   : tr("There is nothing to import:"));
        buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
        buttons->button(QDialogButtonBox::Cancel)->setText(tr("&Close"));
        buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    lay->addWidget(buttons);
    resize(720, std::min(520, 160 + 32 * static_cast<int>(files_.size())));
}

QComboBox* ImportReviewDialog::kindBox(int row) const {
    return qobject_cast<QComboBox*>(table_->cellWidget(row, ImportAsCol));
}

QStringList ImportReviewDialog::files() const {
    QStringList out;
    for (const QString& f : files_)
        if (!nothingFiles_.contains(f)) out << f;
    return out;
}

ImportKinds ImportReviewDialog::kinds() const {
    ImportKinds out;
    for (int row = 0; row < static_cast<int>(files_.size()); ++row)
        if (const QComboBox* box = kindBox(row))
            out.insert(files_[row], static_cast<ImportAs>(box->currentData().toInt()));
    return out;
}

}  // namespace ranklens::ui
