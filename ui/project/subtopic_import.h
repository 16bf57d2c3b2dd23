#pragma once
// File > Import Subtopic Labels…: TREC Web track diversity qrels ("qid subtopic docid judgment")
// into the open project as a label set of their own kind, for alpha-nDCG, ERR-IA and S-recall.
// A file with a bad line is refused whole with the CLI's message (file, line, what was wrong)
// and nothing is stored.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QWidget;

namespace ranklens::ui {

class ProjectSession;

class SubtopicImport {
    Q_DECLARE_TR_FUNCTIONS(SubtopicImport)
  public:
    struct Result {
        bool ok = false;
        QStringList messages;
    };
    // Imports one file (no dialog): what arrived, or why nothing did.
    static Result importFile(ProjectSession& session, const QString& path);
    // Asks for a file, imports it and shows the result in a message box.
    static void fromUser(QWidget* parent, ProjectSession& session);
};

}  // namespace ranklens::ui
