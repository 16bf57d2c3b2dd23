#!/usr/bin/env python3
"""Reference values for the multi-judge tests (issue 47), printed by statsmodels and scipy.

tests/core/multi_agreement_test.cpp and tests/core/rank_correlation_test.cpp hold the values
this prints; the test suite does not need statsmodels or scipy. Run with Debian's python3
(apt-get install python3-statsmodels python3-scipy):  python3 scripts/judges_reference.py
"""
import numpy as np
import scipy
import statsmodels
from scipy.stats import kendalltau
from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa

# Fleiss (1971) as on Wikipedia: 10 items, 14 raters, 5 categories, counts per item.
FLEISS_COUNTS = [
    [0, 0, 0, 0, 14], [0, 2, 6, 4, 2], [0, 0, 3, 5, 6], [0, 3, 9, 2, 0], [2, 2, 8, 1, 1],
    [7, 7, 0, 0, 0], [3, 2, 6, 3, 0], [2, 5, 3, 2, 2], [6, 5, 2, 1, 0], [0, 2, 2, 3, 7]]

# Three judges grading eight items 0..3 (rows items, columns judges).
THREE_JUDGES = [[0, 0, 1], [1, 1, 1], [2, 3, 3], [3, 3, 3], [0, 1, 2], [2, 2, 1], [1, 0, 0],
                [3, 2, 3]]

# tests/data/judges/obs{A,B,C,D}.qrels (Krippendorff 2011): the units every observer graded,
# u2..u9 (rows units, columns observers A..D).
KRIPPENDORFF_COMPLETE = [[2, 2, 3, 2], [3, 3, 3, 3], [3, 3, 3, 3], [2, 2, 2, 2], [1, 2, 3, 4],
                         [4, 4, 4, 4], [1, 1, 2, 1], [2, 2, 2, 2]]

# Run means under two label sets (kendalltau, variant b); the second has ties.
TAU_X = [0.31, 0.27, 0.45, 0.12, 0.38, 0.27]
TAU_Y = [0.29, 0.30, 0.41, 0.12, 0.29, 0.25]
TAU_U = [1.0, 2.0, 3.0, 4.0, 5.0]
TAU_V = [2.0, 1.0, 4.0, 3.0, 5.0]


def main():
    print(f"scipy {scipy.__version__}, statsmodels {statsmodels.__version__}, numpy {np.__version__}")
    print("fleiss_kappa(Fleiss 1971 counts) =", repr(fleiss_kappa(np.array(FLEISS_COUNTS))))
    table, _ = aggregate_raters(np.array(THREE_JUDGES))
    print("fleiss_kappa(three judges) =", repr(fleiss_kappa(table)))
    table, _ = aggregate_raters(np.array(KRIPPENDORFF_COMPLETE))
    print("fleiss_kappa(Krippendorff 2011, u2..u9) =", repr(fleiss_kappa(table)))
    print("kendalltau(TAU_X, TAU_Y) =", repr(kendalltau(TAU_X, TAU_Y)[0]))
    print("kendalltau(TAU_U, TAU_V) =", repr(kendalltau(TAU_U, TAU_V)[0]))


if __name__ == "__main__":
    main()
