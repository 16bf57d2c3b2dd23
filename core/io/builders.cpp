#include "core/io/builders.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "core/base/parallel.h"
#include "core/io/line_reader.h"

namespace ranklens::core {

void RunBuilder::add(std::string_view qid, std::string_view doc, double score, std::int32_t rank) {
    if (!last_ || qid != lastQid_) {
        const std::size_t previous = last_ ? last_->docs.size() : 0;
        last_ = &run_.query(qid);
        lastQid_.assign(qid);
        // Queries of a run tend to have similar lengths: avoids regrowing each vector.
        if (last_->docs.empty()) last_->docs.reserve(previous);
    }
    last_->docs.push_back(RankedDoc{score, run_.storeString(doc), rank,
                                    static_cast<std::uint32_t>(last_->docs.size())});
}

namespace {
using Matcher = bool (*)(std::string_view, std::string_view, std::string_view, const void*);

// A document listed twice in a query (judgment: a judgment of it), with the lines that list it
// (at most five) when they can be found again.
Problem duplicateProblem(const std::string& path, bool judgment, std::string_view qid,
                         std::string_view doc, Matcher matches, const void* ctx) {
    std::string lines;
    try {
        LineReader reader(path);
        std::string_view line;
        int found = 0;
        while (reader.next(line) && found < 5) {
            if (matches(line, qid, doc, ctx)) {
                lines += (found++ ? ", " : "") + std::to_string(reader.lineNumber());
            }
        }
    } catch (const std::exception&) {
        // The message below still names the query and document.
    }
    if (lines.empty())
        return {judgment ? ProblemCode::JudgmentTwice : ProblemCode::DocumentTwice,
                {std::string(qid), std::string(doc)}};
    return {judgment ? ProblemCode::JudgmentTwiceAtLines : ProblemCode::DocumentTwiceAtLines,
            {std::string(qid), std::string(doc), lines}};
}
}  // namespace

std::size_t RunBuilder::firstDuplicateQuery() {
    // Duplicate check on all cores: one flat index per query.
    const auto qs = run_.queries();
    std::atomic<std::size_t> firstDup{qs.size()};
    parallelFor(qs.size(), 64, 0, [&](std::size_t j) {
        if (scope_ && !scope_(qs[j].qid)) return;
        if (!findDuplicateDoc(qs[j])) return;
        std::size_t cur = firstDup.load();
        while (j < cur && !firstDup.compare_exchange_weak(cur, j)) {
        }
    });
    return firstDup;
}

std::optional<ParseIssue> RunBuilder::duplicateIssue(const std::string& path, Matcher matches,
                                                     const void* ctx) {
    if (duplicates_ != DuplicateDocs::Refuse) return std::nullopt;
    const std::size_t j = firstDuplicateQuery();
    if (j >= run_.queries().size()) return std::nullopt;
    const RunQuery& q = run_.queries()[j];
    const char* dup = findDuplicateDoc(q);
    if (!dup) return std::nullopt;
    return ParseIssue{path, 0, duplicateProblem(path, false, q.qid, dup, matches, ctx),
                      ParseIssue::Kind::Duplicate};
}

// Keeps one line of each docid listed more than once in q (the first, or the one with the
// higher score), or none of them (Skip); the rest keep their file order.
void RunBuilder::dropDuplicates(RunQuery& q) {
    std::unordered_map<std::string_view, std::size_t> kept;  // docid -> its line in out
    std::unordered_set<std::string_view> twice;
    std::vector<RankedDoc> out;
    out.reserve(q.docs.size());
    for (const RankedDoc& d : q.docs) {
        const auto [at, fresh] = kept.try_emplace(d.doc, out.size());
        if (fresh) {
            out.push_back(d);
            continue;
        }
        twice.insert(d.doc);
        ++dropped_;
        if (duplicates_ == DuplicateDocs::KeepMax && d.score > out[at->second].score)
            out[at->second] = d;
    }
    if (duplicates_ == DuplicateDocs::Skip) {
        const std::size_t before = out.size();
        std::erase_if(out, [&](const RankedDoc& d) { return twice.count(d.doc) > 0; });
        dropped_ += before - out.size();
    }
    for (std::size_t i = 0; i < out.size(); ++i) out[i].inputPos = static_cast<std::uint32_t>(i);
    q.docs = std::move(out);
}

Run RunBuilder::finish(const std::string& path, Matcher matches, const void* ctx) {
    if (auto issue = duplicateIssue(path, matches, ctx)) throw ParseError({*issue});
    if (duplicates_ != DuplicateDocs::Refuse)
        for (RunQuery& q : run_.queries())
            if ((!scope_ || scope_(q.qid)) && findDuplicateDoc(q)) dropDuplicates(q);
    run_.source = path;
    last_ = nullptr;
    return std::move(run_);
}

void QrelsBuilder::add(std::string_view qid, std::string_view doc, std::int32_t grade) {
    if (!last_ || qid != lastQid_) {
        last_ = &qrels_.query(qid);
        lastQid_.assign(qid);
    }
    last_->judgments.push_back(Judgment{qrels_.storeString(doc), grade});
    if (!last_->reals.empty()) last_->reals.push_back(grade);
}

void QrelsBuilder::addReal(std::string_view qid, std::string_view doc, double label) {
    if (!last_ || qid != lastQid_) {
        last_ = &qrels_.query(qid);
        lastQid_.assign(qid);
    }
    last_->add(qrels_.storeString(doc), label);
}

Qrels QrelsBuilder::finish(const std::string& path, Matcher matches, const void* ctx) {
    const std::string dup = qrels_.finalize(threads_);
    if (!dup.empty()) {
        const auto sp = dup.find(' ');
        throw ParseError(
            {ParseIssue{path, 0,
                        duplicateProblem(path, true, std::string_view(dup).substr(0, sp),
                                         std::string_view(dup).substr(sp + 1), matches, ctx),
                        ParseIssue::Kind::Duplicate}});
    }
    qrels_.source = path;
    last_ = nullptr;
    return std::move(qrels_);
}

void reportBadLine(const std::string& file, std::size_t line, Problem problem,
                   const ParseOptions& opts, ParseReport& report) {
    if (report.issues.size() < opts.maxIssues)
        report.issues.push_back(ParseIssue{file, line, std::move(problem)});
    if (opts.skipBadLines) {
        ++report.skipped;
        return;
    }
    if (report.issues.size() >= opts.maxIssues) throw ParseError(report.issues);
}

void finishReport(const ParseOptions& opts, ParseReport& report) {
    if (!opts.skipBadLines && !report.issues.empty()) throw ParseError(report.issues);
}

Run finishRun(RunBuilder& builder, const std::string& path, RunBuilder::LineMatcher lineMatches,
              const void* ctx, const ParseOptions& opts, ParseReport& report) {
    builder.setUniqueDocsIn(opts.uniqueDocsIn);
    builder.setDuplicates(opts.duplicates);
    if (!opts.skipBadLines && !report.issues.empty()) {
        if (auto dup = builder.duplicateIssue(path, lineMatches, ctx))
            report.issues.push_back(std::move(*dup));
        throw ParseError(report.issues);
    }
    Run run = builder.finish(path, lineMatches, ctx);
    report.duplicateLines = builder.duplicateLines();
    return run;
}

}  // namespace ranklens::core
