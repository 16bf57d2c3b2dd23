#include "ui/teaching/set_author_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "core/teaching/practice_set.h"
#include "ui/teaching/practice_feedback.h"

namespace ranklens::ui {

namespace t = core::teaching;

namespace {

QGroupBox* checkGroup(QWidget* parent, int count, int columns, std::vector<QCheckBox*>& boxes) {
    auto* box = new QGroupBox(parent);
    auto* grid = new QGridLayout(box);
    for (int i = 0; i < count; ++i) {
        auto* c = new QCheckBox(box);
        c->setChecked(true);
        grid->addWidget(c, i / columns, i % columns);
        boxes.push_back(c);
    }
    return box;
}

template <typename T>
std::vector<T> checked(const std::vector<QCheckBox*>& boxes) {
    std::vector<T> v;
    for (std::size_t i = 0; i < boxes.size(); ++i)
        if (boxes[i]->isChecked()) v.push_back(static_cast<T>(i));
    return v;
}

}  // namespace

SetAuthorDialog::SetAuthorDialog(QWidget* parent)
    : QDialog(parent),
      titleLabel_(new QLabel(this)),
      languageLabel_(new QLabel(this)),
      kLabel_(new QLabel(this)),
      kToLabel_(new QLabel(this)),
      countLabel_(new QLabel(this)),
      seedLabel_(new QLabel(this)),
      title_(new QLineEdit(this)),
      language_(new QComboBox(this)),
      kMin_(new QSpinBox(this)),
      kMax_(new QSpinBox(this)),
      count_(new QSpinBox(this)),
      seed_(new QLineEdit(this)),
      newSeed_(new QPushButton(this)),
      homework_(new QCheckBox(this)),
      summary_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("setAuthorDialog"));
    kindsBox_ = checkGroup(this, t::kPracticeKindCount, 4, kinds_);
    measuresBox_ = checkGroup(this, t::kPracticeMeasureCount, 4, measures_);
    levelsBox_ = checkGroup(this, t::kPracticeLevelCount, 4, levels_);
    for (std::size_t i = 1; i < kinds_.size(); ++i) kinds_[i]->setChecked(false);
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    for (QSpinBox* k : {kMin_, kMax_}) k->setRange(t::kMinPracticeK, t::kMaxPracticeK);
    kMin_->setValue(3);
    kMax_->setValue(5);
    count_->setRange(1, t::kMaxPracticeSetCount);
    count_->setValue(10);
    seed_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,10}")), seed_));
    seed_->setText(QString::number(t::freshSeed()));
    summary_->setObjectName(QStringLiteral("setAuthorSummary"));
    summary_->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(titleLabel_, title_);
    form->addRow(languageLabel_, language_);
    auto* kRow = new QHBoxLayout;
    kRow->addWidget(kMin_);
    kRow->addWidget(kToLabel_);
    kRow->addWidget(kMax_);
    kRow->addStretch(1);
    form->addRow(kLabel_, kRow);
    form->addRow(countLabel_, count_);
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(seed_, 1);
    seedRow->addWidget(newSeed_);
    form->addRow(seedLabel_, seedRow);
    form->addRow(QString(), homework_);
    auto* lay = new QVBoxLayout(this);
    lay->addLayout(form);
    lay->addWidget(kindsBox_);
    lay->addWidget(measuresBox_);
    lay->addWidget(levelsBox_);
    lay->addWidget(summary_);
    lay->addWidget(buttons_);

    for (auto* boxes : {&kinds_, &measures_, &levels_})
        for (QCheckBox* c : *boxes) connect(c, &QCheckBox::toggled, this, &SetAuthorDialog::update);
    for (QSpinBox* s : {kMin_, kMax_, count_})
        connect(s, &QSpinBox::valueChanged, this, &SetAuthorDialog::update);
    connect(seed_, &QLineEdit::textChanged, this, &SetAuthorDialog::update);
    connect(homework_, &QCheckBox::toggled, this, &SetAuthorDialog::update);
    connect(newSeed_, &QPushButton::clicked, this,
            [this] { seed_->setText(QString::number(t::freshSeed())); });
    connect(buttons_, &QDialogButtonBox::accepted, this, &SetAuthorDialog::saveAs);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
}

void SetAuthorDialog::retranslateUi() {
    setWindowTitle(tr("New exercise set"));
    titleLabel_->setText(tr("Title:"));
    languageLabel_->setText(tr("Language:"));
    kLabel_->setText(tr("Cut-off k from:"));
    kToLabel_->setText(tr("to"));
    countLabel_->setText(tr("Exercises:"));
    seedLabel_->setText(tr("Seed:"));
    newSeed_->setText(tr("New seed"));
    homework_->setText(tr("Homework: no answer or feedback before the learner hands the set in"));
    kindsBox_->setTitle(tr("Kinds of exercise"));
    measuresBox_->setTitle(tr("Measures (compute and predict)"));
    levelsBox_->setTitle(tr("Levels (compute)"));
    for (int i = 0; i < t::kPracticeKindCount; ++i)
        kinds_[static_cast<std::size_t>(i)]->setText(
            practiceKindName(static_cast<t::PracticeKind>(i)));
    for (int i = 0; i < t::kPracticeMeasureCount; ++i) {
        const auto m = static_cast<t::PracticeMeasure>(i);
        const bool cut = m != t::PracticeMeasure::Ap && m != t::PracticeMeasure::Rr;
        measures_[static_cast<std::size_t>(i)]->setText(QString::fromLatin1(t::toString(m)) +
                                                        (cut ? QStringLiteral("@k") : QString()));
    }
    const QString levels[t::kPracticeLevelCount] = {
        tr("Binary grades"), tr("Graded (0–3)"), tr("Mean over several queries"), tr("Tied scores"),
        tr("Statistics: is a difference real?")};
    for (int i = 0; i < t::kPracticeLevelCount; ++i)
        levels_[static_cast<std::size_t>(i)]->setText(levels[i]);
    buttons_->button(QDialogButtonBox::Save)->setText(tr("Save set…"));
    buttons_->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    update();
}

t::SetRecipe SetAuthorDialog::recipe() const {
    t::SetRecipe r;
    r.kinds = checked<t::PracticeKind>(kinds_);
    r.measures = checked<t::PracticeMeasure>(measures_);
    r.levels = checked<t::PracticeLevel>(levels_);
    r.kMin = kMin_->value();
    r.kMax = kMax_->value();
    r.count = count_->value();
    r.seed = static_cast<std::uint32_t>(seed_->text().toULongLong());
    r.title = title_->text().trimmed().toStdString();
    r.language = language_->currentData().toString().toStdString();
    r.homework = homework_->isChecked();
    return r;
}

void SetAuthorDialog::setRecipe(const t::SetRecipe& r) {
    for (std::size_t i = 0; i < kinds_.size(); ++i)
        kinds_[i]->setChecked(
            std::count(r.kinds.begin(), r.kinds.end(), static_cast<t::PracticeKind>(i)) > 0);
    for (std::size_t i = 0; i < measures_.size(); ++i)
        measures_[i]->setChecked(r.measures.empty() ||
                                 std::count(r.measures.begin(), r.measures.end(),
                                            static_cast<t::PracticeMeasure>(i)) > 0);
    for (std::size_t i = 0; i < levels_.size(); ++i)
        levels_[i]->setChecked(
            r.levels.empty() ||
            std::count(r.levels.begin(), r.levels.end(), static_cast<t::PracticeLevel>(i)) > 0);
    kMin_->setValue(r.kMin);
    kMax_->setValue(r.kMax);
    count_->setValue(r.count);
    seed_->setText(QString::number(r.seed));
    title_->setText(QString::fromStdString(r.title));
    language_->setCurrentIndex(r.language == "zh_CN" ? 1 : 0);
    homework_->setChecked(r.homework);
}

QString SetAuthorDialog::problem() const {
    const t::SetRecipe r = recipe();
    if (r.measures.empty()) return tr("Choose at least one measure.");
    if (r.levels.empty()) return tr("Choose at least one level.");
    if (r.kinds.empty()) return tr("Choose at least one kind of exercise.");
    if (r.kMin > r.kMax) return tr("The smallest k must not exceed the largest.");
    if (!t::recipeProblem(r).empty())
        return tr("Predict exercises need NDCG, P or AP among the measures.");
    return {};
}

QString SetAuthorDialog::summary() const {
    return summary_->text();
}

void SetAuthorDialog::update() {
    const QString why = problem();
    buttons_->button(QDialogButtonBox::Save)->setEnabled(why.isEmpty());
    if (!why.isEmpty()) {
        summary_->setText(why);
        return;
    }
    const t::PracticeSet set = t::authorSet(recipe());
    summary_->setText(tr("%1 exercises · set id %2 (the id changes with the exercises)")
                          .arg(set.size())
                          .arg(QString::fromStdString(t::practiceSetId(set))));
}

bool SetAuthorDialog::saveTo(const QString& path) {
    if (!problem().isEmpty()) return false;
    std::string error;
    if (!t::savePracticeSet(QFile::encodeName(path).toStdString(), t::authorSet(recipe()), error)) {
        summary_->setText(tr("The set was not saved: %1").arg(QString::fromStdString(error)));
        return false;
    }
    saved_ = path;
    return true;
}

void SetAuthorDialog::saveAs() {
    QString name = title_->text().trimmed();
    name.replace(QRegularExpression(QStringLiteral("[\\s/\\\\:*?\"<>|]+")), QStringLiteral("_"));
    const QString f = QFileDialog::getSaveFileName(
        this, tr("Save exercise set"),
        (name.isEmpty() ? tr("exercise-set") : name) + QStringLiteral(".json"),
        tr("Exercise sets (*.json)"));
    if (!f.isEmpty() && saveTo(f)) accept();
}

void SetAuthorDialog::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(e);
}

}  // namespace ranklens::ui
