"""Plots of results on matplotlib (when it is installed): res.plot.curves(),
res.plot.distribution(), cmp.plot.deltas(). Each draws on ax (default: a new figure) and
returns the Axes; the definitions line is the figure's caption, as the numbers depend on it."""

import textwrap


def _pyplot():
    try:
        import matplotlib.pyplot as plt
    except ImportError as e:
        raise ImportError("ranklens' plots need matplotlib (Debian: apt install "
                          "python3-matplotlib; a venv: pip install matplotlib)") from e
    return plt


def _axes(ax):
    """ax, or the Axes of a new figure (marked: only such a figure gets the caption)."""
    if ax is None:
        _fig, ax = _pyplot().subplots(figsize=(7, 4.2))
        ax._ranklens_own_figure = True
    else:
        _pyplot()
    return ax


def _caption(ax, text):
    """The definitions under a figure this module made (a caller's figure is left alone)."""
    if getattr(ax, "_ranklens_own_figure", False):
        ax.figure.text(0.01, 0.005, textwrap.fill(text, 140), fontsize=6, va="bottom")
        ax.figure.tight_layout(rect=(0, 0.1, 1, 1))


def _columns(available, wanted, what):
    if wanted is None:
        return list(available)
    wanted = [wanted] if isinstance(wanted, str) else list(wanted)
    unknown = [w for w in wanted if w not in available]
    if unknown:
        raise ValueError(f"{what}: no column {', '.join(unknown)} (have {', '.join(available)})")
    return wanted


_CURVE_ALIASES = {"recip_rank": "RR"}


class EvalPlots:
    """res.plot: the plots of one EvalResult."""

    def __init__(self, result):
        self._r = result

    def curves(self, measures=None, *, ax=None):
        """Mean curves over the cut-off k (evaluate with curves=K), one line per curve column
        of res.curves (default: those of the measures evaluated, else all). Returns the Axes."""
        curves = self._r.curves
        if curves is None:
            raise ValueError("no curves: evaluate with curves=K (e.g. curves=20)")
        if measures is None:  # the curves of the measures evaluated (P_10: P, map: map_cut ...)
            names = {_CURVE_ALIASES.get(m, m) for m in self._r.measures.values()}
            measures = [c for c in curves.columns if c in names or c[:-4] in names] or None
        ax = _axes(ax)
        for col in _columns(curves.columns, measures, "curves"):
            ax.plot(curves.index, curves[col], marker=".", label=str(col))
        ax.set_xlabel("k (cut-off)")
        ax.set_ylabel("mean over queries")
        ax.set_title(f"{self._r.runid or 'run'}: curves")
        ax.legend(fontsize=8)
        _caption(ax, self._r.definitions["summary"])
        return ax

    def distribution(self, measure=None, *, bins=20, ax=None):
        """Histogram of the per-query values of one measure column (default: the first), the
        mean marked. Returns the Axes."""
        pq = self._r.per_query
        col = _columns(pq.columns, measure, "distribution")[0]
        values = pq[col].dropna()
        ax = _axes(ax)
        ax.hist(values, bins=bins, color="#4c72b0", edgecolor="white")
        ax.axvline(values.mean(), color="#c44e52", linestyle="--",
                   label=f"mean {values.mean():.4f}")
        ax.set_xlabel(str(col))
        ax.set_ylabel("queries")
        ax.set_title(f"{self._r.runid or 'run'}: {col} over {len(values)} queries")
        ax.legend(fontsize=8)
        _caption(ax, self._r.definitions["summary"])
        return ax


class ComparePlots:
    """cmp.plot: the plots of one CompareResult."""

    def __init__(self, result):
        self._r = result

    def deltas(self, metrics=None, *, segment="", ax=None):
        """Each run's delta against the baseline per metric with its confidence interval
        (filled marker: significant after correction), over the whole query set (segment "")
        or one segment. Returns the Axes."""
        t = self._r.table
        t = t[(t["segment"] == segment) & (t["run"] != self._r.report["baseline"])]
        if t.empty:
            raise ValueError(f"deltas: no rows for segment {segment!r}")
        keep = _columns(list(dict.fromkeys(t["metric"])), metrics, "deltas")
        t = t[t["metric"].isin(keep)]
        ax = _axes(ax)
        labels = [f"{r} {m}" for r, m in zip(t["run"], t["metric"])]
        y = list(range(len(t)))[::-1]
        lo = (t["delta"] - t["ci_low"]).clip(lower=0)
        hi = (t["ci_high"] - t["delta"]).clip(lower=0)
        ax.errorbar(t["delta"], y, xerr=[lo, hi], fmt="none", ecolor="gray", capsize=3)
        sig = t["significant"].astype(bool).to_numpy()
        ys = [v for v, s in zip(y, sig) if s]
        ax.scatter(t["delta"][sig], ys, color="#c44e52", zorder=3, label="significant")
        ax.scatter(t["delta"][~sig], [v for v, s in zip(y, sig) if not s], facecolors="white",
                   edgecolors="#4c72b0", zorder=3, label="not significant")
        ax.axvline(0, color="black", linewidth=0.8)
        ax.set_yticks(y, labels)
        ax.set_xlabel(f"delta against {self._r.report['baseline']}")
        ax.set_title("deltas" + (f" (segment {segment})" if segment else ""))
        ax.legend(fontsize=8)
        _caption(ax, self._r.definitions)
        return ax
