// RankingMetricsPanel's lines under the measure table: the counts, the DCG / IDCG / NDCG formula
// worked out on the list, and the definitions in force.
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

#include "ui/ranking/ranking_metrics_panel.h"

namespace ranklens::ui {

namespace {

// A word-wrapped label in a scroll area gets the height of its text at its own width: the
// scroll area sizes its widget from a height asked at another width, and the definitions line
// was cut through its last line (Explain, the lessons).
class FullHeightWhenWrapped : public QObject {
  public:
    using QObject::QObject;
    bool eventFilter(QObject* o, QEvent* e) override {
        if (e->type() == QEvent::Resize)
            if (auto* l = qobject_cast<QLabel*>(o)) {
                const int h = l->heightForWidth(l->width());
                if (h > 0 && l->minimumHeight() != h) l->setMinimumHeight(h);
            }
        return false;
    }
};

}  // namespace

void RankingMetricsPanel::addNoteLabels(QVBoxLayout* outer) {
    counts_ = new QLabel(this);
    counts_->setWordWrap(true);
    outer->addWidget(counts_);

    formula_ = new QLabel(this);
    formula_->setWordWrap(true);
    formula_->setTextFormat(Qt::RichText);
    formula_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(formula_);

    definitions_ = new QLabel(this);
    definitions_->setWordWrap(true);
    definitions_->setTextFormat(Qt::RichText);
    definitions_->setObjectName(QStringLiteral("rankingDefinitions"));
    outer->addWidget(definitions_);
    auto* fit = new FullHeightWhenWrapped(this);
    for (QLabel* l : {counts_, formula_, definitions_}) l->installEventFilter(fit);
}

void RankingMetricsPanel::setDefinitions(const core::EvalConfig& cfg, const QString& labelSetName) {
    QString gain;
    switch (cfg.gain) {
        case core::GainKind::Linear:
            gain = tr("linear (gain = grade)");
            break;
        case core::GainKind::Exponential:
            gain = tr("exponential (gain = 2<sup>grade</sup> \u2212 1)");
            break;
        case core::GainKind::Custom:
            gain = tr("custom table");
            break;
    }
    const QString ideal = cfg.ideal == core::IdealOrder::Labels
                              ? tr("all labelled items sorted by grade")
                              : tr("the returned items re-sorted by grade");
    QStringList parts;
    parts << tr("<b>Relevant</b>: grade \u2265 %1").arg(QString::fromStdString(cfg.thresholdText()))
          << tr("<b>Gain</b>: %1").arg(gain) << tr("<b>Discount</b>: 1/log<sub>2</sub>(i+1)")
          << tr("<b>Ideal</b>: %1").arg(ideal)
          << tr("P@k divides by k; R@k and AP@k by R; NDCG ignores the threshold");
    if (!labelSetName.isEmpty())
        parts.prepend(tr("<b>Labels</b>: %1").arg(labelSetName.toHtmlEscaped()));
    definitions_->setText(QStringLiteral("<span style='color: palette(placeholder-text)'>") +
                          parts.join(QStringLiteral(" \u00b7 ")) + QStringLiteral("</span>"));
}

void RankingMetricsPanel::setFormula(const core::teaching::Explanation& e) {
    // Every term at the usual cut-offs (k <= 10): "… (3 more)" hid IDCG@10's last terms.
    constexpr std::size_t kMaxTerms = 10;
    // The terms that add something: a position of gain 0 adds 0, and listing the first six
    // positions hid the one that mattered (3/log2 8 at rank 7) behind "…".
    const auto terms = [&](const auto& steps, std::size_t n) {
        QStringList t;
        std::size_t shown = 0, more = 0, zeros = 0;
        for (std::size_t i = 0; i < n; ++i) {
            if (steps[i].gain == 0) {
                ++zeros;
            } else if (shown < kMaxTerms) {
                ++shown;
                t << QStringLiteral("%1/log<sub>2</sub>%2")
                         .arg(QString::number(steps[i].gain, 'g', 4))
                         .arg(i + 2);
            } else {
                ++more;
            }
        }
        if (more > 0) t << tr("\u2026 (%n more)", nullptr, static_cast<int>(more));
        QString out = t.isEmpty() ? QStringLiteral("0") : t.join(QStringLiteral(" + "));
        if (zeros > 0 && !t.isEmpty())
            out += tr(" (%n position(s) of gain 0 left out)", nullptr, static_cast<int>(zeros));
        return out;
    };
    const int k = e.k;
    if (k <= 0) {  // no list explained (no query shown)
        formula_->clear();
        return;
    }
    const auto kk = static_cast<std::size_t>(std::max(k, 1));
    const std::size_t nd = std::min(kk, e.positions.size());
    const std::size_t ni = std::min(kk, e.ideal.size());
    const double dcg = e.dcg;
    const double idcg = e.idcg;
    const QString num = QStringLiteral("<span style='font-family: monospace'>%1</span>");
    QString html;
    html +=
        tr("DCG@%1 = %2 = %3").arg(k).arg(terms(e.positions, nd), num.arg(dcg, 0, 'f', decimals_));
    html += QStringLiteral("<br>");
    html +=
        tr("IDCG@%1 = %2 = %3").arg(k).arg(terms(e.ideal, ni), num.arg(idcg, 0, 'f', decimals_));
    html += QStringLiteral("<br>");
    if (idcg > 0)
        html += tr("NDCG@%1 = %2 / %3 = <b>%4</b>")
                    .arg(k)
                    .arg(num.arg(dcg, 0, 'f', decimals_), num.arg(idcg, 0, 'f', decimals_),
                         num.arg(dcg / idcg, 0, 'f', decimals_));
    else
        html += tr("NDCG@%1 = 0 (IDCG@%1 = 0: no positive label)").arg(k);
    formula_->setText(html);
}

QString RankingMetricsPanel::definitionsText() const {
    return definitions_->text();
}

QString RankingMetricsPanel::formulaText() const {
    return formula_->text();
}

}  // namespace ranklens::ui
