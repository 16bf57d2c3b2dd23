# Type stub of ranklens.dask: evaluate takes ranklens.evaluate's definitions (the same names,
# types and defaults; threads: 1 per partition). test_typed_and_plots checks they agree.
from typing import Any, Literal, Sequence

import pandas as pd

from . import _EmptyQueries, _Gain, _Ideal, _Labels, _Measures, _Path, _Ties
from ._results import EvalResult

def evaluate(
    qrels: _Labels,
    run_ddf: Any,
    measures: _Measures = None,
    *,
    name: str = "dask",
    complete: bool = False,
    threshold: float = 1,
    max_docs: int = 0,
    gain: _Gain = "linear",
    gain_values: Sequence[float] | None = None,
    ideal: _Ideal = "labels",
    ties: _Ties = "trec_eval",
    judged_only: bool = False,
    ndcg_threshold: bool = False,
    empty_queries: _EmptyQueries = "zero",
    log_base: float | Literal["e"] = 2,
    err_max_grade: int = 4,
    alpha: float = 0.5,
    rbp_p: float = 0.8,
    diversity_qrels: _Path | None = None,
    threads: int = 1,
    curves: int = 0,
    items: pd.DataFrame | _Path | None = None,
    popularity: str = "auto",
    popularity_users: float = 0,
) -> EvalResult: ...
