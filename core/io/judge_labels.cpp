#include "core/io/judge_labels.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <charconv>
#include <cmath>
#include <fstream>
#include <stdexcept>
#include <unordered_map>

#include "core/base/text.h"
#include "core/io/csv_reader.h"
#include "core/io/parse_report.h"

namespace ranklens::core {

namespace {

using nlohmann::json;

bool isJudgeName(std::string_view given) {
    const std::string name = asciiLower(given);
    return name == "judge" || name == "annotator" || name == "assessor" || name == "rater" ||
           name == "worker";
}

const json* judgeField(const json& o, std::initializer_list<const char*> names) {
    for (const char* n : names)
        if (auto it = o.find(n); it != o.end()) return &*it;
    return nullptr;
}

std::string judgeId(const json* v) {
    if (!v) return {};
    if (v->is_string()) return v->get<std::string>();
    if (v->is_number_integer()) return std::to_string(v->get<long long>());
    return {};
}

std::optional<double> judgeNumber(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '+')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || end != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
    return v;
}

// Collects the judgments of each judge; `where` gives "file:line" for messages.
class Collector {
  public:
    explicit Collector(std::string path) : path_(std::move(path)) {}
    void fail(std::size_t line, ProblemCode code, std::vector<std::string> values = {}) const {
        throw ParseError({ParseIssue{path_, line, {code, std::move(values)}}});
    }
    void add(std::size_t line, const std::string& q, const std::string& d, double grade,
             const std::string& judge, std::optional<double> confidence) {
        if (q.empty() || d.empty()) fail(line, ProblemCode::JudgeNeedsQueryAndDoc);
        if (judge.empty()) fail(line, ProblemCode::JudgeEmpty);
        if (std::fabs(grade) > 2147483647.0) fail(line, ProblemCode::JudgeGradeOutOfRange);
        auto [it, fresh] = index_.emplace(judge, sets_.size());
        if (fresh) sets_.push_back(JudgeLabels{judge, {}, {}});
        JudgeLabels& j = sets_[it->second];
        j.labels.query(q).add(j.labels.storeString(d), grade);
        if (confidence) j.confidences.push_back({q, d, *confidence});
    }
    std::vector<JudgeLabels> finish() {
        for (std::size_t s = 0; s < sets_.size(); ++s)
            if (const auto dup = sets_[s].labels.finalize(); !dup.empty())
                fail(0, ProblemCode::JudgeGradesTwice, {sets_[s].judge, dup});
        if (sets_.empty()) fail(0, ProblemCode::JudgeNoLabel);
        return std::move(sets_);
    }

  private:
    std::string path_;
    std::vector<JudgeLabels> sets_;
    std::unordered_map<std::string, std::size_t> index_;
};

std::ifstream openOrThrow(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error(path + ": cannot be read");
    return in;
}

std::vector<JudgeLabels> readJsonl(const std::string& path, std::ifstream& in) {
    Collector c(path);
    std::string line;
    for (std::size_t n = 1; std::getline(in, line); ++n) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        const json o = json::parse(line, nullptr, false);
        if (!o.is_object()) c.fail(n, ProblemCode::JsonNotObject);
        const json* g = judgeField(o, {"grade", "label", "rel", "relevance"});
        if (!g || !g->is_number()) c.fail(n, ProblemCode::JudgeGradeNotNumber);
        const json* conf = judgeField(o, {"confidence"});
        if (conf && !conf->is_number()) c.fail(n, ProblemCode::JudgeConfidenceNotNumber);
        const json* judge = judgeField(o, {"judge", "annotator", "assessor", "rater", "worker"});
        c.add(n, judgeId(judgeField(o, {"qid", "query", "query_id"})),
              judgeId(judgeField(o, {"docid", "doc", "doc_id", "item", "item_id"})),
              g->get<double>(), judgeId(judge),
              conf ? std::optional<double>(conf->get<double>()) : std::nullopt);
    }
    return c.finish();
}

std::vector<JudgeLabels> readDelimited(const std::string& path, std::ifstream& in,
                                       const std::string& headerLine) {
    Collector c(path);
    const char delim = detectDelimiter(headerLine);
    std::vector<std::string> header, row;
    splitDelimited(headerLine, delim, header);
    const CsvColumns cols = detectColumns(header);
    int judge = -1, conf = -1;
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (isJudgeName(header[i])) judge = static_cast<int>(i);
        if (header[i] == "confidence") conf = static_cast<int>(i);
    }
    if (cols.query < 0 || cols.doc < 0 || cols.label < 0 || judge < 0)
        c.fail(1, ProblemCode::JudgeColumns);
    std::string line;
    for (std::size_t n = 2; std::getline(in, line); ++n) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        if (!splitDelimited(line, delim, row)) c.fail(n, ProblemCode::JudgeUnterminatedQuote);
        if (row.size() < header.size()) c.fail(n, ProblemCode::JudgeFewerFields);
        const auto grade = judgeNumber(row[static_cast<std::size_t>(cols.label)]);
        if (!grade)
            c.fail(n, ProblemCode::JudgeGradeValueNotNumber,
                   {row[static_cast<std::size_t>(cols.label)]});
        std::optional<double> confidence;
        if (conf >= 0) {
            confidence = judgeNumber(row[static_cast<std::size_t>(conf)]);
            if (!confidence) c.fail(n, ProblemCode::JudgeConfidenceNotNumber);
        }
        c.add(n, row[static_cast<std::size_t>(cols.query)], row[static_cast<std::size_t>(cols.doc)],
              *grade, row[static_cast<std::size_t>(judge)], confidence);
    }
    return c.finish();
}

std::string firstJudgeLine(std::ifstream& in) {
    std::string line;
    while (std::getline(in, line))
        if (line.find_first_not_of(" \t\r") != std::string::npos) return line;
    return {};
}

}  // namespace

bool hasJudgeColumn(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    const std::string line = firstJudgeLine(in);
    const auto start = line.find_first_not_of(" \t");
    if (start == std::string::npos) return false;
    if (line[start] == '{') {
        const json o = json::parse(line, nullptr, false);
        return o.is_object() &&
               judgeField(o, {"judge", "annotator", "assessor", "rater", "worker"});
    }
    std::vector<std::string> header;
    if (!splitDelimited(line, detectDelimiter(line), header)) return false;
    for (const auto& h : header)
        if (isJudgeName(h)) return true;
    return false;
}

std::vector<JudgeLabels> readJudgeLabels(const std::string& path) {
    if (!hasJudgeColumn(path)) throw std::runtime_error(path + ": has no judge column");
    auto in = openOrThrow(path);
    const std::string header = firstJudgeLine(in);
    if (header.find_first_not_of(" \t") != std::string::npos &&
        header[header.find_first_not_of(" \t")] == '{') {
        in.clear();
        in.seekg(0);
        return readJsonl(path, in);
    }
    return readDelimited(path, in, header);
}

}  // namespace ranklens::core
