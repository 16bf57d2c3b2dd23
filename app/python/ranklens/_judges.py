"""Several label sets (issue 47): agreement, consensus and whether the labels change the verdict.
The same engine and JSON as ranklens-cli's agreement, consensus and label-sensitivity."""

import json
import os
from dataclasses import dataclass, field

import pandas as pd

from . import _core
from ._inputs import as_qrels, as_run, existing_path, _is_path


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
    pairs: the pairwise Cohen kappas; gold: each set against the gold set; raw: the CLI's JSON."""
    summary: pd.DataFrame
    pairs: pd.DataFrame
    gold: pd.DataFrame
    raw: dict = field(repr=False)


def agreement(labels, *, gold=None, sets=None, gold_set=None):
    """How far two or more label sets agree (`ranklens-cli agreement --format json`).

    labels: label files (a judge column gives one set per judge), DataFrames or dicts, as a list
    or {name: labels}; or a project path with sets=[name, ...]. gold: a gold label set (a path
    or DataFrame; with a project, gold_set=name). Returns an AgreementResult of DataFrames.
    """
    s = _label_sets(labels, sets)
    g = None
    if gold_set is not None:
        g = _label_sets(labels, [gold_set])[0]
    elif gold is not None:
        g = (os.path.basename(os.fsdecode(gold)) if _is_path(gold) else "gold", as_qrels(gold))
    raw = json.loads(_core.agreement(s, g))
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
    return AgreementResult(summary, pairs, gold_df, raw)


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
    raw: the CLI's JSON."""
    orders: pd.DataFrame
    pairs: pd.DataFrame
    changed: pd.DataFrame
    raw: dict = field(repr=False)


def _run_names(runs, handles):
    names = []
    for i, (r, h) in enumerate(zip(runs, handles)):
        base = os.path.basename(os.fsdecode(r)) if _is_path(r) else None
        n = h.name if _is_path(r) and h.name else (base or f"run{i + 1}")
        if n in names:
            n = base or f"run{i + 1}"
        names.append(n)
    return names


def label_sensitivity(labels, runs, measures=None, *, sets=None, names=None, **options):
    """Does the choice of labels change the verdict (`ranklens-cli label-sensitivity`)?
    Every run evaluated under each label set (means as eval -c), the order per set, Kendall's
    tau-b and tau_AP between orders, and the run pairs whose verdict changes.

    labels: as agreement's. runs: paths, DataFrames or dicts. measures: specs (default
    ndcg@10). options: test="randomization" | "t", permutations=10000, seed=42,
    correction="holm" | "bh" | "bonferroni" | "none", alpha=0.05, threshold=1, threads=0.
    Returns a SensitivityResult of DataFrames.
    """
    s = _label_sets(labels, sets)
    runs = list(runs)
    handles = [as_run(r, None, None if names is None else str(n))
               for r, n in zip(runs, names or [None] * len(runs))]
    run_names = [str(n) for n in names] if names is not None else _run_names(runs, handles)
    opts = dict(options)
    opts["measures"] = [measures] if isinstance(measures, str) else list(measures or [])
    raw = json.loads(_core.label_sensitivity(s, handles, run_names, opts))
    orders, pairs, changed = [], [], []
    for m in raw["measures"]:
        for st in m["sets"]:
            for rank, run in enumerate(st["order"], 1):
                orders.append((m["measure"], st["labels"], run, rank, st["means"][run]))
        for p in m["pairs_of_sets"]:
            pairs.append((m["measure"], p["a"], p["b"], p["kendall_tau"], p["tau_ap"]))
            for c in p["changed"]:
                changed.append((m["measure"], p["a"], p["b"], c["runs"][0], c["runs"][1],
                                c["verdict_a"], c["verdict_b"], c["reversed"]))
    return SensitivityResult(
        pd.DataFrame(orders, columns=["measure", "labels", "run", "rank", "mean"]),
        pd.DataFrame(pairs, columns=["measure", "a", "b", "kendall_tau", "tau_ap"]),
        pd.DataFrame(changed, columns=["measure", "a", "b", "run1", "run2", "verdict_a",
                                       "verdict_b", "reversed"]),
        raw)
