#pragma once
// ExplainDialog — "Explain this number": for one query of one run, the list in a real ranking
// view with the computation step by step (ExplainWorkbench) at the cut-off k of the number,
// the step of the chosen measure highlighted; for a mean (a curve point, a cut-off table
// cell), the per-query values it averages, each row openable into its own computation.
#include <QDialog>
#include <memory>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "ui/common/retranslator.h"
#include "ui/evaluation/evaluation.h"

class QLabel;
class QPushButton;
class QStackedWidget;
class QTableWidget;

namespace ranklens::ui {

class ExplainWorkbench;

class ExplainDialog : public QDialog {
    Q_OBJECT
  public:
    explicit ExplainDialog(std::shared_ptr<const Evaluation> ev, QWidget* parent = nullptr);

    // metric: index into ev->request.metrics; run: index into ev->runs; k >= 1.
    // Unknown indices or query: a message instead of the computation, never a crash.
    void showQuery(int run, const QString& qid, int metric, int k);
    void showMean(int run, int metric, int k);
    // The means shown average only these queries (a comparison's pair), and say so with
    // basisText ("Each run is paired with the baseline over the labelled queries both
    // returned"). Call before showMean.
    void restrictTo(const std::vector<std::string>& qids, const QString& basisText);

    // The per-query values behind a mean: one per query the run is evaluated on.
    struct QueryValue {
        QString qid;
        double value = 0;
    };
    static std::vector<QueryValue> perQueryValues(const Evaluation& ev, int run, int metric, int k);

    ExplainWorkbench* workbench() const { return bench_; }
    QTableWidget* meanTable() const { return mean_; }
    QString headerText() const;
    bool showingMean() const;
    double meanValue() const { return meanValue_; }

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange: texts_ again

  private:
    QString meanBasisText(int run) const;

    std::shared_ptr<const Evaluation> ev_;
    Retranslator texts_;  // declared before the widgets made through it
    QStackedWidget* pages_;
    QLabel* meanHeader_;
    QTableWidget* mean_;
    QLabel* queryHeader_;
    QPushButton* back_;
    ExplainWorkbench* bench_;
    int run_ = 0, metric_ = 0, k_ = 1;
    double meanValue_ = 0;
    std::optional<std::unordered_set<std::string>> only_;  // restrictTo's queries
    QString basisText_;
    bool hasMean_ = false;
};

}  // namespace ranklens::ui
