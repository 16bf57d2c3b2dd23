#include <gtest/gtest.h>
#include "core/measures/measure.h"
TEST(Registry, HasMeasures) {
    EXPECT_NE(ranklens::core::findMeasure("P"), nullptr);
}
