"""Issue 49: ranklens.leaderboard returns DataFrames (runs, pairs, anova) with an HTML repr, the
numbers of ``ranklens-cli leaderboard --format json`` on the demo; its stub names every keyword
the engine takes with the engine's default; bad input raises ValueError naming it."""

import ast
import json
import math
import re
from pathlib import Path

import pytest

import ranklens
from conftest import run_cli

TOP = Path(__file__).resolve().parents[2]
DEMO = TOP / "resources" / "demo"
QRELS, BASE, NEW = (str(DEMO / f) for f in ("grades.qrels", "baseline.run", "new_model.run"))


def stub_keywords(function):
    tree = ast.parse((Path(ranklens.__file__).parent / "__init__.pyi").read_text())
    f = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == function)
    return {a.arg: ast.literal_eval(d) for a, d in zip(f.args.kwonlyargs, f.args.kw_defaults)}


def engine_keys():
    # the evaluation definitions of every command (core/definitions/definition_schema.h;
    # `complete` is fixed to true, not an option) and the leaderboard's own keys
    keys = {d["python"] for d in ranklens._core.definitions() if d["every_command"]}
    keys.discard("complete")
    text = (TOP / "app" / "python" / "leaderboard_binding.cpp").read_text()
    body = re.search(r"kLeaderboardKeys = \{(.*?)\};", text, re.S).group(1)
    keys |= set(re.findall(r'"(\w+)"', body))
    return keys - {"measures", "labels_name"}


@pytest.fixture(scope="module")
def board():
    return ranklens.leaderboard(QRELS, [BASE, NEW, BASE + ""], ["ndcg@10", "P@5"],
                                names=["baseline", "new", "copy"], permutations=2000,
                                target_deltas=[0.02])


def test_stub_names_every_leaderboard_keyword_with_the_engines_default():
    kw = stub_keywords("leaderboard")
    assert set(kw) - {"names"} == engine_keys()
    plain = ranklens.leaderboard(QRELS, [BASE, NEW], ["ndcg@10"], permutations=300)
    for key, default in kw.items():
        if key in ("names", "permutations"):
            continue
        res = ranklens.leaderboard(QRELS, [BASE, NEW], ["ndcg@10"], permutations=300,
                                   **{key: default})
        assert res.report == plain.report, key


def test_same_numbers_as_the_cli(board, tmp_path):
    out = run_cli("leaderboard", QRELS, BASE, NEW, "-m", "ndcg@10", "-m", "P@5",
                  "--permutations", 2000, "--target-delta", 0.02, "--format", "json")
    cli = json.loads(out)
    two = ranklens.leaderboard(QRELS, [BASE, NEW], ["ndcg@10", "P@5"], permutations=2000,
                               target_deltas=[0.02])
    assert two.report["measures"] == cli["measures"]
    assert two.report["test"] == cli["test"] == "randomized-tukey"


def test_dataframes_and_html(board):
    assert list(board.runs.columns[:3]) == ["measure", "rank", "run"]
    nd = board.runs[board.runs.measure == "ndcg@10"]
    assert list(nd["rank"]) == [1, 2, 3]
    assert nd["mean"].is_monotonic_decreasing
    pairs = board.pairs[board.pairs.measure == "ndcg@10"]
    same = pairs[(pairs.a == "baseline") & (pairs.b == "copy")].iloc[0]
    assert same.delta == 0 and same.p == 1 and same.p_adjusted == 1
    assert same.effect_size is None or (isinstance(same.effect_size, float)
                                        and math.isnan(same.effect_size))
    assert same.effect_size_reason == "the two runs score the same on every query"
    # Runs that share a letter are exactly the pairs that are not significant.
    groups = dict(zip(nd.run, nd.group))
    for p in pairs.itertuples():
        share = bool(set(groups[p.a]) & set(groups[p.b]))
        assert share == (not p.significant)
    assert set(board.anova.columns) >= {"df_system", "f_system", "p_system", "ms_residual"}
    html = board._repr_html_()
    assert html.startswith("<table>") and "ndcg@10" in html and "new" in html
    assert "LeaderboardResult" in repr(board)


def test_bad_input_raises_value_error():
    with pytest.raises(ValueError, match="two runs or more"):
        ranklens.leaderboard(QRELS, [BASE])
    with pytest.raises(ValueError, match="alpha"):
        ranklens.leaderboard(QRELS, [BASE, NEW], alpha=float("nan"))
    with pytest.raises(ValueError, match="permutations"):
        ranklens.leaderboard(QRELS, [BASE, NEW], permutations=0)
    with pytest.raises(ValueError):
        ranklens.leaderboard(QRELS, [BASE, NEW], ["nosuch@10"])
    with pytest.raises(TypeError, match="unknown leaderboard option"):
        ranklens.leaderboard(QRELS, [BASE, NEW], bootstrap=3)
