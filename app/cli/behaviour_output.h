#pragma once
// Text output of the behaviour commands (log-eval, online-agreement): TSV with '#' comment
// lines carrying the definitions, or JSON with a "definitions" object. No Qt.
#include <optional>
#include <string>
#include <vector>

#include "core/behaviour/click_log.h"
#include "core/behaviour/debiased_metrics.h"
#include "core/behaviour/online_agreement.h"

namespace ranklens::cli {

struct LogEvalReport {
    std::string logPath, runPath, propensity;
    double clip = 0;
    std::size_t events = 0, ignoredEvents = 0;
    std::optional<double> firstTime, lastTime;
    std::optional<core::behaviour::LeakReport> leak;
    std::vector<core::behaviour::DebiasedResult> results;  // one per unexposed setting
    bool perQuery = false;
};

std::string renderLogEvalTsv(const LogEvalReport& r);
std::string renderLogEvalJson(const LogEvalReport& r);

std::string renderAgreementTsv(const std::vector<core::behaviour::AgreementRow>& rows);
std::string renderAgreementJson(const std::vector<core::behaviour::AgreementRow>& rows);

}  // namespace ranklens::cli
