"""The module's numbers equal ranklens-cli's (JSON output, exact doubles) on the same data, for
every measure of the registry under every definition setting, from DataFrames, ranx-style
dicts and file paths."""

import math

import pytest

import ranklens
from conftest import cli_eval_json

# Every measure of the registry, by its name (default cut-offs / levels).
REGISTRY = ranklens.measures()
# Less the measures of trec_eval's other judgment formats (-R prefs / qrels_jg, CLI only) and
# those known only under --trec-eval-version 10.0.
# relstring is a text (trec output only): the module leaves it out of a set and refuses it alone.
REGISTRY = REGISTRY[(REGISTRY["needs_judgment_format"] == "") & ~REGISTRY["trec_eval_10_only"]
                    & ~REGISTRY["text"]]
ALL = list(REGISTRY["name"])
# ties="average": the CLI refuses a measure without an exact expected value named on its own.
AVERAGE_OK = list(REGISTRY[REGISTRY["defined_under_average_ties"]]["name"])

# (keywords, the CLI's options): every definition setting of `ranklens-cli eval`.
SETTINGS = [
    ({}, []),
    ({"complete": True}, ["-c"]),
    ({"threshold": 2}, ["-l", "2"]),
    ({"max_docs": 10}, ["-M", "10"]),
    ({"gain": "exponential"}, ["--gain", "exponential"]),
    ({"gain_values": [0, 1, 3, 7.5, 15]}, ["--gain-values", "0,1,3,7.5,15"]),
    ({"ideal": "retrieved"}, ["--ideal", "retrieved"]),
    ({"ties": "input"}, ["--ties", "input"]),
    ({"ties": "rank"}, ["--ties", "rank"]),
    ({"ties": "average"}, ["--ties", "average"]),
    ({"judged_only": True}, ["-J"]),
    ({"ndcg_threshold": True, "threshold": 2}, ["--ndcg-threshold", "-l", "2"]),
    ({"empty_queries": "skip"}, ["--empty-queries", "skip"]),
    ({"empty_queries": "one"}, ["--empty-queries", "one"]),
    ({"log_base": "e"}, ["--log-base", "e"]),
    ({"log_base": 10}, ["--log-base", "10"]),
    ({"err_max_grade": 2}, ["--err-max-grade", "2"]),
    ({"alpha": 0.3}, ["--alpha", "0.3"]),
    ({"rbp_p": 0.9}, ["--rbp-p", "0.9"]),
    ({"complete": True, "threshold": 2, "judged_only": True, "empty_queries": "skip",
      "gain": "exponential", "max_docs": 20},
     ["-c", "-l", "2", "-J", "--empty-queries", "skip", "--gain", "exponential", "-M", "20"]),
]


def ids(s):
    return ",".join(f"{k}={v}" for k, v in s[0].items()) or "defaults"


def assert_same(res, cli):
    """Every per-query value and every mean identical (==, not approximately)."""
    assert res.definitions == cli["definitions"]
    assert res.num_q == cli["num_q"]
    assert res.missing_queries == cli["missing_queries"]
    assert res.query_set == cli["query_set"]
    assert set(res.means.index) == set(cli["all"])
    for name, value in cli["all"].items():
        assert res.mean(name) == value, name
    assert list(res.per_query.index) == list(cli["per_query"])  # byte order, as the CLI
    checked = 0
    for qid, row in cli["per_query"].items():
        assert bool(res.in_run[qid]) == row["in_run"]
        for name, value in row.items():
            if name == "in_run":
                continue
            got = res.per_query.at[qid, name]
            assert got == value or (math.isnan(got) and value is None), (qid, name, got, value)
            checked += 1
    assert checked > 0


@pytest.mark.parametrize("setting", SETTINGS, ids=ids)
@pytest.mark.parametrize("kind", ["dataframe", "dict", "file"])
def test_every_measure_and_setting_equals_the_cli(synthetic, setting, kind):
    kw, cli_args = setting
    if kind == "dict" and kw.get("ties") == "rank":
        pytest.skip("a {qid: {docid: score}} dict has no rank column")
    measures = AVERAGE_OK if kw.get("ties") == "average" else ALL
    cli = cli_eval_json(synthetic.qrels, synthetic.run, measures,
                        [*cli_args, "--diversity-qrels", synthetic.diversity,
                         "--items", synthetic.items])
    if kind == "dataframe":
        qrels, run = synthetic.qrels_df(), synthetic.run_df()
    elif kind == "dict":
        qrels, run = synthetic.qrels_dict(), synthetic.run_dict()
    else:
        qrels, run = synthetic.qrels, synthetic.run
    names = {} if kind == "file" else {"name": synthetic.run, "labels_name": synthetic.qrels}
    if kind == "dataframe":
        names.update(items=synthetic.items_df(), items_name=synthetic.items)
    else:
        names["items"] = synthetic.items
    res = ranklens.evaluate(qrels, run, measures, diversity_qrels=synthetic.diversity,
                            **names, **kw)
    assert_same(res, cli)


@pytest.mark.parametrize("popularity", ["run", "labels"])
def test_item_measures_under_each_popularity_source_equal_the_cli(synthetic, popularity):
    specs = ["ild@5", "novelty@10", "arp@10", "longtail@10", "gini@10", "catcov@3"]
    cli = cli_eval_json(synthetic.qrels, synthetic.run, specs,
                        ["--items", synthetic.items, "--popularity", popularity])
    res = ranklens.evaluate(synthetic.qrels, synthetic.run, specs, items=synthetic.items,
                            popularity=popularity)
    assert_same(res, cli)
    assert popularity in res.definitions["popularity"]
    frame = ranklens.evaluate(synthetic.qrels, synthetic.run, specs, items=synthetic.items_df(),
                              popularity=popularity)
    assert frame.definitions["items"] == "DataFrame"
    assert frame.per_query.equals(res.per_query)


def test_item_measures_without_items_are_refused(synthetic):
    with pytest.raises(ValueError, match="item metadata"):
        ranklens.evaluate(synthetic.qrels, synthetic.run, ["ild@10"])


def test_official_set_by_default_equals_the_cli(synthetic):
    cli = cli_eval_json(synthetic.qrels, synthetic.run, [])
    res = ranklens.evaluate(synthetic.qrels_df(), synthetic.run_df(), name=synthetic.run,
                            labels_name=synthetic.qrels)
    assert_same(res, cli)
    assert "map" in res.per_query.columns and "P_5" in res.per_query.columns


def test_trec_ndcg_gain_list_and_cutoff_specs(synthetic):
    specs = ["ndcg.0=0,1=2,2=5", "P.3,7", "ndcg@4", "rbp@0.6", "iprec_at_recall.0.3"]
    cli = cli_eval_json(synthetic.qrels, synthetic.run, specs)
    res = ranklens.evaluate(synthetic.qrels, synthetic.run, specs)
    assert_same(res, cli)
    assert res.definitions["gain"] == "custom"


def test_known_values_by_hand():
    # One query, relevant d1 (2) and d3 (1): ranking d1, d2, d3.
    qrels = {"q": {"d1": 2, "d3": 1}}
    run = {"q": {"d1": 3.0, "d2": 2.0, "d3": 1.0}}
    res = ranklens.evaluate(qrels, run, ["P@2", "recip_rank", "map", "ndcg@3"])
    assert res.mean("P_2") == 0.5
    assert res.mean("recip_rank") == 1.0
    assert res.mean("map") == pytest.approx((1 + 2 / 3) / 2)
    dcg = 2 + 1 / math.log2(4)
    idcg = 2 + 1 / math.log2(3)
    assert res.mean("ndcg_cut_3") == pytest.approx(dcg / idcg)


def test_mean_curves_equal_the_cli(synthetic):
    cli = cli_eval_json(synthetic.qrels, synthetic.run, ["P@5", "ndcg@10"], ["--curves", "15"])
    res = ranklens.evaluate(synthetic.qrels, synthetic.run, ["P@5", "ndcg@10"], curves=15)
    assert list(res.curves.index) == list(range(1, 16))
    for measure, values in cli["curves"].items():
        assert list(res.curves[measure]) == values, measure
    # P@k's mean curve at k = 5 is the mean of P_5.
    assert res.curves["P"].loc[5] == pytest.approx(res.mean("P_5"), abs=1e-15)
