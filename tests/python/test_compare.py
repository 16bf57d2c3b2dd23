"""ranklens.compare runs core/compare's pipeline as `ranklens-cli compare` does: the same
report, as a DataFrame plus the findings."""

import json
import os

import pandas as pd
import pytest

import ranklens
from conftest import run_cli

DATA = os.path.join(os.path.dirname(__file__), "..", "data", "compare")
QRELS = os.path.join(DATA, "qrels.txt")
BASE = os.path.join(DATA, "base.run")
NEW = os.path.join(DATA, "new.run")
QUERIES = os.path.join(DATA, "queries.csv")


def cli_compare(*args):
    # exit 5: a guardrail failed, 8: one was inconclusive (the report is printed all the same)
    return json.loads(run_cli("compare", QRELS, BASE, NEW, "--format", "json", *args,
                              ok=(0, 5, 8)))


@pytest.mark.parametrize("cli_args,kw", [
    ([], {}),
    (["-m", "P@1,3", "-m", "ndcg@5", "--test", "t", "--correction", "bonferroni", "-c"],
     {"measures": ["P@1,3", "ndcg@5"], "test": "t", "correction": "bonferroni", "complete": True}),
    (["--queries", QUERIES, "--weighted", "--sensitivity", "gain=exponential", "--gain",
      "linear", "--ties", "input", "--seed", "7", "--permutations", "2000"],
     {"queries": pd.read_csv(QUERIES), "weighted": True, "sensitivity": "gain=exponential",
      "ties": "input", "seed": 7, "permutations": 2000}),
    (["-l", "2", "--gain", "exponential", "--ideal", "retrieved", "-J", "--ndcg-threshold",
      "--empty-queries", "skip", "--log-base", "e", "--bootstrap", "500", "--confidence", "0.9",
      "--no-segments", "--queries", QUERIES, "--preset", "search", "--threads", "1"],
     {"threshold": 2, "gain": "exponential", "ideal": "retrieved", "judged_only": True,
      "ndcg_threshold": True, "empty_queries": "skip", "log_base": "e", "bootstrap": 500,
      "confidence": 0.9, "segments": False, "queries": pd.read_csv(QUERIES), "preset": "search",
      "threads": 1}),
    (["--primary", "ndcg@10", "--guard=R@10 drop<=5%", "--alpha", "0.1"],
     {"primary": "ndcg@10", "guards": ["R@10 drop<=5%"], "alpha": 0.1}),
])
def test_compare_equals_the_cli(cli_args, kw):
    cli = cli_compare(*cli_args)
    res = ranklens.compare(QRELS, BASE, NEW, **kw)
    assert res.report == cli
    cells = cli["overall"]["cells"]
    assert len(res.table[res.table["segment"] == ""]) == len(cells)
    row = res.table[(res.table["segment"] == "") & (res.table["run"] == cells[-1]["run"])].iloc[-1]
    assert row["delta"] == cells[-1]["delta"]
    assert row["wins"] == cells[-1]["wins"] and row["losses"] == cells[-1]["losses"]
    assert res.findings == [r["text"] for r in cli["readings"]] + cli["warnings"]
    assert res.table.attrs["definitions"] == cli["definitions"]


def test_compare_dataframes_and_guardrail_failure():
    def frame(path):
        rows = [line.split() for line in open(path)]
        return pd.DataFrame({"qid": [r[0] for r in rows], "docid": [r[2] for r in rows],
                             "score": [float(r[4]) for r in rows]})
    res = ranklens.compare(QRELS, frame(BASE), [frame(NEW)], ["P@1", "mrr"],
                           names=["base", "new"], primary="P@1", guards=["mrr drop<=0%"])
    assert set(res.table["run"]) == {"base", "new"}
    assert isinstance(res.passed, bool)
    cli = cli_compare("-m", "P@1", "-m", "mrr", "--primary", "P@1", "--guard=mrr drop<=0%")
    assert res.passed == all(r["pass"] for r in cli["guardrails"]["runs"])
    new = res.table[(res.table["run"] == "new") & (res.table["segment"] == "")]
    cli_new = [c for c in cli["overall"]["cells"] if c["run"] != cli["baseline"]]
    assert list(new["value"]) == [c["value"] for c in cli_new]


def test_compare_bad_options():
    with pytest.raises(ValueError, match="correction: 'sidak' is not one of"):
        ranklens.compare(QRELS, BASE, NEW, correction="sidak")
    with pytest.raises(TypeError, match="unknown compare option 'permutation'"):
        ranklens.compare(QRELS, BASE, NEW, permutation=10)


def test_findings_name_a_segment_going_against_the_overall_result():
    demo = os.path.join(os.path.dirname(__file__), "..", "..", "resources", "demo")
    res = ranklens.compare(os.path.join(demo, "grades.qrels"), os.path.join(demo, "baseline.run"),
                           os.path.join(demo, "new_model.run"), ["ndcg@10"],
                           queries=pd.read_csv(os.path.join(demo, "queries.csv")))
    assert any("segment 'new_user'" in f for f in res.findings)
    seg = res.table[(res.table["segment"] == "new_user") & (res.table["run"] == "new_model")]
    assert len(seg) == 1 and seg["delta"].iloc[0] < 0 and bool(seg["significant"].iloc[0])
