#pragma once
// The label sets of the open project: which one is active (evaluated), reading any of them with
// its history, editing a label (with who and when, in the store's append-only history),
// creating and deleting sets, and subtopic labels as a set of their own kind. Every edit is
// written at once; the data published changes only when the active set did.
#include <QString>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/model/qrels.h"
#include "core/store/project_store.h"
#include "ui/project/locked_store.h"
#include "ui/project/project_publisher.h"

namespace ranklens::ui {

class ProjectLabels {
  public:
    ProjectLabels(const LockedStore& store, ProjectPublisher& publisher)
        : store_(store), publisher_(publisher) {}

    // Makes another set the active one (not while a load runs: it would publish over it).
    void setActiveLabelSet(std::int64_t id);
    // Saves one label (nullopt removes it) to the active label set (a new "manual" one when
    // there is none), with history, and publishes new labels at once. False + error on failure.
    bool setLabel(const QString& qid, const QString& docid, std::optional<int> grade,
                  QString* error = nullptr);
    // Label sets besides the active one (judging queue, agreement, export). Each call reads
    // the store under its lock; nullptr + error on failure.
    std::shared_ptr<const core::Qrels> labelsOf(std::int64_t labelSetId,
                                                QString* error = nullptr) const;
    std::vector<store::LabelEdit> labelHistory(std::int64_t labelSetId) const;
    // The label sets with their label counts as the store has them now (a snapshot's counts
    // lag behind edits of sets that are not the active one).
    std::vector<store::LabelSetInfo> labelSets() const;
    // The id of the label set named `name`; 0 when none.
    std::int64_t labelSetNamed(const QString& name) const;
    // The id of the label set named `name`, creating an empty manual one when absent. A new
    // set becomes the active (evaluation) set only when the project had none; otherwise the
    // active set stays as the user chose it. 0 + error on failure.
    std::int64_t ensureLabelSet(const QString& name, QString* error = nullptr);
    // Saves one label (nullopt removes it) to the given label set with `who` in the history.
    // New data is published only when that set is the active one (so the evaluation is redone
    // only when it changes); labelsEdited is told either way. False + error on failure.
    bool setLabelIn(std::int64_t labelSetId, const QString& qid, const QString& docid,
                    std::optional<int> grade, const QString& who, QString* error = nullptr);
    // Deletes a label set that is not the active one from the store at once (durable, as a
    // grade: another program reading the project no longer finds it), or, deleted false, brings
    // back one deleted in this session (undo: the store kept its rows and its history). Returns
    // the set's id (an undo's may differ: its old id was taken meanwhile); 0 when nothing
    // changed (it is the active set, none is open, or the store refused: tellError says why).
    std::int64_t setLabelSetDeleted(std::int64_t labelSetId, bool deleted);
    // Subtopic labels (TREC diversity qrels) as a new label set of their own kind, checked
    // whole before anything is written; then the project is read again. Throws
    // core::ParseError (file, line, problem) or store::StoreError; nothing is stored then.
    store::LabelSetInfo importSubtopicLabels(const QString& file);

    // Fills d's label sets and the active set's labels from the store (the runs' item names
    // kept when the items are unchanged, so the labels are still found by index).
    void readActive(ProjectData& d) const;

  private:
    const LockedStore& store_;
    ProjectPublisher& publisher_;
};

}  // namespace ranklens::ui
