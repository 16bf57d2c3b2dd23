#pragma once
// Shared by the libFuzzer targets: fuzzed bytes become real files (the readers work on
// paths), and "expected" failures (bad input, refused values) are told from real findings
// (crashes, sanitizer reports, disagreements — those abort).
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/eval/evaluator.h"
#include "core/io/input_format.h"
#include "core/io/parse_report.h"

namespace ranklens::fuzz {

// A per-process directory under TMPDIR for the files an input is written to.
inline const std::string& workDir() {
    static const std::string dir = [] {
        const char* t = std::getenv("TMPDIR");
        std::string tmpl = std::string(t && *t ? t : "/tmp") + "/ranklens-fuzz-XXXXXX";
        if (!::mkdtemp(tmpl.data())) std::abort();
        return tmpl;
    }();
    return dir;
}

// Writes bytes to workDir()/name and returns the path.
inline std::string writeFile(const std::string& name, std::string_view bytes) {
    const std::string path = workDir() + "/" + name;
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f) std::abort();
    if (!bytes.empty() && std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size())
        std::abort();
    std::fclose(f);
    return path;
}

// Reports a disagreement and aborts (libFuzzer saves the input).
[[noreturn]] inline void disagree(const std::string& what) {
    std::fprintf(stderr, "FUZZ FINDING: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

// Reads `path` with read(path, options) on one thread and on two threads over byte ranges of
// any size; aborts when only one of them refuses the input or their messages differ. Returns
// the refusal message ("" when both read it) with the two results in seqOut and parOut.
template <class T, class Read>
std::string readSequentialAndParallel(const std::string& path, Read read, T& seqOut, T& parOut,
                                      const std::string& what) {
    core::ParseOptions seq;
    seq.threads = 1;
    core::ParseOptions par;
    par.threads = 2;
    par.parallelMinBytes = 0;
    std::string e1, e2;
    try {
        seqOut = read(path, seq);
    } catch (const std::exception& e) {
        e1 = e.what();
    }
    try {
        parOut = read(path, par);
    } catch (const std::exception& e) {
        e2 = e.what();
    }
    if (e1 != e2) disagree("sequential vs parallel " + what + ": '" + e1 + "' vs '" + e2 + "'");
    return e1;
}

// Reads `path` as a run and as labels through format detection; refusals are expected.
inline void readAsRunAndAsLabels(const std::string& path) {
    try {
        core::detectFormat(path);
        core::readRun(path);
    } catch (const std::exception&) {
    }
    try {
        core::readQrels(path);
    } catch (const std::exception&) {
    }
}

inline bool sameDouble(double a, double b) {
    return a == b || (a != a && b != b);
}

// Exact equality of two evaluations (every per-query value, aggregate and count).
inline void requireSameResults(const core::EvalResult& a, const core::EvalResult& b,
                               const char* what) {
    const std::string w(what);
    if (a.runName != b.runName)
        disagree(w + ": run name '" + a.runName + "' vs '" + b.runName + "'");
    if (a.queries.size() != b.queries.size())
        disagree(w + ": " + std::to_string(a.queries.size()) + " vs " +
                 std::to_string(b.queries.size()) + " queries");
    if (a.unlabelledQueries != b.unlabelledQueries || a.missingQueries != b.missingQueries)
        disagree(w + ": unlabelled/missing query counts differ");
    for (std::size_t i = 0; i < a.queries.size(); ++i) {
        const auto& x = a.queries[i];
        const auto& y = b.queries[i];
        if (x.qid != y.qid || x.inRun != y.inRun || x.numRet != y.numRet || x.numRel != y.numRel ||
            x.numLabelled != y.numLabelled)
            disagree(w + ": query " + std::to_string(i) + " ('" + x.qid + "' vs '" + y.qid +
                     "') differs");
    }
    if (a.columns.size() != b.columns.size()) disagree(w + ": column counts differ");
    for (std::size_t c = 0; c < a.columns.size(); ++c) {
        const auto& x = a.columns[c];
        const auto& y = b.columns[c];
        if (x.name != y.name || !sameDouble(x.aggregate, y.aggregate) ||
            x.perQuery.size() != y.perQuery.size())
            disagree(w + ": column " + x.name + " differs");
        for (std::size_t i = 0; i < x.perQuery.size(); ++i)
            if (!sameDouble(x.perQuery[i], y.perQuery[i]))
                disagree(w + ": " + x.name + " of query " + a.queries[i].qid + " differs");
    }
}

}  // namespace ranklens::fuzz
