#pragma once
// Strict number parsing for input fields: the whole field must be the number.
#include <cstdint>
#include <string_view>

namespace ranklens::core {

// C-style double ("1e0", "+1.000", "10E-1", "-inf"); rejects NaN and trailing garbage.
bool parseDouble(std::string_view s, double& out);
// A real-valued label ("0.5", "2.7", "1e-1"): a finite number whose floor fits in an int32.
bool parseRealLabel(std::string_view s, double& out);
// Decimal integer with optional sign, in int32 range.
bool parseInt(std::string_view s, std::int32_t& out);

}  // namespace ranklens::core
