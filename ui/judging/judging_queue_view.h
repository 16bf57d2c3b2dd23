#pragma once
// JudgingQueueView — the judging queue on screen (logic: ui/judging_queue.h). Keyboard first:
// 0-4 grade the item shown, S skips it, Left/Right or Up/Down move between items, PgDn / PgUp
// go to the next / previous query, Ctrl+Z / Ctrl+Shift+Z undo / redo a grade. Shows the query
// (text from the query metadata when there is any), the item (id, title from the item
// metadata), the queued items of the query with their grades, and Judged@k progress of the
// query and overall. Clicking an item in the list moves to it.
#include <QWidget>
#include <memory>

#include "ui/common/retranslator.h"

class QLabel;
class QLayout;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace ranklens::ui {

class JudgingQueue;
class ProjectSession;
struct ProjectData;

class JudgingQueueView : public QWidget {
    Q_OBJECT
  public:
    // queue: started (JudgingQueue::start), not owned.
    JudgingQueueView(JudgingQueue* queue, ProjectSession* session, QWidget* parent = nullptr);

    // Parts, for tests.
    QProgressBar* overallBar() const { return overallBar_; }
    QProgressBar* queryBar() const { return queryBar_; }
    QLabel* overallText() const { return overallText_; }
    QLabel* queryText() const { return queryTextLabel_; }
    QLabel* itemTitle() const { return itemTitle_; }
    QTableWidget* itemList() const { return list_; }

  protected:
    void keyPressEvent(QKeyEvent* e) override;
    void changeEvent(QEvent* e) override;  // LanguageChange: texts_ and refresh()

  private:
    Retranslator texts_;  // the texts set once from tr()
    void buildUi();
    QLayout* buildProgressBars();
    QWidget* buildCard();
    QLayout* buildGradeButtons(QWidget* card);
    QWidget* buildList();
    void refresh();
    void refreshTotals(const ProjectData* data);
    void refreshQuery(const ProjectData* data, int q);
    void refreshItem(const ProjectData* data, int q, bool finished);
    void refreshList(const ProjectData* data, int q, bool finished);
    void grade(int g);

    JudgingQueue* queue_;
    ProjectSession* session_;
    QLabel* header_ = nullptr;
    QLabel* overallText_ = nullptr;
    QProgressBar* overallBar_ = nullptr;
    QLabel* queryHeader_ = nullptr;
    QProgressBar* queryBar_ = nullptr;
    QLabel* queryTextLabel_ = nullptr;
    QLabel* position_ = nullptr;
    QLabel* itemId_ = nullptr;
    QLabel* itemTitle_ = nullptr;
    QLabel* itemGrade_ = nullptr;
    QList<QPushButton*> gradeButtons_;
    QPushButton* skipButton_ = nullptr;
    QTableWidget* list_ = nullptr;
    QLabel* status_ = nullptr;
};

}  // namespace ranklens::ui
