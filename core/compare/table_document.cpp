#include "core/compare/table_document.h"

#include <algorithm>
#include <sstream>

namespace ranklens::core::compare {

namespace {

std::string docReplaceAll(std::string s, const std::string& from, const std::string& to) {
    for (std::size_t i = s.find(from); i != std::string::npos; i = s.find(from, i + to.size()))
        s.replace(i, from.size(), to);
    return s;
}

std::string docHtml(std::string s) {
    s = docReplaceAll(s, "&", "&amp;");
    s = docReplaceAll(s, "<", "&lt;");
    s = docReplaceAll(s, ">", "&gt;");
    return docReplaceAll(s, "\"", "&quot;");
}

std::string docLatex(const std::string& s) {
    std::string o;
    for (char c : s) {
        if (std::string("&%$#_{}").find(c) != std::string::npos)
            o += std::string("\\") + c;
        else if (c == '~')
            o += "\\textasciitilde{}";
        else if (c == '^')
            o += "\\textasciicircum{}";
        else if (c == '\\')
            o += "\\textbackslash{}";
        else
            o += c;
    }
    o = docReplaceAll(o, "–", "--");
    o = docReplaceAll(o, "−", "$-$");
    return docReplaceAll(o, "Δ", "$\\Delta$");
}

std::string docCsv(const std::string& s) {
    if (s == "–") return "";
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    return "\"" + docReplaceAll(s, "\"", "\"\"") + "\"";
}

std::string docMd(const std::string& s) {
    return docReplaceAll(s, "|", "\\|");
}

std::size_t docWidth(const std::string& s) {
    std::size_t n = 0;  // UTF-8 code points
    for (unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
}

void docTextTable(std::ostringstream& o, const DocTable& t) {
    o << "\n" << t.title << "\n";
    std::vector<std::size_t> w(t.headers.size());
    for (std::size_t i = 0; i < w.size(); ++i) {
        w[i] = docWidth(t.headers[i]);
        for (const auto& row : t.rows) w[i] = std::max(w[i], docWidth(row[i]));
    }
    auto line = [&](const std::vector<std::string>& cells) {
        o << "  ";
        for (std::size_t i = 0; i < cells.size(); ++i)
            o << cells[i]
              << std::string(w[i] - docWidth(cells[i]) + (i + 1 < cells.size() ? 2 : 0), ' ');
        o << "\n";
    };
    line(t.headers);
    for (const auto& row : t.rows) line(row);
    for (const auto& n : t.notes) o << "  " << n << "\n";
}

}  // namespace

std::string renderDocText(const TableDocument& d) {
    std::ostringstream o;
    o << d.title << "\n";
    for (const auto& l : d.heading) o << l << "\n";
    for (const auto& t : d.tables) docTextTable(o, t);
    if (!d.notes.empty()) o << "\n";
    for (const auto& l : d.notes) o << l << "\n";
    return o.str();
}

std::string renderDocMarkdown(const TableDocument& d) {
    std::ostringstream o;
    o << "# " << docMd(d.title) << "\n\n";
    for (const auto& l : d.heading) o << "- " << docMd(l) << "\n";
    for (const auto& t : d.tables) {
        o << "\n## " << docMd(t.title) << "\n\n|";
        for (const auto& h : t.headers) o << " " << docMd(h) << " |";
        o << "\n|";
        for (std::size_t i = 0; i < t.headers.size(); ++i) o << (i == 0 ? " --- |" : " ---: |");
        o << "\n";
        for (const auto& row : t.rows) {
            o << "|";
            for (const auto& c : row) o << " " << docMd(c) << " |";
            o << "\n";
        }
        for (const auto& n : t.notes) o << "\n" << docMd(n) << "\n";
    }
    if (!d.notes.empty()) o << "\n## Notes\n\n";
    for (const auto& l : d.notes) o << "- " << docMd(l) << "\n";
    return o.str();
}

std::string renderDocHtml(const TableDocument& d) {
    std::ostringstream o;
    o << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" << docHtml(d.title)
      << "</title>\n<style>body{font-family:sans-serif;margin:2em}table{border-collapse:"
         "collapse;margin:1em 0}th,td{padding:4px 10px;border-bottom:1px solid #ddd;"
         "text-align:right;white-space:nowrap}th:first-child,td:first-child{text-align:left}"
         ".defs{color:#555}</style></head><body>\n<h1>"
      << docHtml(d.title) << "</h1>\n<ul class=\"defs\">\n";
    for (const auto& l : d.heading) o << "<li>" << docHtml(l) << "</li>\n";
    o << "</ul>\n";
    for (const auto& t : d.tables) {
        o << "<h2>" << docHtml(t.title) << "</h2>\n<table>\n<tr>";
        for (const auto& h : t.headers) o << "<th>" << docHtml(h) << "</th>";
        o << "</tr>\n";
        for (const auto& row : t.rows) {
            o << "<tr>";
            for (const auto& c : row) o << "<td>" << docHtml(c) << "</td>";
            o << "</tr>\n";
        }
        o << "</table>\n";
        for (const auto& n : t.notes) o << "<p>" << docHtml(n) << "</p>\n";
    }
    if (!d.notes.empty()) o << "<h2>Notes</h2>\n<ul>\n";
    for (const auto& l : d.notes) o << "<li>" << docHtml(l) << "</li>\n";
    if (!d.notes.empty()) o << "</ul>\n";
    o << "</body></html>\n";
    return o.str();
}

std::string renderDocLatex(const TableDocument& d) {
    std::ostringstream o;
    o << "% " << d.title << ". Needs \\usepackage{booktabs}.\n";
    for (const auto& l : d.heading) o << "% " << l << "\n";
    for (const auto& t : d.tables) {
        o << "\n\\begin{table}[ht]\n\\centering\n\\caption{" << docLatex(t.title) << "}\n"
          << "\\begin{tabular}{l" << std::string(t.headers.size() - 1, 'r') << "}\n\\toprule\n";
        for (std::size_t i = 0; i < t.headers.size(); ++i)
            o << (i ? " & " : "") << docLatex(t.headers[i]);
        o << " \\\\\n\\midrule\n";
        for (const auto& row : t.rows) {
            for (std::size_t i = 0; i < row.size(); ++i) o << (i ? " & " : "") << docLatex(row[i]);
            o << " \\\\\n";
        }
        o << "\\bottomrule\n\\end{tabular}\n\\end{table}\n";
        for (const auto& n : t.notes) o << "% " << n << "\n";
    }
    for (const auto& l : d.notes) o << "% " << l << "\n";
    return o.str();
}

std::string renderDocCsv(const TableDocument& d) {
    std::ostringstream o;
    for (const auto& l : d.heading) o << "# " << l << "\n";
    for (const auto& t : d.tables) {
        o << "table";
        for (const auto& h : t.headers) o << "," << docCsv(h);
        o << "\n";
        for (const auto& row : t.rows) {
            o << docCsv(t.title);
            for (const auto& c : row) o << "," << docCsv(c);
            o << "\n";
        }
    }
    return o.str();
}

}  // namespace ranklens::core::compare
