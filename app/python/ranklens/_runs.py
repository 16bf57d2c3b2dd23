"""The engine's slot and the name of each run handed to compare, leaderboard and
label_sensitivity: one naming rule, the CLI's."""

import os

from ._inputs import as_run, _is_path
from ._results import EvalResult


def evaluated_slot(result):
    """An EvalResult as compare's evaluated run: (qids, {column: values}), NaN where the run
    did not return the query (in_run False), so the pairing rule, not the 0 of complete=True,
    decides what a missed query scores."""
    pq = result.per_query
    keep = result.in_run.to_numpy(dtype=bool)  # same index as per_query
    columns = {}
    for col in pq.columns:
        values = pq[col].to_numpy(dtype=float, copy=True)
        values[~keep] = float("nan")
        columns[str(col)] = values.tolist()
    return ([str(q) for q in pq.index], columns)


def run_slots(runs, names, plain, first=None):
    """The engine's slot for each run (a ranked run, or an EvalResult's values) and its name:
    the given names, else as the CLI names them -- a file's run tag, else its file name, an
    EvalResult's runid, else `first` for run 0 (when given) or plain(i); a name taken already
    becomes the file name or plain(i)."""
    if names is not None and len(names) != len(runs):
        raise ValueError(f"names: {len(names)} names for {len(runs)} runs")
    given = names or [None] * len(runs)
    handles = [evaluated_slot(r) if isinstance(r, EvalResult)
               else as_run(r, None, None if n is None else str(n))
               for r, n in zip(runs, given)]
    if names is not None:
        return handles, names
    names = []
    for i, (r, h) in enumerate(zip(runs, handles)):
        base = os.path.basename(os.fsdecode(r)) if _is_path(r) else None
        default = first if i == 0 and first is not None else plain(i)
        if isinstance(r, EvalResult):
            n = r.runid or default
        else:
            n = h.name if _is_path(r) and h.name else (base or default)
        names.append(base or plain(i) if n in names else n)
    return handles, names
