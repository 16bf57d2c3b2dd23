#pragma once
// The behaviour analyses of a project, shared by the CLI (log-eval / online-agreement on a
// PROJECT) and the GUI's behaviour views: every run evaluated on a stored click log (raw clicks,
// clipped IPS, self-normalised IPS; unexposed items excluded and non-relevant), the leak check
// of each run's training cutoff against the log, and the offline <-> online agreement over the
// runs that have online results. No Qt.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/behaviour/debiased_metrics.h"
#include "core/behaviour/online_agreement.h"
#include "core/definitions/eval_config.h"
#include "core/store/behaviour_store.h"
#include "core/store/project_store.h"

namespace ranklens::store {

struct BehaviourAnalysisOptions {
    std::vector<int> ks{5, 10};
    // Offline metrics from the label set (any eval -m spec); their columns (P_5, ndcg_cut_10...)
    // are the label-based offline metrics of the agreement.
    std::vector<std::string> measures{"P.5,10", "recall.5,10", "ndcg_cut.5,10"};
    std::int64_t labelSetId = 0;      // 0: the active label set (none: no label metrics)
    std::int64_t logId = 0;           // 0: the newest click log (none: no click metrics)
    std::optional<double> eta, clip;  // default: the log's stored eta and clip
    core::EvalConfig config;
};

struct RunBehaviour {
    RunInfo run;
    std::optional<double> cutoff;                           // the run's training-data cutoff
    std::int64_t leaking = 0;                               // log events at or before it
    core::behaviour::DebiasedResult nonRelevant, excluded;  // unexposed = 0 / left out
};

struct BehaviourAnalysis {
    std::optional<ClickLogInfo> log;
    std::string propensity;  // "p(pos) = (1/pos)^1"
    double clip = 0;
    std::string labelSetName;
    std::vector<RunBehaviour> runs;  // every run (empty results without a log)
    std::vector<core::behaviour::OfflineValue> offline;
    std::vector<core::behaviour::OnlineResult> online;
    std::vector<core::behaviour::AgreementRow> agreement;
};

// Offline metric names of the click-log values: "raw P@5", "ips NDCG@10", "snips recall@10".
std::string clickMetricName(core::behaviour::Estimator e, const char* metric, int k);

// Throws StoreError / std::runtime_error on a damaged project or a bad measure spec. Reads the
// runs, the labels and the behaviour data (ps.behaviour(): none, an empty analysis).
BehaviourAnalysis analyseBehaviour(const ProjectStore& ps, const BehaviourAnalysisOptions& o);

// The rankings of a stored run (trec_eval order), for the debiased metrics.
core::behaviour::Rankings projectRankings(const RunStore& runs, std::int64_t runId);

}  // namespace ranklens::store
