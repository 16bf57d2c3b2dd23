#pragma once
// ClassView (File ▸ Grade Exercise Answers…): an instructor opens an exercise set and the
// answers files of the class (several at once, more later); the window shows the same two
// tables as `ranklens-cli practice check` (core/teaching/class_grading.h): per learner right,
// of and the wrong answers per topic, and per exercise how many got it right, wrong,
// unreadable or left it unanswered with the most frequent mistake. A file that cannot be read
// or answers another set is named with the reason and left out.
#include <QStringList>
#include <QWidget>
#include <optional>
#include <vector>

#include "core/teaching/class_grading.h"

class QLabel;
class QPushButton;
class QTableWidget;

namespace ranklens::ui {

class ClassView : public QWidget {
    Q_OBJECT
  public:
    explicit ClassView(QWidget* parent = nullptr);

    bool openSet(const QString& path);  // false: the reason is shown
    // Grades the files and adds them to the class; returns how many were taken.
    int addAnswerFiles(const QStringList& paths);
    QTableWidget* learnersTable() const { return learners_; }
    QTableWidget* exercisesTable() const { return exercises_; }
    QString messages() const;

  protected:
    void changeEvent(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;  // Esc closes the window

  private:
    void retranslateUi();
    void refresh();
    QString topicName(const std::string& topic) const;

    std::optional<core::teaching::PracticeSet> set_;
    QString setName_;
    std::vector<core::teaching::LearnerResult> results_;
    QStringList refused_;

    QLabel* intro_;
    QLabel* setLabel_;
    QLabel* messages_;
    QLabel* learnersTitle_;
    QLabel* exercisesTitle_;
    QPushButton* openSet_;
    QPushButton* addFiles_;
    QPushButton* clear_;
    QTableWidget* learners_;
    QTableWidget* exercises_;
};

}  // namespace ranklens::ui
