#include "ui/teaching/practice_window.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "core/measures/measure.h"
#include "core/teaching/glossary.h"
#include "core/teaching/lessons.h"
#include "core/teaching/practice_mistakes.h"
#include "ui/common/measure_text.h"
#include "ui/common/window_geometry.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"
#include "ui/teaching/practice_feedback.h"
#include "ui/teaching/practice_topics_view.h"

namespace ranklens::ui {

namespace t = core::teaching;

namespace {

const char* kLearnerKey = "practice/learner";

}  // namespace

QString PracticeWindow::tr_(const char* s) {
    return QCoreApplication::translate("Practice", s);
}

QString PracticeWindow::text(const t::PracticeText& pt) {
    return QString::fromStdString(core::fillPlaceholders(tr_(pt.format).toStdString(), pt.values));
}

PracticeWindow::PracticeWindow(QWidget* parent, const QString& folder)
    : QWidget(parent),
      folder_(folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                     QStringLiteral("/practice")
                               : folder),
      pages_(new QStackedWidget(this)),
      name_(new QLineEdit(this)) {
    texts_.bind(this, [this] { setWindowTitle(tr("Practice — RankLens")); });
    auto* namePage = new QWidget(this);
    auto* nameLay = new QVBoxLayout(namePage);
    auto* intro = texts_.text(new QLabel(namePage), [] {
        return tr(
            "<h2>Practice</h2><p>Exercises with instant, worked feedback: compute a metric "
            "on a small list, predict what a swap does, build a list that hits a target, or "
            "pick the right metric for a scenario. Your progress is kept under your name on "
            "this computer.</p>");
    });
    intro->setWordWrap(true);
    name_->setObjectName(QStringLiteral("practiceName"));
    texts_.bind(name_, [n = name_] { n->setPlaceholderText(tr("Your name")); });
    auto* start = texts_.text(new QPushButton(namePage), [] { return tr("Start"); });
    start->setDefault(true);
    nameLay->addWidget(intro);
    auto* row = new QHBoxLayout;
    row->addWidget(texts_.text(new QLabel(namePage), [] { return tr("Name:"); }));
    row->addWidget(name_, 1);
    row->addWidget(start);
    nameLay->addLayout(row);
    nameLay->addStretch(1);
    auto begin = [this] {
        if (!name_->text().trimmed().isEmpty()) startAs(name_->text().trimmed());
    };
    connect(start, &QPushButton::clicked, this, begin);
    connect(name_, &QLineEdit::returnPressed, this, begin);

    auto* exercisePage = new QWidget(this);
    buildExercisePage(exercisePage);
    pages_->addWidget(namePage);
    pages_->addWidget(exercisePage);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    lay->addWidget(pages_);

    const QString known = QSettings().value(QLatin1String(kLearnerKey)).toString();
    if (known.isEmpty())
        pages_->setCurrentIndex(0);
    else
        startAs(known);
}

void PracticeWindow::buildExercisePage(QWidget* page) {
    title_ = new QLabel(page);
    title_->setObjectName(QStringLiteral("practiceTitle"));
    progressLabel_ = new QLabel(page);
    progressLabel_->setObjectName(QStringLiteral("practiceProgress"));
    progressLabel_->setWordWrap(true);
    question_ = new QLabel(page);
    question_->setWordWrap(true);
    question_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    data_ = new QLabel(page);
    data_->setWordWrap(true);
    data_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    data_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    answer_ = new QLineEdit(page);
    answer_->setObjectName(QStringLiteral("practiceAnswer"));
    submit_ = texts_.text(new QPushButton(page), [] { return tr("Submit"); });
    next_ = texts_.text(new QPushButton(page), [] { return tr("Next"); });
    back_ = texts_.text(new QPushButton(page), [] { return tr("Back"); });
    back_->setVisible(false);
    weak_ = texts_.text(new QPushButton(page), [] { return tr("Practise my weak spots"); });
    kind_ = new QComboBox(page);
    for (int k = 0; k <= t::kPracticeKindCount; ++k) kind_->addItem(QString());
    texts_.bind(kind_, [c = kind_] {
        c->setItemText(0, tr("Any kind"));
        for (int k = 0; k < t::kPracticeKindCount; ++k)
            c->setItemText(k + 1, practiceKindName(static_cast<t::PracticeKind>(k)));
    });
    buildMasteryControls(page);
    feedback_ = new QTextBrowser(page);
    feedback_->setObjectName(QStringLiteral("practiceFeedback"));
    feedback_->setOpenLinks(false);
    connect(feedback_, &QTextBrowser::anchorClicked, this, &PracticeWindow::openLink);

    auto* switchLearner = texts_.text(new QPushButton(page), [] { return tr("Change learner…"); });
    connect(switchLearner, &QPushButton::clicked, this, [this] {
        name_->setText(learner_);
        pages_->setCurrentIndex(0);
        name_->setFocus();
    });
    auto* top = new QHBoxLayout;
    top->addWidget(title_, 1);
    top->addWidget(switchLearner);
    kindLabel_ = new QLabel(tr("&Kind:"), page);
    kindLabel_->setBuddy(kind_);
    top->addWidget(kindLabel_);
    top->addWidget(kind_);
    top->addWidget(levelLabel_);
    top->addWidget(level_);
    auto* answerRow = new QHBoxLayout;
    answerRow->addWidget(texts_.text(new QLabel(page), [] { return tr("Your answer:"); }));
    answerRow->addWidget(answer_, 1);
    answerRow->addWidget(submit_);
    answerRow->addWidget(show_);
    QHBoxLayout* buttons = buildButtonRow(page);
    auto* lay = new QVBoxLayout(page);
    lay->addLayout(top);
    lay->addWidget(progressLabel_);
    lay->addWidget(question_);
    lay->addWidget(data_);
    lay->addLayout(answerRow);
    lay->addWidget(feedback_, 1);
    lay->addLayout(buttons);

    connect(answer_, &QLineEdit::returnPressed, this, &PracticeWindow::submit);
    connect(submit_, &QPushButton::clicked, this, &PracticeWindow::submit);
    connect(next_, &QPushButton::clicked, this, &PracticeWindow::next);
    connect(back_, &QPushButton::clicked, this, &PracticeWindow::back);
    connect(weak_, &QPushButton::clicked, this, &PracticeWindow::nextWeakSpot);
}

// The row under the feedback: weak spots, an exercise set, the answers' CSV, the topics, Back
// and Next.
QHBoxLayout* PracticeWindow::buildButtonRow(QWidget* page) {
    auto* openSet = texts_.text(new QPushButton(page), [] { return tr("Open exercise set…"); });
    auto* exportCsv =
        texts_.text(new QPushButton(page), [] { return tr("Export answers (CSV)…"); });
    connect(openSet, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open an exercise set"), QString(),
                                                       tr("Exercise sets (*.json)"));
        if (!f.isEmpty()) this->openSet(f);
    });
    connect(exportCsv, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getSaveFileName(
            this, tr("Export answers"), proposedAnswersFileName(), tr("CSV files (*.csv)"));
        if (!f.isEmpty()) exportAnswers(f);
    });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(weak_);
    buttons->addWidget(openSet);
    buttons->addWidget(exportCsv);
    buttons->addWidget(topics_);
    buttons->addStretch(1);
    buttons->addWidget(back_);
    buttons->addWidget(next_);
    return buttons;
}

// Show answer, the level chosen, the per-topic progress (issue 48).
void PracticeWindow::buildMasteryControls(QWidget* page) {
    show_ = new QPushButton(tr("Show answer"), page);
    show_->setObjectName(QStringLiteral("practiceShowAnswer"));
    level_ = new QComboBox(page);
    level_->setObjectName(QStringLiteral("practiceLevel"));
    levelLabel_ = new QLabel(tr("&Level:"), page);
    levelLabel_->setBuddy(level_);
    topics_ = new QPushButton(tr("Progress by topic…"), page);
    connect(topics_, &QPushButton::clicked, this, &PracticeWindow::openTopicsView);
    connect(show_, &QPushButton::clicked, this, &PracticeWindow::showAnswer);
    retranslateLevels();
}

bool PracticeWindow::askingName() const {
    return pages_->currentIndex() == 0;
}

void PracticeWindow::startAs(const QString& name) {
    learner_ = name;
    saveError_.clear();
    QSettings().setValue(QLatin1String(kLearnerKey), name);
    const t::ProgressLoad l = t::loadProgress(folder_.toStdString(), name.toStdString());
    if (l.ok) {
        progress_ = l.progress;
    } else {
        // Keep the damaged file (renamed) and start afresh: nothing is overwritten.
        const QString file =
            QString::fromStdString(t::progressFile(folder_.toStdString(), name.toStdString()));
        const QString aside =
            file + QStringLiteral(".damaged-") +
            QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddThhmmss"));
        QFile::rename(file, aside);
        saveError_ = tr("Your progress file could not be read (%1); it was kept as %2 and "
                        "practice starts afresh.")
                         .arg(QString::fromStdString(l.error), aside);
        progress_ = {};
        progress_.learner = name.toStdString();
    }
    pages_->setCurrentIndex(1);
    if (set_) {
        loadSetSession();
        showExercise(set_->specs()[static_cast<std::size_t>(setIndex_)]);
    } else {
        next();
    }
}

t::PracticeLevel PracticeWindow::currentLevel() const {
    const int chosen = level_ ? level_->currentIndex() : 0;
    if (chosen > 0 && chosen <= t::kPracticeLevelCount) return t::kPracticeLevelLadder[chosen - 1];
    // Automatic: one level up after a run of right first tries (t::kLevelMasteryRight).
    return t::automaticLevel(progress_);
}

t::PracticeSpec PracticeWindow::nextSpec(std::optional<t::PracticeKind> kind) {
    t::PracticeSpec spec;
    auto* rng = QRandomGenerator::global();
    const t::PracticeLevel level = currentLevel();
    const bool statistics = level == t::PracticeLevel::Statistics;
    // The statistics level is practised by choose exercises (compute ones get several queries).
    spec.kind = kind         ? *kind
                : statistics ? t::PracticeKind::Choose
                             : static_cast<t::PracticeKind>(rng->bounded(t::kPracticeKindCount));
    spec.seed = rng->generate();
    // A weak topic due today comes back (every other exercise while some are due).
    if (!kind && !t::dueTopics(progress_, today()).empty() && rng->bounded(2) == 0) {
        spec = t::drawWeakSpot(progress_, rng->generate(), today());
        if (spec.kind == t::PracticeKind::Compute) spec.level = level;
        return spec;
    }
    if (spec.kind == t::PracticeKind::Compute) spec.level = level;
    if (spec.kind == t::PracticeKind::Choose && statistics) spec.level = level;
    if (spec.kind == t::PracticeKind::Choose && !statistics) {
        // No scenario again within ten exercises (practiceScenarioCount() >= 30).
        while (std::find(recentScenarios_.begin(), recentScenarios_.end(),
                         t::scenarioOfSeed(spec.seed)) != recentScenarios_.end())
            spec.seed = rng->generate();
    }
    return spec;
}

void PracticeWindow::next() {
    if (set_ && nextInSet()) return;
    const int k = kind_->currentIndex();
    showExercise(
        nextSpec(k == 0 ? std::nullopt
                        : std::optional<t::PracticeKind>(static_cast<t::PracticeKind>(k - 1))));
}

void PracticeWindow::nextWeakSpot() {
    showExercise(t::drawWeakSpot(progress_, QRandomGenerator::global()->generate(), today()));
}

std::string PracticeWindow::today() {
    // UTC, as the answers' times (and so the topics' days) are kept.
    return QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate).toStdString();
}

void PracticeWindow::showExercise(const t::PracticeSpec& spec) {
    requested_ = spec;
    exercise_ = t::makeExercise(spec);
    ++shown_;
    answered_ = false;
    solved_ = false;
    wrongTries_ = 0;
    revealed_ = false;
    lastGraded_.clear();
    lastGrade_.reset();
    if (exercise_.scenario >= 0) {
        recentScenarios_.push_back(exercise_.scenario);
        if (recentScenarios_.size() > 9) recentScenarios_.erase(recentScenarios_.begin());
    }
    showExerciseTexts();
    answer_->clear();
    answer_->setEnabled(true);
    answer_->setReadOnly(false);
    submit_->setEnabled(true);
    show_->setEnabled(true);
    feedback_->clear();
    if (set_) restoreSetExercise();
    show_->setVisible(!homeworkHidden());
    refreshProgress();
    answer_->setFocus();
}

// The exercise's texts in the current language (again after a language switch).
void PracticeWindow::showExerciseTexts() {
    // Counted in this session: the seed is a developer's number (progress keeps practiceId).
    QString title = tr("%1 · exercise %2").arg(practiceKindName(exercise_.kind)).arg(shown_);
    if (set_)
        title = tr("Set “%1” · exercise %2 of %3 · %4")
                    .arg(QString::fromStdString(set_->title))
                    .arg(setIndex_ + 1)
                    .arg(set_->size())
                    .arg(practiceKindName(exercise_.kind));
    if (exercise_.kind != t::PracticeKind::Choose)
        title += QStringLiteral(" · ") +
                 QString::fromStdString(t::measureLabel(exercise_.measure, exercise_.k));
    if (exercise_.kind == t::PracticeKind::Compute ||
        exercise_.level == t::PracticeLevel::Statistics)
        title += QStringLiteral(" · ") + practiceLevelName(exercise_.level);
    title_->setText(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()));
    question_->setText(text(exercise_.question));
    QStringList lines;
    for (const auto& l : t::exerciseLines(exercise_)) lines << text(l);
    for (std::size_t i = 0; i < exercise_.options.size(); ++i)
        lines << QStringLiteral("%1) %2").arg(
            QChar(static_cast<char16_t>(u'A' + i)),
            text({exercise_.options[i].text, exercise_.options[i].values}));
    data_->setText(lines.join(QLatin1Char('\n')));
    switch (exercise_.kind) {
        case t::PracticeKind::Compute:
            answer_->setPlaceholderText(tr("A number: 0.6, .6, 60 %, 3/5 or 0,6"));
            break;
        case t::PracticeKind::Predict:
            answer_->setPlaceholderText(tr("rise, fall or stay; the amount may follow: rise 0.05"));
            break;
        case t::PracticeKind::Construct:
            answer_->setPlaceholderText(tr("Letters, rank 1 first, e.g. C A D B E"));
            break;
        case t::PracticeKind::Choose:
            answer_->setPlaceholderText(tr("The letter of one option"));
            break;
    }
}

QString PracticeWindow::exerciseId() const {
    if (set_) return QString::number(setIndex_ + 1);
    return QString::fromStdString(t::practiceId(requested_));
}

void PracticeWindow::submit() {
    if (solved_ || revealed_) {
        next();
        return;
    }
    const QString typed = answer_->text();
    if (set_ && set_->homework) {
        recordHomework(typed);
        return;
    }
    // Enter again on the answer just graded grades nothing (issue 48: counted 1× → 3×).
    if (answered_ && typed.trimmed() == lastGraded_.trimmed()) return;
    const t::PracticeGrade g = t::gradeAnswer(exercise_, typed.toStdString());
    if (g.verdict != t::Verdict::Unreadable) {
        t::recordAnswer(progress_, exercise_, g, !answered_, exerciseId().toStdString(),
                        typed.toStdString(),
                        QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString());
        if (set_) keepSetAnswer(g);
        answered_ = true;
        lastGraded_ = typed;
        solved_ = g.verdict == t::Verdict::Right;
        if (!solved_ && ++wrongTries_ >= 2) revealed_ = true;  // the hint, then the answer
        saveProgressNow();
    }
    showFeedback(g);
    if (revealed_) lockAnswer();
    refreshProgress();
}

void PracticeWindow::showAnswer() {
    if (solved_ || revealed_ || homeworkHidden())
        return;        // homework reveals nothing before
                       // it is handed in
    if (!answered_) {  // asked before trying: a first try not right
        t::recordRevealed(progress_, exercise_, exerciseId().toStdString(),
                          QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString());
        if (set_) keepSetAnswer(t::PracticeGrade{});
        answered_ = true;
        saveProgressNow();
    }
    revealed_ = true;
    if (lastGrade_ && lastGrade_->verdict == t::Verdict::Wrong)
        showFeedback(*lastGrade_);
    else
        feedback_->setHtml(practiceRevealedHtml(exercise_));
    lockAnswer();
    refreshProgress();
}

void PracticeWindow::lockAnswer() {
    answer_->setReadOnly(true);  // Enter in it goes on to the next exercise
    submit_->setEnabled(false);
    show_->setEnabled(false);
    answer_->setFocus();
}

void PracticeWindow::saveProgressNow() {
    std::string error;
    if (!t::saveProgress(folder_.toStdString(), progress_, error))
        saveError_ = tr("Progress could not be saved: %1").arg(QString::fromStdString(error));
}

void PracticeWindow::showFeedback(const t::PracticeGrade& g) {
    lastGrade_ = g;
    feedback_->setHtml(practiceFeedbackHtml(exercise_, g, lastGraded_.toStdString(), revealed_));
}

void PracticeWindow::retranslateLevels() {
    const int current = std::max(0, level_->currentIndex());
    const QSignalBlocker block(level_);
    level_->clear();
    level_->addItem(tr("Automatic (now: %1)").arg(practiceLevelName(currentLevel())));
    for (const auto l : t::kPracticeLevelLadder) level_->addItem(practiceLevelName(l));
    level_->setCurrentIndex(current);
    level_->setItemData(0,
                        tr("Moves one level up once %1 of your last %2 first tries at the level "
                           "were right.")
                            .arg(t::kLevelMasteryRight)
                            .arg(t::kLevelMasteryWindow),
                        Qt::ToolTipRole);
}

void PracticeWindow::openTopicsView() {
    auto* w = new PracticeTopicsView(progress_, this);
    w->setWindowFlag(Qt::Window);
    w->setAttribute(Qt::WA_DeleteOnClose);
    fitToScreen(w, QSize(760, 560));
    w->show();
}

void PracticeWindow::refreshProgress() {
    QString s = tr("%1 — done: %2 · right at the first try: %3")
                    .arg(learner_)
                    .arg(progress_.done)
                    .arg(progress_.firstTryRight);
    const auto frequent = t::frequentMistakes(progress_, 1);
    if (!frequent.empty())
        s += QStringLiteral(" · ") + tr("most frequent mistake (%1×): %2")
                                         .arg(frequent[0].second)
                                         .arg(practiceMistakeName(frequent[0].first));
    if (const auto due = t::dueTopics(progress_, today()); !due.empty())
        s += QStringLiteral(" · ") + tr("to review today: %1").arg(due.size());
    if (!saveError_.isEmpty()) s += QLatin1Char('\n') + saveError_;
    progressLabel_->setText(s);
    retranslateLevels();  // "Automatic (now: …)" follows the progress
}

QString PracticeWindow::questionText() const {
    return question_->text();
}

QString PracticeWindow::feedbackText() const {
    return feedback_->toPlainText();
}

QString PracticeWindow::progressText() const {
    return progressLabel_->text();
}

std::function<bool(const QString&)>& PracticeWindow::languageSwitcher() {
    static std::function<bool(const QString&)> f;
    return f;
}

void PracticeWindow::setLanguageSwitcher(std::function<bool(const QString&)> f) {
    languageSwitcher() = std::move(f);
}

void PracticeWindow::openLink(const QUrl& url) {
    const QString path = url.path();
    if (url.scheme() != QLatin1String("ranklens")) return;
    if (path.startsWith(QLatin1String("lesson/"))) {
        auto* w = new LessonsWindow(this);
        w->setWindowFlag(Qt::Window);
        w->setAttribute(Qt::WA_DeleteOnClose);
        w->openLesson(path.mid(7).toInt() - 1);
        fitToScreen(w, QSize(1366, 860));
        w->show();
    } else if (path.startsWith(QLatin1String("glossary/"))) {
        auto* w = new GlossaryWindow(this);
        w->setWindowFlag(Qt::Window);
        w->setAttribute(Qt::WA_DeleteOnClose);
        fitToScreen(w, QSize(900, 760));
        w->show();
        w->showEntry(path.mid(9));
    }
}

void PracticeWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) texts_.retranslate();
    if (e->type() == QEvent::LanguageChange && level_) {
        retranslateLevels();
        show_->setText(tr("Show answer"));
        levelLabel_->setText(tr("&Level:"));
        kindLabel_->setText(tr("&Kind:"));
        topics_->setText(tr("Progress by topic…"));
    }
    if (e->type() == QEvent::LanguageChange && !askingName() && title_) {
        showExerciseTexts();
        if (lastGrade_)
            showFeedback(*lastGrade_);
        else if (revealed_)
            feedback_->setHtml(practiceRevealedHtml(exercise_));
        refreshProgress();
    }
    QWidget::changeEvent(e);
}

void PracticeWindow::keyPressEvent(QKeyEvent* e) {
    if (e->key() == Qt::Key_Escape && e->modifiers() == Qt::NoModifier) {
        close();
        return;
    }
    QWidget::keyPressEvent(e);
}

}  // namespace ranklens::ui
