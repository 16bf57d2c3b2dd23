#pragma once
// RankingMetricsPanel: the live numbers of the ranking view — P@k, R@k, F1@k, NDCG@k, DCG@k,
// IDCG@k, AP@k, RR@k — each with its delta against the system's order, the definitions in
// force, and the DCG / IDCG / NDCG formula worked out on the actual list. Under "More
// measures" (a toggle, remembered): RBP(p) and its residual, ERR@k, nERR@k and, when the query
// has subtopic labels, alpha-nDCG@k, ERR-IA@k and S-recall@k, each name a link that asks for
// its computation step by step (explainRequested); below them, when the project's items have
// categories (and popularity), ILD@k, CatCov@k, Novelty@k, ARP@k and LT@k, explained the same way
// (explainBeyondRequested), or a word saying which metadata is missing.
#include <QWidget>
#include <array>

#include "core/eval/ranking_metrics.h"
#include "core/eval_config.h"
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

    // The text shown for a measure's value and delta (for tests and accessibility).
    QString valueText(core::RankingMeasure m) const;
    QString deltaText(core::RankingMeasure m) const;
    QString definitionsText() const;
    QString formulaText() const;

    // "More measures": current and system as for setMetrics.
    void setExtraMetrics(const core::ExtraMetrics& current, const core::ExtraMetrics& system,
                         bool preview);
    bool moreMeasuresShown() const;
    void setMoreMeasuresShown(bool on);
    double rbpPersistence() const;  // RBP's p in (0, 1): 0.5, 0.8 (default), 0.95 or typed
    void setRbpPersistence(double p);
    QString valueText(core::ExtraMeasure m) const;
    QString deltaText(core::ExtraMeasure m) const;
    bool isRowShown(core::ExtraMeasure m) const;  // shown when "More measures" is on
    QString extraNoteText() const;

    // Beyond accuracy (ILD, catcov, novelty, ARP, long tail), under "More measures": current
    // and system as for setMetrics. Without item categories / popularity the value says which
    // is missing.
    void setBeyondMetrics(const core::BeyondMetrics& current, const core::BeyondMetrics& system,
                          bool preview);
    QString valueText(core::BeyondMeasure m) const;
    QString deltaText(core::BeyondMeasure m) const;
    bool isRowShown(core::BeyondMeasure m) const;
    QString beyondNoteText() const;
    // What a measure lacks in b's metadata ("" when it can be computed), in the user's language.
    // Where the items' popularity came from, named in the beyond-accuracy note.
    void setPopularitySource(const QString& source) { popularitySource_ = source; }
    static QString missingMetadata(core::BeyondMeasure m, const core::BeyondMetrics& b);

  signals:
    void explainRequested(ranklens::core::ExtraMeasure m);
    void explainBeyondRequested(ranklens::core::BeyondMeasure m);
    void rbpPersistenceChanged(double p);

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
    void addExtraRows(QGridLayout* grid, int firstRow, const QFont& mono, const QFont& big);
    Row makeRow(QWidget* parent, const QString& key, const QFont& mono, const QFont& big);
    void placeRow(QGridLayout* grid, const Row& r, int row);
    // Value, delta (coloured) and system value of one row.
    void showValues(Row& r, double v, double s, bool preview, const QString& help);
    void updateExtraVisibility();
    void addBeyondRows(QGridLayout* grid, int firstRow, const QFont& mono, const QFont& big);
    void rbpTextChanged(const QString& text);

    std::array<Row, core::kRankingMeasureCount> rows_;
    std::array<Row, core::kExtraMeasureCount> extraRows_;
    QToolButton* more_ = nullptr;
    QComboBox* rbpP_ = nullptr;
    QLabel* rbpPLabel_ = nullptr;
    QLabel* extraNote_ = nullptr;
    core::ExtraMetrics extraCurrent_, extraSystem_;
    bool extraPreview_ = false;
    double rbp_ = 0.8;
    std::array<Row, core::kBeyondMeasureCount> beyondRows_;
    QLabel* beyondTitle_ = nullptr;
    QLabel* beyondNote_ = nullptr;
    core::BeyondMetrics beyondCurrent_, beyondSystem_;
    bool beyondPreview_ = false;
    QString popularitySource_;
    QLabel* title_ = nullptr;
    QLabel* definitions_ = nullptr;
    QLabel* formula_ = nullptr;
    QLabel* counts_ = nullptr;
    int decimals_ = 4;
    core::RankingMetrics current_, system_;
    bool preview_ = false;
};

}  // namespace ranklens::ui
