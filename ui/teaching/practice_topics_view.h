#pragma once
// The learner's progress per topic (Practice ▸ Progress by topic…): for each topic (a kind and
// a measure) how often it was tried and got wrong, the right first tries in a row, whether it
// is mastered (core::teaching::kMasteryRun in a row) and the day a weak topic comes back.
#include <QWidget>

#include "core/teaching/practice_progress.h"

class QLabel;
class QTableWidget;

namespace ranklens::ui {

class PracticeTopicsView : public QWidget {
    Q_OBJECT
  public:
    PracticeTopicsView(const core::teaching::PracticeProgress& progress, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

  protected:
    void changeEvent(QEvent* e) override;

  private:
    void retranslateUi();

    core::teaching::PracticeProgress progress_;
    QLabel* intro_;
    QTableWidget* table_;
};

}  // namespace ranklens::ui
