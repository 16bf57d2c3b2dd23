// PracticeWindow's exercise sets: opening one, resuming where the learner left it, Back and
// Next, homework (answers kept, nothing revealed before the set is handed in), the end's count
// of exercises left unanswered, and the export (learner and set id in every row and in the
// proposed file name).
#include <QDateTime>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBrowser>
#include <algorithm>

#include "ui/teaching/practice_feedback.h"
#include "ui/teaching/practice_window.h"

namespace ranklens::ui {

namespace t = core::teaching;

bool PracticeWindow::openSet(const QString& path) {
    const t::PracticeSetLoad l = t::loadPracticeSet(QFile::encodeName(path).toStdString());
    if (!l.ok) {
        saveError_ = tr("The exercise set was not opened: %1").arg(QString::fromStdString(l.error));
        refreshProgress();
        return false;
    }
    set_ = l.set;
    setFile_ = path;
    // The set's language becomes the window's (the whole UI's: Qt translates per application).
    const QString lang = QString::fromStdString(set_->language);
    if (languageSwitcher()) languageSwitcher()(lang);
    setIndex_ = 0;
    setFinished_ = false;
    saveError_.clear();
    back_->setVisible(true);
    if (!askingName()) {
        loadSetSession();
        showExercise(set_->specs()[static_cast<std::size_t>(setIndex_)]);
    }
    return true;
}

void PracticeWindow::loadSetSession() {
    const std::string id = t::practiceSetId(*set_);
    const t::SetSessionLoad l =
        t::loadSetSession(folder_.toStdString(), learner_.toStdString(), id);
    if (l.ok) {
        session_ = l.session;
    } else {
        // Kept aside, never overwritten: the set starts afresh.
        const QString file = QString::fromStdString(
            t::setSessionFile(folder_.toStdString(), learner_.toStdString(), id).string());
        QFile::rename(file, file + QStringLiteral(".damaged"));
        saveError_ = tr("Your work on this set could not be read (%1); the set starts afresh.")
                         .arg(QString::fromStdString(l.error));
        session_ = {};
        session_.learner = learner_.toStdString();
        session_.setId = id;
    }
    setIndex_ = std::clamp(session_.position, 0, static_cast<int>(set_->size()) - 1);
}

void PracticeWindow::saveSetSession() {
    session_.position = setIndex_;
    std::string error;
    if (!t::saveSetSession(folder_.toStdString(), session_, error))
        saveError_ = tr("Progress could not be saved: %1").arg(QString::fromStdString(error));
}

bool PracticeWindow::nextInSet() {
    if (setIndex_ + 1 < static_cast<int>(set_->size())) {
        ++setIndex_;
        setFinished_ = false;
        saveSetSession();
        showExercise(set_->specs()[static_cast<std::size_t>(setIndex_)]);
        return true;
    }
    if (!setFinished_) {
        setFinished_ = true;
        feedback_->setHtml(QStringLiteral("<p><b>%1</b></p>").arg(setEndText().toHtmlEscaped()));
        return true;
    }
    set_.reset();
    back_->setVisible(false);
    return false;
}

void PracticeWindow::back() {
    if (!set_ || setIndex_ == 0) return;
    --setIndex_;
    setFinished_ = false;
    saveSetSession();
    showExercise(set_->specs()[static_cast<std::size_t>(setIndex_)]);
}

QString PracticeWindow::setEndText() const {
    const int count = static_cast<int>(set_->size());
    const auto left = t::unansweredExercises(session_, count);
    QString s = tr("That was the last exercise of the set.") + QLatin1Char(' ');
    if (left.empty()) {
        s += tr("You answered all %1 exercises.").arg(count);
    } else {
        QStringList numbers;
        for (int n : left) numbers << QString::number(n);
        s += tr("You answered %1 of %2; left unanswered: %3. Back returns to them.")
                 .arg(count - static_cast<int>(left.size()))
                 .arg(count)
                 .arg(numbers.join(QStringLiteral(", ")));
    }
    return s + QLatin1Char(' ') +
           tr("Export your answers (CSV) for your instructor; Next goes on with free practice.");
}

bool PracticeWindow::homeworkHidden() const {
    return set_ && set_->homework && !session_.handedIn;
}

// The exercise shown again: its kept answer and (unless homework hides it) the feedback on
// it; an exercise answered before takes no first-try credit again.
void PracticeWindow::restoreSetExercise() {
    const int n = setIndex_ + 1;
    back_->setEnabled(setIndex_ > 0);
    const auto it = session_.answers.find(n);
    answered_ = it != session_.answers.end();
    solved_ = false;  // it may be answered again (without first-try credit)
    if (set_->homework && session_.handedIn) {
        answer_->setEnabled(false);
        submit_->setEnabled(false);
    }
    if (!answered_) return;
    answer_->setText(QString::fromStdString(it->second.answer));
    if (homeworkHidden()) {
        feedback_->setHtml(QStringLiteral("<p>%1</p>")
                               .arg(tr("Your answer is recorded. You may change it until you hand "
                                       "the set in (Export "
                                       "answers); the feedback comes then.")
                                        .toHtmlEscaped()));
        return;
    }
    const t::PracticeGrade g = t::gradeAnswer(exercise_, it->second.answer);
    lastGrade_ = g;
    feedback_->setHtml(practiceFeedbackHtml(exercise_, g));
}

void PracticeWindow::recordHomework(const QString& typed) {
    if (session_.handedIn) return;
    const t::PracticeGrade g = t::gradeAnswer(exercise_, typed.toStdString());
    if (g.verdict == t::Verdict::Unreadable) {  // named, as in practice: it is not an answer
        showFeedback(g);
        return;
    }
    const int n = setIndex_ + 1;
    session_.answers[n] = {std::to_string(n), typed.toStdString(), t::toString(g.verdict),
                           QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString(),
                           t::mistakeClass(exercise_, g)};
    saveSetSession();
    restoreSetExercise();
    refreshProgress();
}

void PracticeWindow::keepSetAnswer(const t::PracticeGrade& g) {
    const int n = setIndex_ + 1;
    if (!session_.answers.count(n)) {
        t::PracticeAnswerRecord r = progress_.answers.back();
        r.exercise = std::to_string(n);
        session_.answers[n] = r;
    }
    if (g.verdict == t::Verdict::Right) session_.solved.insert(n);
    saveSetSession();
}

QString PracticeWindow::proposedAnswersFileName() const {
    QStringList parts{learner_.isEmpty() ? tr("learner") : learner_};
    if (set_) {
        if (!set_->title.empty()) parts << QString::fromStdString(set_->title);
        parts << QString::fromStdString(t::practiceSetId(*set_));
    } else {
        parts << tr("practice");
    }
    QString name = parts.join(QLatin1Char('-'));
    name.replace(QRegularExpression(QStringLiteral("[\\s/\\\\:*?\"<>|]+")), QStringLiteral("_"));
    return name + QStringLiteral(".csv");
}

bool PracticeWindow::exportAnswers(const QString& path) {
    const std::vector<t::PracticeAnswerRecord> records =
        set_ ? t::keptAnswers(session_) : progress_.answers;
    const std::string setId = set_ ? t::practiceSetId(*set_) : std::string();
    std::string error;
    if (!t::writeFileAtomically(QFile::encodeName(path).toStdString(),
                                t::answersCsv(records, learner_.toStdString(), setId), error)) {
        saveError_ = tr("The answers were not exported: %1").arg(QString::fromStdString(error));
        refreshProgress();
        return false;
    }
    if (set_ && !session_.handedIn) {
        session_.handedIn = true;  // homework: the feedback shows from now on
        saveSetSession();
        if (set_->homework) showExercise(set_->specs()[static_cast<std::size_t>(setIndex_)]);
    }
    return true;
}

}  // namespace ranklens::ui
