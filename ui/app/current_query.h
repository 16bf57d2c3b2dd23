#pragma once
// The query (and the run) the ranking view shows: chosen in the queries table, from the
// comparison, from Label Sets or the start page. The ranking follows the current evaluation: with
// none, or one without that query (a project just opened or created), it is empty, so no grade
// key can label anything; a snapshot's numbers leave it as it is (it needs the ranked lists).
#include <QObject>
#include <QString>

namespace ranklens::ui {

struct Evaluation;
class CurvesView;
class EvaluationController;
class MainLayout;
class QueriesView;
class RankingView;

class CurrentQuery : public QObject {
    Q_OBJECT
  public:
    CurrentQuery(QObject* parent, EvaluationController* eval, CurvesView* curves,
                 QueriesView* queries, RankingView* ranking, MainLayout* layout);

    QString qid() const { return qid_; }
    int run() const { return run_; }
    // Query qid of run `run` (index into the evaluation's runs) in the ranking view; an empty
    // qid: nothing in view.
    void show(const QString& qid, int run);
    // Query qid selected in the table and its ranking in front (a comparison, the start page).
    void inspect(const QString& qid, int run);
    // The current query's ranking in front (the start page's "inspect"); none chosen: nothing.
    void inspectCurrent();
    // Item doc of query qid in the ranking of run `run` (-1: the run shown), selected, when
    // that run returned it.
    void showItem(const QString& qid, const QString& doc, int run);
    // A new evaluation shown: its first query when none is chosen yet, the ranking again.
    void follow(const Evaluation& ev);
    // The ranking of the current query again, from the current evaluation.
    void refreshRanking();

  private:
    EvaluationController* eval_;
    CurvesView* curves_;
    QueriesView* queries_;
    RankingView* ranking_;
    MainLayout* layout_;
    QString qid_;
    int run_ = 0;
};

}  // namespace ranklens::ui
