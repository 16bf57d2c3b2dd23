#include "core/stats/paired_data.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace ranklens::core::stats {

std::vector<double> pairedDifferences(std::span<const double> a, std::span<const double> b,
                                      const char* what) {
    if (a.size() != b.size())
        throw std::invalid_argument(std::string(what) + ": the two samples differ in length (" +
                                    std::to_string(a.size()) + " vs " + std::to_string(b.size()) +
                                    "); a paired test needs one value per query in each");
    std::vector<double> d(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        d[i] = b[i] - a[i];
        if (!std::isfinite(d[i]))
            throw std::invalid_argument(std::string(what) + ": value " + std::to_string(i) +
                                        " is not a finite number");
    }
    return d;
}

}  // namespace ranklens::core::stats
