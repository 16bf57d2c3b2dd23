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

namespace ranklens::ui {

namespace {

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
      threshold_(new QDoubleSpinBox(this)),
      gain_(new QComboBox(this)),
      ideal_(new QComboBox(this)),
      ties_(new QComboBox(this)),
      labels_(new QComboBox(this)),
      querySet_(new QComboBox(this)),
      more_(new QPushButton(this)) {
    setUpBoxes();

    auto* lay = new QHBoxLayout(this);
    lay->setContentsMargins(4, 2, 4, 2);
    lay->setSpacing(4);
    const std::pair<QString (*)(), QWidget*> parts[] = {
        {[] { return tr("&k"); }, k_},
        {[] { return tr("&Relevant"); }, threshold_},
        {[] { return tr("&Gain"); }, gain_},
        {[] { return tr("&Ideal"); }, ideal_},
        {[] { return tr("&Ties"); }, ties_},
        {[] { return tr("La&bels"); }, labels_},  // Alt+L is the Labels menu
        {[] { return tr("&Queries"); }, querySet_}};
    for (const auto& [text, w] : parts) {
        QLabel* c = texts_.text(caption(QString(), w, this), text);
        texts_.bind(c, [c, w] { c->setToolTip(w->toolTip()); });  // after the box's own
        lay->addWidget(c);
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

// The boxes' ranges, choices and tooltips.
void DefinitionsBar::setUpBoxes() {
    k_->setRange(1, core::kMaxCutoff);
    k_->setValue(10);
    texts_.toolTip(k_, [] {
        return tr("Cut-off k of the per-query table, the histogram and the ranking view");
    });
    threshold_->setDecimals(0);  // two with real-valued labels (setRealLabels)
    threshold_->setRange(0, 10);
    threshold_->setValue(1);
    texts_.bind(threshold_, [t = threshold_] { t->setPrefix(tr("≥ ")); });
    texts_.toolTip(threshold_, [] {
        return tr(
            "An item is relevant when its label is at least this (trec_eval -l). NDCG uses "
            "the grade itself as gain and ignores the threshold.");
    });
    gain_->addItem(QString(), int(core::GainKind::Linear));
    gain_->addItem(QString(), int(core::GainKind::Exponential));
    texts_.bind(gain_, [c = gain_] {
        c->setItemText(0, tr("linear (gain = grade)"));
        c->setItemText(1, tr("exponential (2^grade − 1)"));
    });
    texts_.toolTip(gain_, [] {
        return tr("NDCG gain: linear as in trec_eval, or exponential (Burges et al.)");
    });
    ideal_->addItem(QString(), int(core::IdealOrder::Labels));
    ideal_->addItem(QString(), int(core::IdealOrder::Retrieved));
    texts_.bind(ideal_, [c = ideal_] {
        c->setItemText(0, tr("all labels"));
        c->setItemText(1, tr("retrieved items"));
    });
    texts_.toolTip(ideal_, [] {
        return tr(
            "Ideal order for IDCG: every labelled item of the query (trec_eval), or only the "
            "retrieved items re-sorted by grade");
    });
    ties_->addItem(QString(), int(core::TiePolicy::TrecEval));
    ties_->addItem(QString(), int(core::TiePolicy::InputOrder));
    ties_->addItem(QString(), int(core::TiePolicy::Rank));
    ties_->addItem(QString(), int(core::TiePolicy::Average));
    texts_.bind(ties_, [c = ties_] {
        c->setItemText(0, tr("trec_eval (docid desc.)"));
        c->setItemText(1, tr("input order"));
        c->setItemText(2, tr("rank column"));
        c->setItemText(3, tr("averaged (scikit-learn)"));
    });
    texts_.toolTip(ties_, [] {
        return tr(
            "Order among equal scores: trec_eval breaks ties by docid descending (strcmp); "
            "input order keeps the file order; rank column uses the input's ranks; averaged "
            "gives the expected value over every order of each tied group (McSherry & Najork, "
            "scikit-learn's ndcg_score, torchmetrics)");
    });
    texts_.toolTip(labels_, [] { return tr("The label set every number is computed with"); });
    labels_->setMinimumContentsLength(8);
    labels_->view()->setItemDelegate(new FullNameDelegate(labels_->view()));
    querySet_->addItem(QString(), int(core::QuerySet::RunAndLabels));
    querySet_->addItem(QString(), int(core::QuerySet::AllLabelled));
    texts_.bind(querySet_, [c = querySet_] {
        c->setItemText(0, tr("in run and labels"));
        c->setItemText(1, tr("all labelled (-c)"));
    });
    texts_.toolTip(querySet_, [] {
        return tr(
            "Which queries count: those in both run and labels (trec_eval), or every labelled "
            "query, missing ones scoring 0 (trec_eval -c)");
    });
}

Definitions DefinitionsBar::definitions() const {
    Definitions d;
    d.k = k_->value();
    d.config.setThreshold(threshold_->value());
    d.config.gain = static_cast<core::GainKind>(gain_->currentData().toInt());
    d.config.ideal = static_cast<core::IdealOrder>(ideal_->currentData().toInt());
    d.config.ties = static_cast<core::TiePolicy>(ties_->currentData().toInt());
    d.config.querySet = static_cast<core::QuerySet>(querySet_->currentData().toInt());
    d.config.judgedOnly = judgedOnly_->isChecked();
    d.config.thresholdInGain = ndcgThreshold_->isChecked();
    if (const QAction* a = emptyQueries_->checkedAction())
        d.config.emptyQueries = static_cast<core::EmptyQueries>(a->data().toInt());
    if (const QAction* a = logBase_->checkedAction()) d.config.logBase = a->data().toDouble();
    d.config.errMaxGrade = errMaxGrade_->value();
    d.config.diversityAlpha = alpha_->value();
    d.config.rbpPersistence = rbpP_;
    return d;
}

void DefinitionsBar::buildMoreMenu() {
    auto* menu = new QMenu(this);
    more_->setMenu(menu);
    texts_.toolTip(more_, [] {
        return tr(
            "More definitions: judged only, NDCG and the threshold, queries without "
            "a relevant item, the discount's log base");
    });
    judgedOnly_ =
        texts_.addAction(menu, [] { return tr("Judged items only (trec_eval -J, ir_measures)"); });
    judgedOnly_->setCheckable(true);
    texts_.toolTip(judgedOnly_,
                   [] { return tr("Unlabelled retrieved items are removed before scoring"); });
    ndcgThreshold_ =
        texts_.addAction(menu, [] { return tr("NDCG: labels below the threshold gain 0 (ranx)"); });
    ndcgThreshold_->setCheckable(true);
    auto addGroup = [this, menu](QString (*title)(),
                                 std::initializer_list<std::pair<QString (*)(), QVariant>> items) {
        QMenu* sub = texts_.addMenu(menu, title);
        auto* group = new QActionGroup(this);
        for (const auto& [text, value] : items) {
            QAction* a = texts_.addAction(sub, text);
            a->setCheckable(true);
            a->setData(value);
            group->addAction(a);
        }
        group->actions().front()->setChecked(true);
        connect(group, &QActionGroup::triggered, this, &DefinitionsBar::emitChanged);
        return group;
    };
    emptyQueries_ = addGroup(
        [] { return tr("Queries without a relevant item"); },
        {{[] { return tr("score 0 (trec_eval)"); }, int(core::EmptyQueries::Zero)},
         {[] { return tr("left out (torchmetrics skip)"); }, int(core::EmptyQueries::Skip)},
         {[] { return tr("score 1 (torchmetrics pos)"); }, int(core::EmptyQueries::One)}});
    logBase_ = addGroup([] { return tr("DCG log base"); },
                        {{[] { return tr("2 (trec_eval)"); }, 2.0},
                         {[] { return tr("e (natural log)"); }, std::exp(1.0)},
                         {[] { return tr("10"); }, 10.0}});
    for (QAction* a : {judgedOnly_, ndcgThreshold_})
        connect(a, &QAction::toggled, this, &DefinitionsBar::emitChanged);
    addUserModelControls(menu);
    updateMoreText();
}

void DefinitionsBar::addUserModelControls(QMenu* menu) {
    QAction* section = menu->addSection(QString());
    texts_.bind(section, [section] { section->setText(tr("ERR and \u03b1-nDCG")); });
    const core::EvalConfig defaults;
    auto addRow = [this, menu](QString (*text)(), QAbstractSpinBox* box, QString (*tip)()) {
        auto* row = new QWidget(menu);
        auto* lay = new QHBoxLayout(row);
        lay->setContentsMargins(24, 2, 12, 2);
        auto* label = texts_.text(new QLabel(row), text);
        label->setBuddy(box);
        lay->addWidget(label, 1);
        box->setParent(row);
        box->setKeyboardTracking(false);  // one recompute per value, not per key
        texts_.toolTip(box, tip);
        lay->addWidget(box);
        auto* action = new QWidgetAction(menu);
        action->setDefaultWidget(row);
        menu->addAction(action);
    };
    errMaxGrade_ = new QSpinBox;
    errMaxGrade_->setObjectName(QStringLiteral("errMaxGrade"));
    errMaxGrade_->setRange(1, core::kMaxExponentialLabel);
    errMaxGrade_->setValue(defaults.errMaxGrade);
    addRow([] { return tr("ERR max grade g<sub>max</sub>:"); }, errMaxGrade_,
           [] {
               return tr(
                   "ERR, nERR and ERR-IA: a label g stops (2^g \u2212 1) / 2^gmax of the users; "
                   "labels above gmax count as gmax (4 as gdeval)");
           });
    alpha_ = new QDoubleSpinBox;
    alpha_->setObjectName(QStringLiteral("diversityAlpha"));
    alpha_->setRange(0.0, 1.0);
    alpha_->setDecimals(3);
    alpha_->setSingleStep(0.05);
    alpha_->setValue(defaults.diversityAlpha);
    addRow([] { return tr("\u03b1 of \u03b1-nDCG, ERR-IA:"); }, alpha_,
           [] {
               return tr(
                   "How much a subtopic's gain falls each time it is seen again: "
                   "(1 \u2212 \u03b1)^count (0.5 as ndeval)");
           });
    connect(errMaxGrade_, &QSpinBox::valueChanged, this, &DefinitionsBar::emitChanged);
    connect(alpha_, &QDoubleSpinBox::valueChanged, this, &DefinitionsBar::emitChanged);
}

void DefinitionsBar::updateMoreText() {
    const int changed = int(judgedOnly_->isChecked()) + int(ndcgThreshold_->isChecked()) +
                        int(emptyQueries_->checkedAction() != emptyQueries_->actions().front()) +
                        int(logBase_->checkedAction() != logBase_->actions().front()) +
                        int(errMaxGrade_->value() != core::EvalConfig{}.errMaxGrade) +
                        int(alpha_->value() != core::EvalConfig{}.diversityAlpha);
    more_->setText(changed ? tr("More (%1 changed)…").arg(changed) : tr("More…"));
}

void DefinitionsBar::setDefinitions(const Definitions& d) {
    updating_ = true;
    const QSignalBlocker b1(k_), b2(threshold_), b3(gain_), b4(ideal_), b5(ties_), b6(querySet_);
    k_->setValue(d.k);
    if (d.config.realThreshold) threshold_->setDecimals(2);  // a project's stored 0.5
    threshold_->setValue(d.config.threshold());
    gain_->setCurrentIndex(gain_->findData(int(d.config.gain)));
    ideal_->setCurrentIndex(ideal_->findData(int(d.config.ideal)));
    ties_->setCurrentIndex(ties_->findData(int(d.config.ties)));
    querySet_->setCurrentIndex(querySet_->findData(int(d.config.querySet)));
    judgedOnly_->setChecked(d.config.judgedOnly);
    ndcgThreshold_->setChecked(d.config.thresholdInGain);
    for (QAction* a : emptyQueries_->actions())
        if (a->data().toInt() == int(d.config.emptyQueries)) a->setChecked(true);
    for (QAction* a : logBase_->actions())
        if (a->data().toDouble() == d.config.logBase) a->setChecked(true);
    {
        const QSignalBlocker b7(errMaxGrade_), b8(alpha_);
        errMaxGrade_->setValue(d.config.errMaxGrade);
        alpha_->setValue(d.config.diversityAlpha);
    }
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
