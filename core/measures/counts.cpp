// num_ret, num_rel, num_rel_ret: the counts trec_eval prints (sums over queries in "all").
#include "core/measures/measure.h"
#include "core/measures/measure_util.h"
#include "core/teaching/translate_noop.h"

namespace ranklens::core {
namespace {

void numRetFn(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    out[0] = static_cast<double>(detail::numRet(r));
}
void numRelFn(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    out[0] = static_cast<double>(r.numRel);
}
void numRelRetFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    out[0] = static_cast<double>(detail::relevantRetrieved(r, cfg));
}

const MeasureInfo kMeasures[] = {
    {10,
     "num_ret",
     "num_ret",
     RL_TRANSLATE_NOOP("Measures", "#ret"),
     RL_TRANSLATE_NOOP("Measures", "Number of retrieved items"),
     RL_TRANSLATE_NOOP("Measures",
                       "Items the system returned for the query (after the -M limit, if any). "
                       "The summary is the sum over queries, as in trec_eval."),
     MeasureShape::Scalar,
     Aggregate::Sum,
     true,
     true,
     {},
     numRetFn,
     nullptr},
    {11,
     "num_rel",
     "num_rel",
     RL_TRANSLATE_NOOP("Measures", "#rel"),
     RL_TRANSLATE_NOOP("Measures", "Number of relevant items"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "Labelled items with label >= threshold, retrieved or not: the denominator of recall and "
         "AP. The summary is the sum over queries. Note: with -c trec_eval sums label > 0 over all "
         "labelled queries whatever the threshold; RankLens' trec output does the same."),
     MeasureShape::Scalar,
     Aggregate::Sum,
     true,
     true,
     {},
     numRelFn,
     nullptr},
    {12,
     "num_rel_ret",
     "num_rel_ret",
     RL_TRANSLATE_NOOP("Measures", "#rel ret"),
     RL_TRANSLATE_NOOP("Measures", "Number of relevant retrieved items"),
     RL_TRANSLATE_NOOP(
         "Measures",
         "Retrieved items with label >= threshold. The summary is the sum over queries."),
     MeasureShape::Scalar,
     Aggregate::Sum,
     true,
     true,
     {},
     numRelRetFn,
     nullptr},
};

}  // namespace

std::span<const MeasureInfo> countMeasures() {
    return kMeasures;
}

}  // namespace ranklens::core
