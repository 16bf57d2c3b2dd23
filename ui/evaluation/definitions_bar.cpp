#include "ui/evaluation/definitions_bar.h"

#include <QActionGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QWidgetAction>
#include <cmath>

#include "core/definition_schema.h"

namespace ranklens::ui {

namespace {

// A word of core's schema (core/definition_schema.h) in the user's language.
QString words(const char* text) {
    return text ? QCoreApplication::translate(core::kDefinitionContext, text) : QString();
}

const core::Definition& row(std::string_view key) {
    return *core::findDefinition(key);
}

// A definition's offered values as a combo's entries: its words, and as data the value's
// position among the offered values (the enum's value: gain, ideal, ties, queries).
void fillChoices(QComboBox* box, const core::Definition& d) {
    int position = 0;
    for (const auto& c : d.choices)
        if (c.offered)
            box->addItem(c.words ? words(c.words) : QString::fromUtf8(c.text), position++);
    box->setToolTip(words(d.tip));
}

std::string_view choiceText(const core::Definition& d, int position) {
    return d.choices.at(static_cast<std::size_t>(std::max(position, 0))).text;
}

int choicePosition(const core::Definition& d, const core::EvalConfig& cfg) {
    const std::string text = d.text(cfg);
    for (std::size_t i = 0; i < d.choices.size(); ++i)
        if (d.choices[i].offered && d.choices[i].text == text) return static_cast<int>(i);
    return -1;
}

QLabel* caption(const QString& text, QWidget* buddy, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    l->setBuddy(buddy);
    l->setToolTip(buddy->toolTip());
    return l;
}

}  // namespace

DefinitionsBar::DefinitionsBar(QWidget* parent)
    : QWidget(parent),
      k_(new QSpinBox(this)),
      threshold_(new QDoubleSpinBox(this)),
      gain_(new QComboBox(this)),
      ideal_(new QComboBox(this)),
      ties_(new QComboBox(this)),
      labels_(new QComboBox(this)),
      querySet_(new QComboBox(this)),
      more_(new QPushButton(this)) {
    k_->setRange(1, core::kMaxCutoff);
    k_->setValue(10);
    k_->setToolTip(tr("Cut-off k of the per-query table, the histogram and the ranking view"));
    threshold_->setDecimals(0);  // two with real-valued labels (setRealLabels)
    threshold_->setRange(0, 10);
    threshold_->setValue(1);
    threshold_->setPrefix(tr("≥ "));
    threshold_->setToolTip(words(row("threshold").tip));
    combos_ = {{&row("gain"), gain_}, {&row("ideal"), ideal_}, {&row("ties"), ties_}};
    labels_->setToolTip(tr("The label set every number is computed with"));
    labels_->setMinimumContentsLength(8);
    combos_.emplace_back(&row("queries"), querySet_);
    for (const auto& [d, box] : combos_) fillChoices(box, *d);

    auto* lay = new QHBoxLayout(this);
    lay->setContentsMargins(4, 2, 4, 2);
    lay->setSpacing(4);
    const std::pair<QString, QWidget*> parts[] = {{tr("&k"), k_},
                                                  {words(row("threshold").label), threshold_},
                                                  {words(row("gain").label), gain_},
                                                  {words(row("ideal").label), ideal_},
                                                  {words(row("ties").label), ties_},
                                                  {tr("La&bels"), labels_},  // Alt+L: Labels menu
                                                  {words(row("queries").label), querySet_}};
    for (const auto& [text, w] : parts) {
        lay->addWidget(caption(text, w, this));
        lay->addWidget(w);
        lay->addSpacing(2);  // a caption sits nearer its own box than the box before it
    }
    buildMoreMenu();
    lay->addWidget(more_);
    lay->addStretch(1);

    connect(k_, &QSpinBox::valueChanged, this, &DefinitionsBar::emitChanged);
    connect(threshold_, &QDoubleSpinBox::valueChanged, this, &DefinitionsBar::emitChanged);
    for (QComboBox* c : {gain_, ideal_, ties_, querySet_})
        connect(c, &QComboBox::currentIndexChanged, this, &DefinitionsBar::emitChanged);
    connect(labels_, &QComboBox::currentIndexChanged, this, [this] {
        showLabelSetName();
        if (!updating_ && labels_->currentIndex() >= 0) emit labelSetChosen(labelSet());
    });
}

Definitions DefinitionsBar::definitions() const {
    Definitions d;
    d.k = k_->value();
    d.config.setThreshold(threshold_->value());
    for (const auto& [row, box] : combos_)
        row->read(choiceText(*row, box->currentData().toInt()), d.config);
    for (const auto& c : moreControls_) c.row->read(c.text(), d.config);
    d.config.rbpPersistence = rbpP_;
    return d;
}

std::string DefinitionsBar::MoreControl::text() const {
    if (flag) return std::string(row->choices.at(flag->isChecked() ? 1 : 0).text);
    if (group) return group->checkedAction()->data().toString().toStdString();
    if (auto* whole = qobject_cast<QSpinBox*>(box)) return std::to_string(whole->value());
    return QString::number(static_cast<QDoubleSpinBox*>(box)->value(), 'g', 17).toStdString();
}

void DefinitionsBar::MoreControl::show(const core::EvalConfig& cfg) const {
    const std::string text = row->text(cfg);
    if (flag) flag->setChecked(text == row->choices.at(1).text);
    if (group)
        for (QAction* a : group->actions()) {
            core::EvalConfig choice = cfg;  // "e" shows a log base of 2.718...
            row->read(a->data().toString().toStdString(), choice);
            if (row->text(choice) == text) a->setChecked(true);
        }
    const QSignalBlocker block(box);
    if (auto* whole = qobject_cast<QSpinBox*>(box)) whole->setValue(std::stoi(text));
    if (auto* number = qobject_cast<QDoubleSpinBox*>(box))
        number->setValue(QString::fromStdString(text).toDouble());  // "0.5" in every locale
}

// The "More" menu: every definition of core's schema placed there, a flag as a check box, a
// choice as a sub-menu, a number as a spin box (the spin boxes last, under their section).
void DefinitionsBar::buildMoreMenu() {
    auto* menu = new QMenu(this);
    more_->setMenu(menu);
    more_->setToolTip(
        tr("More definitions: judged only, NDCG and the threshold, queries without "
           "a relevant item, the discount's log base"));
    for (const auto& d : core::definitionSchema()) {
        if (d.bar != core::BarPlace::More) continue;
        if (d.shape == core::DefinitionShape::Flag)
            addFlag(menu, d);
        else if (!d.choices.empty())
            addChoices(menu, d);
    }
    menu->addSection(tr("ERR and \u03b1-nDCG"));
    for (const auto& d : core::definitionSchema())
        if (d.bar == core::BarPlace::More && d.shape != core::DefinitionShape::Flag &&
            d.choices.empty())
            addNumber(menu, d);
    updateMoreText();
}

void DefinitionsBar::addFlag(QMenu* menu, const core::Definition& d) {
    QAction* a = menu->addAction(words(d.label));
    a->setCheckable(true);
    a->setToolTip(words(d.tip));
    connect(a, &QAction::toggled, this, &DefinitionsBar::emitChanged);
    moreControls_.push_back({&d, a});
}

void DefinitionsBar::addChoices(QMenu* menu, const core::Definition& d) {
    QMenu* sub = menu->addMenu(words(d.label));
    auto* group = new QActionGroup(this);
    for (const auto& c : d.choices) {
        if (!c.offered) continue;
        QAction* a = sub->addAction(c.words ? words(c.words) : QString::fromUtf8(c.text));
        a->setCheckable(true);
        a->setData(QString::fromUtf8(c.text));
        group->addAction(a);
    }
    group->actions().front()->setChecked(true);
    connect(group, &QActionGroup::triggered, this, &DefinitionsBar::emitChanged);
    moreControls_.push_back({&d, nullptr, group});
}

void DefinitionsBar::addNumber(QMenu* menu, const core::Definition& d) {
    QAbstractSpinBox* box = nullptr;
    if (d.shape == core::DefinitionShape::Whole) {
        auto* whole = new QSpinBox;
        whole->setRange(static_cast<int>(d.range.low), static_cast<int>(d.range.high));
        connect(whole, &QSpinBox::valueChanged, this, &DefinitionsBar::emitChanged);
        box = whole;
    } else {
        auto* number = new QDoubleSpinBox;
        number->setRange(d.range.low, d.range.high);
        number->setDecimals(3);
        number->setSingleStep((d.range.high - d.range.low) / 20);
        connect(number, &QDoubleSpinBox::valueChanged, this, &DefinitionsBar::emitChanged);
        box = number;
    }
    box->setObjectName(QString::fromUtf8(d.key));
    box->setKeyboardTracking(false);  // one recompute per value, not per key
    box->setToolTip(words(d.tip));
    auto* rowWidget = new QWidget(menu);
    auto* lay = new QHBoxLayout(rowWidget);
    lay->setContentsMargins(24, 2, 12, 2);
    auto* label = new QLabel(words(d.label), rowWidget);
    label->setBuddy(box);
    lay->addWidget(label, 1);
    box->setParent(rowWidget);
    lay->addWidget(box);
    auto* action = new QWidgetAction(menu);
    action->setDefaultWidget(rowWidget);
    menu->addAction(action);
    moreControls_.push_back({&d, nullptr, nullptr, box});
    moreControls_.back().show(core::EvalConfig{});
}

QSpinBox* DefinitionsBar::errMaxGradeBox() const {
    for (const auto& c : moreControls_)
        if (c.row->key == "err_max_grade") return qobject_cast<QSpinBox*>(c.box);
    return nullptr;
}

QDoubleSpinBox* DefinitionsBar::alphaBox() const {
    for (const auto& c : moreControls_)
        if (c.row->key == "alpha") return qobject_cast<QDoubleSpinBox*>(c.box);
    return nullptr;
}

void DefinitionsBar::updateMoreText() {
    int changed = 0;
    for (const auto& c : moreControls_) changed += int(c.text() != c.row->defaultText());
    more_->setText(changed ? tr("More (%1 changed)…").arg(changed) : tr("More…"));
}

void DefinitionsBar::setDefinitions(const Definitions& d) {
    updating_ = true;
    const QSignalBlocker b1(k_), b2(threshold_), b3(gain_), b4(ideal_), b5(ties_), b6(querySet_);
    k_->setValue(d.k);
    if (d.config.realThreshold) threshold_->setDecimals(2);  // a project's stored 0.5
    threshold_->setValue(d.config.threshold());
    for (const auto& [row, box] : combos_)
        box->setCurrentIndex(box->findData(choicePosition(*row, d.config)));
    for (const auto& c : moreControls_) c.show(d.config);
    rbpP_ = d.config.rbpPersistence;
    updating_ = false;
    updateMoreText();
}

void DefinitionsBar::setRealLabels(bool real) {
    realLabels_ = real;
    const double before = threshold_->value();
    {
        const QSignalBlocker block(threshold_);
        if (!real) threshold_->setValue(std::ceil(before));
        threshold_->setDecimals(real ? 2 : 0);
        threshold_->setSingleStep(real ? 0.1 : 1.0);
    }
    if (threshold_->value() != before) emitChanged();
}

void DefinitionsBar::setRbpPersistence(double p) {
    if (p == rbpP_) return;
    rbpP_ = p;
    emitChanged();
}

void DefinitionsBar::setLabelSets(const std::vector<store::LabelSetInfo>& sets,
                                  std::int64_t active) {
    updating_ = true;
    labels_->clear();
    // A long name is elided in the middle (its start and its end tell sets apart) so that the
    // bar keeps its width on a 1366 px screen; the whole name is in the tooltip.
    const int widest = labels_->fontMetrics().averageCharWidth() * kLabelSetNameChars;
    for (const auto& s : sets) {
        const QString name = QString::fromStdString(s.name);
        labels_->addItem(labels_->fontMetrics().elidedText(name, Qt::ElideMiddle, widest),
                         QVariant::fromValue<qint64>(s.id));
        labels_->setItemData(labels_->count() - 1,
                             name + QStringLiteral("\n") +
                                 tr("%1 · %2 labels, grades %3..%4\n%5")
                                     .arg(QString::fromStdString(s.kind))
                                     .arg(s.numLabels)
                                     .arg(s.minGrade)
                                     .arg(s.maxGrade)
                                     .arg(QString::fromStdString(s.description)),
                             Qt::ToolTipRole);
    }
    labels_->setCurrentIndex(labels_->findData(QVariant::fromValue<qint64>(active)));
    showLabelSetName();
    updating_ = false;
}

// The combo's tooltip names the chosen set in full (its text may be elided).
void DefinitionsBar::showLabelSetName() {
    const QString what = tr("The label set every number is computed with");
    const QString full = labels_->currentData(Qt::ToolTipRole).toString().section(u'\n', 0, 0);
    labels_->setToolTip(full.isEmpty() ? what : what + QStringLiteral("\n") + full);
}

std::int64_t DefinitionsBar::labelSet() const {
    return labels_->currentData().toLongLong();
}

void DefinitionsBar::emitChanged() {
    updateMoreText();
    if (!updating_) emit definitionsChanged(definitions());
}

}  // namespace ranklens::ui
