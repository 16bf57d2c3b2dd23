// LabelSetsWindow: its texts (retranslated on a language change) and the agreement views.
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>

#include "ui/common/no_value.h"
#include "ui/judging/label_sets_cells.h"
#include "ui/judging/label_sets_window.h"

namespace ranklens::ui {

namespace {

void refill(QComboBox* box, const QStringList& texts) {
    const int at = box->currentIndex();
    const QSignalBlocker block(box);
    box->clear();
    box->addItems(texts);
    box->setCurrentIndex(std::max(0, at));
}

// A coefficient, or in words why it has none (no item to compute it on, or a single grade
// value so that chance agreement is total) — never NaN.
QString coefficientText(const core::AgreementCoefficient& c, std::size_t items) {
    if (c.defined) return NoValue::number(c.value);
    return items == 0 ? LabelSetsWindow::tr("undefined (no item to compute it on)")
                      : LabelSetsWindow::tr("undefined (only one grade value)");
}

}  // namespace

QTableWidgetItem* labelSetsText(const QString& s) {
    return new QTableWidgetItem(s);
}

QTableWidgetItem* labelSetsNumber(double v, int decimals) {
    auto* it = new QTableWidgetItem;
    if (decimals == 0)
        it->setData(Qt::DisplayRole, static_cast<qlonglong>(v));  // sorts as a number
    else
        it->setText(NoValue::number(v, decimals));
    it->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return it;
}

void LabelSetsWindow::retranslateUi() {
    setWindowTitle(tr("Label sets: agreement, consensus, verdicts — RankLens"));
    for (const auto& [label, text] : captions_) label->setText(tr(text));
    tabs_->setTabText(0, tr("Agreement"));
    tabs_->setTabText(1, tr("Consensus"));
    tabs_->setTabText(2, tr("Do the labels change the verdict?"));
    tabs_->setTabText(3, tr("Unjudged items"));
    compute_->setText(tr("&Compute"));
    cancel_->setText(tr("Cancel"));
    save_->setText(tr("&Save as a new label set"));
    judge_->setText(tr("&Judge what matters for this comparison…"));
    refill(test_, {tr("paired t-test"), tr("randomization test")});
    refill(rule_,
           {tr("majority (most frequent grade)"), tr("median grade"), tr("mean grade, rounded")});
    refill(tie_, {tr("take the lower grade (conservative)"), tr("take the higher grade"),
                  tr("leave the item out")});
    consensusName_->setPlaceholderText(tr("e.g. consensus"));
    pairs_->setHorizontalHeaderLabels({tr("Set A"), tr("Set B"), tr("Items"), tr("Cohen's κ"),
                                       tr("κ, linear"), tr("κ, quadratic")});
    perSet_->setHorizontalHeaderLabels({tr("Set"), tr("Labels"), tr("Items with gold"),
                                        tr("Accuracy vs gold"), tr("κ vs gold"),
                                        tr("Mean confidence")});
    perQuery_->setHorizontalHeaderLabels({tr("Query"), tr("Items"), tr("Unanimous"),
                                          tr("α nominal"), tr("α ordinal"), tr("α interval")});
    perQuery_->setToolTip(tr("Double-click a query to show it in the ranking view."));
    madeSets_->setHorizontalHeaderLabels(
        {tr("Label set"), tr("Made from"), tr("Rule"), tr("Ties"), tr("Made on")});
    setPairs_->setHorizontalHeaderLabels(
        {tr("Set A"), tr("Set B"), tr("Kendall's τ-b"), tr("τ_AP"), tr("Verdicts changed")});
    changed_->setHorizontalHeaderLabels(
        {tr("Sets"), tr("Runs"), tr("Under A"), tr("Under B"), tr("What changed")});
    changed_->setToolTip(
        tr("“a>b” reads: a scores higher; * marks a difference that is "
           "significant after correction for the many pairs."));
    impact_->setHorizontalHeaderLabels({tr("Set A"), tr("Set B"), tr("Query"), tr("Item"),
                                        tr("Grade A"), tr("Grade B"), tr("Δ under A"),
                                        tr("Δ with B's grade")});
    impact_->setToolTip(
        tr("Disagreements by how far one grade moves the chosen runs' Δ. "
           "Double-click to show the item in its ranking."));
    holes_->setHorizontalHeaderLabels({tr("Query"), tr("Item"), tr("Rank in run 1"),
                                       tr("Rank in run 2"), tr("Δ if graded highest"), tr("Shift"),
                                       tr("Could flip the verdict")});
    holes_->setToolTip(tr("Double-click a row to show the item in its ranking."));
    publish(std::move(result_));
    showConsensusSets();
}

void LabelSetsWindow::showAgreement() {
    pairs_->setRowCount(0);
    if (!result_.agreement) {
        summary_->setText(tr("Choose two label sets or more and press Compute."));
        return;
    }
    const auto& m = *result_.agreement;
    const auto& a = m.alpha;
    summary_->setText(
        tr("<table cellspacing='3'><tr><td>Items graded by two sets or more</td><td><b>%1</b>"
           "</td></tr><tr><td>Fleiss' κ (over the %2 items every set graded)</td><td><b>%3</b>"
           "</td></tr><tr><td>Krippendorff's α, nominal (over %4 items)</td><td><b>%5</b></td>"
           "</tr><tr><td>Krippendorff's α, ordinal</td><td><b>%6</b></td></tr><tr><td>"
           "Krippendorff's α, interval</td><td><b>%7</b></td></tr></table>")
            .arg(m.items)
            .arg(m.fleiss.items)
            .arg(coefficientText(m.fleiss.kappa, m.fleiss.items))
            .arg(a.items)
            .arg(coefficientText(a.nominal, a.items), coefficientText(a.ordinal, a.items),
                 coefficientText(a.interval, a.items)));
    pairs_->setRowCount(static_cast<int>(m.pairs.size()));
    for (int r = 0; r < pairs_->rowCount(); ++r) {
        const auto& p = m.pairs[static_cast<std::size_t>(r)];
        const auto& ag = p.agreement;
        pairs_->setItem(r, 0, labelSetsText(QString::fromStdString(m.sets[p.a])));
        pairs_->setItem(r, 1, labelSetsText(QString::fromStdString(m.sets[p.b])));
        pairs_->setItem(r, 2, labelSetsNumber(static_cast<double>(ag.n), 0));
        const auto kappa = [&](const core::KappaValue& k) {
            return ag.n > 0 && k.defined ? labelSetsNumber(k.kappa, 4)
                                         : labelSetsText(tr("undefined (no item both graded)"));
        };
        pairs_->setItem(r, 3, kappa(ag.unweighted));
        pairs_->setItem(r, 4, kappa(ag.linear));
        pairs_->setItem(r, 5, kappa(ag.quadratic));
    }
    pairs_->resizeColumnsToContents();
}

// The mean confidence the set's judge gave its labels, or why there is none.
QTableWidgetItem* LabelSetsWindow::confidenceItem(std::size_t set) const {
    if (set >= result_.confidence.size() || result_.confidence[set].empty())
        return labelSetsText(tr("– (none imported)"));
    double sum = 0;
    for (const auto& [item, c] : result_.confidence[set]) sum += c;
    auto* it = labelSetsNumber(sum / static_cast<double>(result_.confidence[set].size()), 4);
    it->setToolTip(tr("The mean of the %n confidence(s) the judge file gave this set's labels.",
                      nullptr, static_cast<int>(result_.confidence[set].size())));
    return it;
}

void LabelSetsWindow::showPerSet() {
    perSet_->setRowCount(0);
    if (!result_.agreement) return;
    const auto& m = *result_.agreement;
    perSet_->setRowCount(static_cast<int>(m.sets.size()));
    for (int c : {2, 3, 4}) perSet_->setColumnHidden(c, m.gold.empty());
    perSet_->setToolTip(m.gold.empty() ? tr("Choose a gold set to see each set's accuracy and κ "
                                            "against it.")
                                       : QString());
    for (int r = 0; r < perSet_->rowCount(); ++r) {
        const auto s = static_cast<std::size_t>(r);
        perSet_->setItem(r, 0, labelSetsText(QString::fromStdString(m.sets[s])));
        perSet_->setItem(r, 1, labelSetsNumber(static_cast<double>(m.labels[s]), 0));
        perSet_->setItem(r, 5, confidenceItem(s));
        if (m.gold.empty()) continue;  // the gold columns are hidden
        const auto& g = m.gold[s];
        perSet_->setItem(r, 2, labelSetsNumber(static_cast<double>(g.agreement.n), 0));
        if (g.agreement.n == 0) {
            for (int c : {3, 4}) perSet_->setItem(r, c, labelSetsText(tr("– (no item in common)")));
            continue;
        }
        perSet_->setItem(r, 3, labelSetsNumber(g.accuracy, 4));
        perSet_->setItem(r, 4, labelSetsNumber(g.agreement.unweighted.kappa, 4));
    }
    perSet_->resizeColumnsToContents();
}

void LabelSetsWindow::showPerQuery() {
    perQuery_->setSortingEnabled(false);
    perQuery_->setRowCount(static_cast<int>(result_.byQuery.size()));
    for (int r = 0; r < perQuery_->rowCount(); ++r) {
        const auto& q = result_.byQuery[static_cast<std::size_t>(r)];
        perQuery_->setItem(r, 0, labelSetsText(QString::fromStdString(q.qid)));
        perQuery_->setItem(r, 1, labelSetsNumber(static_cast<double>(q.items), 0));
        perQuery_->setItem(r, 2, labelSetsNumber(static_cast<double>(q.unanimous), 0));
        const core::AgreementCoefficient* cs[] = {&q.alpha.nominal, &q.alpha.ordinal,
                                                  &q.alpha.interval};
        for (int c = 0; c < 3; ++c)
            perQuery_->setItem(r, 3 + c,
                               cs[c]->defined ? labelSetsNumber(cs[c]->value, 4)
                                              : labelSetsText(coefficientText(*cs[c], q.items)));
    }
    perQuery_->setSortingEnabled(true);
    perQuery_->sortByColumn(0, Qt::AscendingOrder);
    perQuery_->resizeColumnsToContents();
}

}  // namespace ranklens::ui
