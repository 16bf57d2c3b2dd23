// Differential: the streaming fast path (core/stream_eval) against the full path (reader +
// evaluate), and the full path on the same run gzip-compressed, read by two threads, and read
// with --skip-bad-lines. Input: lines starting with "Q " are qrels lines (without the prefix),
// the others the run; the first byte picks the tie policy, the gain and the query set.
// Every path that gives a result must give the same one; a path that refuses must agree with
// the full path refusing. Disagreement aborts.
#include <zlib.h>

#include <cstdint>
#include <optional>

#include "core/eval/query_kernel.h"
#include "core/eval/stream_eval.h"
#include "core/io/input_format.h"
#include "core/measures/measure_spec.h"
#include "tests/fuzz/fuzz_util.h"

using namespace ranklens;

namespace {

std::string gzipFile(const std::string& name, const std::string& bytes) {
    const std::string path = fuzz::workDir() + "/" + name;
    gzFile gz = gzopen(path.c_str(), "wb");
    if (!gz) std::abort();
    if (!bytes.empty() && gzwrite(gz, bytes.data(), static_cast<unsigned>(bytes.size())) <= 0)
        std::abort();
    gzclose(gz);
    return path;
}

core::EvalConfig configFrom(std::uint8_t b) {
    core::EvalConfig cfg;
    cfg.ties = b % 3 == 0   ? core::TiePolicy::TrecEval
               : b % 3 == 1 ? core::TiePolicy::InputOrder
                            : core::TiePolicy::Rank;
    cfg.gain = (b >> 2) & 1 ? core::GainKind::Exponential : core::GainKind::Linear;
    cfg.querySet = (b >> 3) & 1 ? core::QuerySet::AllLabelled : core::QuerySet::RunAndLabels;
    cfg.ideal = (b >> 4) & 1 ? core::IdealOrder::Retrieved : core::IdealOrder::Labels;
    cfg.maxDocsPerQuery = (b >> 5) & 1 ? 3 : 0;
    return cfg;
}

// The full path as the CLI runs it; nullopt when it refuses the input.
std::optional<core::EvalResult> fullPath(const std::string& path, const core::Qrels& qrels,
                                         const core::EvalConfig& cfg, const core::EvalOptions& eo,
                                         core::ParseOptions po, std::string* error) {
    po.uniqueDocsIn = [&qrels](std::string_view q) { return qrels.find(q) != nullptr; };
    try {
        // As the CLI (and the fast path): the labels are checked before the run is read, so a
        // file pair with faults in both reports the labels' fault on every path.
        core::detail::checkGains(qrels, cfg);
        core::Run run = core::readRun(path, po);
        core::EvalOptions one = eo;  // the evaluator's threads do not change results
        one.threads = 1;
        return core::evaluate(run, qrels, cfg, one);
    } catch (const std::exception& e) {
        *error = e.what();
        return std::nullopt;
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1) return 0;
    const core::EvalConfig cfg = configFrom(data[0]);
    std::string runText, qrelsText;
    std::string_view in(reinterpret_cast<const char*>(data) + 1, size - 1);
    while (!in.empty()) {
        const auto nl = in.find('\n');
        const std::string_view line =
            in.substr(0, nl == std::string_view::npos ? in.size() : nl + 1);
        in.remove_prefix(line.size());
        if (line.substr(0, 2) == "Q ")
            qrelsText.append(line.substr(2));
        else
            runText.append(line);
    }
    core::Qrels qrels;
    try {
        qrels = core::readQrels(fuzz::writeFile("qrels.txt", qrelsText));
    } catch (const std::exception&) {
        return 0;
    }
    const std::string runPath = fuzz::writeFile("run.txt", runText);
    // Only TREC runs take the fast path (as in the CLI).
    try {
        if (core::detectFormat(runPath) != core::InputFormat::Trec) return 0;
    } catch (const std::exception&) {
        return 0;
    }
    core::EvalOptions eo;
    eo.threads = 2;
    core::addMeasureSpec("official", eo.requests);
    core::addMeasureSpec("ndcg_cut.1,3,10", eo.requests);
    core::addMeasureSpec("ndcg", eo.requests);
    core::addMeasureSpec("recall.2,5", eo.requests);

    std::string fullError;
    core::ParseOptions po;
    po.threads = 1;
    const auto full = fullPath(runPath, qrels, cfg, eo, po, &fullError);
    std::optional<core::EvalResult> fast;
    std::string fastError;
    try {
        fast = core::evaluateTrecRunFile(runPath, qrels, cfg, eo);
    } catch (const std::exception& e) {
        fastError = e.what();
    }
    if (!fastError.empty() && fastError != fullError)
        fuzz::disagree("fast path refused ('" + fastError + "'), full path: '" + fullError + "'");
    if (fast && !full) fuzz::disagree("fast path gave a result, full path refused: " + fullError);
    if (fast) fuzz::requireSameResults(*fast, *full, "fast vs full path");

    // The same run gzip-compressed, read in parallel ranges, and read skipping bad lines.
    std::string e2, e3, e4;
    const auto gz = fullPath(gzipFile("run.gz", runText), qrels, cfg, eo, po, &e2);
    core::ParseOptions par = po;
    par.threads = 2;
    par.parallelMinBytes = 0;
    const auto parallel = fullPath(runPath, qrels, cfg, eo, par, &e3);
    core::ParseOptions skip = po;
    skip.skipBadLines = true;
    const auto skipped = fullPath(runPath, qrels, cfg, eo, skip, &e4);
    if (full.has_value() != gz.has_value())
        fuzz::disagree("plain vs gzip: '" + fullError + "' vs '" + e2 + "'");
    if (full.has_value() != parallel.has_value())
        fuzz::disagree("one vs two reader threads: '" + fullError + "' vs '" + e3 + "'");
    if (full && !skipped)
        fuzz::disagree("--skip-bad-lines refused what the strict reader took: " + e4);
    if (full) {
        fuzz::requireSameResults(*full, *gz, "plain vs gzip");
        fuzz::requireSameResults(*full, *parallel, "one vs two reader threads");
        fuzz::requireSameResults(*full, *skipped, "strict vs --skip-bad-lines");
    }
    return 0;
}
