#include "ui/ranking/ranking_metrics_panel.h"

#include <QColor>
#include <QComboBox>
#include <QDoubleValidator>
#include <QEvent>
#include <QFontDatabase>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QToolButton>
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

QString measureHelp(const core::MeasureInfo& info) {
    return QStringLiteral("<b>%1</b><br>%2")
        .arg(measureTitle(info), measureDescription(info).toHtmlEscaped());
}

QString measureHelp(core::RankingMeasure m) {
    return measureHelp(core::rankingMeasureInfo(m));
}

// "RBP(p)" at p = 0.8 -> "RBP(0.8)"; "ERR@k" at k = 10 -> "ERR@10".
QString extraLabel(core::ExtraMeasure m, int k, double p) {
    QString label = ui::measureLabel(core::extraMeasureInfo(m));
    label.replace(QLatin1String("(p)"), QStringLiteral("(%1)").arg(p));
    if (k > 0) label.replace(QLatin1String("@k"), QStringLiteral("@%1").arg(k));
    return label;
}

QString beyondLabel(core::BeyondMeasure m, int k) {
    QString label = ui::measureLabel(core::beyondMeasureInfo(m));
    if (k > 0) label.replace(QLatin1String("@k"), QStringLiteral("@%1").arg(k));
    return label;
}

QString keyOf(std::string_view name) {
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

constexpr const char* kMoreKey = "ranking/moreMeasures";
constexpr const char* kRbpKey = "ranking/rbpPersistence";

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
    setExtraMetrics({}, {}, false);
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
    addExtraRows(grid, static_cast<int>(core::kRankingMeasureCount) + 1, mono, big);
    grid->setColumnStretch(0, 1);
    return frame;
}

RankingMetricsPanel::Row RankingMetricsPanel::makeRow(QWidget* parent, const QString& key,
                                                      const QFont& mono, const QFont& big) {
    Row r;
    r.name = new QLabel(parent);
    r.value = new QLabel(parent);
    r.delta = new QLabel(parent);
    r.system = new QLabel(parent);
    r.value->setObjectName(QStringLiteral("value_") + key);
    r.delta->setObjectName(QStringLiteral("delta_") + key);
    r.value->setFont(big);
    QFont bold = mono;
    bold.setBold(true);
    r.delta->setFont(bold);
    r.system->setFont(mono);
    r.system->setForegroundRole(QPalette::PlaceholderText);
    r.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return r;
}

void RankingMetricsPanel::placeRow(QGridLayout* grid, const Row& r, int row) {
    grid->addWidget(r.name, row, 0, Qt::AlignLeft | Qt::AlignVCenter);
    grid->addWidget(r.value, row, 1, Qt::AlignRight | Qt::AlignVCenter);
    grid->addWidget(r.delta, row, 2, Qt::AlignRight | Qt::AlignVCenter);
    grid->addWidget(r.system, row, 3, Qt::AlignRight | Qt::AlignVCenter);
}

void RankingMetricsPanel::addMeasureRow(QGridLayout* grid, std::size_t i, const QFont& mono,
                                        const QFont& big) {
    const auto m = static_cast<core::RankingMeasure>(i);
    Row& r = rows_[i] =
        makeRow(grid->parentWidget(), keyOf(core::rankingMeasureName(m)), mono, big);
    const QString help = measureHelp(m);
    for (QLabel* l : {r.name, r.value, r.delta, r.system}) l->setToolTip(help);
    placeRow(grid, r, static_cast<int>(i) + 1);
    if (m == core::RankingMeasure::Ndcg) {
        QFont nf = r.name->font();
        nf.setBold(true);
        r.name->setFont(nf);
    }
}

// The "More measures" toggle with RBP's p, then one row per ExtraMeasure and a note.
void RankingMetricsPanel::addExtraRows(QGridLayout* grid, int firstRow, const QFont& mono,
                                       const QFont& big) {
    QWidget* frame = grid->parentWidget();
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(0, 4, 0, 0);
    more_ = new QToolButton(frame);
    more_->setObjectName(QStringLiteral("moreMeasures"));
    more_->setCheckable(true);
    more_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    more_->setAutoRaise(true);
    bar->addWidget(more_);
    bar->addStretch(1);
    rbpPLabel_ = new QLabel(frame);
    bar->addWidget(rbpPLabel_);
    rbpP_ = new QComboBox(frame);
    rbpP_->setObjectName(QStringLiteral("rbpPersistence"));
    for (double p : {0.5, 0.8, 0.95}) rbpP_->addItem(QString::number(p), p);
    // Any p in (0, 1) may be typed; the list holds the common ones.
    rbpP_->setEditable(true);
    rbpP_->setInsertPolicy(QComboBox::NoInsert);
    auto* validator = new QDoubleValidator(0.0, 1.0, 6, rbpP_);
    validator->setNotation(QDoubleValidator::StandardNotation);
    validator->setLocale(QLocale::c());
    rbpP_->setValidator(validator);
    rbpP_->setMinimumContentsLength(5);
    rbpP_->setToolTip(
        tr("RBP's persistence p: the chance the user goes on to the next item "
           "(any value between 0 and 1; 0.5 impatient, 0.8, 0.95 patient)"));
    rbpPLabel_->setBuddy(rbpP_);
    bar->addWidget(rbpP_);
    grid->addLayout(bar, firstRow, 0, 1, 4);
    for (std::size_t i = 0; i < core::kExtraMeasureCount; ++i) {
        const auto m = static_cast<core::ExtraMeasure>(i);
        Row& r = extraRows_[i] = makeRow(frame, keyOf(core::extraMeasureName(m)), mono, big);
        r.name->setObjectName(QStringLiteral("name_") + keyOf(core::extraMeasureName(m)));
        r.name->setTextFormat(Qt::RichText);
        r.name->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        connect(r.name, &QLabel::linkActivated, this, [this, m] { emit explainRequested(m); });
        placeRow(grid, r, firstRow + 1 + static_cast<int>(i));
    }
    extraNote_ = new QLabel(frame);
    extraNote_->setWordWrap(true);
    extraNote_->setForegroundRole(QPalette::PlaceholderText);
    grid->addWidget(extraNote_, firstRow + 1 + static_cast<int>(core::kExtraMeasureCount), 0, 1, 4);
    addBeyondRows(grid, firstRow + 2 + static_cast<int>(core::kExtraMeasureCount), mono, big);

    const QSettings settings;
    more_->setChecked(settings.value(QLatin1String(kMoreKey), false).toBool());
    setRbpPersistence(settings.value(QLatin1String(kRbpKey), 0.8).toDouble());
    connect(more_, &QToolButton::toggled, this, [this](bool on) {
        QSettings().setValue(QLatin1String(kMoreKey), on);
        updateExtraVisibility();
    });
    connect(rbpP_, &QComboBox::currentTextChanged, this, &RankingMetricsPanel::rbpTextChanged);
}

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

void RankingMetricsPanel::setDecimals(int d) {
    decimals_ = std::clamp(d, 1, 10);
    setMetrics(current_, system_, preview_);
    setExtraMetrics(extraCurrent_, extraSystem_, extraPreview_);
    setBeyondMetrics(beyondCurrent_, beyondSystem_, beyondPreview_);
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
        showValues(r, current[m], system[m], preview, measureHelp(m));
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

void RankingMetricsPanel::showValues(Row& r, double v, double s, bool preview,
                                     const QString& help) {
    const double eps = 0.5 * std::pow(10.0, -decimals_);
    const double d = v - s;
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
    r.value->setToolTip(QString::number(v, 'g', 17) + QStringLiteral("<br>") + help);
}

void RankingMetricsPanel::setExtraMetrics(const core::ExtraMetrics& current,
                                          const core::ExtraMetrics& system, bool preview) {
    extraCurrent_ = current;
    extraSystem_ = system;
    extraPreview_ = preview;
    const bool have = current.k > 0;
    more_->setText(tr("More measures"));
    more_->setArrowType(more_->isChecked() ? Qt::DownArrow : Qt::RightArrow);
    rbpPLabel_->setText(tr("RBP &persistence p:"));
    for (std::size_t i = 0; i < core::kExtraMeasureCount; ++i) {
        const auto m = static_cast<core::ExtraMeasure>(i);
        const auto& info = core::extraMeasureInfo(m);
        Row& r = extraRows_[i];
        const QString help = measureHelp(info);
        r.name->setText(
            QStringLiteral("<a href=\"explain\">%1</a>")
                .arg(extraLabel(m, info.shape == core::MeasureShape::Curve ? current.k : 0,
                                current.p)
                         .toHtmlEscaped()));
        r.name->setToolTip(tr("Click to see how this number is computed, step by step") +
                           QStringLiteral("<br>") + help);
        for (QLabel* l : {r.delta, r.system}) l->setToolTip(help);
        if (!have) {
            r.value->setText(QStringLiteral("\u2013"));
            r.delta->clear();
            r.system->clear();
            continue;
        }
        showValues(r, current[m], system[m], preview, help);
    }
    updateExtraVisibility();
}

void RankingMetricsPanel::updateExtraVisibility() {
    const bool on = more_->isChecked();
    more_->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    rbpPLabel_->setVisible(on);
    rbpP_->setVisible(on);
    for (std::size_t i = 0; i < core::kExtraMeasureCount; ++i) {
        const bool show =
            on && (extraCurrent_.subtopics || !core::needsSubtopics(core::ExtraMeasure(i)));
        for (QLabel* l :
             {extraRows_[i].name, extraRows_[i].value, extraRows_[i].delta, extraRows_[i].system})
            l->setVisible(show);
    }
    const bool have = extraCurrent_.k > 0;
    extraNote_->setText(
        !have || extraCurrent_.subtopics
            ? tr("RBP has no cut-off; its residual is the most that unlabelled items and the "
                 "items below the list could add.")
            : tr("RBP has no cut-off; its residual is the most that unlabelled items and the "
                 "items below the list could add. \u03b1-nDCG, ERR-IA and S-recall need subtopic "
                 "labels for this query (File \u203a Import Subtopic Labels\u2026)."));
    extraNote_->setVisible(on);
    beyondTitle_->setVisible(on);
    beyondNote_->setVisible(on && !beyondNote_->text().isEmpty());
    for (Row& r : beyondRows_)
        for (QLabel* l : {r.name, r.value, r.delta, r.system}) l->setVisible(on);
}

bool RankingMetricsPanel::moreMeasuresShown() const {
    return more_->isChecked();
}

void RankingMetricsPanel::setMoreMeasuresShown(bool on) {
    more_->setChecked(on);
}

double RankingMetricsPanel::rbpPersistence() const {
    return rbp_;
}

void RankingMetricsPanel::setRbpPersistence(double p) {
    if (!(p > 0 && p < 1)) return;
    const int i = rbpP_->findData(p);
    if (i >= 0)
        rbpP_->setCurrentIndex(i);
    else
        rbpP_->setCurrentText(QString::number(p));
    rbpTextChanged(rbpP_->currentText());
}

// A p typed or chosen: taken when strictly between 0 and 1 (else the last good one stays).
void RankingMetricsPanel::rbpTextChanged(const QString& text) {
    bool ok = false;
    const double p = QLocale::c().toDouble(text.trimmed(), &ok);
    if (!ok || !(p > 0 && p < 1) || p == rbp_) return;
    rbp_ = p;
    QSettings().setValue(QLatin1String(kRbpKey), p);
    emit rbpPersistenceChanged(p);
}

QString RankingMetricsPanel::valueText(core::ExtraMeasure m) const {
    return extraRows_[static_cast<std::size_t>(m)].value->text();
}

QString RankingMetricsPanel::deltaText(core::ExtraMeasure m) const {
    return extraRows_[static_cast<std::size_t>(m)].delta->text();
}

bool RankingMetricsPanel::isRowShown(core::ExtraMeasure m) const {
    return extraRows_[static_cast<std::size_t>(m)].value->isVisibleTo(this);
}

QString RankingMetricsPanel::extraNoteText() const {
    return extraNote_->isVisibleTo(this) ? extraNote_->text() : QString();
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
        setExtraMetrics(extraCurrent_, extraSystem_, extraPreview_);
        setBeyondMetrics(beyondCurrent_, beyondSystem_, beyondPreview_);
    }
    QWidget::changeEvent(e);
}

QString RankingMetricsPanel::definitionsText() const {
    return definitions_->text();
}

QString RankingMetricsPanel::formulaText() const {
    return formula_->text();
}

// "Beyond accuracy": a sub-heading, one row per BeyondMeasure (name = explain link), a note.
void RankingMetricsPanel::addBeyondRows(QGridLayout* grid, int firstRow, const QFont& mono,
                                        const QFont& big) {
    QWidget* frame = grid->parentWidget();
    beyondTitle_ = new QLabel(frame);
    beyondTitle_->setObjectName(QStringLiteral("beyondTitle"));
    QFont f = beyondTitle_->font();
    f.setBold(true);
    beyondTitle_->setFont(f);
    beyondTitle_->setContentsMargins(0, 6, 0, 0);
    grid->addWidget(beyondTitle_, firstRow, 0, 1, 4);
    for (std::size_t i = 0; i < core::kBeyondMeasureCount; ++i) {
        const auto m = static_cast<core::BeyondMeasure>(i);
        const QString key = keyOf(core::beyondMeasureName(m));
        Row& r = beyondRows_[i] = makeRow(frame, key, mono, big);
        r.name->setObjectName(QStringLiteral("name_") + key);
        r.name->setTextFormat(Qt::RichText);
        r.name->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        connect(r.name, &QLabel::linkActivated, this,
                [this, m] { emit explainBeyondRequested(m); });
        placeRow(grid, r, firstRow + 1 + static_cast<int>(i));
    }
    beyondNote_ = new QLabel(frame);
    beyondNote_->setObjectName(QStringLiteral("beyondNote"));
    beyondNote_->setWordWrap(true);
    beyondNote_->setForegroundRole(QPalette::PlaceholderText);
    grid->addWidget(beyondNote_, firstRow + 1 + static_cast<int>(core::kBeyondMeasureCount), 0, 1,
                    4);
    setBeyondMetrics({}, {}, false);
}

QString RankingMetricsPanel::missingMetadata(core::BeyondMeasure m, const core::BeyondMetrics& b) {
    if (!b.categories)
        return tr(
            "The project's items have no categories: import an items file with a "
            "category column (File \u203a Import Runs or Labels\u2026, or ranklens-cli "
            "import --items).");
    if (core::needsPopularity(m) && !b.popularity)
        return tr(
            "The project's items have no popularity (no popularity column and no run "
            "to count it from).");
    return {};
}

void RankingMetricsPanel::setBeyondMetrics(const core::BeyondMetrics& current,
                                           const core::BeyondMetrics& system, bool preview) {
    beyondCurrent_ = current;
    beyondSystem_ = system;
    beyondPreview_ = preview;
    beyondTitle_->setText(tr("Beyond accuracy (item categories and popularity)"));
    const bool have = current.k > 0;
    for (std::size_t i = 0; i < core::kBeyondMeasureCount; ++i) {
        const auto m = static_cast<core::BeyondMeasure>(i);
        const auto& info = core::beyondMeasureInfo(m);
        Row& r = beyondRows_[i];
        const QString help = measureHelp(info);
        r.name->setText(QStringLiteral("<a href=\"explain\">%1</a>")
                            .arg(beyondLabel(m, current.k).toHtmlEscaped()));
        r.name->setToolTip(tr("Click to see how this number is computed, step by step") +
                           QStringLiteral("<br>") + help);
        for (QLabel* l : {r.delta, r.system}) l->setToolTip(help);
        const bool missing = have && !missingMetadata(m, current).isEmpty();
        if (!have || missing) {
            r.value->setText(!have                 ? QStringLiteral("\u2013")
                             : !current.categories ? tr("no categories")
                                                   : tr("no popularity"));
            setTextColor(r.value, palette().color(QPalette::PlaceholderText));
            r.value->setToolTip(missing ? missingMetadata(m, current) : help);
            r.delta->clear();
            r.system->clear();
            continue;
        }
        showValues(r, current[m], system[m], preview, help);
    }
    QString note;
    if (have && !current.categories)
        note = missingMetadata(core::BeyondMeasure::Ild, current);
    else if (have && !current.popularity)
        note = missingMetadata(core::BeyondMeasure::Novelty, current);
    else if (have)
        note = tr("ILD, CatCov: categories; Novelty, ARP, LT: popularity from %1.")
                   .arg(popularitySource_);
    beyondNote_->setText(note);
    updateExtraVisibility();
}

QString RankingMetricsPanel::valueText(core::BeyondMeasure m) const {
    return beyondRows_[static_cast<std::size_t>(m)].value->text();
}

QString RankingMetricsPanel::deltaText(core::BeyondMeasure m) const {
    return beyondRows_[static_cast<std::size_t>(m)].delta->text();
}

bool RankingMetricsPanel::isRowShown(core::BeyondMeasure m) const {
    return beyondRows_[static_cast<std::size_t>(m)].value->isVisibleTo(this);
}

QString RankingMetricsPanel::beyondNoteText() const {
    return beyondNote_->isVisibleTo(this) ? beyondNote_->text() : QString();
}

}  // namespace ranklens::ui
