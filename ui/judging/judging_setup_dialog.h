#pragma once
// Asks what to judge: which runs to pool, the depth k and the annotator's name (remembered in
// the settings). The result is a JudgingSetup for JudgingQueue::start.
#include <QDialog>

#include "ui/judging/judging_queue.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace ranklens::ui {

struct ProjectData;

class JudgingSetupDialog : public QDialog {
    Q_OBJECT
  public:
    JudgingSetupDialog(const ProjectData& data, int k, QWidget* parent = nullptr);
    JudgingSetup setup() const;
    void accept() override;  // remembers the annotator's name; stays open without one

  private:
    void markAnnotator(bool missing);
    // The note naming the label set the grades go to, for the name typed so far.
    void showLabelSetName();

    QListWidget* runs_;
    QSpinBox* k_;
    QLineEdit* annotator_;
    QLabel* note_ = nullptr;
};

}  // namespace ranklens::ui
