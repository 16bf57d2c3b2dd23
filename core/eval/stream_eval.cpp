#include "core/eval/stream_eval.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <memory>
#include <mutex>
#include <unordered_set>

#include "core/base/numbers.h"
#include "core/base/parallel.h"
#include "core/eval/eval_driver.h"
#include "core/io/input_source.h"
#include "core/io/line_reader.h"
#include "core/io/mapped_lines.h"
#include "core/io/trec_run_line.h"
#include "core/judged/judged_ranking.h"
#include "core/model/doc_index.h"
#include "core/order/keyed_tie_order.h"
#include "core/order/order_query.h"

namespace ranklens::core {

namespace {

// Short ids compared in place, 8 bytes at a time (a library memcmp call per field costs more).
bool sameBytes(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    std::size_t i = 0;
    for (; i + 8 <= a.size(); i += 8) {
        std::uint64_t x, y;
        std::memcpy(&x, a.data() + i, 8);
        std::memcpy(&y, b.data() + i, 8);
        if (x != y) return false;
    }
    for (; i < a.size(); ++i)
        if (a[i] != b[i]) return false;
    return true;
}

struct File {
    std::FILE* f = nullptr;
    explicit File(const std::string& path) : f(std::fopen(path.c_str(), "rb")) {}
    ~File() {
        if (f) std::fclose(f);
    }
    File(const File&) = delete;
    File& operator=(const File&) = delete;
};

// A query block cut by a range boundary: owned copies, merged after all threads finish.
struct Fragment {
    std::string qid;
    std::vector<std::string> docs;
    std::vector<double> scores;
    std::vector<std::int32_t> ranks;
};

struct Evaluated {
    std::string qid;
    QueryResult info;
    std::vector<double> values;
    std::vector<std::string> texts;  // the text slots' texts only (relstring), in slot order
};

// The kernel's texts of the text slots only (relstring), in slot order: a query keeps a string
// per text measure, not one per slot (all_trec has some 300 slots and one text).
void keepTexts(const detail::EvalPlan& plan, const detail::QueryKernel& kernel,
               std::vector<std::string>& out) {
    out.clear();
    for (std::size_t s = 0; s < plan.slots.size(); ++s)
        if (plan.slots[s].measure->text) out.push_back(kernel.texts[s]);
}

struct RangeOutput {
    std::vector<Evaluated> evaluated;
    std::vector<std::string> qids;    // every block's qid in order (interleaving check)
    std::vector<Fragment> fragments;  // the first and (if different) last block
    std::string lastTag;
    std::size_t unlabelled = 0;
    bool sawLine = false;
    bool failed = false;
};

class RangeWorker {
  public:
    RangeWorker(const Qrels& qrels, const EvalConfig& cfg, const detail::EvalPlan& plan,
                detail::QueryKernel& kernel, std::atomic<bool>& stop)
        : qrels_(qrels),
          cfg_(cfg),
          plan_(plan),
          kernel_(kernel),
          stop_(stop),
          comments_(cfg.trecEvalVersion == TrecEvalVersion::V10_0) {}

    void run(const std::string& path, std::uint64_t begin, std::uint64_t end, RangeOutput& out,
             const std::function<void(std::uint64_t)>& onBytes) {
        out_ = &out;
        MappedLines lines;
        if (!lines.open(path, begin, end)) {
            out.failed = true;
            return;
        }
        while (!out.failed && !stop_) {
            const std::string_view piece = lines.next();
            if (piece.empty()) break;
            parseLines(piece.data(), piece.size());
            // The tag of the piece's last line (trec_eval names the run by the last line's).
            if (!lastTag_.empty()) out.lastTag.assign(lastTag_);
            lastTag_ = {};
            onBytes(piece.size());
        }
        if (blockActive_ && !out.failed) finishBlock(/*lastInRange=*/true);
    }

  private:
    // Lines in [base, base + size), each ending with '\n', at least 64 bytes readable after
    // each line's '\n' (MappedLines); stops early when a line fails.
    void parseLines(const char* base, std::size_t size) {
        TrecRunLine line;
        for (std::size_t pos = 0; pos < size && !out_->failed;) {
            const char* p = base + pos;
            // A comment line (10.0) goes to the general parser, which skips it.
            const bool comment = comments_ && *p == '#';
            const char* next = comment ? nullptr : parseTrecRunLineWide(p, line);
            if (next) {  // at most 127 bytes
                addRecord(line, line.scoreCode);
                pos = static_cast<std::size_t>(next - base);
                continue;
            }
            if (!comment && (next = parseTrecRunLine(p, line))) {
                addRecord(line);
                pos = static_cast<std::size_t>(next - base);
                // A line over the limit: the exact path refuses it.
                if (static_cast<std::size_t>(next - p) > kMaxLineBytes) out_->failed = true;
                continue;
            }
            const auto* nl = static_cast<const char*>(std::memchr(p, '\n', size - pos));
            const auto lineLen = static_cast<std::size_t>(nl - p);
            if (lineLen > kMaxLineBytes)
                out_->failed = true;
            else
                parseGeneralLine(p, lineLen);
            pos += lineLen + 1;
        }
    }

    // A line in any shape the exact path accepts (or out_->failed).
    void parseGeneralLine(const char* line, std::size_t lineLen) {
        std::string_view f[6];
        // A NUL byte makes its line malformed on both paths (ids are C strings; a line
        // holding one is never blank); the fast parser never accepts one.
        if (std::memchr(line, '\0', lineLen)) {
            out_->failed = true;
            return;
        }
        const std::size_t n = splitWhitespace(std::string_view(line, lineLen), f, 6);
        if (n == 0 || (comments_ && f[0].front() == '#')) return;
        TrecRunLine r;
        if (n < 6 || !parseDouble(f[4], r.score) || !parseInt(f[3], r.rank)) {
            out_->failed = true;  // the exact path reports it with its line number
            return;
        }
        r.qid = f[0];
        r.doc = f[2];
        r.tag = f[5];
        addRecord(r);
    }

    // scoreCode: the line's score as parseTrecRunLineWide left it, or kDecoded (r.score).
    // Scores are decoded and docids hashed when the block is complete, in one loop each: one
    // line's division or hash then does not hold up the next line's parsing.
    void addRecord(const TrecRunLine& r, std::uint64_t scoreCode = kDecoded) {
        out_->sawLine = true;
        if (blockActive_ && !sameBytes(r.qid, blockQid_)) finishBlock(false);
        if (!blockActive_) {
            blockActive_ = true;
            blockQid_.assign(r.qid);
        }
        docOff_.push_back(storeDoc(r.doc));
        if (docUsed_ > (std::size_t{1} << 31)) out_->failed = true;  // past 32-bit offsets
        docLen_.push_back(static_cast<std::uint32_t>(r.doc.size()));
        scoreCodes_.push_back(scoreCode);
        scores_.push_back(r.score);
        ranks_.push_back(r.rank);
        lastTag_ = r.tag;
    }

    // The block's scores and docid hashes (see addRecord).
    void completeBlock() {
        const std::size_t n = docOff_.size();
        for (std::size_t i = 0; i < n; ++i)
            if (scoreCodes_[i] != kDecoded) scores_[i] = decodeScore(scoreCodes_[i]);
        hashes_.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            hashes_[i] = hashDocId(std::string_view(docBytes_.data() + docOff_[i], docLen_[i]));
    }

    // Copies a docid (NUL-terminated, kDocPad readable bytes after it) into docBytes_.
    // A docid of up to 32 (64) bytes is copied as 32 (64), one fixed-size copy: a line's '\n'
    // is followed by at least 64 readable bytes (MappedLines).
    std::uint32_t storeDoc(std::string_view doc) {
        const std::size_t at = docUsed_;
        if (at + doc.size() + 1 + kDocPad + 64 > docBytes_.size())
            docBytes_.resize(std::max<std::size_t>(docBytes_.size() * 2, 64u << 10) + doc.size());
        char* dst = docBytes_.data() + at;
        if (doc.size() <= 32)
            std::memcpy(dst, doc.data(), 32);
        else if (doc.size() <= 64)
            std::memcpy(dst, doc.data(), 64);
        else
            std::memcpy(dst, doc.data(), doc.size());
        dst[doc.size()] = '\0';
        docUsed_ += doc.size() + 1;
        return static_cast<std::uint32_t>(at);
    }

    void finishBlock(bool lastInRange) {
        completeBlock();
        out_->qids.push_back(blockQid_);
        if (firstBlock_ || lastInRange) {
            Fragment fr;
            fr.qid = blockQid_;
            fr.docs.reserve(docOff_.size());
            for (auto o : docOff_) fr.docs.emplace_back(docBytes_.data() + o);
            fr.scores = scores_;
            fr.ranks = ranks_;
            out_->fragments.push_back(std::move(fr));
        } else {
            evaluateBlock();
        }
        firstBlock_ = false;
        blockActive_ = false;
        docOff_.clear();
        docUsed_ = 0;
        docLen_.clear();
        hashes_.clear();
        scoreCodes_.clear();
        scores_.clear();
        ranks_.clear();
    }

    void evaluateBlock() {
        const QrelsQuery* labels = qrels_.find(blockQid_);
        if (!labels) {
            ++out_->unlabelled;
            return;
        }
        query_.qid = blockQid_.c_str();
        query_.docs.resize(docOff_.size());
        for (std::size_t i = 0; i < docOff_.size(); ++i)
            query_.docs[i] = RankedDoc{scores_[i], docBytes_.data() + docOff_[i], ranks_[i],
                                       static_cast<std::uint32_t>(i)};
        if (!lookUpDistinct(*labels)) {
            out_->failed = true;
            return;
        }
        // Only the labels by rank are read unless subtopics, items or real-valued labels are.
        if (plan_.diversity || plan_.items || !labels->reals.empty())
            orderQuery(query_, cfg_.ties);
        else
            orderQueryForLabelsKeyed(query_, cfg_.ties, grades_.data(), docLen_.data(), keyed_);
        Evaluated e;
        e.qid = blockQid_;
        e.values.resize(plan_.slots.size());
        e.info.qid = blockQid_;
        kernel_.run(&query_, labels, e.values.data(), e.info, grades_.data());
        if (plan_.hasText) keepTexts(plan_, kernel_, e.texts);
        out_->evaluated.push_back(std::move(e));
    }

    // A slot of seen_: the high half of the doc's hash and its position in the block.
    static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};
    static constexpr std::uint64_t kHighHalf = 0xffffffff00000000ull;

    // With each docid hashed once (while parsing): false when a docid repeats in the block;
    // else grades_[i] = the label of the block's i-th doc (kUnjudged without one).
    bool lookUpDistinct(const QrelsQuery& labels) {
        const std::size_t n = query_.docs.size();
        std::size_t cap = 16;
        while (cap < n * 4) cap <<= 1;
        seen_.assign(cap, kEmpty);
        grades_.assign(n, kUnjudged);
        // Usually a query has far fewer labels than ranked docs, and most docs have none: then
        // each label is looked up among the block's docs (a table at most a quarter full, so
        // few probes are mispredicted) instead of each doc among the labels (most probes of
        // the labels' fuller table are misses).
        const bool byLabel = labels.judgments.size() < n * 2;
        const auto keyAt = [&labels](std::uint32_t j) { return labels.judgments[j].doc; };
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint64_t h = hashes_[i];
            if (!insertDistinct(h, i, cap)) return false;
            if (byLabel) continue;
            const std::uint32_t j = labels.names  // labels a project's explorer loaded
                                        ? labels.find(query_.docs[i].doc)
                                        : labels.index.findHashed(h, query_.docs[i].doc, keyAt);
            if (j != DocIndex::kNone) grades_[i] = labels.judgments[j].grade;
        }
        if (byLabel)
            for (const Judgment& j : labels.judgments) {
                const std::uint32_t i = findInBlock(j.doc, cap);
                if (i != DocIndex::kNone) grades_[i] = j.grade;
            }
        return true;
    }

    // Adds the block's i-th doc (hash h) to seen_; false when its docid is there already.
    bool insertDistinct(std::uint64_t h, std::size_t i, std::size_t cap) {
        const std::uint64_t high = h & kHighHalf;
        for (std::size_t s = h & (cap - 1);; s = (s + 1) & (cap - 1)) {
            const std::uint64_t e = seen_[s];
            if (e == kEmpty) {
                seen_[s] = high | i;
                return true;
            }
            if ((e & kHighHalf) != high) continue;
            const auto j = static_cast<std::uint32_t>(e);
            if (hashes_[j] == h && std::strcmp(query_.docs[j].doc, query_.docs[i].doc) == 0)
                return false;
        }
    }

    // Position in the block of doc (a docid of the labels), or kNone; seen_ holds the block.
    std::uint32_t findInBlock(const char* doc, std::size_t cap) const {
        const std::uint64_t h = hashDocId(doc);
        const std::uint64_t high = h & kHighHalf;
        for (std::size_t s = h & (cap - 1);; s = (s + 1) & (cap - 1)) {
            const std::uint64_t e = seen_[s];
            if (e == kEmpty) return DocIndex::kNone;
            if ((e & kHighHalf) != high) continue;
            const auto i = static_cast<std::uint32_t>(e);
            if (hashes_[i] == h && std::strcmp(query_.docs[i].doc, doc) == 0) return i;
        }
    }

    const Qrels& qrels_;
    const EvalConfig& cfg_;
    const detail::EvalPlan& plan_;
    detail::QueryKernel& kernel_;
    std::atomic<bool>& stop_;
    // trec_eval 10.0's comment lines (isTrecRunComment) are skipped, 9.0.8 reads them as data.
    const bool comments_;
    RangeOutput* out_ = nullptr;
    static constexpr std::size_t kDocPad = 8;  // orderQueryForLabelsKeyed reads 7 past a NUL
    std::vector<char> docBytes_;               // the block's docids, NUL-terminated
    std::size_t docUsed_ = 0;
    bool blockActive_ = false, firstBlock_ = true;
    std::string blockQid_;
    std::string_view lastTag_;  // in the current piece: the tag of the last line parsed
    std::vector<std::uint32_t> docOff_;
    std::vector<std::uint32_t> docLen_;                           // length of each doc of the block
    static constexpr std::uint64_t kDecoded = ~std::uint64_t{0};  // never a score code
    std::vector<std::uint64_t> scoreCodes_;                       // see addRecord
    std::vector<double> scores_;
    std::vector<std::int32_t> ranks_;
    std::vector<std::uint64_t> hashes_;  // hashDocId of each doc of the block
    std::vector<std::uint64_t> seen_;    // open addressing over hashes_: distinct docids
    std::vector<std::int32_t> grades_;   // label of each doc of the block, in block order
    RunQuery query_;
    std::vector<std::pair<std::uint64_t, RankedDoc>> keyed_;  // orderQueryForLabelsKeyed's
};

bool isGzip(const std::string& path) {
    File f(path);
    unsigned char m[2] = {0, 0};
    return f.f && std::fread(m, 1, 2, f.f) == 2 && m[0] == 0x1f && m[1] == 0x8b;
}

// The size of the file at path, or nullopt when it cannot be read.
std::optional<std::uint64_t> fileSize(const std::string& path) {
    File f(path);
    if (!f.f || std::fseek(f.f, 0, SEEK_END) != 0) return std::nullopt;
    return static_cast<std::uint64_t>(std::ftell(f.f));
}

// Each thread parses and evaluates one line-aligned byte range of the file, on its own kernel.
// Every thread counts its bytes into one progress report.
std::vector<RangeOutput> evaluateRanges(const detail::EvalJob& job, const Qrels& qrels,
                                        const std::string& runPath, std::uint64_t size,
                                        std::vector<detail::QueryKernel>& kernels,
                                        const std::vector<std::uint64_t>& bounds) {
    std::vector<RangeOutput> outs(kernels.size());
    detail::ProgressGate gate(job.opts.progress, /*minStep=*/0);
    std::atomic<std::uint64_t> bytes{0};
    auto onBytes = [&](std::uint64_t n) {
        const std::uint64_t total = bytes += n;
        gate.report(static_cast<std::size_t>(total), static_cast<std::size_t>(size));
    };
    runOnThreads(kernels.size(), [&](std::size_t t) {
        RangeWorker w(qrels, job.cfg, job.plan, kernels[t], gate.cancelFlag());
        w.run(runPath, bounds[t], bounds[t + 1], outs[t], onBytes);
    });
    if (gate.cancelled()) throw Cancelled();
    return outs;
}

// Merges the fragments cut by range boundaries (same qid on both sides of a boundary).
std::vector<Fragment> mergeFragments(std::vector<RangeOutput>& outs) {
    std::vector<Fragment> merged;
    for (auto& o : outs) {
        for (std::size_t i = 0; i < o.fragments.size(); ++i) {
            Fragment& fr = o.fragments[i];
            const bool continues = i == 0 && !merged.empty() && merged.back().qid == fr.qid &&
                                   !o.qids.empty() && o.qids.front() == fr.qid;
            if (!continues) {
                merged.push_back(std::move(fr));
                continue;
            }
            Fragment& m = merged.back();
            m.docs.insert(m.docs.end(), std::make_move_iterator(fr.docs.begin()),
                          std::make_move_iterator(fr.docs.end()));
            m.scores.insert(m.scores.end(), fr.scores.begin(), fr.scores.end());
            m.ranks.insert(m.ranks.end(), fr.ranks.begin(), fr.ranks.end());
        }
    }
    return merged;
}

// Every qid of the file into seen, false when a query's lines are not contiguous (the exact
// path then); counts the unlabelled queries the ranges evaluated.
bool collectQids(const std::vector<RangeOutput>& outs, std::unordered_set<std::string>& seen,
                 std::size_t& unlabelled) {
    std::string prevTail;  // last qid of the previous range (its continuation is not a repeat)
    for (const auto& o : outs) {
        for (std::size_t i = 0; i < o.qids.size(); ++i) {
            const bool continuation = i == 0 && o.qids[i] == prevTail && !prevTail.empty();
            if (!continuation && !seen.insert(o.qids[i]).second) return false;
        }
        if (!o.qids.empty()) prevTail = o.qids.back();
        unlabelled += o.unlabelled;
    }
    return true;
}

// One query on kernel (ranked null: missing from the run).
Evaluated evaluateOne(const detail::EvalJob& job, detail::QueryKernel& kernel,
                      const std::string& qid, const RunQuery* ranked, const QrelsQuery* labels) {
    Evaluated e;
    e.qid = qid;
    e.info.qid = qid;
    e.values.resize(job.plan.slots.size());
    kernel.run(ranked, labels, e.values.data(), e.info);
    if (job.plan.hasText) keepTexts(job.plan, kernel, e.texts);
    return e;
}

// The merged fragments (unlabelled ones counted), on kernel; false when one lists a docid
// twice (the exact path then).
bool evaluateFragments(const detail::EvalJob& job, const Qrels& qrels,
                       const std::vector<Fragment>& merged, detail::QueryKernel& kernel,
                       std::vector<Evaluated>& all, std::size_t& unlabelled) {
    RunQuery q;
    for (const auto& fr : merged) {
        const QrelsQuery* labels = qrels.find(fr.qid);
        if (!labels) {
            ++unlabelled;
            continue;
        }
        q.qid = fr.qid.c_str();
        q.docs.resize(fr.docs.size());
        for (std::size_t i = 0; i < fr.docs.size(); ++i)
            q.docs[i] = RankedDoc{fr.scores[i], fr.docs[i].c_str(), fr.ranks[i],
                                  static_cast<std::uint32_t>(i)};
        if (findDuplicateDoc(q)) return false;
        orderQuery(q, job.cfg.ties);
        all.push_back(evaluateOne(job, kernel, fr.qid, &q, labels));
    }
    return true;
}

// The result of the evaluated queries, in qid (strcmp) order.
EvalResult assemble(const detail::EvalJob& job, std::vector<Evaluated>& all) {
    std::sort(all.begin(), all.end(), [](const Evaluated& a, const Evaluated& b) {
        return std::strcmp(a.qid.c_str(), b.qid.c_str()) < 0;
    });
    EvalResult res = job.startResult(all.size());
    for (std::size_t i = 0; i < all.size(); ++i) {
        res.queries[i] = std::move(all[i].info);
        detail::EvalJob::putValues(res, i, all[i].values);
        std::size_t text = 0;  // all[i].texts holds the text slots only
        for (std::size_t s = 0; s < job.plan.slots.size(); ++s)
            if (res.columns[s].measure->text && text < all[i].texts.size())
                res.columns[s].perQueryText[i] = std::move(all[i].texts[text++]);
    }
    return res;
}

// trec_eval names the run by the tag of the file's last line.
std::string lastTag(const std::vector<RangeOutput>& outs) {
    for (auto it = outs.rbegin(); it != outs.rend(); ++it)
        if (it->sawLine) return it->lastTag;
    return {};
}

}  // namespace

std::optional<EvalResult> evaluateTrecRunFile(const std::string& runPathIn, const Qrels& qrels,
                                              const EvalConfig& cfg, const EvalOptions& opts) {
    const detail::EvalJob job(qrels, cfg, opts);
    // A pipe or FIFO: its copy, made once (the fallback reads the same copy).
    const std::string runPath = readablePath(runPathIn);
    if (job.plan.hasRunLevel || isGzip(runPath)) return std::nullopt;
    const auto size = fileSize(runPath);
    if (!size) return std::nullopt;
    const auto bounds = lineAlignedCuts(runPath, *size, threadsFor(opts.threads));
    auto kernels = job.makeKernels(bounds.size() - 1);
    auto outs = evaluateRanges(job, qrels, runPath, *size, kernels, bounds);
    for (const auto& o : outs)
        if (o.failed) return std::nullopt;

    const std::vector<Fragment> merged = mergeFragments(outs);
    std::unordered_set<std::string> seen;
    std::size_t unlabelled = 0;
    if (!collectQids(outs, seen, unlabelled)) return std::nullopt;
    std::vector<Evaluated> all;
    for (auto& o : outs) std::move(o.evaluated.begin(), o.evaluated.end(), std::back_inserter(all));
    // Fragments and missing queries are evaluated here, on kernel 0.
    if (!evaluateFragments(job, qrels, merged, kernels[0], all, unlabelled)) return std::nullopt;
    std::size_t missing = 0;
    if (cfg.querySet == QuerySet::AllLabelled)
        for (const auto& lq : qrels.queries())
            if (!seen.count(lq.qid)) {
                all.push_back(evaluateOne(job, kernels[0], lq.qid, nullptr, &lq));
                ++missing;
            }
    EvalResult res = assemble(job, all);
    res.runName = lastTag(outs);
    res.missingQueries = missing;
    res.unlabelledQueries = unlabelled;
    detail::finishResult(res, job.plan, kernels, nullptr, qrels);
    return res;
}

}  // namespace ranklens::core
