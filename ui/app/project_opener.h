#pragma once
// Opening projects: by path, from File → Open / New Project, the recent list, a drop, an import
// with no project open. A missing file is said so (with Locate… and Remove from List), never
// created; one replacing the open project is checked first in the background (ProjectPrecheck:
// refused, the open project stays); another project open, the user chooses a new window or
// replacing it. A checked project opens from its results snapshot (SnapshotOpening) or, the
// first time, in the background: the window at once, the checks and the load behind, the numbers
// when the evaluation publishes; Cancel goes back to the project that was open before.
#include <QObject>
#include <QString>

class QWidget;

namespace ranklens::ui {

class CurrentQuery;
class DefinitionsBar;
class EvaluationController;
class LoadingState;
class ProjectPrecheck;
class ProjectSession;
class SnapshotOpening;
class WindowStatus;

class ProjectOpener : public QObject {
    Q_OBJECT
  public:
    struct Parts {
        ProjectSession* session;
        EvaluationController* eval;
        SnapshotOpening* snapshots;
        WindowStatus* status;
        LoadingState* loading;
        CurrentQuery* current;
        DefinitionsBar* bar;
    };
    ProjectOpener(QWidget* window, const Parts& parts);

    // Opens an existing project (never creates one). False when nothing was started.
    bool openProject(const QString& path);
    // Opens path, creating the project when there is no file.
    bool newProject(const QString& path);
    // A project the user picked: asks first when another project is open (new window or
    // replace). create: File → New Project's path.
    void openFromUser(const QString& path, bool create = false);
    void askAndOpen();    // File → Open Project…
    void askAndCreate();  // File → New Project…
    // No project is open at an import: asks for a new one (true when one is open then).
    bool askForProject();

  signals:
    void recentFilesChanged();  // an entry was taken off the recent list

  private:
    static bool opensInBackground(const QString& path);
    bool openProjectAt(const QString& path, bool create);
    bool openChecked(const QString& path, bool create);  // after the checks (or without)
    void checkBeforeReplacing(const QString& path);
    void refused(const QString& path, const QString& message);
    void tellMissing(const QString& path);
    void locateMissing(const QString& path);
    QString askNewProjectPath();  // "" when cancelled
    void openInOtherWindow(const QString& path, bool create);
    void openFirstTime(const QString& path);
    void cancelled(const QString& path);
    void failed(const QString& path, const QString& message);

    QWidget* window_;
    Parts parts_;
    QString previousProject_;              // open before the one being opened (Cancel: back)
    ProjectPrecheck* precheck_ = nullptr;  // made on first use
};

}  // namespace ranklens::ui
