"""ranklens on a Dask cluster: per-query values computed on the workers with the module, means
reduced exactly as a single-machine ranklens.evaluate (and ranklens-cli) computes them.

    from dask.distributed import Client
    import dask.dataframe as dd, ranklens.dask
    client = Client("tcp://scheduler:8786")      # or Client(LocalCluster(...)); or no client
    run = dd.read_parquet("run/")                # qid, docid, score; partitioned by query
    res = ranklens.dask.evaluate(qrels_df, run, ["ndcg@10", "P@10"], ties="average")
    res.means, res.per_query, res.to_tsv("values.tsv")   # qid measure value rows

How: the labels go to the workers once (one task in the graph, built into the engine's form
once per worker process); every partition is evaluated by the module under the definitions
given (the run's queries that have labels); the per-query values come back to the client,
where the labelled queries no partition returned are added as the module scores them
(complete=True: missing ones per the definitions; otherwise left out), and every mean is the
engine's own aggregate over the values in qid byte order -- the same numbers, bit for bit, as
evaluating the whole run on one machine; the mean curves (curves=K) are the engine's exact
sums, merged and rounded once, the same bits too. A query cut by a partition boundary (one
partition's last qid is the next one's first) is found from the boundaries in the same single
pass: its rows come back to the client, which evaluates it once, whole, in the run's order.
Only a qid in partitions that are not neighbours (an unsorted run) makes the run shuffled by
qid and evaluated again (not possible with ties="input", whose file order a shuffle would
lose: partition by query first, e.g. ddf.set_index("qid")). A bad row is named by its number
in the whole run and its partition. Run-level measures (coverage, gini) need the whole run at once and are
refused. The beyond-accuracy measures take items= (a DataFrame, sent to the workers, or a path
the workers can read); popularity counted from the run itself needs the whole run and is
refused, and novelty's N for a popularity column is fixed on the client from the whole run
(the number of its queries, as one machine counts it) unless popularity_users is given.
"""

import json
import re

import numpy as np
import pandas as pd
from dask.base import tokenize

from . import _core, _items_as_file
from ._inputs import (DOC_NAMES, QID_NAMES, RANK_NAMES, SCORE_NAMES, _column, _find, as_qrels)
from ._results import EvalResult

_META = pd.DataFrame({"qid": pd.Series([], dtype=object), "measure": pd.Series([], dtype=object),
                      "value": pd.Series([], dtype=np.float64)})
_QRELS_CACHE = {}  # per worker process: token -> the engine's labels


def _worker_qrels(qrels_df, token):
    q = _QRELS_CACHE.get(token)
    if q is None:
        if len(_QRELS_CACHE) >= 4:
            _QRELS_CACHE.clear()
        q = _QRELS_CACHE[token] = as_qrels(qrels_df, "labels")
    return q


def _with_qid_column(part):
    if _find(part, QID_NAMES, "run", required=False) is None:
        return part.reset_index()  # qid is the index (ddf.set_index("qid"))
    return part


def _id(value):
    """A qid as the engine reads it (an integer 51 and the text "51" are the same id)."""
    return value.decode() if isinstance(value, bytes) else str(value)


def _qids_of(part):
    col = _find(part, QID_NAMES, "run", required=False)
    return part.index.to_series() if col is None else part[col]


def _boundary(part):
    """(first qid, last qid, rows) of a partition: what its neighbours need to know."""
    if len(part) == 0:
        return (None, None, 0)
    qids = _qids_of(part)
    return (_id(qids.iloc[0]), _id(qids.iloc[-1]), len(part))


def _long_rows(raw):
    qids = np.asarray(raw["qids"], dtype=object)
    names = [c[0] for c in raw["columns"] if len(c[3])]
    values = [c[3] for c in raw["columns"] if len(c[3])]
    if not len(qids) or not names:
        return _META.copy()
    return pd.DataFrame({"qid": np.tile(qids, len(names)),
                         "measure": np.repeat(np.asarray(names, dtype=object), len(qids)),
                         "value": np.concatenate(values)})


class _Outcome:
    """What one piece of the run gives back: long rows, exact curve sums, the rows it left to
    the client (a query continued in the next or previous partition), or the error it raised
    with the rows it names as positions inside the piece."""

    def __init__(self, long=None, curve_sums=None, edges=None, error=None, rows=None):
        self.long = _META.copy() if long is None else long
        self.curve_sums = curve_sums
        self.edges = edges  # (DataFrame of rows, their positions in the partition) or None
        self.error, self.rows = error, rows


def _error_rows(message):
    """("row 3: ..." or "rows 1, 5: ...") -> ([3] or [1, 5], the text after the colon)."""
    m = re.match(r"rows? ([0-9, ]+)(?: \(index [^)]*\))?: (.*)", message, re.S)
    if not m:
        return None, message
    return [int(x) for x in m.group(1).split(",")], m.group(2)


def _evaluate_rows(rows, q, options):
    """The engine on a piece of the run -> _Outcome (an error is returned, not raised, so that
    the client can name the row by its number in the whole run)."""
    q_col = _find(rows, QID_NAMES, "run")
    d_col = _find(rows, DOC_NAMES, "run")
    sc, rk = _find(rows, SCORE_NAMES, "run", False), _find(rows, RANK_NAMES, "run", False)
    if sc is None and rk is None:
        return _Outcome(error="no score column (score, sim, prediction) or rank column")
    qid, qc = _column(rows[q_col])
    doc, dc = _column(rows[d_col])
    try:
        run = _core.run_from_columns(qid, qc, doc, dc,
                                     None if sc is None else rows[sc].to_numpy(),
                                     None if rk is None else rows[rk].to_numpy(),
                                     "partition", q)
        with _items_as_file(options):
            raw = _core.evaluate(run, q, options)
    except ValueError as e:
        found, text = _error_rows(str(e))
        return _Outcome(error=text if found else str(e), rows=found)
    return _Outcome(_long_rows(raw), raw["curve_sums"])


def _evaluate_partition(part, prev, nxt, qrels_df, token, options, items=None):
    """One partition -> _Outcome. The rows of a query that continues from the previous
    partition (its first qid is the previous one's last) or into the next are not evaluated
    here: they go back to the client, which evaluates each such query once, whole."""
    if len(part) == 0:
        return _Outcome()
    part = _with_qid_column(part)
    q = _worker_qrels(qrels_df, token)
    options = dict(options) if items is None else dict(options, items=items)
    qids = part[_find(part, QID_NAMES, "run")]
    first, last = _id(qids.iloc[0]), _id(qids.iloc[-1])
    cut = np.zeros(len(part), dtype=bool)
    if prev[1] is not None and prev[1] == first:
        cut |= (qids == qids.iloc[0]).to_numpy()
    if nxt[0] is not None and nxt[0] == last:
        cut |= (qids == qids.iloc[-1]).to_numpy()
    keep = np.flatnonzero(~cut)
    out = _evaluate_rows(part.iloc[keep] if cut.any() else part, q, options)
    if out.rows is not None:
        out.rows = [int(keep[r]) for r in out.rows]
    if cut.any():
        out.edges = (part.iloc[np.flatnonzero(cut)], np.flatnonzero(cut))
    return out


def _qid_column(ddf):
    col = _find(ddf, QID_NAMES, "run", required=False)
    if col is None and str(ddf.index.name).lower() in QID_NAMES:
        return None  # the index
    if col is None:
        _find(ddf, QID_NAMES, "run")  # raises, naming the columns
    return col


def _run_error(outcome, where, offsets):
    """ValueError naming the rows by their number in the whole run and the partition (where:
    the partition, or None when outcome.rows are (partition, row) pairs already)."""
    if outcome.rows is None:
        return ValueError(f"run (partition {where}): {outcome.error}")
    rows = list(outcome.rows) if where is None else [(where, r) for r in outcome.rows]
    named = ", ".join(f"{offsets[i] + r} (partition {i}, its row {r})" for i, r in rows)
    return ValueError(f"run: row{'s' if len(rows) > 1 else ''} {named}: {outcome.error}")


def _per_partition(ddf, qrels_df, options):
    """Every partition evaluated once on the workers; the queries cut by a partition boundary
    evaluated whole on the client. -> (long rows, curve sums of each piece, first qids seen)."""
    import dask
    token = tokenize(qrels_df)
    labels = dask.delayed(qrels_df, pure=True)
    items = options.get("items")
    if isinstance(items, pd.DataFrame):  # one task in the graph, as the labels
        options = {k: v for k, v in options.items() if k != "items"}
        items = dask.delayed(items, pure=True)
    else:
        items = None
    parts = ddf.to_delayed()
    bounds = [dask.delayed(_boundary, pure=True)(p) for p in parts]
    none = (None, None, 0)
    tasks = [dask.delayed(_evaluate_partition, pure=True)(
        p, bounds[i - 1] if i else none, bounds[i + 1] if i + 1 < len(parts) else none,
        labels, token, options, items) for i, p in enumerate(parts)]
    bounds, outcomes = dask.compute(bounds, tasks)
    offsets = np.concatenate([[0], np.cumsum([b[2] for b in bounds])]).astype(int).tolist()
    for i, o in enumerate(outcomes):
        if o.error is not None:
            raise _run_error(o, i, offsets)
    outcomes = list(outcomes)
    edges = [(i, o.edges) for i, o in enumerate(outcomes) if o.edges is not None]
    if edges:
        outcomes.append(_evaluate_edges(edges, qrels_df, options, items, offsets))
    long = pd.concat([o.long for o in outcomes], ignore_index=True)
    sums = [o.curve_sums for o in outcomes if o.curve_sums is not None]
    return long, sums, [b[0] for b in bounds if b[0] is not None]


def _evaluate_edges(edges, qrels_df, options, items, offsets):
    """The queries cut by partition boundaries, their rows joined in partition order (the
    run's own order, so ties='input' sees it), evaluated once each."""
    rows = pd.concat([e[0] for _, e in edges], ignore_index=True)
    where = [(i, int(r)) for i, e in edges for r in e[1]]
    if items is not None:
        options = dict(options, items=items.compute())
    out = _evaluate_rows(rows, as_qrels(qrels_df, "labels"), options)
    if out.error is not None:
        out.rows = None if out.rows is None else [where[r] for r in out.rows]
        raise _run_error(out, None, offsets) if out.rows else ValueError(f"run: {out.error}")
    return out


def _empty_run(name):
    empty = np.asarray([], dtype=object)
    return _core.run_from_columns(empty, None, empty, None, np.asarray([], dtype=np.float64),
                                  None, name, None)


def _labelled_reference(q, options, name):
    """The module on an empty run under the same definitions: the columns (registry order),
    the definitions, and every labelled query scored as a query the run missed."""
    opts = dict(options, run_name=name, threads=1, allow_no_queries=True)
    with _items_as_file(opts):
        return _core.evaluate(_empty_run(name), q, opts)


_POPULARITY_MEASURES = {"novelty_cut", "arp_cut", "longtail_cut"}


def _check_run_level(reference):
    for col, measure, _p, values, _i in reference["columns"]:
        if measure in ("coverage", "gini"):
            raise ValueError(f"{measure} is computed over the whole run, not per query: "
                             "not available in ranklens.dask")


def _whole_run_popularity(reference, options, run_ddf, qid_col):
    """Partitions must measure popularity as the whole run does: refused when it is counted
    from the run; for a popularity column, novelty's N is the whole run's number of queries
    (at least the largest popularity), unless popularity_users is given."""
    if not any(c[1] in _POPULARITY_MEASURES for c in reference["columns"]):
        return options
    source = reference["popularity_source"]
    if source.startswith("the run"):
        raise ValueError("popularity counted from the run needs the whole run at once: in "
                         "ranklens.dask give items with a popularity column, or "
                         "popularity='labels'")
    if not source.startswith("items column") or options.get("popularity_users"):
        return options
    qids = run_ddf.index if qid_col is None else run_ddf[qid_col]
    users = max(float(qids.nunique().compute()), reference["popularity_users"])
    return dict(options, popularity_users=users)


def evaluate(qrels, run_ddf, measures=None, *, name="dask", **definitions):
    """ranklens.evaluate for a Dask DataFrame run (qid, docid, score and/or rank).

    qrels: DataFrame, dict or path (read on the client). Definitions as ranklens.evaluate;
    threads: engine threads per partition (default 1: the workers' own threads run partitions
    in parallel). Returns a ranklens.EvalResult: per_query, means, definitions, long(),
    to_tsv(path). Raises ValueError on bad input (naming the partition's row) or settings.
    """
    if not hasattr(run_ddf, "to_delayed") or not hasattr(run_ddf, "npartitions"):
        raise TypeError("ranklens.dask.evaluate takes a Dask DataFrame, not a "
                        f"{type(run_ddf).__name__}: use ranklens.evaluate for a pandas "
                        "DataFrame, or dask.dataframe.from_pandas(df, npartitions=...)")
    q = as_qrels(qrels)
    qids, docs, labels = q.to_columns()
    qrels_df = pd.DataFrame({"qid": qids, "docid": docs, "label": labels})
    options = dict(definitions)
    options["measures"] = [measures] if isinstance(measures, str) else list(measures or [])
    options.setdefault("threads", 1)
    complete = bool(options.get("complete", False))
    reference = _labelled_reference(q, options, name)  # also checks the options on the client
    _check_run_level(reference)
    qid_col = _qid_column(run_ddf)
    pinned = _whole_run_popularity(reference, options, run_ddf, qid_col)
    if pinned is not options:
        options = pinned
        reference = _labelled_reference(q, options, name)  # the summary names the N used
    part_options = dict(options, complete=False, allow_no_queries=True)
    long, sums, firsts = _per_partition(run_ddf, qrels_df, part_options)
    if long.duplicated(["qid", "measure"]).any():  # a query in partitions that do not touch
        if options.get("ties") == "input":
            raise ValueError("a query spans partitions that are not neighbours, and "
                             "ties='input' needs the run's own order: partition the run by "
                             "query first (ddf.set_index('qid'))")
        by = qid_col if qid_col is not None else run_ddf.index.name
        shuffled = run_ddf.reset_index() if qid_col is None else run_ddf
        long, sums, firsts = _per_partition(shuffled.shuffle(by), qrels_df, part_options)
    res = _assemble(long, reference, q, complete, name)
    if res.num_q == 0:
        raise ValueError(f"no queries with both results and labels ({name}, labels): run qids "
                         f"{_some(firsts)}; labelled qids {_some(q.qids())} (qids are compared "
                         "as text: '051' is not '51')")
    if options.get("curves"):
        _set_curves(res, sums, reference, qrels_df, options, complete)
    return res


def _some(qids):
    shown = ", ".join(f"'{x}'" for x in list(qids)[:3])
    return (shown + (", ..." if len(qids) > 3 else "")) or "none"


def _set_curves(res, sums, reference, qrels_df, options, complete):
    """The mean curves from the pieces' exact sums (and, with complete=True, the labelled
    queries no partition returned, scored as the engine scores a query the run missed): the
    same bits as one machine."""
    if complete and not res.in_run.all():
        missing = set(res.in_run.index[~res.in_run.to_numpy(dtype=bool)])
        labels = qrels_df[qrels_df["qid"].isin(missing)]
        raw = _labelled_reference(as_qrels(labels, "labels"), dict(options, complete=True),
                                  "missing")
        sums = sums + [raw["curve_sums"]]
    means = dict(zip(reference["curve_names"], _core.curve_means(sums, res.num_q)))
    order = list(json.loads(reference["summary_json"]).get("curves", {}))  # as one machine
    res.curves = pd.DataFrame({n: means[n] for n in order})
    res.curves.index = pd.RangeIndex(1, len(res.curves) + 1, name="k")


def _assemble(long, reference, q, complete, name):
    summary = json.loads(reference["summary_json"])
    columns = [(c[0], c[1], c[2], c[4]) for c in reference["columns"]]
    wide = long.pivot(index="qid", columns="measure", values="value")
    returned = list(wide.index)
    in_run = [True] * len(returned)
    per_col = {c[0]: list(wide[c[0]]) if c[0] in wide else [0.0] * len(returned) for c in columns}
    if complete:  # labelled queries no partition returned, as the engine scores them
        seen = set(returned)
        for i, qid in enumerate(reference["qids"]):
            if qid not in seen:
                returned.append(qid)
                in_run.append(False)
                for c, raw in zip(columns, reference["columns"]):
                    per_col[c[0]].append(float(raw[3][i]))
    order = sorted(range(len(returned)), key=lambda i: returned[i].encode())  # byte order
    qids = [returned[i] for i in order]
    means, out_columns = {}, []
    for col, measure, param, integer in columns:
        values = np.asarray([per_col[col][i] for i in order], dtype=np.float64)
        out_columns.append((col, measure, param, values, integer))
        means[col] = _core.aggregate(measure, values.tolist())
        if complete and measure == "num_rel":  # trec_eval -c: every labelled query's count
            means[col] = summary["all"][col]
    labelled = q.num_queries
    returned_labelled = sum(in_run)
    summary.update({"all": means, "num_q": len(qids),
                    "missing_queries": len(qids) - returned_labelled if complete else 0,
                    "unlabelled_run_queries": None, "ties": None})
    summary["query_set"] = {"mean": _core.mean_text(complete, labelled, returned_labelled),
                            "labelled_queries": labelled,
                            "returned_labelled_queries": returned_labelled}
    raw = {"qids": qids, "in_run": np.asarray([in_run[i] for i in order], dtype=bool),
           "columns": out_columns, "summary_json": json.dumps(summary),
           "notes": reference["notes"], "eval_started_ns": None, "eval_finished_ns": None}
    return EvalResult(raw)
