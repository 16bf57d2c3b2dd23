#include "core/teaching/answers_csv.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "core/base/text.h"

namespace ranklens::core::teaching {

namespace {

std::string csvTrimmed(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

std::string separatorName(char c) {
    switch (c) {
        case ',':
            return "a comma";
        case ';':
            return "a semicolon";
        case '\t':
            return "a tab";
    }
    return std::string("'") + c + "'";
}

// The header's first line (without a byte-order mark).
std::string headerLine(const std::string& text) {
    return text.substr(0, text.find_first_of("\r\n"));
}

bool namesColumns(const std::string& header, char sep) {
    std::vector<std::vector<std::string>> rows;
    std::vector<int> lines;
    int bad = 0;
    if (!splitCsv(header, sep, rows, lines, bad) || rows.empty()) return false;
    bool ex = false, ans = false;
    for (const auto& f : rows[0]) {
        ex = ex || asciiLower(csvTrimmed(f)) == "exercise";
        ans = ans || asciiLower(csvTrimmed(f)) == "answer";
    }
    return ex && ans;
}

// The punctuation the header line uses most (outside letters, digits, spaces and quotes):
// what separates its columns when no known separator does.
char likelySeparator(const std::string& header) {
    std::map<char, int> n;
    for (char c : header)
        if (std::ispunct(static_cast<unsigned char>(c)) && c != '"' && c != '_' && c != '-') ++n[c];
    char best = 0;
    for (const auto& [c, count] : n)
        if (!best || count > n[best]) best = c;
    return best;
}

std::string headerProblem(const std::string& header) {
    const char guess = likelySeparator(header);
    if (guess && guess != ',' && guess != ';')
        return "line 1: the columns are separated by " + separatorName(guess) +
               ", which RankLens does not read (use a comma, a semicolon or a tab; the header "
               "must name the columns exercise and answer)";
    return "line 1: the header must name the columns exercise and answer";
}

bool blankRow(const std::vector<std::string>& row) {
    return std::all_of(row.begin(), row.end(),
                       [](const std::string& f) { return csvTrimmed(f).empty(); });
}

// Reads one column that must hold the same value on every row (learner, set).
bool sameOnEveryRow(const std::vector<std::vector<std::string>>& rows,
                    const std::vector<int>& lines, int col, const char* name, std::string& value,
                    std::string& error) {
    if (col < 0) return true;
    int firstLine = 0;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        if (static_cast<std::size_t>(col) >= rows[r].size()) continue;
        const std::string v = csvTrimmed(rows[r][static_cast<std::size_t>(col)]);
        if (v.empty()) continue;
        if (value.empty()) {
            value = v;
            firstLine = lines[r];
        } else if (v != value) {
            error = "line " + std::to_string(lines[r]) + ": " + name + " \"" + v +
                    "\" differs from \"" + value + "\" on line " + std::to_string(firstLine) +
                    " (one " + name + " per file)";
            return false;
        }
    }
    return true;
}

}  // namespace

std::string csvField(const std::string& s) {
    if (s.find_first_of(",;\t\"\r\n") == std::string::npos) return s;
    std::string q = "\"";
    for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

bool splitCsv(const std::string& text, char sep, std::vector<std::vector<std::string>>& rows,
              std::vector<int>& lines, int& badLine) {
    std::vector<std::string> row;
    std::string field;
    bool quoted = false, any = false;
    int line = 1, rowLine = 1;
    auto endRow = [&] {
        row.push_back(field);
        rows.push_back(row);
        lines.push_back(rowLine);
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                if (c == '\n') ++line;
                field += c;
            }
        } else if (c == '"' && field.empty()) {
            quoted = any = true;
        } else if (c == sep) {
            row.push_back(field);
            field.clear();
            any = true;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
            if (any || !field.empty()) endRow();
            row.clear();
            field.clear();
            any = false;
            rowLine = ++line;
        } else {
            field += c;
            any = true;
        }
    }
    if (quoted) {
        badLine = rowLine;
        return false;
    }
    if (any || !field.empty()) endRow();
    return true;
}

AnswersLoad parseAnswersCsv(const std::string& raw, const std::string& fileName) {
    AnswersLoad out;
    auto fail = [&](const std::string& why) {
        out.error = fileName + ": " + why;
        return out;
    };
    const std::string text = raw.rfind("\xEF\xBB\xBF", 0) == 0 ? raw.substr(3) : raw;
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
        return fail("empty (expected a header with the columns exercise,answer)");
    const std::string header = headerLine(text);
    char sep = 0;
    for (char c : {',', ';', '\t'})
        if (!sep && namesColumns(header, c)) sep = c;
    if (!sep) return fail(headerProblem(header));
    std::vector<std::vector<std::string>> rows;
    std::vector<int> lines;
    int bad = 0;
    if (!splitCsv(text, sep, rows, lines, bad))
        return fail("line " + std::to_string(bad) + ": a quoted field never ends");
    std::map<std::string, int> col;
    for (std::size_t i = 0; i < rows[0].size(); ++i)
        col.emplace(asciiLower(csvTrimmed(rows[0][i])), static_cast<int>(i));
    auto at = [&](const char* name) { return col.count(name) ? col.at(name) : -1; };
    const int ex = at("exercise"), ans = at("answer"), time = at("time");
    std::string why;
    if (!sameOnEveryRow(rows, lines, at("learner"), "learner", out.learner, why) ||
        !sameOnEveryRow(rows, lines, at("set"), "set", out.setId, why))
        return fail(why);
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto& row = rows[r];
        if (blankRow(row)) continue;
        if (row.size() < static_cast<std::size_t>(std::max(ex, ans)) + 1)
            return fail("line " + std::to_string(lines[r]) + ": " + std::to_string(row.size()) +
                        " fields, the header has " + std::to_string(rows[0].size()) +
                        " (separated by " + separatorName(sep) + ")");
        PracticeAnswerRecord rec;
        rec.exercise = csvTrimmed(row[static_cast<std::size_t>(ex)]);
        rec.answer = row[static_cast<std::size_t>(ans)];
        if (time >= 0 && static_cast<std::size_t>(time) < row.size())
            rec.time = csvTrimmed(row[static_cast<std::size_t>(time)]);
        out.rows.push_back(rec);
    }
    out.ok = true;
    return out;
}

}  // namespace ranklens::core::teaching
