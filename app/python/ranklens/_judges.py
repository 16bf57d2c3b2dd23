"""Several label sets (issue 47): agreement, consensus and whether the labels change the verdict.
The same engine and JSON as ranklens-cli's agreement, consensus and label-sensitivity."""

import json
import os
from dataclasses import dataclass, field

import pandas as pd

from . import _core
from ._inputs import as_qrels, existing_path, _is_path
from ._results import EvalResult
from ._runs import run_slots


def _label_sets(labels, sets=None):
    """[(name, Qrels)] from label files (a judge column gives one set per judge), DataFrames or
    dicts (a list, or {name: labels}), or one project path with sets=[names]."""
    if sets:
        if not _is_path(labels):
            raise ValueError("sets= names label sets of a project: give the project's path")
        return _core.read_label_sets([existing_path(labels, "project")], [str(s) for s in sets])
    if isinstance(labels, dict):
        items = list(labels.items())
    elif isinstance(labels, (list, tuple)):
        items = [(None, x) for x in labels]
    else:
        raise ValueError("labels: a list of label sets (paths, DataFrames, dicts) or "
                         "{name: label set}")
    out = []
    for i, (name, x) in enumerate(items):
        if _is_path(x) and name is None:
            out.extend(_core.read_label_sets([existing_path(x, "labels")], []))
        else:
            out.append((str(name) if name is not None else f"set{i + 1}", as_qrels(x)))
    return out


@dataclass
class AgreementResult:
    """summary: one row per coefficient (Fleiss' kappa, Krippendorff's alpha nominal, ordinal,
    interval) with its value (None when undefined), the items it is computed on and a note;
    pairs: the pairwise Cohen kappas; gold: each set against the gold set; queries (with
    by_query=True, else empty): per query the items graded by two sets or more, those graded
    alike by every set (unanimous) and Krippendorff's alpha over the query's items (None when
    undefined); raw: the CLI's JSON."""
    summary: pd.DataFrame
    pairs: pd.DataFrame
    gold: pd.DataFrame
    raw: dict = field(repr=False)
    queries: pd.DataFrame = field(default_factory=lambda: pd.DataFrame(columns=QUERY_COLUMNS))


QUERY_COLUMNS = ["qid", "items", "unanimous", "alpha_nominal", "alpha_ordinal", "alpha_interval"]


def _queries_frame(raw):
    """The `agreement --by-query` JSON's "queries" as a DataFrame (QUERY_COLUMNS)."""
    rows = [(q["qid"], q["items"], q["unanimous"], *(q["krippendorff_alpha"][k] for k in
                                                     ("nominal", "ordinal", "interval")))
            for q in raw.get("queries", [])]
    return pd.DataFrame(rows, columns=QUERY_COLUMNS)


def agreement(labels, *, gold=None, sets=None, gold_set=None, by_query=False):
    """How far two or more label sets agree (`ranklens-cli agreement --format json`).

    labels: label files (a judge column gives one set per judge), DataFrames or dicts, as a list
    or {name: labels}; or a project path with sets=[name, ...]. gold: a gold label set (a path
    or DataFrame; with a project, gold_set=name). by_query: also each query's agreement
    (`agreement --by-query`). Returns an AgreementResult of DataFrames.
    """
    s = _label_sets(labels, sets)
    g = None
    if gold_set is not None:
        g = _label_sets(labels, [gold_set])[0]
    elif gold is not None:
        g = (os.path.basename(os.fsdecode(gold)) if _is_path(gold) else "gold", as_qrels(gold))
    raw = json.loads(_core.agreement(s, g, bool(by_query)))
    alpha = raw["krippendorff_alpha"]
    rows = [("fleiss_kappa", raw["fleiss_kappa"], raw["fleiss_items"],
             raw.get("fleiss_kappa_note", ""))]
    for k in ("nominal", "ordinal", "interval"):
        rows.append((f"krippendorff_alpha_{k}", alpha[k], raw["alpha_items"],
                     raw.get("krippendorff_alpha_note", "")))
    summary = pd.DataFrame(rows, columns=["coefficient", "value", "items", "note"])
    pairs = pd.DataFrame(raw["pairs"], columns=["a", "b", "kappa", "kappa_linear",
                                                "kappa_quadratic", "items", "agreed"])
    gold_df = pd.DataFrame(raw["gold"], columns=["set", "accuracy", "kappa", "items"])
    return AgreementResult(summary, pairs, gold_df, raw, _queries_frame(raw))


def consensus(labels, rule="majority", *, ties="lower", min_sets=1, sets=None):
    """One label set from several (`ranklens-cli consensus`): per item the majority, median or
    mean grade of the sets that graded it. ties: "lower" (the lowest tied grade), "higher" or
    "drop". Returns a DataFrame (qid, docid, label); df.attrs["ties"] lists the tied items
    (qid, docid, grades, taken -- None when dropped)."""
    d = _core.consensus(_label_sets(labels, sets), str(rule), str(ties), int(min_sets))
    df = pd.DataFrame({"qid": d["qid"], "docid": d["docid"], "label": d["label"]})
    df.attrs["ties"] = pd.DataFrame(d["ties"], columns=["qid", "docid", "grades", "taken"])
    df.attrs["too_few"] = d["too_few"]
    return df


@dataclass
class SensitivityResult:
    """orders: per measure and label set each run's rank and mean; pairs: per measure and pair
    of label sets Kendall's tau-b and tau_AP; changed: the run pairs whose verdict changes;
    impact (with impact=): the disagreements between two sets by how far one grade moves the
    pair's delta; holes (with holes=): per measure and set the delta with the unjudged items of
    the top k graded highest (best) and 0 (worst) and whether the verdict survives; hole_items:
    those items by their influence; raw: the CLI's JSON."""
    orders: pd.DataFrame
    pairs: pd.DataFrame
    changed: pd.DataFrame
    raw: dict = field(repr=False)
    impact: pd.DataFrame = None
    holes: pd.DataFrame = None
    hole_items: pd.DataFrame = None


IMPACT_COLUMNS = ["measure", "a", "b", "qid", "docid", "grade_a", "grade_b", "delta_a",
                  "delta_if_b"]
HOLES_COLUMNS = ["measure", "labels", "run1", "run2", "k", "top_grade", "queries", "holes",
                 "delta", "best", "worst", "survives"]
HOLE_ITEM_COLUMNS = ["measure", "labels", "qid", "docid", "rank_1", "rank_2", "delta_if_top",
                     "shift", "flips"]


def _run_pair(value, what):
    """(run1, run2) from "r1,r2" or a pair of names, as the CLI's --impact / --holes R1,R2."""
    if value is None:
        return None
    pair = value.split(",") if isinstance(value, str) else list(value)
    if len(pair) != 2:
        raise ValueError(f"{what}: two runs, (run1, run2) or \"run1,run2\"")
    return [str(r) for r in pair]


def _frames(raw):
    """orders, pairs, changed, impact, holes and hole_items of the CLI's JSON."""
    orders, pairs, changed, impact = [], [], [], []
    for m in raw["measures"]:
        for st in m["sets"]:
            for rank, run in enumerate(st["order"], 1):
                orders.append((m["measure"], st["labels"], run, rank, st["means"][run]))
        for p in m["pairs_of_sets"]:
            pairs.append((m["measure"], p["a"], p["b"], p["kendall_tau"], p["tau_ap"]))
            for c in p["changed"]:
                changed.append((m["measure"], p["a"], p["b"], c["runs"][0], c["runs"][1],
                                c["verdict_a"], c["verdict_b"], c["reversed"]))
            for d in p.get("impact", []):
                impact.append((m["measure"], p["a"], p["b"], *(d[k] for k in IMPACT_COLUMNS[3:])))
    holes = [(h["measure"], h["labels"], *h["runs"], *(h[k] for k in HOLES_COLUMNS[4:]))
             for h in raw.get("holes", [])]
    items = [(h["measure"], h["labels"], *(i[k] for k in HOLE_ITEM_COLUMNS[2:]))
             for h in raw.get("holes", []) for i in h["items"]]
    return (pd.DataFrame(orders, columns=["measure", "labels", "run", "rank", "mean"]),
            pd.DataFrame(pairs, columns=["measure", "a", "b", "kendall_tau", "tau_ap"]),
            pd.DataFrame(changed, columns=["measure", "a", "b", "run1", "run2", "verdict_a",
                                           "verdict_b", "reversed"]),
            pd.DataFrame(impact, columns=IMPACT_COLUMNS),
            pd.DataFrame(holes, columns=HOLES_COLUMNS),
            pd.DataFrame(items, columns=HOLE_ITEM_COLUMNS))


def label_sensitivity(labels, runs, measures=None, *, sets=None, names=None, impact=None,
                      impact_top=20, holes=None, holes_k=10, **options):
    """Does the choice of labels change the verdict (`ranklens-cli label-sensitivity`)?
    Every run evaluated under each label set (means as eval -c), the order per set, Kendall's
    tau-b and tau_AP between orders, and the run pairs whose verdict changes.

    labels: as agreement's. runs: paths, DataFrames or dicts (rankings: every run is evaluated
    again under each set). measures: specs (default ndcg@10). impact=(run1, run2) (or
    "run1,run2", as --impact): each disagreement between two sets by how much run2's delta to
    run1 moves when that item takes the other set's grade, the first impact_top per pair of
    sets. holes=(run1, run2) (as --holes): run2's delta to run1 with the unjudged items of the
    top holes_k graded highest and 0, and those items by influence. options: test="randomization"
    | "t", permutations=10000, seed=42, correction="holm" | "bh" | "bonferroni" | "none",
    alpha=0.05, threshold=1, threads=0. Returns a SensitivityResult of DataFrames.
    """
    s = _label_sets(labels, sets)
    runs = list(runs)
    if any(isinstance(r, EvalResult) for r in runs):
        raise ValueError("runs: label_sensitivity evaluates every run again under each label "
                         "set; give the rankings (paths, DataFrames, dicts), not EvalResults")
    handles, run_names = run_slots(runs, names, lambda i: f"run{i + 1}")
    opts = dict(options)
    opts["measures"] = [measures] if isinstance(measures, str) else list(measures or [])
    opts.update(impact=_run_pair(impact, "impact"), impact_top=int(impact_top),
                holes=_run_pair(holes, "holes"), holes_k=int(holes_k))
    for key in ("impact_top", "holes_k"):
        if opts[key] < 1:
            raise ValueError(f"{key}: must be at least 1")
    raw = json.loads(_core.label_sensitivity(s, handles, [str(n) for n in run_names], opts))
    orders, pairs, changed, impact_df, holes_df, items = _frames(raw)
    return SensitivityResult(orders, pairs, changed, raw, impact_df, holes_df, items)
