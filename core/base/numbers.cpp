#include "core/base/numbers.h"

#include <fast_float/fast_float.h>

#include <charconv>
#include <cmath>

namespace ranklens::core {

bool parseDouble(std::string_view s, double& out) {
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    if (s.empty()) return false;
    const auto res = fast_float::from_chars(s.data(), s.data() + s.size(), out);
    return res.ec == std::errc() && res.ptr == s.data() + s.size() && !std::isnan(out);
}

bool parseRealLabel(std::string_view s, double& out) {
    return parseDouble(s, out) && std::isfinite(out) && out > -2147483648.0 && out < 2147483648.0;
}

bool parseInt(std::string_view s, std::int32_t& out) {
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    if (s.empty()) return false;
    const auto res = std::from_chars(s.data(), s.data() + s.size(), out);
    return res.ec == std::errc() && res.ptr == s.data() + s.size();
}

}  // namespace ranklens::core
