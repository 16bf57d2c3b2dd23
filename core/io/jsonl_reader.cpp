#include "core/io/jsonl_reader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>

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

// The integer in v when it is one and fits in 32 bits (labels and ranks never wrap).
bool int32Of(const json& v, std::int32_t& out) {
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(INT32_MAX)) return false;
        out = static_cast<std::int32_t>(u);
        return true;
    }
    if (!v.is_number_integer()) return false;
    const auto i = v.get<std::int64_t>();
    if (i < INT32_MIN || i > INT32_MAX) return false;
    out = static_cast<std::int32_t>(i);
    return true;
}

// Parses one JSON text; on failure returns discarded and sets *error to the parser's reason
// (e.g. "number overflow parsing '1e400'") and *byte to where it stopped.
json parseJson(std::string_view text, Problem* error, std::size_t* byte = nullptr) {
    std::string what;
    try {
        return json::parse(text);
    } catch (const json::parse_error& e) {
        what = e.what();
        if (byte) *byte = e.byte;
    } catch (const json::exception& e) {  // e.g. out_of_range: "number overflow parsing '1e400'"
        what = e.what();
        // Where: the first occurrence of the token the message quotes.
        const auto q = what.find("parsing '");
        const auto e2 = q == std::string::npos ? q : what.find('\'', q + 9);
        if (byte && e2 != std::string::npos) {
            const auto at = text.find(what.substr(q + 9, e2 - q - 9));
            *byte = at == std::string_view::npos ? text.size() : at;
        }
    }
    // "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error ..."
    // becomes "not valid JSON (column 5): syntax error ..." (the line is the issue's).
    if (const auto bracket = what.find("] "); bracket != std::string::npos)
        what.erase(0, bracket + 2);
    std::string column;
    if (what.rfind("parse error", 0) == 0) {
        const auto col = what.find("column ");
        const auto colon = what.find(": ");
        if (col != std::string::npos && colon != std::string::npos && col < colon)
            column = what.substr(col + 7, colon - col - 7);
        if (colon != std::string::npos) what.erase(0, colon + 2);
    }
    *error = column.empty() ? Problem{ProblemCode::JsonInvalid, {what}}
                            : Problem{ProblemCode::JsonInvalidAtColumn, {column, what}};
    return json(json::value_t::discarded);
}

std::size_t lineAt(std::string_view text, std::size_t byte) {
    byte = std::min(byte, text.size());
    return 1 + static_cast<std::size_t>(
                   std::count(text.begin(), text.begin() + static_cast<long>(byte), '\n'));
}

// The line of docid's entry inside qid's object of a dictionary text (0 when not found, e.g.
// when the file escapes the names differently).
std::size_t lineOfEntry(std::string_view text, const std::string& qid, const std::string& docid) {
    const std::size_t q = text.find(json(qid).dump());
    if (q == std::string_view::npos) return 0;
    const std::size_t d = text.find(json(docid).dump(), q);
    return d == std::string_view::npos ? 0 : lineAt(text, d);
}

// A ranx-style dictionary {qid: {docid: value}} in one document. `add` returns no problem or
// what is wrong with an entry; the problem is thrown as ParseError with its line.
template <typename Add>
void readDictionary(const std::string& path, ProblemCode expected, Add add) {
    LineReader reader(path);
    std::string text;
    std::string_view line;
    while (reader.next(line)) {
        text.append(line);
        text.push_back('\n');
    }
    Problem error;
    std::size_t byte = 0;
    const json doc = parseJson(text, &error, &byte);
    if (doc.is_discarded()) throw ParseError({ParseIssue{path, lineAt(text, byte), error}});
    bool shaped = doc.is_object() && !doc.empty();
    for (const auto& [qid, docs] : doc.items()) shaped = shaped && docs.is_object();
    if (!shaped) throw ParseError({ParseIssue{path, 0, {expected, {}}}});
    for (const auto& [qid, docs] : doc.items())
        for (const auto& [docid, v] : docs.items()) {
            error = hasNulByte(qid) || hasNulByte(docid)
                        ? Problem{ProblemCode::JsonEntryNulByte, {qid, docid}}
                        : add(qid, docid, v);
            if (error) throw ParseError({ParseIssue{path, lineOfEntry(text, qid, docid), error}});
        }
}

// JSON Lines have a whole object on the first line; a dictionary spans lines or nests.
bool looksLikeDictionary(const std::string& path) {
    LineReader reader(path);
    std::string_view line;
    while (reader.next(line)) {
        const auto p = line.find_first_not_of(" \t");
        if (p == std::string_view::npos) continue;
        const json o = json::parse(line, nullptr, false);
        if (o.is_discarded()) {  // a bad object on one line is a bad JSON line, not a dictionary
            const auto e = line.find_last_not_of(" \t");
            return !(line[p] == '{' && line[e] == '}');
        }
        return o.is_object() && !o.empty() && o.begin()->is_object();
    }
    return false;
}

// Reads JSON Lines: every non-blank line must be an object with query and doc ids; `take`
// gets them and returns what is wrong (no problem when the record was taken). Bad lines are
// reported with their line numbers.
// refuse: throw for bad lines at the end (off: the caller does, as finishRun).
template <typename Take>
void readObjects(const std::string& path, const ParseOptions& opts, ParseReport& report, Take take,
                 bool refuse = true) {
    LineReader reader(path, opts.progress);
    std::string_view line;
    while (reader.next(line)) {
        ++report.lines;
        if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
        std::string q, d;
        Problem error;
        const json o = parseJson(line, &error);
        if (o.is_discarded()) {
            // error says why
        } else if (!o.is_object()) {
            error = {ProblemCode::JsonNotObject, {}};
        } else if (!idOf(field(o, {"query", "qid", "query_id", "user", "user_id"}), q) ||
                   !idOf(field(o, {"doc", "docid", "doc_id", "item", "item_id"}), d)) {
            error = {ProblemCode::JsonNeedsIds, {}};
        } else if (hasNulByte(q) || hasNulByte(d)) {
            error = {ProblemCode::NulByte, {}};
        } else {
            error = take(o, q, d);
        }
        if (error) {
            reportBadLine(path, reader.lineNumber(), error, opts, report);
            continue;
        }
        ++report.records;
    }
    if (refuse) finishReport(opts, report);
}

}  // namespace

Run readJsonlRun(const std::string& path, const ParseOptions& opts, ParseReport* reportOut) {
    ParseReport local;
    ParseReport& report = reportOut ? *reportOut : local;
    RunBuilder builder;
    builder.setName(path.substr(path.find_last_of('/') + 1));
    if (looksLikeDictionary(path)) {
        readDictionary(path, ProblemCode::JsonRunDictionaryShape,
                       [&](const std::string& q, const std::string& d, const json& v) {
                           if (!v.is_number() || std::isnan(v.get<double>()))
                               return Problem{ProblemCode::JsonEntryScoreNotNumber, {q, d}};
                           builder.add(q, d, v.get<double>(), 0);
                           ++report.records;
                           return Problem{};
                       });
        return finishRun(builder, path, jsonLineMatches, nullptr, opts, report);
    }
    bool anyRank = false;
    readObjects(
        path, opts, report,
        [&](const json& o, const std::string& q, const std::string& d) {
            const json* s = field(o, kScoreFields);
            const json* r = field(o, kRankFields);
            if ((s && !s->is_number()) || (r && !r->is_number_integer()) || (!s && !r))
                return Problem{ProblemCode::JsonNeedsScoreOrRank, {}};
            std::int32_t rank = 0;  // r is an integer here: beyond 32 bits when not read
            if (r && !int32Of(*r, rank))
                return Problem{ProblemCode::JsonRankOutOfRange, {r->dump()}};
            const double score = s ? s->get<double>() : -static_cast<double>(rank);
            if (std::isnan(score)) return Problem{ProblemCode::JsonScoreNotNumber, {}};
            anyRank = anyRank || r;
            builder.add(q, d, score, rank);
            return Problem{};
        },
        false);
    builder.setHasRanks(anyRank);
    return finishRun(builder, path, jsonLineMatches, nullptr, opts, report);
}

namespace {
// Adds an integer label, or a real-valued one (0.5, 2.7) used as a gain; false when v is no
// number (or out of range).
bool addLabel(QrelsBuilder& b, const std::string& q, const std::string& d, const json* v) {
    std::int32_t grade;
    if (!v) return false;
    if (int32Of(*v, grade)) {
        b.add(q, d, grade);
        return true;
    }
    if (!v->is_number_float()) return false;
    const double real = v->get<double>();
    if (!(std::isfinite(real) && real > -2147483648.0 && real < 2147483648.0)) return false;
    b.addReal(q, d, real);
    return true;
}
// Why addLabel refused v: a number beyond the labels' range, or no number at all.
bool outOfRange(const json* v) {
    return v && (v->is_number_integer() || v->is_number_float());
}
Problem labelError(const json* v) {
    if (outOfRange(v)) return {ProblemCode::JsonLabelOutOfRange, {v->dump()}};
    return {ProblemCode::JsonNeedsLabel, {}};
}
Problem entryLabelError(const std::string& q, const std::string& d, const json& v) {
    if (outOfRange(&v)) return {ProblemCode::JsonEntryLabelOutOfRange, {q, d, v.dump()}};
    return {ProblemCode::JsonEntryNeedsLabel, {q, d}};
}
}  // namespace

Qrels readJsonlQrels(const std::string& path, const ParseOptions& opts, ParseReport* reportOut) {
    ParseReport local;
    ParseReport& report = reportOut ? *reportOut : local;
    QrelsBuilder builder;
    if (looksLikeDictionary(path)) {
        readDictionary(path, ProblemCode::JsonQrelsDictionaryShape,
                       [&](const std::string& q, const std::string& d, const json& v) {
                           if (!addLabel(builder, q, d, &v)) return entryLabelError(q, d, v);
                           ++report.records;
                           return Problem{};
                       });
        return builder.finish(path, jsonLineMatches, nullptr);
    }
    readObjects(path, opts, report, [&](const json& o, const std::string& q, const std::string& d) {
        const json* l = field(o, kLabelFields);
        if (!addLabel(builder, q, d, l)) return labelError(l);
        return Problem{};
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
