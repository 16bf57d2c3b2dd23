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

using core::RankingGroup;
using core::RankingLack;
using core::RankingMeasure;

// "P@k" at k = 10 -> "P@10"; "RBP(p)" at p = 0.8 -> "RBP(0.8)".
QString rowLabel(const core::MeasureInfo& info, int k, double p) {
    QString label = ui::measureLabel(info);
    label.replace(QLatin1String("(p)"), QStringLiteral("(%1)").arg(p));
    if (k > 0) label.replace(QLatin1String("@k"), QStringLiteral("@%1").arg(k));
    return label;
}

QString measureHelp(const core::MeasureInfo& info) {
    return QStringLiteral("<b>%1</b><br>%2")
        .arg(measureTitle(info), measureDescription(info).toHtmlEscaped());
}

QString keyOf(RankingMeasure m) {
    const std::string_view name = core::rankingMeasureName(m);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

// Names under "More measures" are links to their step-by-step explanation.
bool explained(RankingMeasure m) {
    return core::rankingGroup(m) != RankingGroup::Accuracy;
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
    retranslate();
    setMetrics({}, {}, false);
}

// One row per RankingMeasure; each group opens with its heading and closes with its note.
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
    int row = 0;
    for (std::size_t i = 0; i < core::kRankingMeasureCount; ++i) {
        const auto m = static_cast<RankingMeasure>(i);
        const RankingGroup g = core::rankingGroup(m);
        if (i == 0 || g != core::rankingGroup(static_cast<RankingMeasure>(i - 1))) {
            if (i > 0)
                addGroupNote(grid, core::rankingGroup(static_cast<RankingMeasure>(i - 1)), row);
            addGroupHeading(grid, g, row);
        }
        addRow(grid, m, row++, mono, big);
    }
    addGroupNote(grid, core::rankingGroup(RankingMeasure(core::kRankingMeasureCount - 1)), row);
    grid->setColumnStretch(0, 1);

    const QSettings settings;
    more_->setChecked(settings.value(QLatin1String(kMoreKey), false).toBool());
    setRbpPersistence(settings.value(QLatin1String(kRbpKey), 0.8).toDouble());
    connect(more_, &QToolButton::toggled, this, [this](bool on) {
        QSettings().setValue(QLatin1String(kMoreKey), on);
        updateVisibility();
    });
    connect(rbpP_, &QComboBox::currentTextChanged, this, &RankingMetricsPanel::rbpTextChanged);
    return frame;
}

// Accuracy: the column headers; user models: the "More measures" toggle with RBP's p; beyond
// accuracy: its sub-heading.
void RankingMetricsPanel::addGroupHeading(QGridLayout* grid, RankingGroup g, int& row) {
    QWidget* frame = grid->parentWidget();
    switch (g) {
        case RankingGroup::Accuracy: {
            // Their texts are set by retranslate().
            for (int col = 0; col < static_cast<int>(columnHeads_.size()); ++col) {
                auto* l = new QLabel(frame);
                QFont f = l->font();
                f.setPointSizeF(f.pointSizeF() * 0.9);
                l->setFont(f);
                l->setForegroundRole(QPalette::PlaceholderText);
                grid->addWidget(l, row, col, col == 0 ? Qt::AlignLeft : Qt::AlignRight);
                columnHeads_[static_cast<std::size_t>(col)] = l;
            }
            break;
        }
        case RankingGroup::UserModels:
            addMoreMeasuresBar(grid, row);
            break;
        case RankingGroup::BeyondAccuracy: {
            beyondTitle_ = new QLabel(frame);
            beyondTitle_->setObjectName(QStringLiteral("beyondTitle"));
            QFont f = beyondTitle_->font();
            f.setBold(true);
            beyondTitle_->setFont(f);
            beyondTitle_->setContentsMargins(0, 6, 0, 0);
            beyondTitle_->setWordWrap(true);  // a long heading wraps, it does not widen the panel
            grid->addWidget(beyondTitle_, row, 0, 1, 4);
            break;
        }
    }
    ++row;
}

void RankingMetricsPanel::addMoreMeasuresBar(QGridLayout* grid, int row) {
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
    rbpPLabel_->setBuddy(rbpP_);
    bar->addWidget(rbpP_);
    grid->addLayout(bar, row, 0, 1, 4);
}

void RankingMetricsPanel::addGroupNote(QGridLayout* grid, RankingGroup g, int& row) {
    if (g == RankingGroup::Accuracy) return;  // its counts are under the table
    auto* note = new QLabel(grid->parentWidget());
    if (g == RankingGroup::BeyondAccuracy) note->setObjectName(QStringLiteral("beyondNote"));
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    grid->addWidget(note, row++, 0, 1, 4);
    notes_[static_cast<std::size_t>(g)] = note;
}

void RankingMetricsPanel::addRow(QGridLayout* grid, RankingMeasure m, int row, const QFont& mono,
                                 const QFont& big) {
    QWidget* parent = grid->parentWidget();
    Row& r = rows_[static_cast<std::size_t>(m)];
    r.name = new QLabel(parent);
    r.value = new QLabel(parent);
    r.delta = new QLabel(parent);
    r.system = new QLabel(parent);
    r.name->setObjectName(QStringLiteral("name_") + keyOf(m));
    r.value->setObjectName(QStringLiteral("value_") + keyOf(m));
    r.delta->setObjectName(QStringLiteral("delta_") + keyOf(m));
    r.value->setFont(big);
    QFont bold = mono;
    bold.setBold(true);
    r.delta->setFont(bold);
    r.system->setFont(mono);
    r.system->setForegroundRole(QPalette::PlaceholderText);
    r.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (m == RankingMeasure::Ndcg) {
        QFont nf = r.name->font();
        nf.setBold(true);
        r.name->setFont(nf);
    }
    if (explained(m)) {
        r.name->setTextFormat(Qt::RichText);
        r.name->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        connect(r.name, &QLabel::linkActivated, this, [this, m] { emit explainRequested(m); });
    }
    grid->addWidget(r.name, row, 0, Qt::AlignLeft | Qt::AlignVCenter);
    grid->addWidget(r.value, row, 1, Qt::AlignRight | Qt::AlignVCenter);
    grid->addWidget(r.delta, row, 2, Qt::AlignRight | Qt::AlignVCenter);
    grid->addWidget(r.system, row, 3, Qt::AlignRight | Qt::AlignVCenter);
}

// The texts that do not follow the values.
void RankingMetricsPanel::retranslate() {
    // Set here, not found again by the live language switch: 指标 is "Measure" and "Metrics".
    const QString heads[] = {tr("Measure"), tr("This order"), tr("\u0394 vs system"), tr("System")};
    for (std::size_t i = 0; i < columnHeads_.size(); ++i) columnHeads_[i]->setText(heads[i]);
    more_->setText(tr("More measures"));
    rbpPLabel_->setText(tr("RBP &persistence p:"));
    rbpP_->setToolTip(
        tr("RBP's persistence p: the chance the user goes on to the next item "
           "(any value between 0 and 1; 0.5 impatient, 0.8, 0.95 patient)"));
    beyondTitle_->setText(tr("Beyond accuracy (item categories and popularity)"));
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
    for (std::size_t i = 0; i < core::kRankingMeasureCount; ++i)
        showRow(static_cast<RankingMeasure>(i));
    if (have)
        counts_->setText(tr("Relevant in top %1: %2 \u00b7 relevant returned: %3 \u00b7 relevant "
                            "in the labels (R): %4")
                             .arg(current.k)
                             .arg(current.relInTopK)
                             .arg(current.relRetrieved)
                             .arg(current.numRel));
    else
        counts_->clear();
    showNotes();
    updateVisibility();
}

void RankingMetricsPanel::showRow(RankingMeasure m) {
    const core::MeasureInfo& info = core::rankingMeasureInfo(m);
    Row& r = rows_[static_cast<std::size_t>(m)];
    const QString help = measureHelp(info);
    const QString label = rowLabel(info, current_.k, current_.p);
    if (explained(m)) {
        r.name->setText(QStringLiteral("<a href=\"explain\">%1</a>").arg(label.toHtmlEscaped()));
        r.name->setToolTip(tr("Click to see how this number is computed, step by step") +
                           QStringLiteral("<br>") + help);
    } else {
        r.name->setText(label);
        r.name->setToolTip(help);
    }
    for (QLabel* l : {r.delta, r.system}) l->setToolTip(help);
    const RankingLack lack = core::lackOf(m, current_);
    const QString missing = lackText(lack);
    if (current_.k > 0 && missing.isEmpty()) {
        showValues(r, current_[m], system_[m], help);
        return;
    }
    // No value: "–" before any list, or the metadata that is missing.
    r.value->setText(current_.k == 0                   ? QStringLiteral("\u2013")
                     : lack == RankingLack::Categories ? tr("no categories")
                                                       : tr("no popularity"));
    setTextColor(r.value, palette().color(QPalette::PlaceholderText));
    r.value->setToolTip(missing.isEmpty() ? help : missing);
    r.delta->clear();
    r.system->clear();
}

void RankingMetricsPanel::showValues(Row& r, double v, double s, const QString& help) {
    const double eps = 0.5 * std::pow(10.0, -decimals_);
    const double d = v - s;
    r.value->setText(QString::number(v, 'f', decimals_));
    setTextColor(r.value, preview_ ? QColor(0x1e, 0x6f, 0xd9) : QColor());
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

QString RankingMetricsPanel::lackText(RankingLack lack) {
    switch (lack) {
        case RankingLack::Categories:
            return tr(
                "The project's items have no categories: import an items file with a "
                "category column (File \u203a Import Runs or Labels\u2026, or ranklens-cli "
                "import --items).");
        case RankingLack::Popularity:
            return tr(
                "The project's items have no popularity (no popularity column and no run "
                "to count it from).");
        case RankingLack::Nothing:
        case RankingLack::Subtopics:
            break;
    }
    return {};
}

// The user models' note (RBP's residual; the subtopic labels the intent-aware ones need) and
// beyond accuracy's (the metadata missing, or where popularity came from).
void RankingMetricsPanel::showNotes() {
    const bool have = current_.k > 0;
    notes_[std::size_t(RankingGroup::UserModels)]->setText(
        !have || current_.subtopics
            ? tr("RBP has no cut-off; its residual is the most that unlabelled items and the "
                 "items below the list could add.")
            : tr("RBP has no cut-off; its residual is the most that unlabelled items and the "
                 "items below the list could add. \u03b1-nDCG, ERR-IA and S-recall need subtopic "
                 "labels for this query (File \u203a Import Subtopic Labels\u2026)."));
    QString beyond;
    if (have && !current_.categories)
        beyond = lackText(RankingLack::Categories);
    else if (have && !current_.popularity)
        beyond = lackText(RankingLack::Popularity);
    else if (have)
        beyond = tr("ILD, CatCov: categories; Novelty, ARP, LT: popularity from %1.")
                     .arg(popularitySource_);
    notes_[std::size_t(RankingGroup::BeyondAccuracy)]->setText(beyond);
}

void RankingMetricsPanel::updateVisibility() {
    const bool on = more_->isChecked();
    more_->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    rbpPLabel_->setVisible(on);
    rbpP_->setVisible(on);
    beyondTitle_->setVisible(on);
    for (QLabel* note : notes_)
        if (note) note->setVisible(on && !note->text().isEmpty());
    for (std::size_t i = 0; i < core::kRankingMeasureCount; ++i) {
        const auto m = static_cast<RankingMeasure>(i);
        const bool show = core::rankingGroup(m) == RankingGroup::Accuracy ||
                          (on && core::lackOf(m, current_) != RankingLack::Subtopics);
        const Row& r = rows_[i];
        for (QLabel* l : {r.name, r.value, r.delta, r.system}) l->setVisible(show);
    }
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

QString RankingMetricsPanel::valueText(RankingMeasure m) const {
    return rows_[static_cast<std::size_t>(m)].value->text();
}

QString RankingMetricsPanel::deltaText(RankingMeasure m) const {
    return rows_[static_cast<std::size_t>(m)].delta->text();
}

bool RankingMetricsPanel::isRowShown(RankingMeasure m) const {
    return rows_[static_cast<std::size_t>(m)].value->isVisibleTo(this);
}

QString RankingMetricsPanel::noteText(RankingGroup g) const {
    const QLabel* note = notes_[static_cast<std::size_t>(g)];
    return note && note->isVisibleTo(this) ? note->text() : QString();
}

void RankingMetricsPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        setMetrics(current_, system_, preview_);
    }
    QWidget::changeEvent(e);
}

}  // namespace ranklens::ui
