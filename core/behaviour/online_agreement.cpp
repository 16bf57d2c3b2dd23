#include "core/behaviour/online_agreement.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>

#include "core/behaviour/table_file.h"

namespace ranklens::core::behaviour {

namespace {

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// "+0.8%" -> 0.8 with unit "%".
bool parseValue(std::string_view s, double& v, std::string* unit) {
    s = trimmed(s);
    if (!s.empty() && s.back() == '%') {
        s.remove_suffix(1);
        if (unit) *unit = "%";
    }
    return parseNumber(trimmed(s), v);
}

int sign(double d) {
    return d > 0 ? 1 : d < 0 ? -1 : 0;
}

// The result field of a row. When the result is the last column, the fields beyond the header
// are the rest of its interval: "A,ctr_delta=+0.8% [0.2, 1.4]" unquoted is the CSV fields
// "ctr_delta=+0.8% [0.2" and " 1.4]" (the README's own example failed so).
std::string resultText(const std::vector<std::string>& f, std::size_t headerFields, int result) {
    const auto at = static_cast<std::size_t>(result);
    if (at >= f.size()) return {};
    std::string text = f[at];
    if (at + 1 == headerFields)
        for (std::size_t i = at + 1; i < f.size(); ++i) text += "," + f[i];
    return text;
}

}  // namespace

OnlineResult parseOnlineSpec(std::string_view spec) {
    OnlineResult r;
    const auto eq = spec.find('=');
    if (eq == std::string_view::npos) throw std::invalid_argument("expected name=value");
    r.metric = std::string(trimmed(spec.substr(0, eq)));
    if (r.metric.empty()) throw std::invalid_argument("empty metric name before '='");
    std::string_view rest = spec.substr(eq + 1);
    const auto open = rest.find('[');
    if (!parseValue(rest.substr(0, open), r.value, &r.unit))
        throw std::invalid_argument("value '" + std::string(trimmed(rest.substr(0, open))) +
                                    "' is not a number");
    if (open == std::string_view::npos) return r;
    const auto close = rest.find(']', open);
    const auto comma = rest.find(',', open);
    double lo = 0, hi = 0;
    if (close == std::string_view::npos || comma == std::string_view::npos || comma > close ||
        !trimmed(rest.substr(close + 1)).empty() ||
        !parseValue(rest.substr(open + 1, comma - open - 1), lo, nullptr) ||
        !parseValue(rest.substr(comma + 1, close - comma - 1), hi, nullptr))
        throw std::invalid_argument("interval must look like [low, high]");
    if (lo > hi) throw std::invalid_argument("interval low is above high");
    r.ciLow = lo;
    r.ciHigh = hi;
    return r;
}

std::vector<OnlineResult> readOnlineResults(const std::string& path) {
    TableFile file(path);
    std::vector<std::string> h, f;
    if (!file.next(h)) throw std::runtime_error(path + ": empty file (no header)");
    const int run = findColumn(h, {"run", "system", "variant"});
    const int result = findColumn(h, {"result", "online"});
    const int metric = findColumn(h, {"metric", "name"});
    const int value = findColumn(h, {"value"});
    const int lo = findColumn(h, {"ci_low", "low", "lower"});
    const int hi = findColumn(h, {"ci_high", "high", "upper"});
    if (run < 0 || (result < 0 && (metric < 0 || value < 0)))
        file.fail("header needs run,metric,value[,ci_low,ci_high] or run,result");
    std::vector<OnlineResult> out;
    std::map<std::pair<std::string, std::string>, std::size_t> firstLine;  // (run, metric)
    auto at = [&](int c) -> std::string {
        return c >= 0 && static_cast<std::size_t>(c) < f.size() ? f[static_cast<std::size_t>(c)]
                                                                : std::string();
    };
    while (file.next(f)) {
        OnlineResult r;
        try {
            if (result >= 0) {
                r = parseOnlineSpec(resultText(f, h.size(), result));
            } else {
                r.metric = at(metric);
                if (r.metric.empty()) throw std::invalid_argument("empty metric");
                if (!parseValue(at(value), r.value, &r.unit))
                    throw std::invalid_argument("value '" + at(value) + "' is not a number");
                double l = 0, u = 0;
                if (!at(lo).empty() || !at(hi).empty()) {
                    if (!parseValue(at(lo), l, nullptr) || !parseValue(at(hi), u, nullptr) || l > u)
                        throw std::invalid_argument("ci_low/ci_high must be numbers, low <= high");
                    r.ciLow = l;
                    r.ciHigh = u;
                }
            }
        } catch (const std::invalid_argument& e) {
            file.fail(e.what());
        }
        r.run = at(run);
        if (r.run.empty()) file.fail("empty run name");
        r.line = file.line();
        // A second value for a (run, metric) once replaced the first without a word.
        if (const auto [it, fresh] = firstLine.emplace(std::pair(r.run, r.metric), r.line); !fresh)
            file.fail("run '" + r.run + "' has metric '" + r.metric + "' twice (also on line " +
                      std::to_string(it->second) + ")");
        out.push_back(std::move(r));
    }
    return out;
}

std::vector<OfflineValue> readOfflineValues(const std::string& path) {
    TableFile file(path);
    std::vector<std::string> h, f;
    if (!file.next(h)) throw std::runtime_error(path + ": empty file (no header)");
    const int run = findColumn(h, {"run", "system", "variant"});
    const int metric = findColumn(h, {"metric", "measure"});
    const int value = findColumn(h, {"value"});
    if (run < 0 || metric < 0 || value < 0) file.fail("header needs run,metric,value");
    const auto need = static_cast<std::size_t>(std::max({run, metric, value})) + 1;
    std::vector<OfflineValue> out;
    std::set<std::pair<std::string, std::string>> seen;
    while (file.next(f)) {
        if (f.size() < need) file.fail("expected run,metric,value");
        OfflineValue v{f[static_cast<std::size_t>(run)], f[static_cast<std::size_t>(metric)], 0};
        if (v.run.empty() || v.metric.empty()) file.fail("empty run or metric");
        if (!parseNumber(f[static_cast<std::size_t>(value)], v.value))
            file.fail("value '" + f[static_cast<std::size_t>(value)] + "' is not a number");
        if (!seen.emplace(v.run, v.metric).second)
            file.fail("run '" + v.run + "' has metric '" + v.metric + "' twice");
        out.push_back(std::move(v));
    }
    return out;
}

TauB kendallTauB(const std::vector<double>& x, const std::vector<double>& y) {
    TauB t;
    t.n = std::min(x.size(), y.size());
    for (std::size_t i = 0; i < t.n; ++i)
        for (std::size_t j = i + 1; j < t.n; ++j) {
            const int sx = sign(x[j] - x[i]), sy = sign(y[j] - y[i]);
            if (sx == 0 && sy == 0)
                ++t.tiedBoth;
            else if (sx == 0)
                ++t.tiedOffline;
            else if (sy == 0)
                ++t.tiedOnline;
            else if (sx == sy)
                ++t.concordant;
            else
                ++t.discordant;
        }
    const double n0 = static_cast<double>(t.n) * static_cast<double>(t.n - (t.n > 0)) / 2;
    const double n1 = static_cast<double>(t.tiedOffline + t.tiedBoth);
    const double n2 = static_cast<double>(t.tiedOnline + t.tiedBoth);
    const double denom = std::sqrt((n0 - n1) * (n0 - n2));
    t.defined = denom > 0;
    if (t.defined)
        t.tau = (static_cast<double>(t.concordant) - static_cast<double>(t.discordant)) / denom;
    return t;
}

SignAgreement signAgreement(const std::vector<double>& x, const std::vector<double>& y) {
    const TauB t = kendallTauB(x, y);
    SignAgreement s;
    s.agree = t.concordant;
    s.disagree = t.discordant;
    s.tied = t.tiedOffline + t.tiedOnline + t.tiedBoth;
    s.pairs = s.agree + s.disagree + s.tied;
    return s;
}

std::vector<AgreementRow> offlineOnlineAgreement(const std::vector<OfflineValue>& offline,
                                                 const std::vector<OnlineResult>& online) {
    std::vector<std::string> offMetrics, onMetrics;
    std::map<std::pair<std::string, std::string>, double> off;  // (metric, run) -> value
    std::map<std::pair<std::string, std::string>, const OnlineResult*> on;
    for (const auto& v : offline) {
        if (std::find(offMetrics.begin(), offMetrics.end(), v.metric) == offMetrics.end())
            offMetrics.push_back(v.metric);
        off[{v.metric, v.run}] = v.value;
    }
    for (const auto& v : online) {
        if (std::find(onMetrics.begin(), onMetrics.end(), v.metric) == onMetrics.end())
            onMetrics.push_back(v.metric);
        on[{v.metric, v.run}] = &v;
    }
    std::vector<AgreementRow> rows;
    for (const auto& om : onMetrics)
        for (const auto& fm : offMetrics) {
            AgreementRow r{fm, om, {}, {}, {}, {}, {}, {}};
            for (auto it = on.lower_bound({om, ""}); it != on.end() && it->first.first == om;
                 ++it) {
                const auto o = off.find({fm, it->first.second});
                if (o == off.end()) continue;
                r.runs.push_back(it->first.second);
                r.offline.push_back(o->second);
                r.online.push_back(it->second->value);
                // An interval needs both bounds (a stored row may hold one: no interval).
                r.onlineCi.push_back(
                    it->second->ciLow && it->second->ciHigh
                        ? std::optional(std::pair(*it->second->ciLow, *it->second->ciHigh))
                        : std::nullopt);
            }
            r.tau = kendallTauB(r.offline, r.online);
            r.sign = signAgreement(r.offline, r.online);
            rows.push_back(std::move(r));
        }
    return rows;
}

}  // namespace ranklens::core::behaviour
