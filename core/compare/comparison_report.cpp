#include "core/compare/comparison_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "core/compare/report_content.h"
#include "core/compare/report_json.h"

namespace ranklens::core::compare {
namespace {

using report::headerLines;
using report::headlines;
using report::notes;
using report::Table;
using report::tables;

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

// The report's chart, as inline SVG (no Qt in core): per run, metric and table (all queries,
// then each segment) a bar of the mean delta from zero, green up and red down, with its
// bootstrap interval as a whisker when there is one and "*" when significant.
std::string deltaChartSvg(const ComparisonReport& r) {
    const ComparisonInput& in = *r.input;
    const Comparison& c = *r.comparison;
    struct Bar {
        std::string label;
        const Cell* cell;
    };
    std::vector<Bar> bars;
    std::vector<const ComparisonTable*> tableList{&c.overall};
    for (const auto& s : c.segments) tableList.push_back(&s);
    for (const ComparisonTable* t : tableList)
        for (std::size_t run = 0; run < t->cells.size(); ++run) {
            if (run == c.options.baseline) continue;
            for (std::size_t m = 0; m < t->cells[run].size() && m < in.metrics.size(); ++m) {
                const Cell& cell = t->cells[run][m];
                if (!std::isfinite(cell.delta)) continue;
                std::string label = in.metrics[m].display + " · " + in.runNames[run];
                if (!t->segment.empty()) label += " · " + t->segment;
                bars.push_back({std::move(label), &cell});
            }
        }
    if (bars.empty()) return {};
    double scale = 0;
    for (const auto& b : bars) {
        scale = std::max(scale, std::fabs(b.cell->delta));
        if (std::isfinite(b.cell->ci.low) && std::isfinite(b.cell->ci.high))
            scale = std::max({scale, std::fabs(b.cell->ci.low), std::fabs(b.cell->ci.high)});
    }
    if (!(scale > 0)) scale = 1;
    constexpr int kLabel = 260, kPlot = 420, kValue = 90, kRow = 20, kTop = 10;
    const int width = kLabel + kPlot + kValue,
              height = kTop * 2 + kRow * static_cast<int>(bars.size());
    const double zero = kLabel + kPlot / 2.0;
    auto x = [&](double v) { return zero + v / scale * (kPlot / 2.0 - 6); };
    std::ostringstream o;
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"%d\" "
                  "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" "
                  "font-size=\"12\">\n",
                  width, height, width, height);
    o << buf;
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const Cell& cell = *bars[i].cell;
        const double y = kTop + kRow * static_cast<double>(i);
        const double x0 = std::min(zero, x(cell.delta)), x1 = std::max(zero, x(cell.delta));
        std::snprintf(buf, sizeof buf, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">", kLabel - 8,
                      y + 14);
        o << buf << htmlEscape(bars[i].label) << "</text>\n";
        std::snprintf(buf, sizeof buf,
                      "<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" "
                      "fill=\"%s\"/>\n",
                      x0, y + 3, std::max(1.0, x1 - x0), kRow - 6,
                      cell.delta < 0 ? "#c0392b" : "#1e8449");
        o << buf;
        if (std::isfinite(cell.ci.low) && std::isfinite(cell.ci.high)) {
            std::snprintf(buf, sizeof buf,
                          "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" "
                          "stroke=\"#333\"/>\n",
                          x(cell.ci.low), x(cell.ci.high), y + kRow / 2.0, y + kRow / 2.0);
            o << buf;
        }
        std::snprintf(buf, sizeof buf, "<text x=\"%d\" y=\"%.1f\">%+.4f%s</text>\n",
                      kLabel + kPlot + 6, y + 14, cell.delta, cell.significant ? "*" : "");
        o << buf;
    }
    std::snprintf(buf, sizeof buf,
                  "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\" stroke=\"#888\"/>\n", zero,
                  zero, kTop, height - kTop);
    o << buf << "</svg>\n";
    return o.str();
}

std::string renderText(const ComparisonReport& r) {
    std::ostringstream o;
    o << "RankLens comparison\n";
    for (const auto& l : headlines(r)) o << l << "\n";
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
    for (const auto& l : headlines(r)) o << "**" << mdCell(l) << "**\n\n";
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
         "th,td{padding:4px 10px;border-bottom:1px solid #ddd;text-align:right;"
         "white-space:nowrap}"
         "th:first-child,td:first-child{text-align:left}.defs{color:#555}"
         ".headline{font-weight:bold;color:#b35900}</style></head><body>\n"
         "<h1>RankLens comparison</h1>\n";
    for (const auto& l : headlines(r)) o << "<p class=\"headline\">" << htmlEscape(l) << "</p>\n";
    o << "<ul class=\"defs\">\n";
    for (const auto& l : headerLines(r)) o << "<li>" << htmlEscape(l) << "</li>\n";
    o << "</ul>\n";
    if (const std::string svg = deltaChartSvg(r); !svg.empty())
        o << "<h2>Mean delta per metric</h2>\n" << svg;
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
    for (const auto& l : headlines(r)) o << "% " << l << "\n";
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
    o << "\n% Definitions: " << r.input->definitions
      << "\n% Test: " << r.comparison->options.describe() << "\n";
    for (const auto& l : notes(r)) o << "% " << l << "\n";
    return o.str();
}

std::string renderCsv(const ComparisonReport& r) {
    std::ostringstream o;
    for (const auto& l : headlines(r)) o << "# " << l << "\n";
    for (const auto& l : headerLines(r)) o << "# " << l << "\n";
    const Table t = report::plainDetails(r);
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
