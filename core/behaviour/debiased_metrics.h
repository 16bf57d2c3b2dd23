#pragma once
// Position-debiased ranking metrics from a click log. Std C++ only.
//
// Model (the examination hypothesis): an item shown at position pos is examined with
// probability p(pos) and clicked iff examined and relevant, so P(click) = p(pos) * rel for
// binary rel. Per query and item d, from its n_d impressions i (positions pos_i, clicks c_i)
// and the clipped weights w_i = min(1 / p(pos_i), clip):
//   raw    g_d = sum_i c_i / n_d                         (click-through rate; biased to the top)
//   ips    g_d = sum_i c_i w_i / n_d                     (unbiased for rel when nothing is
//                                                         clipped; clipping biases it down)
//   snips  g_d = sum_i c_i w_i / sum_i p(pos_i) w_i      (self-normalised: the divisor is the
//                                                         expected weighted clicks of a relevant
//                                                         item, = n_d when nothing is clipped, so
//                                                         it removes the clipping bias)
// n_d counts the item's exposure events; an item with more clicks than exposures (a log of
// clicks only) counts each click as its own impression.
//
// Metrics of a ranking R (the evaluated run's list for the query) with gains g, cut-off k:
//   P@k      = sum_{i<=k} g(R_i) / k
//   DCG@k    = sum_{i<=k} g(R_i) / log2(i + 1)
//   recall@k = sum_{i<=k} g(R_i) / sum_{d in log} g_d       (ratio: consistent, not unbiased)
//   NDCG@k   = DCG@k / IDCG@k, IDCG from the query's gains sorted descending (ratio)
// P@k and DCG@k are linear in g, so with ips/snips they are unbiased for their true-label
// values; recall and NDCG estimate both numerator and normaliser from the log.
// Unexposed items (in the ranking, never in the log for that query): NonRelevant gives them
// gain 0 where they stand (full pool); Excluded removes them from the ranking before cutting
// at k (like judged-only evaluation). Queries whose log has no click are skipped (every
// normaliser is 0) and counted.
#include <cstddef>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/behaviour/click_log.h"
#include "core/behaviour/propensity.h"
#include "core/model/run.h"

namespace ranklens::core::behaviour {

struct ItemEvidence {
    double exposures = 0, clicks = 0;
    double weightedClicks = 0;    // sum of w over clicks
    double exposureExpected = 0;  // sum of p * w over exposure events
    double clickExpected = 0;     // sum of p * w over click events
};

using QueryEvidence = std::unordered_map<std::string, ItemEvidence>;
using Evidence = std::map<std::string, QueryEvidence>;  // by query id

class EvidenceBuilder {
  public:
    // clip: weights above it are clipped, 0 = none. Throws std::invalid_argument "clip: must be
    // a number >= 0, got ..." for anything else (a negative or NaN clip read from a project).
    EvidenceBuilder(Propensity propensity, double clip);
    // Throws std::invalid_argument when the position has no propensity.
    void add(const std::string& query, const std::string& item, int position, EventKind kind);
    Evidence take() { return std::move(evidence_); }

  private:
    Propensity propensity_;
    double clip_;
    Evidence evidence_;
};

// Every event of the log; throws std::runtime_error "file:line: ..." for an event without a
// position or at a position the propensity model has no value for.
Evidence gatherEvidence(const ClickLog& log, const Propensity& propensity, double clip);

enum class Estimator { Raw, Ips, SelfNormalised };
inline constexpr Estimator kEstimators[] = {Estimator::Raw, Estimator::Ips,
                                            Estimator::SelfNormalised};
const char* estimatorName(Estimator e);  // "raw", "ips", "snips"
double itemGain(const ItemEvidence& e, Estimator est);

enum class Unexposed { NonRelevant, Excluded };
const char* unexposedName(Unexposed u);  // "nonrelevant", "excluded"

struct MetricSet {
    double precision = 0, recall = 0, dcg = 0, ndcg = 0;
};

// The metrics of one ranking for one query at one cut-off.
MetricSet rankingMetrics(const std::vector<std::string>& ranking, const QueryEvidence& ev,
                         Estimator est, Unexposed unexposed, int k);

using Rankings = std::map<std::string, std::vector<std::string>>;  // qid -> items, best first

// A run's rankings in trec_eval's order (score descending, ties by docid descending).
Rankings rankingsOf(Run run);

struct DebiasedQuery {
    std::string qid;
    std::size_t loggedItems = 0, clickedItems = 0;
    std::size_t rankedUnexposed = 0;  // items of the ranking's top max(k) with no log evidence
    std::vector<MetricSet> values;    // [estimator index * ks.size() + k index]
};

struct DebiasedResult {
    std::vector<int> ks;
    Unexposed unexposed = Unexposed::NonRelevant;
    std::vector<DebiasedQuery> queries;  // logged queries with >= 1 click, qid byte order
    std::vector<MetricSet> mean;         // same layout as DebiasedQuery::values
    std::size_t skippedNoClick = 0;      // logged queries without any click
    std::size_t missingFromRun = 0;      // evaluated queries the run has no list for (all 0)
    const MetricSet& at(const std::vector<MetricSet>& v, Estimator e, std::size_t ki) const {
        return v[static_cast<std::size_t>(e) * ks.size() + ki];
    }
};

DebiasedResult evaluateDebiased(const Evidence& evidence, const Rankings& rankings,
                                const std::vector<int>& ks, Unexposed unexposed);

}  // namespace ranklens::core::behaviour
