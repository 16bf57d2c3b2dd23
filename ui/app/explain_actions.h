#pragma once
// ExplainActions — "Explain this number" wherever a metric value is shown: a context-menu
// action (and double-click on the cut-off table) on a per-query table cell, a cut-off table
// cell and a curve point opens ExplainDialog for that query, run and k, or for a mean, the
// per-query values it averages. Installs itself on the views; the owner only constructs it.
#include <QObject>
#include <functional>
#include <memory>

#include "ui/evaluation/evaluation.h"

class QModelIndex;
class QWidget;

namespace ranklens::ui {

class CurvesView;
class ExplainDialog;
class QueriesView;

class ExplainActions : public QObject {
    Q_OBJECT
  public:
    using EvaluationSource = std::function<std::shared_ptr<const Evaluation>()>;
    // dialogParent: the window the dialogs belong to; current: the evaluation shown now.
    ExplainActions(QWidget* dialogParent, QueriesView* queries, CurvesView* curves,
                   EvaluationSource current);

    // Each opens (and shows) a dialog and returns it, or nullptr when the cell holds no metric
    // value (e.g. a query id). A delta cell (B − A) is explained for run B, or for run A when
    // deltaRunA is set.
    ExplainDialog* explainQueryCell(const QModelIndex& index, bool deltaRunA = false) {
        return explainCell(index, deltaRunA);
    }
    ExplainDialog* explainCutoffCell(const QModelIndex& index) { return explainCell(index); }
    // Any cell whose model answers ExplainTargetRole.
    ExplainDialog* explainCell(const QModelIndex& index, bool deltaRunA = false);
    ExplainDialog* explainCurvePoint(int run, int metric, int k);
    // Right-click on the curves: the curve point nearest to pos (plot widget pixels) within
    // PlotWidget::kPickRadius, explained (the mean, or the query's value when the curves show
    // one query); nullptr when no point is that close.
    ExplainDialog* explainPlotPointAt(const QPoint& pos);

  private:
    void queryMenu(const QPoint& pos);
    void cutoffMenu(const QPoint& pos);
    void plotMenu(const QPoint& pos);
    ExplainDialog* makeDialog(int k);  // a dialog over the evaluation stated at cut-off k

    QWidget* parent_;
    QueriesView* queries_;
    CurvesView* curves_;
    EvaluationSource current_;
};

}  // namespace ranklens::ui
