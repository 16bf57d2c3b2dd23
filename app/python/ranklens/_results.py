"""What evaluate() and compare() return: pandas DataFrames with the definitions attached."""

import html
import json

import pandas as pd

from ._plot import ComparePlots, EvalPlots


class EvalResult:
    """One run evaluated against labels.

    per_query   DataFrame, index qid (byte order, as the CLI), one column per measure column
                (trec_eval names: P_10, ndcg_cut_10, map ...)
    means       DataFrame, index measure column, column "value": the CLI's "all" values
    definitions dict: the definitions in force, exactly as ``ranklens-cli eval --format json``
    query_set   dict: what the means average (labelled queries, returned ones)
    in_run      Series of bool by qid: False for a labelled query the run missed (complete=True)
    curves      DataFrame k x measure of mean curves (curves=K), else None
    Both DataFrames carry ``.attrs["definitions"]``.
    """

    def __init__(self, raw):
        summary = json.loads(raw["summary_json"])
        self.definitions = summary["definitions"]
        self.query_set = summary["query_set"]
        self.runid = summary["runid"]
        self.num_q = summary["num_q"]
        self.missing_queries = summary["missing_queries"]
        self.unlabelled_run_queries = summary["unlabelled_run_queries"]
        self.ties = summary["ties"]
        self.notes = list(raw["notes"])
        self.eval_started_ns = raw["eval_started_ns"]
        self.eval_finished_ns = raw["eval_finished_ns"]
        index = pd.Index(raw["qids"], name="qid", dtype=object)
        data = {name: values for name, _m, _p, values, _i in raw["columns"] if len(values)}
        self.per_query = pd.DataFrame(data, index=index)
        self.measures = {name: measure for name, measure, _p, _v, _i in raw["columns"]}
        self.in_run = pd.Series(raw["in_run"], index=index, name="in_run")
        order = [c[0] for c in raw["columns"]]  # registry order, as the CLI prints them
        self.means = pd.DataFrame({"value": pd.Series(summary["all"], dtype=float)[order]})
        self.means.index.name = "measure"
        self.curves = None
        if "curves" in summary:
            self.curves = pd.DataFrame(summary["curves"])
            self.curves.index = pd.RangeIndex(1, len(self.curves) + 1, name="k")
        for df in (self.per_query, self.means):
            df.attrs["definitions"] = self.definitions
            df.attrs["query_set"] = self.query_set

    def mean(self, column):
        """The mean (or sum, geometric mean: as the measure aggregates) of one column."""
        return float(self.means.loc[column, "value"])

    def long(self):
        """Per-query values as rows qid, measure, value (the explorer's import format)."""
        df = self.per_query.reset_index().melt(id_vars="qid", var_name="measure",
                                               value_name="value")
        df.attrs["definitions"] = self.definitions
        return df

    def to_tsv(self, path):
        """Writes the per-query values as a `qid measure value` TSV, after the definitions
        header `ranklens-cli eval --format tsv` writes (# lines), so that a project knows what
        it imports."""
        write_long_tsv(self.long(), path, self.header_lines())

    def header_lines(self):
        """The CLI's TSV header: the definitions, the queries counted, what the means average."""
        d = self.definitions
        counts = (f"queries: {self.num_q} (missing from run: {self.missing_queries or 0}; "
                  f"run queries without labels: {self.unlabelled_run_queries or 0})")
        if self.ties:  # not known for ranklens.dask's results
            counts += (f"; tied groups: {self.ties['tied_groups']} in "
                       f"{self.ties['queries_with_ties']} queries")
        return [f"ranklens eval; run: {d.get('run', self.runid)}; labels: {d.get('labels', '')}; "
                f"{d['summary']}", counts, self.query_set["mean"]]

    @property
    def plot(self):
        """Plots on matplotlib: plot.curves(...), plot.distribution(...)."""
        return EvalPlots(self)

    def _repr_html_(self):
        rows = [(m, f"{v:.4f}") for m, v in self.means["value"].items()]
        caption = f"{self.runid or 'run'}: {self.num_q} queries; {self.query_set['mean']}"
        return _html_table(caption, ["measure", "mean"], rows, self.definitions["summary"])

    def __repr__(self):
        means = ", ".join(f"{k}={v:.4f}" for k, v in self.means["value"].items())
        return f"<ranklens.EvalResult {self.num_q} queries; {means}; {self.definitions['summary']}>"


def write_long_tsv(long_df, path, header=()):
    """qid measure value rows, tab-separated, values with 17 significant digits (exact), after
    the header lines (each written as a # comment)."""
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.writelines(f"# {line}\n" for line in header)
        long_df.to_csv(f, sep="\t", index=False, columns=["qid", "measure", "value"],
                       float_format="%.17g")


class CompareResult:
    """A comparison of runs against a baseline (core/compare's pipeline, as the CLI's compare).

    table        DataFrame, one row per (segment, run, metric): baseline, value, delta,
                 relative_delta, p, p_adjusted, significant, effect_dz, ci_low, ci_high, wins,
                 ties, losses ... ; segment "" is the whole query set
    findings     list of str: the reading aid's sentences (their evidence in readings), then
                 the warnings (a segment that goes against the overall result)
    readings     list of dict: text and evidence
    warnings     list of str
    guardrails   dict or None: per run, pass and every rule's check
    sensitivity  dict or None: queries whose win/loss flips under the second definition
    definitions  the definitions text; test: the test and its parameters
    query_set    dict: the pairing rule, the labelled queries and what each run missed
    notes        list of str: runs or measures left out (evaluated runs without them)
    report       the whole JSON report as a dict (``ranklens-cli compare --format json``)
    """

    def __init__(self, text):
        self.report = json.loads(text)
        r = self.report
        rows = []
        for table in [r["overall"]] + r["segments"]:
            for c in table["cells"]:
                row = {"segment": table["segment"], "queries": table["queries"]}
                row.update({k: v for k, v in c.items() if k != "ci"})
                row["ci_low"], row["ci_high"] = c["ci"]
                rows.append(row)
        self.table = pd.DataFrame(rows)
        self.definitions = r["definitions"]
        self.test = r["test"]
        self.query_set = r["query_set"]
        self.notes = list(r.get("notes", []))
        self.readings = r["readings"]
        self.findings = [x["text"] for x in r["readings"]] + list(r["warnings"])
        self.warnings = r["warnings"]
        self.guardrails = r.get("guardrails")
        self.sensitivity = r.get("sensitivity")
        self.table.attrs["definitions"] = self.definitions
        self.table.attrs["test"] = self.test

    @property
    def passed(self):
        """False when a guardrail failed (the CLI exits 5) or could not be decided (a gain
        that is not significant: the CLI exits 8; see inconclusive)."""
        return all(x["pass"] for x in (self.guardrails or {}).get("runs", []))

    @property
    def inconclusive(self):
        """True when no guardrail failed but one could not be decided (the CLI exits 8)."""
        runs = (self.guardrails or {}).get("runs", [])
        return not self.passed and all(x["pass"] or x.get("inconclusive") for x in runs)

    @property
    def plot(self):
        """Plots on matplotlib: plot.deltas(...)."""
        return ComparePlots(self)

    def _repr_html_(self):
        t = self.table[self.table["segment"] == ""]
        rows = [(r.run, r.metric, _num(r.value), _num(r.delta),
                 f"[{_num(r.ci_low)}, {_num(r.ci_high)}]", _num(r.p_adjusted, 3),
                 "yes" if r.significant else "", f"{r.wins}/{r.ties}/{r.losses}")
                for r in t.itertuples() if r.run != self.report["baseline"]]
        caption = (f"against {self.report['baseline']}: {len(self.report['runs'])} runs, "
                   f"{len(self.findings)} findings")
        head = ["run", "metric", "value", "delta", "CI", "p adj.", "significant", "W/T/L"]
        return _html_table(caption, head, rows, self.definitions)

    def __repr__(self):
        return (f"<ranklens.CompareResult {len(self.report['runs'])} runs, "
                f"{len(self.report['metrics'])} metrics; {len(self.findings)} findings>")


class LeaderboardResult:
    """A leaderboard of runs (core/compare's leaderboard, as ``ranklens-cli leaderboard``).

    runs     DataFrame, one row per (measure, run), best first: mean, ci_low, ci_high, group
             (runs sharing a letter are not told apart), rank
    pairs    DataFrame, one row per (measure, pair a < b): delta (mean of b - mean of a), p,
             p_adjusted, significant, ci_low, ci_high, effect_size (None with
             effect_size_reason when the differences do not vary), mde, queries_needed
    anova    DataFrame, one row per measure: the two-way ANOVA (score ~ system + topic)
    report   the whole JSON as a dict (``--format json``)
    """

    def __init__(self, text):
        self.report = json.loads(text)
        runs, pairs, anova = [], [], []
        run_keys = ["run", "mean", "ci_low", "ci_high", "group"]
        pair_keys = ["a", "b", "delta", "p", "p_adjusted", "significant", "ci_low", "ci_high",
                     "effect_size", "effect_size_reason", "mde", "queries_needed",
                     "sd_differences"]
        anova_keys = ["df_system", "df_topic", "df_residual", "ss_system", "ss_topic",
                      "ss_residual", "ms_system", "ms_topic", "ms_residual", "f_system",
                      "p_system", "f_topic", "p_topic"]
        for m in self.report["measures"]:
            for rank, r in enumerate(m["runs"], 1):
                runs.append({"measure": m["measure"], "rank": rank,
                             **{k: r.get(k) for k in run_keys}})
            for p in m["pairs"]:
                pairs.append({"measure": m["measure"], **{k: p.get(k) for k in pair_keys}})
            anova.append({"measure": m["measure"], "queries": m["queries"],
                          **{k: m["anova"].get(k) for k in anova_keys}})
        self.runs = pd.DataFrame(runs)
        self.pairs = pd.DataFrame(pairs)
        self.anova = pd.DataFrame(anova)
        self.definitions = self.report["definitions"]
        for df in (self.runs, self.pairs, self.anova):
            df.attrs["definitions"] = self.definitions
            df.attrs["test"] = self.report["test"]

    def _repr_html_(self):
        rows = [(r.measure, r.rank, r.run, _num(r.mean), f"[{_num(r.ci_low)}, {_num(r.ci_high)}]",
                 r.group) for r in self.runs.itertuples()]
        caption = (f"leaderboard: {len(self.report['runs_given'])} runs, test "
                   f"{self.report['test']}, alpha {self.report['alpha']}")
        head = ["measure", "rank", "run", "mean", "CI", "group"]
        return _html_table(caption, head, rows, self.definitions)

    def __repr__(self):
        return (f"<ranklens.LeaderboardResult {len(self.report['runs_given'])} runs, "
                f"{len(self.report['measures'])} measures>")


def _num(v, digits=4):
    return "" if v is None or v != v else f"{v:.{digits}f}"


def _html_table(caption, head, rows, definitions):
    """A compact HTML table for notebooks, the definitions line under it."""
    e = html.escape
    out = [f"<table><caption style='text-align:left'>{e(caption)}</caption><thead><tr>"]
    out += [f"<th>{e(h)}</th>" for h in head] + ["</tr></thead><tbody>"]
    for r in rows:
        out.append("<tr>" + "".join(f"<td>{e(str(c))}</td>" for c in r) + "</tr>")
    out.append(f"</tbody></table><div style='font-size:smaller'>{e(str(definitions))}</div>")
    return "".join(out)
