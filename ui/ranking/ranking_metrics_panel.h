#pragma once
// RankingMetricsPanel: the live numbers of the ranking view, one row per core::RankingMeasure —
// P@k, R@k, F1@k, NDCG@k, DCG@k, IDCG@k, AP@k, RR@k — each with its delta against the system's
// order, the definitions in force, and the DCG / IDCG / NDCG formula worked out on the actual
// list. Under "More measures" (a toggle, remembered): the user models and, when the query has
// subtopic labels, the intent-aware measures; then beyond accuracy, from the project's item
// metadata, or a word saying which metadata is missing. The names under "More measures" are
// links that ask for the computation step by step (explainRequested).
#include <QWidget>
#include <array>

#include "core/definitions/eval_config.h"
#include "core/eval/ranking_metrics.h"
#include "core/teaching/explain.h"

class QFrame;
class QGridLayout;
class QComboBox;
class QLabel;
class QToolButton;
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

    // The text shown for a measure's value and delta (for tests and accessibility); a value
    // that cannot be computed says which metadata is missing.
    QString valueText(core::RankingMeasure m) const;
    QString deltaText(core::RankingMeasure m) const;
    // Accuracy rows are always shown; the others when "More measures" is on (the intent-aware
    // ones only with subtopic labels).
    bool isRowShown(core::RankingMeasure m) const;
    // The note under a group of "More measures" ("" when hidden; the accuracy rows have none).
    QString noteText(core::RankingGroup g) const;
    QString definitionsText() const;
    QString formulaText() const;

    bool moreMeasuresShown() const;
    void setMoreMeasuresShown(bool on);
    double rbpPersistence() const;  // RBP's p in (0, 1): 0.5, 0.8 (default), 0.95 or typed
    void setRbpPersistence(double p);
    // Where the items' popularity came from, named in the beyond-accuracy note.
    void setPopularitySource(const QString& source) { popularitySource_ = source; }
    // What the item metadata lacks, in the user's language ("" for Nothing and Subtopics).
    static QString lackText(core::RankingLack lack);

  signals:
    void explainRequested(ranklens::core::RankingMeasure m);
    void rbpPersistenceChanged(double p);

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: the fixed texts and the help

  private:
    struct Row {
        QLabel* name = nullptr;
        QLabel* value = nullptr;
        QLabel* delta = nullptr;
        QLabel* system = nullptr;
    };
    // The constructor's parts: the measure table (a heading, the rows and a note per group),
    // then the counts, formula and definitions lines under it.
    QFrame* makeMeasureTable();
    void addGroupHeading(QGridLayout* grid, core::RankingGroup g, int& row);
    void addGroupNote(QGridLayout* grid, core::RankingGroup g, int& row);
    void addMoreMeasuresBar(QGridLayout* grid, int row);
    void addRow(QGridLayout* grid, core::RankingMeasure m, int row, const QFont& mono,
                const QFont& big);
    void addNoteLabels(QVBoxLayout* outer);
    void retranslate();
    // Name, value, delta (coloured) and system value of one row, from current_ and system_.
    void showRow(core::RankingMeasure m);
    void showValues(Row& r, double v, double s, const QString& help);
    void showNotes();
    void updateVisibility();
    void rbpTextChanged(const QString& text);

    std::array<Row, core::kRankingMeasureCount> rows_;
    std::array<QLabel*, 3> notes_{};  // per RankingGroup; none for the accuracy rows
    QToolButton* more_ = nullptr;
    QComboBox* rbpP_ = nullptr;
    QLabel* rbpPLabel_ = nullptr;
    QLabel* beyondTitle_ = nullptr;
    std::array<QLabel*, 4> columnHeads_{};  // Measure, This order, Δ vs system, System
    QString popularitySource_;
    double rbp_ = 0.8;
    QLabel* title_ = nullptr;
    QLabel* definitions_ = nullptr;
    QLabel* formula_ = nullptr;
    QLabel* counts_ = nullptr;
    int decimals_ = 4;
    core::RankingMetrics current_, system_;
    bool preview_ = false;
};

}  // namespace ranklens::ui
