#pragma once
// What a file is imported as. A file's kind is detected from its content (core/io's
// detectInputKind, an evaluated run from its header); the import review dialog
// (import_review_dialog.h) shows it before anything is stored and lets the user change it.
#include <QCoreApplication>
#include <QMap>
#include <QString>

namespace ranklens::ui {

enum class ImportAs { Run, Labels, QueryMeta, ItemMeta, EvaluatedRun, Skip };
inline constexpr ImportAs kImportKinds[] = {ImportAs::Run,          ImportAs::Labels,
                                            ImportAs::QueryMeta,    ImportAs::ItemMeta,
                                            ImportAs::EvaluatedRun, ImportAs::Skip};

// The kind chosen per file (absolute path as given); a file not in it is detected.
using ImportKinds = QMap<QString, ImportAs>;

class ImportKindText {
    Q_DECLARE_TR_FUNCTIONS(ImportKindText)
  public:
    // "run", "labels (qrels)", "query metadata", "item metadata", "evaluated run", "skip".
    static QString name(ImportAs kind);
};

// The kind a file's content says (an unknown one or a project file: Skip).
ImportAs detectImportAs(const QString& file);

}  // namespace ranklens::ui
