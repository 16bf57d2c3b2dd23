"""Issue 35 ("never crash, never lose a label") through the module: requests that once
aborted the interpreter now run, or raise ValueError naming the setting."""

import os

import pandas as pd
import pytest

import ranklens

DATA = os.path.join(os.path.dirname(__file__), "..", "data", "compare")
QRELS = os.path.join(DATA, "qrels.txt")
BASE = os.path.join(DATA, "base.run")
NEW = os.path.join(DATA, "new.run")


def test_threads_beyond_the_cap_run_with_a_note():
    # threads=100000 ended the interpreter (std::system_error out of std::thread).
    one = ranklens.evaluate(QRELS, NEW, ["map", "ndcg@5"], threads=1)
    many = ranklens.evaluate(QRELS, NEW, ["map", "ndcg@5"], threads=100000)
    pd.testing.assert_frame_equal(many.per_query, one.per_query)
    assert any("threads=100000: using 256 threads" in n for n in many.notes), many.notes
    with pytest.warns(RuntimeWarning, match="threads=100000: using 256 threads"):
        res = ranklens.compare(QRELS, BASE, NEW, threads=100000, bootstrap=100)
    assert res.table is not None


@pytest.mark.parametrize("key,value,message", [
    ("alpha", float("nan"), r"alpha: must be a number in \[0, 1\], got nan"),
    ("rbp_p", 1.0, r"rbp_p: must be a number in \(0, 1\), got 1"),
    ("popularity_users", float("nan"), r"popularity_users: must be a number >= 0, got nan"),
])
def test_numeric_definitions_are_checked_by_name(key, value, message):
    with pytest.raises(ValueError, match=message):
        ranklens.evaluate(QRELS, NEW, ["map"], **{key: value})


def test_compare_options_are_checked_by_name():
    with pytest.raises(ValueError, match=r"confidence: must be a number in \[0.5, 0.999\], got nan"):
        ranklens.compare(QRELS, BASE, NEW, confidence=float("nan"))
    with pytest.raises(ValueError, match=r"alpha: must be a number in \[1e-06, 0.5\], got nan"):
        ranklens.compare(QRELS, BASE, NEW, alpha=float("nan"))


def test_gains_that_are_not_finite_are_refused():
    qrels = pd.DataFrame({"qid": ["1", "1"], "docid": ["a", "b"], "label": [1, 2]})
    run = pd.DataFrame({"qid": ["1", "1"], "docid": ["a", "b"], "score": [2.0, 1.0]})
    with pytest.raises(ValueError, match=r"gain_values: must be a finite number, got nan"):
        ranklens.evaluate(qrels, run, ["ndcg"], gain_values=[0, float("nan"), 2])
    big = qrels.assign(label=[1023, 1023])
    with pytest.raises(ValueError, match=r"query '1': the gains of its 2 labels"):
        ranklens.evaluate(big, run, ["ndcg"], gain="exponential")


def test_out_of_range_ints_are_out_of_range_not_the_wrong_type():
    # threads=10**30 was "threads: wrong type <class 'int'>".
    with pytest.raises(ValueError, match=r"threads: must be a number in \[-2147483648, 2147483647\], got 1000000000000000000000000000000"):
        ranklens.evaluate(QRELS, NEW, ["map"], threads=10**30)
    with pytest.raises(ValueError, match=r"seed: must be a number in \[0, 18446744073709551615\], got -1"):
        ranklens.compare(QRELS, BASE, NEW, seed=-1)
    with pytest.raises(ValueError, match=r"threads: wrong type"):
        ranklens.evaluate(QRELS, NEW, ["map"], threads="many")


def test_a_huge_gain_level_is_refused_not_allocated():
    # ndcg.100000000=1 built a table of 10^8 gains (6.3 GB, more than 120 s).
    with pytest.raises(ValueError, match=r"label 100000000 is above 65535"):
        ranklens.evaluate(QRELS, NEW, ["ndcg.100000000=1"])
