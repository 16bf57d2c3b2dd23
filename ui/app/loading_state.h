#pragma once
// What is off while a project is checked and loaded in the background (its results snapshot
// shown, or nothing yet on a first open): the definitions bar, the ranking view and the actions
// that need the loaded project, each with the reason as its tooltip or status tip; and, on a
// first open, a note over the curves and the queries saying what is happening.
#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace ranklens::ui {

class LoadingOverlay;

class LoadingState : public QObject {
    Q_OBJECT
  public:
    // offWhileLoading: the widgets turned off; noted: the views the first open's note covers.
    LoadingState(QObject* parent, QList<QWidget*> offWhileLoading, QList<QWidget*> noted);

    // An action that needs the loaded project (off while loading).
    QAction* needsData(QAction* action);
    void setLoading(bool loading);
    // The note over the noted views naming the file being opened; an empty path hides it.
    void showNotes(const QString& path);

  private:
    QList<QWidget*> offWhileLoading_;
    QList<QWidget*> noted_;
    QList<QAction*> needsData_;
    QList<LoadingOverlay*> notes_;  // made on first use
};

}  // namespace ranklens::ui
