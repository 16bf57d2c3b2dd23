#include "ui/project/subtopic_import.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include "core/io/parse_report.h"
#include "ui/common/problem_text.h"
#include "ui/project/import_filters.h"
#include "ui/project/import_report.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

SubtopicImport::Result SubtopicImport::importFile(ProjectSession& session, const QString& path) {
    Result r;
    const QString name = QFileInfo(path).fileName();
    if (const QString empty = ImportReport::emptyReason(path); !empty.isEmpty()) {
        r.messages << empty << tr("Nothing was stored.");
        return r;
    }
    try {
        const store::LabelSetInfo info = session.labels().importSubtopicLabels(path);
        r.ok = true;
        r.messages << tr("%1: subtopic labels imported \u2014 %n judgment(s)", nullptr,
                         static_cast<int>(info.numLabels))
                          .arg(name);
    } catch (const core::ParseError& e) {
        r.messages << tr("%1: not imported:").arg(name);
        for (const auto& issue : e.issues())
            r.messages << (issue.line > 0
                               ? tr("  line %1: %2").arg(issue.line).arg(problemText(issue.problem))
                               : QStringLiteral("  ") + problemText(issue.problem));
        r.messages << tr(
            "Nothing was stored. Subtopic labels are lines \u201cqid subtopic docid "
            "judgment\u201d (TREC diversity qrels).");
    } catch (const std::exception& e) {
        r.messages << tr("%1: not imported: %2").arg(name, QString::fromStdString(e.what()))
                   << tr("Nothing was stored.");
    }
    return r;
}

void SubtopicImport::fromUser(QWidget* parent, ProjectSession& session) {
    if (!session.isOpen()) {
        QMessageBox::information(parent, tr("Import subtopic labels"),
                                 tr("Open or create a project first."));
        return;
    }
    const QString path = QFileDialog::getOpenFileName(parent, tr("Import subtopic labels"),
                                                      QString(), ImportFilters::subtopicLabels());
    if (path.isEmpty()) return;
    const Result r = importFile(session, path);
    QMessageBox box(r.ok ? QMessageBox::Information : QMessageBox::Warning,
                    tr("Import subtopic labels"), r.messages.join(QLatin1Char('\n')),
                    QMessageBox::Close, parent);
    box.exec();
}

}  // namespace ranklens::ui
