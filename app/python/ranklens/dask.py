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
evaluating the whole run on one machine. A query must sit in one partition: when a qid turns
up in two partitions, the run is shuffled by qid and evaluated again (not possible with
ties="input", whose file order a shuffle would lose: partition by query first, e.g.
ddf.set_index("qid")). Run-level measures (coverage, gini) need the whole run at once and are
refused. The beyond-accuracy measures take items= (a DataFrame, sent to the workers, or a path
the workers can read); popularity counted from the run itself needs the whole run and is
refused, and novelty's N for a popularity column is fixed on the client from the whole run
(the number of its queries, as one machine counts it) unless popularity_users is given.
"""

import json

import numpy as np
import pandas as pd

from . import _core, _items_as_file
from ._inputs import QID_NAMES, _find, as_qrels, as_run
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


def _evaluate_partition(part, qrels_df, token, options, items=None):
    """One partition of the run -> long rows qid, measure, value (its labelled queries)."""
    if len(part) == 0:
        return _META.copy()
    if _find(part, QID_NAMES, "run", required=False) is None:
        part = part.reset_index()  # qid is the index (ddf.set_index("qid"))
    q = _worker_qrels(qrels_df, token)
    options = dict(options) if items is None else dict(options, items=items)
    with _items_as_file(options):
        raw = _core.evaluate(as_run(part, q, "partition"), q, options)
    qids = np.asarray(raw["qids"], dtype=object)
    names = [c[0] for c in raw["columns"] if len(c[3])]
    values = [c[3] for c in raw["columns"] if len(c[3])]
    if not len(qids) or not names:
        return _META.copy()
    return pd.DataFrame({"qid": np.tile(qids, len(names)),
                         "measure": np.repeat(np.asarray(names, dtype=object), len(qids)),
                         "value": np.concatenate(values)})


def _qid_column(ddf):
    col = _find(ddf, QID_NAMES, "run", required=False)
    if col is None and str(ddf.index.name).lower() in QID_NAMES:
        return None  # the index
    if col is None:
        _find(ddf, QID_NAMES, "run")  # raises, naming the columns
    return col


def _per_partition(ddf, qrels_df, options):
    import dask
    from dask.base import tokenize
    token = tokenize(qrels_df)
    labels = dask.delayed(qrels_df, pure=True)
    items = options.get("items")
    if isinstance(items, pd.DataFrame):  # one task in the graph, as the labels
        options = {k: v for k, v in options.items() if k != "items"}
        items = dask.delayed(items, pure=True)
    else:
        items = None
    return ddf.map_partitions(_evaluate_partition, labels, token, options, items, meta=_META,
                              align_dataframes=False).compute()


def _empty_run(name):
    empty = np.asarray([], dtype=object)
    return _core.run_from_columns(empty, None, empty, None, np.asarray([], dtype=np.float64),
                                  None, name, None)


def _labelled_reference(q, options, name):
    """The module on an empty run under the same definitions: the columns (registry order),
    the definitions, and every labelled query scored as a query the run missed."""
    opts = dict(options, run_name=name, threads=1)
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
    part_options = dict(options, complete=False)
    long = _per_partition(run_ddf, qrels_df, part_options)
    if long.duplicated(["qid", "measure"]).any():
        if options.get("ties") == "input":
            raise ValueError("a query spans partitions, and ties='input' needs the run's own "
                             "order: partition the run by query first (ddf.set_index('qid'))")
        by = qid_col if qid_col is not None else run_ddf.index.name
        shuffled = run_ddf.reset_index() if qid_col is None else run_ddf
        long = _per_partition(shuffled.shuffle(by), qrels_df, part_options)
    return _assemble(long, reference, q, complete, name)


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
