#include "core/io/judgment_formats.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include "core/base/numbers.h"
#include "core/io/line_reader.h"

namespace ranklens::core {

bool parseRelFormat(std::string_view s, RelFormat& out) {
    for (const auto f :
         {RelFormat::Qrels, RelFormat::QrelsJg, RelFormat::Prefs, RelFormat::QrelsPrefs})
        if (s == toString(f)) {
            out = f;
            return true;
        }
    return false;
}

const char* toString(RelFormat f) {
    switch (f) {
        case RelFormat::QrelsJg:
            return "qrels_jg";
        case RelFormat::Prefs:
            return "prefs";
        case RelFormat::QrelsPrefs:
            return "qrels_prefs";
        case RelFormat::Qrels:
            break;
    }
    return "qrels";
}

namespace {

template <typename Query>
const Query* findByQid(const std::vector<Query>& queries, std::string_view qid) {
    const auto it = std::lower_bound(queries.begin(), queries.end(), qid,
                                     [](const Query& q, std::string_view k) { return q.qid < k; });
    return it != queries.end() && it->qid == qid ? &*it : nullptr;
}

// trec_eval's isspace() in the C locale.
bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

std::vector<std::string_view> splitFields(std::string_view line) {
    std::vector<std::string_view> f;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isSpace(line[i])) ++i;
        const std::size_t start = i;
        while (i < line.size() && !isSpace(line[i])) ++i;
        if (i > start) f.push_back(line.substr(start, i - start));
    }
    return f;
}

// Reads the data lines of a judgment file: calls onLine(fields, lineNo) for each, which
// returns what is wrong (no problem when the line is good). Comment lines as trec_eval 10.0
// skips them: a '#' in the first column, but not two such lines in a row (10.0 reads the
// second as data).
template <typename OnLine>
std::size_t readDataLines(const std::string& path, std::size_t fieldCount, const char* layout,
                          TrecEvalVersion version, const ParseOptions& opts, ParseReport& report,
                          OnLine onLine) {
    LineReader in(path, opts.progress);
    std::vector<ParseIssue> issues;
    std::string_view line;
    bool previousWasComment = false;
    std::size_t records = 0;
    const bool comments = version == TrecEvalVersion::V10_0;
    while (in.next(line)) {
        ++report.lines;
        const std::size_t lineNo = in.lineNumber();
        Problem why;
        if (comments && !line.empty() && line.front() == '#') {
            if (!previousWasComment) {
                previousWasComment = true;
                continue;
            }
            why = {ProblemCode::CommentAfterComment, {}};
        }
        previousWasComment = false;
        const auto fields = splitFields(line);
        if (!why && fields.size() != fieldCount) {
            const bool comment = !comments && !line.empty() && line.front() == '#';
            why = fields.empty()
                      ? Problem{ProblemCode::BlankLineRefused, {}}
                      : Problem{
                            comment ? ProblemCode::LayoutFieldsComment : ProblemCode::LayoutFields,
                            {std::to_string(fieldCount), layout, std::to_string(fields.size())}};
        }
        if (!why) why = onLine(fields, lineNo);
        if (!why) {
            ++records;
            continue;
        }
        issues.push_back({path, lineNo, why, ParseIssue::Kind::Malformed});
        if (!opts.skipBadLines) throw ParseError(std::move(issues));
        ++report.skipped;
        if (report.issues.size() < opts.maxIssues) report.issues.push_back(issues.back());
        issues.clear();
    }
    report.records += records;
    if (records == 0)
        throw ParseError(
            {ParseIssue{path, 0, {ProblemCode::NoJudgments, {}}, ParseIssue::Kind::Malformed}});
    return records;
}

}  // namespace

const PrefsQuery* PrefsJudgments::find(std::string_view qid) const {
    return findByQid(queries, qid);
}

const JgQuery* JgQrels::find(std::string_view qid) const {
    return findByQid(queries, qid);
}

PrefsJudgments readPrefs(const std::string& path, RelFormat layout, TrecEvalVersion version,
                         const ParseOptions& opts, ParseReport* report) {
    ParseReport own;
    ParseReport& rep = report ? *report : own;
    const bool qrels = layout == RelFormat::QrelsPrefs;
    std::map<std::string, std::vector<PrefJudgment>, std::less<>> byQid;
    readDataLines(
        path, qrels ? 4 : 5, qrels ? "qid jg docid rel_level" : "qid jg jsg docid rel_level",
        version, opts, rep, [&](const std::vector<std::string_view>& f, std::size_t) {
            double level = 0;
            const std::string_view rel = f.back();
            if (!parseDouble(rel, level) || !std::isfinite(level))
                return Problem{ProblemCode::RelLevelNotFinite, {std::string(rel)}};
            PrefJudgment j{std::string(f[1]), qrels ? std::string("0") : std::string(f[2]),
                           std::string(f[qrels ? 2 : 3]), level};
            auto it = byQid.find(f[0]);
            if (it == byQid.end()) it = byQid.emplace(std::string(f[0]), 0).first;
            it->second.push_back(std::move(j));
            return Problem{};
        });
    PrefsJudgments out;
    out.source = path;
    for (auto& [qid, judgments] : byQid) out.queries.push_back({qid, std::move(judgments)});
    return out;
}

JgQrels readQrelsJg(const std::string& path, TrecEvalVersion version, const ParseOptions& opts,
                    ParseReport* report) {
    ParseReport own;
    ParseReport& rep = report ? *report : own;
    // qid -> group -> doc -> rel: sorted as trec_eval sorts them.
    std::map<std::string, std::map<std::string, std::map<std::string, std::int32_t>>, std::less<>>
        byQid;
    readDataLines(path, 4, "qid jg docid rel", version, opts, rep,
                  [&](const std::vector<std::string_view>& f, std::size_t) {
                      std::int32_t rel = 0;
                      if (!parseInt(f[3], rel))
                          return Problem{ProblemCode::RelNotInteger, {std::string(f[3])}};
                      auto& group = byQid[std::string(f[0])][std::string(f[1])];
                      if (!group.emplace(std::string(f[2]), rel).second)
                          return Problem{ProblemCode::GroupJudgedTwice,
                                         {std::string(f[0]), std::string(f[1]), std::string(f[2])}};
                      return Problem{};
                  });
    JgQrels out;
    out.source = path;
    for (auto& [qid, groups] : byQid) {
        JgQuery q{qid, {}};
        for (auto& [name, docs] : groups) {
            JudgmentGroup g{name, {}};
            g.judgments.reserve(docs.size());
            for (auto& [doc, rel] : docs) g.judgments.push_back({doc, rel});
            q.groups.push_back(std::move(g));
        }
        out.queries.push_back(std::move(q));
    }
    return out;
}

}  // namespace ranklens::core
