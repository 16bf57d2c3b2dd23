"""ranklens.compare: a pair's numbers depend on the pair alone (issue 29), under both pairings,
and EvalResults (per-query values computed already, e.g. by ranklens.dask.evaluate) compare
with the numbers of the runs they came from."""

import os

import pytest

import ranklens
from conftest import run_cli

DEMO = os.path.join(os.path.dirname(__file__), "..", "..", "resources", "demo")
QRELS = os.path.join(DEMO, "grades.qrels")
BASE = os.path.join(DEMO, "baseline.run")
NEW = os.path.join(DEMO, "new_model.run")
MEASURES = ["ndcg@10", "P@5"]
PAIR_ONLY = ("p_adjusted", "significant")  # the correction across the table


@pytest.fixture(scope="module")
def partial(tmp_path_factory):
    """new_model without its first 29 queries (q001..q029), as its own run."""
    path = tmp_path_factory.mktemp("pairs") / "partial.run"
    with open(NEW) as src, open(path, "w") as out:
        for line in src:
            qid = line.split()[0]
            if not (qid.startswith("q0") and qid[1:].isdigit() and 1 <= int(qid[1:]) <= 29):
                out.write(line.replace(" new_model", " partial"))
    return str(path)


def cells(result, run):
    rows = result.table[(result.table["segment"] == "") & (result.table["run"] == run)]
    return rows.drop(columns=list(PAIR_ONLY)).reset_index(drop=True)


@pytest.mark.parametrize("pairing", ["labelled", "both-returned"])
def test_a_pair_is_the_same_alone_and_beside_a_run_that_missed_queries(partial, pairing):
    opts = dict(pairing=pairing, segments=False, permutations=2000, bootstrap=300)
    alone = ranklens.compare(QRELS, BASE, NEW, MEASURES, **opts)
    beside = ranklens.compare(QRELS, BASE, [partial, NEW], MEASURES + ["mrr"], **opts)
    a, b = cells(alone, "new_model"), cells(beside, "new_model")
    b = b[b["metric"].isin(a["metric"])].reset_index(drop=True)
    assert a.equals(b)
    missed = {c["run"]: c["missed_labelled_queries"] for c in beside.query_set["coverage"]}
    assert missed == {"baseline": 0, "partial": 29, "new_model": 0}
    n = cells(beside, "partial")["queries"].iloc[0]
    assert n == (309 if pairing == "labelled" else 280)
    # The same numbers as the CLI's compare.
    cli = run_cli("compare", "--pairing", pairing, "--no-segments", "--permutations", "2000",
                  "--bootstrap", "300", "-m", "ndcg@10", "-m", "P@5", QRELS, BASE, NEW,
                  "--format", "json")
    assert alone.report == __import__("json").loads(cli)


def test_eval_results_compare_as_the_runs_they_came_from(partial):
    opts = dict(segments=False, permutations=2000, bootstrap=300)
    ranked = ranklens.compare(QRELS, BASE, [partial, NEW], MEASURES, **opts)
    base = ranklens.evaluate(QRELS, BASE, MEASURES)
    part = ranklens.evaluate(QRELS, partial, MEASURES, complete=True)  # in_run marks the misses
    new = ranklens.evaluate(QRELS, NEW, MEASURES)
    evaluated = ranklens.compare(QRELS, base, [part, new], MEASURES,
                                 names=["baseline", "partial", "new_model"], **opts)
    mixed = ranklens.compare(QRELS, BASE, [part, NEW], MEASURES,
                             names=["baseline", "partial", "new_model"], **opts)
    for run in ("partial", "new_model"):
        assert cells(evaluated, run).equals(cells(ranked, run)), run
        assert cells(mixed, run).equals(cells(ranked, run)), run


def test_bad_pairs_are_refused_by_name():
    with pytest.raises(ValueError, match="both named 'x'"):
        ranklens.compare(QRELS, BASE, [NEW, NEW], names=["b", "x", "x"])
    with pytest.raises(ValueError, match="pairing"):
        ranklens.compare(QRELS, BASE, NEW, pairing="sometimes")
    with pytest.raises(ValueError, match="contradicts"):
        ranklens.compare(QRELS, BASE, NEW, pairing="both-returned", complete=True)
