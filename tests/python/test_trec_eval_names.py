"""trec_eval's and ir_measures' names through the module: the same numbers as the CLI, and
relstring (a per-query text) refused on its own, left out of all_trec with a note."""

import pytest

import ranklens

from conftest import cli_eval_json


def test_ir_measures_names_give_the_clis_numbers(synthetic):
    names = ["nDCG@10", "AP(rel=1)@100", "P@5", "RR", "Rprec", "infAP", "SetF(beta=0.5)",
             "RBP(p=0.8)", "iP@0.5", "Judged@10", "NumRet"]
    res = ranklens.evaluate(synthetic.qrels, synthetic.run, names)
    cli = cli_eval_json(synthetic.qrels, synthetic.run, names)
    assert set(cli["all"]) == set(res.means.index)
    for name, value in cli["all"].items():
        assert res.mean(name) == pytest.approx(value, abs=5e-5), name
    # And the same numbers as the trec_eval spelling of each.
    native = ranklens.evaluate(synthetic.qrels, synthetic.run,
                               ["ndcg_cut.10", "map_cut.100", "P.5", "recip_rank", "Rprec",
                                "infAP", "set_F.0.5", "judged.10", "num_ret"])
    for name in ["ndcg_cut_10", "map_cut_100", "P_5", "recip_rank", "Rprec", "infAP",
                 "judged_10", "num_ret"]:
        assert res.mean(name) == native.mean(name), name


def test_relstring_is_refused_alone_and_left_out_of_all_trec(synthetic):
    with pytest.raises(ValueError, match="relstring is a per-query text"):
        ranklens.evaluate(synthetic.qrels, synthetic.run, ["relstring.20"])
    res = ranklens.evaluate(synthetic.qrels, synthetic.run, ["all_trec"])
    assert "relstring" not in res.means.index
    assert "infAP" in res.means.index and "11pt_avg" in res.means.index
    assert any("relstring left out" in n for n in res.notes)


def test_a_measure_only_trec_eval_10_has_evaluates_as_10_as_the_cli_does(synthetic):
    """rbp is 10.0's (9.0.8 has none): as in the CLI's default mode, the whole evaluation follows
    10.0, its iprec_at_recall levels and its stand-in lists for missed queries under -c."""
    names = ["rbp", "rbp_resid.p=0.5", "iprec_at_recall", "11pt_avg"]
    res = ranklens.evaluate(synthetic.qrels, synthetic.run, names, complete=True)
    cli = cli_eval_json(synthetic.qrels, synthetic.run, names, ["-c"])
    assert set(cli["all"]) == set(res.means.index)
    for name, value in cli["all"].items():
        assert res.mean(name) == value, name
    assert any("rbp is trec_eval 10.0's" in n for n in res.notes), res.notes
