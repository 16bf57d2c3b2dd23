#pragma once
// Times in behaviour logs and training-data cutoffs: seconds since 1970-01-01 UTC.
// The one grammar for times, also the store's log import (store::parseTimestamp calls it): ISO
// 8601 "2024-05-01", "2024-05-01T12:30:00Z", "2024-05-01 12:30:00.5+02:00" (a real calendar
// date; zone Z, +HH, +HHMM or +HH:MM with hours 0..23), or a number of seconds, milliseconds,
// microseconds or nanoseconds since 1970 told apart by size (below 1e11 seconds, below 1e14
// milliseconds, ...; 1e20 and more are refused): every time read lies within 1970 +- 3170 years.
#include <optional>
#include <string>
#include <string_view>

namespace ranklens::core::behaviour {

// |seconds| below this: the numbers parseLogTime reads as seconds (the year 5138).
inline constexpr double kMaxEpochSeconds = 1e11;
// |seconds| below this: formatLogTime prints a date (every time parseLogTime gives, ISO dates
// up to the year 9999 included).
inline constexpr double kMaxDateSeconds = 1e12;

std::optional<double> parseLogTime(std::string_view s);
// "2024-05-01T12:30:00Z" (whole seconds, UTC); a value no parse gives ("1e+308 s") as a number.
std::string formatLogTime(double seconds);

}  // namespace ranklens::core::behaviour
