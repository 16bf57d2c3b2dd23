#!/usr/bin/env python3
"""Deterministic generator of a synthetic TREC run and qrels for RankLens tests and benchmarks.

The data is built to exercise the places where evaluation tools disagree:
  * tied scores (--ties: share of a query's scores rounded onto a coarse grid, so they form
    groups of equal scores that trec_eval orders by docid descending in strcmp order);
  * docids "D<number>" of varied length (D9 vs D10, so strcmp order != numeric order);
  * qids of varied length (e.g. "7", "42", "1003": strcmp order != numeric order);
  * graded labels 0..G, with some 0 and a few negative ones;
  * labelled queries absent from the run (--missing-queries) and run queries without any
    label (--unlabelled-queries);
  * relevant documents that the run never retrieved.

Same arguments + same seed -> byte-identical files. Example (7M run lines, ~10 s):
  gen_synthetic.py --queries 7000 --docs-per-query 1000 --seed 1 --ties 0.2 \
      --max-grade 3 --out-run /tmp/run.txt --out-qrels /tmp/qrels.txt
"""
import argparse
import random
import sys


def positive_int(s):
    v = int(s)
    if v < 0:
        raise argparse.ArgumentTypeError("must be >= 0")
    return v


def fraction(s):
    v = float(s)
    if not 0.0 <= v <= 1.0:
        raise argparse.ArgumentTypeError("must be in [0, 1]")
    return v


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--queries", type=positive_int, required=True, help="labelled queries")
    p.add_argument("--docs-per-query", type=positive_int, required=True,
                   help="retrieved docs per run query")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--ties", type=fraction, default=0.0,
                   help="share of scores rounded to a coarse grid to create tied groups")
    p.add_argument("--max-grade", type=positive_int, default=3, help="highest label")
    p.add_argument("--out-run", required=True)
    p.add_argument("--out-qrels", required=True)
    p.add_argument("--missing-queries", type=fraction, default=0.0,
                   help="share of labelled queries absent from the run")
    p.add_argument("--unlabelled-queries", type=fraction, default=0.0,
                   help="extra run-only queries, as a share of --queries")
    p.add_argument("--judged", type=fraction, default=0.3,
                   help="share of retrieved docs that carry a label (default 0.3)")
    p.add_argument("--tag", default="synth", help="run tag (last column)")
    p.add_argument("--docid-prefix", default="D",
                   help="text before each docid's number (default D; e.g. msmarco_doc_ for "
                        "MS MARCO v2 sized lines)")
    p.add_argument("--docid-style", choices=("prefix", "msmarco-v2.1"), default="prefix",
                   help="prefix: --docid-prefix then the doc's number; msmarco-v2.1: MS MARCO "
                        "v2.1 segment ids such as msmarco_v2.1_doc_53_397647#0_40703 (about 40 "
                        "bytes, long shared prefix)")
    p.add_argument("--shuffle-lines", action="store_true",
                   help="write a query's run lines in random order instead of by rank")
    return p.parse_args(argv)


def make_qids(n, rng):
    """n distinct qids of varied length; strcmp order differs from numeric order."""
    qids = set()
    out = []
    # Spread over several magnitudes: 1..9, 10..99, 100..9999, 10000..999999.
    bands = [(1, 9), (10, 99), (100, 9999), (10000, 999999)]
    while len(out) < n:
        lo, hi = bands[rng.randrange(len(bands))]
        q = rng.randint(lo, hi)
        if q in qids:
            continue
        qids.add(q)
        out.append(str(q))
    return out


def msmarco_v21_id(d):
    """An MS MARCO v2.1 segment id for doc number d, one-to-one: shard d % 59, a doc offset
    of 1..10 digits growing with d // 59, a segment number and the segment's offset."""
    shard, k = d % 59, d // 59
    off = k * 1_234_567 + 17 * shard
    seg = d % 7
    return "msmarco_v2.1_doc_%02d_%d#%d_%d" % (shard, off, seg, off + 4093 * seg + 1000 * k)


def docid_formatter(a):
    if a.docid_style == "msmarco-v2.1":
        return msmarco_v21_id
    pre = a.docid_prefix
    return lambda d: "%s%d" % (pre, d)


def main(argv=None):
    a = parse_args(sys.argv[1:] if argv is None else argv)
    rng = random.Random(a.seed)
    n_unlab = int(round(a.queries * a.unlabelled_queries))
    qids = make_qids(a.queries + n_unlab, rng)
    labelled = qids[: a.queries]
    run_only = qids[a.queries:]
    n_missing = int(round(a.queries * a.missing_queries))
    missing = set(rng.sample(range(a.queries), n_missing)) if n_missing else set()

    M = a.docs_per_query
    G = a.max_grade
    # Docid space: a query draws its docs from a pool several times larger than M, with numbers
    # of 1..7 digits so that lengths vary a lot.
    pool = max(4 * M, 50)
    grades = list(range(0, G + 1))
    # Label distribution: many 0, decreasing shares for higher grades, ~2% negative.
    grade_weights = [3.0] + [2.0 / g for g in range(1, G + 1)]

    run_w = open(a.out_run, "w", buffering=1 << 22)
    qrels_w = open(a.out_qrels, "w", buffering=1 << 22)
    tag = a.tag
    docid = docid_formatter(a)
    run_queries = [(i, q) for i, q in enumerate(labelled) if i not in missing]
    run_queries += [(a.queries + j, q) for j, q in enumerate(run_only)]
    # Interleave in a deterministic but non-sorted order (trec_eval does not care).
    rng.shuffle(run_queries)
    rand = rng.random
    n_lab = {}

    for qi, q in enumerate(labelled):
        qr = random.Random(a.seed * 1_000_003 + qi)
        # Doc numbers: a mix of short and long numbers.
        base = qr.choice((1, 7, 90, 1000, 55555))
        nums = qr.sample(range(base, base + pool), min(pool, M + M // 2 + 5))
        retrieved = nums[:M]
        extra = nums[M:]  # judged docs never retrieved
        n_j = int(M * a.judged)
        judged = qr.sample(retrieved, min(n_j, len(retrieved)))
        judged += extra[: max(1, len(extra) // 4)]
        lines = []
        for d in judged:
            g = qr.choices(grades, grade_weights)[0]
            if qr.random() < 0.02:
                g = -qr.randint(1, 2)
            lines.append("%s 0 %s %d\n" % (q, docid(d), g))
        # A few queries have only 0/negative labels (evaluated, score 0).
        if qr.random() < 0.03:
            lines = ["%s 0 %s %d\n" % (q, docid(d), -1 if qr.random() < 0.1 else 0)
                     for d in judged]
        qr.shuffle(lines)
        qrels_w.write("".join(lines))
        n_lab[q] = retrieved

    for idx, q in run_queries:
        qr = random.Random(a.seed * 7_000_003 + idx)
        if q in n_lab:
            docs = n_lab[q]
        else:
            base = qr.choice((1, 7, 90, 1000))
            docs = qr.sample(range(base, base + pool), min(pool, M))
        # Scores: descending-ish floats; a share rounded to a coarse grid -> ties.
        r = qr.random
        scores = [r() * 20.0 for _ in docs]
        if a.ties > 0:
            grid = qr.choice((0.5, 1.0, 2.0))
            for i in range(len(scores)):
                if r() < a.ties:
                    scores[i] = round(scores[i] / grid) * grid
        order = sorted(range(len(docs)), key=scores.__getitem__, reverse=True)
        if a.shuffle_lines:
            qr.shuffle(order)
        # rank column: 1..M in file order (ignored by trec_eval).
        run_w.write("".join(
            "%s Q0 %s %d %.6f %s\n" % (q, docid(docs[j]), rank, scores[j], tag)
            for rank, j in enumerate(order, 1)))
    run_w.close()
    qrels_w.close()
    del rand
    return 0


if __name__ == "__main__":
    sys.exit(main())
