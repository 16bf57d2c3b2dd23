#pragma once
// Offline <-> online agreement: which offline metric orders the runs the way the online test
// did? Std C++ only.
//
// For every (offline metric, online metric) and the runs that have both values:
//   Kendall's tau-b of the two orderings: (C - D) / sqrt((n0 - n1)(n0 - n2)), n0 = n(n-1)/2
//     pairs, C / D the concordant / discordant pairs, n1 the pairs tied offline, n2 the pairs
//     tied online (a pair tied on both sides is in n1 and n2). Undefined (no value) when every
//     pair is tied on one side or fewer than 2 runs have both values.
//   Sign agreement: among the run pairs whose offline and online differences are both non-zero,
//     the share whose differences have the same sign (agree / (agree + disagree)); pairs with a
//     zero difference on either side are counted as tied and left out of the share.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ranklens::core::behaviour {

struct OnlineResult {
    std::string run, metric;
    double value = 0;
    std::string unit;  // "%" when the value was written with a percent sign
    std::optional<double> ciLow, ciHigh;
    std::size_t line = 0;  // line in the file it was read from (0 = typed in), for messages
};

// "ctr_delta=+0.8% [0.2, 1.4]" (interval optional). Throws std::invalid_argument saying what
// is wrong.
OnlineResult parseOnlineSpec(std::string_view spec);

// CSV/TSV with a header: run,metric,value[,ci_low,ci_high] or run,result with result in
// parseOnlineSpec's form. Throws std::runtime_error "file:line: what", also for a (run, metric)
// listed twice.
std::vector<OnlineResult> readOnlineResults(const std::string& path);

struct OfflineValue {
    std::string run, metric;
    double value = 0;
};
// CSV/TSV with a header run,metric,value (e.g. ndcg@10). Throws std::runtime_error
// "file:line: what", also for a (run, metric) listed twice.
std::vector<OfflineValue> readOfflineValues(const std::string& path);

struct TauB {
    bool defined = false;
    double tau = 0;
    std::size_t n = 0;  // runs
    std::size_t concordant = 0, discordant = 0;
    std::size_t tiedOffline = 0, tiedOnline = 0, tiedBoth = 0;  // pairs tied on one / both sides
};
TauB kendallTauB(const std::vector<double>& offline, const std::vector<double>& online);

struct SignAgreement {
    std::size_t pairs = 0, agree = 0, disagree = 0, tied = 0;
    bool defined() const { return agree + disagree > 0; }
    double share() const {
        return defined() ? static_cast<double>(agree) / static_cast<double>(agree + disagree) : 0;
    }
};
SignAgreement signAgreement(const std::vector<double>& offline, const std::vector<double>& online);

struct AgreementRow {
    std::string offlineMetric, onlineMetric;
    std::vector<std::string> runs;  // runs with both values, sorted
    std::vector<double> offline, online;
    // The online interval of each run, when the results gave one (carried for display).
    std::vector<std::optional<std::pair<double, double>>> onlineCi;
    TauB tau;
    SignAgreement sign;
};

// One row per (online metric, offline metric), each in first-appearance order, online outer.
std::vector<AgreementRow> offlineOnlineAgreement(const std::vector<OfflineValue>& offline,
                                                 const std::vector<OnlineResult>& online);

}  // namespace ranklens::core::behaviour
