#pragma once
// Prints an EvalResult as trec_eval does (--format trec), as TSV or as JSON.
#include <cstdio>
#include <string>

#include "core/eval/evaluator.h"
#include "core/model/qrels.h"

namespace ranklens::cli {

enum class OutputFormat { Trec, Tsv, Json };

struct OutputOptions {
    OutputFormat format = OutputFormat::Trec;
    bool perQuery = false;    // -q
    bool printRunid = false;  // runid / num_q lines (trec_eval's pseudo-measures)
    bool printNumQ = false;
    // trec_eval -Z: the values are z-scores; every line but runid's is printed "Z<name>" with
    // four decimals, counts included.
    bool zscores = false;
    bool summary = true;   // false: trec_eval -n, per-query lines only (trec format)
    unsigned threads = 0;  // formats the per-query lines on this many threads (0: all cores)
    std::string runSource, labelsSource, labelSetName;
    std::size_t labelledQueries = 0;  // queries in the labels: what the means average (tsv/json)
    // Beyond-accuracy measures: where the item metadata and the popularity came from.
    std::string itemsSource, popularitySource;
};

// With -c, trec_eval's num_rel summary counts label > 0 over every labelled query whatever
// the threshold; this returns that number so the trec output matches it.
long trecCompleteNumRel(const core::Qrels& qrels);
// Whether a summary of r prints trecCompleteNumRel (num_rel over all labelled queries).
bool needsCompleteNumRel(const core::EvalResult& r);

void printResult(std::FILE* out, const core::EvalResult& r, const OutputOptions& o,
                 long completeNumRel);

}  // namespace ranklens::cli
