#pragma once
// Times in behaviour logs and training-data cutoffs: seconds since 1970-01-01 UTC.
// The one grammar for times, also the store's log import (store::parseTimestamp calls it): ISO
// 8601 "2024-05-01", "2024-05-01T12:30:00Z", "2024-05-01 12:30:00.5+02:00", or a number of
// seconds (values above 1e11 are milliseconds).
#include <optional>
#include <string>
#include <string_view>

namespace ranklens::core::behaviour {

std::optional<double> parseLogTime(std::string_view s);
// "2024-05-01T12:30:00Z" (whole seconds, UTC).
std::string formatLogTime(double seconds);

}  // namespace ranklens::core::behaviour
