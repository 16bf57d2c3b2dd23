#include "core/base/number_check.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "core/base/numbers.h"

namespace ranklens::core {

std::string shortNumber(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

std::string describeRange(const NumberRange& r) {
    const std::string what = r.whole ? "a whole number" : "a number";
    const bool low = std::isfinite(r.low), high = std::isfinite(r.high);
    if (low && high)
        return what + " in " + (r.lowOpen ? "(" : "[") + shortNumber(r.low) + ", " +
               shortNumber(r.high) + (r.highOpen ? ")" : "]");
    if (low) return what + (r.lowOpen ? " > " : " >= ") + shortNumber(r.low);
    if (high) return what + (r.highOpen ? " < " : " <= ") + shortNumber(r.high);
    return r.whole ? what : "a finite number";
}

std::string numberProblem(double v, const NumberRange& r) {
    const bool above = r.lowOpen ? v > r.low : v >= r.low;
    const bool below = r.highOpen ? v < r.high : v <= r.high;
    if (std::isfinite(v) && above && below && (!r.whole || v == std::floor(v))) return {};
    return "must be " + describeRange(r) + ", got " + shortNumber(v);
}

std::string numberProblem(std::string_view text, const NumberRange& r) {
    double v = 0;
    if (!parseDouble(text, v))
        return "must be " + describeRange(r) + ", got '" + std::string(text.substr(0, 40)) + "'";
    return numberProblem(v, r);
}

double checkNumber(std::string_view name, double v, const NumberRange& r) {
    if (auto problem = numberProblem(v, r); !problem.empty())
        throw std::invalid_argument(std::string(name) + ": " + problem);
    return v;
}

}  // namespace ranklens::core
