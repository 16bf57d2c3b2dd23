#include "core/judging/multi_agreement.h"

#include <algorithm>
#include <stdexcept>

namespace ranklens::core {

namespace {

constexpr const char* kOneValue =
    "every grade has the same value, so agreement by chance is total (0/0)";

// The grade values used in the first `raters` columns of the rows `use` accepts, ascending.
template <class Use>
std::vector<std::int32_t> valuesUsed(const GradeTable& t, std::size_t raters, Use use) {
    std::vector<std::int32_t> v;  // sorted, each value once (grades take few values)
    for (std::size_t i = 0; i < t.items.size(); ++i) {
        if (!use(i)) continue;
        for (std::size_t s = 0; s < raters; ++s) {
            const auto g = t.grade(i, s);
            if (g == kNoGrade) continue;
            const auto at = std::lower_bound(v.begin(), v.end(), g);
            if (at == v.end() || *at != g) v.insert(at, g);
        }
    }
    return v;
}

std::size_t valueIndex(const std::vector<std::int32_t>& values, std::int32_t g) {
    return static_cast<std::size_t>(std::lower_bound(values.begin(), values.end(), g) -
                                    values.begin());
}

AgreementCoefficient undefinedBecause(const char* why) {
    AgreementCoefficient c;
    c.why = why;
    return c;
}

// The coincidence matrix o (values x values, row-major) of the items with two grades or more.
std::vector<double> coincidences(const GradeTable& t, std::size_t raters,
                                 const std::vector<std::int32_t>& values, std::size_t& items) {
    const std::size_t v = values.size();
    std::vector<double> o(v * v, 0.0);
    std::vector<std::size_t> count(v, 0), touched;
    for (std::size_t i = 0; i < t.items.size(); ++i) {
        if (t.gradedBy(i, raters) < 2) continue;  // its value may not be among `values`
        touched.clear();
        std::size_t m = 0;
        for (std::size_t s = 0; s < raters; ++s) {
            const auto g = t.grade(i, s);
            if (g == kNoGrade) continue;
            const std::size_t c = valueIndex(values, g);
            if (count[c]++ == 0) touched.push_back(c);
            ++m;
        }
        ++items;
        const double w = 1.0 / static_cast<double>(m - 1);
        for (const auto c : touched)
            for (const auto k : touched)
                o[c * v + k] += w * static_cast<double>(count[c]) *
                                static_cast<double>(count[k] - (c == k ? 1 : 0));
        for (const auto c : touched) count[c] = 0;
    }
    return o;
}

// alpha = 1 - (n - 1) sum o d2 / sum n_c n_k d2 for the distance d2(c, k).
template <class Distance>
AgreementCoefficient alphaOf(const std::vector<double>& o, const std::vector<double>& nc,
                             Distance d2) {
    const std::size_t v = nc.size();
    double n = 0, observed = 0, expected = 0;
    for (std::size_t c = 0; c < v; ++c) n += nc[c];
    for (std::size_t c = 0; c < v; ++c)
        for (std::size_t k = 0; k < v; ++k) {
            if (c == k) continue;
            const double d = d2(c, k);
            observed += o[c * v + k] * d;
            expected += nc[c] * nc[k] * d;
        }
    if (expected <= 0.0) return undefinedBecause(kOneValue);
    AgreementCoefficient a;
    a.defined = true;
    a.value = 1.0 - (n - 1.0) * observed / expected;
    return a;
}

}  // namespace

FleissKappa fleissKappa(const GradeTable& t, std::size_t raters) {
    FleissKappa f;
    auto everySet = [&](std::size_t i) { return t.gradedBy(i, raters) == raters; };
    const auto values = valuesUsed(t, raters, everySet);
    std::vector<double> total(values.size(), 0.0);
    std::vector<std::size_t> count(values.size(), 0);
    const double m = static_cast<double>(raters);
    double sumP = 0;
    for (std::size_t i = 0; i < t.items.size(); ++i) {
        if (!everySet(i)) continue;
        ++f.items;
        for (std::size_t s = 0; s < raters; ++s) ++count[valueIndex(values, t.grade(i, s))];
        double squares = 0;
        for (std::size_t c = 0; c < values.size(); ++c) {
            squares += static_cast<double>(count[c] * count[c]);
            total[c] += static_cast<double>(count[c]);
            count[c] = 0;
        }
        sumP += (squares - m) / (m * (m - 1.0));
    }
    if (f.items == 0) {
        f.kappa = undefinedBecause("no item was graded by every set");
        return f;
    }
    const double n = static_cast<double>(f.items);
    f.observed = sumP / n;
    for (const double c : total) f.expected += (c / (n * m)) * (c / (n * m));
    if (values.size() < 2) {
        f.kappa = undefinedBecause(kOneValue);
        return f;
    }
    f.kappa.defined = true;
    f.kappa.value = (f.observed - f.expected) / (1.0 - f.expected);
    return f;
}

KrippendorffAlpha krippendorffAlpha(const GradeTable& t, std::size_t raters) {
    KrippendorffAlpha a;
    auto pairable = [&](std::size_t i) { return t.gradedBy(i, raters) >= 2; };
    const auto values = valuesUsed(t, raters, pairable);
    const auto o = coincidences(t, raters, values, a.items);
    if (a.items == 0) {
        a.nominal = a.ordinal = a.interval = undefinedBecause("no item has two grades or more");
        return a;
    }
    const std::size_t v = values.size();
    std::vector<double> nc(v, 0.0), below(v + 1, 0.0);  // below[c]: n_g summed over g < c
    for (std::size_t c = 0; c < v; ++c)
        for (std::size_t k = 0; k < v; ++k) nc[c] += o[c * v + k];
    for (std::size_t c = 0; c < v; ++c) below[c + 1] = below[c] + nc[c];
    a.values = static_cast<std::size_t>(below[v] + 0.5);
    a.nominal = alphaOf(o, nc, [](std::size_t, std::size_t) { return 1.0; });
    a.interval = alphaOf(o, nc, [&](std::size_t c, std::size_t k) {
        const double d = static_cast<double>(values[c]) - static_cast<double>(values[k]);
        return d * d;
    });
    a.ordinal = alphaOf(o, nc, [&](std::size_t c, std::size_t k) {
        const std::size_t lo = std::min(c, k), hi = std::max(c, k);
        const double d = below[hi + 1] - below[lo] - (nc[lo] + nc[hi]) / 2.0;
        return d * d;
    });
    return a;
}

MultiAgreement computeMultiAgreement(const GradeTable& t, bool lastIsGold) {
    const std::size_t raters = t.columns() - (lastIsGold && t.columns() > 0 ? 1 : 0);
    if (raters < 2) throw std::invalid_argument("agreement needs two label sets or more");
    MultiAgreement r;
    r.sets.assign(t.sets.begin(), t.sets.begin() + static_cast<std::ptrdiff_t>(raters));
    if (lastIsGold) r.goldName = t.sets.back();
    r.labels.assign(raters, 0);
    std::vector<std::vector<GradePair>> pairs(raters * raters), gold(raters);
    for (std::size_t i = 0; i < t.items.size(); ++i) {
        const std::size_t by = t.gradedBy(i, raters);
        r.items += by >= 2;
        for (std::size_t a = 0; a < raters; ++a) {
            const auto ga = t.grade(i, a);
            if (ga == kNoGrade) continue;
            ++r.labels[a];
            if (lastIsGold && t.grade(i, raters) != kNoGrade)
                gold[a].push_back({ga, t.grade(i, raters)});
            for (std::size_t b = a + 1; b < raters && by >= 2; ++b)
                if (const auto gb = t.grade(i, b); gb != kNoGrade)
                    pairs[a * raters + b].push_back({ga, gb});
        }
    }
    r.fleiss = fleissKappa(t, raters);
    r.alpha = krippendorffAlpha(t, raters);
    for (std::size_t a = 0; a < raters; ++a)
        for (std::size_t b = a + 1; b < raters; ++b)
            r.pairs.push_back({a, b, computeAgreement(pairs[a * raters + b])});
    for (std::size_t a = 0; a < raters && lastIsGold; ++a) {
        GoldAgreement g{a, computeAgreement(gold[a]), 0.0};
        if (g.agreement.n > 0)
            g.accuracy =
                static_cast<double>(g.agreement.agreed) / static_cast<double>(g.agreement.n);
        r.gold.push_back(std::move(g));
    }
    return r;
}

}  // namespace ranklens::core
