#include "core/behaviour/log_time.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "core/behaviour/table_file.h"

namespace ranklens::core::behaviour {

namespace {

bool parseInt(std::string_view s, int& v) {
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size();
}

// Days since 1970-01-01 of a civil date and back (H. Hinnant's algorithms).
std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d) {
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

void civilFromDays(std::int64_t z, std::int64_t& y, unsigned& m, unsigned& d) {
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp < 10 ? mp + 3 : mp - 9;
    y = static_cast<std::int64_t>(yoe) + era * 400 + (m <= 2);
}

// "[T| ]HH:MM[:SS[.frac]][Z|(+|-)HH[:]MM]" -> seconds of the day minus the zone offset.
std::optional<double> parseClock(std::string_view rest) {
    int h = 0, mi = 0;
    double sec = 0, offset = 0;
    if (rest.size() < 6 || (rest[0] != 'T' && rest[0] != 't' && rest[0] != ' ') || rest[3] != ':' ||
        !parseInt(rest.substr(1, 2), h) || !parseInt(rest.substr(4, 2), mi) || h > 23 || mi > 59)
        return std::nullopt;
    rest.remove_prefix(6);
    if (!rest.empty() && rest[0] == ':') {
        std::size_t n = 1;
        while (n < rest.size() &&
               (std::isdigit(static_cast<unsigned char>(rest[n])) || rest[n] == '.'))
            ++n;
        if (!parseNumber(rest.substr(1, n - 1), sec) || sec < 0 || sec >= 61) return std::nullopt;
        rest.remove_prefix(n);
    }
    if (rest == "Z" || rest == "z") {
        rest = {};
    } else if (!rest.empty() && (rest[0] == '+' || rest[0] == '-')) {
        std::string digits;
        for (char c : rest.substr(1))
            if (c != ':') digits.push_back(c);
        int oh = 0, om = 0;
        if (digits.size() != 4 || !parseInt(std::string_view(digits).substr(0, 2), oh) ||
            !parseInt(std::string_view(digits).substr(2, 2), om))
            return std::nullopt;
        offset = (rest[0] == '-' ? -1 : 1) * (oh * 3600.0 + om * 60.0);
        rest = {};
    }
    if (!rest.empty()) return std::nullopt;
    return h * 3600.0 + mi * 60.0 + sec - offset;
}

}  // namespace

std::optional<double> parseLogTime(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    double num = 0;
    if (parseNumber(s, num)) return num > 1e11 ? num / 1000.0 : num;
    int y = 0, mo = 0, d = 0;
    if (s.size() < 10 || s[4] != '-' || s[7] != '-' || !parseInt(s.substr(0, 4), y) ||
        !parseInt(s.substr(5, 2), mo) || !parseInt(s.substr(8, 2), d) || mo < 1 || mo > 12 ||
        d < 1 || d > 31)
        return std::nullopt;
    double clock = 0;
    if (s.size() > 10) {
        const auto c = parseClock(s.substr(10));
        if (!c) return std::nullopt;
        clock = *c;
    }
    const auto days = daysFromCivil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d));
    return static_cast<double>(days) * 86400.0 + clock;
}

std::string formatLogTime(double seconds) {
    const auto whole = static_cast<std::int64_t>(std::floor(seconds));
    std::int64_t days = whole / 86400, rem = whole % 86400;
    if (rem < 0) rem += 86400, --days;
    std::int64_t y = 0;
    unsigned m = 0, d = 0;
    civilFromDays(days, y, m, d);
    char buf[40];
    std::snprintf(buf, sizeof buf, "%04lld-%02u-%02uT%02d:%02d:%02dZ", static_cast<long long>(y), m,
                  d, static_cast<int>(rem / 3600), static_cast<int>(rem / 60 % 60),
                  static_cast<int>(rem % 60));
    return buf;
}

}  // namespace ranklens::core::behaviour
