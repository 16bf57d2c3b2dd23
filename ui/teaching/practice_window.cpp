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
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QVBoxLayout>
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
    setWindowTitle(tr("Practice — RankLens"));
    auto* namePage = new QWidget(this);
    auto* nameLay = new QVBoxLayout(namePage);
    auto* intro = new QLabel(
        tr("<h2>Practice</h2><p>Exercises with instant, worked feedback: compute a metric on a "
           "small list, predict what a swap does, build a list that hits a target, or pick the "
           "right metric for a scenario. Your progress is kept under your name on this "
           "computer.</p>"),
        namePage);
    intro->setWordWrap(true);
    name_->setObjectName(QStringLiteral("practiceName"));
    name_->setPlaceholderText(tr("Your name"));
    auto* start = new QPushButton(tr("Start"), namePage);
    start->setDefault(true);
    nameLay->addWidget(intro);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Name:"), namePage));
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
    submit_ = new QPushButton(tr("Submit"), page);
    next_ = new QPushButton(tr("Next"), page);
    back_ = new QPushButton(tr("Back"), page);
    back_->setVisible(false);
    weak_ = new QPushButton(tr("Practise my weak spots"), page);
    kind_ = new QComboBox(page);
    kind_->addItem(tr("Any kind"));
    for (int k = 0; k < t::kPracticeKindCount; ++k)
        kind_->addItem(practiceKindName(static_cast<t::PracticeKind>(k)));
    feedback_ = new QTextBrowser(page);
    feedback_->setObjectName(QStringLiteral("practiceFeedback"));
    feedback_->setOpenLinks(false);
    connect(feedback_, &QTextBrowser::anchorClicked, this, &PracticeWindow::openLink);

    auto* switchLearner = new QPushButton(tr("Change learner…"), page);
    connect(switchLearner, &QPushButton::clicked, this, [this] {
        name_->setText(learner_);
        pages_->setCurrentIndex(0);
        name_->setFocus();
    });
    auto* top = new QHBoxLayout;
    top->addWidget(title_, 1);
    top->addWidget(switchLearner);
    top->addWidget(new QLabel(tr("Kind:"), page));
    top->addWidget(kind_);
    auto* answerRow = new QHBoxLayout;
    answerRow->addWidget(new QLabel(tr("Your answer:"), page));
    answerRow->addWidget(answer_, 1);
    answerRow->addWidget(submit_);
    auto* openSet = new QPushButton(tr("Open exercise set…"), page);
    auto* exportCsv = new QPushButton(tr("Export answers (CSV)…"), page);
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
    buttons->addStretch(1);
    buttons->addWidget(back_);
    buttons->addWidget(next_);
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

t::PracticeSpec PracticeWindow::nextSpec(std::optional<t::PracticeKind> kind) {
    t::PracticeSpec spec;
    auto* rng = QRandomGenerator::global();
    spec.kind = kind ? *kind : static_cast<t::PracticeKind>(rng->bounded(t::kPracticeKindCount));
    spec.seed = rng->generate();
    // Difficulty grows: binary lists first, then graded ones, then tied scores, then any level
    // (means over queries among them).
    if (spec.kind == t::PracticeKind::Compute) {
        if (progress_.done < 5)
            spec.level = t::PracticeLevel::Binary;
        else if (progress_.done < 15)
            spec.level = t::PracticeLevel::Graded;
        else if (progress_.done < 25)
            spec.level = t::PracticeLevel::Ties;
        else
            spec.level = static_cast<t::PracticeLevel>(rng->bounded(t::kPracticeLevelCount));
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
    showExercise(t::drawWeakSpot(progress_, QRandomGenerator::global()->generate()));
}

void PracticeWindow::showExercise(const t::PracticeSpec& spec) {
    requested_ = spec;
    exercise_ = t::makeExercise(spec);
    ++shown_;
    answered_ = false;
    solved_ = false;
    lastGrade_.reset();
    showExerciseTexts();
    answer_->clear();
    answer_->setEnabled(true);
    submit_->setEnabled(true);
    feedback_->clear();
    if (set_) restoreSetExercise();
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
    title_->setText(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()));
    question_->setText(text(exercise_.question));
    QStringList lines;
    for (const auto& l : t::exerciseLines(exercise_)) lines << text(l);
    for (std::size_t i = 0; i < exercise_.options.size(); ++i)
        lines << QStringLiteral("%1) %2").arg(QChar(static_cast<char16_t>(u'A' + i)),
                                              tr_(exercise_.options[i].text));
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
    if (solved_) {
        next();
        return;
    }
    const QString typed = answer_->text();
    if (set_ && set_->homework) {
        recordHomework(typed);
        return;
    }
    const t::PracticeGrade g = t::gradeAnswer(exercise_, typed.toStdString());
    if (g.verdict != t::Verdict::Unreadable) {
        t::recordAnswer(progress_, exercise_, g, !answered_, exerciseId().toStdString(),
                        typed.toStdString(),
                        QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString());
        if (set_) keepSetAnswer(g);
        answered_ = true;
        solved_ = g.verdict == t::Verdict::Right;
        std::string error;
        if (!t::saveProgress(folder_.toStdString(), progress_, error))
            saveError_ = tr("Progress could not be saved: %1").arg(QString::fromStdString(error));
    }
    showFeedback(g);
    refreshProgress();
}

void PracticeWindow::showFeedback(const t::PracticeGrade& g) {
    lastGrade_ = g;
    feedback_->setHtml(practiceFeedbackHtml(exercise_, g));
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
    if (!saveError_.isEmpty()) s += QLatin1Char('\n') + saveError_;
    progressLabel_->setText(s);
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
    if (e->type() == QEvent::LanguageChange && !askingName() && title_) {
        showExerciseTexts();
        if (lastGrade_) feedback_->setHtml(practiceFeedbackHtml(exercise_, *lastGrade_));
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
