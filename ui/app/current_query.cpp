#include "ui/app/current_query.h"

#include <algorithm>

#include "ui/app/main_layout.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/queries/queries_view.h"
#include "ui/ranking/inspector_input.h"
#include "ui/ranking/ranking_model.h"
#include "ui/ranking/ranking_session.h"
#include "ui/ranking/ranking_table_view.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {

CurrentQuery::CurrentQuery(QObject* parent, EvaluationController* eval, CurvesView* curves,
                           QueriesView* queries, RankingView* ranking, MainLayout* layout)
    : QObject(parent),
      eval_(eval),
      curves_(curves),
      queries_(queries),
      ranking_(ranking),
      layout_(layout) {}

void CurrentQuery::show(const QString& qid, int run) {
    qid_ = qid;
    run_ = run;
    curves_->setSelectedQuery(qid);
    refreshRanking();
}

void CurrentQuery::inspect(const QString& qid, int run) {
    queries_->selectQuery(qid);
    show(qid, run);
    layout_->showRanking();
}

void CurrentQuery::inspectCurrent() {
    if (qid_.isEmpty()) return;
    queries_->selectQuery(qid_);
    layout_->showRanking();
}

void CurrentQuery::showItem(const QString& qid, const QString& doc, int run) {
    queries_->selectQuery(qid);
    show(qid, run < 0 ? run_ : run);
    layout_->showRanking();
    const int row = ranking_->session()->rowOfDocId(doc);
    if (row < 0) return;  // the run did not return it: its query is shown
    RankingTableView* list = ranking_->listView();
    list->setCurrentIndex(ranking_->model()->index(row, 0));
    list->scrollTo(list->currentIndex());
    list->setFocus();
}

void CurrentQuery::follow(const Evaluation& ev) {
    if (qid_.isEmpty() && !ev.qids.empty())
        queries_->selectQuery(QString::fromStdString(ev.qids.front()));
    refreshRanking();
}

void CurrentQuery::refreshRanking() {
    const auto ev = eval_->current();
    const bool known =
        ev && std::find(ev->qids.begin(), ev->qids.end(), qid_.toStdString()) != ev->qids.end();
    if (qid_.isEmpty() || (ev && !ev->fromSnapshot && !known)) {
        ranking_->clear();
        return;
    }
    if (!ev || ev->fromSnapshot) return;
    const auto run = static_cast<std::size_t>(std::max(0, run_));
    if (run >= ev->data->runs.size()) return;
    ranking_->setInput(makeRankingInput(*ev->data, run, qid_, ev->request.defs.config));
}

}  // namespace ranklens::ui
