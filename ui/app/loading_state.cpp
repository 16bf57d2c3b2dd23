#include "ui/app/loading_state.h"

#include <QAction>
#include <QFileInfo>
#include <QWidget>
#include <utility>

#include "ui/app/loading_overlay.h"

namespace ranklens::ui {

LoadingState::LoadingState(QObject* parent, QList<QWidget*> offWhileLoading, QList<QWidget*> noted)
    : QObject(parent), offWhileLoading_(std::move(offWhileLoading)), noted_(std::move(noted)) {}

QAction* LoadingState::needsData(QAction* action) {
    needsData_ << action;
    return action;
}

void LoadingState::setLoading(bool loading) {
    const QString why =
        loading ? tr("Available once the project is checked and loaded") : QString();
    for (QWidget* w : std::as_const(offWhileLoading_)) {
        w->setEnabled(!loading);
        w->setToolTip(why);
    }
    for (QAction* a : std::as_const(needsData_)) {
        a->setEnabled(!loading);
        a->setStatusTip(why);
    }
}

void LoadingState::showNotes(const QString& path) {
    if (notes_.isEmpty())
        for (QWidget* view : std::as_const(noted_)) notes_ << new LoadingOverlay(view);
    for (LoadingOverlay* note : std::as_const(notes_)) {
        if (path.isEmpty())
            note->hide();
        else
            note->showText(tr("Checking and loading %1…\n\nThe numbers appear here once the "
                              "project is checked, loaded and evaluated.")
                               .arg(QFileInfo(path).fileName()));
    }
}

}  // namespace ranklens::ui
