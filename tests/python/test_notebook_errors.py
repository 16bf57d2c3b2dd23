"""Issue 31's notebook conveniences: a missing file is a FileNotFoundError, a misspelt measure
gets a "did you mean", and ranx's metric names are taken as the CLI takes them (the names live
in core/measures/ranx_names.cpp, not in Python)."""

import pytest

import ranklens
from conftest import cli_eval_json, run_cli


def test_a_missing_file_is_a_file_not_found_error(synthetic, tmp_path):
    missing = tmp_path / "nope.qrels"
    with pytest.raises(FileNotFoundError) as err:
        ranklens.evaluate(missing, synthetic.run, ["map"])
    assert err.value.filename == str(missing)
    with pytest.raises(FileNotFoundError):
        ranklens.evaluate(synthetic.qrels, tmp_path / "nope.run", ["map"])
    with pytest.raises(FileNotFoundError):
        ranklens.prepare_run(str(tmp_path / "nope.run"))


def test_a_misspelt_measure_gets_a_did_you_mean(synthetic):
    with pytest.raises(ValueError, match=r"unknown measure 'ndgc@10'; did you mean 'ndcg@10'"):
        ranklens.evaluate(synthetic.qrels, synthetic.run, ["ndgc@10"])
    with pytest.raises(ValueError, match=r"did you mean 'hit_rate@5'"):
        ranklens.evaluate(synthetic.qrels, synthetic.run, ["hit_rte@5"])


RANX = {  # ranx's name -> the RankLens measure computing the same number, and its definitions
    "hit_rate@5": ("success@5", {}),
    "ndcg_burges@10": ("ndcg@10", {"gain": "exponential"}),
    "dcg_burges@10": ("dcg@10", {"gain": "exponential"}),
    "precision@10": ("P@10", {}),
    "mrr@10": ("RR@10", {}),
    "r-precision": ("Rprec", {}),
    "rbp.95": ("rbp@0.95", {}),
}


@pytest.mark.parametrize("name", list(RANX))
def test_ranx_names_give_the_ranklens_measure(synthetic, name):
    ours, defs = RANX[name]
    q, r = synthetic.qrels_df(), synthetic.run_df()
    res = ranklens.evaluate(q, r, [name], **defs)
    same = ranklens.evaluate(q, r, [ours], **defs)
    assert res.per_query.equals(same.per_query)
    assert res.means.equals(same.means) and res.per_query.shape[1] == 1
    args = [a for k, v in defs.items() for a in ("--" + k, v)]
    cli = cli_eval_json(synthetic.qrels, synthetic.run, [name], args)
    col = res.per_query.columns[0]
    assert cli["all"][col] == pytest.approx(res.mean(col), abs=1e-15)


def test_ranx_burges_names_need_the_exponential_gain_and_hits_is_explained(synthetic):
    with pytest.raises(ValueError, match=r"ndcg_burges@10' uses the exponential gain.*"
                                         r"gain='exponential'"):
        ranklens.evaluate(synthetic.qrels, synthetic.run, ["ndcg_burges@10"])
    with pytest.raises(ValueError, match=r"ranx's hits .* P@5 is that count divided by k"):
        ranklens.evaluate(synthetic.qrels, synthetic.run, ["hits@5"])
    out = run_cli("eval", "-m", "ndcg_burges@10", synthetic.qrels, synthetic.run, ok=(1, 2))
    assert out == ""
