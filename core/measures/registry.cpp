// The one table of measures, assembled from the families and kept in output order.
#include <algorithm>
#include <vector>

#include "core/measures/measure.h"

namespace ranklens::core {

std::span<const MeasureInfo> measureRegistry() {
    static const std::vector<MeasureInfo> all = [] {
        std::vector<MeasureInfo> v;
        for (auto family : {countMeasures, apMeasures, rprecMeasures, bprefMeasures, rrMeasures,
                            iprecMeasures, precisionMeasures, recallMeasures, ndcgMeasures,
                            hitMeasures, f1Measures, judgedMeasures, coverageMeasures}) {
            const auto entries = family();
            v.insert(v.end(), entries.begin(), entries.end());
        }
        std::sort(v.begin(), v.end(),
                  [](const MeasureInfo& a, const MeasureInfo& b) { return a.order < b.order; });
        return v;
    }();
    return all;
}

const MeasureInfo* findMeasure(std::string_view name) {
    for (const auto& m : measureRegistry())
        if (m.name == name) return &m;
    return nullptr;
}

}  // namespace ranklens::core
