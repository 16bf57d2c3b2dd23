#include "ui/teaching/definitions_comparison.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "core/teaching/explain.h"
#include "core/teaching/lessons.h"
#include "ui/common/palette.h"

namespace ranklens::ui {

namespace {

struct Combo {
    core::GainKind gain;
    core::IdealOrder ideal;
    bool thresholdInGain = false;  // ranx: labels below the threshold gain 0
    bool judgedOnly = false;       // trec_eval -J: unlabelled returned items removed
    double logBase = 2.0;          // scikit-learn's log_base
};
constexpr Combo kCombos[] = {
    {core::GainKind::Linear, core::IdealOrder::Labels},
    {core::GainKind::Exponential, core::IdealOrder::Labels},
    {core::GainKind::Linear, core::IdealOrder::Retrieved},
    {core::GainKind::Exponential, core::IdealOrder::Retrieved},
    {core::GainKind::Linear, core::IdealOrder::Labels, true, false},
    {core::GainKind::Linear, core::IdealOrder::Labels, false, true},
    {core::GainKind::Linear, core::IdealOrder::Labels, false, false, 10.0}};
constexpr int kRows = static_cast<int>(std::size(kCombos));

// The row of the definitions in force: a variant row when its setting is on.
int currentRowOf(const core::EvalConfig& c) {
    if (c.thresholdInGain && c.gain == core::GainKind::Linear &&
        c.ideal == core::IdealOrder::Labels)
        return 4;
    if (c.judgedOnly && c.gain == core::GainKind::Linear && c.ideal == core::IdealOrder::Labels)
        return 5;
    if (c.logBase == 10.0 && !c.thresholdInGain && !c.judgedOnly &&
        c.gain == core::GainKind::Linear && c.ideal == core::IdealOrder::Labels)
        return 6;
    if (c.thresholdInGain || c.judgedOnly || c.logBase != 2.0) return -1;
    return DefinitionsComparison::rowOf(c.gain, c.ideal);
}

}  // namespace

DefinitionsComparison::DefinitionsComparison(QWidget* parent)
    : QWidget(parent),
      title_(new QLabel(this)),
      table_(new QTableWidget(kRows, ColumnCount, this)),
      summary_(new QLabel(this)),
      notes_(new QLabel(this)) {
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    lay->setSpacing(4);
    QFont f = title_->font();
    f.setBold(true);
    title_->setFont(f);
    table_->setObjectName(QStringLiteral("definitionsComparison"));
    retranslateUi();
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setWordWrap(true);
    table_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // The numbers as wide as they are; the two texts share the rest and wrap.
    for (int c = NdcgCol; c <= IdcgCol; ++c)
        table_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(DefinitionCol, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(UsedByCol, QHeaderView::Stretch);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    summary_->setWordWrap(true);
    lay->addWidget(title_);
    lay->addWidget(table_);
    lay->addWidget(summary_);
    notes_->setWordWrap(true);
    lay->addWidget(notes_);
    lay->addStretch(1);
    values_.assign(kRows, {0.0, 0.0, 0.0});
}

int DefinitionsComparison::rowOf(core::GainKind gain, core::IdealOrder ideal) {
    for (int i = 0; i < 4; ++i)
        if (kCombos[i].gain == gain && kCombos[i].ideal == ideal) return i;
    return -1;
}

void DefinitionsComparison::setList(const std::vector<std::int32_t>& rankedGrades,
                                    const std::vector<std::int32_t>& allLabels,
                                    const core::EvalConfig& current, int k) {
    k = std::max(k, 1);
    title_->setText(tr("The same list under %1 NDCG definitions, at k = %2").arg(kRows).arg(k));
    current_ = currentRowOf(current);
    const QString usedBy[] = {
        tr("trec_eval ndcg_cut, ir_measures nDCG, ranx ndcg"),
        tr("ranx ndcg_burges; LTR papers"),
        tr("scikit-learn ndcg_score"),
        tr("the worked example of lesson %1; re-sorting tutorials")
            .arg(core::teaching::lessonNumber("ndcg-ideal-from-list")),
        tr("ranx ndcg with rel_lvl above 1"),
        tr("trec_eval -J, ir_measures judged_only"),
        tr("scikit-learn ndcg_score log_base=10 (NDCG unchanged, DCG scaled)"),
    };
    double lo = 1e300, hi = -1e300;
    for (int row = 0; row < kRows; ++row) {
        core::EvalConfig cfg = current;
        cfg.gain = kCombos[row].gain;
        cfg.ideal = kCombos[row].ideal;
        cfg.thresholdInGain = kCombos[row].thresholdInGain;
        cfg.judgedOnly = kCombos[row].judgedOnly;
        cfg.logBase = kCombos[row].logBase;
        const auto e = core::teaching::explain(rankedGrades, allLabels, cfg, k);
        values_[static_cast<std::size_t>(row)] = {e.dcg, e.idcg, e.ndcg};
        lo = std::min(lo, e.ndcg);
        hi = std::max(hi, e.ndcg);
        QStringList ideal;
        for (const auto& s : e.ideal)
            if (s.inTopK) ideal << QString::number(s.grade);
        QString idealText = ideal.mid(0, 6).join(QStringLiteral(", "));
        if (ideal.size() > 6) idealText += QStringLiteral(", \u2026");
        QString gain = cfg.gain == core::GainKind::Linear ? tr("linear") : tr("exponential");
        if (cfg.thresholdInGain)
            gain =
                tr("linear, grade < %1 gains 0").arg(QString::fromStdString(cfg.thresholdText()));
        if (cfg.judgedOnly) gain = tr("linear, judged items only");
        if (cfg.logBase != 2.0) gain = tr("linear, discount 1/log10(rank + 1)");
        QString texts[ColumnCount];
        texts[DefinitionCol] =
            tr("%1; ideal from %2")
                .arg(gain,
                     cfg.ideal == core::IdealOrder::Labels ? tr("all labels") : tr("returned"));
        texts[NdcgCol] = QString::number(e.ndcg, 'f', 3);
        texts[DcgCol] = QString::number(e.dcg, 'f', 3);
        texts[IdcgCol] = QString::number(e.idcg, 'f', 3);
        texts[UsedByCol] = usedBy[row];
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QTableWidgetItem(texts[c]);
            item->setToolTip(c == DefinitionCol
                                 ? (cfg.gain == core::GainKind::Linear ? tr("gain = grade")
                                                                       : tr("gain = 2^grade − 1")) +
                                       QStringLiteral("\n") +
                                       tr("Ideal (top k): [%1]").arg(idealText)
                                 : texts[c]);
            if (c >= NdcgCol && c <= IdcgCol)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (row == current_) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
                item->setToolTip(tr("The definitions in force"));
            }
            table_->setItem(row, c, item);
        }
    }
    showSpread(k, lo, hi);
}

// The NDCG values that differ from the row in force highlighted, the table as tall as its rows
// and the spread of NDCG@k across the definitions under it.
void DefinitionsComparison::showSpread(int k, double lo, double hi) {
    // Highlight NDCG values that differ from the row in force (at the printed precision).
    for (int row = 0; row < kRows; ++row) {
        if (current_ < 0 || row == current_) continue;
        const double d = values_[static_cast<std::size_t>(row)][2] -
                         values_[static_cast<std::size_t>(current_)][2];
        if (std::abs(d) >= 0.0005)
            table_->item(row, NdcgCol)->setBackground(deltaColor(std::clamp(d * 10.0, -1.0, 1.0)));
    }
    // As tall as its rows, so the summary sits right under it.
    table_->resizeRowsToContents();
    int h = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth() + 2;
    for (int row = 0; row < kRows; ++row) h += table_->rowHeight(row);
    table_->setFixedHeight(h);
    summary_->setText(
        hi - lo < 0.0005
            ? tr("All %1 definitions agree on this list at k = %2.").arg(kRows).arg(k)
            : tr("NDCG@%1 ranges from %2 to %3 depending on the definition: two tools can both "
                 "be right and still disagree by %4.")
                  .arg(k)
                  .arg(lo, 0, 'f', 3)
                  .arg(hi, 0, 'f', 3)
                  .arg(hi - lo, 0, 'f', 3));
}

double DefinitionsComparison::value(int row, Column c) const {
    if (row < 0 || row >= kRows) return std::nan("");
    const auto& v = values_[static_cast<std::size_t>(row)];
    switch (c) {
        case DcgCol:
            return v[0];
        case IdcgCol:
            return v[1];
        case NdcgCol:
            return v[2];
        default:
            return std::nan("");
    }
}

QString DefinitionsComparison::text(int row, Column c) const {
    const auto* item = table_->item(row, c);
    return item ? item->text() : QString();
}

QString DefinitionsComparison::summaryText() const {
    return summary_->text();
}

QString DefinitionsComparison::notesText() const {
    return tr(
        "Not shown by a list of grades: ties (trec_eval orders equal scores by docid; "
        "scikit-learn's ndcg_score and torchmetrics average them: --ties average), queries "
        "without a relevant item (0 in trec_eval, ranx, ir_measures; torchmetrics can skip "
        "them or score 1), set measures over the whole list (trec_eval set_P, set_recall, "
        "set_F; ir_measures SetP, SetR, SetF) and real-valued labels such as 0.5 used as "
        "gains (scikit-learn; trec_eval reads integers only, RankLens TREC qrels need "
        "--real-labels).");
}

void DefinitionsComparison::retranslateUi() {
    notes_->setText(notesText());
    table_->setHorizontalHeaderLabels(
        {tr("Definition"), tr("NDCG"), tr("DCG"), tr("IDCG"), tr("Used by")});
}

// The rows are worded again by the owner's next setList (ExplainWorkbench recomputes).
void DefinitionsComparison::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

}  // namespace ranklens::ui
