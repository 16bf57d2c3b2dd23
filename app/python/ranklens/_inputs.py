"""Turns what users hold (pandas DataFrames, ranx-style dicts, file paths, numpy arrays) into
the engine's Run and Qrels. Columns are handed to the C++ side as numpy arrays, read in place
(object columns of str are read through the C API, Categoricals by code)."""

import errno
import os

import numpy as np

from . import _core

# The column names the CLI's CSV/TSV reader accepts (core/io/csv_reader.cpp), lower case.
QID_NAMES = ("qid", "query", "query_id", "queryid", "topic", "user", "user_id", "userid")
DOC_NAMES = ("docid", "doc", "doc_id", "docno", "item", "item_id", "itemid")
SCORE_NAMES = ("score", "sim", "prediction", "relevance_score")
RANK_NAMES = ("rank", "position", "pos")
LABEL_NAMES = ("label", "rel", "relevance", "grade", "judgment", "judgement")


def _find(df, names, what, required=True):
    lower = {str(c).lower(): c for c in df.columns}
    for n in names:
        if n in lower:
            return lower[n]
    if required:
        raise ValueError(f"{what}: no column named one of {', '.join(names)} "
                         f"(columns: {', '.join(map(str, df.columns))})")
    return None


def _column(series):
    """(values, categories) of a pandas column without copying where pandas allows it."""
    import pandas as pd
    if isinstance(series.dtype, pd.CategoricalDtype):
        return series.cat.codes.to_numpy(), series.cat.categories.to_numpy(dtype=object)
    if pd.api.types.is_string_dtype(series.dtype) and series.dtype != object:
        return series.to_numpy(dtype=object), None  # pandas' "string" dtype
    return series.to_numpy(), None


def _is_path(obj):
    return isinstance(obj, (str, bytes, os.PathLike))


def existing_path(obj, what):
    """obj as a str path; FileNotFoundError (as open() raises it) when there is no such file."""
    path = os.fsdecode(obj)
    if not os.path.exists(path):
        raise FileNotFoundError(errno.ENOENT, f"{what}: no such file", path)
    return path


def _is_dataframe(obj):
    try:
        import pandas as pd
    except ImportError:
        return False
    return isinstance(obj, pd.DataFrame)


def _with_row_label(err, df, what):
    """Adds the DataFrame's index label to a "row N: ..." message of the engine."""
    msg = str(err)
    if msg.startswith("row ") and df is not None:
        import pandas as pd
        if not isinstance(df.index, pd.RangeIndex):
            n = msg[4:msg.index(":")]
            if n.isdigit():
                msg = f"row {n} (index {df.index[int(n)]!r}){msg[msg.index(':'):]}"
    return ValueError(f"{what}: {msg}")


def _flatten(d, what):
    """A ranx/pytrec_eval dict {qid: {docid: value}} as three columns (one Python loop)."""
    qids, docs, values = [], [], []
    for q, ranked in d.items():
        if not isinstance(ranked, dict):
            raise ValueError(f"{what}: query {q!r} maps to a {type(ranked).__name__}, "
                             "not a {docid: value} dict")
        qids.extend([q] * len(ranked))
        docs.extend(ranked.keys())
        values.extend(ranked.values())
    try:
        v = np.asarray(values, dtype=np.float64)
    except (TypeError, ValueError):
        bad = next(i for i, x in enumerate(values) if not isinstance(x, (int, float)))
        raise ValueError(f"{what}: query {qids[bad]!r}, document {docs[bad]!r}: "
                         f"value {values[bad]!r} is not a number") from None
    return np.asarray(qids, dtype=object), np.asarray(docs, dtype=object), v


def as_qrels(obj, name=None):
    if isinstance(obj, _core.Qrels):
        return obj
    if _is_path(obj):
        return _core.read_qrels(existing_path(obj, "qrels"))
    if isinstance(obj, dict):
        q, d, v = _flatten(obj, "qrels")
        try:
            return _core.qrels_from_columns(q, None, d, None, v, name or "dict")
        except ValueError as e:
            raise ValueError(f"qrels dict: {e}") from None
    if _is_dataframe(obj):
        q, qc = _column(obj[_find(obj, QID_NAMES, "qrels")])
        d, dc = _column(obj[_find(obj, DOC_NAMES, "qrels")])
        label = obj[_find(obj, LABEL_NAMES, "qrels")].to_numpy()
        try:
            return _core.qrels_from_columns(q, qc, d, dc, label, name or "DataFrame")
        except ValueError as e:
            raise _with_row_label(e, obj, "qrels DataFrame") from None
    raise TypeError(f"qrels: expected a DataFrame, a {{qid: {{docid: label}}}} dict or a path, "
                    f"not {type(obj).__name__}")


def as_run(obj, qrels=None, name=None):
    """The engine's Run. With qrels, as the CLI: only queries that have labels must list each
    docid once."""
    if isinstance(obj, _core.Run):
        return obj
    if _is_path(obj):
        return _core.read_run(existing_path(obj, "run"), qrels)
    if isinstance(obj, dict):
        q, d, v = _flatten(obj, "run")
        try:
            return _core.run_from_columns(q, None, d, None, v, None, name or "dict", qrels)
        except ValueError as e:
            raise ValueError(f"run dict: {e}") from None
    if _is_dataframe(obj):
        q, qc = _column(obj[_find(obj, QID_NAMES, "run")])
        d, dc = _column(obj[_find(obj, DOC_NAMES, "run")])
        sc = _find(obj, SCORE_NAMES, "run", required=False)
        rk = _find(obj, RANK_NAMES, "run", required=False)
        if sc is None and rk is None:
            raise ValueError("run: no score column (score, sim, prediction) or rank column")
        score = obj[sc].to_numpy() if sc is not None else None
        rank = obj[rk].to_numpy() if rk is not None else None
        try:
            return _core.run_from_columns(q, qc, d, dc, score, rank, name or "DataFrame", qrels)
        except ValueError as e:
            raise _with_row_label(e, obj, "run DataFrame") from None
    if hasattr(obj, "npartitions") and hasattr(obj, "to_delayed"):  # a Dask collection
        raise TypeError("run: a Dask DataFrame is evaluated by ranklens.dask.evaluate(qrels, ddf, "
                        "measures); ranklens.compare takes its result as a run")
    raise TypeError(f"run: expected a DataFrame, a {{qid: {{docid: score}}}} dict or a path, "
                    f"not {type(obj).__name__}")
