#include "ui/leaderboard/leaderboard_settings.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

#include "ui/leaderboard/leaderboard_text.h"

namespace ranklens::ui {

namespace st = core::stats;

namespace {

constexpr st::PairTest kTests[] = {st::PairTest::RandomizedTukey, st::PairTest::Tukey,
                                   st::PairTest::PairedT, st::PairTest::Randomization};
constexpr st::Correction kCorrections[] = {st::Correction::Holm, st::Correction::BenjaminiHochberg,
                                           st::Correction::Bonferroni, st::Correction::None};

QDoubleSpinBox* shareBox(QWidget* parent, double lo, double hi, double value, int decimals,
                         double step) {
    auto* b = new QDoubleSpinBox(parent);
    b->setRange(lo, hi);
    b->setDecimals(decimals);
    b->setSingleStep(step);
    b->setValue(value);
    return b;
}

}  // namespace

LeaderboardSettings::LeaderboardSettings(QWidget* parent)
    : QWidget(parent),
      runsMenu_(new QMenu(this)),
      runs_(new QPushButton(this)),
      metrics_(new QLineEdit(QStringLiteral("ndcg@10"), this)),
      test_(new QComboBox(this)),
      correction_(new QComboBox(this)),
      alpha_(shareBox(this, 0.001, 0.5, 0.05, 3, 0.01)),
      confidence_(shareBox(this, 50, 99.9, 95, 1, 1)),
      power_(shareBox(this, 50, 99.9, 80, 1, 5)),
      permutations_(new QSpinBox(this)),
      go_(new QPushButton(this)),
      runsLabel_(new QLabel(this)),
      metricsLabel_(new QLabel(this)),
      testLabel_(new QLabel(this)),
      correctionLabel_(new QLabel(this)),
      alphaLabel_(new QLabel(this)),
      confidenceLabel_(new QLabel(this)),
      powerLabel_(new QLabel(this)),
      permutationsLabel_(new QLabel(this)) {
    runs_->setMenu(runsMenu_);
    for (int i = 0; i < 4; ++i) test_->addItem(QString()), correction_->addItem(QString());
    permutations_->setRange(100, 1000000);
    permutations_->setSingleStep(1000);
    permutations_->setValue(10000);
    permutations_->setGroupSeparatorShown(true);
    confidence_->setSuffix(QStringLiteral(" %"));
    power_->setSuffix(QStringLiteral(" %"));
    go_->setDefault(true);
    go_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    layOut();
    retranslateUi();
    connect(go_, &QPushButton::clicked, this, &LeaderboardSettings::computeRequested);
    connect(metrics_, &QLineEdit::returnPressed, this, &LeaderboardSettings::computeRequested);
    connect(test_, &QComboBox::currentIndexChanged, this, [this](int i) {
        const bool corrected = i >= 0 && st::usesCorrection(kTests[i]);
        correction_->setEnabled(corrected);
        permutations_->setEnabled(kTests[i] == st::PairTest::RandomizedTukey ||
                                  kTests[i] == st::PairTest::Randomization);
        emit settingsChanged();
    });
    correction_->setEnabled(false);
    connect(correction_, &QComboBox::currentIndexChanged, this,
            &LeaderboardSettings::settingsChanged);
    for (QDoubleSpinBox* b : {alpha_, confidence_, power_})
        connect(b, &QDoubleSpinBox::valueChanged, this, &LeaderboardSettings::settingsChanged);
    connect(permutations_, &QSpinBox::valueChanged, this, &LeaderboardSettings::settingsChanged);
    connect(metrics_, &QLineEdit::textEdited, this, &LeaderboardSettings::settingsChanged);
}

// Two rows: what is ranked (runs, measures, the button), then how it is tested.
void LeaderboardSettings::layOut() {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    runsLabel_->setBuddy(runs_);
    metricsLabel_->setBuddy(metrics_);
    testLabel_->setBuddy(test_);
    correctionLabel_->setBuddy(correction_);
    alphaLabel_->setBuddy(alpha_);
    confidenceLabel_->setBuddy(confidence_);
    powerLabel_->setBuddy(power_);
    permutationsLabel_->setBuddy(permutations_);
    grid->addWidget(runsLabel_, 0, 0);
    grid->addWidget(runs_, 0, 1);
    grid->addWidget(metricsLabel_, 0, 2);
    grid->addWidget(metrics_, 0, 3, 1, 3);
    grid->addWidget(go_, 0, 6, 1, 2);
    grid->addWidget(testLabel_, 1, 0);
    grid->addWidget(test_, 1, 1);
    grid->addWidget(correctionLabel_, 1, 2);
    grid->addWidget(correction_, 1, 3);
    auto* numbers = new QHBoxLayout;
    for (auto [label, box] : {std::pair<QLabel*, QWidget*>{alphaLabel_, alpha_},
                              {confidenceLabel_, confidence_},
                              {powerLabel_, power_},
                              {permutationsLabel_, permutations_}}) {
        numbers->addWidget(label);
        numbers->addWidget(box);
    }
    numbers->addStretch(1);
    grid->addLayout(numbers, 1, 4, 1, 4);
    grid->setColumnStretch(3, 1);
}

void LeaderboardSettings::retranslateUi() {
    runsLabel_->setText(tr("R&uns:"));
    metricsLabel_->setText(tr("&Measures:"));
    metrics_->setToolTip(tr("Measures separated by commas, e.g. ndcg@10, P@10, mrr"));
    testLabel_->setText(tr("&Test:"));
    correctionLabel_->setText(tr("C&orrection:"));
    alphaLabel_->setText(tr("&α:"));
    confidenceLabel_->setText(tr("Con&fidence:"));
    powerLabel_->setText(tr("Po&wer:"));
    power_->setToolTip(tr("The power at which the smallest detectable difference is given"));
    permutationsLabel_->setText(tr("&Permutations:"));
    go_->setText(tr("&Rank runs"));
    go_->setToolTip(tr("Rank the chosen runs and test every pair (Ctrl+Enter)"));
    for (int i = 0; i < 4; ++i) {
        test_->setItemText(i, LeaderboardText::testName(kTests[i]));
        correction_->setItemText(i, LeaderboardText::correctionName(kCorrections[i]));
    }
    correction_->setToolTip(
        tr("Only for the paired t-test and the randomisation test: the two "
           "Tukey tests cover every pair themselves"));
    updateRunsText();
}

void LeaderboardSettings::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void LeaderboardSettings::setRuns(const QStringList& names) {
    std::vector<bool> chosen(static_cast<std::size_t>(names.size()), true);
    for (int i = 0; i < names.size(); ++i)
        if (const int old = runNames_.indexOf(names[i]); old >= 0)
            chosen[static_cast<std::size_t>(i)] = chosen_[static_cast<std::size_t>(old)];
    runNames_ = names;
    chosen_ = std::move(chosen);
    runsMenu_->clear();
    for (int i = 0; i < names.size(); ++i) {
        QAction* a = runsMenu_->addAction(names[i]);
        a->setCheckable(true);
        a->setChecked(chosen_[static_cast<std::size_t>(i)]);
        connect(a, &QAction::toggled, this, [this, i](bool on) {
            chosen_[static_cast<std::size_t>(i)] = on;
            updateRunsText();
            emit settingsChanged();
        });
    }
    updateRunsText();
}

void LeaderboardSettings::setChosenRuns(const std::vector<int>& runs) {
    std::fill(chosen_.begin(), chosen_.end(), false);
    for (int r : runs)
        if (r >= 0 && static_cast<std::size_t>(r) < chosen_.size())
            chosen_[static_cast<std::size_t>(r)] = true;
    const auto actions = runsMenu_->actions();
    for (int i = 0; i < actions.size(); ++i) {
        const QSignalBlocker block(actions[i]);
        actions[i]->setChecked(chosen_[static_cast<std::size_t>(i)]);
    }
    updateRunsText();
}

std::vector<int> LeaderboardSettings::chosenRuns() const {
    std::vector<int> out;
    for (std::size_t i = 0; i < chosen_.size(); ++i)
        if (chosen_[i]) out.push_back(static_cast<int>(i));
    return out;
}

void LeaderboardSettings::updateRunsText() {
    runs_->setText(tr("%1 of %2").arg(chosenRuns().size()).arg(runNames_.size()));
}

void LeaderboardSettings::setMetrics(const QString& specs) {
    metrics_->setText(specs);
}

void LeaderboardSettings::setTest(st::PairTest t) {
    test_->setCurrentIndex(
        static_cast<int>(std::find(std::begin(kTests), std::end(kTests), t) - std::begin(kTests)));
}

void LeaderboardSettings::setCorrection(st::Correction c) {
    correction_->setCurrentIndex(static_cast<int>(
        std::find(std::begin(kCorrections), std::end(kCorrections), c) - std::begin(kCorrections)));
}

void LeaderboardSettings::setPermutations(int n) {
    permutations_->setValue(n);
}

bool LeaderboardSettings::fillRequest(LeaderboardJobRequest& req, QString* error) const {
    req.runs.clear();
    for (int r : chosenRuns()) req.runs.push_back(static_cast<std::size_t>(r));
    if (req.runs.size() < 2) {
        *error = tr("Choose two runs or more to rank.");
        return false;
    }
    req.specs.clear();
    for (const QString& s : metrics_->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!s.trimmed().isEmpty()) req.specs.push_back(s.trimmed().toStdString());
    auto& o = req.options;
    o.test = kTests[std::max(0, test_->currentIndex())];
    o.correction = kCorrections[std::max(0, correction_->currentIndex())];
    o.alpha = alpha_->value();
    o.confidence = confidence_->value() / 100;
    o.power = power_->value() / 100;
    o.permutations = static_cast<std::size_t>(permutations_->value());
    return true;
}

}  // namespace ranklens::ui
