#include "core/compare/comparison_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <sstream>

namespace ranklens::core::compare {
namespace {

struct Table {
    std::string title;
    std::vector<std::string> headers;
    std::vector<std::vector<std::string>> rows;
};

std::string num(double v, const char* f = "%.4f") {
    if (!std::isfinite(v)) return "–";
    char buf[48];
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

std::string runName(const ComparisonReport& r, std::size_t i) {
    return in(r).runNames[i] + (i == cmp(r).options.baseline ? " (baseline)" : "");
}

Table wideTable(const ComparisonReport& r, const ComparisonTable& t, std::string title) {
    Table out{std::move(title), {"Run"}, {}};
    for (const auto& m : in(r).metrics) out.headers.push_back(m.display);
    for (std::size_t run = 0; run < t.cells.size(); ++run) {
        std::vector<std::string> row{runName(r, run)};
        for (const Cell& c : t.cells[run]) {
            std::string s = num(c.value);
            if (run != cmp(r).options.baseline && std::isfinite(c.delta))
                s += " (" + num(c.delta, "%+.4f") + ")" + marker(c);
            row.push_back(s);
        }
        out.rows.push_back(std::move(row));
    }
    return out;
}

const std::vector<std::string> kDetailHeaders{
    "Segment", "Run", "Metric",     "Baseline",    "Value",      "Delta", "Delta %", "CI low",
    "CI high", "p",   "p adjusted", "Significant", "Effect d_z", "Wins",  "Ties",    "Losses"};

void detailRows(const ComparisonReport& r, const ComparisonTable& t, Table& out) {
    for (std::size_t run = 0; run < t.cells.size(); ++run) {
        if (run == cmp(r).options.baseline) continue;
        for (std::size_t m = 0; m < t.cells[run].size(); ++m) {
            const Cell& c = t.cells[run][m];
            out.rows.push_back(
                {t.segment, in(r).runNames[run], in(r).metrics[m].display, num(c.baseline),
                 num(c.value), num(c.delta, "%+.4f"), pct(c.relDelta), num(c.ci.low, "%+.4f"),
                 num(c.ci.high, "%+.4f"), pval(c.p), pval(c.pAdjusted),
                 c.tested ? (c.significant ? "yes" : "no") : "–",
                 c.tested ? num(c.effect, "%+.3f") : "–", c.tested ? std::to_string(c.wins) : "–",
                 c.tested ? std::to_string(c.ties) : "–",
                 c.tested ? std::to_string(c.losses) : "–"});
        }
    }
}

std::vector<std::string> headerLines(const ComparisonReport& r) {
    const auto& c = cmp(r);
    std::vector<std::string> lines{"Baseline: " + in(r).runNames[c.options.baseline],
                                   "Queries: " + std::to_string(c.overall.queries),
                                   "Definitions: " + in(r).definitions,
                                   "Test: " + c.options.describe(),
                                   "Marker: * = significant after correction (adjusted p < " +
                                       num(c.options.alpha, "%g") + ")"};
    return lines;
}

std::vector<Table> tables(const ComparisonReport& r) {
    std::vector<Table> out;
    const auto& c = cmp(r);
    out.push_back(wideTable(r, c.overall, "Summary"));
    Table details{"Details", kDetailHeaders, {}};
    detailRows(r, c.overall, details);
    for (auto& row : details.rows) row.erase(row.begin());
    details.headers.erase(details.headers.begin());
    out.push_back(std::move(details));
    for (const auto& s : c.segments)
        out.push_back(wideTable(
            r, s, "Segment " + s.segment + " (" + std::to_string(s.queries) + " queries)"));
    if (r.guardrails) {
        Table sc{"Guardrails: " + r.guardrails->name, {"Run", "Rule", "Result", "Detail"}, {}};
        for (const auto& card : r.scorecards) {
            auto add = [&](const RuleCheck& k, const char* role) {
                sc.rows.push_back({in(r).runNames[card.run], std::string(role) + k.rule.text(),
                                   !k.found ? "missing"
                                   : k.pass ? "pass"
                                            : "FAIL",
                                   k.detail});
            };
            add(card.primary, "primary: ");
            for (const auto& g : card.guards) add(g, "guard: ");
            sc.rows.push_back(
                {in(r).runNames[card.run], "overall", card.pass ? "PASS" : "FAIL", ""});
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
                                   num(s.meanA[run][m] - s.meanA[s.baseline][m], "%+.4f"),
                                   num(s.meanB[run][m] - s.meanB[s.baseline][m], "%+.4f"),
                                   std::to_string(s.flipCount(run, m))});
        }
        out.push_back(std::move(st));
    }
    return out;
}

std::vector<std::string> notes(const ComparisonReport& r) {
    std::vector<std::string> out;
    for (const auto& rd : r.readings)
        out.push_back("Reading: " + rd.text + " [" + rd.evidence + "]");
    for (const auto& w : cmp(r).warnings) out.push_back("Warning: " + w.text);
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

std::string htmlEscape(const std::string& s) {
    std::string o;
    for (char c : s) {
        switch (c) {
            case '&':
                o += "&amp;";
                break;
            case '<':
                o += "&lt;";
                break;
            case '>':
                o += "&gt;";
                break;
            case '"':
                o += "&quot;";
                break;
            default:
                o += c;
        }
    }
    return o;
}

std::string latexEscape(const std::string& s) {
    std::string o;
    for (char c : s) {
        switch (c) {
            case '&':
            case '%':
            case '$':
            case '#':
            case '_':
            case '{':
            case '}':
                o += '\\';
                o += c;
                break;
            case '~':
                o += "\\textasciitilde{}";
                break;
            case '^':
                o += "\\textasciicircum{}";
                break;
            case '\\':
                o += "\\textbackslash{}";
                break;
            case '*':
                o += "$^{*}$";
                break;
            default:
                o += c;
        }
    }
    // The en dash of missing values and the delta sign are plain in LaTeX.
    std::string out;
    for (std::size_t i = 0; i < o.size(); ++i) {
        if (o.compare(i, 3, "–") == 0) {
            out += "--";
            i += 2;
        } else {
            out += o[i];
        }
    }
    return out;
}

std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    std::string o = "\"";
    for (char c : s) o += c == '"' ? std::string("\"\"") : std::string(1, c);
    return o + "\"";
}

std::string mdCell(std::string s) {
    std::string o;
    for (char c : s) o += c == '|' ? std::string("\\|") : std::string(1, c);
    return o;
}

std::string renderText(const ComparisonReport& r) {
    std::ostringstream o;
    o << "RankLens comparison\n";
    for (const auto& l : headerLines(r)) o << l << "\n";
    for (const auto& t : tables(r)) {
        o << "\n" << t.title << "\n";
        std::vector<std::size_t> w(t.headers.size());
        auto width = [](const std::string& s) {
            std::size_t n = 0;  // UTF-8 code points
            for (unsigned char c : s) n += (c & 0xC0) != 0x80;
            return n;
        };
        for (std::size_t i = 0; i < w.size(); ++i) {
            w[i] = width(t.headers[i]);
            for (const auto& row : t.rows) w[i] = std::max(w[i], width(row[i]));
        }
        auto line = [&](const std::vector<std::string>& cells) {
            for (std::size_t i = 0; i < cells.size(); ++i)
                o << cells[i]
                  << std::string(w[i] - width(cells[i]) + (i + 1 < cells.size() ? 2 : 0), ' ');
            o << "\n";
        };
        line(t.headers);
        for (const auto& row : t.rows) line(row);
    }
    const auto n = notes(r);
    if (!n.empty()) o << "\n";
    for (const auto& l : n) o << l << "\n";
    return o.str();
}

std::string renderMarkdown(const ComparisonReport& r) {
    std::ostringstream o;
    o << "# RankLens comparison\n\n";
    for (const auto& l : headerLines(r)) o << "- " << mdCell(l) << "\n";
    for (const auto& t : tables(r)) {
        o << "\n## " << t.title << "\n\n|";
        for (const auto& h : t.headers) o << " " << mdCell(h) << " |";
        o << "\n|";
        for (std::size_t i = 0; i < t.headers.size(); ++i) o << (i == 0 ? " --- |" : " ---: |");
        o << "\n";
        for (const auto& row : t.rows) {
            o << "|";
            for (const auto& c : row) o << " " << mdCell(c) << " |";
            o << "\n";
        }
    }
    const auto n = notes(r);
    if (!n.empty()) o << "\n## Notes\n\n";
    for (const auto& l : n) o << "- " << mdCell(l) << "\n";
    return o.str();
}

std::string renderHtml(const ComparisonReport& r) {
    std::ostringstream o;
    o << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>RankLens comparison</title>\n"
         "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;margin:1em "
         "0}"
         "th,td{padding:4px 10px;border-bottom:1px solid #ddd;text-align:right}"
         "th:first-child,td:first-child{text-align:left}.defs{color:#555}</style></head><body>\n"
         "<h1>RankLens comparison</h1>\n<ul class=\"defs\">\n";
    for (const auto& l : headerLines(r)) o << "<li>" << htmlEscape(l) << "</li>\n";
    o << "</ul>\n";
    for (const auto& t : tables(r)) {
        o << "<h2>" << htmlEscape(t.title) << "</h2>\n<table>\n<tr>";
        for (const auto& h : t.headers) o << "<th>" << htmlEscape(h) << "</th>";
        o << "</tr>\n";
        for (const auto& row : t.rows) {
            o << "<tr>";
            for (const auto& c : row) o << "<td>" << htmlEscape(c) << "</td>";
            o << "</tr>\n";
        }
        o << "</table>\n";
    }
    const auto n = notes(r);
    if (!n.empty()) o << "<h2>Notes</h2>\n<ul>\n";
    for (const auto& l : n) o << "<li>" << htmlEscape(l) << "</li>\n";
    if (!n.empty()) o << "</ul>\n";
    o << "</body></html>\n";
    return o.str();
}

std::string renderLatex(const ComparisonReport& r) {
    std::ostringstream o;
    o << "% RankLens comparison. Needs \\usepackage{booktabs}.\n";
    for (const auto& l : headerLines(r)) o << "% " << l << "\n";
    for (const auto& t : tables(r)) {
        o << "\n\\begin{table}[ht]\n\\centering\n\\caption{" << latexEscape(t.title) << "}\n"
          << "\\begin{tabular}{l" << std::string(t.headers.size() - 1, 'r') << "}\n\\toprule\n";
        for (std::size_t i = 0; i < t.headers.size(); ++i)
            o << (i ? " & " : "") << latexEscape(t.headers[i]);
        o << " \\\\\n\\midrule\n";
        for (const auto& row : t.rows) {
            for (std::size_t i = 0; i < row.size(); ++i)
                o << (i ? " & " : "") << latexEscape(row[i]);
            o << " \\\\\n";
        }
        o << "\\bottomrule\n\\end{tabular}\n\\end{table}\n";
    }
    o << "\n% Definitions: " << in(r).definitions << "\n% Test: " << cmp(r).options.describe()
      << "\n";
    for (const auto& l : notes(r)) o << "% " << l << "\n";
    return o.str();
}

std::string renderCsv(const ComparisonReport& r) {
    std::ostringstream o;
    for (const auto& l : headerLines(r)) o << "# " << l << "\n";
    Table t{"", kDetailHeaders, {}};
    detailRows(r, cmp(r).overall, t);
    for (const auto& s : cmp(r).segments) detailRows(r, s, t);
    for (std::size_t i = 0; i < t.headers.size(); ++i)
        o << (i ? "," : "") << csvField(t.headers[i]);
    o << "\n";
    for (auto row : t.rows) {
        for (auto& c : row)
            if (c == "–") c.clear();  // empty field = no value
        for (std::size_t i = 0; i < row.size(); ++i) o << (i ? "," : "") << csvField(row[i]);
        o << "\n";
    }
    return o.str();
}

nlohmann::json jnum(double v) {
    return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
}

nlohmann::json tableJson(const ComparisonReport& r, const ComparisonTable& t) {
    nlohmann::json cells = nlohmann::json::array();
    for (std::size_t run = 0; run < t.cells.size(); ++run)
        for (std::size_t m = 0; m < t.cells[run].size(); ++m) {
            const Cell& c = t.cells[run][m];
            cells.push_back({{"run", in(r).runNames[run]},
                             {"metric", in(r).metrics[m].display},
                             {"column", in(r).metrics[m].key},
                             {"baseline", jnum(c.baseline)},
                             {"value", jnum(c.value)},
                             {"delta", jnum(c.delta)},
                             {"relative_delta", jnum(c.relDelta)},
                             {"tested", c.tested},
                             {"p_t", c.tested ? jnum(c.pT) : nullptr},
                             {"p_randomization", c.tested ? jnum(c.pRandom) : nullptr},
                             {"p", c.tested ? jnum(c.p) : nullptr},
                             {"p_adjusted", c.tested ? jnum(c.pAdjusted) : nullptr},
                             {"significant", c.significant},
                             {"effect_dz", c.tested ? jnum(c.effect) : nullptr},
                             {"ci", {jnum(c.ci.low), jnum(c.ci.high)}},
                             {"wins", c.wins},
                             {"ties", c.ties},
                             {"losses", c.losses}});
        }
    return {{"segment", t.segment}, {"queries", t.queries}, {"cells", cells}};
}

std::string renderJson(const ComparisonReport& r) {
    const auto& c = cmp(r);
    nlohmann::json j;
    j["baseline"] = in(r).runNames[c.options.baseline];
    j["runs"] = in(r).runNames;
    j["definitions"] = in(r).definitions;
    j["test"] = {{"description", c.options.describe()},
                 {"kind", toString(c.options.test)},
                 {"permutations", c.options.permutations},
                 {"seed", c.options.seed},
                 {"bootstrap_resamples", c.options.resamples},
                 {"confidence", c.options.confidence},
                 {"correction", std::string(stats::correctionName(c.options.correction))},
                 {"alpha", c.options.alpha},
                 {"weighted", c.options.weighted}};
    nlohmann::json metrics = nlohmann::json::array();
    for (const auto& m : in(r).metrics)
        metrics.push_back({{"display", m.display},
                           {"column", m.key},
                           {"description", std::string(m.measure->description)}});
    j["metrics"] = metrics;
    j["overall"] = tableJson(r, c.overall);
    j["segments"] = nlohmann::json::array();
    for (const auto& s : c.segments) j["segments"].push_back(tableJson(r, s));
    j["warnings"] = nlohmann::json::array();
    for (const auto& w : c.warnings) j["warnings"].push_back(w.text);
    j["readings"] = nlohmann::json::array();
    for (const auto& rd : r.readings)
        j["readings"].push_back({{"text", rd.text}, {"evidence", rd.evidence}});
    if (r.guardrails) {
        nlohmann::json g = {{"preset", r.guardrails->name}, {"runs", nlohmann::json::array()}};
        for (const auto& card : r.scorecards) {
            nlohmann::json rules = nlohmann::json::array();
            auto add = [&](const RuleCheck& k, const char* role) {
                rules.push_back({{"role", role},
                                 {"rule", k.rule.text()},
                                 {"found", k.found},
                                 {"pass", k.pass},
                                 {"detail", k.detail}});
            };
            add(card.primary, "primary");
            for (const auto& x : card.guards) add(x, "guard");
            g["runs"].push_back(
                {{"run", in(r).runNames[card.run]}, {"pass", card.pass}, {"rules", rules}});
        }
        j["guardrails"] = g;
    }
    if (r.sensitivity) {
        const auto& s = *r.sensitivity;
        nlohmann::json flips = nlohmann::json::array();
        for (const auto& f : s.flips)
            flips.push_back({{"run", in(r).runNames[f.run]},
                             {"metric", in(r).metrics[f.metric].display},
                             {"qid", f.qid},
                             {"delta_a", f.deltaA},
                             {"delta_b", f.deltaB}});
        j["sensitivity"] = {{"definitions_a", s.definitionsA},
                            {"definitions_b", s.definitionsB},
                            {"query_flips", flips}};
    }
    return j.dump(2) + "\n";
}

}  // namespace

std::optional<ReportFormat> parseReportFormat(const std::string& name) {
    if (name == "text" || name == "txt") return ReportFormat::Text;
    if (name == "md" || name == "markdown") return ReportFormat::Markdown;
    if (name == "html") return ReportFormat::Html;
    if (name == "latex" || name == "tex") return ReportFormat::Latex;
    if (name == "csv") return ReportFormat::Csv;
    if (name == "json") return ReportFormat::Json;
    return std::nullopt;
}

const char* fileExtension(ReportFormat f) {
    switch (f) {
        case ReportFormat::Text:
            return "txt";
        case ReportFormat::Markdown:
            return "md";
        case ReportFormat::Html:
            return "html";
        case ReportFormat::Latex:
            return "tex";
        case ReportFormat::Csv:
            return "csv";
        case ReportFormat::Json:
            return "json";
    }
    return "txt";
}

std::string marker(const Cell& c) {
    return c.tested && c.significant ? "*" : "";
}

std::string render(const ComparisonReport& r, ReportFormat f) {
    switch (f) {
        case ReportFormat::Text:
            return renderText(r);
        case ReportFormat::Markdown:
            return renderMarkdown(r);
        case ReportFormat::Html:
            return renderHtml(r);
        case ReportFormat::Latex:
            return renderLatex(r);
        case ReportFormat::Csv:
            return renderCsv(r);
        case ReportFormat::Json:
            return renderJson(r);
    }
    return {};
}

}  // namespace ranklens::core::compare
