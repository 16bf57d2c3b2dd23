// Issue 35, round 2, item 14: the one timestamp grammar (core/behaviour/log_time.h) of click
// logs, --after, --cutoff and --trained-until.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>
#include <string>

#include "core/behaviour/log_time.h"

namespace ranklens::core::behaviour {
namespace {

// Epoch microseconds were read as milliseconds (the year 56346) and nanoseconds likewise: the
// leak check and --after missed them. Each unit is now told apart by size.
TEST(RobustnessTime, EpochUnitsAreToldApartBySize) {
    const double t = 1767225600.0;  // 2026-01-01T00:00:00Z
    EXPECT_DOUBLE_EQ(*parseLogTime("1767225600"), t);
    EXPECT_DOUBLE_EQ(*parseLogTime("1767225600000"), t);
    EXPECT_DOUBLE_EQ(*parseLogTime("1767225600000000"), t);
    EXPECT_DOUBLE_EQ(*parseLogTime("1767225600000000000"), t);
    EXPECT_EQ(formatLogTime(*parseLogTime("1767225600123456")), "2026-01-01T00:00:00Z");
    EXPECT_DOUBLE_EQ(*parseLogTime("-86400"), -86400.0);
}

// 1e308 overflowed the date conversion (undefined behaviour; printed the year -292277022657).
TEST(RobustnessTime, NumbersBeyondEveryUnitAreRefusedAndNeverConverted) {
    EXPECT_FALSE(parseLogTime("1e308").has_value());
    EXPECT_FALSE(parseLogTime("1e20").has_value());
    EXPECT_FALSE(parseLogTime("-1e21").has_value());
    EXPECT_EQ(formatLogTime(1e308), "1e+308 s");
    EXPECT_EQ(formatLogTime(-1e300), "-1e+300 s");
    EXPECT_EQ(formatLogTime(*parseLogTime("9999-12-31T23:59:59Z")), "9999-12-31T23:59:59Z");
}

// 2024-02-31 and +99:99 were accepted; ISO 8601's +05 was refused.
TEST(RobustnessTime, OnlyRealDatesAndOffsets) {
    EXPECT_FALSE(parseLogTime("2024-02-31").has_value());
    EXPECT_FALSE(parseLogTime("2023-02-29").has_value());
    EXPECT_FALSE(parseLogTime("2024-04-31").has_value());
    EXPECT_DOUBLE_EQ(*parseLogTime("2024-02-29"), 1709164800.0);
    EXPECT_FALSE(parseLogTime("2024-05-01T00:00:00+99:99").has_value());
    EXPECT_FALSE(parseLogTime("2024-05-01T00:00:00+24:00").has_value());
    EXPECT_FALSE(parseLogTime("2024-05-01T00:00:00+05:60").has_value());
    EXPECT_FALSE(parseLogTime("2024-05-01T00:00:00+5").has_value());
    EXPECT_FALSE(parseLogTime("2024-05-01T00:00:00+-5:00").has_value());
    EXPECT_FALSE(parseLogTime("+024-05-01").has_value());
    const double utc = *parseLogTime("2024-05-01T00:00:00Z");
    EXPECT_DOUBLE_EQ(*parseLogTime("2024-05-01T05:00:00+05"), utc);
    EXPECT_DOUBLE_EQ(*parseLogTime("2024-05-01T05:30:00+0530"), utc);
    EXPECT_DOUBLE_EQ(*parseLogTime("2024-05-01T05:30:00+05:30"), utc);
    EXPECT_DOUBLE_EQ(*parseLogTime("2024-04-30T22:00:00-02"), utc);
}

// Every real date and clock of the years 0..9999 reads back as written (the civil-date
// conversions both ways), and whatever is accepted, of text mutated at random from such times
// and from numbers, lies within the range a date can be printed for.
TEST(RobustnessTime, RealTimesRoundTripAndMutatedTextStaysInRange) {
    std::mt19937 rng(14);
    const std::string alphabet = "0123456789-+:.TZe ";
    for (int i = 0; i < 20000; ++i) {
        const int y = static_cast<int>(rng() % 10000), m = static_cast<int>(1 + rng() % 12);
        const int days = m == 2 ? ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28)
                         : m == 4 || m == 6 || m == 9 || m == 11 ? 30
                                                                 : 31;
        const int d = static_cast<int>(1 + rng() % static_cast<unsigned>(days));
        char iso[32];
        std::snprintf(iso, sizeof iso, "%04d-%02d-%02dT%02d:%02d:%02dZ", y, m, d,
                      static_cast<int>(rng() % 24), static_cast<int>(rng() % 60),
                      static_cast<int>(rng() % 60));
        const auto t = parseLogTime(iso);
        ASSERT_TRUE(t.has_value()) << iso;
        ASSERT_EQ(formatLogTime(*t), iso);
        std::string mutated =
            i % 2 ? std::string(iso) : std::to_string(rng()) + "e" + std::to_string(rng() % 30);
        for (int k = 0; k < 3; ++k)
            mutated[rng() % mutated.size()] = alphabet[rng() % alphabet.size()];
        if (const auto v = parseLogTime(mutated)) {
            ASSERT_TRUE(std::isfinite(*v)) << mutated;
            ASSERT_LT(std::fabs(*v), kMaxDateSeconds) << mutated;
            ASSERT_EQ(formatLogTime(*v).find(" s"), std::string::npos) << mutated;
        }
    }
}

}  // namespace
}  // namespace ranklens::core::behaviour
