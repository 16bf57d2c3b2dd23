#include "core/teaching/glossary.h"

#include <cstring>
#include <string>

#include "core/base/translate_noop.h"

namespace ranklens::core::teaching {

namespace {

const GlossaryEntry kEntries[] = {
    {"P", "", RL_TRANSLATE_NOOP("Glossary", "Of the k items shown, what share is relevant?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "P@k = (relevant items in the top k) / k. The denominator stays k even when fewer than "
         "k items were returned."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Whenever the user looks at a fixed screen of k results: search result pages, a feed's "
         "first screen, a carousel. P@1 for single-answer search."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "k chosen against the screen size: P@10 on a phone that shows 4 items scores items "
         "nobody sees. A query with only 2 relevant items can never pass P@10 = 0.2, so mixing "
         "rich and poor queries mixes ceilings. A short list is punished: 3 returned, all "
         "relevant, gives P@10 = 0.3."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval (P_k), ir_measures (P@k) and ranx (precision@k) all divide by k. Some "
         "libraries divide by the number returned when the list is shorter than k; such numbers "
         "are higher and not comparable. The relevance threshold is trec_eval's -l, ranx's "
         "rel_lvl and ir_measures' P(rel=...): all default to 1.")},
    {"recall", "",
     RL_TRANSLATE_NOOP("Glossary",
                       "Of everything relevant to this query, what share is in the top k?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "R@k = (relevant items in the top k) / R, where R counts the relevant items of the query "
         "in the labels, returned or not. 0 when R = 0."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Candidate retrieval feeding a re-ranker (R@100, R@500: is it there at all?), and as a "
         "guardrail beside P@k or NDCG@k."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Recall's denominator comes from the labels: relevant items nobody labelled do not "
         "exist for it, and pooled labels favour the systems that were pooled. R@k is bounded "
         "by k / R: with 20 favourites, R@1 is at most 0.05 however good the first item is. "
         "Queries with R = 0 score 0 and drag the mean down unless they are excluded."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval (recall_k), ir_measures (R@k) and ranx (recall@k) divide by R. Some "
         "recommender papers (e.g. the Mult-VAE paper's Recall@k) divide by min(k, R) so that a "
         "perfect top k scores 1. trec_eval drops queries that only the labels have, unless -c "
         "is given.")},
    {"F1", "", RL_TRANSLATE_NOOP("Glossary", "One number that balances P@k and R@k."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "F1@k = 2 · P@k · R@k / (P@k + R@k), 0 when both are 0. Computed per query, then "
         "averaged."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "When both the quality of the screen and completeness matter at the same k, e.g. a "
         "tag or attribute suggester that returns a set."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "F1 on sparse positives: when R is much larger than k (or much smaller), P and R live "
         "on different scales and F1 just follows the smaller one; P = 0.9 with R = 0.1 gives "
         "0.18. The mean of per-query F1 is not the F1 of the mean P and mean R."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval has no F1 at k (RankLens prints it as F1_k). ranx f1@k is per query, then "
         "averaged, as here. scikit-learn's f1_score scores binary decisions, not a ranked top "
         "k, and its 'micro' average pools the counts of all queries into one F1.")},
    {"success", "",
     RL_TRANSLATE_NOOP("Glossary", "Did the user find at least one relevant item in the top k?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Hit@k = 1 if any relevant item is in the top k, else 0. Its mean is the share of "
         "queries served."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Known-item and navigational search, question answering, next-item recommendation with "
         "one true item. Its complement is the share of queries with no relevant result, a "
         "common guardrail."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Blind to how many hits there are and where: a hit at rank 1 and at rank k count the "
         "same. With exactly one relevant item per query Hit@k equals R@k; otherwise it does "
         "not, though it is sometimes mislabelled as recall."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval success_k and ir_measures Success@k are 0/1 per query. ranx hit_rate@k is "
         "the 0/1 version, while ranx hits@k counts the relevant items in the top k.")},
    {"RR", "recip_rank", RL_TRANSLATE_NOOP("Glossary", "How far down is the first relevant item?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "RR = 1 / rank of the first relevant item, 0 when there is none (RR@k: none within k). "
         "MRR is its mean over queries."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "One right answer per query: known-item search, question answering, autocomplete."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Everything after the first hit is invisible. The steps are uneven: rank 1 to 2 halves "
         "the value, rank 10 to 11 hardly moves it. An MRR of 0.5 does not mean the typical "
         "first hit is at rank 2 (it is a mean of reciprocals: ranks 1 and 4 and 'none' average "
         "0.42)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval's recip_rank has no cut-off (the whole list); ranx mrr@k and ir_measures "
         "RR@k cut at k, so they differ for queries whose first hit lies below k.")},
    {"map_cut", "map gm_map",
     RL_TRANSLATE_NOOP("Glossary", "How early, and how completely, are the relevant items ranked?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "AP@k = (sum of P@i over the ranks i <= k that hold a relevant item) / R. MAP is the "
         "mean of AP over queries."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Ad-hoc search with many relevant items per query and fairly complete labels: one "
         "number that rewards both precision at each hit and recall."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "The denominator is R, all relevant items of the query, not the relevant items "
         "retrieved and not min(R, k): with 50 relevant items AP@10 is at most 0.2. Dividing by "
         "the hits instead gives a single hit at rank 1 an AP of 1. Incomplete labels move it "
         "a lot."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval (map, map_cut_k), ir_measures (AP, AP@k) and ranx (map@k) divide by R. The "
         "widely copied apk() of Kaggle's ml_metrics divides by min(R, k), which is common in "
         "recommender code; those numbers are higher.")},
    {"Rprec", "",
     RL_TRANSLATE_NOOP(
         "Glossary",
         "With as many slots as there are relevant items, what share of them is filled?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "R-Prec = P@R, where R is the number of relevant items of the query; 0 when R = 0."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Comparing queries with very different numbers of relevant items: each query is "
         "scored at its own depth."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Needs a trustworthy R; with one relevant item it is Hit@1. The cut-off differs per "
         "query, so it does not describe any one screen."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval Rprec, ir_measures Rprec and ranx r-precision agree: P at rank R.")},
    {"ndcg_cut", "ndcg DCG IDCG CG",
     RL_TRANSLATE_NOOP(
         "Glossary",
         "How close is the order of graded items to the best possible order, with the top "
         "positions counting most?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "DCG@k = sum over i <= k of gain(grade_i) / log2(i + 1). IDCG@k = DCG@k of the ideal "
         "order. NDCG@k = DCG@k / IDCG@k, 0 when IDCG@k = 0. Gain: linear (gain = grade) or "
         "exponential (2^grade − 1). CG@k is the sum of gains without discount."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Graded labels (purchase > add-to-cart > click, or 0-3 editorial grades) and lists "
         "where the top matters most: feeds, search, recommendations."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "NDCG without diversity: ten near-duplicates of the best item score 1. Normalisation is "
         "per query: a query with one weak relevant item at rank 1 scores 1 as well. Linear vs "
         "exponential gain and labels vs retrieved ideal change the number (see Definitions "
         "side by side); a retrieved ideal cannot see the relevant items the system missed and "
         "so rewards missing them. Label choice: gains from clicks reward what is clicked "
         "(clickbait), gains from purchases are sparse."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval ndcg and ndcg_cut_k: linear gain (the label; ndcg_p takes custom gains), "
         "ideal from all judged items of the query, ties broken by docid descending, a query "
         "without positive labels scores 0. ranx: ndcg is linear (Järvelin & Kekäläinen), "
         "ndcg_burges exponential 2^grade − 1 (Burges et al.). ir_measures nDCG@k follows "
         "trec_eval (via pytrec_eval) and takes custom gains. scikit-learn ndcg_score: the gain "
         "is y_true as given (linear), the ideal is built from the y_true of the items passed in "
         "(a retrieved ideal), tied scores share their group's average gain (ignore_ties=False) "
         "and a sample whose y_true is all zero scores 0.")},
    // The ramp's building blocks (issue 48): the lessons define them before they ask for them.
    {"", "", RL_TRANSLATE_NOOP("Glossary", "The discount: how much is a rank worth?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "An item at rank i counts 1 / log2(i + 1) of what it would count at rank 1: rank 2 "
         "0.63, rank 3 0.5, rank 4 0.43, rank 10 0.29."),
     RL_TRANSLATE_NOOP("Glossary",
                       "Inside DCG and NDCG: the top positions matter most, later ones less "
                       "and less."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "The discount falls fast at the top and slowly after: moving an item from rank 1 to 2 "
         "costs 0.37 of its weight, from rank 4 to 10 only 0.14. P@k and R@k have no discount: "
         "inside the top k the position does not matter for them."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval, ranx, ir_measures and scikit-learn use log2(i + 1); scikit-learn's "
         "log_base changes the base, which scales DCG but leaves NDCG unchanged.")},
    {"", "", RL_TRANSLATE_NOOP("Glossary", "Gain: how much is a grade worth?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Linear gain: the grade itself (grade 3 gains 3). Exponential gain: 2^grade − 1 (grade "
         "3 gains 7, grade 2 gains 3, grade 1 gains 1, grade 0 nothing)."),
     RL_TRANSLATE_NOOP("Glossary",
                       "Exponential gain when a top grade is worth far more than a middling "
                       "one (a perfect answer against a partial one); linear otherwise."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "The two gains can reverse which of two lists wins when their grades differ; state "
         "the gain beside every NDCG you report."),
     RL_TRANSLATE_NOOP("Glossary",
                       "trec_eval and ranx ndcg: linear; ranx ndcg_burges: exponential; "
                       "scikit-learn: the label as given (linear).")},
    {"", "", RL_TRANSLATE_NOOP("Glossary", "Ties: which of two equal scores comes first?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Items are ranked by score, highest first; equal scores by document id compared "
         "character by character, the later id first: D9 before D10 before D1."),
     RL_TRANSLATE_NOOP("Glossary",
                       "Whenever a system gives several items the same score, e.g. a rounded "
                       "score or a rule-based ranker."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "The tie rule alone can change a measure: with D9 relevant and D10 not, both scored "
         "0.7, RR is 1/2 one way and 1/3 the other. Compare tools only with the same tie rule."),
     RL_TRANSLATE_NOOP("Glossary",
                       "trec_eval orders ties by document id, later first, as RankLens does; "
                       "scikit-learn averages the gains of tied items instead.")},
    {"", "", RL_TRANSLATE_NOOP("Glossary", "Clicks and IPS: can clicks stand in for grades?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Click-through rate = clicks / times shown. IPS (inverse propensity scoring) counts "
         "each click as 1 / propensity clicks, the propensity being the chance that a user "
         "looks at that position at all: a click at a position 1 user in 4 looks at counts as "
         "4 clicks."),
     RL_TRANSLATE_NOOP("Glossary",
                       "When grades come from a click log: without IPS, items shown high look "
                       "better only because they were seen more."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Raw clicks carry position bias: an item at position 4 that only 1 user in 4 looks at "
         "gets a quarter of the clicks of an equally good item on top. Large IPS weights on "
         "rare positions make the estimate noisy; tools clip them."),
     RL_TRANSLATE_NOOP("Glossary",
                       "trec_eval, ranx and ir_measures take grades as given and know nothing "
                       "of clicks; IPS is applied before, when the grades are made.")},
    {"coverage", "",
     RL_TRANSLATE_NOOP("Glossary", "How much of the catalogue ever reaches someone's top k?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Coverage@k = distinct items appearing in any top-k list / catalogue size (all items "
         "known to the project)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Cold start and long-tail goals; a guardrail beside accuracy metrics so a model does "
         "not collapse to the bestsellers."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "A random recommender has excellent coverage: never read it alone. It is one number "
         "for the whole run, not a mean over queries. The catalogue's definition (every item, or "
         "only items with interactions) changes it."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval, ranx and ir_measures have no coverage measure; recommender libraries "
         "differ on the catalogue they divide by.")},
    {"set_P", "set_recall set_F",
     RL_TRANSLATE_NOOP("Glossary", "How good is the returned list as a set, whatever its length?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "set_P = relevant returned / returned; set_recall = relevant returned / R; set_F.x = "
         "(x + 1)·P·R / (x·P + R), x = 1 by default (the harmonic mean)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Systems that return a filtered set rather than a ranking: a boolean search, a "
         "classifier's accepted items, a list cut by a score threshold."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Longer lists lower set_P and raise set_recall: compare systems that return similar "
         "numbers of items, or use P@k. trec_eval's x in set_F.x is beta squared, not beta."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval: set_P, set_recall, set_F (set_F_0.5 for x = 0.5); ir_measures: SetP, SetR, "
         "SetF(beta=...) with beta itself; ranx has no set measures.")},
    {"", "", RL_TRANSLATE_NOOP("Glossary", "Definitions that differ between tools"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Ties averaged: the expected value over every order of each group of equal scores "
         "(McSherry & Najork 2008). Judged only: unlabelled returned items are removed first. "
         "NDCG threshold: labels below the relevance threshold gain 0. Queries without a "
         "relevant item: scored 0, left out, or scored 1. Log base b: discount 1 / log_b(rank + "
         "1)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Set them to the other tool's values (definitions bar, More…; CLI --ties average, -J, "
         "--ndcg-threshold, --empty-queries, --log-base) to reproduce its numbers."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Skipping queries without a relevant item raises every mean; scoring them 1 raises it "
         "more. Judged only raises precision on sparse labels. The log base changes DCG but "
         "not NDCG (the factor cancels)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Ties: trec_eval breaks them by docid; scikit-learn's ndcg_score/dcg_score and "
         "torchmetrics average them. Judged only: trec_eval -J, ir_measures judged_only; off in "
         "ranx and scikit-learn. NDCG threshold: ranx applies rel_lvl to NDCG; trec_eval, "
         "ir_measures and pytrec_eval do not. No relevant item: trec_eval, ranx, ir_measures and "
         "pytrec_eval score 0; torchmetrics' empty_target_action chooses neg (0), pos (1) or "
         "skip. Log base: 2 everywhere; scikit-learn's log_base changes it.")},
    {"", "", RL_TRANSLATE_NOOP("Glossary", "Real-valued labels"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Labels such as 0.5 or 2.7 (learning-to-rank data, scikit-learn's y_true) are used as "
         "gains: linear gain = the label, exponential = 2^label − 1; ERR's stop probability is "
         "(2^label − 1) / 2^gmax. An item is relevant when its label >= the threshold (0.5 is "
         "not relevant at threshold 1, 2.7 is at threshold 2)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "CSV, TSV and JSON labels may be real-valued as they are; TREC qrels need "
         "--real-labels (CLI eval and import), because trec_eval reads integers only."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Scaling every label (0-10 to 0-1) leaves NDCG unchanged under linear gain but not "
         "under exponential gain. Binary measures (P, R, MAP) only see label >= threshold, so "
         "0.9 and 0 count alike at threshold 1. A custom gain table maps integer labels only: a "
         "real label gains its own value."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "scikit-learn's ndcg_score/dcg_score take real-valued y_true as gains (linear); "
         "trec_eval reads integer relevance only (RankLens: TREC qrels without --real-labels), "
         "and so do pytrec_eval and ir_measures, which build on it.")},
    {"", "", RL_TRANSLATE_NOOP("Glossary", "Cohen's κ: do two label sets agree beyond chance?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "κ = (p_o − p_e) / (1 − p_e) over the items both sets graded: p_o is the share graded "
         "alike, p_e the share two annotators grading independently with these grade "
         "frequencies would grade alike. Weighted κ counts near misses: linear weights |a − b| "
         "/ (max − min), quadratic weights their square."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Before trusting a second annotator's or a language model's labels, compare them with "
         "labels you trust on the items both graded (Labels ▸ Agreement Between Label Sets)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "κ depends on how common each grade is: when 95% of the items are graded 0, two "
         "annotators agreeing on 95% of them can still have κ near 0. Unweighted κ counts 0 vs "
         "3 like 2 vs 3; for graded labels read the quadratic κ too. When both give every item "
         "one and the same grade, p_e = 1 and κ is 0/0: RankLens sets it to 1 and says so."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "scikit-learn's cohen_kappa_score(a, b, weights=None, 'linear' or 'quadratic') gives "
         "the same values when its labels list every grade from the lowest to the highest; R's "
         "irr::kappa2 calls the weights 'equal' and 'squared'.")},
    {"", "", RL_TRANSLATE_NOOP("Glossary", "Fleiss' κ: do three label sets or more agree?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Over the N items every one of the m sets graded: for item i, P_i = (Σ_j n_ij² − m) / "
         "(m(m − 1)) where n_ij sets gave it grade j; P_o is the mean of P_i, p_j the share of "
         "all grades equal to j, P_e = Σ_j p_j²; κ = (P_o − P_e) / (1 − P_e)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Several annotators or several model judges graded the same pool: one number for all "
         "of them (Labels ▸ Label Sets)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Only items every set graded count: a set that skipped half the pool halves the items. "
         "Grades are plain categories (0 vs 3 is as far apart as 2 vs 3): for graded labels read "
         "Krippendorff's α, ordinal or interval. With one grade value only κ is 0/0, and "
         "RankLens says it is undefined."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "statsmodels' fleiss_kappa(table, method='fleiss') gives the same value (RankLens is "
         "tested against it); R: irr::kappam.fleiss.")},
    {"", "", RL_TRANSLATE_NOOP("Glossary", "Krippendorff's α: agreement with missing grades"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "α = 1 − D_o / D_e: the disagreement between the grades of the same item over the "
         "disagreement expected by chance, over every item with two grades or more. The "
         "distance gives the reading: nominal (any difference counts 1), ordinal (by how many "
         "grades lie between, weighted by how often they were given), interval ((a − b)²)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Sets that graded different items (missing grades are allowed), and graded relevance, "
         "where 2 vs 3 is a smaller disagreement than 0 vs 3: read the ordinal or interval α."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Krippendorff asks for α ≥ 0.8 to rely on labels and α ≥ 0.667 for tentative "
         "conclusions; below that the labels tell as much about the annotators as about the "
         "items. With one grade value only α is 0/0, and RankLens says it is undefined instead "
         "of printing a number."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "The Python package krippendorff (level_of_measurement 'nominal', 'ordinal' or "
         "'interval') and R's irr::kripp.alpha compute the same coefficient; RankLens reproduces "
         "Krippendorff's own worked example (2011): 0.743 nominal, 0.815 ordinal, 0.849 "
         "interval.")},
    // How sure a difference is (issue 48): concepts, not measures (measure ""); keyed by the
    // names in `related`, which are also their anchors in the glossary window.
    {"", "p-value",
     RL_TRANSLATE_NOOP("Glossary", "p-value — could chance alone give a difference this large?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Paired t-test over the per-query differences d = B − A: t = mean(d) / (sd(d) / √n), "
         "p = the chance of a |t| at least this large with n − 1 degrees of freedom when the "
         "true mean difference is 0. The randomisation test gets p by swapping A and B at "
         "random within each query instead."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Before calling a difference between two systems real: below the chosen level "
         "(usually 0.05), and after the correction for multiple comparisons when several pairs "
         "are compared."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "p is not the chance that B is better, nor how much better it is: a tiny, useless "
         "gain over thousands of queries can have a tiny p. p above 0.05 does not show that "
         "the systems are equal, only that these queries cannot tell them apart. Pair the "
         "queries: the same test on unpaired scores weighs the difference against how much "
         "queries differ from each other and misses real gains."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "RankLens' paired t equals R's t.test(paired = TRUE) and scipy's ttest_rel; ranx's "
         "compare offers the paired t and randomisation tests too. trec_eval computes no "
         "test.")},
    {"", "confidence-interval",
     RL_TRANSLATE_NOOP("Glossary",
                       "Confidence interval — which true differences fit these queries?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "95 % interval of a mean difference: mean(d) ± t* · sd(d) / √n, with t* the 97.5 % "
         "point of the t distribution with n − 1 degrees of freedom (2.365 for 8 queries, "
         "about 1.96 for many). The bootstrap interval resamples the queries instead."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "With every difference you report: it says both whether the difference could be 0 "
         "(the interval of a paired test leaves 0 out exactly when p is below 0.05) and how "
         "large it may be."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "95 % is not the chance that this one interval holds the true difference; it is how "
         "often intervals made this way do. A wide interval on few queries is honest, not a "
         "failure. Intervals of two systems' means that overlap do not show the pair is not "
         "different: the interval of the paired difference decides."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "The t interval equals R's t.test(...)$conf.int; the bootstrap's percentile interval "
         "depends on the resamples and the seed, which RankLens prints.")},
    {"", "effect-size",
     RL_TRANSLATE_NOOP("Glossary", "Effect size — how large is a difference against its spread?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Cohen's d_z = mean(d) / sd(d) over the per-query differences: 1 means the mean gain "
         "is as large as the typical spread of the differences. Not defined when every "
         "difference is the same (sd = 0): shown as – with its reason."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "To compare how clear a difference is across metrics and collections of different "
         "sizes, and to plan how many queries a study needs."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "A large d_z on a handful of queries is a rough estimate; the raw difference in the "
         "metric's own unit (0.02 NDCG@10) is what a user notices, so report both. d_z of the "
         "paired differences is not Cohen's d of two independent groups."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "d_z = t / √n of the paired t-test; some tools divide by the pooled sd of the two "
         "systems' scores instead, which gives smaller values.")},
    {"", "power minimum-detectable-effect",
     RL_TRANSLATE_NOOP("Glossary",
                       "Power and the minimum detectable effect — how many queries does a "
                       "difference need?"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Power = the chance that the paired test gives p below α when the true mean "
         "difference is Δ. The minimum detectable effect (MDE) is the Δ found with 80 % power: "
         "about (1.96 + 0.84) · sd(d) / √n for many queries. The queries a difference Δ needs: "
         "about (2.8 · sd(d) / Δ)², computed exactly from the non-central t distribution."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Before a study, to choose how many queries to label; after a comparison that found "
         "nothing, to say which differences these queries could have found at all."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "A non-significant difference below the MDE says nothing either way. Halving the "
         "MDE takes four times the queries. With too few queries, the differences that do "
         "come out significant overstate the true gain."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "RankLens' MDE and queries needed equal R's power.t.test(type = \"paired\"), with sd "
         "the spread of the pair's own per-query differences.")},
    {"", "multiple-comparisons",
     RL_TRANSLATE_NOOP("Glossary",
                       "Multiple comparisons — many pairs tested, many chances of a false "
                       "alarm"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "With m tests at level α, the chance of at least one false alarm among equal systems "
         "grows to about 1 − (1 − α)^m (10 systems, 45 pairs: 0.90). Bonferroni: min(1, m · p). "
         "Holm: the smallest p times m, the next times m − 1, …, never below the one before. "
         "Benjamini–Hochberg bounds the share of false discoveries instead. Tukey's HSD tests "
         "every pair of systems at once."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Whenever more than two systems (or several metrics) are compared and the best is "
         "picked: the leaderboard applies the correction to every pair and gives systems that "
         "cannot be told apart a shared letter."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "A pair significant on its own may not be after correction; reporting only the pairs "
         "that came out significant, without saying how many were tried, finds winners by "
         "chance. Corrections cost power: more queries make up for it."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Holm, Bonferroni and Benjamini–Hochberg equal R's p.adjust; Tukey's HSD equals R's "
         "TukeyHSD; the randomised Tukey HSD follows Sakai's evaluation tools.")},
    {"", "", RL_TRANSLATE_NOOP("Glossary", "Labels change the verdict"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Every run is evaluated again under each label set: the run order per set, Kendall's "
         "τ-b and τ_AP between the orders (τ_AP weighs swaps near the top more), each run's "
         "rank shift, and the pairs of runs whose verdict changes: reversed, or significant "
         "under one set only (paired test, corrected for the many pairs). A disagreement's "
         "impact is how far one pair's Δ moves when that item takes the other set's grade."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Before acting on a comparison whose labels came from one annotator or one model: when "
         "another plausible label set reverses the pair, the decision rests on the labels, not "
         "on the systems. Resolve the disagreements with the largest impact first; for unjudged "
         "items, the best and the worst case (Labels ▸ Label Sets ▸ Unjudged items) tell whether "
         "judging "
         "more can still change the verdict."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "A high κ does not promise the same verdict (the few disagreements may sit exactly "
         "where two runs differ), and a low κ does not doom it. Unjudged items count as not "
         "relevant: a run that finds new relevant items is penalised until they are judged."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "ranklens-cli agreement, consensus and label-sensitivity (--impact RUN1,RUN2, --holes "
         "RUN1,RUN2) print the numbers this window shows. Voorhees (2000) found TREC system "
         "orders stable across assessors (τ about 0.9) while single pairs of systems did "
         "swap.")},
    {"", "", RL_TRANSLATE_NOOP("Glossary", "Traps common to every metric"),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Every value is computed per query, then averaged over queries (per user, not per "
         "event, so heavy users do not dominate)."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Print the definitions beside every number: which label, which gain, which ideal, which "
         "threshold, which queries count."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "Label choice (click vs purchase) decides what 'relevant' means before any formula is "
         "applied. k chosen against the screen size. Which queries count: trec_eval drops "
         "queries the run did not answer; with -c they count as 0. Ties: equal scores must be "
         "ordered by some rule, and tools differ."),
     RL_TRANSLATE_NOOP(
         "Glossary",
         "trec_eval orders equal scores by docid descending (strcmp), ignoring the run's rank "
         "column; other tools may keep the file order or sort differently, so tied scores alone "
         "can make two tools disagree.")},
};

#undef GT

}  // namespace

std::span<const GlossaryEntry> glossary() {
    return kEntries;
}

const GlossaryEntry* glossaryEntryFor(std::string_view registryName) {
    if (registryName.empty()) return nullptr;
    for (const auto& e : kEntries) {
        if (registryName == e.measure) return &e;
        std::string_view rel = e.related;
        while (!rel.empty()) {
            const auto space = rel.find(' ');
            if (rel.substr(0, space) == registryName) return &e;
            if (space == std::string_view::npos) break;
            rel.remove_prefix(space + 1);
        }
    }
    return nullptr;
}

}  // namespace ranklens::core::teaching
