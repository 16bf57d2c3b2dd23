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


@pytest.fixture
def two_sets_three_runs(tmp_path):
    """A (d1 relevant) and B (d2 relevant) in q1..q4, d3 relevant in q1, q2 under both;
    run r<i> returns d<i> at rank 1. C grades d1 only (relevant in q1, q2)."""
    runs = []
    for r in (1, 2, 3):
        p = tmp_path / f"r{r}.run"
        p.write_text("".join(f"q{q} Q0 d{r} 1 1 r{r}\n" for q in range(1, 5)))
        runs.append(str(p))
    a = "".join(f"q{q} 0 d1 1\nq{q} 0 d2 0\nq{q} 0 d3 {1 if q <= 2 else 0}\n" for q in range(1, 5))
    b = "".join(f"q{q} 0 d1 0\nq{q} 0 d2 1\nq{q} 0 d3 {1 if q <= 2 else 0}\n" for q in range(1, 5))
    (tmp_path / "A.qrels").write_text(a)
    (tmp_path / "B.qrels").write_text(b)
    (tmp_path / "C.qrels").write_text("q1 0 d1 1\nq2 0 d1 1\nq3 0 d1 0\nq4 0 d1 0\n")
    return runs, [str(tmp_path / f"{s}.qrels") for s in "ABC"]


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


def test_label_sensitivity_equals_cli(two_sets_three_runs):
    runs, (a, b, _) = two_sets_three_runs
    labels = [a, b]
    cli = json.loads(run_cli("label-sensitivity", *labels, "--runs", *runs, "-m", "P@1",
                             "--test", "t", "--format", "json"))
    res = ranklens.label_sensitivity(labels, runs, "P@1", test="t")
    assert res.raw == cli
    assert res.pairs.loc[0, "kendall_tau"] == -1.0
    first = res.changed.iloc[0]
    assert (first.run1, first.run2, first.verdict_a, first.verdict_b) == ("r1", "r2", "r1>r2*",
                                                                          "r2>r1*")
    assert list(res.orders.query("labels == 'B.qrels'")["run"]) == ["r2", "r3", "r1"]


def test_agreement_by_query_equals_cli():
    cli = json.loads(run_cli("agreement", *OBSERVERS, "--by-query", "--format", "json"))
    res = ranklens.agreement(OBSERVERS, by_query=True)
    assert res.raw == cli
    assert list(res.queries.columns) == ["qid", "items", "unanimous", "alpha_nominal",
                                         "alpha_ordinal", "alpha_interval"]
    assert len(res.queries) == len(cli["queries"]) > 0
    for row, q in zip(res.queries.itertuples(index=False), cli["queries"]):
        assert (row.qid, row.items, row.unanimous) == (q["qid"], q["items"], q["unanimous"])
        assert row.alpha_nominal == q["krippendorff_alpha"]["nominal"]
        assert row.alpha_interval == q["krippendorff_alpha"]["interval"]
    plain = ranklens.agreement(OBSERVERS)
    assert "queries" not in plain.raw and plain.queries.empty


def test_label_sensitivity_impact_equals_cli(two_sets_three_runs):
    runs, (a, b, _) = two_sets_three_runs
    cli = json.loads(run_cli("label-sensitivity", a, b, "--runs", *runs, "-m", "P@1", "--test",
                             "t", "--impact", "r1,r2", "--impact-top", "3", "--format", "json"))
    res = ranklens.label_sensitivity([a, b], runs, "P@1", test="t", impact=("r1", "r2"),
                                     impact_top=3)
    assert res.raw == cli
    assert len(res.impact) == 3
    first = res.impact.iloc[0]
    assert (first.a, first.b, first.qid, first.docid) == ("A.qrels", "B.qrels", "q1", "d1")
    assert (first.grade_a, first.grade_b) == (1, 0)
    assert first.delta_a == -1.0 and first.delta_if_b == -0.75
    assert ranklens.label_sensitivity([a, b], runs, "P@1", test="t", impact="r1,r2",
                                      impact_top=3).raw == cli
    assert res.holes.empty and res.hole_items.empty


def test_label_sensitivity_holes_equals_cli(two_sets_three_runs):
    runs, (a, _, c) = two_sets_three_runs
    cli = json.loads(run_cli("label-sensitivity", a, c, "--runs", *runs, "-m", "P@1", "--test",
                             "t", "--holes", "r1,r2", "--holes-k", "1", "--format", "json"))
    res = ranklens.label_sensitivity([a, c], runs, "P@1", test="t", holes=["r1", "r2"],
                                     holes_k=1)
    assert res.raw == cli
    h = res.holes.set_index("labels")
    assert list(h.index) == ["A.qrels", "C.qrels"]
    assert (h.loc["A.qrels", "holes"], h.loc["A.qrels", "survives"]) == (0, True)
    assert h.loc["C.qrels", ["run1", "run2", "k", "holes"]].tolist() == ["r1", "r2", 1, 4]
    assert h.loc["C.qrels", ["delta", "best", "worst"]].tolist() == [-0.5, 0.5, -0.5]
    assert not h.loc["C.qrels", "survives"]
    items = res.hole_items
    assert len(items) == 4 and set(items["labels"]) == {"C.qrels"}
    assert (items.iloc[0].qid, items.iloc[0].docid, items.iloc[0].rank_1,
            items.iloc[0].rank_2) == ("q1", "d2", 0, 1)
    assert items["shift"].tolist() == [0.25] * 4
    assert res.impact.empty


def test_label_sensitivity_refuses_bad_pairs_and_evaluated_runs(two_sets_three_runs):
    runs, (a, b, _) = two_sets_three_runs
    with pytest.raises(ValueError, match="holes: no run 'zz'"):
        ranklens.label_sensitivity([a, b], runs, "P@1", holes=("r1", "zz"))
    with pytest.raises(ValueError, match="impact"):
        ranklens.label_sensitivity([a, b], runs, "P@1", impact=("r1",))
    with pytest.raises(ValueError, match="holes_k"):
        ranklens.label_sensitivity([a, b], runs, "P@1", holes="r1,r2", holes_k=0)
    evaluated = ranklens.evaluate(a, runs[0], ["P@1"])
    with pytest.raises(ValueError, match="not EvalResults"):
        ranklens.label_sensitivity([a, b], [evaluated, runs[1]], "P@1")
