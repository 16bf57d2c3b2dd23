#pragma once
// The statistics layer of run comparison, in one include: paired t-test and effect size,
// randomization (sign-flip permutation) tests, paired bootstrap interval, p-value corrections.
#include "core/stats/bootstrap.h"
#include "core/stats/multiple_testing.h"
#include "core/stats/randomization.h"
#include "core/stats/t_test.h"
