#include "core/compare/report_content.h"

#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>

namespace ranklens::core::compare::report {
namespace {

// A value as the tables print it; beyond 1e12 in a short form ("2.5e+307"), never the dozens of
// digits %f gives a value near the largest double.
std::string num(double v, const char* f = "%.4f") {
    if (!std::isfinite(v)) return "–";
    char buf[48];
    if (std::fabs(v) >= 1e12) {
        std::snprintf(buf, sizeof buf, f[1] == '+' ? "%+.4g" : "%.4g", v);
        return std::string(buf) + (std::string_view(f).ends_with("%%") ? " %" : "");
    }
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

std::string pval(double p) {
    if (!std::isfinite(p)) return "–";
    if (p < 0.0001) return "<0.0001";
    return num(p);
}

std::string pct(double v) {
    return std::isfinite(v) ? num(v * 100, "%+.1f %%") : "–";
}

const ComparisonInput& in(const ComparisonReport& r) {
    return *r.input;
}
const Comparison& cmp(const ComparisonReport& r) {
    return *r.comparison;
}

// The baselines of the report's whole-set tables: table 0 (overall) is against the baseline,
// table j > 0 against otherBaselines[j - 1] (Comparison::byBaseline[j - 1]).
std::size_t tableCount(const ComparisonReport& r) {
    return 1 + cmp(r).byBaseline.size();
}
std::size_t baselineOf(const ComparisonReport& r, std::size_t j) {
    return j == 0 ? cmp(r).options.baseline : cmp(r).options.otherBaselines[j - 1];
}
const ComparisonTable& tableOf(const ComparisonReport& r, std::size_t j) {
    return j == 0 ? cmp(r).overall : cmp(r).byBaseline[j - 1];
}

std::string runName(const ComparisonReport& r, std::size_t i, std::size_t base) {
    return in(r).runNames[i] + (i == base ? " (baseline)" : "");
}

Table wideTable(const ComparisonReport& r, const ComparisonTable& t, std::string title,
                std::size_t base) {
    Table out{std::move(title), {"Run"}, {}};
    for (const auto& m : in(r).metrics) out.headers.push_back(m.display);
    for (std::size_t run = 0; run < t.cells.size(); ++run) {
        std::vector<std::string> row{runName(r, run, base)};
        for (const Cell& c : t.cells[run]) {
            std::string s = num(c.value);
            if (run != base && std::isfinite(c.delta))
                s += " (" + num(c.delta, "%+.4f") + ")" + marker(c);
            row.push_back(s);
        }
        out.rows.push_back(std::move(row));
    }
    return out;
}

const std::vector<std::string> kDetailHeaders{
    "Segment",     "Run",        "Metric", "Queries", "Baseline", "Value",
    "Delta",       "Delta %",    "CI low", "CI high", "p",        "p adjusted",
    "Significant", "Effect d_z", "Wins",   "Ties",    "Losses"};

// The details' cells. For CSV (plain) every number is a bare number a spreadsheet reads as
// one: no sign, no "%" (the header says "Delta (%)"), a p-value below 0.0001 as its value, not
// "<0.0001".
// With several baselines each row starts with the baseline its pair is against (kAgainst).
const char* const kAgainst = "Against";

void detailRows(const ComparisonReport& r, const ComparisonTable& t, Table& out, std::size_t base,
                bool plain = false) {
    const char* signedFmt = plain ? "%.4f" : "%+.4f";
    // A value that rounds to zero is 0, not "-0.0000" (a CI bound of -1e-17).
    const auto bare = [plain](std::string s) {
        const bool zero = s.find_first_of("123456789") == std::string::npos;
        return plain && zero && s.starts_with('-') ? s.substr(1) : s;
    };
    for (std::size_t run = 0; run < t.cells.size(); ++run) {
        if (run == base) continue;
        for (std::size_t m = 0; m < t.cells[run].size(); ++m) {
            const Cell& c = t.cells[run][m];
            const auto p = [plain](double v) { return plain ? num(v, "%.6g") : pval(v); };
            out.rows.push_back(
                {t.segment, in(r).runNames[run], in(r).metrics[m].display,
                 std::to_string(c.queries), num(c.baseline), num(c.value), num(c.delta, signedFmt),
                 plain ? (std::isfinite(c.relDelta) ? num(c.relDelta * 100, "%.2f") : "–")
                       : pct(c.relDelta),
                 bare(num(c.ci.low, signedFmt)), bare(num(c.ci.high, signedFmt)), p(c.p),
                 p(c.pAdjusted), c.tested ? (c.significant ? "yes" : "no") : "–",
                 c.tested ? num(c.effect, plain ? "%.3f" : "%+.3f") : "–",
                 c.tested ? std::to_string(c.wins) : "–", c.tested ? std::to_string(c.ties) : "–",
                 c.tested ? std::to_string(c.losses) : "–"});
            if (tableCount(r) > 1)
                out.rows.back().insert(out.rows.back().begin(), in(r).runNames[base]);
        }
    }
}

// The details' headers: with several baselines, kAgainst first.
std::vector<std::string> detailHeaders(const ComparisonReport& r, bool plain) {
    auto h = kDetailHeaders;
    if (plain) h[7] = "Delta (%)";
    if (tableCount(r) > 1) h.insert(h.begin(), kAgainst);
    return h;
}

// The whole-set details of every baseline's table, without the Segment column.
Table wholeSetDetails(const ComparisonReport& r, bool plain) {
    Table t{"Details", detailHeaders(r, plain), {}};
    for (std::size_t j = 0; j < tableCount(r); ++j)
        detailRows(r, tableOf(r, j), t, baselineOf(r, j), plain);
    const std::size_t segment = tableCount(r) > 1 ? 1 : 0;
    for (auto& row : t.rows) row.erase(row.begin() + static_cast<long>(segment));
    t.headers.erase(t.headers.begin() + static_cast<long>(segment));
    return t;
}

}  // namespace

std::vector<std::string> headerLines(const ComparisonReport& r) {
    const auto& c = cmp(r);
    std::vector<std::string> lines{
        "Baseline: " + in(r).runNames[c.options.baseline],
        "Queries: " + std::to_string(c.overall.queries) + (in(r).labelled ? " labelled" : "") +
            "; " + in(r).describePairing() + " (pairing " + toString(in(r).pairing) + ")"};
    // How many labelled queries each run missed, always: a pair's queries depend on it.
    if (in(r).labelled) {
        std::string missed;
        for (std::size_t i = 0; i < in(r).coverage.size(); ++i)
            missed += (i ? ", " : "") + in(r).runNames[i] + " " +
                      std::to_string(in(r).coverage[i].missing());
        lines.push_back("Missed labelled queries: " + missed);
    }
    for (const auto& n : in(r).notes) lines.push_back("Note: " + n);
    lines.push_back("Definitions: " + in(r).definitions);
    lines.push_back("Test: " + c.options.describe());
    if (tableCount(r) > 1) {
        std::string others;
        for (std::size_t j = 1; j < tableCount(r); ++j)
            others += (j > 1 ? ", " : "") + in(r).runNames[baselineOf(r, j)];
        lines.push_back("Other baselines: " + others +
                        "; corrected together: " + std::to_string(c.familySize) +
                        " tests, every run against each of the " + std::to_string(tableCount(r)) +
                        " baselines on every metric (a pair of two baselines counted once)");
    }
    lines.push_back("Marker: * = significant after correction (adjusted p < " +
                    num(c.options.alpha, "%g") + ")");
    // Run-level measures (coverage, Gini): one value per run, so no interval and no test.
    std::string runLevel;
    for (const auto& m : in(r).metrics)
        if (!m.perQuery()) runLevel += (runLevel.empty() ? "" : ", ") + m.display;
    if (!runLevel.empty())
        lines.push_back("Run-level: " + runLevel +
                        " (one value for the whole run, not a mean over queries: no interval, "
                        "no p-value)");
    return lines;
}

std::vector<Table> tables(const ComparisonReport& r) {
    std::vector<Table> out;
    const auto& c = cmp(r);
    out.push_back(wideTable(r, c.overall, "Summary", c.options.baseline));
    for (std::size_t j = 1; j < tableCount(r); ++j)
        out.push_back(wideTable(r, tableOf(r, j),
                                "Summary against " + in(r).runNames[baselineOf(r, j)],
                                baselineOf(r, j)));
    out.push_back(wholeSetDetails(r, false));
    for (const auto& s : c.segments)
        out.push_back(
            wideTable(r, s, "Segment " + s.segment + " (" + std::to_string(s.queries) + " queries)",
                      c.options.baseline));
    if (r.guardrails) {
        Table sc{"Guardrails: " + r.guardrails->name, {"Run", "Rule", "Result", "Detail"}, {}};
        for (const auto& card : r.scorecards) {
            auto add = [&](const RuleCheck& k, const char* role) {
                sc.rows.push_back({in(r).runNames[card.run], std::string(role) + k.rule.text(),
                                   !k.found         ? "missing"
                                   : k.pass         ? "pass"
                                   : k.inconclusive ? "inconclusive"
                                                    : "FAIL",
                                   k.detail});
            };
            add(card.primary, "primary: ");
            for (const auto& g : card.guards) add(g, "guard: ");
            sc.rows.push_back({in(r).runNames[card.run], "overall",
                               card.pass           ? "PASS"
                               : card.inconclusive ? "INCONCLUSIVE"
                                                   : "FAIL",
                               ""});
        }
        out.push_back(std::move(sc));
    }
    if (r.sensitivity) {
        const auto& s = *r.sensitivity;
        Table st{"Definition sensitivity",
                 {"Run", "Metric", "Delta (A)", "Delta (B)", "Queries flipped"},
                 {}};
        for (std::size_t run = 0; run < s.meanA.size(); ++run) {
            if (run == s.baseline) continue;
            for (std::size_t m = 0; m < in(r).metrics.size(); ++m)
                st.rows.push_back({in(r).runNames[run], in(r).metrics[m].display,
                                   num(s.deltaA[run][m], "%+.4f"), num(s.deltaB[run][m], "%+.4f"),
                                   std::to_string(s.flipCount(run, m))});
        }
        out.push_back(std::move(st));
    }
    return out;
}

std::vector<std::string> headlines(const ComparisonReport& r) {
    std::vector<std::string> out;
    const std::size_t main = mainMetric(in(r), r.guardrails ? &*r.guardrails : nullptr);
    for (std::size_t run = 0; run < in(r).runCount(); ++run)
        if (run != cmp(r).options.baseline)
            if (std::string h = headline(in(r), cmp(r), run, main); !h.empty())
                out.push_back(std::move(h));
    return out;
}

std::vector<std::string> notes(const ComparisonReport& r) {
    std::vector<std::string> out;
    for (const auto& rd : r.readings)
        out.push_back("Reading: " + rd.text + " [" + rd.evidence + "]");
    for (std::size_t j = 1; j < tableCount(r) && j - 1 < r.otherReadings.size(); ++j)
        for (const auto& rd : r.otherReadings[j - 1])
            out.push_back("Reading against " + in(r).runNames[baselineOf(r, j)] + ": " + rd.text +
                          " [" + rd.evidence + "]");
    for (const auto& w : cmp(r).warnings) out.push_back("Warning: " + w.text);
    const auto& cells = cmp(r).overall.cells;
    for (std::size_t run = 0; run < cells.size(); ++run)
        for (std::size_t m = 0; m < cells[run].size(); ++m)
            if (cells[run][m].tested && !cells[run][m].effectReason.empty())
                out.push_back("Effect d_z of " + in(r).runNames[run] + " on " +
                              in(r).metrics[m].display + ": – (" + cells[run][m].effectReason +
                              ")");
    if (r.sensitivity) {
        const auto& s = *r.sensitivity;
        out.push_back("Sensitivity A: " + s.definitionsA);
        out.push_back("Sensitivity B: " + s.definitionsB);
        for (const auto& [run, m] : s.verdictFlips)
            out.push_back("Sensitivity: the mean delta of " + in(r).runNames[run] + " on " +
                          in(r).metrics[m].display + " changes sign between A and B");
        for (const auto& o : s.orderings) {
            auto names = [&](const std::vector<std::size_t>& v) {
                std::string t;
                for (std::size_t i : v) t += (t.empty() ? "" : " > ") + in(r).runNames[i];
                return t;
            };
            out.push_back("Sensitivity: system order on " + in(r).metrics[o.metric].display +
                          ": A " + names(o.orderA) + "; B " + names(o.orderB));
        }
    }
    return out;
}

namespace {

// Every pair's rows: each baseline's whole-set table, then the baseline's segments.
Table allDetails(const ComparisonReport& r, bool plain) {
    Table t{"", detailHeaders(r, plain), {}};
    for (std::size_t j = 0; j < tableCount(r); ++j)
        detailRows(r, tableOf(r, j), t, baselineOf(r, j), plain);
    for (const auto& s : cmp(r).segments) detailRows(r, s, t, cmp(r).options.baseline, plain);
    return t;
}

}  // namespace

Table details(const ComparisonReport& r) {
    return allDetails(r, false);
}

Table plainDetails(const ComparisonReport& r) {
    return allDetails(r, true);
}

}  // namespace ranklens::core::compare::report
