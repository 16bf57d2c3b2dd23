#include "ui/project/import_review.h"

#include "ui/project/evaluated_run_import.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

QString ImportKindText::name(ImportAs kind) {
    switch (kind) {
        case ImportAs::Run:
            return tr("run");
        case ImportAs::Labels:
            return tr("labels (qrels)");
        case ImportAs::QueryMeta:
            return tr("query metadata");
        case ImportAs::ItemMeta:
            return tr("item metadata");
        case ImportAs::EvaluatedRun:
            return tr("evaluated run");
        case ImportAs::Skip:
            return tr("not imported");
    }
    return {};
}

ImportAs detectImportAs(const QString& file) {
    if (EvaluatedRunImport::isEvaluatedRunFile(file)) return ImportAs::EvaluatedRun;
    switch (classifyInput(file)) {
        case InputKind::Run:
            return ImportAs::Run;
        case InputKind::Qrels:
            return ImportAs::Labels;
        case InputKind::QueryMeta:
            return ImportAs::QueryMeta;
        case InputKind::ItemMeta:
            return ImportAs::ItemMeta;
        case InputKind::Project:
        case InputKind::Prefs:  // not importable (ImportReport::unsupportedReason)
        case InputKind::Unknown:
            break;
    }
    return ImportAs::Skip;
}

}  // namespace ranklens::ui
