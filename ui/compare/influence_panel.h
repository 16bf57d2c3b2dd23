#pragma once
// Beside the per-query waterfall: how the shown pair's difference and its p change when each
// query is left out (core/stats/leave_one_out.h), the queries that change the verdict first,
// then those that move Δ most; and whether the verdict holds without the three most
// influential queries. A click on a query opens it side by side.
#include <QWidget>
#include <vector>

#include "core/stats/leave_one_out.h"

class QLabel;
class QTableWidget;

namespace ranklens::ui {

class InfluencePanel : public QWidget {
    Q_OBJECT
  public:
    explicit InfluencePanel(QWidget* parent = nullptr);

    // The pair's paired values (baseline a, run b) over its queries; alpha of the verdict.
    void setPair(const QStringList& qids, const std::vector<double>& a,
                 const std::vector<double>& b, const QString& metric, double alpha);
    void clear(const QString& message = QString());

    QTableWidget* table() const { return table_; }
    QLabel* summary() const { return summary_; }
    const core::stats::Influence& influence() const { return influence_; }
    // The query of each table row, in row order.
    QStringList rowQueries() const;

  signals:
    void queryClicked(const QString& qid);

  protected:
    void changeEvent(QEvent* e) override;  // LanguageChange

  private:
    void retranslateUi();
    void fill();

    QLabel* summary_;
    QTableWidget* table_;
    core::stats::Influence influence_;
    QStringList qids_;
    QString metric_;
    double alpha_ = 0.05;
    bool shown_ = false;
    QString message_;
};

}  // namespace ranklens::ui
