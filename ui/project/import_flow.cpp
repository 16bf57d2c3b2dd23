#include "ui/project/import_flow.h"

#include <QMessageBox>
#include <QWidget>
#include <utility>

#include "ui/project/import_report.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

ImportFlow::ImportFlow(ProjectSession* session, QWidget* window, std::function<bool()> openProject)
    : QObject(window), session_(session), window_(window), openProject_(std::move(openProject)) {
    connect(session_, &ProjectSession::importFinished, this, &ImportFlow::finished);
    connect(session_, &ProjectSession::duplicatesFound, this, &ImportFlow::duplicates);
}

ImportReviewDialog* ImportFlow::review(const QStringList& files) {
    if (files.isEmpty()) return nullptr;
    auto* dialog = new ImportReviewDialog(files, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { start(dialog->files(), dialog->kinds()); });
    dialog->open();
    return dialog;
}

QMessageBox* ImportFlow::summary() const {
    return summary_;
}

void ImportFlow::start(const QStringList& files, const ImportKinds& kinds) {
    if (files.isEmpty()) return;  // the review found nothing to import
    if (!session_->isOpen() && !session_->isOpening() && !(openProject_ && openProject_())) {
        emit statusMessage(tr("Nothing was imported: no project is open."), 8000);
        return;
    }
    if (session_->isOpening()) {  // accepted while the project is checked and loaded
        emit statusMessage(tr("The project is still being loaded; import again when it is open."),
                           8000);
        return;
    }
    arrived_.clear();
    pending_ = true;
    fileCount_ = static_cast<int>(files.size());
    session_->importFiles(files, false, false, kinds);
}

void ImportFlow::finished(bool ok, const QStringList& messages) {
    // An import the user started (not the demo's files, imported when it is first built: a
    // learner read "Import finished: 5 files" having imported nothing).
    const bool asked = std::exchange(pending_, false);
    if (!asked && ok) return;
    // The status bar: a line that fits beside its permanent labels; what arrived is in the
    // summary (or the failure box), whole.
    // A failure among several files: the first line may be a file that did arrive.
    // The files given, not the messages (a failure lists a line per problem: "not every one of
    // the 7 files" was said of 4).
    const int files = asked ? fileCount_ : static_cast<int>(messages.size());
    emit statusMessage(
        ok          ? tr("Import finished: %n file(s)", nullptr, files)
        : files > 1 ? tr("Import: not every one of the %n files was imported (see the message)",
                         nullptr, files)
                    : tr("Import failed: %1").arg(messages.value(0)),
        15000);
    if (asked && ok) {
        arrived_ << messages;
        showSummary();
    }
    // One box; files refused for bad lines can be imported again skipping them, runs listing a
    // document twice keeping one of its lines or none (with the kinds chosen in the review: the
    // session keeps them by file).
    if (ok) return;
    QStringList again = session_->filesWithBadLines();
    const QStringList twice = session_->filesWithDuplicates();
    const auto retry =
        ImportReport::showFailure(window_, messages, !again.isEmpty(), !twice.isEmpty());
    if (!retry) return;
    for (const QString& f : twice)
        if (!again.contains(f)) again << f;
    pending_ = true;
    fileCount_ = static_cast<int>(again.size());
    session_->importFiles(again, false, retry->skipBadLines, {}, retry->duplicates);
}

void ImportFlow::duplicates(const QStringList& files, const QStringList& messages) {
    const auto answer = QMessageBox::question(
        window_, tr("Import"),
        tr("The project already holds the content of:\n%1\n\nImport again as new copies?")
            .arg(messages.join(QLatin1Char('\n'))),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    pending_ = answer == QMessageBox::Yes;  // (every file a duplicate: nothing finished yet)
    if (!pending_) return;
    fileCount_ = static_cast<int>(files.size());
    session_->importFiles(files, true);
}

// What arrived as what, one line per file; a retry or a second copy adds its lines.
void ImportFlow::showSummary() {
    if (summary_) summary_->close();
    summary_ =
        new QMessageBox(QMessageBox::Information, tr("Import"),
                        tr("Imported:") + QStringLiteral("\n") + arrived_.join(QLatin1Char('\n')),
                        QMessageBox::Ok, window_);
    summary_->setObjectName(QStringLiteral("importSummary"));
    summary_->setAttribute(Qt::WA_DeleteOnClose);
    summary_->setModal(false);
    summary_->show();
}

}  // namespace ranklens::ui
