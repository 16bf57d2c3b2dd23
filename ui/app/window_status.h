#pragma once
// What the main window says of its project and of the work under way: the title ("<project> —
// RankLens", marked [read-only]), the project's file in the status bar (by its file name, no
// folders in a learner's window; the whole path is the tooltip; the reason when it is read-only),
// the evaluation's summary, and the running job's progress and Cancel. MainWindow creates it and
// connects the session and the evaluation to it.
#include <QObject>
#include <QString>

#include "ui/common/retranslator.h"

class QLabel;
class QMainWindow;
class QProgressBar;
class QToolButton;

namespace ranklens::ui {

struct Evaluation;
class ProjectSession;

class WindowStatus : public QObject {
    Q_OBJECT
  public:
    WindowStatus(QMainWindow* window, ProjectSession* session);

    // The project just opened at path: its name in the title and its file in the status bar.
    void showOpenProject(const QString& path);
    // A project being opened (not open yet): its name in the title and its file.
    void showOpening(const QString& path);
    // No project (an open cancelled or refused): the plain title, no file, no summary.
    void showNoProject();
    void showProjectFile(const QString& path, const QString& readOnlyReason = {});
    void updateTitle();  // "<project> — RankLens", marked [read-only] when editing is off

    void showComputing();  // the summary while an evaluation runs
    // "2 runs × 50 queries · 12 ms" (or "· last session" for a snapshot); the definitions as
    // its tooltip.
    void showEvaluation(const Evaluation& ev);
    void clearEvaluation();

    // A job runs (busy): progress and Cancel show, `what` (when given) in the status bar until
    // the job ends — only that text goes then, an import's report stays.
    void showBusy(bool busy, const QString& what);
    void showProgress(int perMille);
    // A long text (a failure's first line) elided to the room beside the permanent labels, whole
    // in the tooltip.
    void showElided(const QString& text, int ms);
    void showMessage(const QString& text, int ms = 0);
    void clearMessage();

    // The fixed texts (Cancel, the title) in the UI language again.
    void retranslate();

  signals:
    void cancelRequested();

  private:
    QMainWindow* window_;
    ProjectSession* session_;
    Retranslator texts_;
    QLabel* projectLabel_;
    QLabel* evalLabel_;
    QProgressBar* progress_;
    QToolButton* cancel_;
    QString busyMessage_;  // the status text of the running job (cleared when it ends)
};

}  // namespace ranklens::ui
