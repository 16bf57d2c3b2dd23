#include "core/io/builders.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <unordered_set>

#include "core/io/line_reader.h"
#include "core/parallel.h"

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

std::string duplicateMessage(const std::string& path, std::string_view what, std::string_view qid,
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
    std::string msg = "query '" + std::string(qid) + "' lists " + std::string(what) + " '" +
                      std::string(doc) + "' more than once";
    if (!lines.empty()) msg += " (lines " + lines + ")";
    return msg;
}
}  // namespace

Run RunBuilder::finish(const std::string& path, Matcher matches, const void* ctx) {
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
    if (firstDup < qs.size()) {
        auto& q = qs[firstDup];
        if (const char* dup = findDuplicateDoc(q)) {
            throw ParseError(
                {ParseIssue{path, 0, duplicateMessage(path, "document", q.qid, dup, matches, ctx),
                            ParseIssue::Kind::Duplicate}});
        }
    }
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
        throw ParseError({ParseIssue{
            path, 0,
            duplicateMessage(path, "a judgment of document", std::string_view(dup).substr(0, sp),
                             std::string_view(dup).substr(sp + 1), matches, ctx),
            ParseIssue::Kind::Duplicate}});
    }
    qrels_.source = path;
    last_ = nullptr;
    return std::move(qrels_);
}

void reportBadLine(const std::string& file, std::size_t line, std::string message,
                   const ParseOptions& opts, ParseReport& report) {
    if (report.issues.size() < opts.maxIssues)
        report.issues.push_back(ParseIssue{file, line, std::move(message)});
    if (opts.skipBadLines) {
        ++report.skipped;
        return;
    }
    if (report.issues.size() >= opts.maxIssues) throw ParseError(report.issues);
}

void finishReport(const ParseOptions& opts, ParseReport& report) {
    if (!opts.skipBadLines && !report.issues.empty()) throw ParseError(report.issues);
}

}  // namespace ranklens::core
