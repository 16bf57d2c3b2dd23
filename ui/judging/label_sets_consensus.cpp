// LabelSetsWindow: the consensus of the chosen sets saved as a new label set of the project, as
// an undo step (undo deletes it, redo brings it back: ProjectLabels::setLabelSetDeleted), with
// where it came from kept as the set's description (core/judging/consensus_provenance.h).
#include <QComboBox>
#include <QDateTime>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTableWidget>
#include <QUndoCommand>
#include <QUndoStack>

#include "core/judging/consensus_provenance.h"
#include "core/judging/grade_table.h"
#include "core/store/label_set_save.h"
#include "ui/judging/label_sets_window.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

namespace {

class SaveConsensusCommand : public QUndoCommand {
  public:
    SaveConsensusCommand(ProjectSession& session, std::int64_t id, const QString& name)
        : QUndoCommand(LabelSetsWindow::tr("Save consensus %1").arg(name)),
          session_(session),
          id_(id) {}
    void redo() override {
        if (first_) {  // saved already, before the command was pushed
            first_ = false;
            return;
        }
        if (const std::int64_t id = session_.labels().setLabelSetDeleted(id_, false)) id_ = id;
    }
    void undo() override { session_.labels().setLabelSetDeleted(id_, true); }

  private:
    ProjectSession& session_;
    std::int64_t id_;
    bool first_ = true;
};

QString ruleText(core::ConsensusRule r) {
    return r == core::ConsensusRule::Majority ? LabelSetsWindow::tr("majority")
           : r == core::ConsensusRule::Median ? LabelSetsWindow::tr("median")
                                              : LabelSetsWindow::tr("mean");
}

QString tieText(core::TieRule t) {
    return t == core::TieRule::Lower    ? LabelSetsWindow::tr("lower grade")
           : t == core::TieRule::Higher ? LabelSetsWindow::tr("higher grade")
                                        : LabelSetsWindow::tr("left out");
}

}  // namespace

bool LabelSetsWindow::saveConsensus(const QString& rawName, QString* error) {
    const auto fail = [error](const QString& m) {
        if (error) *error = m;
        return false;
    };
    const QString name = rawName.trimmed();
    if (name.isEmpty()) return fail(tr("Give the new label set a name."));
    if (session_->labels().labelSetNamed(name) != 0)
        return fail(tr("A label set named “%1” exists already: choose another name.").arg(name));
    if (session_->isReadOnly()) return fail(tr("The project is open for viewing only."));
    core::ConsensusProvenance prov;
    prov.rule = static_cast<core::ConsensusRule>(rule_->currentIndex());
    prov.ties = static_cast<core::TieRule>(tie_->currentIndex());
    std::vector<std::shared_ptr<const core::Qrels>> keep;
    std::vector<core::NamedLabels> sets;
    QString err;
    for (int i = 0; i < sets_->count(); ++i) {
        if (sets_->item(i)->checkState() != Qt::Checked) continue;
        const auto id = sets_->item(i)->data(Qt::UserRole).toLongLong();
        if (id == gold_->currentData().toLongLong()) continue;  // the gold set does not vote
        keep.push_back(session_->labels().labelsOf(id, &err));
        if (!keep.back()) return fail(err);
        prov.sets.push_back(nameOf(id));
        sets.push_back({prov.sets.back(), keep.back().get()});
    }
    if (sets.size() < 2) return fail(tr("Choose two label sets or more to build a consensus."));
    const auto c = core::buildConsensus(core::gradeTable(sets), prov.rule, prov.ties);
    if (c.items == 0) return fail(tr("The consensus has no item: nothing was saved."));
    std::int64_t id = 0;
    const bool ok = session_->withStore(
        [&](store::ProjectStore& ps) {
            id = store::saveLabelSet(ps, c.labels, name.toStdString(), core::kConsensusKind,
                                     core::provenanceText(prov));
        },
        &err);
    if (!ok) return fail(err);
    session_->reload();
    fillSets();
    showConsensusSets();
    if (undo_) undo_->push(new SaveConsensusCommand(*session_, id, name));
    std::size_t dropped = 0;
    for (const auto& t : c.ties) dropped += t.dropped;
    consensusNote_->setText(
        tr("Saved “%1”: %n item(s) graded", nullptr, static_cast<int>(c.items)).arg(name) +
        tr("; %n tie(s) resolved by the tie rule", nullptr, static_cast<int>(c.ties.size())) +
        (dropped ? tr(", %n left out", nullptr, static_cast<int>(dropped)) : QString()) +
        tr(". Edit → Undo removes it."));
    return true;
}

void LabelSetsWindow::showConsensusSets() {
    madeSets_->setRowCount(0);
    for (const auto& ls : session_->labels().labelSets()) {
        if (ls.kind != core::kConsensusKind) continue;
        const auto p = core::parseProvenance(ls.description);
        if (!p) continue;
        QStringList from;
        for (const auto& s : p->sets) from << QString::fromStdString(s);
        const QDateTime when =
            QDateTime::fromString(QString::fromStdString(ls.importedAt), Qt::ISODate);
        const int r = madeSets_->rowCount();
        madeSets_->insertRow(r);
        madeSets_->setItem(r, 0, new QTableWidgetItem(QString::fromStdString(ls.name)));
        madeSets_->setItem(r, 1, new QTableWidgetItem(from.join(tr(", "))));
        madeSets_->setItem(r, 2, new QTableWidgetItem(ruleText(p->rule)));
        madeSets_->setItem(r, 3, new QTableWidgetItem(tieText(p->ties)));
        madeSets_->setItem(
            r, 4,
            new QTableWidgetItem(when.isValid()
                                     ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)
                                     : QString::fromStdString(ls.importedAt)));
    }
    madeSets_->resizeColumnsToContents();
}

}  // namespace ranklens::ui
