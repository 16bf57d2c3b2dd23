// Waiting for the GUI in a gtest program. Qt's QTRY_* macros report a timeout to QTest's own
// log, which nothing reads in a gtest program, and then return from the test body: the test
// passed with the rest of its checks skipped (ImportNothingUsable waited 100 s that way and
// passed). These wait the same way, processing events, and fail the gtest test, naming the
// condition and the time waited. tests/arch/check_test_lists.py keeps Qt's macros out of tests/.
#pragma once

#include <gtest/gtest.h>

#include <QTest>

// Waits up to timeoutMs for expr to hold, then asserts it (returns from the test on failure).
#define WAIT_UNTIL(expr, timeoutMs)                                                  \
    do {                                                                             \
        (void)QTest::qWaitFor([&] { return static_cast<bool>(expr); }, (timeoutMs)); \
        ASSERT_TRUE(expr) << "waited " << (timeoutMs) << " ms for: " #expr;          \
    } while (false)

// Waits up to timeoutMs for actual == expected, then asserts it as ASSERT_EQ does.
#define WAIT_UNTIL_EQ(actual, expected, timeoutMs)                                  \
    do {                                                                            \
        (void)QTest::qWaitFor([&] { return (actual) == (expected); }, (timeoutMs)); \
        ASSERT_EQ(actual, expected) << "after waiting " << (timeoutMs) << " ms";    \
    } while (false)
