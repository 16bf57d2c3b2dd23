"""Issue 31's wrong or refused results: an evaluation without a single query is refused as the
CLI refuses it (exit 7); curves under ties="average" leave out only what cannot be averaged;
real-valued labels from DataFrames and dicts (checked against scikit-learn's ndcg_score on
random data with ties); whole-number floats for whole-number definitions."""

import os

import numpy as np
import pandas as pd
import pytest

import ranklens
from conftest import cli_eval_json, run_cli

IDS = {"qid": object, "docid": object}


def frame(rows, value):
    return pd.DataFrame(rows, columns=["qid", "docid", value]).astype(IDS)


NO_MATCH = {
    "int-vs-zero-padded": (frame([(51, "a", 1), (52, "b", 1)], "label"),
                           frame([("051", "a", 1.0), ("052", "b", 0.5)], "score")),
    "empty-run": (frame([("1", "a", 1)], "label"), frame([], "score")),
    "empty-labels": (frame([], "label").astype({"label": float}),
                     frame([("1", "a", 1.0)], "score")),
}


@pytest.mark.parametrize("case", list(NO_MATCH), ids=list(NO_MATCH))
def test_nothing_to_evaluate_is_refused_as_the_cli_refuses_it(case, tmp_path):
    qrels, run = NO_MATCH[case]
    with pytest.raises(ValueError, match="no queries with both results and labels") as err:
        ranklens.evaluate(qrels, run, ["map"])
    if case == "int-vs-zero-padded":  # the ids are shown: the cause is plain to see
        assert "'051'" in str(err.value) and "'51'" in str(err.value)
    qpath, rpath = tmp_path / "labels.tsv", tmp_path / "run.tsv"
    qrels.to_csv(qpath, sep="\t", index=False)
    run.to_csv(rpath, sep="\t", index=False)
    run_cli("eval", "-m", "map", qpath, rpath, ok=(7,))
    with pytest.raises(ValueError, match="no queries with both results and labels"):
        ranklens.evaluate(str(qpath), str(rpath), ["map"])


def test_complete_counts_labelled_queries_an_empty_run_missed():
    qrels, run = NO_MATCH["empty-run"]
    res = ranklens.evaluate(qrels, run, ["map"], complete=True)  # as the CLI's -c
    assert res.num_q == 1 and res.mean("map") == 0.0


def test_curves_under_averaged_ties_draw_what_can_be_averaged(synthetic):
    res = ranklens.evaluate(synthetic.qrels_df(), synthetic.run_df(), ["ndcg@10", "P@5"],
                            ties="average", curves=10)
    assert "rbp_cut" not in res.curves.columns
    assert {"ndcg_cut", "P"} <= set(res.curves.columns)
    assert res.curves.loc[10, "ndcg_cut"] == pytest.approx(res.mean("ndcg_cut_10"), abs=1e-14)
    assert res.curves.loc[5, "P"] == pytest.approx(res.mean("P_5"), abs=1e-14)
    cli = cli_eval_json(synthetic.qrels, synthetic.run, ["ndcg@10"],
                        ["--ties", "average", "--curves", "10"])
    assert list(res.curves["ndcg_cut"]) == cli["curves"]["ndcg_cut"]
    with pytest.raises(ValueError, match="rbp_cut"):  # asked for by name: refused, named
        ranklens.evaluate(synthetic.qrels_df(), synthetic.run_df(), ["rbp_cut.10"], ties="average")


def random_ltr(seed, queries=30, docs=25):
    """scikit-learn's shape: every document of every query labelled (real values, ties among
    labels and among scores), at least one label >= 1 per query."""
    rng = np.random.default_rng(seed)
    labels = np.round(rng.uniform(0, 4, (queries, docs)) * rng.integers(0, 2, (queries, docs)), 1)
    labels[:, 0] = np.maximum(labels[:, 0], 1.5)
    scores = np.round(rng.random((queries, docs)), 1)  # one decimal: many ties
    qid = np.repeat([f"q{i}" for i in range(queries)], docs)
    doc = np.tile([f"d{j}" for j in range(docs)], queries)
    qrels = pd.DataFrame({"qid": qid, "docid": doc, "label": labels.ravel()})
    run = pd.DataFrame({"qid": qid, "docid": doc, "score": scores.ravel()})
    return labels, scores, qrels, run


@pytest.mark.parametrize("k", [5, 10, 25])
def test_real_labels_from_a_dataframe_equal_scikit_learn(k):
    metrics = pytest.importorskip("sklearn.metrics")
    labels, scores, qrels, run = random_ltr(k)
    assert (labels != np.floor(labels)).any()
    res = ranklens.evaluate(qrels, run, [f"ndcg@{k}"], ties="average", threshold=1.0)
    per_query = res.per_query[f"ndcg_cut_{k}"]
    for i in range(len(labels)):  # sklearn averages tied scores as ties="average" does
        expected = metrics.ndcg_score(labels[i:i + 1], scores[i:i + 1], k=k)
        assert per_query.loc[f"q{i}"] == pytest.approx(expected, rel=1e-12, abs=1e-15)
    assert res.mean(f"ndcg_cut_{k}") == pytest.approx(metrics.ndcg_score(labels, scores, k=k),
                                                      rel=1e-12)


def test_real_labels_agree_across_dataframe_dict_and_csv(tmp_path):
    _labels, _scores, qrels, run = random_ltr(3, queries=8, docs=12)
    as_dict = {}
    for q, d, l in qrels.itertuples(index=False):
        as_dict.setdefault(q, {})[d] = l
    path = os.path.join(tmp_path, "labels.csv")
    qrels.to_csv(path, index=False)
    measures = ["ndcg@10", "map"]
    df = ranklens.evaluate(qrels, run, measures).per_query
    assert df.equals(ranklens.evaluate(as_dict, run, measures).per_query)
    assert df.equals(ranklens.evaluate(path, run, measures).per_query)


def test_whole_number_floats_are_accepted_for_whole_number_definitions(synthetic):
    q, r = synthetic.qrels_df(), synthetic.run_df()
    ints = ranklens.evaluate(q, r, ["P@10"], threshold=2, max_docs=20, curves=5)
    floats = ranklens.evaluate(q, r, ["P@10"], threshold=2.0, max_docs=20.0, curves=5.0)
    assert floats.per_query.equals(ints.per_query)
    assert floats.definitions == ints.definitions
    with pytest.raises(ValueError, match="threshold: a threshold between whole numbers .1.5. is "
                                         "for real-valued labels; these labels are whole"):
        ranklens.evaluate(q, r, ["P@10"], threshold=1.5)


def test_real_labels_take_a_real_threshold(tmp_path):
    """threshold=0.5 with real-valued labels was refused ("must be a whole number"): relevant is
    label >= 0.5, from a DataFrame, a dict and a CSV file alike, and the CLI's -l 0.5 agrees."""
    labels, _scores, qrels, run = random_ltr(7, queries=10, docs=15)
    path = os.path.join(tmp_path, "labels.csv")
    qrels.to_csv(path, index=False)
    as_dict = {}
    for q, d, l in qrels.itertuples(index=False):
        as_dict.setdefault(q, {})[d] = l
    res = ranklens.evaluate(qrels, run, ["num_rel", "P@5", "map"], threshold=0.5)
    for i in range(len(labels)):  # every document is labelled: num_rel counts labels >= 0.5
        assert res.per_query["num_rel"].loc[f"q{i}"] == (labels[i] >= 0.5).sum()
    assert ((labels >= 0.5) != (np.floor(labels) >= 1)).any()  # the floors would differ
    for other in (as_dict, path):
        assert ranklens.evaluate(other, run, ["num_rel", "P@5", "map"],
                                 threshold=0.5).per_query.equals(res.per_query)
    run_path = os.path.join(tmp_path, "run.tsv")
    run.to_csv(run_path, sep="\t", index=False)
    cli = cli_eval_json(path, run_path, ["num_rel", "P@5", "map"], ["-l", "0.5"])
    assert res.mean("P_5") == cli["all"]["P_5"] and res.mean("map") == cli["all"]["map"]
    assert res.definitions["relevance_threshold"] == 0.5
