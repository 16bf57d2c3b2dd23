#include "ui/app/explain_actions.h"

#include <QMenu>
#include <QTableView>
#include <algorithm>
#include <cmath>

#include "ui/common/explain_target.h"
#include "ui/common/measure_text.h"
#include "ui/curves/curves_view.h"
#include "ui/plot/plot_widget.h"
#include "ui/queries/queries_view.h"
#include "ui/teaching/explain_dialog.h"

namespace ranklens::ui {

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
                [this](const QModelIndex& i) { explainCell(i); });
        curves_->plot()->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(curves_->plot(), &QWidget::customContextMenuRequested, this,
                &ExplainActions::plotMenu);
    }
}

// The dialog explains one cut-off: its evaluation states that k in its definitions line, not the
// explorer's k (a value at k = 1 was shown above "k = 10; labels: ...").
ExplainDialog* ExplainActions::makeDialog(int k) {
    std::shared_ptr<const Evaluation> ev = current_();
    if (ev && ev->request.defs.k != k) {
        auto atK = std::make_shared<Evaluation>(*ev);
        atK->request.defs.k = k;
        ev = std::move(atK);
    }
    auto* d = new ExplainDialog(std::move(ev), parent_);
    d->setAttribute(Qt::WA_DeleteOnClose);
    return d;
}

ExplainDialog* ExplainActions::explainCell(const QModelIndex& index, bool deltaRunA) {
    const auto ev = current_();
    const QVariant v = index.data(ExplainTargetRole);
    if (!ev || !v.isValid()) return nullptr;
    const auto t = v.value<ExplainTarget>();
    if (t.kind == ExplainTarget::Kind::Mean) return explainCurvePoint(t.run, t.metric, t.k);
    auto* d = makeDialog(t.k);
    d->showQuery(t.isDifference() && deltaRunA ? t.otherRun : t.run, t.qid, t.metric, t.k);
    d->show();
    return d;
}

ExplainDialog* ExplainActions::explainCurvePoint(int run, int metric, int k) {
    const auto ev = current_();
    if (!ev || k < 1 || k > ev->K) return nullptr;
    auto* d = makeDialog(k);
    d->showMean(run, metric, k);
    d->show();
    return d;
}

void ExplainActions::queryMenu(const QPoint& pos) {
    const QModelIndex index = queries_->table()->indexAt(pos);
    const auto ev = current_();
    const QVariant v = index.data(ExplainTargetRole);
    if (!ev || !v.isValid()) return;
    const auto t = v.value<ExplainTarget>();
    QMenu menu;
    if (t.isDifference()) {
        // A delta is the difference of two values: explain either of them.
        const auto name = [&](int r) {
            return r >= 0 && r < static_cast<int>(ev->runs.size())
                       ? ev->runs[static_cast<std::size_t>(r)].name
                       : QString();
        };
        menu.addAction(tr("Explain the value of %1").arg(name(t.run)), this,
                       [this, index] { explainCell(index, false); });
        menu.addAction(tr("Explain the value of %1").arg(name(t.otherRun)), this,
                       [this, index] { explainCell(index, true); });
    } else {
        menu.addAction(tr("Explain this number"), this, [this, index] { explainCell(index); });
    }
    menu.exec(queries_->table()->viewport()->mapToGlobal(pos));
}

void ExplainActions::cutoffMenu(const QPoint& pos) {
    const QModelIndex index = curves_->cutoffView()->indexAt(pos);
    if (!index.data(ExplainTargetRole).isValid()) return;
    QMenu menu;
    menu.addAction(tr("Explain this mean (per-query values)"), this,
                   [this, index] { explainCell(index); });
    menu.exec(curves_->cutoffView()->viewport()->mapToGlobal(pos));
}

ExplainDialog* ExplainActions::explainPlotPointAt(const QPoint& pos) {
    const auto ev = current_();
    const CurvePoint p = curves_->plot()->curvePointAt(pos);
    const CurvesView::SeriesTarget t = curves_->seriesTarget(p.series);
    if (!ev || !p.isValid() || t.run < 0) return nullptr;
    const int k = static_cast<int>(std::lround(p.x));
    const QString qid = curves_->shownQuery();
    if (qid.isEmpty()) return explainCurvePoint(t.run, t.metric, k);
    auto* d = makeDialog(k);
    d->showQuery(t.run, qid, t.metric, k);
    d->show();
    return d;
}

// On a point: explains it at once. Elsewhere: a menu of every metric and run at the k under the
// mouse.
void ExplainActions::plotMenu(const QPoint& pos) {
    const auto ev = current_();
    PlotWidget* plot = curves_->plot();
    if (!ev || plot->isHistogram() || explainPlotPointAt(pos)) return;
    const int k = std::clamp(static_cast<int>(std::lround(plot->kAt(pos.x()))), 1, ev->K);
    QMenu menu;
    for (std::size_t m = 0; m < ev->request.metrics.size(); ++m)
        for (std::size_t r = 0; r < ev->runs.size(); ++r)
            menu.addAction(tr("Explain %1 of %2 (mean over queries)")
                               .arg(measureLabelAt(*ev->request.metrics[m], k), ev->runs[r].name),
                           this, [this, r, m, k] {
                               explainCurvePoint(static_cast<int>(r), static_cast<int>(m), k);
                           });
    if (!menu.isEmpty()) menu.exec(plot->mapToGlobal(pos));
}

}  // namespace ranklens::ui
