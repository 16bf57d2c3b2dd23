#include "ui/app/side_windows.h"

#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <utility>

#include "core/teaching/practice_set.h"
#include "ui/behaviour/behaviour_window.h"
#include "ui/beyond/exposure_window.h"
#include "ui/common/window_geometry.h"
#include "ui/compare/comparison_window.h"
#include "ui/evaluation/definitions_model.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/leaderboard/leaderboard_window.h"
#include "ui/project/project_session.h"
#include "ui/teaching/class_view.h"
#include "ui/teaching/glossary_window.h"
#include "ui/teaching/lessons_window.h"
#include "ui/teaching/practice_window.h"

namespace ranklens::ui {

SideWindows::SideWindows(QMainWindow* window, ProjectSession* session, EvaluationController* eval,
                         DefinitionsModel* definitions, ComparisonWindow* comparison)
    : QObject(window),
      window_(window),
      session_(session),
      eval_(eval),
      definitions_(definitions),
      comparison_(comparison) {}

void SideWindows::showCompare() {
    comparison_->show();
    comparison_->raise();
    comparison_->compare();
}

LeaderboardWindow* SideWindows::showLeaderboard() {
    auto* w = window_->findChild<LeaderboardWindow*>();
    if (!w) {
        w = new LeaderboardWindow(window_);
        // The definitions' owner: now and after every change (the bar, a project's stored
        // definitions, a snapshot, the ranking view's p and k).
        definitions_->observe(w, [w](const Definitions& d) { w->setDefinitions(d); });
        w->setData(session_->data());
        connect(session_, &ProjectSession::dataChanged, w, &LeaderboardWindow::setData);
        connect(w, &LeaderboardWindow::comparePairRequested, comparison_,
                &ComparisonWindow::comparePair);
    }
    w->show();
    w->raise();
    w->activateWindow();
    if (!w->upToDate()) w->compute();  // new data or definitions while it was hidden
    return w;
}

void SideWindows::showExposure() {
    auto* w = window_->findChild<ExposureWindow*>();
    if (!w) {
        w = new ExposureWindow(window_);
        fitToScreen(w, QSize(1366, 860));
        connect(eval_, &EvaluationController::evaluationReady, w,
                [w](std::shared_ptr<const ProjectData>, std::shared_ptr<const Evaluation> ev) {
                    w->setEvaluation(std::move(ev));
                });
    }
    w->setEvaluation(eval_->current());
    w->show();
    w->raise();
}

void SideWindows::showBehaviour() {
    auto* w = window_->findChild<BehaviourWindow*>();
    if (!w) {
        w = new BehaviourWindow(session_, window_);
        connect(session_, &ProjectSession::dataChanged, w, [w] {
            if (w->isVisible()) w->refresh();
        });
    }
    w->refresh();
    w->show();
    w->raise();
}

void SideWindows::showLessons() {
    showTeachingWindow(new LessonsWindow(window_), QSize(1500, 940));
}

void SideWindows::showPractice() {
    showTeachingWindow(new PracticeWindow(window_), QSize(960, 720));
}

void SideWindows::showGlossary() {
    showTeachingWindow(new GlossaryWindow(window_), QSize(780, 820));
}

void SideWindows::showClassView() {
    showTeachingWindow(new ClassView(window_), QSize(1100, 760));
}

QWidget* SideWindows::openPracticeSet(const QString& path) {
    // Checked before the window opens: a foreign file refused there was forgotten once the
    // learner gave a name, and the practice went on as random exercises.
    const auto set = core::teaching::loadPracticeSet(QFile::encodeName(path).toStdString());
    if (!set.ok) {
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Open exercise set"),
                            tr("%1 was not opened: it is not an exercise set RankLens can read.")
                                .arg(QFileInfo(path).fileName()),
                            QMessageBox::Ok, window_);
        box->setObjectName(QStringLiteral("exerciseSetRefused"));
        box->setDetailedText(QString::fromStdString(set.error));  // what is wrong, for its author
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return nullptr;
    }
    auto* w = new PracticeWindow(window_);
    showTeachingWindow(w, QSize(960, 720));
    w->openSet(path);
    return w;
}

void SideWindows::showTeachingWindow(QWidget* w, QSize size) {
    w->setWindowFlag(Qt::Window);
    w->setAttribute(Qt::WA_DeleteOnClose);
    fitToScreen(w, size);
    w->show();
}

}  // namespace ranklens::ui
