#pragma once
// Two rankings of one query side by side (the baseline run and another run): rank, item,
// title and grade, with the items that moved highlighted — ▲/▼ with the number of places,
// "new" for items the baseline did not return in its list, and the baseline's items that the
// other run dropped marked in the left list. Read-only; the metric values of both lists on top.
#include <QWidget>

#include "ui/ranking/ranking_model.h"

class QLabel;
class QTableWidget;

namespace ranklens::ui {

class SideBySideView : public QWidget {
    Q_OBJECT
  public:
    explicit SideBySideView(QWidget* parent = nullptr);

    // depth: how many items of each list to show (0 = all). summary: a line of metric values.
    void setRankings(const RankingInput& baseline, const RankingInput& other, int depth,
                     const QString& summary);

    QTableWidget* leftTable() const { return left_; }
    QTableWidget* rightTable() const { return right_; }
    // Text of the movement column for a row of the right list ("▲2", "▼1", "new", "").
    QString movementText(int row) const;

  private:
    QLabel* title_;
    QLabel* summary_;
    QLabel* leftTitle_;
    QLabel* rightTitle_;
    QTableWidget* left_;
    QTableWidget* right_;
};

}  // namespace ranklens::ui
