#include "ui/teaching/explain_panel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/judged/judged_ranking.h"

namespace ranklens::ui {

namespace {

// Terms of a sum written out: all of them for short lists, otherwise the non-zero ones up to
// a dozen, then "+ …".
QString sumText(const QStringList& terms, const QList<bool>& nonZero) {
    constexpr int kAll = 10, kMax = 12;
    QStringList shown;
    int skipped = 0;
    for (int i = 0; i < terms.size(); ++i) {
        if (terms.size() > kAll && !nonZero[i]) continue;
        if (shown.size() == kMax) {
            ++skipped;
            continue;
        }
        shown << terms[i];
    }
    if (shown.isEmpty()) return QStringLiteral("0");
    QString s = shown.join(QStringLiteral(" + "));
    if (skipped > 0) s += QStringLiteral(" + \u2026");
    return s;
}

QTableWidget* makeTable(int columns, QWidget* parent) {
    auto* t = new QTableWidget(0, columns, parent);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setWordWrap(true);
    t->setAlternatingRowColors(true);
    t->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    return t;
}

QLabel* sectionTitle(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

}  // namespace

ExplainPanel::Step explainStepFor(core::MeasureFamily family) {
    using F = core::MeasureFamily;
    switch (family) {
        case F::P:
            return ExplainPanel::Precision;
        case F::Recall:
            return ExplainPanel::Recall;
        case F::F1:
            return ExplainPanel::F1;
        case F::Success:
            return ExplainPanel::Hit;
        case F::CG:
            return ExplainPanel::Cg;
        case F::DCG:
            return ExplainPanel::Dcg;
        case F::IDCG:
            return ExplainPanel::Idcg;
        case F::NdcgCut:
            return ExplainPanel::Ndcg;
        case F::RR:
            return ExplainPanel::Rr;
        case F::MapCut:
            return ExplainPanel::Ap;
        default:
            return ExplainPanel::StepCount;
    }
}

ExplainPanel::ExplainPanel(QWidget* parent)
    : QWidget(parent),
      title_(sectionTitle(QString(), this)),
      steps_(makeTable(ColumnCount, this)),
      apTitle_(sectionTitle(QString(), this)),
      ap_(makeTable(3, this)) {
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    lay->setSpacing(4);
    steps_->setObjectName(QStringLiteral("explainSteps"));
    steps_->setRowCount(StepCount);
    steps_->horizontalHeader()->setSectionResizeMode(NameCol, QHeaderView::ResizeToContents);
    steps_->horizontalHeader()->setSectionResizeMode(ComputationCol, QHeaderView::Stretch);
    steps_->horizontalHeader()->setSectionResizeMode(ValueCol, QHeaderView::ResizeToContents);
    steps_->verticalHeader()->setDefaultSectionSize(22);
    steps_->setWordWrap(false);  // long sums elide; the full text is in the tooltip
    ap_->setObjectName(QStringLiteral("explainAp"));
    ap_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    retranslateUi();
    lay->addWidget(title_);
    lay->addWidget(steps_, 1);
    lay->addWidget(apTitle_);
    lay->addWidget(ap_);
    // The step table shows all its rows; the AP table a few (it scrolls).
    steps_->setMinimumHeight(steps_->horizontalHeader()->sizeHint().height() + 22 * StepCount + 4);
    ap_->verticalHeader()->setDefaultSectionSize(22);
    ap_->setFixedHeight(ap_->horizontalHeader()->sizeHint().height() + 22 * 3 + 4);
    rebuild();
}

// The fixed texts; the steps are worded again by their owner's next setExplanation.
void ExplainPanel::retranslateUi() {
    apTitle_->setText(tr("Average precision: the precision at each relevant rank"));
    steps_->setHorizontalHeaderLabels({tr("Step"), tr("Computed on this list"), tr("Value")});
    ap_->setHorizontalHeaderLabels(
        {tr("Relevant at rank i"), tr("Relevant in the top i"), tr("Precision at i")});
}

void ExplainPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

QWidget* ExplainPanel::takeAverageBlock() {
    auto* block = new QWidget;
    auto* lay = new QVBoxLayout(block);
    lay->setContentsMargins(0, 4, 0, 0);
    lay->setSpacing(4);
    lay->addWidget(apTitle_);  // out of this panel's layout
    lay->addWidget(ap_, 1);
    ap_->setMinimumHeight(0);
    ap_->setMaximumHeight(QWIDGETSIZE_MAX);
    return block;
}

void ExplainPanel::setExplanation(const core::teaching::Explanation& e) {
    e_ = e;
    rebuild();
}

void ExplainPanel::setDecimals(int decimals) {
    decimals_ = std::clamp(decimals, 1, 8);
    rebuild();
}

QString ExplainPanel::num(double v) const {
    return QString::number(v, 'f', decimals_);
}

void ExplainPanel::setRow(Step s, const QString& name, const QString& computation,
                          const QString& value) {
    const QString texts[] = {name, computation, value};
    for (int c = 0; c < ColumnCount; ++c) {
        QTableWidgetItem* item = steps_->item(s, c);
        if (!item) {
            item = new QTableWidgetItem;
            steps_->setItem(s, c, item);
        }
        item->setText(texts[c]);
        item->setToolTip(texts[c]);
        if (c == ValueCol) {
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            QFont f = item->font();
            f.setBold(true);
            item->setFont(f);
        }
    }
}

void ExplainPanel::rebuild() {
    const int k = std::max(e_.k, 1);
    title_->setText(tr("Step by step at k = %1").arg(k));
    showCountSteps(k);
    showGainSteps(k);
    showRankSteps(k);
    fillApTable();
    if (highlighted_ >= 0) steps_->selectRow(highlighted_);
}

void ExplainPanel::showCountSteps(int k) {
    const auto& e = e_;
    QStringList relRanks;
    std::int64_t relReturned = 0;
    for (const auto& p : e.positions) {
        relReturned += p.relevant;
        if (p.relevant && p.inTopK) relRanks << QString::number(p.rank);
    }
    setRow(RelevantInTopK, tr("Relevant in the top %1").arg(k),
           relRanks.isEmpty()     ? tr("no relevant item in the top %1").arg(k)
           : relRanks.size() == 1 ? tr("at rank %1").arg(relRanks.front())
                                  : tr("at ranks %1").arg(relRanks.join(QStringLiteral(", "))),
           QString::number(e.relevantInTopK));
    setRow(RelevantInLabels, tr("R: relevant items of the query"),
           tr("%1 returned + %2 not returned (grade \u2265 %3)")
               .arg(relReturned)
               .arg(std::max<std::int64_t>(0, e.numRel - relReturned))
               .arg(QString::fromStdString(e.cfg.thresholdText())),
           QString::number(e.numRel));
    setRow(Precision, tr("P@%1").arg(k), tr("%1 / %2").arg(e.relevantInTopK).arg(k),
           num(e.precision));
    setRow(Recall, tr("R@%1").arg(k),
           e.numRel > 0 ? tr("%1 / %2").arg(e.relevantInTopK).arg(e.numRel)
                        : tr("R = 0, so 0 by definition"),
           num(e.recall));
    setRow(F1, tr("F1@%1").arg(k),
           (e.precision + e.recall) > 0
               ? tr("2 \u00b7 %1 \u00b7 %2 / (%1 + %2)").arg(num(e.precision), num(e.recall))
               : tr("P and R are both 0, so 0"),
           num(e.f1));
    setRow(Hit, tr("Hit@%1").arg(k),
           e.hit ? tr("a relevant item is in the top %1").arg(k)
                 : tr("no relevant item in the top %1").arg(k),
           QString::number(e.hit ? 1 : 0));
}

void ExplainPanel::showGainSteps(int k) {
    const auto& e = e_;
    QStringList gains, contributions;
    QList<bool> nonZero;
    for (const auto& p : e.positions) {
        if (!p.inTopK) break;
        gains << QString::number(p.gain, 'g', 6);
        contributions << num(p.contribution);
        nonZero << (p.gain != 0.0);
    }
    setRow(Cg, tr("CG@%1").arg(k), tr("gains: %1").arg(sumText(gains, nonZero)), num(e.cg));
    setRow(Dcg, tr("DCG@%1").arg(k),
           tr("gain / log2(rank + 1): %1").arg(sumText(contributions, nonZero)), num(e.dcg));

    QStringList idealGrades, idealTerms;
    QList<bool> idealNonZero;
    for (const auto& s : e.ideal) {
        if (!s.inTopK) break;
        idealGrades << QString::number(s.grade);
        idealTerms << num(s.contribution);
        idealNonZero << (s.gain != 0.0);
    }
    const QString idealName = e.cfg.ideal == core::IdealOrder::Labels
                                  ? tr("ideal from all labels")
                                  : tr("ideal from the returned items");
    setRow(Idcg, tr("IDCG@%1").arg(k),
           idealGrades.isEmpty() ? tr("%1: no positive grade, so 0").arg(idealName)
                                 : tr("%1 [%2]: %3")
                                       .arg(idealName, idealGrades.join(QStringLiteral(", ")),
                                            sumText(idealTerms, idealNonZero)),
           num(e.idcg));
    setRow(Ndcg, tr("NDCG@%1").arg(k),
           e.idcg > 0 ? tr("DCG / IDCG = %1 / %2").arg(num(e.dcg), num(e.idcg))
                      : tr("IDCG = 0, so 0 by definition"),
           num(e.ndcg));
}

void ExplainPanel::showRankSteps(int k) {
    const auto& e = e_;
    setRow(Rr, tr("RR@%1").arg(k),
           e.firstRelevantRank > 0
               ? tr("first relevant item at rank %1: 1 / %1").arg(e.firstRelevantRank)
               : tr("no relevant item in the top %1, so 0").arg(k),
           num(e.rr));
    QStringList precisions;
    QList<bool> all;
    for (double p : e.apPrecisions) {
        precisions << num(p);
        all << true;
    }
    setRow(Ap, tr("AP@%1").arg(k),
           e.numRel > 0
               ? tr("(%1) / R = %2 / %3").arg(sumText(precisions, all), num(e.apSum)).arg(e.numRel)
               : tr("R = 0, so 0 by definition"),
           num(e.ap));
}

void ExplainPanel::fillApTable() {
    const auto& e = e_;
    ap_->setRowCount(static_cast<int>(e.apRanks.size()));
    for (std::size_t i = 0; i < e.apRanks.size(); ++i) {
        const int row = static_cast<int>(i);
        const QString texts[] = {
            QString::number(e.apRanks[i]), QString::number(row + 1),
            tr("%1 / %2 = %3").arg(row + 1).arg(e.apRanks[i]).arg(num(e.apPrecisions[i]))};
        for (int c = 0; c < 3; ++c) {
            auto* item = new QTableWidgetItem(texts[c]);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            ap_->setItem(row, c, item);
        }
    }
}

bool ExplainPanel::highlight(std::string_view registryName) {
    const auto* measure = core::findMeasure(registryName);
    const Step s = measure ? explainStepFor(measure->family) : StepCount;
    if (s == StepCount) {
        highlighted_ = -1;
        steps_->clearSelection();
        return false;
    }
    highlighted_ = s;
    steps_->selectRow(s);
    steps_->scrollToItem(steps_->item(s, NameCol));
    return true;
}

QString ExplainPanel::valueText(Step s) const {
    const auto* item = steps_->item(s, ValueCol);
    return item ? item->text() : QString();
}

QString ExplainPanel::computationText(Step s) const {
    const auto* item = steps_->item(s, ComputationCol);
    return item ? item->text() : QString();
}

}  // namespace ranklens::ui
