"""ranklens.dask on a LocalCluster of 2 worker processes, reached by its scheduler address as a
real cluster would be: a generated run of 1.2M lines in many partitions gives per-query values
and means identical to ranklens.evaluate on one machine; the per-query values are written as a
`qid measure value` TSV (the explorer's import format)."""

import os
import subprocess

import numpy as np
import pandas as pd
import pytest

import ranklens
import ranklens.dask

dd = pytest.importorskip("dask.dataframe")
distributed = pytest.importorskip("distributed")

MEASURES = ["P@5,10", "ndcg@10", "map", "gm_map", "recip_rank", "num_rel", "num_ret", "bpref"]
QUERIES, PER_QUERY = 12_000, 100  # 1.2M run lines


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       memory_limit="2GiB", dashboard_address=":0")
    c = distributed.Client(cluster.scheduler_address)  # by address, as a remote scheduler
    yield c
    c.close()
    cluster.close()


@pytest.fixture(scope="module")
def data():
    rng = np.random.default_rng(16)
    qid = np.repeat(np.arange(QUERIES, dtype=np.int64), PER_QUERY)
    doc = rng.integers(0, 5_000_000, len(qid))
    # Unique docids in a query: offset by position.
    doc = doc - doc % PER_QUERY + np.tile(np.arange(PER_QUERY), QUERIES)
    run = pd.DataFrame({"qid": qid, "docid": doc, "score": np.round(rng.random(len(qid)), 2)})
    judged = run.sample(frac=0.08, random_state=3)
    qrels = pd.DataFrame({"qid": judged["qid"].to_numpy(), "docid": judged["docid"].to_numpy(),
                          "label": rng.integers(0, 4, len(judged))})
    # Labelled queries the run never returns (complete=True counts them).
    extra = pd.DataFrame({"qid": np.arange(QUERIES, QUERIES + 150), "docid": 7, "label": 1})
    return pd.concat([qrels, extra], ignore_index=True), run


def assert_identical(dres, single):
    assert dres.per_query.equals(single.per_query)
    assert list(dres.per_query.index) == list(single.per_query.index)
    assert dres.in_run.equals(single.in_run)
    assert list(dres.means.index) == list(single.means.index)
    for col in single.means.index:
        assert dres.mean(col) == single.mean(col), col  # exactly, not approximately
    assert dres.definitions["summary"] == single.definitions["summary"]
    assert dres.query_set == single.query_set


@pytest.mark.parametrize("defs", [{}, {"complete": True, "empty_queries": "skip", "threshold": 2},
                                  {"ties": "average", "complete": True}],
                         ids=["defaults", "complete-skip-l2", "average-complete"])
def test_partitioned_by_query_equals_single_machine(client, data, defs, tmp_path):
    qrels, run = data
    assert len(run) >= 1_000_000
    ddf = dd.from_pandas(run, npartitions=24, sort=False)  # 50k rows: whole queries each
    assert ddf.npartitions == 24
    dres = ranklens.dask.evaluate(qrels, ddf, MEASURES, **defs)
    single = ranklens.evaluate(qrels, run, MEASURES, name="dask", **defs)
    assert_identical(dres, single)
    assert dres.num_q == single.num_q > 10_000
    path = tmp_path / "dask_per_query.tsv"
    dres.to_tsv(path)
    header = path.read_text().splitlines()[:3]  # the definitions, as the CLI's TSV
    assert header[0] == "# " + single.header_lines()[0]
    assert header[1].startswith(f"# queries: {single.num_q} (missing from run: ")
    assert header[0].startswith("# ranklens eval; run: dask; labels: ")
    assert header[0].endswith(single.definitions["summary"])
    assert header[2] == "# " + single.query_set["mean"]
    back = pd.read_csv(path, sep="\t", dtype={"qid": str}, float_precision="round_trip",
                       skiprows=3)
    assert list(back.columns) == ["qid", "measure", "value"]
    assert len(back) == dres.num_q * len(dres.per_query.columns)
    wide = back.pivot(index="qid", columns="measure", values="value")
    for col in single.per_query.columns:
        assert (wide.loc[single.per_query.index, col].to_numpy()
                == single.per_query[col].to_numpy()).all(), col
    if defs == {}:
        import_into_a_project(path, qrels, tmp_path)


def import_into_a_project(tsv, qrels, tmp_path):
    """Back to the explorer: the per-query values as an evaluated run of a project
    (`ranklens-cli import --evaluated`), every query and value of the TSV stored."""
    cli = os.environ.get("RANKLENS_CLI", "ranklens-cli")
    rows = pd.read_csv(tsv, sep="\t", dtype={"qid": str}, skiprows=3)
    labels = tmp_path / "labels.tsv"
    qrels.to_csv(labels, sep="\t", index=False)
    project = tmp_path / "dask.ranklens"
    out = subprocess.run([cli, "import", str(project), "--qrels", str(labels)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    out = subprocess.run([cli, "import", str(project), "--evaluated", str(tsv), "--name",
                          "dask_run"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    counts = (f"{rows['qid'].nunique()} queries, {len(rows)} values of "
              f"{rows['measure'].nunique()} measures")
    assert counts in out.stdout, out.stdout
    info = subprocess.run([cli, "info", str(project)], capture_output=True, text=True)
    assert info.returncode == 0 and "dask_run" in info.stdout, info.stdout + info.stderr


@pytest.mark.parametrize("ties", ["trec_eval", "input"])
def test_queries_cut_by_partition_boundaries_are_evaluated_whole_in_one_pass(client, data, ties):
    qrels, run = data
    ddf = dd.from_pandas(run, npartitions=7, sort=False)  # boundaries cut queries in two
    lasts = ddf["qid"].map_partitions(lambda s: s.iloc[[0, -1]]).compute().to_numpy()
    assert (lasts[1:-1:2] == lasts[2::2]).any()  # some last qid is the next first qid
    dres = ranklens.dask.evaluate(qrels, ddf, ["ndcg@10", "map"], ties=ties)
    assert_identical(dres, ranklens.evaluate(qrels, run, ["ndcg@10", "map"], name="dask",
                                             ties=ties))


def test_a_query_in_partitions_that_are_not_neighbours_is_shuffled_by_qid(client, data):
    qrels, run = data
    part = run.head(100_000).sample(frac=1.0, random_state=5)  # every query in every partition
    ddf = dd.from_pandas(part, npartitions=4, sort=False)
    dres = ranklens.dask.evaluate(qrels, ddf, ["ndcg@10", "map"])
    assert_identical(dres, ranklens.evaluate(qrels, part, ["ndcg@10", "map"], name="dask"))
    with pytest.raises(ValueError, match="ties='input' needs the run's own order"):
        ranklens.dask.evaluate(qrels, ddf, ["ndcg@10"], ties="input")


@pytest.mark.parametrize("defs", [{}, {"complete": True, "empty_queries": "one"},
                                  {"ties": "average", "complete": True}],
                         ids=["defaults", "complete-one", "average-complete"])
def test_curves_equal_one_machine_bit_for_bit(client, data, defs):
    qrels, run = data
    part = run.head(300_000)
    ddf = dd.from_pandas(part, npartitions=7, sort=False)  # boundaries cut queries
    measures = ["ndcg@10", "P@5"]
    dres = ranklens.dask.evaluate(qrels, ddf, measures, curves=12, **defs)
    single = ranklens.evaluate(qrels, part, measures, name="dask", curves=12, **defs)
    assert single.curves["ndcg_cut"].gt(0).all() and len(single.curves) == 12
    assert list(dres.curves.columns) == list(single.curves.columns)
    for col in single.curves.columns:  # the same bits, not merely close
        assert dres.curves[col].to_numpy().tobytes() == single.curves[col].to_numpy().tobytes()


def test_nothing_to_evaluate_is_refused(client, data):
    qrels, run = data
    head = run.head(1000)
    padded = head.assign(qid=["0" + str(q) for q in head["qid"]])  # "00" is not 0
    with pytest.raises(ValueError, match="no queries with both results and labels.*'00'"):
        ranklens.dask.evaluate(qrels, dd.from_pandas(padded, npartitions=2), ["map"])


def test_a_pandas_frame_gets_a_type_error(data):
    qrels, run = data
    with pytest.raises(TypeError, match="takes a Dask DataFrame, not a DataFrame"):
        ranklens.dask.evaluate(qrels, run.head(100), ["map"])


def test_qid_as_the_index_with_known_divisions(client, data):
    qrels, run = data
    part = run.head(200_000)
    ddf = dd.from_pandas(part.set_index("qid"), npartitions=9, sort=True)
    assert ddf.known_divisions
    dres = ranklens.dask.evaluate(qrels, ddf, ["P@10", "map"], complete=True)
    assert_identical(dres, ranklens.evaluate(qrels, part, ["P@10", "map"], name="dask",
                                             complete=True))


def test_refuses_run_level_measures_and_reports_bad_rows(client, data):
    qrels, run = data
    with pytest.raises(ValueError, match="coverage is computed over the whole run"):
        ranklens.dask.evaluate(qrels, dd.from_pandas(run.head(1000), npartitions=2),
                               ["coverage@10"])
    bad = run.head(2000).copy()
    bad.loc[1500, "score"] = np.nan
    with pytest.raises(ValueError, match=r"row 1500 \(partition 1, its row 500\): score is NaN"):
        ranklens.dask.evaluate(qrels, dd.from_pandas(bad, npartitions=2, sort=False), ["map"])
    # In a query cut by a boundary (rows 600-699; partition 1 starts at row 667), evaluated
    # on the client: still named by its number in the whole run.
    cut = run.head(2000).copy()
    cut.loc[650, "score"] = np.nan
    ddf = dd.from_pandas(cut, npartitions=3, sort=False)
    assert len(ddf.get_partition(0)) == 667
    with pytest.raises(ValueError, match=r"row 650 \(partition 0, its row 650\): score is NaN"):
        ranklens.dask.evaluate(qrels, ddf, ["map"])


def items_of(run, with_popularity):
    """Item metadata of every docid of the run: 7 categories; a popularity column if asked."""
    docs = np.unique(run["docid"].to_numpy())
    items = pd.DataFrame({"docid": docs, "category": ["c%d" % (d % 7) for d in docs]})
    if with_popularity:
        items["popularity"] = (docs % 50) + 1
    return items


@pytest.mark.parametrize("defs", [{}, {"popularity": "labels"}], ids=["column", "labels"])
def test_beyond_accuracy_with_items_equals_single_machine(client, data, defs):
    qrels, run = data
    part = run.head(300_000)
    items = items_of(part, with_popularity=not defs)
    measures = ["ild@10", "catcov@10", "novelty@10", "arp@10", "longtail@10", "ndcg@10"]
    dres = ranklens.dask.evaluate(qrels, dd.from_pandas(part, npartitions=6, sort=False),
                                  measures, items=items, **defs)
    single = ranklens.evaluate(qrels, part, measures, name="dask", items=items, **defs)
    # Novelty's N for the column is the whole run's 3,000 queries, not a partition's 500.
    assert single.definitions["popularity"] == (
        "items column 'popularity', N = 3000 users" if not defs else
        "the evaluation's labels (per item, the queries with a positive label)")
    assert_identical(dres, single)


def test_refuses_popularity_counted_from_the_run_and_gini(client, data):
    qrels, run = data
    ddf = dd.from_pandas(run.head(2000), npartitions=2, sort=False)
    items = items_of(run.head(2000), with_popularity=False)
    with pytest.raises(ValueError, match="popularity counted from the run needs the whole run"):
        ranklens.dask.evaluate(qrels, ddf, ["novelty@10"], items=items)
    with pytest.raises(ValueError, match="gini is computed over the whole run"):
        ranklens.dask.evaluate(qrels, ddf, ["gini@10"], items=items)


def test_compare_takes_dask_results(client, data):
    """ranklens.compare on two ranklens.dask results: the report of the same runs evaluated on
    one machine (the per-query values are identical, so is everything computed from them)."""
    qrels, run = data
    other = run.assign(score=np.round(run["score"].to_numpy()[::-1], 2))
    ddfs = [dd.from_pandas(r, npartitions=8, sort=False) for r in (run, other)]
    measures = ["ndcg@10", "map"]
    dres = [ranklens.dask.evaluate(qrels, d, measures, name=n) for d, n in zip(ddfs, "ab")]
    single = [ranklens.evaluate(qrels, r, measures, name=n) for r, n in zip((run, other), "ab")]
    kw = {"names": ["a", "b"], "permutations": 300, "bootstrap": 100}
    got = ranklens.compare(qrels, dres[0], dres[1], measures, **kw)
    assert got.report == ranklens.compare(qrels, single[0], single[1], measures, **kw).report
    assert len(got.table[got.table["segment"] == ""]) == 4


def test_a_dask_frame_where_a_run_is_expected_names_ranklens_dask(data):
    qrels, run = data
    ddf = dd.from_pandas(run.head(1000), npartitions=2)
    for call in (lambda: ranklens.evaluate(qrels, ddf, ["map"]),
                 lambda: ranklens.compare(qrels, ddf, run.head(1000), ["map"])):
        with pytest.raises(TypeError, match=r"ranklens\.dask\.evaluate\(qrels, ddf"):
            call()


def test_leaderboard_of_dask_evaluated_runs_equals_the_ranked_runs(client, data):
    # Issue 49: ranklens.leaderboard takes EvalResults (here from the cluster) in a run's place;
    # the runs, pairs and ANOVA equal those of the same runs given ranked, labelled queries a
    # run never returned scoring 0 in both.
    qrels, run = data
    other = run.assign(score=np.round(run["score"].to_numpy()[::-1], 2))
    ranked = [run, other]
    evaluated = [ranklens.dask.evaluate(qrels, dd.from_pandas(r, npartitions=6),
                                        ["ndcg@10", "P@10"], name=n)
                 for r, n in zip(ranked, ["a", "b"])]
    for test in ("t", "randomized-tukey"):
        opts = dict(test=test, permutations=300, seed=7)
        want = ranklens.leaderboard(qrels, ranked, ["ndcg@10", "P@10"], names=["a", "b"], **opts)
        got = ranklens.leaderboard(qrels, evaluated, ["ndcg@10", "P@10"], names=["a", "b"], **opts)
        assert got.report["measures"] == want.report["measures"], test
        mixed = ranklens.leaderboard(qrels, [evaluated[0], other], ["ndcg@10", "P@10"],
                                     names=["a", "b"], **opts)
        assert mixed.report["measures"] == want.report["measures"], test
    assert want.report["measures"][0]["queries"] == qrels["qid"].nunique()
