#pragma once
// "Explain this number" for the ranking view's user models and intent-aware measures: the
// computation laid out rank by rank from core/teaching/explain_user_models — ERR's stopping
// probabilities and the chance of reaching each rank, RBP's weights and its residual,
// alpha-nDCG's per-subtopic novelty discounts against the greedy ideal order, ERR-IA's terms
// and the subtopics S-recall counts. The text is HTML; UserModelExplainDialog shows it.
#include <QDialog>
#include <QStringList>

#include "core/eval/ranking_metrics.h"
#include "core/teaching/explain_beyond.h"
#include "core/teaching/explain_user_models.h"

class QTextBrowser;

namespace ranklens::ui {

struct UserModelExplainInput {
    core::teaching::UserModelExplanation user;
    core::teaching::DiversityExplanation diversity;
    QStringList docs;  // the item at each rank of the judged list
    int decimals = 4;
};

// The step-by-step HTML of one measure.
QString userModelExplainHtml(core::RankingMeasure m, const UserModelExplainInput& in);

class UserModelExplainDialog : public QDialog {
    Q_OBJECT
  public:
    explicit UserModelExplainDialog(QWidget* parent = nullptr);
    void showMeasure(core::RankingMeasure m, const UserModelExplainInput& in);
    // A beyond-accuracy measure (ui/ranking/beyond_explain.h): missing = the metadata lacking.
    void showBeyond(core::RankingMeasure m, const core::teaching::BeyondExplanation& e,
                    int decimals, const QString& missing);
    QString html() const { return html_; }
    core::RankingMeasure measure() const { return measure_; }  // the measure shown

  private:
    QTextBrowser* text_ = nullptr;
    QString html_;
    core::RankingMeasure measure_ = core::RankingMeasure::Err;
};

}  // namespace ranklens::ui
