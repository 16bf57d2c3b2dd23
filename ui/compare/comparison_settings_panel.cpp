#include "ui/compare/comparison_settings_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <algorithm>

#include <algorithm>

#include "core/compare/pipeline.h"
#include "core/measures/measure_spec.h"

namespace ranklens::ui {

namespace cmp = core::compare;

namespace {

// core's default metric list as the field shows it: "P@1,5,10, R@10, F1@10, ndcg@10, mrr".
QString defaultMetricsText() {
    QStringList specs;
    for (const auto& s : core::compare::defaultMetricSpecs()) specs << QString::fromStdString(s);
    return specs.join(QStringLiteral(", "));
}

}  // namespace

ComparisonSettingsPanel::ComparisonSettingsPanel(QWidget* parent)
    : QWidget(parent),
      baseline_(new QComboBox(this)),
      runs_(new QPushButton(this)),
      others_(new QPushButton(this)),
      metrics_(new QLineEdit(defaultMetricsText(), this)),
      test_(new QComboBox(this)),
      permutations_(new QSpinBox(this)),
      correction_(new QComboBox(this)),
      alpha_(new QDoubleSpinBox(this)),
      weighted_(texts_.text(new QCheckBox(this), [] { return tr("&Weighted means"); })),
      guardrails_(new QComboBox(this)),
      primary_(new QLineEdit(this)),
      rules_(new QLineEdit(this)),
      sensitivity_(new QComboBox(this)),
      pairing_(new QComboBox(this)) {
    setUpRunAndTestControls();
    setUpPairingControl();
    setUpGuardrailControls();
    auto* go = makeCompareButton();
    layOut(go);
    connectControls(go);
    showPresetRules();
    retranslateUi();
}

void ComparisonSettingsPanel::setUpRunAndTestControls() {
    runs_->setMenu(new QMenu(runs_));
    runs_->menu()->installEventFilter(this);
    texts_.toolTip(runs_, [] { return tr("The runs compared with the baseline"); });
    others_->setMenu(new QMenu(others_));
    others_->menu()->installEventFilter(this);
    texts_.toolTip(metrics_, [] {
        return tr(
            "Metrics at their cut-offs, comma separated: P@10, R@50, F1@10, "
            "ndcg@10, hit@1, mrr, map, coverage@10 …");
    });
    test_->addItem(QString(), static_cast<int>(cmp::TestKind::Randomization));
    test_->addItem(QString(), static_cast<int>(cmp::TestKind::StudentT));
    texts_.bind(test_, [c = test_] {
        c->setItemText(0, tr("Randomization test"));
        c->setItemText(1, tr("Paired t-test"));
    });
    texts_.toolTip(test_, [] {
        return tr(
            "Paired two-sided test over queries. Randomization (Fisher): flips the "
            "sign of each query's difference at random; t-test: Student t on the "
            "differences.");
    });
    permutations_->setRange(100, 1000000);
    permutations_->setSingleStep(1000);
    permutations_->setValue(10000);
    permutations_->setGroupSeparatorShown(true);
    texts_.toolTip(permutations_,
                   [] { return tr("Permutations of the randomization test (seed 42)"); });
    correction_->addItem(QString(), static_cast<int>(core::stats::Correction::Holm));
    correction_->addItem(QString(), static_cast<int>(core::stats::Correction::Bonferroni));
    correction_->addItem(QString(), static_cast<int>(core::stats::Correction::None));
    texts_.bind(correction_, [c = correction_] {
        c->setItemText(0, tr("Holm"));
        c->setItemText(1, tr("Bonferroni"));
        c->setItemText(2, tr("None"));
    });
    texts_.toolTip(correction_, [] {
        return tr("Multiple-comparison correction over every run × metric of the table");
    });
    alpha_->setRange(0.001, 0.2);
    alpha_->setDecimals(3);
    alpha_->setSingleStep(0.01);
    alpha_->setValue(0.05);
    texts_.toolTip(weighted_, [] {
        return tr(
            "Means weighted by the query weights of the query metadata (the tests "
            "stay unweighted)");
    });
}

void ComparisonSettingsPanel::setUpPairingControl() {
    pairing_->addItem(QString(), static_cast<int>(cmp::Pairing::Labelled));
    pairing_->addItem(QString(), static_cast<int>(cmp::Pairing::BothReturned));
    texts_.bind(pairing_, [c = pairing_] {
        c->setItemText(0, tr("Every labelled query"));
        c->setItemText(1, tr("Queries both returned"));
    });
    texts_.toolTip(pairing_, [] {
        return tr(
            "How each run is paired with the baseline, query by query. Every labelled query: a "
            "query a run did not return scores 0 for it (the standard for paired tests, "
            "trec_eval -c). Queries both returned: only the labelled queries the baseline and "
            "that run both returned. Either way a pair's numbers never depend on the other runs "
            "compared.");
    });
}

void ComparisonSettingsPanel::setUpGuardrailControls() {
    fillGuardrails();
    texts_.bind(primary_, [w = primary_] { w->setPlaceholderText(tr("primary, e.g. ndcg@10")); });
    texts_.bind(rules_, [w = rules_] {
        w->setPlaceholderText(tr("rules; e.g. R@50 drop<=5%; hit@10 drop<=0.01; P@1 >= 0.3"));
    });
    fillSensitivity();
    texts_.toolTip(sensitivity_, [] {
        return tr(
            "Repeat the comparison under another definition and list the "
            "queries and system orderings that flip");
    });
}

// The guardrail choices, in the current language (the presets' names stay as core names them).
void ComparisonSettingsPanel::fillGuardrails() {
    const QSignalBlocker block(guardrails_);
    const int current = guardrails_->currentIndex();
    guardrails_->clear();
    guardrails_->addItem(tr("No guardrails"), QString());
    for (const auto& p : cmp::guardrailPresets())
        guardrails_->addItem(tr("Preset: %1").arg(QString::fromStdString(p.name)),
                             QString::fromStdString(p.name));
    guardrails_->addItem(tr("Own rules"), QStringLiteral("custom"));
    guardrails_->setCurrentIndex(std::max(0, current));
}

// The alternative definitions, without the ones already in force (comparing a definition with
// itself changes nothing). The choice is kept while it is still offered.
void ComparisonSettingsPanel::fillSensitivity() {
    const QString keep = sensitivity_->currentData().toString();
    const QSignalBlocker block(sensitivity_);
    sensitivity_->clear();
    sensitivity_->addItem(tr("No sensitivity check"), QString());
    const std::pair<QString, const char*> choices[] = {
        {tr("Exponential gain"), "gain=exponential"},
        {tr("Linear gain"), "gain=linear"},
        {tr("Ideal from retrieved items"), "ideal=retrieved"},
        {tr("Ideal from all labels"), "ideal=labels"},
        {tr("Ties in input order"), "ties=input"},
        {tr("Ties as trec_eval"), "ties=trec_eval"}};
    for (const auto& [text, spec] : choices) {
        core::EvalConfig alt = config_;
        if (core::applySetting(spec, alt) && !(alt == config_))
            sensitivity_->addItem(text, QString::fromLatin1(spec));
    }
    sensitivity_->setCurrentIndex(std::max(0, sensitivity_->findData(keep)));
}

void ComparisonSettingsPanel::setCurrentConfig(const core::EvalConfig& cfg) {
    if (cfg == config_) return;
    config_ = cfg;
    fillSensitivity();
}

void ComparisonSettingsPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange && sensitivity_) {
        texts_.retranslate();
        fillGuardrails();
        fillSensitivity();
        if (!runNames_.isEmpty()) updateRunsButton();  // "1 of 1 run"
        retranslateUi();
        showPresetRules();  // the rules' tooltip
    }
    QWidget::changeEvent(e);
}

QPushButton* ComparisonSettingsPanel::makeCompareButton() {
    auto* go = texts_.text(new QPushButton(this), [] { return tr("&Compare"); });
    go->setDefault(true);
    go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    texts_.toolTip(go, [] { return tr("Run the comparison (Ctrl+Enter)"); });
    return go;
}

void ComparisonSettingsPanel::layOut(QPushButton* go) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(6, 6, 6, 6);
    auto label = [this](QString (*text)(), QWidget* buddy) {
        auto* l = texts_.text(new QLabel(this), text);
        l->setBuddy(buddy);
        return l;
    };
    grid->addWidget(label([] { return tr("&Baseline:"); }, baseline_), 0, 0);
    grid->addWidget(baseline_, 0, 1);
    grid->addWidget(label([] { return tr("R&uns:"); }, runs_), 0, 2);
    grid->addWidget(runs_, 0, 3);
    grid->addWidget(label([] { return tr("&Metrics:"); }, metrics_), 0, 4);
    grid->addWidget(metrics_, 0, 5, 1, 3);
    grid->addWidget(go, 0, 8);
    grid->addWidget(label([] { return tr("&Test:"); }, test_), 1, 0);
    grid->addWidget(test_, 1, 1);
    grid->addWidget(label([] { return tr("&Permutations:"); }, permutations_), 1, 2);
    grid->addWidget(permutations_, 1, 3);
    grid->addWidget(label([] { return tr("C&orrection:"); }, correction_), 1, 4);
    auto* corr = new QHBoxLayout;
    corr->addWidget(correction_);
    corr->addWidget(label([] { return tr("&α:"); }, alpha_));
    corr->addWidget(alpha_);
    corr->addWidget(weighted_);
    corr->addStretch();
    grid->addLayout(corr, 1, 5, 1, 3);
    grid->addWidget(label([] { return tr("&Guardrails:"); }, guardrails_), 2, 0);
    grid->addWidget(guardrails_, 2, 1);
    grid->addWidget(primary_, 2, 2, 1, 2);
    grid->addWidget(rules_, 2, 4, 1, 2);
    grid->addWidget(label([] { return tr("&Sensitivity:"); }, sensitivity_), 2, 6);
    grid->addWidget(sensitivity_, 2, 7);
    grid->addWidget(label([] { return tr("P&airing:"); }, pairing_), 3, 0);
    grid->addWidget(pairing_, 3, 1);
    grid->addWidget(label([] { return tr("More baseli&nes:"); }, others_), 3, 2);
    grid->addWidget(others_, 3, 3);
    grid->setColumnStretch(5, 1);
}

void ComparisonSettingsPanel::connectControls(QPushButton* go) {
    connect(go, &QPushButton::clicked, this, &ComparisonSettingsPanel::compareRequested);
    connect(metrics_, &QLineEdit::returnPressed, this, &ComparisonSettingsPanel::compareRequested);
    connect(test_, &QComboBox::currentIndexChanged, this, [this] {
        permutations_->setEnabled(test_->currentData().toInt() ==
                                  static_cast<int>(cmp::TestKind::Randomization));
    });
    connect(guardrails_, &QComboBox::currentIndexChanged, this,
            &ComparisonSettingsPanel::showPresetRules);
    connect(pairing_, &QComboBox::currentIndexChanged, this,
            &ComparisonSettingsPanel::pairingChanged);
    connect(baseline_, &QComboBox::currentIndexChanged, this,
            &ComparisonSettingsPanel::updateRunsButton);
    connectChanges();
}

void ComparisonSettingsPanel::connectChanges() {
    const auto changed = [this] { emit settingsChanged(); };
    for (QComboBox* box : {baseline_, test_, correction_, guardrails_, sensitivity_})
        connect(box, &QComboBox::currentIndexChanged, this, changed);
    for (QLineEdit* edit : {metrics_, primary_, rules_})
        connect(edit, &QLineEdit::textEdited, this, changed);
    connect(permutations_, &QSpinBox::valueChanged, this, changed);
    connect(alpha_, &QDoubleSpinBox::valueChanged, this, changed);
    connect(weighted_, &QCheckBox::toggled, this, changed);
}

bool ComparisonSettingsPanel::eventFilter(QObject* o, QEvent* e) {
    auto* menu = qobject_cast<QMenu*>(o);
    if (!menu || (o != runs_->menu() && o != others_->menu())) return QWidget::eventFilter(o, e);
    const bool click = e->type() == QEvent::MouseButtonRelease;
    const auto* key = e->type() == QEvent::KeyPress ? static_cast<QKeyEvent*>(e) : nullptr;
    const bool press = key && (key->key() == Qt::Key_Space || key->key() == Qt::Key_Return ||
                               key->key() == Qt::Key_Enter);
    QAction* a = menu->activeAction();
    if ((click || press) && a && a->isCheckable() && a->isEnabled()) {
        a->toggle();  // and the menu stays open for the next run
        return true;
    }
    return QWidget::eventFilter(o, e);
}

void ComparisonSettingsPanel::setRuns(const QStringList& names) {
    const QString base = baseline_->currentText();
    std::vector<bool> compared(static_cast<std::size_t>(names.size()), true);
    for (int i = 0; i < names.size(); ++i) {
        const int old = runNames_.indexOf(names[i]);
        if (old >= 0 && static_cast<std::size_t>(old) < compared_.size())
            compared[static_cast<std::size_t>(i)] = compared_[static_cast<std::size_t>(old)];
    }
    std::vector<bool> others(static_cast<std::size_t>(names.size()), false);
    for (int i = 0; i < names.size(); ++i) {
        const int old = runNames_.indexOf(names[i]);
        if (old >= 0 && static_cast<std::size_t>(old) < otherBase_.size())
            others[static_cast<std::size_t>(i)] = otherBase_[static_cast<std::size_t>(old)];
    }
    runNames_ = names;
    compared_ = compared;
    otherBase_ = others;
    const QSignalBlocker block(baseline_);
    baseline_->clear();
    baseline_->addItems(names);
    baseline_->setCurrentIndex(std::max(0, static_cast<int>(names.indexOf(base))));
    updateRunsButton();
    if (!names.isEmpty()) applyRunChoice();
}

void ComparisonSettingsPanel::setRunChoice(const QString& baseline, const QStringList& leftOut) {
    runChoice_ = std::make_pair(baseline, leftOut);  // for the project's runs, when they come
}

void ComparisonSettingsPanel::applyRunChoice() {
    if (!runChoice_) return;
    const auto [base, leftOut] = *std::exchange(runChoice_, std::nullopt);
    for (int i = 0; i < runNames_.size(); ++i)
        compared_[static_cast<std::size_t>(i)] = !leftOut.contains(runNames_[i]);
    {
        const QSignalBlocker block(baseline_);
        baseline_->setCurrentIndex(std::max(0, static_cast<int>(runNames_.indexOf(base))));
    }
    updateRunsButton();
}

QString ComparisonSettingsPanel::baselineName() const {
    return baseline_->currentText();
}

QStringList ComparisonSettingsPanel::leftOutRuns() const {
    QStringList out;
    for (int i = 0; i < runNames_.size(); ++i)
        if (i != baseline_->currentIndex() && !compared_[static_cast<std::size_t>(i)])
            out << runNames_[i];
    return out;
}

void ComparisonSettingsPanel::setBaseline(int run) {
    baseline_->setCurrentIndex(run);
}

void ComparisonSettingsPanel::setCompared(const std::vector<int>& runs) {
    std::fill(compared_.begin(), compared_.end(), false);
    for (int r : runs)
        if (r >= 0 && static_cast<std::size_t>(r) < compared_.size())
            compared_[static_cast<std::size_t>(r)] = true;
    updateRunsButton();
}

void ComparisonSettingsPanel::setOtherBaselines(const std::vector<int>& runs) {
    std::fill(otherBase_.begin(), otherBase_.end(), false);
    for (int r : runs)
        if (r >= 0 && static_cast<std::size_t>(r) < otherBase_.size())
            otherBase_[static_cast<std::size_t>(r)] = true;
    updateOthersButton();
}

void ComparisonSettingsPanel::setMetrics(const QString& specs) {
    metrics_->setText(specs);
}

void ComparisonSettingsPanel::setTest(cmp::TestKind t, int permutations) {
    test_->setCurrentIndex(test_->findData(static_cast<int>(t)));
    permutations_->setValue(permutations);
}

void ComparisonSettingsPanel::setGuardrails(const QString& preset) {
    guardrails_->setCurrentIndex(std::max(0, guardrails_->findData(preset)));
}

void ComparisonSettingsPanel::setCustomRules(const QString& primary, const QString& rules) {
    setGuardrails(QStringLiteral("custom"));
    primary_->setText(primary);
    rules_->setText(rules);
}

void ComparisonSettingsPanel::setSensitivity(const QString& spec) {
    sensitivity_->setCurrentIndex(std::max(0, sensitivity_->findData(spec)));
}

void ComparisonSettingsPanel::setPairing(cmp::Pairing p) {
    pairing_->setCurrentIndex(pairing_->findData(static_cast<int>(p)));
}

cmp::Pairing ComparisonSettingsPanel::pairing() const {
    return static_cast<cmp::Pairing>(pairing_->currentData().toInt());
}

void ComparisonSettingsPanel::fillRunMenu(QMenu* menu, std::vector<bool>& chosen,
                                          void (ComparisonSettingsPanel::*then)()) {
    menu->clear();
    const int base = baseline_->currentIndex();
    for (int i = 0; i < runNames_.size(); ++i) {
        if (i == base) continue;
        QAction* a = menu->addAction(runNames_[i]);
        a->setCheckable(true);
        a->setChecked(chosen[static_cast<std::size_t>(i)]);
        connect(a, &QAction::toggled, this, [this, &chosen, then, i](bool on) {
            chosen[static_cast<std::size_t>(i)] = on;
            (this->*then)();
            emit settingsChanged();
        });
    }
}

void ComparisonSettingsPanel::updateRunsButton() {
    fillRunMenu(runs_->menu(), compared_, &ComparisonSettingsPanel::updateRunsText);
    updateRunsText();
    updateOthersButton();
}

void ComparisonSettingsPanel::updateOthersButton() {
    fillRunMenu(others_->menu(), otherBase_, &ComparisonSettingsPanel::retranslateUi);
    retranslateUi();
}

// The texts built from the choice: the other baselines' button.
void ComparisonSettingsPanel::retranslateUi() {
    const int base = baseline_->currentIndex();
    QStringList names;
    for (int i = 0; i < runNames_.size(); ++i)
        if (i != base && otherBase_[static_cast<std::size_t>(i)]) names << runNames_[i];
    others_->setText(names.isEmpty() ? tr("None") : names.join(tr(", ")));
    others_->setToolTip(
        tr("Compare every run also against these runs, each as a baseline of its own (the table "
           "shows one baseline at a time: Against, above the table). The tests of every "
           "baseline are corrected together, as one family."));
}

void ComparisonSettingsPanel::updateRunsText() {
    const int base = baseline_->currentIndex();
    int n = 0;
    for (int i = 0; i < runNames_.size(); ++i)
        n += i != base && compared_[static_cast<std::size_t>(i)];
    runs_->setText(
        tr("%1 of %n run(s)", nullptr, std::max(0, static_cast<int>(runNames_.size()) - 1)).arg(n));
}

void ComparisonSettingsPanel::showPresetRules() {
    const QString key = guardrails_->currentData().toString();
    const bool custom = key == QLatin1String("custom");
    primary_->setVisible(!key.isEmpty());
    rules_->setVisible(!key.isEmpty());
    primary_->setReadOnly(!custom);
    rules_->setReadOnly(!custom);
    if (const auto* p = cmp::findPreset(key.toStdString())) {
        primary_->setText(QString::fromStdString(p->primary.metric));
        QStringList rules;
        for (const auto& g : p->guards) rules << QString::fromStdString(g.text());
        rules_->setText(rules.join(QStringLiteral("; ")));
        rules_->setToolTip(QString::fromStdString(p->description));
    } else {
        rules_->setToolTip(
            tr("Rules separated by ';': METRIC drop<=N% (relative), METRIC drop<=N "
               "(absolute), METRIC >= N, METRIC up [significant]"));
    }
}

bool ComparisonSettingsPanel::fillRequest(ComparisonRequest& req, QString* error) const {
    auto fail = [error](const QString& m) {
        if (error) *error = m;
        return false;
    };
    const int base = baseline_->currentIndex();
    if (base < 0) return fail(tr("The project has no runs."));
    req.runs = {static_cast<std::size_t>(base)};
    for (int i = 0; i < runNames_.size(); ++i)
        if (i != base && compared_[static_cast<std::size_t>(i)])
            req.runs.push_back(static_cast<std::size_t>(i));
    req.otherBaselines.clear();
    for (int i = 0; i < runNames_.size(); ++i)
        if (i != base && otherBase_[static_cast<std::size_t>(i)]) {
            const auto r = static_cast<std::size_t>(i);
            req.otherBaselines.push_back(r);  // compared too: each baseline meets every run
            if (std::find(req.runs.begin(), req.runs.end(), r) == req.runs.end())
                req.runs.push_back(r);
        }
    if (req.runs.size() < 2)
        return fail(tr("Choose at least one run to compare with the baseline."));
    req.metrics.clear();
    // "P@1,5,10, R@10": a bare number continues the cut-off list of the metric before it.
    for (const QString& part : metrics_->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString m = part.trimmed();
        bool number = false;
        m.toDouble(&number);
        if (number && !req.metrics.empty())
            req.metrics.back() += "," + m.toStdString();
        else if (!m.isEmpty())
            req.metrics.push_back(m.toStdString());
    }
    try {
        (void)cmp::parseMetrics(req.metrics);
    } catch (const core::MeasureSpecError& e) {
        return fail(QString::fromUtf8(e.what()));
    }
    if (req.metrics.empty()) return fail(tr("Name at least one metric, e.g. ndcg@10."));
    auto& o = req.options;
    o.test = static_cast<cmp::TestKind>(test_->currentData().toInt());
    o.permutations = static_cast<std::size_t>(permutations_->value());
    o.correction = static_cast<core::stats::Correction>(correction_->currentData().toInt());
    o.alpha = alpha_->value();
    o.weighted = weighted_->isChecked();
    req.pairing = pairing();
    req.guardrails.reset();
    const QString key = guardrails_->currentData().toString();
    if (const auto* p = cmp::findPreset(key.toStdString())) {
        req.guardrails = *p;
    } else if (key == QLatin1String("custom")) {
        try {
            cmp::Guardrails g{"custom",
                              "",
                              cmp::parseGuardRule(primary_->text().trimmed().toStdString() + " up"),
                              {}};
            for (const QString& r : rules_->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
                g.guards.push_back(cmp::parseGuardRule(r.trimmed().toStdString()));
            req.guardrails = g;
        } catch (const cmp::GuardRuleError& e) {
            return fail(QString::fromUtf8(e.what()));
        }
    }
    req.alternative.reset();
    const QString sens = sensitivity_->currentData().toString();
    core::EvalConfig alt = req.config;
    if (!sens.isEmpty() && core::applySetting(sens.toStdString(), alt)) req.alternative = alt;
    return true;
}

}  // namespace ranklens::ui
