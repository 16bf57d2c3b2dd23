#pragma once
// One rule for every number a user types as a setting (a CLI option, a Python argument, a GUI
// field, a stored project setting): a finite number within the setting's range. The message
// names what is wrong and prints the range readably ("[0, 1]", "> 0"), never the 309 digits of
// the largest double. NaN fails every range (a check written as two comparisons that both fail
// for NaN let it through before).
#include <limits>
#include <string>
#include <string_view>

namespace ranklens::core {

struct NumberRange {
    double low = -std::numeric_limits<double>::infinity();
    double high = std::numeric_limits<double>::infinity();
    bool lowOpen = false, highOpen = false;
    bool whole = false;  // a whole number (an integer option)
};

// "a number in [0, 1]", "a number > 0", "a whole number >= 0", "a finite number".
std::string describeRange(const NumberRange& r);
// A number as messages print it: at most 6 significant digits ("0.05", "1e+308", "nan").
std::string shortNumber(double v);
// "" when v is finite, within r (and whole when r.whole is set); else what is wrong, as
// "must be a number in [0, 1], got nan".
std::string numberProblem(double v, const NumberRange& r);
// The same for a value as typed: the whole text must be the number ("0.5x" is not).
std::string numberProblem(std::string_view text, const NumberRange& r);
// Returns v; throws std::invalid_argument "NAME: must be ..." when numberProblem finds one.
double checkNumber(std::string_view name, double v, const NumberRange& r);

// The ranges of the settings more than one front end takes.
namespace ranges {
inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr NumberRange kFinite{};
inline constexpr NumberRange kUnit{0, 1};                      // alpha of alpha-nDCG, ERR-IA
inline constexpr NumberRange kPersistence{0, 1, true, true};   // RBP's p
inline constexpr NumberRange kPositive{0, kInf, true, false};  // N of novelty (users)
inline constexpr NumberRange kNonNegative{0, kInf};            // IPS clip (0 = no clipping)
inline constexpr NumberRange kConfidence{0.5, 0.999};          // the bootstrap interval's
inline constexpr NumberRange kSignificance{1e-6, 0.5};         // alpha of the paired tests
// Propensity p(pos) = (1/pos)^eta: beyond 10 the weights of the first positions alone span
// ten orders of magnitude; published click models use 0.5 to 2.
inline constexpr NumberRange kPropensityEta{0, 10};
// A propensity: its inverse weights a click, so one below 1e-12 makes a weight (and sums of
// weights) beyond any meaning, and a subnormal one an infinite weight.
inline constexpr double kMinPropensity = 1e-12;
inline constexpr NumberRange kPropensity{kMinPropensity, 1};
inline constexpr NumberRange kNonNegativeWhole{0, kInf, false, false, true};
// The relevance threshold: >= 0, whole or not (core::thresholdProblem; EvalConfig::setThreshold).
inline constexpr NumberRange kThreshold{0, kInf};
inline constexpr NumberRange kPositiveWhole{1, kInf, false, false, true};
}  // namespace ranges

}  // namespace ranklens::core
