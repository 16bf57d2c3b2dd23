// Set measures over the whole returned list, as trec_eval's m_set_P.c, m_set_recall.c and
// m_set_F.c: the ranking's order does not matter (so averaged ties change nothing).
#include "core/measures/measure_util.h"

namespace ranklens::core::detail {

// Relevant returned / returned; 0 when nothing was returned.
void setPFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    const std::size_t n = numRet(r);
    out[0] = n ? static_cast<double>(relevantRetrieved(r, cfg)) / static_cast<double>(n) : 0.0;
}

// Relevant returned / R; 0 when the query has no relevant item.
void setRecallFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<double> out) {
    out[0] = r.numRel
                 ? static_cast<double>(relevantRetrieved(r, cfg)) / static_cast<double>(r.numRel)
                 : 0.0;
}

// trec_eval's set_F.x = (x + 1) P R / (x P + R), x = the weight of recall against precision
// (the beta^2 of F_beta); 0 when no relevant item was returned.
void setFFn(const JudgedRanking& r, const EvalConfig& cfg, std::span<const double> x,
            std::span<double> out) {
    const std::size_t relRet = relevantRetrieved(r, cfg);
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (relRet == 0) {
            out[i] = 0.0;
            continue;
        }
        const double P = static_cast<double>(relRet) / static_cast<double>(numRet(r));
        const double R = static_cast<double>(relRet) / static_cast<double>(r.numRel);
        out[i] = (x[i] + 1.0) * P * R / (x[i] * P + R);
    }
}

}  // namespace ranklens::core::detail
