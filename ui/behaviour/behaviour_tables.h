#pragma once
// Fills the behaviour views' tables from a store::BehaviourAnalysis: raw clicks vs IPS per run
// and metric@k, the same runs with unexposed items excluded and non-relevant (with the ratio),
// and the offline <-> online agreement per offline x online metric.
#include <QString>
#include <string>

#include "core/store/behaviour_analysis.h"

class QTableWidget;

namespace ranklens::ui::behaviour_tables {

// Columns: run, metric, raw clicks, IPS (clipped), self-normalised IPS (unexposed non-relevant).
void fillClicks(QTableWidget* t, const store::BehaviourAnalysis& a);
// Columns: run, metric, unexposed = excluded, unexposed = non-relevant, ratio (IPS values).
void fillExposure(QTableWidget* t, const store::BehaviourAnalysis& a);
// Columns: offline metric, online metric, runs, Kendall's tau-b, sign agreement.
void fillAgreement(QTableWidget* t, const store::BehaviourAnalysis& a);

// An offline metric of the agreement table in the words of the other tables: "snips recall@10" ->
// "Self-normalised IPS R@10", "ndcg_cut_5" -> "NDCG@5"; a name it does not know stays as it is.
QString offlineMetricLabel(const std::string& name);

// The definitions stated above each table.
QString clicksCaption(const store::BehaviourAnalysis& a);
// True when the click table has values and every IPS value equals its self-normalised one: no
// weight reached the clip, so the self-normalising divisor is the impressions themselves.
bool ipsEqualsSelfNormalised(const store::BehaviourAnalysis& a);
QString exposureCaption(const store::BehaviourAnalysis& a);
QString agreementCaption();

}  // namespace ranklens::ui::behaviour_tables
