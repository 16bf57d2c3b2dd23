// LabelSetsWindow: the verdicts under each label set, the disagreements by impact and the holes.
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <limits>
#include <map>

#include "ui/common/no_value.h"
#include "ui/judging/label_sets_cells.h"
#include "ui/judging/label_sets_window.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

namespace cmp = core::compare;

namespace {

QString tauText(const std::optional<double>& v) {
    return v ? NoValue::number(*v) : LabelSetsWindow::tr("– (the runs' means are all equal)");
}

}  // namespace

void LabelSetsWindow::publish(LabelSetsResult r) {
    result_ = std::move(r);
    showAgreement();
    showPerSet();
    showPerQuery();
    showVerdicts();
    showImpact();
    fillHolesSets();
    showHoles();
    if (result_.agreement)
        status_->setText(result_.verdictProblem.isEmpty()
                             ? tr("Done.")
                             : tr("Agreement done; no verdicts: %1").arg(result_.verdictProblem));
}

void LabelSetsWindow::showVerdicts() {
    orders_->setRowCount(0);
    setPairs_->setRowCount(0);
    changed_->setRowCount(0);
    if (!result_.sensitivity || result_.sensitivity->measures.empty()) return;
    const auto& s = *result_.sensitivity;
    const auto& ms = s.measures.front();
    const auto run = [&](std::size_t i) { return QString::fromStdString(s.runs[i]); };
    const auto set = [&](std::size_t i) { return QString::fromStdString(ms.sets[i].labels); };
    orders_->setColumnCount(static_cast<int>(ms.sets.size()));
    QStringList heads;
    for (std::size_t i = 0; i < ms.sets.size(); ++i) heads << set(i);
    orders_->setHorizontalHeaderLabels(heads);
    orders_->setRowCount(static_cast<int>(s.runs.size()));
    for (std::size_t c = 0; c < ms.sets.size(); ++c)
        for (std::size_t pos = 0; pos < ms.sets[c].order.size(); ++pos) {
            const std::size_t r = ms.sets[c].order[pos];
            QString text = tr("%1  %2").arg(run(r), NoValue::number(ms.sets[c].means[r]));
            const int shift = c == 0 ? 0 : ms.pairs[c - 1].rankShift[r];  // pair (0, c)
            if (shift != 0)
                text += shift > 0 ? tr("  (↓%1)").arg(shift) : tr("  (↑%1)").arg(-shift);
            orders_->setItem(static_cast<int>(pos), static_cast<int>(c), labelSetsText(text));
        }
    orders_->setToolTip(tr("Runs best first under each label set by %1; arrows: places moved "
                           "against the first set.")
                            .arg(QString::fromStdString(ms.metric.display)));
    for (const auto& p : ms.pairs) {
        const int row = setPairs_->rowCount();
        setPairs_->insertRow(row);
        setPairs_->setItem(row, 0, labelSetsText(set(p.a)));
        setPairs_->setItem(row, 1, labelSetsText(set(p.b)));
        setPairs_->setItem(row, 2, labelSetsText(tauText(p.kendallTau)));
        setPairs_->setItem(row, 3, labelSetsText(tauText(p.tauAp)));
        setPairs_->setItem(row, 4, labelSetsNumber(static_cast<double>(p.changed.size()), 0));
        for (const auto& c : p.changed) {
            const int cr = changed_->rowCount();
            changed_->insertRow(cr);
            changed_->setItem(cr, 0, labelSetsText(tr("%1 → %2").arg(set(p.a), set(p.b))));
            changed_->setItem(cr, 1, labelSetsText(tr("%1 vs %2").arg(run(c.r1), run(c.r2))));
            changed_->setItem(cr, 2, labelSetsText(QString::fromStdString(c.verdictA)));
            changed_->setItem(cr, 3, labelSetsText(QString::fromStdString(c.verdictB)));
            changed_->setItem(cr, 4,
                              labelSetsText(c.reversed ? tr("the order is reversed")
                                                       : tr("significant under one set only")));
        }
    }
    for (auto* t : {orders_, setPairs_, changed_}) t->resizeColumnsToContents();
}

QString LabelSetsWindow::confidenceOf(std::size_t set, const std::string& qid,
                                      const std::string& doc) const {
    if (set >= result_.confidence.size()) return {};
    const auto it = result_.confidence[set].find({qid, doc});
    if (it == result_.confidence[set].end()) return {};
    return tr("The judge's confidence in this grade: %1").arg(NoValue::number(it->second, 2));
}

void LabelSetsWindow::showImpact() {
    impact_->setSortingEnabled(false);
    impact_->setRowCount(0);
    impactCaption_->setText(
        tr("Disagreements between two sets, by how far one grade moves the "
           "chosen runs' Δ:"));
    if (!result_.sensitivity || result_.sensitivity->measures.empty()) return;
    if (const auto& runs = result_.sensitivity->impactRuns)
        impactCaption_->setText(
            tr("Disagreements between two sets, by how far one grade moves Δ = %1 − %2:")
                .arg(QString::fromStdString(result_.sensitivity->runs[runs->second]),
                     QString::fromStdString(result_.sensitivity->runs[runs->first])));
    const auto& ms = result_.sensitivity->measures.front();
    for (const auto& p : ms.pairs)
        for (const auto& d : p.impact) {
            const int r = impact_->rowCount();
            impact_->insertRow(r);
            impact_->setItem(r, 0, labelSetsText(QString::fromStdString(ms.sets[p.a].labels)));
            impact_->setItem(r, 1, labelSetsText(QString::fromStdString(ms.sets[p.b].labels)));
            impact_->setItem(r, 2, labelSetsText(QString::fromStdString(d.qid)));
            impact_->setItem(r, 3, labelSetsText(QString::fromStdString(d.doc)));
            impact_->setItem(r, 4, labelSetsNumber(d.gradeA, 0));
            impact_->setItem(r, 5, labelSetsNumber(d.gradeB, 0));
            impact_->item(r, 4)->setToolTip(confidenceOf(p.a, d.qid, d.doc));
            impact_->item(r, 5)->setToolTip(confidenceOf(p.b, d.qid, d.doc));
            impact_->setItem(r, 6, labelSetsText(NoValue::number(d.delta, 4, true)));
            impact_->setItem(r, 7, labelSetsText(NoValue::number(d.deltaIfB, 4, true)));
        }
    impact_->resizeColumnsToContents();
}

// The chosen sets, the one shown kept (else the project's active set, else the first).
void LabelSetsWindow::fillHolesSets() {
    QString keep = holesSet_->currentText();
    if (holesSet_->count() == 0)
        if (const auto d = session_->data()) keep = QString::fromStdString(nameOf(d->labelSetId));
    const QSignalBlocker block(holesSet_);
    holesSet_->clear();
    for (const auto& name : result_.sets) holesSet_->addItem(QString::fromStdString(name));
    holesSet_->setCurrentIndex(std::max(0, holesSet_->findText(keep)));
}

const cmp::JudgingHoles* LabelSetsWindow::shownHoles() const {
    const int s = holesSet_->currentIndex();
    if (s < 0 || static_cast<std::size_t>(s) >= result_.holes.size()) return nullptr;
    return &result_.holes[static_cast<std::size_t>(s)];
}

void LabelSetsWindow::showHoles() {
    holes_->setRowCount(0);
    judge_->setEnabled(false);
    const auto* shown = shownHoles();
    if (!shown) {
        holesSummary_->setText(result_.verdictProblem.toHtmlEscaped());
        return;
    }
    const auto& h = *shown;
    const QString r1 = result_.holesRun1.toHtmlEscaped(), r2 = result_.holesRun2.toHtmlEscaped();
    const QString verdict = h.survives
                                ? tr("<b>The verdict survives</b>: whatever grades the unjudged "
                                     "items get, %1 stays %2.")
                                      .arg(r2, h.delta > 0 ? tr("ahead") : tr("behind"))
                                : tr("<b>The verdict may change</b>: judge the items below first.");
    holesSummary_->setText(
        tr("Under <b>%1</b>, Δ = %2 − %3 = <b>%4</b> over %5 labelled queries. %6 items in the "
           "top %7 of either run are unjudged (in %8 queries).<br>If every one of them is relevant "
           "(graded %9): Δ = <b>%10</b>; if none is (all graded 0): Δ = <b>%11</b>.<br>%12")
            .arg(holesSet_->currentText().toHtmlEscaped(), r2, r1,
                 NoValue::number(h.delta, 4, true))
            .arg(h.queries)
            .arg(h.holes)
            .arg(h.k)
            .arg(h.queriesWithHoles)
            .arg(h.topGrade)
            .arg(NoValue::number(h.best, 4, true), NoValue::number(h.worst, 4, true), verdict));
    holes_->setHorizontalHeaderItem(2, new QTableWidgetItem(tr("Rank in %1").arg(r1)));
    holes_->setHorizontalHeaderItem(3, new QTableWidgetItem(tr("Rank in %1").arg(r2)));
    holes_->setRowCount(static_cast<int>(h.influence.size()));
    for (int r = 0; r < holes_->rowCount(); ++r) {
        const auto& i = h.influence[static_cast<std::size_t>(r)];
        const auto rank = [](std::size_t v) {
            return v == 0 ? labelSetsText(tr("– (not in its top k)"))
                          : labelSetsNumber(static_cast<double>(v), 0);
        };
        holes_->setItem(r, 0, labelSetsText(QString::fromStdString(i.qid)));
        holes_->setItem(r, 1, labelSetsText(QString::fromStdString(i.doc)));
        holes_->setItem(r, 2, rank(i.rank1));
        holes_->setItem(r, 3, rank(i.rank2));
        holes_->setItem(r, 4, labelSetsText(NoValue::number(i.deltaIfTop, 4, true)));
        holes_->setItem(r, 5, labelSetsText(NoValue::number(i.shift, 4, true)));
        holes_->setItem(r, 6, labelSetsText(i.flips ? tr("yes, alone") : QString()));
    }
    holes_->resizeColumnsToContents();
    judge_->setEnabled(!h.influence.empty());
}

std::vector<core::PoolQuery> LabelSetsWindow::holesToJudge() const {
    std::vector<core::PoolQuery> out;
    const auto* shown = shownHoles();
    if (!shown) return out;
    std::map<std::string, std::size_t> at;
    for (const auto& i : shown->influence) {
        auto [it, fresh] = at.emplace(i.qid, out.size());
        if (fresh) out.push_back({i.qid, {}});
        out[it->second].docs.push_back(i.doc);
    }
    return out;
}

int LabelSetsWindow::rankingOf(const std::string& qid, const std::string& doc) const {
    const auto data = session_->data();
    if (!data || !result_.sensitivity || !result_.sensitivity->impactRuns) return -1;
    const auto [r1, r2] = *result_.sensitivity->impactRuns;
    const auto position = [&](std::size_t run) {
        const core::RunQuery* q = run < data->runs.size() ? data->runs[run]->find(qid) : nullptr;
        if (q)
            for (std::size_t i = 0; i < q->docs.size(); ++i)
                if (doc == q->docs[i].doc) return i;
        return std::numeric_limits<std::size_t>::max();
    };
    return static_cast<int>(position(r2) < position(r1) ? r2 : r1);
}

}  // namespace ranklens::ui
