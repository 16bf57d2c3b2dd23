#include "core/behaviour/log_time.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "core/base/number_check.h"
#include "core/behaviour/table_file.h"

namespace ranklens::core::behaviour {

namespace {

// Digits only (no sign, no space): "2024", "05".
bool parseDigits(std::string_view s, int& v) {
    for (char c : s)
        if (!std::isdigit(static_cast<unsigned char>(c))) return false;
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

// A zone offset after the clock: "Z", or ISO 8601's "+HH", "+HHMM", "+HH:MM" (or '-'), hours
// 0..23, minutes 0..59. Seconds east of UTC; nullopt for anything else.
std::optional<double> parseOffset(std::string_view z) {
    if (z == "Z" || z == "z") return 0.0;
    if (z.size() < 3 || (z[0] != '+' && z[0] != '-')) return std::nullopt;
    std::string_view minutes = z.substr(3);
    if (minutes.size() == 3 && minutes[0] == ':') minutes.remove_prefix(1);
    int h = 0, m = 0;
    if (!parseDigits(z.substr(1, 2), h) || h > 23) return std::nullopt;
    if (!minutes.empty() && (minutes.size() != 2 || !parseDigits(minutes, m) || m > 59))
        return std::nullopt;
    return (z[0] == '-' ? -1 : 1) * (h * 3600.0 + m * 60.0);
}

// "[T| ]HH:MM[:SS[.frac]][offset]" -> seconds of the day minus the zone offset.
std::optional<double> parseClock(std::string_view rest) {
    int h = 0, mi = 0;
    double sec = 0;
    if (rest.size() < 6 || (rest[0] != 'T' && rest[0] != 't' && rest[0] != ' ') || rest[3] != ':' ||
        !parseDigits(rest.substr(1, 2), h) || !parseDigits(rest.substr(4, 2), mi) || h > 23 ||
        mi > 59)
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
    double offset = 0;
    if (!rest.empty()) {
        const auto o = parseOffset(rest);
        if (!o) return std::nullopt;
        offset = *o;
    }
    return h * 3600.0 + mi * 60.0 + sec - offset;
}

bool isLeapYear(int y) {
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int daysInMonth(int y, int m) {
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && isLeapYear(y) ? 29 : kDays[m - 1];
}

// A number of seconds, milliseconds, microseconds or nanoseconds since 1970, told apart by
// size: every unit is read as a time between 1970 +- 3170 years (|seconds| < 1e11), so a
// log's epoch microseconds are not read as the year 56346. Larger values are refused.
std::optional<double> epochSeconds(double num) {
    double scale = 1;
    for (int unit = 0; unit < 4; ++unit, scale *= 1000)
        if (std::fabs(num) < kMaxEpochSeconds * scale) return num / scale;
    return std::nullopt;
}

}  // namespace

std::optional<double> parseLogTime(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    double num = 0;
    if (parseNumber(s, num)) return epochSeconds(num);
    int y = 0, mo = 0, d = 0;
    if (s.size() < 10 || s[4] != '-' || s[7] != '-' || !parseDigits(s.substr(0, 4), y) ||
        !parseDigits(s.substr(5, 2), mo) || !parseDigits(s.substr(8, 2), d) || mo < 1 || mo > 12 ||
        d < 1 || d > daysInMonth(y, mo))
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
    // Only times parseLogTime can give have a date; anything else (a damaged project's value)
    // is shown as the number it is, never converted (beyond int64 the conversion is undefined).
    if (!(std::fabs(seconds) < kMaxDateSeconds)) return shortNumber(seconds) + " s";
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
