#include "core/io/jsonl_reader.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include "core/io/builders.h"
#include "core/io/line_reader.h"

namespace ranklens::core {

namespace {

using nlohmann::json;

// The field names of a run record (score and/or rank) and of a qrels record (label).
constexpr std::initializer_list<const char*> kScoreFields = {"score", "sim", "prediction"};
constexpr std::initializer_list<const char*> kRankFields = {"rank", "position"};
constexpr std::initializer_list<const char*> kLabelFields = {"label", "rel", "relevance", "grade"};

const json* field(const json& o, std::initializer_list<const char*> names) {
    for (const char* n : names)
        if (auto it = o.find(n); it != o.end()) return &*it;
    return nullptr;
}

// Ids may be strings or integers.
bool idOf(const json* v, std::string& out) {
    if (!v) return false;
    if (v->is_string())
        out = v->get<std::string>();
    else if (v->is_number_integer())
        out = std::to_string(v->get<long long>());
    else
        return false;
    return !out.empty();
}

bool jsonLineMatches(std::string_view line, std::string_view qid, std::string_view doc,
                     const void*) {
    const json o = json::parse(line, nullptr, false);
    std::string q, d;
    return o.is_object() && idOf(field(o, {"query", "qid", "query_id", "user", "user_id"}), q) &&
           idOf(field(o, {"doc", "docid", "doc_id", "item", "item_id"}), d) && q == qid && d == doc;
}

// A ranx-style dictionary {qid: {docid: value}} in one document; returns false when the file
// is not one (then it is read as JSON Lines).
template <typename Add>
bool readDictionary(const std::string& path, Add add) {
    LineReader reader(path);
    std::string text;
    std::string_view line;
    while (reader.next(line)) {
        text.append(line);
        text.push_back('\n');
    }
    const json doc = json::parse(text, nullptr, false);
    if (!doc.is_object() || doc.empty()) return false;
    for (const auto& [qid, docs] : doc.items())
        if (!docs.is_object()) return false;
    for (const auto& [qid, docs] : doc.items())
        for (const auto& [docid, v] : docs.items())
            if (!v.is_number() || !add(qid, docid, v)) return false;
    return true;
}

bool looksLikeDictionary(const std::string& path) {
    LineReader reader(path);
    std::string_view line;
    while (reader.next(line)) {
        const auto p = line.find_first_not_of(" \t");
        if (p == std::string_view::npos) continue;
        // JSON Lines: a whole object on the first line; a dictionary spans lines or nests.
        const json o = json::parse(line, nullptr, false);
        if (o.is_discarded()) return true;
        return o.is_object() && !o.empty() && o.begin()->is_object();
    }
    return false;
}

// Reads JSON Lines: every non-blank line must be an object with query and doc ids; `take`
// gets them and returns an error message ("" when the record was taken). Bad lines are
// reported with their line numbers.
template <typename Take>
void readObjects(const std::string& path, const ParseOptions& opts, ParseReport& report,
                 Take take) {
    LineReader reader(path, opts.progress);
    std::string_view line;
    while (reader.next(line)) {
        ++report.lines;
        if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
        const json o = json::parse(line, nullptr, false);
        std::string q, d;
        std::string error;
        if (!o.is_object()) {
            error = "not a JSON object";
        } else if (!idOf(field(o, {"query", "qid", "query_id", "user", "user_id"}), q) ||
                   !idOf(field(o, {"doc", "docid", "doc_id", "item", "item_id"}), d)) {
            error = "needs \"query\" and \"doc\" (or user/item) ids";
        } else {
            error = take(o, q, d);
        }
        if (!error.empty()) {
            reportBadLine(path, reader.lineNumber(), error, opts, report);
            continue;
        }
        ++report.records;
    }
    finishReport(opts, report);
}

}  // namespace

Run readJsonlRun(const std::string& path, const ParseOptions& opts, ParseReport* reportOut) {
    ParseReport local;
    ParseReport& report = reportOut ? *reportOut : local;
    RunBuilder builder;
    builder.setName(path.substr(path.find_last_of('/') + 1));
    if (looksLikeDictionary(path)) {
        const bool ok =
            readDictionary(path, [&](const std::string& q, const std::string& d, const json& v) {
                const double s = v.get<double>();
                if (std::isnan(s)) return false;
                builder.add(q, d, s, 0);
                ++report.records;
                return true;
            });
        if (!ok)
            throw ParseError({ParseIssue{
                path, 0, "expected {\"query\": {\"doc\": score, ...}, ...} with numeric scores"}});
        return builder.finish(path, jsonLineMatches, nullptr);
    }
    bool anyRank = false;
    readObjects(path, opts, report, [&](const json& o, const std::string& q, const std::string& d) {
        const json* s = field(o, kScoreFields);
        const json* r = field(o, kRankFields);
        if ((s && !s->is_number()) || (r && !r->is_number_integer()) || (!s && !r))
            return std::string("needs a numeric \"score\" or an integer \"rank\"");
        const auto rank = r ? static_cast<std::int32_t>(r->get<long long>()) : 0;
        const double score = s ? s->get<double>() : -static_cast<double>(rank);
        if (std::isnan(score)) return std::string("score is not a number");
        anyRank = anyRank || r;
        builder.add(q, d, score, rank);
        return std::string();
    });
    builder.setHasRanks(anyRank);
    return builder.finish(path, jsonLineMatches, nullptr);
}

Qrels readJsonlQrels(const std::string& path, const ParseOptions& opts, ParseReport* reportOut) {
    ParseReport local;
    ParseReport& report = reportOut ? *reportOut : local;
    QrelsBuilder builder;
    if (looksLikeDictionary(path)) {
        const bool ok =
            readDictionary(path, [&](const std::string& q, const std::string& d, const json& v) {
                if (!v.is_number_integer()) return false;
                builder.add(q, d, static_cast<std::int32_t>(v.get<long long>()));
                ++report.records;
                return true;
            });
        if (!ok)
            throw ParseError({ParseIssue{
                path, 0, "expected {\"query\": {\"doc\": label, ...}, ...} with integer labels"}});
        return builder.finish(path, jsonLineMatches, nullptr);
    }
    readObjects(path, opts, report, [&](const json& o, const std::string& q, const std::string& d) {
        const json* l = field(o, kLabelFields);
        if (!l || !l->is_number_integer()) return std::string("needs an integer \"label\"");
        builder.add(q, d, static_cast<std::int32_t>(l->get<long long>()));
        return std::string();
    });
    return builder.finish(path, jsonLineMatches, nullptr);
}

JsonRecordKind jsonRecordKind(std::string_view line) {
    const json o = json::parse(line, nullptr, false);
    if (!o.is_object()) return JsonRecordKind::Unknown;
    if (field(o, kScoreFields) || field(o, kRankFields)) return JsonRecordKind::Run;
    if (field(o, kLabelFields)) return JsonRecordKind::Qrels;
    return JsonRecordKind::Unknown;
}

}  // namespace ranklens::core
