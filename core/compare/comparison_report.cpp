#include "core/compare/comparison_report.h"

#include <algorithm>
#include <sstream>

#include "core/compare/report_content.h"
#include "core/compare/report_json.h"

namespace ranklens::core::compare {
namespace {

using report::headerLines;
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
    o << "\n% Definitions: " << r.input->definitions
      << "\n% Test: " << r.comparison->options.describe() << "\n";
    for (const auto& l : notes(r)) o << "% " << l << "\n";
    return o.str();
}

std::string renderCsv(const ComparisonReport& r) {
    std::ostringstream o;
    for (const auto& l : headerLines(r)) o << "# " << l << "\n";
    const Table t = report::details(r);
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
