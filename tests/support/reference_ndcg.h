#pragma once
// Independent reference implementations of DCG and NDCG, written from SPEC.md and not from the
// engine, for tests that check the engine's numbers (core ranking metrics, the ranking view).
#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace ranklens::test {

inline double gainOf(int g, bool exponential) {
    if (g <= 0) return 0.0;
    return exponential ? std::pow(2.0, g) - 1.0 : g;
}
inline double dcgAt(const std::vector<int>& grades, int k, bool exponential) {
    double s = 0.0;
    for (int i = 0; i < k && i < static_cast<int>(grades.size()); ++i)
        s += gainOf(grades[static_cast<std::size_t>(i)], exponential) / std::log2(i + 2.0);
    return s;
}
// ideal from the given labels (all labels of the query, or the retrieved ones)
inline double ndcgAt(const std::vector<int>& grades, std::vector<int> idealLabels, int k,
                     bool exponential) {
    std::sort(idealLabels.begin(), idealLabels.end(), std::greater<>());
    const double idcg = dcgAt(idealLabels, k, exponential);
    return idcg > 0 ? dcgAt(grades, k, exponential) / idcg : 0.0;
}

}  // namespace ranklens::test
