#pragma once
// The controls of the leaderboard window: which runs, which measures, the test (randomised Tukey
// HSD by default, Tukey HSD from the two-way ANOVA, paired t or randomisation with a
// correction), α, the confidence of the intervals, the power of the minimal detectable effect
// and the permutations. Produces a LeaderboardJobRequest (without data and config).
#include <QWidget>

#include "ui/leaderboard/leaderboard_job.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QSpinBox;

namespace ranklens::ui {

class LeaderboardSettings : public QWidget {
    Q_OBJECT
  public:
    explicit LeaderboardSettings(QWidget* parent = nullptr);

    // The project's run names (data order); every run is chosen at first, the choice is kept
    // where names survive.
    void setRuns(const QStringList& names);
    void setChosenRuns(const std::vector<int>& runs);
    std::vector<int> chosenRuns() const;
    void setMetrics(const QString& specs);  // "ndcg@10, P@10"
    void setTest(core::stats::PairTest t);
    void setCorrection(core::stats::Correction c);
    void setPermutations(int n);
    QComboBox* testBox() const { return test_; }
    QComboBox* correctionBox() const { return correction_; }
    QPushButton* runsButton() const { return runs_; }
    QPushButton* computeButton() const { return go_; }

    // Fills runs, specs and options of req; false with a message when unusable.
    bool fillRequest(LeaderboardJobRequest& req, QString* error) const;

  signals:
    void computeRequested();
    void settingsChanged();

  protected:
    void changeEvent(QEvent* e) override;

  private:
    void retranslateUi();
    void updateRunsText();
    void layOut();

    QStringList runNames_;
    std::vector<bool> chosen_;
    QMenu* runsMenu_;
    QPushButton* runs_;
    QLineEdit* metrics_;
    QComboBox* test_;
    QComboBox* correction_;
    QDoubleSpinBox* alpha_;
    QDoubleSpinBox* confidence_;
    QDoubleSpinBox* power_;
    QSpinBox* permutations_;
    QPushButton* go_;
    QLabel* runsLabel_;
    QLabel* metricsLabel_;
    QLabel* testLabel_;
    QLabel* correctionLabel_;
    QLabel* alphaLabel_;
    QLabel* confidenceLabel_;
    QLabel* powerLabel_;
    QLabel* permutationsLabel_;
};

}  // namespace ranklens::ui
