#pragma once
// Keeps what is edited in the ranking view in the project: a grade goes to the active label set,
// a hand-made order becomes a new run under a name the user gives. A failure is said in a message
// box naming what was not saved.
#include <QObject>

class QWidget;

namespace ranklens::ui {

class ProjectSession;
class RankingView;

class RankingEdits : public QObject {
    Q_OBJECT
  public:
    RankingEdits(QWidget* window, RankingView* ranking, ProjectSession* session);

  private:
    void saveOrder(const QString& qid, const QStringList& docids);

    QWidget* window_;
    ProjectSession* session_;
};

}  // namespace ranklens::ui
