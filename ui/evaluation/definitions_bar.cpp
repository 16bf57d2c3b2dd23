#include "ui/evaluation/definitions_bar.h"

#include <QAbstractItemView>
#include <QActionGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QWidgetAction>
#include <algorithm>
#include <cmath>

#include "core/definitions/definition_schema.h"

namespace ranklens::ui {

namespace {

// The label-set box stands before this definition's (which queries count: in run and labels).
constexpr std::string_view kLabelSetBefore = "queries";

QLabel* caption(const QString& text, QWidget* buddy, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    l->setBuddy(buddy);
    l->setToolTip(buddy->toolTip());
    return l;
}

// The open list of label sets shows each set's whole name (the closed box shows it elided, to
// keep the bar's width): the name is the first line of the item's tooltip.
class FullNameDelegate : public QStyledItemDelegate {
  public:
    using QStyledItemDelegate::QStyledItemDelegate;

  protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        const QString full = index.data(Qt::ToolTipRole).toString().section(u'\n', 0, 0);
        if (!full.isEmpty()) option->text = full;
    }
};

}  // namespace

DefinitionsBar::DefinitionsBar(QWidget* parent)
    : QWidget(parent),
      k_(new QSpinBox(this)),
      labels_(new QComboBox(this)),
      more_(new QPushButton(this)) {
    updating_ = true;  // the boxes take their first values without emitting
    setUpOwnBoxes();
    auto* lay = new QHBoxLayout(this);
    lay->setContentsMargins(4, 2, 4, 2);
    lay->setSpacing(4);
    addPart(
        lay, [] { return tr("&k"); }, k_);
    QList<QWidget*> focusOrder{k_};
    const auto addLabelSet = [&] {  // Alt+L is the Labels menu
        addPart(
            lay, [] { return tr("La&bels"); }, labels_);
        focusOrder.append(labels_);
    };
    for (const auto& d : core::definitionSchema()) {
        if (d.bar != core::BarPlace::Bar) continue;
        if (d.key == kLabelSetBefore) addLabelSet();
        QWidget* box = addBarControl(d);
        addPart(
            lay, [row = &d] { return definitionWords(row->label); }, box);
        focusOrder.append(box);
    }
    if (!focusOrder.contains(labels_)) addLabelSet();
    buildMoreMenu();
    lay->addWidget(more_);
    lay->addStretch(1);
    focusOrder.append(more_);
    for (qsizetype i = 1; i < focusOrder.size(); ++i) setTabOrder(focusOrder[i - 1], focusOrder[i]);
    updating_ = false;

    connect(k_, &QSpinBox::valueChanged, this, &DefinitionsBar::emitChanged);
    connect(labels_, &QComboBox::currentIndexChanged, this, [this] {
        showLabelSetName();
        if (!updating_ && labels_->currentIndex() >= 0) emit labelSetChosen(labelSet());
    });
}

void DefinitionsBar::setUpOwnBoxes() {
    k_->setRange(1, core::kMaxCutoff);
    k_->setValue(10);
    texts_.toolTip(k_, [] {
        return tr("Cut-off k of the per-query table, the histogram and the ranking view");
    });
    texts_.toolTip(labels_, [] { return tr("The label set every number is computed with"); });
    labels_->setObjectName(QStringLiteral("labelSet"));
    labels_->setMinimumContentsLength(8);
    labels_->view()->setItemDelegate(new FullNameDelegate(labels_->view()));
}

void DefinitionsBar::addPart(QHBoxLayout* lay, std::function<QString()> text, QWidget* box) {
    QLabel* c = texts_.text(caption(QString(), box, this), std::move(text));
    texts_.bind(c, [c, box] { c->setToolTip(box->toolTip()); });  // after the box's own
    lay->addWidget(c);
    lay->addWidget(box);
    lay->addSpacing(2);  // a caption sits nearer its own box than the box before it
}

QWidget* DefinitionsBar::addBarControl(const core::Definition& d) {
    DefinitionControl control{&d};
    if (d.shape == core::DefinitionShape::Number || d.shape == core::DefinitionShape::Whole) {
        control.box = numberBox(d);
        control.box->setParent(this);
        if (d.key == "threshold")
            setUpThreshold(threshold_ = qobject_cast<QDoubleSpinBox*>(control.box));
    } else {
        QComboBox* box = control.combo = new QComboBox(this);
        for (const auto& c : d.choices)
            if (c.offered) box->addItem(QString(), box->count());
        texts_.bind(box, [box, row = &d] {
            int i = 0;
            for (const auto& c : row->choices)
                if (c.offered) box->setItemText(i++, choiceWords(c));
        });
        connect(box, &QComboBox::currentIndexChanged, this, &DefinitionsBar::emitChanged);
    }
    texts_.toolTip(control.widget(), [row = &d] { return definitionWords(row->tip); });
    controls_.push_back(control);
    control.show(shown_.config);
    return control.widget();
}

// The relevance threshold: whole, shown as "≥ 1", two decimals under real-valued labels.
void DefinitionsBar::setUpThreshold(QDoubleSpinBox* box) {
    box->setDecimals(0);  // two with real-valued labels (setRealLabels)
    box->setRange(0, 10);
    box->setValue(1);
    texts_.bind(box, [box] { box->setPrefix(tr("≥ ")); });
}

// A number's spin box: its range and default from the schema, a value emitted when it changes.
QAbstractSpinBox* DefinitionsBar::numberBox(const core::Definition& d) {
    const double high = std::isfinite(d.range.high) ? d.range.high : d.range.low + 1000;
    QAbstractSpinBox* box = nullptr;
    if (d.shape == core::DefinitionShape::Whole) {
        auto* whole = new QSpinBox;
        whole->setRange(static_cast<int>(d.range.low), static_cast<int>(high));
        connect(whole, &QSpinBox::valueChanged, this, &DefinitionsBar::emitChanged);
        box = whole;
    } else {
        auto* number = new QDoubleSpinBox;
        number->setRange(d.range.low, high);
        number->setDecimals(3);
        number->setSingleStep((high - d.range.low) / 20);
        connect(number, &QDoubleSpinBox::valueChanged, this, &DefinitionsBar::emitChanged);
        box = number;
    }
    box->setObjectName(QString::fromUtf8(d.key.data(), d.key.size()));
    return box;
}

Definitions DefinitionsBar::definitions() const {
    Definitions d = shown_;
    d.k = k_->value();
    for (const auto& c : controls_) c.row->read(c.text(), d.config);
    return d;
}

const DefinitionControl* DefinitionsBar::control(std::string_view key) const {
    for (const auto& c : controls_)
        if (c.row->key == key) return &c;
    return nullptr;
}

QComboBox* DefinitionsBar::comboOf(std::string_view key) const {
    const DefinitionControl* c = control(key);
    return c ? c->combo : nullptr;
}

QSpinBox* DefinitionsBar::errMaxGradeBox() const {
    const DefinitionControl* c = control("err_max_grade");
    return c ? qobject_cast<QSpinBox*>(c->box) : nullptr;
}

QDoubleSpinBox* DefinitionsBar::alphaBox() const {
    const DefinitionControl* c = control("alpha");
    return c ? qobject_cast<QDoubleSpinBox*>(c->box) : nullptr;
}

namespace {

bool inMore(const core::Definition& d) {
    return d.bar == core::BarPlace::More;
}

std::string_view sectionOf(const core::Definition& d) {
    return d.section ? std::string_view(d.section) : std::string_view();
}

// The "More" menu's sections in the order it shows them: the rows without a section first, then
// each row's `section` in the schema's order.
std::vector<std::string_view> moreSections() {
    std::vector<std::string_view> sections{{}};
    for (const auto& d : core::definitionSchema())
        if (inMore(d) &&
            std::find(sections.begin(), sections.end(), sectionOf(d)) == sections.end())
            sections.push_back(sectionOf(d));
    return sections;
}

// One section's rows in the menu's order: flags (check boxes), then choices (sub-menus, the log
// base's presets too), then numbers (spin boxes).
std::vector<const core::Definition*> moreRows(std::string_view section) {
    const auto kind = [](const core::Definition& d) {
        return d.shape == core::DefinitionShape::Flag ? 0 : !d.choices.empty() ? 1 : 2;
    };
    std::vector<const core::Definition*> rows;
    for (int k = 0; k < 3; ++k)
        for (const auto& d : core::definitionSchema())
            if (inMore(d) && sectionOf(d) == section && kind(d) == k) rows.push_back(&d);
    return rows;
}

}  // namespace

// The "More" menu: every definition of core's schema placed there, in moreSections' order, each
// section under its heading; its tool tip names them in the same order.
void DefinitionsBar::buildMoreMenu() {
    auto* menu = new QMenu(this);
    more_->setMenu(menu);
    texts_.toolTip(more_, []() -> QString {
        QStringList names;
        for (const std::string_view s : moreSections())
            for (const core::Definition* d : moreRows(s))
                names << QStringLiteral("\u2022 ") + definitionName(*d);
        return tr("More definitions:") + QLatin1Char('\n') + names.join(QLatin1Char('\n'));
    });
    for (const std::string_view s : moreSections()) {
        if (!s.empty()) {
            QAction* heading = menu->addSection(QString());
            texts_.bind(heading,
                        [heading, words = s.data()] { heading->setText(definitionWords(words)); });
        }
        addMoreRows(menu, s);
    }
    updateMoreText();
}

// The rows of one section: a flag as a check box, a choice (or a number's presets, the log
// base) as a sub-menu, a number as a spin box.
void DefinitionsBar::addMoreRows(QMenu* menu, std::string_view section) {
    for (const core::Definition* d : moreRows(section)) {
        if (d->shape == core::DefinitionShape::Flag)
            addFlag(menu, *d);
        else if (!d->choices.empty())
            addChoices(menu, *d);
        else
            addNumber(menu, *d);
    }
}

void DefinitionsBar::addFlag(QMenu* menu, const core::Definition& d) {
    QAction* a = texts_.addAction(menu, [row = &d] { return definitionWords(row->label); });
    a->setCheckable(true);
    if (d.tip) texts_.toolTip(a, [row = &d] { return definitionWords(row->tip); });
    connect(a, &QAction::toggled, this, &DefinitionsBar::emitChanged);
    controls_.push_back({&d, nullptr, a});
    controls_.back().show(shown_.config);
}

void DefinitionsBar::addChoices(QMenu* menu, const core::Definition& d) {
    QMenu* sub = texts_.addMenu(menu, [row = &d] { return definitionWords(row->label); });
    auto* group = new QActionGroup(this);
    for (const auto& c : d.choices) {
        if (!c.offered) continue;
        QAction* a = texts_.addAction(sub, [choice = &c] { return choiceWords(*choice); });
        a->setCheckable(true);
        a->setData(QString::fromUtf8(c.text.data(), c.text.size()));
        group->addAction(a);
    }
    connect(group, &QActionGroup::triggered, this, &DefinitionsBar::emitChanged);
    controls_.push_back({&d, nullptr, nullptr, group});
    controls_.back().show(shown_.config);
}

void DefinitionsBar::addNumber(QMenu* menu, const core::Definition& d) {
    QAbstractSpinBox* box = numberBox(d);
    box->setKeyboardTracking(false);  // one recompute per value, not per key
    texts_.toolTip(box, [row = &d] { return definitionWords(row->tip); });
    auto* row = new QWidget(menu);
    auto* lay = new QHBoxLayout(row);
    lay->setContentsMargins(24, 2, 12, 2);
    auto* label = texts_.text(new QLabel(row), [r = &d] { return definitionWords(r->label); });
    label->setBuddy(box);
    lay->addWidget(label, 1);
    box->setParent(row);
    lay->addWidget(box);
    auto* action = new QWidgetAction(menu);
    action->setDefaultWidget(row);
    menu->addAction(action);
    controls_.push_back({&d, nullptr, nullptr, nullptr, box});
    controls_.back().show(shown_.config);
}

void DefinitionsBar::updateMoreText() {
    int changed = 0;
    for (const auto& c : controls_)
        changed += int(c.row->bar == core::BarPlace::More && c.text() != c.row->defaultText());
    more_->setText(changed ? tr("More (%1 changed)…").arg(changed) : tr("More…"));
}

void DefinitionsBar::setDefinitions(const Definitions& d) {
    updating_ = true;
    shown_ = d;
    {
        const QSignalBlocker blockK(k_);
        k_->setValue(d.k);
    }
    if (d.config.realThreshold && threshold_) threshold_->setDecimals(2);  // a stored 0.5
    for (const auto& c : controls_) {
        const QSignalBlocker block(c.widget());
        c.show(d.config);
    }
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
    int longest = 0;  // the open list as wide as the longest whole name
    for (const auto& s : sets)
        longest = std::max(
            longest, labels_->fontMetrics().horizontalAdvance(QString::fromStdString(s.name)));
    labels_->view()->setMinimumWidth(longest + 4 * labels_->fontMetrics().averageCharWidth());
    labels_->setCurrentIndex(labels_->findData(QVariant::fromValue<qint64>(active)));
    showLabelSetName();
    updating_ = false;
}

void DefinitionsBar::retranslateUi() {
    texts_.retranslate();
    updateMoreText();
    showLabelSetName();
}

void DefinitionsBar::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && more_->menu()) retranslateUi();
    QWidget::changeEvent(e);
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
