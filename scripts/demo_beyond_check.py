#!/usr/bin/env python3
"""Independent check of the demo's beyond-accuracy story (issue 13), straight from the files in
resources/demo/ with no RankLens code: per segment, the mean over queries of NDCG@10
(trec_eval ndcg_cut.10: linear gain, ideal from every label), ILD@10, category coverage@10,
novelty@10 and ARP@10 for baseline and new_model, with the definitions of core/beyond/beyond_accuracy.h:
  ILD@k     share of item pairs in the top k with different categories (uncategorised items
            left out; fewer than two categorised: 0)
  catcov@k  distinct categories in the top k / categories in items.csv
  novelty@k mean -log2(pop / N) over the top-k items with a popularity, N = max(queries in the
            run, largest popularity) (RankLens' N for a popularity column)
  ARP@k     mean popularity of the top-k items (unknown items 0)
Ties in scores are broken as trec_eval does (docid descending). The tests that print demo
beyond-accuracy values name this script as their source.

usage: scripts/demo_beyond_check.py [DEMO_DIR]
"""
import csv
import math
import os
import sys
from collections import defaultdict

K = 10
DEMO = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "resources", "demo")


def read_run(path):
    lists = defaultdict(list)
    with open(path) as f:
        for line in f:
            q, _, doc, _, score, _ = line.split()
            lists[q].append((float(score), doc))
    out = {}
    for q, rows in lists.items():
        rows.sort(key=lambda t: t[1], reverse=True)  # docid descending among ties ...
        rows.sort(key=lambda t: t[0], reverse=True)  # ... then score descending (stable)
        out[q] = [doc for _, doc in rows]
    return out


qrels = defaultdict(dict)
with open(os.path.join(DEMO, "grades.qrels")) as f:
    for line in f:
        q, _, doc, g = line.split()
        qrels[q][doc] = int(g)
segment = {}
with open(os.path.join(DEMO, "queries.csv")) as f:
    for row in csv.DictReader(f):
        segment[row["query"]] = row["segment"]
category, popularity = {}, {}
with open(os.path.join(DEMO, "items.csv")) as f:
    for row in csv.DictReader(f):
        category[row["item"]] = row["category"]
        if row.get("popularity", "") != "":
            popularity[row["item"]] = float(row["popularity"])
n_categories = len({c for c in category.values() if c})


def ndcg(ranked, labels):
    dcg = sum(labels.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked[:K])
              if labels.get(d, 0) > 0)
    ideal = sorted((g for g in labels.values() if g > 0), reverse=True)[:K]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg > 0 else 0.0


def ild(top):
    cats = [category[d] for d in top if category.get(d, "")]
    pairs = [(a, b) for i, a in enumerate(cats) for b in cats[i + 1:]]
    return sum(a != b for a, b in pairs) / len(pairs) if pairs else 0.0


def catcov(top):
    return len({category[d] for d in top if category.get(d, "")}) / n_categories


def novelty(top, users):
    info = [-math.log2(popularity[d] / users) for d in top if popularity.get(d, 0) > 0]
    return sum(info) / len(info) if info else 0.0


def arp(top):
    return sum(popularity.get(d, 0.0) for d in top) / len(top) if top else 0.0


def main():
    print("segment    run        queries   ndcg@10    ild@10  catcov@10  novelty@10      arp@10")
    for run in ("baseline", "new_model"):
        ranked = read_run(os.path.join(DEMO, run + ".run"))
        users = max([float(len(ranked))] + list(popularity.values()))
        values = defaultdict(list)
        for q, docs in ranked.items():
            top = docs[:K]
            row = (ndcg(docs, qrels.get(q, {})), ild(top), catcov(top), novelty(top, users),
                   arp(top))
            values["all"].append(row)
            values[segment.get(q, "")].append(row)
        for seg in ("all", "new_user", "returning"):
            rows = values[seg]
            means = [sum(col) / len(rows) for col in zip(*rows)]
            print("%-10s %-10s %7d  %8.6f  %8.6f   %8.6f   %9.6f  %10.6f" %
                  ((seg, run, len(rows)) + tuple(means)))


main()
