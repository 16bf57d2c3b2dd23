"""ranklens.agreement / consensus / label_sensitivity (issue 47): the same numbers as the CLI's
agreement, consensus and label-sensitivity on the same files, and DataFrames in and out."""

import json
import os

import pandas as pd
import pytest

import ranklens
from conftest import run_cli

DATA = os.path.join(os.path.dirname(__file__), "..", "data", "judges")
OBSERVERS = [os.path.join(DATA, f"obs{o}.qrels") for o in "ABCD"]


def test_agreement_equals_cli_on_krippendorffs_example():
    cli = json.loads(run_cli("agreement", *OBSERVERS, "--format", "json"))
    res = ranklens.agreement(OBSERVERS)
    assert res.raw == cli
    alpha = res.summary.set_index("coefficient")["value"]
    assert alpha["krippendorff_alpha_nominal"] == pytest.approx(0.743, abs=5e-4)
    assert alpha["krippendorff_alpha_ordinal"] == pytest.approx(0.815, abs=5e-4)
    assert alpha["krippendorff_alpha_interval"] == pytest.approx(0.849, abs=5e-4)
    assert alpha["fleiss_kappa"] == pytest.approx(0.6414565826330533, abs=1e-12)
    assert list(res.pairs.columns[:3]) == ["a", "b", "kappa"]
    assert len(res.pairs) == 6


def test_agreement_from_dataframes_with_gold_and_judge_file(tmp_path):
    a = pd.DataFrame({"qid": ["q1", "q1", "q2"], "docid": ["d1", "d2", "d1"], "label": [1, 0, 2]})
    b = pd.DataFrame({"qid": ["q1", "q1", "q2"], "docid": ["d1", "d2", "d1"], "label": [1, 1, 2]})
    res = ranklens.agreement({"ann": a, "bob": b}, gold=a)
    assert res.raw["sets"] == ["ann", "bob"]
    assert res.gold.set_index("set").loc["ann", "accuracy"] == 1.0
    assert res.gold.set_index("set").loc["bob", "accuracy"] == pytest.approx(2 / 3)
    f = tmp_path / "judges.csv"
    f.write_text("query,doc,grade,judge\nq1,d1,2,m1\nq1,d1,2,m2\nq1,d2,0,m1\nq1,d2,1,m2\n")
    assert ranklens.agreement([str(f)]).raw["sets"] == ["m1", "m2"]
    with pytest.raises(ValueError):
        ranklens.agreement([a])


def test_consensus_equals_cli(tmp_path):
    out = tmp_path / "c.qrels"
    run_cli("consensus", *OBSERVERS, "--rule", "median", "-o", out)
    cli_rows = sorted(tuple(line.split()) for line in out.read_text().splitlines())
    df = ranklens.consensus(OBSERVERS, "median")
    mine = sorted((q, "0", d, str(g)) for q, d, g in df.itertuples(index=False))
    assert mine == cli_rows
    assert len(df.attrs["ties"]) >= 1


def test_label_sensitivity_equals_cli(tmp_path):
    runs = []
    for r in (1, 2, 3):
        p = tmp_path / f"r{r}.run"
        p.write_text("".join(f"q{q} Q0 d{r} 1 1 r{r}\n" for q in range(1, 5)))
        runs.append(str(p))
    a = "".join(f"q{q} 0 d1 1\nq{q} 0 d2 0\nq{q} 0 d3 {1 if q <= 2 else 0}\n" for q in range(1, 5))
    b = "".join(f"q{q} 0 d1 0\nq{q} 0 d2 1\nq{q} 0 d3 {1 if q <= 2 else 0}\n" for q in range(1, 5))
    (tmp_path / "A.qrels").write_text(a)
    (tmp_path / "B.qrels").write_text(b)
    labels = [str(tmp_path / "A.qrels"), str(tmp_path / "B.qrels")]
    cli = json.loads(run_cli("label-sensitivity", *labels, "--runs", *runs, "-m", "P@1",
                             "--test", "t", "--format", "json"))
    res = ranklens.label_sensitivity(labels, runs, "P@1", test="t")
    assert res.raw == cli
    assert res.pairs.loc[0, "kendall_tau"] == -1.0
    first = res.changed.iloc[0]
    assert (first.run1, first.run2, first.verdict_a, first.verdict_b) == ("r1", "r2", "r1>r2*",
                                                                          "r2>r1*")
    assert list(res.orders.query("labels == 'B.qrels'")["run"]) == ["r2", "r3", "r1"]
