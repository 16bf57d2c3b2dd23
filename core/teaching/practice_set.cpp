#include "core/teaching/practice_set.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/teaching/practice_answer.h"

namespace ranklens::core::teaching {

namespace {

constexpr const char* kSetFormat = "ranklens-practice-set";
constexpr int kSetVersion = 1;

std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
    std::string q = "\"";
    for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

// Splits CSV text into rows of fields (RFC 4180); false on an unterminated quote.
bool splitCsv(const std::string& text, std::vector<std::vector<std::string>>& rows,
              std::vector<int>& lines, int& badLine) {
    std::vector<std::string> row;
    std::string field;
    bool quoted = false, any = false;
    int line = 1, rowLine = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n') ++line;
                field += c;
            }
            continue;
        }
        if (c == '"' && field.empty()) {
            quoted = true;
            any = true;
        } else if (c == ',') {
            row.push_back(field);
            field.clear();
            any = true;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
            if (any || !field.empty()) {
                row.push_back(field);
                rows.push_back(row);
                lines.push_back(rowLine);
            }
            row.clear();
            field.clear();
            any = false;
            ++line;
            rowLine = line;
        } else {
            field += c;
            any = true;
        }
    }
    if (quoted) {
        badLine = rowLine;
        return false;
    }
    if (any || !field.empty()) {
        row.push_back(field);
        rows.push_back(row);
        lines.push_back(rowLine);
    }
    return true;
}

std::string trimmed(const std::string& s) {
    const auto b = s.find_first_not_of(" \t");
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

}  // namespace

std::vector<PracticeSpec> PracticeSet::specs() const {
    std::vector<PracticeSpec> v;
    if (kinds.empty()) return v;
    for (std::size_t i = 0; i < seeds.size(); ++i) {
        PracticeSpec s;
        s.kind = kinds[i % kinds.size()];
        s.seed = seeds[i];
        v.push_back(s);
    }
    return v;
}

PracticeSet makePracticeSet(const std::vector<PracticeKind>& kinds, std::uint32_t first, int count,
                            const std::string& language) {
    PracticeSet s;
    s.kinds = kinds;
    s.language = language;
    for (int i = 0; i < count; ++i) s.seeds.push_back(first + static_cast<std::uint32_t>(i));
    return s;
}

PracticeSetLoad parsePracticeSet(const std::string& text, const std::string& fileName) {
    PracticeSetLoad out;
    auto fail = [&](const std::string& why) {
        out.error = fileName + ": " + why;
        return out;
    };
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        return fail("not an exercise set (damaged or not JSON at byte " + std::to_string(e.byte) +
                    ")");
    }
    if (!j.is_object() || !j.contains("format") || !j["format"].is_string() ||
        j["format"].get<std::string>() != kSetFormat)
        return fail(std::string("not a RankLens exercise set (no \"format\": \"") + kSetFormat +
                    "\")");
    try {
        const int version = j.at("version").get<int>();
        if (version < 1) return fail("version " + std::to_string(version) + " is not valid");
        if (version > kSetVersion)
            return fail("written by a newer RankLens (version " + std::to_string(version) +
                        "; this one reads " + std::to_string(kSetVersion) + ")");
        PracticeSet& s = out.set;
        s.title = j.value("title", std::string());
        s.language = j.value("language", std::string("en"));
        if (s.language != "en" && s.language != "zh_CN")
            return fail("\"language\" must be \"en\" or \"zh_CN\", not \"" + s.language + "\"");
        s.kinds.clear();
        const auto& kinds = j.at("kinds");
        if (!kinds.is_array() || kinds.empty())
            return fail("\"kinds\" must list at least one of compute, predict, construct, choose");
        for (const auto& k : kinds) {
            const std::string name = k.get<std::string>();
            const auto kind = parsePracticeKind(name);
            if (!kind)
                return fail("unknown kind \"" + name +
                            "\" (known: compute, predict, construct, choose)");
            s.kinds.push_back(*kind);
        }
        if (j.contains("seeds")) {
            if (!j["seeds"].is_array()) return fail("\"seeds\" must be a list of numbers");
            for (const auto& x : j["seeds"]) {
                if (!x.is_number_unsigned() || x.get<std::uint64_t>() > 0xffffffffu)
                    return fail("every seed must be a whole number from 0 to 4294967295");
                s.seeds.push_back(x.get<std::uint32_t>());
            }
            if (j.contains("count") && j["count"].get<int>() != static_cast<int>(s.seeds.size()))
                return fail("\"count\" (" + std::to_string(j["count"].get<int>()) +
                            ") differs from the number of seeds (" +
                            std::to_string(s.seeds.size()) + ")");
        } else {
            const auto& seed = j.at("seed");
            if (!seed.is_number_unsigned() || seed.get<std::uint64_t>() > 0xffffffffu)
                return fail("\"seed\" must be a whole number from 0 to 4294967295");
            const int count = j.at("count").get<int>();
            if (count < 1 || count > kMaxPracticeSetCount)
                return fail("\"count\" must be 1 to " + std::to_string(kMaxPracticeSetCount));
            s = makePracticeSet(s.kinds, seed.get<std::uint32_t>(), count, s.language);
            s.title = j.value("title", std::string());
        }
        if (s.seeds.empty() || static_cast<int>(s.seeds.size()) > kMaxPracticeSetCount)
            return fail("a set holds 1 to " + std::to_string(kMaxPracticeSetCount) + " exercises");
    } catch (const nlohmann::json::exception& e) {
        return fail(std::string("damaged (") + e.what() + ")");
    }
    out.ok = true;
    return out;
}

PracticeSetLoad loadPracticeSet(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        PracticeSetLoad out;
        out.error = file.string() + ": cannot be opened (" + std::strerror(errno) + ")";
        return out;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    return parsePracticeSet(ss.str(), file.string());
}

std::string practiceSetJson(const PracticeSet& set) {
    nlohmann::json j;
    j["format"] = kSetFormat;
    j["version"] = kSetVersion;
    j["title"] = set.title;
    j["language"] = set.language;
    nlohmann::json kinds = nlohmann::json::array();
    for (auto k : set.kinds) kinds.push_back(toString(k));
    j["kinds"] = kinds;
    j["seeds"] = set.seeds;
    return j.dump(1) + "\n";
}

bool savePracticeSet(const std::filesystem::path& file, const PracticeSet& set,
                     std::string& error) {
    return writeFileAtomically(file, practiceSetJson(set), error);
}

std::string answersCsv(const std::vector<PracticeAnswerRecord>& records) {
    std::string s = "exercise,answer,correct,time,mistake\n";
    for (const auto& r : records)
        s += csvField(r.exercise) + "," + csvField(r.answer) + "," + csvField(r.verdict) + "," +
             csvField(r.time) + "," + csvField(r.mistake) + "\n";
    return s;
}

AnswersLoad parseAnswersCsv(const std::string& text, const std::string& fileName) {
    AnswersLoad out;
    std::vector<std::vector<std::string>> rows;
    std::vector<int> lines;
    int bad = 0;
    if (!splitCsv(text, rows, lines, bad)) {
        out.error = fileName + ": line " + std::to_string(bad) + ": a quoted field never ends";
        return out;
    }
    if (rows.empty()) {
        out.error = fileName + ": empty (expected a header with the columns exercise,answer)";
        return out;
    }
    int ex = -1, ans = -1, time = -1;
    for (std::size_t i = 0; i < rows[0].size(); ++i) {
        std::string h = trimmed(rows[0][i]);
        if (i == 0 && h.rfind("\xEF\xBB\xBF", 0) == 0) h = h.substr(3);  // a BOM
        if (h == "exercise") ex = static_cast<int>(i);
        if (h == "answer") ans = static_cast<int>(i);
        if (h == "time") time = static_cast<int>(i);
    }
    if (ex < 0 || ans < 0) {
        out.error = fileName + ": line 1: the header must name the columns exercise and answer";
        return out;
    }
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const auto& row = rows[r];
        const auto need = static_cast<std::size_t>(std::max(ex, ans)) + 1;
        if (row.size() < need) {
            out.error = fileName + ": line " + std::to_string(lines[r]) + ": " +
                        std::to_string(row.size()) + " fields, the header has " +
                        std::to_string(rows[0].size());
            return out;
        }
        PracticeAnswerRecord rec;
        rec.exercise = trimmed(row[static_cast<std::size_t>(ex)]);
        rec.answer = row[static_cast<std::size_t>(ans)];
        if (time >= 0 && static_cast<std::size_t>(time) < row.size())
            rec.time = trimmed(row[static_cast<std::size_t>(time)]);
        out.rows.push_back(rec);
    }
    out.ok = true;
    return out;
}

SetGrading gradeSet(const PracticeSet& set, const std::vector<PracticeAnswerRecord>& answers,
                    const std::string& answersFile) {
    SetGrading out;
    const auto specs = set.specs();
    std::map<std::string, const PracticeAnswerRecord*> byId;
    for (const auto& a : answers) {
        int n = 0;
        try {
            std::size_t used = 0;
            n = std::stoi(a.exercise, &used);
            if (used != a.exercise.size()) n = 0;
        } catch (const std::exception&) {
            n = 0;
        }
        if (n < 1 || n > static_cast<int>(specs.size())) {
            out.error = answersFile + ": exercise \"" + a.exercise + "\" is not in the set (1 to " +
                        std::to_string(specs.size()) + ")";
            return out;
        }
        const std::string id = std::to_string(n);
        if (byId.count(id)) {
            out.error = answersFile + ": exercise " + id + " is answered twice";
            return out;
        }
        byId[id] = &a;
    }
    for (std::size_t i = 0; i < specs.size(); ++i) {
        const std::string id = std::to_string(i + 1);
        const auto it = byId.find(id);
        PracticeAnswerRecord rec;
        rec.exercise = id;
        if (it == byId.end()) {
            rec.verdict = "unanswered";
        } else {
            const PracticeExercise ex = makeExercise(specs[i]);
            const PracticeGrade g = gradeAnswer(ex, it->second->answer);
            rec.answer = it->second->answer;
            rec.time = it->second->time;
            rec.verdict = toString(g.verdict);
            if (g.verdict == Verdict::Unreadable)
                rec.mistake = answerProblemId(g.problem);
            else if (g.verdict == Verdict::Wrong)
                rec.mistake = ex.kind == PracticeKind::Compute
                                  ? mistakeId(g.mistake)
                                  : "wrong_" + std::string(toString(ex.kind));
            if (g.verdict == Verdict::Right) ++out.right;
        }
        out.records.push_back(rec);
    }
    out.ok = true;
    return out;
}

}  // namespace ranklens::core::teaching
