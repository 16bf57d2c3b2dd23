#pragma once
// JourneyGuide: one of the start page's journeys (learn the metrics, inspect and judge a
// ranking, compare two models) one step per screen, with Back and Next (also the Left/Right
// arrow keys). The last step offers the journey's action ("Open the lessons", ...); "All
// journeys" goes back to the cards. Follows a live language switch.
#include <QWidget>

class QLabel;
class QPushButton;

namespace ranklens::ui {

class JourneyGuide : public QWidget {
    Q_OBJECT
  public:
    enum Journey { Learn, Inspect, Compare, JourneyCount };

    explicit JourneyGuide(QWidget* parent = nullptr);

    void setJourney(Journey j);  // its first step
    Journey journey() const { return journey_; }
    int step() const { return step_; }
    int stepCount() const;
    void next();
    void back();

    QString stepText() const;
    QString titleText() const;
    QPushButton* backButton() const { return back_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* actionButton() const { return action_; }
    QPushButton* allButton() const { return all_; }

  signals:
    void actionRequested(JourneyGuide::Journey j);  // the last step's button
    void closed();                                  // "All journeys"

  protected:
    void changeEvent(QEvent* e) override;

  private:
    void render();

    QLabel* title_;
    QLabel* text_;
    QLabel* position_;
    QPushButton* back_;
    QPushButton* next_;
    QPushButton* action_;
    QPushButton* all_;
    Journey journey_ = Learn;
    int step_ = 0;
};

}  // namespace ranklens::ui
