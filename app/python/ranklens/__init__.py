"""RankLens' evaluation engine in Python: the same C++ code as ranklens-cli, the same numbers.

    import ranklens
    res = ranklens.evaluate(qrels_df, run_df, ["P@10", "ndcg@10", "map"], ties="average")
    res.per_query          # DataFrame: one row per query, one column per measure
    res.means              # DataFrame: the means (as `ranklens-cli eval` prints them)
    res.definitions        # the definitions every number depends on

qrels: DataFrame (qid, docid, label), {qid: {docid: label}} dict, or a file path (TREC qrels,
CSV/TSV, JSON) -- the CLI's column names are accepted (query/user, doc/item, rel/grade ...).
run:   DataFrame (qid, docid, score and/or rank), {qid: {docid: score}} dict, or a file path.

Definitions are keywords named after the CLI's options (one row each in core's schema,
ranklens._core.definitions()):
{definitions}
Besides: diversity_qrels, threads, curves; for the beyond-accuracy measures (ild@k, novelty@k,
arp@k ...) items (a path or a DataFrame: docid, category[, popularity]), popularity and
popularity_users, as the CLI's --items, --popularity and --popularity-users.
"""

import contextlib
import os
import tempfile
import textwrap

import pandas as pd

from . import _core
from ._inputs import as_qrels, as_run, existing_path, _is_path
from ._judges import AgreementResult, SensitivityResult, agreement, consensus, label_sensitivity
from ._results import CompareResult, EvalResult, LeaderboardResult
from ._runs import run_slots as _run_slots

__version__ = _core.__version__
__all__ = ["evaluate", "compare", "leaderboard", "measures", "prepare_qrels", "prepare_run",
           "EvalResult", "CompareResult", "LeaderboardResult", "official_measures",
           "all_trec_measures", "agreement", "consensus", "label_sensitivity", "AgreementResult",
           "SensitivityResult"]


def _measure_list(measures):
    if measures is None:
        return []
    if isinstance(measures, str):
        return [measures]
    return [str(m) for m in measures]


@contextlib.contextmanager
def _items_as_file(options):
    """options["items"] as a path: a DataFrame is written to a temporary CSV for the engine's
    item reader (the one the CLI's --items uses), removed afterwards."""
    items = options.get("items")
    if not isinstance(items, pd.DataFrame):
        if items is not None and _is_path(items):
            options["items"] = existing_path(items, "items")
        yield
        return
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "items.csv")
        items.to_csv(path, index=False)
        options["items"] = path
        options.setdefault("items_name", "DataFrame")
        yield


def prepare_qrels(qrels, name=None):
    """The labels in the engine's form, for evaluating several runs without converting again."""
    return as_qrels(qrels, name)


def prepare_run(run, qrels=None, name=None):
    """A run in the engine's form. With qrels (as evaluate does), a docid listed twice is an
    error only in queries that have labels, as in the CLI."""
    return as_run(run, None if qrels is None else as_qrels(qrels), name)


def evaluate(qrels, run, measures=None, *, name=None, **definitions):
    """Evaluates run against qrels; returns an EvalResult (per_query, means, definitions,
    curves, plot, an HTML table in a notebook).

    measures: list of specs as the CLI's -m ("P@10", "ndcg_cut.10", "map", "official",
    "all_trec", "rbp@0.8" ...); default: trec_eval's official set.
    name: the run's name in the definitions (default: its path, or "DataFrame"/"dict").
    Definitions (the CLI's defaults and words; types in ranklens/__init__.pyi):
{definition_table}
    Besides:
      diversity_qrels=None   a path to subtopic labels (alpha-nDCG, ERR-IA ...)
      threads=0              engine threads, 0: as many as cores
      curves=0               K > 0: mean curves at k = 1..K in result.curves
      items=None, popularity="auto" ("auto" | "items" | "run" | "labels" | "labels:FILE"),
      popularity_users=0     item metadata for ild@k, novelty@k, arp@k ... (--items ...)
    Raises ValueError naming the row and the problem on bad input or a bad definition,
    TypeError on an unknown definition keyword. The GIL is released while the engine runs.
    """
    q = as_qrels(qrels)
    options = dict(definitions)
    options["measures"] = _measure_list(measures)
    if _is_path(qrels):
        options.setdefault("labels_name", os.fsdecode(qrels))
    with _items_as_file(options):
        if _is_path(run):
            options["run_name"] = name or os.fsdecode(run)
            return EvalResult(_core.evaluate_file(existing_path(run, "run"), q, options))
        r = as_run(run, q, name)
        if name:
            options["run_name"] = name
        return EvalResult(_core.evaluate(r, q, options))


def _query_info(queries):
    """{qid: (segment, weight)} from a DataFrame (qid, segment, weight) or a dict."""
    if queries is None:
        return {}
    if isinstance(queries, pd.DataFrame):
        from ._inputs import QID_NAMES, _find
        qcol = _find(queries, QID_NAMES, "queries")
        seg = queries["segment"].astype(str) if "segment" in queries else [""] * len(queries)
        w = queries["weight"].astype(float) if "weight" in queries else [1.0] * len(queries)
        return {str(k): (s, float(x)) for k, s, x in zip(queries[qcol], seg, w)}
    out = {}
    for k, v in queries.items():
        out[str(k)] = (v, 1.0) if isinstance(v, str) else (str(v[0]), float(v[1]))
    return out


def compare(qrels, baseline, runs, measures=None, *, names=None, queries=None, **options):
    """Compares runs with a baseline: deltas, paired tests with correction, intervals,
    wins/ties/losses, segments, the reading aid's findings, guardrails, sensitivity.

    baseline, runs: one run or a list of runs (DataFrames, dicts, paths) or EvalResults
    (per-query values already computed, e.g. by ranklens.dask.evaluate), mixed as you like;
    an EvalResult is compared on the measures it has. names: one per run, baseline first.
    queries: segments and weights, a DataFrame (qid, segment, weight) or {qid: segment} /
    {qid: (segment, weight)}. pairing: "labelled" (default: every labelled query, one a run
    did not return scores 0 for it, as trec_eval -c) or "both-returned" (each pair over the
    labelled queries both returned); a pair's numbers never depend on the other runs.
    Definitions as evaluate's:
{every_command}
    The comparison (the CLI's defaults):
    test="randomization" | "t", permutations=10000, bootstrap=2000, confidence=0.95, seed=42,
    correction="holm" | "bonferroni" | "none", alpha=0.05, weighted=False, segments=True,
    preset, primary="METRIC", guards=["METRIC drop<=5%", ...], sensitivity="ties=average"
    (a second definition), threads=0. Returns a CompareResult (table, findings, plot.deltas,
    an HTML table in a notebook).
    """
    if not isinstance(runs, (list, tuple)):
        runs = [runs]
    q = as_qrels(qrels)
    handles, names = _run_slots([baseline, *runs], names, lambda i: f"run{i}",
                                "baseline")
    opts = dict(options)
    opts["measures"] = _measure_list(measures)
    if _is_path(qrels):  # as the CLI names the labels in the definitions text
        opts.setdefault("labels_name", os.path.basename(os.fsdecode(qrels)))
    return CompareResult(_core.compare(q, handles, list(names), _query_info(queries), opts))


def leaderboard(qrels, runs, measures=None, *, names=None, **options):
    """Ranks two runs or more over the same labelled queries (a query a run did not return
    scores 0), as ``ranklens-cli leaderboard``: each run's mean with its t interval, every pair
    tested, significance groups as letters, the two-way ANOVA, minimal detectable effects and
    the queries needed for target deltas.

    runs: a list of runs (DataFrames, dicts, paths) or EvalResults (per-query values already
    computed, e.g. by ranklens.dask.evaluate; ranked on the measures they have), mixed as you
    like; names: one per run. measures: default ndcg@10. Definitions as evaluate's (all
    labelled queries count, complete=True is fixed):
{every_command_but_complete}
    The statistics (the CLI's defaults):
    test="randomized-tukey" | "tukey" | "t" | "randomization", correction="holm" | "bh" |
    "bonferroni" | "none" (t and randomization), alpha=0.05, confidence=0.95, power=0.8,
    permutations=10000, seed=42, target_deltas=[...], threads=0. Returns a LeaderboardResult
    (DataFrames runs, pairs, anova; an HTML table in a notebook).
    """
    runs = list(runs)
    q = as_qrels(qrels)
    handles, names = _run_slots(runs, names, lambda i: f"run{i + 1}")
    opts = dict(options)
    opts["measures"] = _measure_list(measures)
    if "target_deltas" in opts:
        opts["target_deltas"] = [float(x) for x in opts["target_deltas"]]
    if _is_path(qrels):
        opts.setdefault("labels_name", os.path.basename(os.fsdecode(qrels)))
    return LeaderboardResult(_core.leaderboard(q, handles, list(names), opts))


_FLAG, _NUMBER, _WHOLE, _NUMBERS = 1, 2, 3, 4  # core::DefinitionShape (0: a choice)


def _keyword(row):
    """A definition's keyword with its CLI option when it is spelt otherwise: "threshold (-l)"."""
    option = row["option"].split(",")[0]
    same = option == "--" + row["python"].replace("_", "-")
    return row["python"] if same else f"{row['python']} ({option})"


def _default(row):
    """A definition's default as Python writes it: False, "linear", 1, 0.5, None."""
    text = row["default"]
    if row["shape"] == _FLAG:
        return str(text == row["choices"][1])
    if row["shape"] == _NUMBERS:
        return "None"
    if row["shape"] in (_NUMBER, _WHOLE):
        return text
    return f'"{text}"'


def _definitions_doc(doc, indent=""):
    """doc with its {placeholders} filled from core's schema (ranklens._core.definitions()): a
    definition added there is named in every docstring without a word written here."""
    if doc is None:  # python -OO
        return doc
    rows = [r for r in _core.definitions() if r["python"]]
    every = [r for r in rows if r["every_command"]]

    def listed(chosen):
        return textwrap.fill(", ".join(_keyword(r) for r in chosen) + ".", 96,
                             initial_indent=indent, subsequent_indent=indent)

    table = []
    for r in rows:
        head = f"{r['python']}={_default(r)}"
        table.append(textwrap.fill(r["help"], 96, initial_indent=f"      {head:<23}",
                                   subsequent_indent=" " * 29))
    return (doc.replace("{definitions}", listed(rows))
            .replace("{definition_table}", "\n".join(table))
            .replace("{every_command}", listed(every))
            .replace("{every_command_but_complete}",
                     listed([r for r in every if r["python"] != "complete"])))


__doc__ = _definitions_doc(__doc__)
evaluate.__doc__ = _definitions_doc(evaluate.__doc__)
compare.__doc__ = _definitions_doc(compare.__doc__, "    ")
leaderboard.__doc__ = _definitions_doc(leaderboard.__doc__, "    ")


def measures():
    """The measure registry as a DataFrame: name, trec_eval name, label, title, shape,
    aggregate, default parameters, whether it needs subtopic labels, definition."""
    return pd.DataFrame(_core.measures())


def official_measures():
    """trec_eval's default measure set ("official")."""
    return list(_core.official_measures())


def all_trec_measures():
    """Every trec_eval measure RankLens has ("all_trec")."""
    return list(_core.all_trec_measures())
