"""Issue 31 item 3: the stub names every definition keyword the engine takes, with a default
the engine accepts as its own; py.typed ships; HTML reprs of results; res.plot / cmp.plot on
matplotlib (Agg), their axes holding the numbers; a clear ImportError without matplotlib."""

import ast
import importlib.util
import os
from html import escape
import re
import sys
from pathlib import Path

import matplotlib
import pytest

import ranklens
from ranklens import _core

matplotlib.use("Agg")
TOP = Path(__file__).resolve().parents[2]
DEMO = TOP / "resources" / "demo"
QRELS, BASE, NEW = (str(DEMO / f) for f in ("grades.qrels", "baseline.run", "new_model.run"))
PKG = Path(ranklens.__file__).parent
M = ["ndcg@10", "map", "RBP", "err@20"]  # measures the defaults reach
INTERNAL = {"measures", "run_name", "labels_name", "items_name", "allow_no_queries"}


def stub_keywords(function, stub="__init__.pyi"):
    return keywords(ast.parse((PKG / stub).read_text()), function)


def keywords(tree, function, typed=False):
    f = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == function)
    return {a.arg: (ast.unparse(a.annotation), ast.literal_eval(d)) if typed else
            ast.literal_eval(d) for a, d in zip(f.args.kwonlyargs, f.args.kw_defaults)}


def engine_keys(source, *names):
    """The keys of the C++ sets `names` in app/python/<source> (what the engine accepts)."""
    text = (TOP / "app" / "python" / source).read_text()
    keys = set()
    for name in names:
        body = re.search(name + r" = \{(.*?)\};", text, re.S).group(1)
        keys |= set(re.findall(r'"(\w+)"', body))
    return keys - INTERNAL


def test_package_is_typed():
    assert (PKG / "py.typed").exists() and (PKG / "__init__.pyi").exists()


def test_stub_names_every_evaluate_keyword_with_the_engines_default():
    kw = stub_keywords("evaluate")
    assert set(kw) - {"name"} == (set(_core.evaluate_own_keys())
                                  | {d["python"] for d in _core.definitions() if d["python"]}
                                  ) - INTERNAL
    plain = ranklens.evaluate(QRELS, NEW, M)
    for key, default in kw.items():
        if key == "name":
            continue
        res = ranklens.evaluate(QRELS, NEW, M,
                                **{key: default})
        assert res.means.equals(plain.means), key
        assert res.definitions["summary"] == plain.definitions["summary"], key


def test_stub_names_every_compare_keyword_with_the_engines_default():
    kw = stub_keywords("compare")
    # the evaluation definitions of every command (core/definitions/definition_schema.h,
    # `complete` among them for compare) and compare's own keys
    assert set(kw) - {"names", "queries"} == (
        {d["python"] for d in _core.definitions() if d["every_command"]}
        | engine_keys("compare_binding.cpp", "kCompareKeys"))
    plain = ranklens.compare(QRELS, BASE, NEW, ["ndcg@10"], permutations=200, bootstrap=100)
    for key, default in kw.items():
        if key in ("names", "queries", "permutations", "bootstrap"):
            continue
        res = ranklens.compare(QRELS, BASE, NEW, ["ndcg@10"], permutations=200, bootstrap=100,
                               **{key: default})
        assert res.report == plain.report, key


def test_the_dask_stub_takes_evaluates_definitions():
    dask_kw = stub_keywords("evaluate", "dask.pyi")
    assert dask_kw.pop("name") == "dask" and dask_kw.pop("threads") == 1  # one per partition
    kw = stub_keywords("evaluate")
    del kw["name"], kw["threads"]
    assert dask_kw == kw


def test_a_new_definition_reaches_every_stub_from_the_schema():
    """Issue 46 item 1: the build writes the stubs from the schema's rows (app/python/
    write_stubs.py over ranklens/*.pyi.in), so a row added to core's schema alone is a keyword of
    evaluate, compare, leaderboard and the Dask evaluate, typed, with its default."""
    spec = importlib.util.spec_from_file_location("write_stubs",
                                                  TOP / "app" / "python" / "write_stubs.py")
    writer = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(writer)
    made_up = [{"python": "dedupe_docs", "shape": 1, "every_command": True,
                "choices": ["no", "yes"], "default": "no"},
               {"python": "doc_order", "shape": 0, "every_command": False,
                "choices": ["score", "docid"], "default": "score"}]
    rows = [r for r in _core.definitions() if r["python"]] + made_up
    templates = TOP / "app" / "python" / "ranklens"
    text = {name: writer.fill((templates / f"{name}.in").read_text(), rows, name)
            for name in ("__init__.pyi", "dask.pyi")}
    stub, dask = ast.parse(text["__init__.pyi"]), ast.parse(text["dask.pyi"])
    flag, choice = ("bool", False), ("_DocOrder", "score")
    for tree in (stub, dask):
        kw = keywords(tree, "evaluate", typed=True)
        assert kw["dedupe_docs"] == flag and kw["doc_order"] == choice
        assert kw["ties"] == ("_Ties", "trec_eval")
        assert kw["log_base"] == ("float | Literal['e']", 2)  # as ast.unparse writes it
    assert keywords(stub, "compare", typed=True)["dedupe_docs"] == flag
    assert "doc_order" not in keywords(stub, "compare")  # eval's only
    board = keywords(stub, "leaderboard")
    assert board["dedupe_docs"] is False and "complete" not in board
    assert '\n_DocOrder = Literal["score", "docid"]\n' in text["__init__.pyi"]
    assert "\nfrom . import _DocOrder, _EmptyQueries, _Gain, _Ideal, _Ties\n" in text["dask.pyi"]
    lines = (text["__init__.pyi"] + text["dask.pyi"]).splitlines()
    assert not [l for l in lines if l.strip().startswith("# @")]  # every marker filled


def test_docstrings_list_the_choices():
    for choice in ("trec_eval", "average", "exponential", "retrieved", "skip"):
        assert choice in ranklens.evaluate.__doc__
    for choice in ("randomization", "bonferroni", "both-returned"):
        assert choice in ranklens.compare.__doc__


@pytest.fixture(scope="module")
def res():
    return ranklens.evaluate(QRELS, NEW, ["ndcg@10", "P@10", "map"], ties="average", curves=15)


@pytest.fixture(scope="module")
def cmp():
    return ranklens.compare(QRELS, BASE, NEW, ["ndcg@10", "P@10"], permutations=500,
                            bootstrap=200)


def test_html_reprs(res, cmp):
    html = res._repr_html_()
    assert html.startswith("<table>") and "ndcg_cut_10" in html and "average" in html
    assert f"{res.mean('map'):.4f}" in html
    assert escape(res.definitions["summary"]) in html
    html = cmp._repr_html_()
    row = cmp.table[(cmp.table["segment"] == "") & (cmp.table["run"] != cmp.report["baseline"])]
    assert html.count("<tr>") == 1 + len(row) == 3
    assert f"{row['delta'].iloc[0]:.4f}" in html and "ndcg@10" in html.lower()


def test_plot_curves(res, tmp_path):
    ax = res.plot.curves()  # the curves of the measures evaluated
    assert [l.get_label() for l in ax.get_lines()] == ["P", "map_cut", "ndcg_cut"]
    for line, col in zip(ax.get_lines(), ["P", "map_cut", "ndcg_cut"]):
        assert list(line.get_xdata()) == list(range(1, 16))
        assert list(line.get_ydata()) == list(res.curves[col])
    ax.figure.savefig(tmp_path / "curves.png")
    assert (tmp_path / "curves.png").stat().st_size > 1000
    assert len(res.plot.curves(list(res.curves.columns)).get_lines()) == len(res.curves.columns)
    one = res.plot.curves("RR")
    assert len(one.get_lines()) == 1 and one.figure.texts  # the definitions under it
    with pytest.raises(ValueError, match="no column"):
        res.plot.curves("nope")
    with pytest.raises(ValueError, match="curves=K"):
        ranklens.evaluate(QRELS, NEW, ["map"]).plot.curves()


def test_plot_distribution(res, tmp_path):
    ax = res.plot.distribution("ndcg_cut_10", bins=10)
    assert len(ax.patches) == 10
    assert sum(p.get_height() for p in ax.patches) == res.per_query["ndcg_cut_10"].notna().sum()
    assert ax.get_lines()[0].get_xdata()[0] == pytest.approx(res.per_query["ndcg_cut_10"].mean())
    ax.figure.savefig(tmp_path / "dist.png")
    assert ax.get_xlabel() == "ndcg_cut_10"


def test_plot_deltas(cmp, tmp_path):
    ax = cmp.plot.deltas()
    t = cmp.table[(cmp.table["segment"] == "") & (cmp.table["run"] != cmp.report["baseline"])]
    labels = [x.get_text() for x in ax.get_yticklabels()]
    assert sorted(labels) == sorted(f"{r} {m}" for r, m in zip(t["run"], t["metric"]))
    xs = sorted(x for coll in ax.collections[1:] for x, _y in coll.get_offsets())
    assert xs == pytest.approx(sorted(t["delta"]))
    ax.figure.savefig(tmp_path / "deltas.png")
    seg = cmp.table[cmp.table["segment"] != ""]["segment"]
    if len(seg):
        assert "segment" in cmp.plot.deltas(segment=seg.iloc[0]).get_title()


def test_plots_without_matplotlib(res, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
    with pytest.raises(ImportError, match="apt install python3-matplotlib"):
        res.plot.distribution()


def test_a_type_checker_reads_the_stub(tmp_path, monkeypatch):
    """mypy (Debian's) accepts a correct call and flags a misspelt choice and a wrong type."""
    api = pytest.importorskip("mypy.api")
    script = tmp_path / "use.py"
    script.write_text(
        "import ranklens\n"
        "res = ranklens.evaluate('q', 'r', ['ndcg@10'], ties='average', threshold=2, curves=10)\n"
        "mean: float = res.mean('map')\n"
        "cmp = ranklens.compare('q', 'r', ['a', 'b'], correction='bonferroni', seed=1)\n"
        "bad = ranklens.evaluate('q', 'r', ties='avg', max_docs='10')\n"
        "import ranklens.dask\n"
        "worse = ranklens.dask.evaluate('q', None, ['map'], gain='exp')\n")
    monkeypatch.setenv("MYPYPATH", str(PKG.parent))
    out, err, status = api.run([str(script), "--no-incremental", "--cache-dir", os.devnull,
                                "--ignore-missing-imports"])
    errors = [l for l in out.splitlines() if ": error:" in l]
    assert status == 1 and len(errors) == 3, out + err
    assert "use.py:5:" in errors[0] and '"ties"' in errors[0] and '"max_docs"' in errors[1]
    assert "use.py:7:" in errors[2] and '"gain"' in errors[2]
