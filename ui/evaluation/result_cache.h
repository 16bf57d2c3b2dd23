#pragma once
// Pieces of earlier evaluations of a run, kept so that a definition change re-computes only
// what it changes: a measure's mean curve and its per-query column at k are keyed by the
// run, the label set and the definitions that measure reads (precision ignores the gain and
// the ideal ranking), so switching the gain re-evaluates NDCG alone, changing k re-evaluates
// only the columns, and going back to earlier definitions evaluates nothing. Thread-safe.
#include <cstddef>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "core/eval/evaluator.h"

namespace ranklens::ui {

// What every measure of a run shares under one set of definitions: the evaluated queries.
struct ResultBase {
    std::vector<core::QueryResult> queries;
    core::TieReport ties;
    std::size_t missingQueries = 0;
    std::size_t unlabelledQueries = 0;
};

struct MeasurePiece {
    std::vector<double> curve;  // mean curve k = 1..K (empty: not a plotted measure)
    // Per k, the sum over the queries of the squared deviations from curve (the band's spread)
    std::vector<double> spread;
    core::ResultColumn column;  // per-query values at k and their aggregate
};

class ResultCache {
  public:
    // The definitions a measure's numbers depend on: cfg without the settings that only gains
    // read, for measures that never read a gain (P, R, Judged@k, ...).
    static core::EvalConfig keyConfig(const core::MeasureInfo& m, const core::EvalConfig& cfg);

    struct Key {
        // The run and the label set (by identity; an entry dies with either).
        std::weak_ptr<const void> run;
        std::weak_ptr<const void> labels;
        core::EvalConfig config;
        int K = 0;
        int k = 0;
    };
    std::shared_ptr<const ResultBase> base(const Key& key) const;
    // The piece with this exact key, or (curveOnly) one that differs only in k.
    std::shared_ptr<const MeasurePiece> piece(const core::MeasureInfo* m, const Key& key,
                                              bool anyK = false) const;
    void putBase(const Key& key, std::shared_ptr<const ResultBase> b);
    void putPiece(const core::MeasureInfo* m, const Key& key,
                  std::shared_ptr<const MeasurePiece> p);

  private:
    struct Entry {
        const core::MeasureInfo* measure;  // nullptr: a base
        Key key;
        std::shared_ptr<const ResultBase> base;
        std::shared_ptr<const MeasurePiece> piece;
    };
    static bool same(const Key& a, const Key& b, bool anyK);
    void put(Entry e);
    mutable std::mutex mutex_;
    std::vector<Entry> entries_;  // oldest first
};

}  // namespace ranklens::ui
