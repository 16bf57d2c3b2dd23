"""Shared fixtures: the built CLI, a synthetic data set written both as files (for the CLI)
and as DataFrames/dicts (for the module), and a helper that runs the CLI's JSON output."""

import json
import os
import random
import subprocess

import pandas as pd
import pytest

CLI = os.environ.get("RANKLENS_CLI", "ranklens-cli")


def run_cli(*args, ok=(0,)):
    out = subprocess.run([CLI, *map(str, args)], capture_output=True, text=True)
    assert out.returncode in ok, f"ranklens-cli {' '.join(map(str, args))}: {out.stderr}"
    return out.stdout


def cli_eval_json(qrels, run, measures, cli_args=()):
    args = ["eval", "-q", "--format", "json"]
    for m in measures:
        args += ["-m", m]
    return json.loads(run_cli(*args, *cli_args, qrels, run))


class Synthetic:
    """40 labelled queries (5 the run misses, 4 without a relevant item), 3 run queries
    without labels; scores with ties; labels -1..4, many retrieved items unjudged; subtopics."""

    def __init__(self, directory, seed=7):
        rnd = random.Random(seed)
        self.qrels_rows, self.run_rows, self.div_rows = [], [], []
        for q in range(43):
            qid = f"q{q:02d}"
            docs = [f"d{rnd.randrange(80):02d}" for _ in range(60)]
            docs = list(dict.fromkeys(docs))[:35]
            if q < 40:
                for d in rnd.sample(docs, 18) + [f"x{q}a", f"x{q}b"]:
                    label = 0 if q % 10 == 3 else rnd.choice([-1, 0, 0, 1, 1, 2, 3, 4])
                    self.qrels_rows.append((qid, d, label))
                    if label > 0:
                        for s in rnd.sample(range(1, 4), rnd.randint(1, 2)):
                            self.div_rows.append((qid, s, d, 1))
            if 35 <= q < 40:
                continue  # labelled, not returned
            for i, d in enumerate(docs):
                score = round(rnd.random() * 4, 1)  # one decimal: plenty of ties
                self.run_rows.append((qid, d, i + 1, score))
        self.qrels = os.path.join(directory, "synthetic.qrels")
        self.run = os.path.join(directory, "synthetic.run")
        self.diversity = os.path.join(directory, "synthetic.div")
        # Item metadata for the beyond-accuracy measures: 5 categories, a popularity column;
        # the x.. items are unknown to it (as items missing from a catalogue are).
        self.items_rows = [(f"d{n:02d}", f"c{n % 5}", n % 7 + 1) for n in range(80)]
        self.items = os.path.join(directory, "items.csv")
        self.items_df().to_csv(self.items, index=False)
        with open(self.qrels, "w") as f:
            f.writelines(f"{q} 0 {d} {l}\n" for q, d, l in self.qrels_rows)
        with open(self.run, "w") as f:
            f.writelines(f"{q} Q0 {d} {r} {s!r} synth\n" for q, d, r, s in self.run_rows)
        with open(self.diversity, "w") as f:
            f.writelines(f"{q} {s} {d} {j}\n" for q, s, d, j in self.div_rows)

    def items_df(self):
        return pd.DataFrame(self.items_rows, columns=["docid", "category", "popularity"])

    def qrels_df(self):
        return pd.DataFrame(self.qrels_rows, columns=["qid", "docid", "label"])

    def run_df(self):
        return pd.DataFrame(self.run_rows, columns=["qid", "docid", "rank", "score"])

    def qrels_dict(self):
        d = {}
        for q, doc, l in self.qrels_rows:
            d.setdefault(q, {})[doc] = l
        return d

    def run_dict(self):
        d = {}
        for q, doc, _r, s in self.run_rows:
            d.setdefault(q, {})[doc] = s
        return d


@pytest.fixture(scope="session")
def synthetic(tmp_path_factory):
    return Synthetic(str(tmp_path_factory.mktemp("synthetic")))
