"""Issue 46 item 1: every definition of core's schema (ranklens._core.definitions(), read from
core/definitions/definition_schema.h) round-trips through its Python keyword:
evaluate(**{keyword: value}) states the value under the definition's JSON key exactly as `ranklens-cli eval` does with its
option, and every other definition keeps its default."""

import math

import ranklens
from ranklens import _core
from conftest import cli_eval_json

MEASURES = ["ndcg_cut.10", "err@10", "rbp_cut.10", "alpha_ndcg@10"]  # read every definition
CHOICE, FLAG, NUMBER, WHOLE, NUMBERS = range(5)  # core::DefinitionShape


def words(value):
    return str(int(value)) if isinstance(value, float) and value == int(value) else str(value)


def sample(row):
    """A value that is not the default, as a Python keyword value and as the CLI's words."""
    option = row["option"].split(",")[0]
    shape = row["shape"]
    if shape == NUMBERS:
        return [0, 1, 3], [option, "0,1,3"]
    if shape == FLAG:
        return True, [option]
    if row["choices"]:
        return row["choices"][-1], [option, row["choices"][-1]]
    low, high = row["low"], row["high"]
    value = low + (high - low) / 4 if math.isfinite(high) else low + 2
    if shape == WHOLE:
        value = int(value)
    return value, [option, words(value)]


def test_the_schema_names_every_keyword_and_json_key():
    rows = _core.definitions()
    keywords = [r["python"] for r in rows if r["python"]]
    assert len(keywords) == len(set(keywords)) >= 14
    assert {"threshold", "ties", "gain", "complete", "log_base", "rbp_p"} <= set(keywords)
    # the one row Python leaves to the CLI: the trec_eval release its text output follows
    assert [r["key"] for r in rows if not r["python"]] == ["trec_eval_version"]


def test_the_docstrings_name_every_keyword_of_the_schema():
    rows = [r for r in _core.definitions() if r["python"]]
    every = [r["python"] for r in rows if r["every_command"]]
    for row in rows:
        kw = row["python"]
        assert f"\n      {kw}=" in ranklens.evaluate.__doc__, kw
        assert row["help"] and row["help"].split()[0] in ranklens.evaluate.__doc__, kw
        assert kw in ranklens.__doc__.split("Besides:")[0], kw
    compare_doc = ranklens.compare.__doc__.split("The comparison")[0]
    board_doc = ranklens.leaderboard.__doc__.split("The statistics")[0]
    assert all(kw in compare_doc for kw in every)
    assert all(kw in board_doc for kw in every if kw != "complete")
    assert "{" not in ranklens.evaluate.__doc__.split("Besides:")[0]  # every placeholder filled
    assert "threshold (-l)" in ranklens.__doc__ and "judged_only (-J)" in ranklens.__doc__
    assert '\n      ties="trec_eval"' in ranklens.evaluate.__doc__
    assert "\n      complete=False" in ranklens.evaluate.__doc__
    assert "\n      gain_values=None" in ranklens.evaluate.__doc__


def test_every_definition_round_trips_through_its_keyword(synthetic):
    div = ["--diversity-qrels", synthetic.diversity]
    plain = ranklens.evaluate(synthetic.qrels, synthetic.run, MEASURES,
                              diversity_qrels=synthetic.diversity).definitions
    checked = 0
    for row in _core.definitions():
        if not row["python"]:
            continue  # trec_eval_version: the CLI's only
        value, cli_words = sample(row)
        # ERR and RBP have no exact expected value over tied orders: refused under "average"
        measures = ["ndcg_cut.10"] if value == "average" else MEASURES
        res = ranklens.evaluate(synthetic.qrels, synthetic.run, measures,
                                diversity_qrels=synthetic.diversity, **{row["python"]: value})
        cli = cli_eval_json(synthetic.qrels, synthetic.run, measures, [*cli_words, *div])
        assert res.definitions == cli["definitions"], row["key"]
        key = row["json"]
        assert res.definitions[key] != plain.get(key), row["key"]
        for other in _core.definitions():
            k = other["json"]
            if (k and k != key and k in plain and k in res.definitions
                    and not (row["key"] == "gains" and k == "gain")):
                assert res.definitions[k] == plain[k], (row["key"], k)
        checked += 1
    assert checked == len([r for r in _core.definitions() if r["python"]]) >= 14
