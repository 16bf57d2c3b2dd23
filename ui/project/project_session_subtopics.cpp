// ProjectSession: subtopic labels for the intent-aware measures (alpha-nDCG, ERR-IA, S-recall).
#include "ui/project/project_session.h"

namespace ranklens::ui {

store::LabelSetInfo ProjectSession::importSubtopicLabels(const QString& file) {
    if (!store_) throw store::StoreError("no project is open");
    store::LabelSetInfo info;
    {
        std::lock_guard lock(storeMutex_);
        const std::int64_t id = store_->importSubtopicLabels(file.toStdString(), {});
        for (const auto& s : store_->subtopicLabelSets())
            if (s.id == id) info = s;
    }
    reload();
    return info;
}

}  // namespace ranklens::ui
