#include "ui/project/project_labels.h"

namespace ranklens::ui {

void ProjectLabels::readActive(ProjectData& d) const {
    store_.with([&](const store::ProjectStore& s) {
        d.labelSets = s.labelSets();
        d.labelSetId = s.activeLabelSet();
        auto names = s.itemNames();
        if (names && d.itemNames && names->sameAs(*d.itemNames)) names = d.itemNames;
        d.labels =
            d.labelSetId
                ? std::make_shared<core::Qrels>(s.loadLabelsNamed(d.labelSetId, std::move(names)))
                : std::make_shared<core::Qrels>();
    });
    d.labelSetName.clear();
    for (const auto& ls : d.labelSets)
        if (ls.id == d.labelSetId) d.labelSetName = ls.name;
}

void ProjectLabels::setActiveLabelSet(std::int64_t id) {
    const auto shown = publisher_.shown();
    if (!store_.isOpen() || publisher_.loading() || (shown && shown->labelSetId == id)) return;
    try {
        store_.with([&](store::LabelStore& s) { s.setActiveLabelSet(id); });
        publisher_.publishLabels();
    } catch (const std::exception& e) {
        publisher_.tellError(storeErrorText(e));
    }
}

bool ProjectLabels::setLabel(const QString& qid, const QString& docid, std::optional<int> grade,
                             QString* error) {
    const auto shown = publisher_.shown();
    if (!store_.isOpen() || !shown) return false;
    std::int64_t set = shown->labelSetId;
    const bool ok = store_.tryWith(
        [&](store::LabelStore& s) {
            if (set == 0) {
                set = s.createLabelSet("manual", "manual");
                s.setActiveLabelSet(set);
            }
            s.setLabel(set, qid.toStdString(), docid.toStdString(), grade,
                       qgetenv("USER").toStdString());
        },
        error);
    if (!ok) return false;
    try {
        publisher_.publishLabels();
    } catch (const std::exception& e) {
        if (error) *error = storeErrorText(e);
        return false;
    }
    publisher_.tellLabelsEdited(set);
    return true;
}

std::shared_ptr<const core::Qrels> ProjectLabels::labelsOf(std::int64_t labelSetId,
                                                           QString* error) const {
    if (!store_.isOpen()) return nullptr;
    std::shared_ptr<const core::Qrels> out;
    store_.tryWith(
        [&](const store::LabelStore& s) {
            out = std::make_shared<const core::Qrels>(s.loadLabels(labelSetId));
        },
        error);
    return out;
}

std::vector<store::LabelEdit> ProjectLabels::labelHistory(std::int64_t labelSetId) const {
    if (!store_.isOpen()) return {};
    return store_.with([&](const store::LabelStore& s) { return s.labelHistory(labelSetId); });
}

std::vector<store::LabelSetInfo> ProjectLabels::labelSets() const {
    if (!store_.isOpen()) return {};
    return store_.with([](const store::LabelStore& s) { return s.labelSets(); });
}

std::int64_t ProjectLabels::labelSetNamed(const QString& name) const {
    for (const auto& ls : labelSets())
        if (ls.name == name.toStdString()) return ls.id;
    return 0;
}

std::int64_t ProjectLabels::ensureLabelSet(const QString& name, QString* error) {
    if (!store_.isOpen()) return 0;
    try {
        if (const std::int64_t existing = labelSetNamed(name)) return existing;
        const std::int64_t id = store_.with(
            [&](store::LabelStore& s) { return s.createLabelSet(name.toStdString(), "manual"); });
        publisher_.publishLabels();  // the new set is listed (and active when there was none)
        return id;
    } catch (const std::exception& e) {
        if (error) *error = storeErrorText(e);
        return 0;
    }
}

bool ProjectLabels::setLabelIn(std::int64_t labelSetId, const QString& qid, const QString& docid,
                               std::optional<int> grade, const QString& who, QString* error) {
    if (!store_.isOpen()) return false;
    try {
        const bool active = store_.with([&](store::LabelStore& s) {
            s.setLabel(labelSetId, qid.toStdString(), docid.toStdString(), grade,
                       who.toStdString());
            return s.activeLabelSet() == labelSetId;
        });
        if (active) publisher_.publishLabels();
        publisher_.tellLabelsEdited(labelSetId);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = storeErrorText(e);
        return false;
    }
}

std::int64_t ProjectLabels::setLabelSetDeleted(std::int64_t labelSetId, bool deleted) {
    const auto shown = publisher_.shown();
    if (!store_.isOpen() || (deleted && shown && shown->labelSetId == labelSetId)) return 0;
    std::int64_t id = 0;
    try {
        id = store_.with([&](store::LabelStore& s) {
            if (deleted) return s.deleteLabelSet(labelSetId) ? labelSetId : std::int64_t{0};
            return s.restoreLabelSet(labelSetId);
        });
    } catch (const std::exception& e) {
        publisher_.tellError(storeErrorText(e));
        return 0;
    }
    if (id != 0 && shown) publisher_.publishLabels();
    return id;
}

store::LabelSetInfo ProjectLabels::importSubtopicLabels(const QString& file) {
    if (!store_.isOpen()) throw store::StoreError("no project is open");
    store::LabelSetInfo info = store_.with([&](store::LabelStore& s) {
        store::LabelSetInfo found;
        const std::int64_t id = s.importSubtopicLabels(file.toStdString(), {});
        for (const auto& set : s.subtopicLabelSets())
            if (set.id == id) found = set;
        return found;
    });
    publisher_.reloadAll();
    return info;
}

}  // namespace ranklens::ui
