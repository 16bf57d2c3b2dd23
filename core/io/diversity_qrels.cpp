#include "core/io/diversity_qrels.h"

#include <algorithm>
#include <istream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>

#include "core/base/numbers.h"
#include "core/io/line_reader.h"
#include "core/io/parse_report.h"

namespace ranklens::core {

const std::vector<std::uint32_t>* DiversityQuery::subtopicsOf(std::string_view doc) const {
    const auto it = index.find(doc);
    return it == index.end() ? nullptr : &docSubtopics[it->second];
}

const DiversityQuery* DiversityQrels::find(std::string_view qid) const {
    const auto it = byQid_.find(qid);
    return it == byQid_.end() ? nullptr : &queries_[it->second];
}

namespace {

// One query from its lines (all of the same qid).
DiversityQuery buildQuery(const std::string& qid, const std::vector<DiversityQrels::Line>& lines) {
    DiversityQuery q;
    q.qid = qid;
    std::set<std::string> positive;
    std::map<std::string, std::vector<std::string>> byDoc;  // doc -> positive subtopics
    for (const auto& l : lines) {
        auto& subs = byDoc[l.doc];
        if (l.judgment > 0) {
            positive.insert(l.subtopic);
            subs.push_back(l.subtopic);
        }
    }
    q.subtopics.assign(positive.begin(), positive.end());
    for (auto& [doc, subs] : byDoc) {
        std::vector<std::uint32_t> ids;
        for (const auto& s : subs)
            ids.push_back(static_cast<std::uint32_t>(
                std::lower_bound(q.subtopics.begin(), q.subtopics.end(), s) - q.subtopics.begin()));
        std::sort(ids.begin(), ids.end());
        q.docs.push_back(doc);
        q.docSubtopics.push_back(std::move(ids));
    }
    for (std::uint32_t i = 0; i < q.docs.size(); ++i) q.index.emplace(q.docs[i], i);
    return q;
}

}  // namespace

DiversityQrels DiversityQrels::build(std::vector<Line> lines, std::string source) {
    DiversityQrels out;
    out.source = std::move(source);
    out.judgments_ = lines.size();
    std::stable_sort(lines.begin(), lines.end(),
                     [](const Line& a, const Line& b) { return a.qid < b.qid; });
    for (std::size_t i = 0; i < lines.size();) {
        std::size_t j = i;
        while (j < lines.size() && lines[j].qid == lines[i].qid) ++j;
        out.queries_.push_back(buildQuery(
            lines[i].qid, std::vector<Line>(lines.begin() + static_cast<std::ptrdiff_t>(i),
                                            lines.begin() + static_cast<std::ptrdiff_t>(j))));
        i = j;
    }
    for (std::uint32_t i = 0; i < out.queries_.size(); ++i)
        out.byQid_.emplace(out.queries_[i].qid, i);
    return out;
}

namespace {

// Checks one line's fields and adds it (nothing for a blank line or a comment).
void addLine(std::string_view text, std::size_t lineNo, const std::string& source,
             std::set<std::tuple<std::string, std::string, std::string>>& seen,
             std::vector<DiversityQrels::Line>& lines) {
    std::istringstream fields{std::string(text)};
    std::vector<std::string> f;
    for (std::string w; fields >> w;) f.push_back(w);
    if (f.empty() || f[0][0] == '#') return;
    auto fail = [&](ProblemCode code, std::vector<std::string> values) {
        throw ParseError(
            {ParseIssue{source, lineNo, {code, std::move(values)}, ParseIssue::Kind::Malformed}});
    };
    if (f.size() != 4) fail(ProblemCode::SubtopicFields, {std::to_string(f.size())});
    std::int32_t judgment = 0;
    if (!parseInt(f[3], judgment)) fail(ProblemCode::SubtopicJudgmentNotInteger, {f[3]});
    if (!seen.emplace(f[0], f[1], f[2]).second)
        fail(ProblemCode::SubtopicJudgedTwice, {f[0], f[1], f[2]});
    lines.push_back({f[0], f[1], f[2], judgment});
}

std::vector<DiversityQrels::Line> parseLines(std::istream& in, const std::string& source) {
    std::vector<DiversityQrels::Line> lines;
    std::set<std::tuple<std::string, std::string, std::string>> seen;
    std::string text;
    for (std::size_t lineNo = 1; std::getline(in, text); ++lineNo) {
        if (!text.empty() && text.back() == '\r') text.pop_back();
        addLine(text, lineNo, source, seen, lines);
    }
    return lines;
}

}  // namespace

DiversityQrels parseDiversityQrels(std::istream& in, const std::string& source) {
    return DiversityQrels::build(parseLines(in, source), source);
}

// Through the LineReader every other input uses: gzip read, a directory refused by name.
std::vector<DiversityQrels::Line> readDiversityLines(const std::string& path) {
    std::optional<LineReader> in;
    try {
        in.emplace(path);
    } catch (const std::runtime_error& e) {  // "PATH: is a directory, not a file", ...
        std::string why = e.what();
        if (why.rfind(path + ": ", 0) == 0) why.erase(0, path.size() + 2);
        throw ParseError(
            {ParseIssue{path, 0, {ProblemCode::Unreadable, {why}}, ParseIssue::Kind::Malformed}});
    }
    std::vector<DiversityQrels::Line> lines;
    std::set<std::tuple<std::string, std::string, std::string>> seen;
    for (std::string_view text; in->next(text);) addLine(text, in->lineNumber(), path, seen, lines);
    return lines;
}

DiversityQrels readDiversityQrels(const std::string& path) {
    return DiversityQrels::build(readDiversityLines(path), path);
}

}  // namespace ranklens::core
