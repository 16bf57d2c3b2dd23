#pragma once
// A run's labels looked up once: for every query of the run, the grade of each of its docs,
// indexed by RankedDoc::inputPos (so any tie order of the same run reads the same table).
// The explorer keeps one per (run, label set) and re-evaluates a definition change from it
// without hashing a single docid again (core::EvalOptions::gradesByQuery).
#include <cstdint>
#include <vector>

#include "core/qrels.h"
#include "core/run.h"

namespace ranklens::core {

struct RunGrades {
    std::vector<std::int32_t> grades;      // every query's grades, back to back
    std::vector<std::size_t> offsets;      // per run query: where its grades start
    std::vector<const std::int32_t*> ptr;  // per run query: grades.data() + offset

    std::size_t memoryBytes() const {
        return grades.capacity() * sizeof(std::int32_t) + offsets.capacity() * sizeof(std::size_t) +
               ptr.capacity() * sizeof(void*);
    }
};

// Looks up the label of every doc of every query of run in qrels (kUnjudged without one), on
// `threads` threads (0 = all cores).
RunGrades lookUpGrades(const Run& run, const Qrels& qrels, unsigned threads = 0);

}  // namespace ranklens::core
