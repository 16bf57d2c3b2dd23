#!/usr/bin/env python3
"""Benchmark of the Python module: NDCG@10 of a 7M-row run held in a pandas DataFrame by
  1. ranklens.evaluate(qrels_df, run_df)   (DataFrame columns -> engine -> DataFrames)
  2. ranklens-cli eval on the same run as a TREC file
  3. a plain pandas groupby implementation of NDCG@10 (merge, sort, cumcount, groupby sums)
and prints the three timings, rows per second, and the machine's load (2 shared cores here:
other jobs' load shows in the figures).

usage: scripts/bench_python.py [--build build] [--queries 7000] [--docs 1000] [--repeat 3]
Data from scripts/gen_synthetic.py (seed 1, 20% tied scores), kept in /tmp/ranklens-bench-py.
"""
import argparse
import os
import subprocess
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))


def args():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--build", default=os.path.join(here, "..", "build"))
    p.add_argument("--queries", type=int, default=7000)
    p.add_argument("--docs", type=int, default=1000)
    p.add_argument("--repeat", type=int, default=3, help="best of N for each contender")
    p.add_argument("--dir", default="/tmp/ranklens-bench-py")
    return p.parse_args()


def load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def best(n, fn):
    times, out = [], None
    for _ in range(n):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return min(times), out


def pandas_ndcg10(qrels, run):
    """NDCG@10 the way a notebook would write it: linear gain, log2 discount, ties in
    pandas' sort order, ideal from the positive labels, mean over queries in both run and labels."""
    import numpy as np
    r = run[["qid", "docid", "score"]].sort_values(["qid", "score"], ascending=[True, False],
                                                   kind="stable")
    r["rank"] = r.groupby("qid", sort=False).cumcount() + 1
    top = r[r["rank"] <= 10].merge(qrels, on=["qid", "docid"], how="left")
    top["gain"] = top["label"].fillna(0).clip(lower=0) / np.log2(top["rank"] + 1)
    dcg = top.groupby("qid")["gain"].sum()
    ideal = qrels[qrels["label"] > 0].sort_values(["qid", "label"], ascending=[True, False])
    ideal["rank"] = ideal.groupby("qid", sort=False).cumcount() + 1
    ideal = ideal[ideal["rank"] <= 10]
    idcg = (ideal["label"] / np.log2(ideal["rank"] + 1)).groupby(ideal["qid"]).sum()
    both = dcg.index.intersection(qrels["qid"].unique())
    ndcg = (dcg.reindex(both) / idcg.reindex(both)).fillna(0.0)
    return float(ndcg.mean())


def main():
    a = args()
    sys.path.insert(0, os.path.join(a.build, "app", "python"))
    import pandas as pd
    import ranklens
    cli = os.path.join(a.build, "app", "ranklens-cli")
    os.makedirs(a.dir, exist_ok=True)
    stem = os.path.join(a.dir, f"q{a.queries}_d{a.docs}")
    run_path, qrels_path = stem + ".run", stem + ".qrels"
    if not os.path.exists(run_path):
        subprocess.run([sys.executable, os.path.join(here, "gen_synthetic.py"), "--queries",
                        str(a.queries), "--docs-per-query", str(a.docs), "--seed", "1", "--ties",
                        "0.2", "--max-grade", "3", "--out-run", run_path, "--out-qrels",
                        qrels_path], check=True)
    print(f"machine: {os.cpu_count()} cores; load before: {load()}")
    t = time.perf_counter()
    names = ["qid", "q0", "docid", "rank", "score", "tag"]
    run = pd.read_csv(run_path, sep=" ", header=None, names=names,
                      dtype={"qid": str, "docid": str}, usecols=["qid", "docid", "score"])
    qrels = pd.read_csv(qrels_path, sep=" ", header=None, names=["qid", "it", "docid", "label"],
                        dtype={"qid": str, "docid": str}, usecols=["qid", "docid", "label"])
    print(f"data: {len(run):,} run rows, {len(qrels):,} labels "
          f"(read into pandas in {time.perf_counter() - t:.1f} s, not timed below)")

    t_mod, res = best(a.repeat, lambda: ranklens.evaluate(qrels, run, ["ndcg_cut.10"]))
    q = ranklens.prepare_qrels(qrels)
    t_conv, r = best(1, lambda: ranklens.prepare_run(run, q))
    t_eval, _ = best(1, lambda: ranklens.evaluate(q, r, ["ndcg_cut.10"]))
    t_cli, out = best(a.repeat, lambda: subprocess.run(
        [cli, "eval", "-m", "ndcg_cut.10", qrels_path, run_path], check=True,
        capture_output=True, text=True).stdout)
    t_pd, pd_mean = best(max(1, a.repeat - 1), lambda: pandas_ndcg10(qrels, run))

    n = len(run)
    cli_mean = float(out.split()[-1])
    print(f"1. ranklens.evaluate(DataFrame)  {t_mod:6.2f} s  {n / t_mod / 1e6:5.1f} M rows/s  "
          f"ndcg_cut_10 = {res.mean('ndcg_cut_10'):.4f}  "
          f"(columns -> engine {t_conv:.2f} s, evaluation {t_eval:.2f} s)")
    print(f"2. ranklens-cli eval (file)      {t_cli:6.2f} s  {n / t_cli / 1e6:5.1f} M rows/s  "
          f"ndcg_cut_10 = {cli_mean:.4f}")
    print(f"3. pandas groupby NDCG@10        {t_pd:6.2f} s  {n / t_pd / 1e6:5.1f} M rows/s  "
          f"ndcg@10 = {pd_mean:.4f} (its own tie order)")
    print(f"module vs pandas: {t_pd / t_mod:.1f}x faster; CLI vs module: {t_mod / t_cli:.2f}x")
    print(f"load after: {load()} (1, 5, 15 min averages on {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
