#pragma once
// RankingMetricsPanel: the live numbers of the ranking view — P@k, R@k, F1@k, NDCG@k, DCG@k,
// IDCG@k, AP@k, RR@k — each with its delta against the system's order, the definitions in
// force, and the DCG / IDCG / NDCG formula worked out on the actual list.
#include <QWidget>
#include <array>

#include "core/eval_config.h"
#include "core/ranking_metrics.h"
#include "core/teaching/explain.h"

class QFrame;
class QGridLayout;
class QLabel;
class QVBoxLayout;

namespace ranklens::ui {

class RankingMetricsPanel : public QWidget {
    Q_OBJECT
  public:
    explicit RankingMetricsPanel(QWidget* parent = nullptr);

    // current: the list as shown; system: the system's order (for the deltas). preview: the
    // values are those the list would have if the held row were dropped now.
    void setMetrics(const core::RankingMetrics& current, const core::RankingMetrics& system,
                    bool preview);
    void setDefinitions(const core::EvalConfig& cfg, const QString& labelSetName);
    void setFormula(const core::teaching::Explanation& e);
    void setDecimals(int d);

    // The text shown for a measure's value and delta (for tests and accessibility).
    QString valueText(core::RankingMeasure m) const;
    QString deltaText(core::RankingMeasure m) const;
    QString definitionsText() const;
    QString formulaText() const;

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: the measures' help tooltips

  private:
    struct Row {
        QLabel* name = nullptr;
        QLabel* value = nullptr;
        QLabel* delta = nullptr;
        QLabel* system = nullptr;
    };
    // The constructor's parts: the measure table (header and one row per measure), then the
    // counts, formula and definitions lines under it.
    QFrame* makeMeasureTable();
    void addMeasureRow(QGridLayout* grid, std::size_t i, const QFont& mono, const QFont& big);
    void addNoteLabels(QVBoxLayout* outer);

    std::array<Row, core::kRankingMeasureCount> rows_;
    QLabel* title_ = nullptr;
    QLabel* definitions_ = nullptr;
    QLabel* formula_ = nullptr;
    QLabel* counts_ = nullptr;
    int decimals_ = 4;
    core::RankingMetrics current_, system_;
    bool preview_ = false;
};

}  // namespace ranklens::ui
