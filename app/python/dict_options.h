#pragma once
// Reading the keyword options of evaluate() and compare() from their Python dict: one rule for
// both (wrong type, out of range, NaN), each error a ValueError naming the key.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <limits>
#include <string>
#include <type_traits>

#include "core/base/number_check.h"
#include "core/base/numbers.h"

namespace ranklens::python::options {

namespace py = pybind11;

[[noreturn]] inline void bad(const std::string& key, const std::string& what) {
    throw py::value_error(key + ": " + what);
}

// A setting's limit as messages print it: an integer in full, a double short (never 309 digits).
template <typename T>
std::string limitText(T v) {
    if constexpr (std::is_integral_v<T>)
        return std::to_string(v);
    else
        return core::shortNumber(static_cast<double>(v));
}

// d[key] as a T, fallback when absent or None.
template <typename T>
T opt(const py::dict& d, const char* key, T fallback) {
    if (!d.contains(key) || d[key].is_none()) return fallback;
    try {
        return d[key].cast<T>();
    } catch (const py::cast_error&) {
        // A Python int too large for the setting is out of range, not of the wrong type.
        if constexpr (std::is_arithmetic_v<T>)
            if (py::isinstance<py::int_>(d[key]))
                bad(key, "must be a number in [" + limitText(std::numeric_limits<T>::lowest()) +
                             ", " + limitText(std::numeric_limits<T>::max()) + "], got " +
                             py::str(d[key]).cast<std::string>().substr(0, 40));
        bad(key, "wrong type " + std::string(py::str(py::type::of(d[key])).cast<std::string>()));
    }
}

// A numeric setting by the rule the CLI's options follow (core/base/number_check.h): NaN and
// out-of-range values raise ValueError naming the key.
inline double number(const py::dict& d, const char* key, double fallback,
                     const core::NumberRange& r) {
    const double v = opt<double>(d, key, fallback);
    if (const auto problem = core::numberProblem(v, r); !problem.empty()) bad(key, problem);
    return v;
}

}  // namespace ranklens::python::options
