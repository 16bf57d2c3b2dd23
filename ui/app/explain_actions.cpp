#include "ui/app/explain_actions.h"
#include "ui/common/measure_text.h"

#include <QMenu>
#include <QTableView>

#include "ui/curves/curves_view.h"
#include "ui/curves/cutoff_table_model.h"
#include "ui/plot/plot_widget.h"
#include "ui/queries/queries_view.h"
#include "ui/queries/query_table_model.h"
#include "ui/teaching/explain_dialog.h"

namespace ranklens::ui {

namespace {
constexpr int kCutoffFixedColumns = 2;  // metric, run (ui/cutoff_table_model.cpp)
}  // namespace

ExplainActions::ExplainActions(QWidget* dialogParent, QueriesView* queries, CurvesView* curves,
                               EvaluationSource current)
    : QObject(dialogParent),
      parent_(dialogParent),
      queries_(queries),
      curves_(curves),
      current_(std::move(current)) {
    if (queries_) {
        queries_->table()->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(queries_->table(), &QWidget::customContextMenuRequested, this,
                &ExplainActions::queryMenu);
    }
    if (curves_) {
        curves_->cutoffView()->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(curves_->cutoffView(), &QWidget::customContextMenuRequested, this,
                &ExplainActions::cutoffMenu);
        connect(curves_->cutoffView(), &QAbstractItemView::doubleClicked, this,
                [this](const QModelIndex& i) { explainCutoffCell(i); });
        curves_->plot()->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(curves_->plot(), &QWidget::customContextMenuRequested, this,
                &ExplainActions::plotMenu);
        connect(curves_->plot(), &PlotWidget::hoveredX, this, [this](double k) { hoveredK_ = k; });
    }
}

ExplainDialog* ExplainActions::makeDialog() {
    auto* d = new ExplainDialog(current_(), parent_);
    d->setAttribute(Qt::WA_DeleteOnClose);
    return d;
}

ExplainDialog* ExplainActions::explainQueryCell(const QModelIndex& proxyIndex, bool deltaRunA) {
    const auto ev = current_();
    if (!ev || !proxyIndex.isValid() || !queries_) return nullptr;
    const QModelIndex src = queries_->proxy()->mapToSource(proxyIndex);
    const QueryTableModel* model = queries_->model();
    const int nRuns = static_cast<int>(ev->runs.size());
    const int per = model->deltaColumn(0) >= 0 ? nRuns + 1 : nRuns;
    const int c = src.column() - QueryTableModel::FixedCount;
    if (c < 0 || per <= 0) return nullptr;
    const int metric = c / per;
    int run = c % per;
    if (metric >= static_cast<int>(ev->request.metrics.size())) return nullptr;
    if (run == nRuns) run = deltaRunA ? model->runA() : model->runB();  // a delta column
    auto* d = makeDialog();
    d->showQuery(run, model->qidAt(src.row()), metric, ev->request.defs.k);
    d->show();
    return d;
}

ExplainDialog* ExplainActions::explainCutoffCell(const QModelIndex& index) {
    const auto ev = current_();
    if (!ev || !index.isValid() || !curves_ || ev->runs.empty()) return nullptr;
    const int c = index.column() - kCutoffFixedColumns;
    const auto& cutoffs = curves_->cutoffModel()->cutoffs();
    if (c < 0 || c >= static_cast<int>(cutoffs.size())) return nullptr;
    const int nRuns = static_cast<int>(ev->runs.size());
    return explainCurvePoint(index.row() % nRuns, index.row() / nRuns,
                             cutoffs[static_cast<std::size_t>(c)]);
}

ExplainDialog* ExplainActions::explainCurvePoint(int run, int metric, int k) {
    const auto ev = current_();
    if (!ev || k < 1 || k > ev->K) return nullptr;
    auto* d = makeDialog();
    d->showMean(run, metric, k);
    d->show();
    return d;
}

void ExplainActions::queryMenu(const QPoint& pos) {
    const QModelIndex index = queries_->table()->indexAt(pos);
    const auto ev = current_();
    if (!index.isValid() || !ev) return;
    const QModelIndex src = queries_->proxy()->mapToSource(index);
    if (src.column() < QueryTableModel::FixedCount) return;
    QMenu menu;
    const QueryTableModel* model = queries_->model();
    bool delta = false;
    for (std::size_t m = 0; m < ev->request.metrics.size() && !delta; ++m)
        delta = src.column() == model->deltaColumn(static_cast<int>(m));
    if (delta) {
        // A delta is the difference of two values: explain either of them.
        const auto name = [&](int r) {
            return r >= 0 && r < static_cast<int>(ev->runs.size())
                       ? ev->runs[static_cast<std::size_t>(r)].name
                       : QString();
        };
        menu.addAction(tr("Explain the value of %1").arg(name(model->runB())), this,
                       [this, index] { explainQueryCell(index, false); });
        menu.addAction(tr("Explain the value of %1").arg(name(model->runA())), this,
                       [this, index] { explainQueryCell(index, true); });
    } else {
        menu.addAction(tr("Explain this number"), this, [this, index] { explainQueryCell(index); });
    }
    menu.exec(queries_->table()->viewport()->mapToGlobal(pos));
}

void ExplainActions::cutoffMenu(const QPoint& pos) {
    const QModelIndex index = curves_->cutoffView()->indexAt(pos);
    if (!index.isValid() || index.column() < kCutoffFixedColumns) return;
    QMenu menu;
    menu.addAction(tr("Explain this mean (per-query values)"), this,
                   [this, index] { explainCutoffCell(index); });
    menu.exec(curves_->cutoffView()->viewport()->mapToGlobal(pos));
}

void ExplainActions::plotMenu(const QPoint& pos) {
    const auto ev = current_();
    if (!ev || curves_->plot()->isHistogram()) return;
    const int k = static_cast<int>(hoveredK_);
    QMenu menu;
    for (std::size_t m = 0; m < ev->request.metrics.size(); ++m)
        for (std::size_t r = 0; r < ev->runs.size(); ++r)
            menu.addAction(tr("Explain %1 of %2 (mean over queries)")
                               .arg(measureLabelAt(*ev->request.metrics[m], k), ev->runs[r].name),
                           this, [this, r, m, k] {
                               explainCurvePoint(static_cast<int>(r), static_cast<int>(m), k);
                           });
    if (!menu.isEmpty()) menu.exec(curves_->plot()->mapToGlobal(pos));
}

}  // namespace ranklens::ui
