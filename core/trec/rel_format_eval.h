#pragma once
// Evaluation from trec_eval's other relevance formats (-R prefs, -R qrels_prefs, -R qrels_jg):
// which measures (-m), which queries, each query's values and the summary, as trec_eval 9.0.8
// or 10.0 computes them. The CLI prints the table in trec_eval's layout.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/definitions/eval_config.h"
#include "core/io/judgment_formats.h"
#include "core/measures/measure.h"
#include "core/model/run.h"

namespace ranklens::core {

// Why an evaluation cannot go on; the CLI maps each kind to trec_eval's exit code.
class RelFormatError : public std::runtime_error {
  public:
    enum class Kind {
        Usage,          // an unknown measure (trec_eval: 1)
        BadParameter,   // a cut-off that is not a positive integer, or given twice (2)
        CannotCompute,  // a measure the judgments cannot give, a query without results under
                        // trec_eval 10.0, a JudgmentError (4)
        NoQueries,      // no query has both results and judgments (7)
    };
    RelFormatError(Kind k, const std::string& what) : std::runtime_error(what), kind(k) {}
    Kind kind;
};

// The measures asked for by -m arguments: trec_eval's nicknames all_prefs, prefs (its
// official preference set) and qrels_jg, the measures' names with optional parameters
// ("P_avgjg.5,10", "Rprec_mult_avgjg.0.5,1"; the first list given for a measure wins, as in
// trec_eval; default: the registry's), runid and num_q (core::readMeasureList: none named is
// official, whose measures need ordinary qrels).
struct RelFormatMeasures {
    struct Request {
        const MeasureInfo* measure = nullptr;
        std::vector<double> params;  // cut-offs or multiples, ascending; empty for the others
        bool paramsGiven = false;
    };
    bool runid = false, numQ = false;
    std::vector<Request> requests;     // registry (= trec_eval's output) order
    std::vector<std::string> foreign;  // measures named that need ordinary qrels (map, P ...)
};

// Throws RelFormatError (Usage: unknown name; BadParameter: bad cut-off list).
RelFormatMeasures parseRelFormatMeasures(const std::vector<std::string>& given);

// True when spec names a measure (or a nickname) that needs judgments in another format than
// ordinary qrels; `name` gets the first such measure's name.
bool needsOtherRelFormat(const std::string& spec, std::string& name);

struct RelFormatSettings {
    RelFormat format = RelFormat::Prefs;  // Prefs or QrelsPrefs (prefs given), QrelsJg
    bool complete = false;                // trec_eval -c: average over every judged query
    std::int32_t relevanceLevel = 1;      // -l (qrels_jg only; preferences ignore it)
    std::int64_t maxDocs = 0;             // -M; 0 = every retrieved doc
    bool judgedOnly = false;              // -J (qrels_jg only)
    TrecEvalVersion version = TrecEvalVersion::V9_0_8;
};

struct TrecColumn {
    std::string name;  // e.g. "prefs_simp", "P_avgjg_10", "Rprec_mult_avgjg_0.20"
    bool integer = false;
    bool sum = false;  // the summary sums the queries (else: their mean)
};

struct TrecQueryRow {
    std::string qid;
    std::vector<double> values;  // by column
};

struct TrecTable {
    std::string runid;  // the run's tag
    std::size_t numQ = 0;
    std::vector<TrecColumn> columns;
    std::vector<TrecQueryRow> queries;  // in trec_eval's order (qid byte order)
    std::vector<double> summary;        // by column
    // Set when a query stopped the evaluation (trec_eval exits there, after printing the
    // queries before it under -q): `queries` holds those, `summary` is empty.
    std::optional<RelFormatError> stopped;
};

// Evaluates `run` against prefs (format Prefs / QrelsPrefs) or jg (QrelsJg). Queries: those in
// both run and judgments (9.0.8); 10.0 walks the judged queries and stops at one the run lacks.
// complete: 9.0.8 averages over every judged query (the missing ones add 0); 10.0 also
// evaluates them, with an empty ranking. Throws RelFormatError when nothing can be evaluated;
// an error at one query ends the walk there (TrecTable::stopped).
TrecTable evaluateRelFormat(const Run& run, const PrefsJudgments* prefs, const JgQrels* jg,
                            const RelFormatMeasures& measures, const RelFormatSettings& s);

}  // namespace ranklens::core
