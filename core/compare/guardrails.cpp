#include "core/compare/guardrails.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "core/base/text.h"
#include "core/measures/measure_spec.h"

namespace ranklens::core::compare {
namespace {

std::string fmt(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

double parseNumber(const std::string& s, const std::string& rule) {
    double v = 0;
    std::size_t used = 0;
    try {
        v = std::stod(s, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != s.size() || !std::isfinite(v))
        throw GuardRuleError("guardrail '" + rule + "': '" + s + "' is not a number");
    return v;
}

GuardRule rule(std::string metric, RuleKind kind, double limit, std::string note) {
    GuardRule r;
    r.metric = std::move(metric);
    r.kind = kind;
    r.limit = limit;
    r.note = std::move(note);
    return r;
}

// "1.1xbaseline", "1.1*baseline", "1.1×baseline" (after "<="): a MaxRatio rule.
GuardRule ratioRule(const std::string& glued, const std::string& text, GuardRule r) {
    std::string n = glued;
    const std::string tail = "baseline";
    if (n.size() < tail.size() || n.compare(n.size() - tail.size(), tail.size(), tail) != 0)
        throw GuardRuleError("guardrail '" + text +
                             "': '<=' takes a multiple of the baseline, e.g. '<= 1.1xbaseline'");
    n.resize(n.size() - tail.size());
    for (const std::string times : {"\u00d7", "x", "*"})
        if (n.size() >= times.size() &&
            n.compare(n.size() - times.size(), times.size(), times) == 0) {
            n.resize(n.size() - times.size());
            break;
        }
    r.kind = RuleKind::MaxRatio;
    r.limit = parseNumber(n, text);
    if (r.limit < 0)
        throw GuardRuleError("guardrail '" + text +
                             "': a multiple of the baseline cannot be negative");
    return r;
}

}  // namespace

std::string GuardRule::text() const {
    switch (kind) {
        case RuleKind::MustImprove:
            return metric + (requireSignificant ? " up significant" : " up");
        case RuleKind::MaxRelativeDrop:
            return metric + " drop<=" + fmt("%g", limit * 100) + "%";
        case RuleKind::MaxAbsoluteDrop:
            return metric + " drop<=" + fmt("%g", limit);
        case RuleKind::MinValue:
            return metric + " >= " + fmt("%g", limit);
        case RuleKind::MaxRatio:
            return metric + " <= " + fmt("%g", limit) + "xbaseline";
    }
    return metric;
}

GuardRule parseGuardRule(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    // Allow "drop <= 5%" and ">=0.3" with or without spaces: glue everything after the metric.
    if (words.size() < 2)
        throw GuardRuleError("guardrail '" + text +
                             "': expected METRIC up|drop<=N%|drop<=N|>=N, e.g. 'R@50 drop<=5%'");
    GuardRule r;
    r.metric = words[0];
    try {
        std::vector<MeasureRequest> probe;
        addMeasureSpec(r.metric, probe);
    } catch (const MeasureSpecError& e) {
        throw GuardRuleError("guardrail '" + text + "': " + e.what());
    }
    std::string rest;
    for (std::size_t i = 1; i < words.size(); ++i)
        rest += asciiLower(words[i]) + (i + 1 < words.size() ? " " : "");
    if (rest == "up" || rest == "up significant") {
        r.kind = RuleKind::MustImprove;
        r.limit = 0;
        r.requireSignificant = rest != "up";
        return r;
    }
    std::string glued;
    for (char c : rest)
        if (c != ' ') glued += c;
    if (glued.rfind("drop<=", 0) == 0) {
        std::string n = glued.substr(6);
        if (!n.empty() && n.back() == '%') {
            r.kind = RuleKind::MaxRelativeDrop;
            r.limit = parseNumber(n.substr(0, n.size() - 1), text) / 100.0;
        } else {
            r.kind = RuleKind::MaxAbsoluteDrop;
            r.limit = parseNumber(n, text);
        }
        if (r.limit < 0)
            throw GuardRuleError("guardrail '" + text + "': a drop limit cannot be negative");
        return r;
    }
    if (glued.rfind("<=", 0) == 0) return ratioRule(glued.substr(2), text, r);
    if (glued.rfind(">=", 0) == 0) {
        r.kind = RuleKind::MinValue;
        r.limit = parseNumber(glued.substr(2), text);
        return r;
    }
    throw GuardRuleError("guardrail '" + text + "': unknown condition '" + rest +
                         "' (use up, up significant, drop<=N%, drop<=N, >=N or <=Nxbaseline)");
}

std::vector<std::string> Guardrails::metricSpecs() const {
    std::vector<std::string> out{primary.metric};
    for (const auto& g : guards) out.push_back(g.metric);
    return out;
}

const std::vector<Guardrails>& guardrailPresets() {
    static const std::vector<Guardrails> presets = [] {
        std::vector<Guardrails> v;
        v.push_back(
            {"feed",
             "A recommendation feed: the order of the first screen matters most; recall and "
             "catalogue coverage must not be traded away for it.",
             rule("NDCG@10", RuleKind::MustImprove, 0, "ordering quality of the first screen"),
             {rule("R@10", RuleKind::MaxRelativeDrop, 0.05, "do not lose relevant items"),
              rule("coverage@10", RuleKind::MaxRelativeDrop, 0.05,
                   "do not narrow the catalogue shown")}});
        v.push_back({"search",
                     "Web or product search: the first result must be right; the page as a whole "
                     "and the share of queries with no relevant result must not get worse.",
                     rule("P@1", RuleKind::MustImprove, 0, "the first result"),
                     {rule("NDCG@10", RuleKind::MaxRelativeDrop, 0.02, "the first page"),
                      rule("hit@10", RuleKind::MaxAbsoluteDrop, 0.01,
                           "1 - Hit@10 is the share of queries with no relevant result in the top "
                           "10; it may rise by at most one point")}});
        v.push_back({"candidate retrieval",
                     "The first stage of a cascade: everything relevant must reach the re-ranker; "
                     "order hardly matters.",
                     rule("R@500", RuleKind::MustImprove, 0, "recall of the candidate set"),
                     {rule("coverage@500", RuleKind::MaxRelativeDrop, 0.05,
                           "do not collapse onto popular items")}});
        v.push_back(
            {"cold start",
             "New users or new items: show more of the catalogue without wrecking the "
             "ranking.",
             rule("coverage@10", RuleKind::MustImprove, 0, "catalogue coverage"),
             {rule("NDCG@10", RuleKind::MaxRelativeDrop, 0.10, "keep the ranking usable")}});
        return v;
    }();
    return presets;
}

const Guardrails* findPreset(const std::string& name) {
    for (const auto& p : guardrailPresets())
        if (asciiLower(p.name) == asciiLower(name)) return &p;
    return nullptr;
}

namespace {

// "must improve": passes only on a significant gain; a difference that is not significant is
// inconclusive (neither pass nor fail), a significant loss fails. A run-level value (no test)
// passes on a gain unless the rule asks for significance.
void mustImprove(const GuardRule& r, const Cell& cell, const std::string& name, RuleCheck& c) {
    c.detail = name + " " + fmt("%+.4f", cell.delta);
    if (!cell.tested) {
        c.pass = cell.delta > 0 && !r.requireSignificant;
        c.detail += " (no test: run-level value)";
        return;
    }
    c.pass = cell.delta > 0 && cell.significant;
    c.inconclusive = !cell.significant;
    c.detail += c.inconclusive ? " (not significant: inconclusive)" : " (significant)";
}

// A drop limit as a non-inferiority rule: passes when the lower bound of the interval of the
// difference clears the margin, fails when the difference itself does not, else inconclusive.
// Without an interval (a run-level value, or none computed) the difference is checked.
void notWorseThan(double margin, const Cell& cell, RuleCheck& c) {
    const bool bound = cell.tested && std::isfinite(cell.ci.low);
    const bool clears = (bound ? cell.ci.low : cell.delta) >= -margin - 1e-12;
    c.pass = clears;
    c.inconclusive = !clears && bound && cell.delta >= -margin - 1e-12;
    if (bound) c.detail += ", interval from " + fmt("%+.4f", cell.ci.low);
    if (c.inconclusive) c.detail += ": inconclusive";
}

void applyRule(const GuardRule& r, const Cell& cell, const std::string& name, RuleCheck& c) {
    switch (r.kind) {
        case RuleKind::MustImprove:
            mustImprove(r, cell, name, c);
            break;
        case RuleKind::MaxRelativeDrop: {
            const double rel = cell.baseline != 0 ? cell.delta / cell.baseline : 0.0;
            c.detail = name + " " + fmt("%+.1f %%", rel * 100) + " (limit " +
                       fmt("-%g %%", r.limit * 100) + ")";
            notWorseThan(r.limit * std::fabs(cell.baseline), cell, c);
            if (cell.baseline == 0) c.pass = rel >= -r.limit, c.inconclusive = false;
            break;
        }
        case RuleKind::MaxAbsoluteDrop:
            c.detail =
                name + " " + fmt("%+.4f", cell.delta) + " (limit " + fmt("-%g", r.limit) + ")";
            notWorseThan(r.limit, cell, c);
            break;
        case RuleKind::MaxRatio:
            c.pass = cell.value <= r.limit * cell.baseline + 1e-12;
            c.detail = name + " " + fmt("%.4f", cell.value) + " (at most " + fmt("%g", r.limit) +
                       " x baseline " + fmt("%.4f", cell.baseline) + " = " +
                       fmt("%.4f", r.limit * cell.baseline) + ")";
            break;
        case RuleKind::MinValue:
            c.pass = cell.value >= r.limit;
            c.detail =
                name + " " + fmt("%.4f", cell.value) + " (minimum " + fmt("%g", r.limit) + ")";
            break;
    }
}

}  // namespace

std::vector<RunScorecard> scorecard(const ComparisonInput& in, const Comparison& cmp,
                                    const Guardrails& g, int segment) {
    const ComparisonTable& table =
        segment >= 0 && static_cast<std::size_t>(segment) < cmp.segments.size()
            ? cmp.segments[static_cast<std::size_t>(segment)]
            : cmp.overall;
    auto check = [&](const GuardRule& r, std::size_t run) {
        RuleCheck c;
        c.rule = r;
        std::vector<MetricColumn> cols;
        try {
            cols = parseMetrics({r.metric});
        } catch (const std::exception& e) {
            c.detail = e.what();
            return c;
        }
        const auto it = std::find_if(
            in.metrics.begin(), in.metrics.end(),
            [&](const MetricColumn& m) { return !cols.empty() && m.key == cols.front().key; });
        if (it == in.metrics.end()) {
            c.detail = r.metric + " is not in the comparison";
            return c;
        }
        const auto m = static_cast<std::size_t>(it - in.metrics.begin());
        c.allQueries = &table != &cmp.overall && !it->perQuery();
        const Cell& cell = c.allQueries ? cmp.cell(run, m) : table.cells[run][m];
        c.found = true;
        c.display = it->display;
        c.tested = cell.tested;
        c.significant = cell.significant;
        c.baseline = cell.baseline;
        c.value = cell.value;
        c.delta = cell.delta;
        applyRule(r, cell, it->display, c);
        if (c.allQueries) c.detail += " (all queries: a run-level measure has no segment value)";
        return c;
    };
    std::vector<RunScorecard> out;
    for (std::size_t r = 0; r < in.runCount(); ++r) {
        if (r == cmp.options.baseline) continue;
        RunScorecard s;
        s.run = r;
        s.primary = check(g.primary, r);
        s.pass = s.primary.pass;
        bool failed = !s.primary.pass && !s.primary.inconclusive;
        for (const auto& rule : g.guards) {
            s.guards.push_back(check(rule, r));
            s.pass = s.pass && s.guards.back().pass;
            failed = failed || (!s.guards.back().pass && !s.guards.back().inconclusive);
        }
        s.inconclusive = !s.pass && !failed;
        out.push_back(std::move(s));
    }
    return out;
}

}  // namespace ranklens::core::compare
