#include "ui/ranking/ranking_metrics_panel.h"

#include <QColor>
#include <QEvent>
#include <QFontDatabase>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <cmath>

#include "core/measures/measure.h"
#include "ui/common/measure_text.h"

namespace ranklens::ui {

namespace {

QString measureLabel(core::RankingMeasure m, int k) {
    QString label = ui::measureLabel(core::rankingMeasureInfo(m));
    if (k > 0) label.replace(QLatin1String("@k"), QStringLiteral("@%1").arg(k));
    return label;
}

QString measureHelp(core::RankingMeasure m) {
    const auto& info = core::rankingMeasureInfo(m);
    return QStringLiteral("<b>%1</b><br>%2")
        .arg(measureTitle(info), measureDescription(info).toHtmlEscaped());
}

// Sets a label's text colour through its palette (cheap; style sheets re-polish the widget).
// An invalid colour restores the default.
void setTextColor(QLabel* l, const QColor& c) {
    const QColor want = c.isValid() ? c : l->parentWidget()->palette().color(QPalette::WindowText);
    if (l->palette().color(QPalette::WindowText) == want) return;
    QPalette pal = l->palette();
    pal.setColor(QPalette::WindowText, want);
    l->setPalette(pal);
}

}  // namespace

RankingMetricsPanel::RankingMetricsPanel(QWidget* parent) : QWidget(parent) {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(6);

    title_ = new QLabel(this);
    QFont tf = title_->font();
    tf.setBold(true);
    title_->setFont(tf);
    outer->addWidget(title_);
    outer->addWidget(makeMeasureTable());
    addNoteLabels(outer);
    outer->addStretch(1);
    setMetrics({}, {}, false);
}

QFrame* RankingMetricsPanel::makeMeasureTable() {
    auto* frame = new QFrame(this);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setObjectName(QStringLiteral("rankingMetricsFrame"));
    auto* grid = new QGridLayout(frame);
    grid->setContentsMargins(10, 8, 10, 8);
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(3);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    QFont big = mono;
    big.setPointSizeF(mono.pointSizeF() * 1.15);
    big.setBold(true);
    auto header = [&](const QString& text, int col, Qt::Alignment a) {
        auto* l = new QLabel(text, frame);
        QFont f = l->font();
        f.setPointSizeF(f.pointSizeF() * 0.9);
        l->setFont(f);
        l->setForegroundRole(QPalette::PlaceholderText);
        grid->addWidget(l, 0, col, a);
    };
    header(tr("Measure"), 0, Qt::AlignLeft);
    header(tr("This order"), 1, Qt::AlignRight);
    header(tr("\u0394 vs system"), 2, Qt::AlignRight);
    header(tr("System"), 3, Qt::AlignRight);
    for (std::size_t i = 0; i < core::kRankingMeasureCount; ++i) addMeasureRow(grid, i, mono, big);
    grid->setColumnStretch(0, 1);
    return frame;
}

void RankingMetricsPanel::addMeasureRow(QGridLayout* grid, std::size_t i, const QFont& mono,
                                        const QFont& big) {
    QWidget* frame = grid->parentWidget();
    const auto m = static_cast<core::RankingMeasure>(i);
    const QString key =
        QString::fromLatin1(core::rankingMeasureName(m).data(),
                            static_cast<qsizetype>(core::rankingMeasureName(m).size()));
    Row& r = rows_[i];
    r.name = new QLabel(frame);
    r.value = new QLabel(frame);
    r.delta = new QLabel(frame);
    r.system = new QLabel(frame);
    r.value->setObjectName(QStringLiteral("value_") + key);
    r.delta->setObjectName(QStringLiteral("delta_") + key);
    r.value->setFont(big);
    QFont bold = mono;
    bold.setBold(true);
    r.delta->setFont(bold);
    r.system->setFont(mono);
    r.system->setForegroundRole(QPalette::PlaceholderText);
    r.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const QString help = measureHelp(m);
    for (QLabel* l : {r.name, r.value, r.delta, r.system}) l->setToolTip(help);
    const int row = static_cast<int>(i) + 1;
    grid->addWidget(r.name, row, 0, Qt::AlignLeft | Qt::AlignVCenter);
    grid->addWidget(r.value, row, 1, Qt::AlignRight | Qt::AlignVCenter);
    grid->addWidget(r.delta, row, 2, Qt::AlignRight | Qt::AlignVCenter);
    grid->addWidget(r.system, row, 3, Qt::AlignRight | Qt::AlignVCenter);
    if (m == core::RankingMeasure::Ndcg) {
        QFont nf = r.name->font();
        nf.setBold(true);
        r.name->setFont(nf);
    }
}

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
}

void RankingMetricsPanel::setDecimals(int d) {
    decimals_ = std::clamp(d, 1, 10);
    setMetrics(current_, system_, preview_);
}

void RankingMetricsPanel::setMetrics(const core::RankingMetrics& current,
                                     const core::RankingMetrics& system, bool preview) {
    current_ = current;
    system_ = system;
    preview_ = preview;
    const bool have = current.k > 0;
    title_->setText(!have ? tr("Metrics")
                    : preview
                        ? tr("Metrics at k = %1 \u2014 preview: if dropped here").arg(current.k)
                        : tr("Metrics at k = %1").arg(current.k));
    const double eps = 0.5 * std::pow(10.0, -decimals_);
    for (std::size_t i = 0; i < core::kRankingMeasureCount; ++i) {
        const auto m = static_cast<core::RankingMeasure>(i);
        Row& r = rows_[i];
        r.name->setText(measureLabel(m, current.k));
        if (!have) {
            r.value->setText(QStringLiteral("\u2013"));
            r.delta->clear();
            r.system->clear();
            continue;
        }
        const double v = current[m], s = system[m], d = v - s;
        r.value->setText(QString::number(v, 'f', decimals_));
        setTextColor(r.value, preview ? QColor(0x1e, 0x6f, 0xd9) : QColor());
        r.system->setText(QString::number(s, 'f', decimals_));
        if (std::abs(d) < eps) {
            r.delta->setText(QStringLiteral("\u00b1") + QString::number(0.0, 'f', decimals_));
            setTextColor(r.delta, palette().color(QPalette::PlaceholderText));
        } else {
            r.delta->setText((d > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) +
                             QString::number(std::abs(d), 'f', decimals_));
            setTextColor(r.delta, d > 0 ? QColor(0x2e, 0x8b, 0x57) : QColor(0xc0, 0x39, 0x2b));
        }
        r.value->setToolTip(QString::number(v, 'g', 17) + QStringLiteral("<br>") + measureHelp(m));
    }
    if (have)
        counts_->setText(tr("Relevant in top %1: %2 \u00b7 relevant returned: %3 \u00b7 relevant "
                            "in the labels (R): %4")
                             .arg(current.k)
                             .arg(current.relInTopK)
                             .arg(current.relRetrieved)
                             .arg(current.numRel));
    else
        counts_->clear();
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
    parts << tr("<b>Relevant</b>: grade \u2265 %1").arg(cfg.relevanceThreshold)
          << tr("<b>Gain</b>: %1").arg(gain) << tr("<b>Discount</b>: 1/log<sub>2</sub>(i+1)")
          << tr("<b>Ideal</b>: %1").arg(ideal)
          << tr("P@k divides by k; R@k and AP@k by R; NDCG ignores the threshold");
    if (!labelSetName.isEmpty())
        parts.prepend(tr("<b>Labels</b>: %1").arg(labelSetName.toHtmlEscaped()));
    definitions_->setText(QStringLiteral("<span style='color: palette(placeholder-text)'>") +
                          parts.join(QStringLiteral(" \u00b7 ")) + QStringLiteral("</span>"));
}

void RankingMetricsPanel::setFormula(const core::teaching::Explanation& e) {
    constexpr std::size_t kMaxTerms = 6;
    const auto terms = [&](const auto& steps, std::size_t n) {
        QStringList t;
        const std::size_t shown = std::min(n, kMaxTerms);
        for (std::size_t i = 0; i < shown; ++i)
            t << QStringLiteral("%1/log<sub>2</sub>%2")
                     .arg(QString::number(steps[i].gain, 'g', 4))
                     .arg(i + 2);
        if (n > shown) t << QStringLiteral("\u2026");
        return t.isEmpty() ? QStringLiteral("0") : t.join(QStringLiteral(" + "));
    };
    const int k = e.k;
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

QString RankingMetricsPanel::valueText(core::RankingMeasure m) const {
    return rows_[static_cast<std::size_t>(m)].value->text();
}

QString RankingMetricsPanel::deltaText(core::RankingMeasure m) const {
    return rows_[static_cast<std::size_t>(m)].delta->text();
}

void RankingMetricsPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        for (std::size_t i = 0; i < core::kRankingMeasureCount; ++i) {
            const QString help = measureHelp(static_cast<core::RankingMeasure>(i));
            for (QLabel* l : {rows_[i].name, rows_[i].delta, rows_[i].system}) l->setToolTip(help);
        }
    }
    QWidget::changeEvent(e);
}

QString RankingMetricsPanel::definitionsText() const {
    return definitions_->text();
}

QString RankingMetricsPanel::formulaText() const {
    return formula_->text();
}

}  // namespace ranklens::ui
