#include "core/eval/query_set.h"

#include <algorithm>
#include <cstring>
#include <iterator>

#include "core/eval/evaluator.h"

namespace ranklens::core {

QueryCoverage coverageOf(const EvalResult& r, std::size_t labelledQueries) {
    QueryCoverage c;
    c.labelled = labelledQueries;
    const std::size_t evaluated = r.queries.size();
    // AllLabelled evaluates every labelled query and counts the missing ones; RunAndLabels
    // evaluates exactly the labelled queries the run returned.
    c.returned = r.config.querySet == QuerySet::AllLabelled
                     ? evaluated - std::min(evaluated, r.missingQueries)
                     : evaluated;
    c.returned = std::min(c.returned, c.labelled);
    return c;
}

MeanBasis meanBasis(QuerySet rule, const QueryCoverage& c) {
    MeanBasis b;
    b.rule = rule;
    if (rule == QuerySet::AllLabelled) {
        b.queries = c.labelled;
        b.missingZero = c.missing();
    } else {
        b.queries = c.returned;
    }
    return b;
}

std::string describe(const MeanBasis& b) {
    const std::string n = std::to_string(b.queries);
    const std::string queries = b.queries == 1 ? " query" : " queries";
    if (b.rule == QuerySet::AllLabelled) {
        std::string s = "mean over " + n + " labelled" + queries;
        if (b.missingZero > 0)
            s += b.paired ? std::string(", missing ones scored 0")
                          : ", " + std::to_string(b.missingZero) + " missing scored 0";
        return s;
    }
    return "mean over " + n + queries + (b.paired ? " every run returned" : "") +
           " (run \xE2\x88\xA9 labels)";
}

std::string describe(const QueryCoverage& c) {
    if (c.complete()) return {};
    return "returned " + std::to_string(c.returned) + " of " + std::to_string(c.labelled) +
           " labelled " + (c.labelled == 1 ? "query" : "queries");
}

}  // namespace ranklens::core
