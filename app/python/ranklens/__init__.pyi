# Type stub of ranklens: every definition keyword with its type and default (the defaults are
# the CLI's). Kept beside __init__.py; tests/python/test_typing.py checks it names every keyword
# the engine accepts.
import os
from typing import Any, Literal, Mapping, Sequence, Union

import pandas as pd

from ._judges import AgreementResult as AgreementResult, SensitivityResult as SensitivityResult
from ._results import CompareResult as CompareResult, EvalResult as EvalResult
from ._results import LeaderboardResult as LeaderboardResult

__version__: str
__all__: list[str]

_Path = Union[str, os.PathLike[str], bytes]
_Labels = Union[pd.DataFrame, Mapping[Any, Mapping[Any, float]], _Path, Any]
_Run = Union[pd.DataFrame, Mapping[Any, Mapping[Any, float]], _Path, Any]
_Measures = Union[str, Sequence[str], None]
_Ties = Literal["trec_eval", "input", "rank", "average"]
_EmptyQueries = Literal["zero", "skip", "one"]
_Gain = Literal["linear", "exponential"]
_Ideal = Literal["labels", "retrieved"]

def prepare_qrels(qrels: _Labels, name: str | None = None) -> Any: ...
def prepare_run(run: _Run, qrels: _Labels | None = None, name: str | None = None) -> Any: ...
def evaluate(
    qrels: _Labels,
    run: _Run,
    measures: _Measures = None,
    *,
    name: str | None = None,
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
    threads: int = 0,
    curves: int = 0,
    items: pd.DataFrame | _Path | None = None,
    popularity: str = "auto",
    popularity_users: float = 0,
) -> EvalResult: ...
def compare(
    qrels: _Labels,
    baseline: _Run | EvalResult,
    runs: _Run | EvalResult | Sequence[_Run | EvalResult],
    measures: _Measures = None,
    *,
    names: Sequence[str] | None = None,
    queries: pd.DataFrame | Mapping[Any, str | tuple[str, float]] | None = None,
    pairing: Literal["labelled", "both-returned"] = "labelled",
    complete: bool = False,
    threshold: float = 1,
    gain: _Gain = "linear",
    ideal: _Ideal = "labels",
    ties: _Ties = "trec_eval",
    judged_only: bool = False,
    ndcg_threshold: bool = False,
    empty_queries: _EmptyQueries = "zero",
    log_base: float | Literal["e"] = 2,
    test: Literal["randomization", "t"] = "randomization",
    permutations: int = 10000,
    bootstrap: int = 2000,
    confidence: float = 0.95,
    seed: int = 42,
    correction: Literal["holm", "bonferroni", "none"] = "holm",
    alpha: float = 0.05,
    weighted: bool = False,
    segments: bool = True,
    preset: str | None = None,
    primary: str | None = None,
    guards: Sequence[str] | None = None,
    sensitivity: str | None = None,
    threads: int = 0,
) -> CompareResult: ...
def leaderboard(
    qrels: _Labels,
    runs: Sequence[_Run | EvalResult],
    measures: _Measures = None,
    *,
    names: Sequence[str] | None = None,
    threshold: float = 1,
    gain: _Gain = "linear",
    ideal: _Ideal = "labels",
    ties: _Ties = "trec_eval",
    judged_only: bool = False,
    ndcg_threshold: bool = False,
    empty_queries: _EmptyQueries = "zero",
    log_base: float | Literal["e"] = 2,
    test: Literal["randomized-tukey", "tukey", "t", "randomization"] = "randomized-tukey",
    correction: Literal["holm", "bh", "bonferroni", "none"] = "holm",
    alpha: float = 0.05,
    confidence: float = 0.95,
    power: float = 0.8,
    permutations: int = 10000,
    seed: int = 42,
    target_deltas: Sequence[float] = (),
    threads: int = 0,
) -> LeaderboardResult: ...
def agreement(
    labels: Sequence[_Labels] | Mapping[str, _Labels] | _Path,
    *,
    gold: _Labels | None = None,
    sets: Sequence[str] | None = None,
    gold_set: str | None = None,
    by_query: bool = False,
) -> AgreementResult: ...
def consensus(
    labels: Sequence[_Labels] | Mapping[str, _Labels] | _Path,
    rule: Literal["majority", "median", "mean"] = "majority",
    *,
    ties: Literal["lower", "higher", "drop"] = "lower",
    min_sets: int = 1,
    sets: Sequence[str] | None = None,
) -> pd.DataFrame: ...
def label_sensitivity(
    labels: Sequence[_Labels] | Mapping[str, _Labels] | _Path,
    runs: Sequence[_Run],
    measures: _Measures = None,
    *,
    sets: Sequence[str] | None = None,
    names: Sequence[str] | None = None,
    impact: str | Sequence[str] | None = None,
    impact_top: int = 20,
    holes: str | Sequence[str] | None = None,
    holes_k: int = 10,
    test: Literal["randomization", "t"] = "randomization",
    permutations: int = 10000,
    seed: int = 42,
    correction: Literal["holm", "bh", "bonferroni", "none"] = "holm",
    alpha: float = 0.05,
    threshold: int = 1,
    threads: int = 0,
) -> SensitivityResult: ...
def measures() -> pd.DataFrame: ...
def official_measures() -> list[str]: ...
def all_trec_measures() -> list[str]: ...
