"""Input forms (Categorical, integer ids, numpy string arrays, rank-only runs) and bad input:
ValueError naming the row and the problem; the GIL released while the engine runs."""

import threading

import numpy as np
import pandas as pd
import pytest

import ranklens

QRELS = pd.DataFrame({"qid": ["1", "1", "2"], "docid": ["a", "b", "c"], "label": [1, 0, 2]})
RUN = pd.DataFrame({"qid": ["1", "1", "1", "2", "2"], "docid": ["a", "b", "c", "c", "d"],
                    "score": [3.0, 2.0, 1.0, 0.5, 0.9]})


def p1(qrels, run):
    return ranklens.evaluate(qrels, run, ["P@1", "map"]).per_query


def test_categorical_integer_and_numpy_string_ids_give_the_same_values():
    expected = p1(QRELS, RUN)
    cat = RUN.astype({"qid": "category", "docid": "category"})
    assert p1(QRELS.astype({"qid": "category"}), cat).equals(expected)
    ints = RUN.assign(qid=RUN["qid"].astype(np.int64))
    assert p1(QRELS.assign(qid=QRELS["qid"].astype(np.int32)), ints).equals(expected)
    fixed = RUN.assign(qid=RUN["qid"].to_numpy(dtype="U3"), docid=RUN["docid"].to_numpy(dtype="S2"))
    assert p1(QRELS, fixed).equals(expected)
    assert p1(QRELS, RUN.astype({"qid": "string"})).equals(expected)
    assert list(expected.index) == ["1", "2"]
    assert expected.loc["1", "P_1"] == 1.0 and expected.loc["2", "P_1"] == 0.0


def test_unicode_ids_and_other_column_names():
    qrels = pd.DataFrame({"user": ["ü", "ü"], "item": ["é1", "€2"], "rel": [1, 1]})
    run = pd.DataFrame({"user": ["ü", "ü"], "item": ["€2", "é1"], "rank": [1, 2]})
    res = ranklens.evaluate(qrels, run, ["P@1"], ties="rank")
    assert res.per_query.loc["ü", "P_1"] == 1.0


def test_prepared_inputs_are_reused():
    q = ranklens.prepare_qrels(QRELS)
    r = ranklens.prepare_run(RUN, q)
    a = ranklens.evaluate(q, r, ["ndcg@3"])
    b = ranklens.evaluate(q, r, ["ndcg@3"], gain="exponential")
    assert a.mean("ndcg_cut_3") != b.mean("ndcg_cut_3")
    assert b.definitions["gain"] == "exponential"
    assert b.per_query.attrs["definitions"]["gain"] == "exponential"


def test_long_form_and_tsv(tmp_path):
    res = ranklens.evaluate(QRELS, RUN, ["P@1", "map"])
    long = res.long()
    assert list(long.columns) == ["qid", "measure", "value"]
    assert len(long) == 4
    path = tmp_path / "values.tsv"
    res.to_tsv(path)
    lines = path.read_text().splitlines()
    assert lines[:3] == ["# " + line for line in res.header_lines()]  # as the CLI's TSV
    assert lines[0].startswith("# ranklens eval; run: DataFrame; labels: DataFrame; relevant:")
    assert lines[3] == "qid\tmeasure\tvalue"
    assert "1\tP_1\t1" in lines


def expect_error(match, qrels=QRELS, run=RUN, **kw):
    with pytest.raises(ValueError, match=match):
        ranklens.evaluate(qrels, run, ["P@1"], **kw)


def test_nan_score_names_the_row():
    expect_error(r"run DataFrame: row 3: score is NaN", run=RUN.assign(score=[1, 2, 3, np.nan, 1]))


def test_missing_and_wrongly_typed_ids_name_the_row():
    expect_error(r"run DataFrame: row 1: docid is missing",
                 run=RUN.assign(docid=["a", None, "c", "c", "d"]))
    expect_error(r"qrels DataFrame: row 2: qid is a float, not a string or integer",
                 qrels=QRELS.assign(qid=["1", "1", 2.5]))
    expect_error(r"run DataFrame: row 2: qid is missing",
                 run=RUN.astype({"qid": "string"}).assign(qid=["1", "1", pd.NA, "2", "2"]))
    expect_error(r"row 0: qid is empty", run=RUN.assign(qid=["", "1", "1", "2", "2"]))


def test_duplicates_name_both_rows():
    dup = pd.concat([RUN, RUN.iloc[[1]]], ignore_index=True)
    expect_error(r"rows 1, 5: query '1' lists document 'b' more than once", run=dup)
    dupq = pd.concat([QRELS, QRELS.iloc[[0]].assign(label=3)], ignore_index=True)
    expect_error(r"rows 0, 3: query '1' has more than one label for document 'a'", qrels=dupq)


def test_duplicate_in_a_query_without_labels_is_accepted_as_the_cli_does():
    extra = pd.DataFrame({"qid": ["9", "9"], "docid": ["z", "z"], "score": [1.0, 2.0]})
    res = ranklens.evaluate(QRELS, pd.concat([RUN, extra]), ["P@1"])
    assert res.unlabelled_run_queries == 1


def test_bad_labels_and_index_label_in_the_message():
    # Real labels are labels (issue 31); a label whose floor is no int32 is out of range.
    expect_error(r"row 1: label 3000000000.0 is out of range",
                 qrels=QRELS.assign(label=[1, 3e9, 0]))
    expect_error(r"row 2: label is missing",
                 qrels=QRELS.assign(label=pd.array([1, 2, pd.NA], dtype="Int64")))
    labelled = RUN.assign(score=[1, 2, np.nan, 1, 1]).set_index(pd.Index(list("vwxyz")))
    expect_error(r"row 2 \(index 'x'\): score is NaN", run=labelled)
    expect_error(r"no column named one of", run=RUN.rename(columns={"docid": "thing"}))
    expect_error(r"row 0: label 'x' is not a number", qrels=QRELS.assign(label=["x", "y", "z"]))


def test_dict_errors_name_query_and_document():
    with pytest.raises(ValueError, match=r"query '1', document 'a': value 'high' is not a number"):
        ranklens.evaluate({"1": {"a": "high"}}, RUN, ["P@1"])
    with pytest.raises(ValueError, match=r"query 'q' maps to a list"):
        ranklens.evaluate(QRELS, {"q": ["a", "b"]}, ["P@1"])


def test_bad_definitions():
    expect_error(r"ties: 'random' is not one of trec_eval, input, rank, average", ties="random")
    expect_error(r"log_base: must be a number > 1 or 'e'", log_base=1)
    expect_error(r"threshold: must be a number >= 0, got -1", threshold=-1)
    expect_error(r"ties='rank' needs a rank column", ties="rank")
    with pytest.raises(TypeError, match="unknown definition 'treshold'"):
        ranklens.evaluate(QRELS, RUN, ["P@1"], treshold=2)
    with pytest.raises(ValueError, match=r"measures: .*nosuch"):
        ranklens.evaluate(QRELS, RUN, ["nosuch@3"])
    with pytest.raises(ValueError, match="iprec_at_recall is not defined under ties='average'"):
        ranklens.evaluate(QRELS, RUN, ["iprec_at_recall"], ties="average")


def test_bad_file_names_file_and_line(tmp_path):
    bad = tmp_path / "bad.run"
    bad.write_text("1 Q0 a 1 3.0 t\n1 Q0 b 2 notanumber t\n")
    with pytest.raises(ValueError, match=r"bad.run:2: .*notanumber"):
        ranklens.evaluate(QRELS, str(bad), ["P@1"])


def big_run(n_queries, per_query, seed):
    rng = np.random.default_rng(seed)
    qid = np.repeat(np.arange(n_queries), per_query)
    doc = np.tile(np.arange(per_query), n_queries)
    run = pd.DataFrame({"qid": qid, "docid": doc, "score": rng.random(len(qid))})
    labelled = run.sample(frac=0.1, random_state=seed)
    qrels = pd.DataFrame({"qid": labelled["qid"], "docid": labelled["docid"],
                          "label": rng.integers(0, 4, len(labelled))})
    return qrels, run


def test_the_gil_is_released_two_threads_evaluate_at_once():
    # Two prepared runs, one engine thread each: with the GIL held the two evaluations would
    # run one after the other; released, each starts before the other has finished (the
    # timestamps are taken inside the engine call, with the GIL released).
    qrels, run = big_run(4000, 100, 1)
    q = ranklens.prepare_qrels(qrels)
    runs = [ranklens.prepare_run(run, q), ranklens.prepare_run(run, q)]
    results = [None, None]
    barrier = threading.Barrier(2)

    def work(i):
        barrier.wait()
        results[i] = ranklens.evaluate(q, runs[i], ["ndcg@10", "map", "P@5,10,20"], threads=1)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    a, b = results
    assert a.eval_started_ns < b.eval_finished_ns and b.eval_started_ns < a.eval_finished_ns, (
        "the two evaluations did not overlap: "
        f"a {a.eval_started_ns}..{a.eval_finished_ns}, b {b.eval_started_ns}..{b.eval_finished_ns}")
    assert a.per_query.equals(b.per_query)
