#!/usr/bin/env python3
"""Generates the bundled RankLens demo project inputs (resources/demo/).

Two systems (baseline, new_model) over 300 queries with graded labels (0-3) and two query
segments. The story: new_model is better on average (it is much better for returning users)
but worse for new users; and what it shows new users is narrow and popular (items.csv: categories
and a popularity column, issue 13). Plus the worked examples of SPEC.md as small queries (segment
"worked_example"). Deterministic (fixed seed); rerun to regenerate.
"""
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "demo")
rng = random.Random(20240611)

ADJ = ["cheap", "wireless", "waterproof", "vintage", "kids", "organic", "compact", "leather",
       "gaming", "ergonomic", "running", "summer", "winter", "electric", "portable", "smart"]
NOUN = ["headphones", "backpack", "jacket", "shoes", "desk lamp", "coffee grinder", "keyboard",
        "tent", "blender", "watch", "sofa", "camera", "yoga mat", "bike helmet", "kettle",
        "monitor", "novel", "board game", "sunglasses", "drill"]
EXTRA = ["", "", "for men", "for women", "under 50", "best rated", "gift", "set", "2024", "pro"]

N_QUERIES = 300
LIST_LEN = 50


def qtext():
    return " ".join(w for w in (rng.choice(ADJ), rng.choice(NOUN), rng.choice(EXTRA)) if w)


runs = {"baseline": [], "new_model": []}
qrels = []
meta = []
for i in range(1, N_QUERIES + 1):
    qid = "q%03d" % i
    segment = "new_user" if i % 2 else "returning"
    weight = rng.choice([1, 1, 1, 2, 3, 5, 8])
    meta.append((qid, qtext(), segment, weight))
    # Labels: some relevant items (grades 1..3) and some judged non-relevant ones.
    n_rel = rng.randint(3, 18)
    items = {}
    for _ in range(n_rel):
        items["d%05d" % rng.randint(0, 99999)] = rng.choices([1, 2, 3], [5, 3, 2])[0]
    for _ in range(rng.randint(5, 15)):
        items.setdefault("d%05d" % rng.randint(0, 99999), 0)
    for doc, g in items.items():
        qrels.append((qid, doc, g))
    pool = list(items) + ["d%05d" % rng.randint(0, 99999) for _ in range(120)]
    pool = list(dict.fromkeys(pool))
    difficulty = rng.uniform(0.3, 1.4)
    for run, skill in (("baseline", 1.0),
                       ("new_model", 2.2 if segment == "returning" else 0.7)):
        skill *= difficulty
        scored = []
        for doc in pool:
            g = items.get(doc, 0)
            s = skill * g + rng.gauss(0, 1.0)
            # The baseline rounds its scores: ties appear, and the tie rule matters.
            s = round(s, 1) if run == "baseline" else round(s, 4)
            scored.append((s, doc))
        scored.sort(key=lambda t: (-t[0], t[1]))
        for r, (s, doc) in enumerate(scored[:LIST_LEN], 1):
            runs[run].append((qid, doc, r, s + 10.0))

# The worked examples of SPEC.md: identical in both runs. A query's text is a query a user would
# type (it shows in the Ranking dock and to an annotator judging the demo), never the example's
# name, grades or values: ex1 precision and recall at 10, ex2 NDCG@5 with the ideal from the
# retrieved items, ex3 NDCG@5, ex4 NDCG@4 with linear gain, ex5a-c reciprocal rank (MRR over the
# three, two of them known-item searches), ex6 precision and recall of a short list, ex7 a
# recommender's top 10 against a user's favourites.
examples = []  # (qid, text, ranked grades (None = unlabelled), extra relevant unretrieved)


def example(qid, text, grades, unretrieved=(), label_zero=True):
    examples.append((qid, text))
    n = len(grades)
    for r, g in enumerate(grades, 1):
        doc = "%s-d%02d" % (qid, r)
        for run in runs:
            runs[run].append((qid, doc, r, float(n - r + 1)))
        if g is not None and (g > 0 or label_zero):
            qrels.append((qid, doc, g))
    for j, g in enumerate(unretrieved, 1):
        qrels.append((qid, "%s-u%02d" % (qid, j), g))


example("ex1", "running shoes for women",
        [1, 0, 1, 1, 0, 0, 1, 0, 1, 0], [1] * 15)
example("ex2", "noise cancelling headphones",
        [3, 2, 0, 3, 1])
example("ex3", "espresso machine", [3, 0, 2, 0, 1])
example("ex4", "mechanical keyboard", [3, 2, 0, 1])
example("ex5a", "kestrel tent footprint", [0, 1, 0, 0])
example("ex5b", "lumo desk lamp bulb", [1, 0, 0, 0])
example("ex5c", "replacement kettle lid", [0, 0, 0, 1])
example("ex6", "travel adapter usb c",
        [1, 0, 1, 0, 1], [1] * 7)
example("ex7", "gifts for coffee lovers",
        [1, 1, 0, 1, 0, 1, 1, 0, 1, 0], [1] * 14)

os.makedirs(OUT, exist_ok=True)
for run, rows in runs.items():
    with open(os.path.join(OUT, run + ".run"), "w") as f:
        for qid, doc, r, s in rows:
            f.write("%s Q0 %s %d %.4f %s\n" % (qid, doc, r, s, run))
with open(os.path.join(OUT, "grades.qrels"), "w") as f:
    for qid, doc, g in qrels:
        f.write("%s 0 %s %d\n" % (qid, doc, g))
with open(os.path.join(OUT, "queries.csv"), "w") as f:
    f.write("query,text,segment,weight\n")
    for qid, text, seg, w in meta:
        f.write('%s,"%s",%s,%d\n' % (qid, text, seg, w))
    for qid, text in examples:
        f.write('%s,"%s",worked_example,1\n' % (qid, text.replace('"', "'")))

# Item metadata (items.csv: item, title, category, popularity), from separate random streams so
# the files above do not change. A title reads as relevant as its grade for the item's home
# query: grade 3 names the query's product exactly, 2 another product of that kind, 1 an
# accessory set for it, 0 (or unlabelled) another product. The category is the product the
# title names. Popularity is the item's interactions (a heavy tail: most items 2..128).
#
# The beyond-accuracy story (issue 13): new_model wins on mean NDCG@10, but what it shows NEW
# USERS is narrow and popular. The items new_model puts in the top 10 of a new_user query are
# that query's bestsellers: their home query is that query, three in four of its misses there
# are products of the same kind (not another product), and their popularity comes from the
# head (256..2048).
# The items only baseline puts in a new_user top 10 come from the tail (1..32). So for new
# users new_model has lower ILD@10 and category coverage@10, higher ARP@10 and lower
# novelty@10 than baseline (README "Beyond accuracy" prints the values).
trng = random.Random(77)
prng = random.Random(1313)
crng = random.Random(1414)
BRANDS = ["Nordvik", "Altura", "Kestrel", "Lumo", "Brightway", "Oakline", "Vantor", "Mirela",
          "Quillon", "Tessa", "Fjell", "Corvo"]
text_of = {qid: text for qid, text, _, _ in meta}
segment_of = {qid: seg for qid, _, seg, _ in meta}
grades = {(qid, doc): g for qid, doc, g in qrels}
first_label = {}
for qid, doc, g in qrels:
    first_label.setdefault(doc, qid)


def top10(run, segment):
    return [(qid, doc) for qid, doc, r, s in runs[run]
            if r <= 10 and segment_of.get(qid) == segment]


bestseller = {}  # doc -> the new_user query new_model shows it to (its home query)
for qid, doc in top10("new_model", "new_user"):
    bestseller.setdefault(doc, qid)
tail = {doc for qid, doc in top10("baseline", "new_user") if doc not in bestseller}


def noun_of(qid):
    return next(n for n in NOUN if n in text_of[qid])


titles = {}
for rows in runs.values():
    for qid, doc, r, s in rows:
        if doc in titles or qid not in text_of:
            continue
        home = bestseller.get(doc, first_label.get(doc, qid))
        if home not in text_of:
            home = qid
        noun = noun_of(home)
        g = grades.get((home, doc), 0)
        brand = trng.choice(BRANDS)
        if g == 3:
            title, product = "%s %s" % (brand, text_of[home].title()), noun
        elif g == 2:
            title, product = "%s %s %s" % (brand, trng.choice(ADJ).title(), noun.title()), noun
        elif g == 1:
            title, product = "%s %s accessory set" % (brand, noun.title()), noun
        else:
            same_kind = doc in bestseller and crng.random() < 0.75
            other = noun if same_kind else trng.choice([n for n in NOUN if n != noun])
            title, product = "%s %s %s" % (brand, trng.choice(ADJ).title(), other.title()), other
        titles[doc] = (title, product)
for qid, doc, g in qrels:  # labelled items the runs never returned
    if doc not in titles and qid in text_of:
        titles[doc] = ("%s %s" % (trng.choice(BRANDS), text_of[qid].title()), noun_of(qid))
with open(os.path.join(OUT, "items.csv"), "w") as f:
    f.write("item,title,category,popularity\n")
    for doc, (title, cat) in sorted(titles.items()):
        if doc in bestseller:
            pop = 2 ** prng.uniform(8, 11)
        elif doc in tail:
            pop = 2 ** prng.uniform(0, 5)
        else:
            pop = 2 ** prng.uniform(1, 7)
        f.write('%s,"%s",%s,%d\n' % (doc, title, cat.replace(" ", "_"), round(pop)))


def behaviour_data():
    """Issue 18: a click log with displayed positions (clicks.csv) and online results
    (online.csv) for the position-bias lesson. The log is what the old system showed: each
    query is shown 4 times, 80 % of them baseline's top 10 (the logging policy), 20 % new_model's.
    A user examines position pos with probability 1/pos (eta = 1) and clicks an examined item
    with a probability that grows with its true grade (0, .4, .7, .95). So raw clicks reward what
    baseline put on top; inverse propensity weights undo it. Timestamps run over May 2024;
    new_model's training data ends on 2024-05-07 (the lesson's leak). Separate random stream:
    the other demo files do not change."""
    brng = random.Random(1818)
    grade = {(q, d): g for q, d, g in qrels}
    ranked = {run: {} for run in runs}
    for run, rows in runs.items():
        for qid, doc, r, s in rows:
            ranked[run].setdefault(qid, []).append(doc)
    click_p = {0: 0.0, 1: 0.4, 2: 0.7, 3: 0.95}
    start = 1714521600  # 2024-05-01T00:00:00Z
    with open(os.path.join(OUT, "clicks.csv"), "w") as f:
        f.write("query,item,position,clicked,timestamp\n")
        n = 0
        for qid in sorted(ranked["baseline"]):
            if not qid.startswith("q"):
                continue
            for _ in range(4):
                n += 1
                run = "baseline" if brng.random() < 0.8 else "new_model"
                t = start + brng.randint(0, 27 * 86400)
                for pos, doc in enumerate(ranked[run][qid][:10], 1):
                    seen = brng.random() < 1.0 / pos
                    c = 1 if seen and brng.random() < click_p[grade.get((qid, doc), 0)] else 0
                    f.write("%s,%s,%d,%d,%d\n" % (qid, doc, pos, c, t + pos))
    with open(os.path.join(OUT, "online.csv"), "w") as f:
        f.write("run,metric,value,ci_low,ci_high\n")
        f.write("baseline,ctr_delta,0.0,-0.3,0.3\n")
        f.write("new_model,ctr_delta,0.8%,0.2,1.4\n")
        f.write("baseline,revenue_delta,0.0,-0.5,0.5\n")
        f.write("new_model,revenue_delta,0.3%,-0.2,0.8\n")


behaviour_data()
