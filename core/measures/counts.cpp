// num_ret, num_rel, num_rel_ret: the counts trec_eval prints (sums over queries in "all").
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

void numRetFn(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    out[0] = static_cast<double>(numRet(r));
}
void numRelFn(const JudgedRanking& r, const EvalConfig&, std::span<double> out) {
    out[0] = static_cast<double>(r.numRel);
}
void numRelRetFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    out[0] = static_cast<double>(relevantRetrieved(r, cfg));
}

}  // namespace ranklens::core::detail
