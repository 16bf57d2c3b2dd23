#include "ui/app/window_status.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>
#include <algorithm>

#include "ui/evaluation/evaluation.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {

WindowStatus::WindowStatus(QMainWindow* window, ProjectSession* session)
    : QObject(window),
      window_(window),
      session_(session),
      projectLabel_(new QLabel(window)),
      evalLabel_(new QLabel(window)),
      progress_(new QProgressBar(window)),
      cancel_(new QToolButton(window)) {
    texts_.bind(this, [this] {
        if (!session_->isOpen()) window_->setWindowTitle(tr("RankLens"));
    });
    // A long project path must not make the window wider than the screen.
    projectLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    progress_->setMaximumWidth(180);
    progress_->setVisible(false);
    texts_.text(cancel_, [] { return tr("Cancel"); });
    cancel_->setVisible(false);
    QStatusBar* bar = window->statusBar();
    bar->addWidget(projectLabel_, 1);
    evalLabel_->setObjectName(QStringLiteral("evaluationSummary"));
    bar->addPermanentWidget(evalLabel_);
    bar->addPermanentWidget(progress_);
    bar->addPermanentWidget(cancel_);
    connect(cancel_, &QToolButton::clicked, this, &WindowStatus::cancelRequested);
}

void WindowStatus::showOpenProject(const QString& path) {
    const bool readOnly = session_->isReadOnly();
    showProjectFile(path, readOnly ? session_->readOnlyReason() : QString());
    updateTitle();
}

void WindowStatus::showOpening(const QString& path) {
    showProjectFile(path);
    window_->setWindowTitle(tr("%1 — RankLens").arg(QFileInfo(path).fileName()));
}

void WindowStatus::showNoProject() {
    clearEvaluation();
    projectLabel_->clear();
    window_->setWindowTitle(tr("RankLens"));
}

void WindowStatus::showProjectFile(const QString& path, const QString& readOnlyReason) {
    const QString name = QFileInfo(path).fileName();
    projectLabel_->setText(
        readOnlyReason.isEmpty()
            ? name
            : tr("%1 — read-only: %2 (grading is off)").arg(name, readOnlyReason));
    projectLabel_->setToolTip(QDir::toNativeSeparators(path));
}

void WindowStatus::updateTitle() {
    const QString name = QFileInfo(session_->path()).fileName();
    window_->setWindowTitle(session_->isReadOnly() ? tr("%1 [read-only] — RankLens").arg(name)
                                                   : tr("%1 — RankLens").arg(name));
}

void WindowStatus::showComputing() {
    evalLabel_->setText(tr("Computing…"));
}

void WindowStatus::showEvaluation(const Evaluation& ev) {
    const int queries = static_cast<int>(ev.qids.size());
    const QString runs = tr("%n run(s)", nullptr, static_cast<int>(ev.runs.size()));
    if (ev.fromSnapshot)
        evalLabel_->setText(tr("%1 × %n queries · last session", nullptr, queries).arg(runs));
    else
        evalLabel_->setText(tr("%1 × %n queries · %2 ms", nullptr, queries)
                                .arg(runs)
                                .arg(ev.seconds * 1000.0, 0, 'f', 0));
    evalLabel_->setToolTip(ev.definitionsText());
}

void WindowStatus::clearEvaluation() {
    evalLabel_->clear();
}

void WindowStatus::showBusy(bool busy, const QString& what) {
    progress_->setVisible(busy);
    cancel_->setVisible(busy);
    QStatusBar* bar = window_->statusBar();
    if (busy) {
        progress_->setRange(0, 0);
        if (!what.isEmpty()) bar->showMessage(busyMessage_ = what);
    } else if (bar->currentMessage() == busyMessage_) {
        // Only the busy text goes: an import's report stays after the evaluation it started.
        bar->clearMessage();
    }
}

void WindowStatus::showProgress(int perMille) {
    progress_->setRange(0, 1000);
    progress_->setValue(perMille);
}

void WindowStatus::showElided(const QString& text, int ms) {
    QStatusBar* bar = window_->statusBar();
    const int room = std::max(300, window_->width() - 300);  // beside the permanent labels
    bar->setToolTip(text);
    bar->showMessage(bar->fontMetrics().elidedText(text, Qt::ElideRight, room), ms);
}

void WindowStatus::showMessage(const QString& text, int ms) {
    window_->statusBar()->showMessage(text, ms);
}

void WindowStatus::clearMessage() {
    window_->statusBar()->clearMessage();
}

void WindowStatus::retranslate() {
    texts_.retranslate();
}

}  // namespace ranklens::ui
