#include "core/teaching/practice_scenarios.h"

#include "core/base/translate_noop.h"

namespace ranklens::core::teaching {

namespace {

const PracticeScenario kScenarios[] = {
    {RL_TRANSLATE_NOOP(
         "Practice",
         "A home feed shows ten items at a time and users scroll. Which metric should lead the "
         "offline comparison, and which should guard it?"),
     RL_TRANSLATE_NOOP("Practice", "NDCG@10 leads; R@k and catalogue coverage guard it."),
     {RL_TRANSLATE_NOOP("Practice", "P@1 leads; nothing needs guarding."),
      RL_TRANSLATE_NOOP("Practice", "R@500 leads; NDCG@10 guards it."),
      RL_TRANSLATE_NOOP("Practice", "Coverage leads; P@10 guards it.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "P@1 sees only the first item, but a feed is read over ten; and a leading "
                        "metric always needs a guard, or it can rise while the feed narrows."),
      RL_TRANSLATE_NOOP("Practice",
                        "R@500 rewards finding items anywhere in 500, but users see ten at a time: "
                        "the order of the first screen is what they experience."),
      RL_TRANSLATE_NOOP("Practice",
                        "Coverage says how many items are shown to anyone, not whether the shown "
                        "ones are good; it guards, it cannot lead.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "A feed is read top down and the order of the first screen matters, so a graded, "
         "position-aware metric (NDCG@10) leads. It can rise while the feed narrows to a few "
         "popular items, so recall and coverage guard against that."),
     "ndcg_cut"},
    {RL_TRANSLATE_NOOP(
         "Practice",
         "A web search page: most users read the first result and leave. Which metric should "
         "lead?"),
     RL_TRANSLATE_NOOP(
         "Practice",
         "P@1 leads; NDCG@10 and the share of queries with no relevant result guard it."),
     {RL_TRANSLATE_NOOP("Practice", "R@100 leads; P@1 guards it."),
      RL_TRANSLATE_NOOP("Practice", "Coverage leads; NDCG@10 guards it."),
      RL_TRANSLATE_NOOP("Practice", "MAP over the whole list leads; nothing guards it.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "Recall at 100 counts items deep in the list that a user who reads one "
                        "result never sees."),
      RL_TRANSLATE_NOOP("Practice",
                        "Coverage does not say whether the first result is relevant, which is what "
                        "these users act on."),
      RL_TRANSLATE_NOOP("Practice",
                        "MAP over the whole list weighs every relevant item, also those far below "
                        "the first; and a leading metric needs a guard.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "When the first result is what users act on, P@1 (or RR) says what they experience. "
         "NDCG@10 guards the rest of the page and the share of queries with no relevant result "
         "catches the queries that fail completely."),
     "P"},
    {RL_TRANSLATE_NOOP(
         "Practice",
         "A candidate-retrieval stage passes 500 items to a re-ranker. Which metric should lead?"),
     RL_TRANSLATE_NOOP("Practice", "R@500 leads; catalogue coverage guards it."),
     {RL_TRANSLATE_NOOP("Practice", "P@5 leads; R@500 guards it."),
      RL_TRANSLATE_NOOP("Practice", "NDCG@10 leads; nothing guards it."),
      RL_TRANSLATE_NOOP("Practice", "RR leads; coverage guards it.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "P@5 judges the first five places, which is the re-ranker's job; retrieval "
                        "must not lose items from the 500."),
      RL_TRANSLATE_NOOP("Practice",
                        "NDCG@10 looks at the top ten only: an item lost at rank 300 or missing "
                        "altogether makes no difference to it."),
      RL_TRANSLATE_NOOP("Practice",
                        "RR only looks for the first relevant item; a candidate stage must pass on "
                        "all of them.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "The re-ranker can only order what retrieval passes on: an item missing from the 500 is "
         "lost for good, while the order inside the 500 is the re-ranker's job. Recall at the "
         "hand-over depth leads; coverage guards against passing the same popular items to "
         "everyone."),
     "recall"},
    {RL_TRANSLATE_NOOP(
         "Practice",
         "A shelf of new items with almost no interactions yet (cold start). What should the "
         "team watch first?"),
     RL_TRANSLATE_NOOP("Practice",
                       "Catalogue coverage: how many new items reach anyone's top k at all."),
     {RL_TRANSLATE_NOOP("Practice", "P@10 measured on clicks."),
      RL_TRANSLATE_NOOP("Practice", "NDCG@10 measured on purchases."),
      RL_TRANSLATE_NOOP("Practice", "MRR of the first click.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "Clicks on new items hardly exist yet, so P@10 on clicks says almost "
                        "nothing about them."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "Purchases of new items are even rarer than clicks; NDCG@10 on them is mostly zeros."),
      RL_TRANSLATE_NOOP("Practice",
                        "MRR of the first click needs clicks, which new items do not have yet.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "Without interactions there are hardly any labels for new items, so accuracy metrics "
         "say little. The first question is whether the items are shown to anyone: coverage."),
     "coverage"},
    {RL_TRANSLATE_NOOP(
         "Practice",
         "A team splits a year of interaction logs into train and test at random and reports "
         "NDCG@10 = 0.62, far above production. What is the most likely problem?"),
     RL_TRANSLATE_NOOP(
         "Practice",
         "The random split leaks the future: the model trains on interactions that happened "
         "after the test ones."),
     {RL_TRANSLATE_NOOP("Practice", "NDCG@10 is always higher offline; nothing is wrong."),
      RL_TRANSLATE_NOOP("Practice", "The test set is too small to compute NDCG."),
      RL_TRANSLATE_NOOP("Practice", "The gain should have been linear instead of exponential.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "Offline numbers are often higher, but 0.62 far above production points to "
                        "a flaw in the evaluation, not a law."),
      RL_TRANSLATE_NOOP("Practice",
                        "A small test set makes the number noisy, not systematically too high."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "The gain changes the scale a little; it cannot explain a number far above production.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "A recommender is used to predict what comes next. A random split lets it learn from "
         "later behaviour (trends, items released later) and inflates every metric; split by "
         "time instead."),
     ""},
    {RL_TRANSLATE_NOOP(
         "Practice",
         "Labels come from clicks on the old system's list. The new model puts an unseen item on "
         "top and P@10 falls. What should you suspect first?"),
     RL_TRANSLATE_NOOP(
         "Practice",
         "Exposure bias: items the old list never showed could not be clicked, so they look "
         "irrelevant."),
     {RL_TRANSLATE_NOOP("Practice", "The new model is worse; the clicks prove it."),
      RL_TRANSLATE_NOOP("Practice", "P@10 is the wrong cut-off; P@5 would agree."),
      RL_TRANSLATE_NOOP("Practice", "Clicks are too rare to be labels.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "The clicks come from the old system's list: an item it never showed could "
                        "not be clicked, so the clicks prove nothing about it."),
      RL_TRANSLATE_NOOP("Practice",
                        "Changing the cut-off does not remove the bias: the unseen item still has "
                        "no clicks at any k."),
      RL_TRANSLATE_NOOP("Practice",
                        "Rare clicks make numbers noisy, but the problem here is systematic: "
                        "unshown items can never be clicked.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "Clicks only happen where the old system showed something, and mostly near its top. An "
         "item it never showed carries no click whatever its quality: the labels favour the old "
         "system. Position-debiased metrics (IPS) or fresh judgements answer the question."),
     ""},
    {RL_TRANSLATE_NOOP(
         "Practice",
         "With clicks as labels P@10 = 0.30; with purchases as labels P@10 = 0.05. Which "
         "statement is right?"),
     RL_TRANSLATE_NOOP(
         "Practice",
         "Both can be right: they answer different questions, so the label must be stated next "
         "to every number."),
     {RL_TRANSLATE_NOOP("Practice", "One of the two computations has a bug."),
      RL_TRANSLATE_NOOP("Practice", "Clicks are always the better label."),
      RL_TRANSLATE_NOOP("Practice", "Average them: P@10 = 0.175.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "Both computations can be right: different labels give different numbers "
                        "without any bug."),
      RL_TRANSLATE_NOOP("Practice",
                        "Neither label is always better; which behaviour counts as relevant "
                        "depends on the question."),
      RL_TRANSLATE_NOOP("Practice",
                        "The mean of two numbers measuring different things measures nothing.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "Many more items are clicked than bought, so precision on clicks is several times "
         "higher. Neither is wrong; which behaviour counts as relevant decides the number."),
     "P"},
    {RL_TRANSLATE_NOOP(
         "Practice",
         "The app shows five results on a phone screen. A report gives only NDCG@20. What is the "
         "trap?"),
     RL_TRANSLATE_NOOP("Practice",
                       "k is larger than the screen: most of the ranks it rewards are never seen."),
     {RL_TRANSLATE_NOOP("Practice", "NDCG must always be computed at 10."),
      RL_TRANSLATE_NOOP("Practice", "NDCG@20 cannot be compared between models."),
      RL_TRANSLATE_NOOP("Practice", "There is none; a larger k is always more complete.")},
     {RL_TRANSLATE_NOOP(
          "Practice",
          "There is no rule that NDCG must be computed at 10; k should match what users see."),
      RL_TRANSLATE_NOOP("Practice",
                        "NDCG@20 can be compared between models; the trap is that it rewards ranks "
                        "users never see."),
      RL_TRANSLATE_NOOP("Practice",
                        "A larger k counts ranks that nobody sees on a five-item screen, so it is "
                        "not more complete for these users.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "A metric at k rewards everything in the top k. When users see five items, ranks 6–20 "
         "barely matter to them: report k = 1, 5 and the screen's size together."),
     "ndcg_cut"},
    {RL_TRANSLATE_NOOP("Practice",
                       "A query's labels contain no relevant item at all. What is its R@10?"),
     RL_TRANSLATE_NOOP(
         "Practice",
         "Undefined (0 / 0): tools score it 0 by convention or leave the query out, and the "
         "choice must be stated."),
     {RL_TRANSLATE_NOOP("Practice", "1, because nothing relevant was missed."),
      RL_TRANSLATE_NOOP("Practice", "0.5, halfway between."),
      RL_TRANSLATE_NOOP("Practice", "Whatever P@10 is.")},
     {RL_TRANSLATE_NOOP(
          "Practice",
          "Recall divides by the number of relevant items; with none it is 0 / 0, not 1."),
      RL_TRANSLATE_NOOP("Practice",
                        "There is no halfway: 0 / 0 has no value, and tools choose a convention."),
      RL_TRANSLATE_NOOP("Practice",
                        "Precision and recall divide by different numbers; P@10 does not stand in "
                        "for an undefined recall.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "Recall divides by the number of relevant items; with none it is 0 / 0. trec_eval "
         "scores such a query 0; other tools skip it. Either way the mean moves, so say which."),
     "recall"},
    {RL_TRANSLATE_NOOP(
         "Practice",
         "A slide says: \"with the log2 discount, rank 4 keeps only 25 % of rank 1's weight\". "
         "Is that right?"),
     RL_TRANSLATE_NOOP("Practice", "No: 1 / log2(5) ≈ 0.43, so rank 4 keeps about 43 %."),
     {RL_TRANSLATE_NOOP("Practice", "Yes: the weight is 1 / rank."),
      RL_TRANSLATE_NOOP("Practice", "No: rank 4 keeps 75 %."),
      RL_TRANSLATE_NOOP("Practice", "Yes, for exponential gain.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "1 / rank is the reciprocal-rank weight; the log2 discount is 1 / "
                        "log2(rank + 1), much flatter."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "1 / log2(5) ≈ 0.43, not 0.75: rank 4 keeps less than half of rank 1's weight."),
      RL_TRANSLATE_NOOP("Practice",
                        "The discount does not depend on the gain; exponential gain changes what "
                        "is multiplied, not the weight.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "The discount of rank i is 1 / log2(i + 1): rank 2 ≈ 0.63, rank 4 ≈ 0.43, rank 10 ≈ "
         "0.29. 1 / rank is the reciprocal-rank weight, a much steeper one; a too-good-to-be-true "
         "number often confuses the two."),
     "ndcg_cut"},
    {RL_TRANSLATE_NOOP("Practice",
                       "A question-answering system shows one answer per question, and a question "
                       "is solved when that answer is right. Which metric fits?"),
     RL_TRANSLATE_NOOP(
         "Practice", "Success@1 (or P@1): the share of questions whose first answer is relevant."),
     {RL_TRANSLATE_NOOP("Practice", "R@100: how many of the right answers appear in the top 100."),
      RL_TRANSLATE_NOOP("Practice", "NDCG@20 with graded labels."),
      RL_TRANSLATE_NOOP("Practice", "Catalogue coverage.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "Only one answer is shown: answers at ranks 2–100 never reach the user."),
      RL_TRANSLATE_NOOP("Practice", "NDCG@20 rewards ranks 2–20 that the user never sees here."),
      RL_TRANSLATE_NOOP("Practice",
                        "Coverage says nothing about whether the one answer is right.")},
     RL_TRANSLATE_NOOP("Practice",
                       "When exactly one result is used, the question is whether it is relevant: "
                       "Success@1 (equal to P@1 here) says that directly; MRR adds partial credit "
                       "when the answer is a little lower."),
     "success"},
    {RL_TRANSLATE_NOOP("Practice",
                       "A legal search tool: lawyers must find every relevant precedent and read "
                       "long result lists. Which metric should lead?"),
     RL_TRANSLATE_NOOP("Practice",
                       "Recall at a deep cut-off (with AP), since a missed precedent is costly."),
     {RL_TRANSLATE_NOOP("Practice", "P@1."),
      RL_TRANSLATE_NOOP("Practice", "RR of the first relevant precedent."),
      RL_TRANSLATE_NOOP("Practice", "Catalogue coverage.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "P@1 is satisfied by one good first result; the lawyer needs all of them."),
      RL_TRANSLATE_NOOP("Practice",
                        "RR stops at the first relevant precedent and ignores all the others."),
      RL_TRANSLATE_NOOP("Practice",
                        "Coverage counts which documents are shown to anyone, not whether the "
                        "relevant ones are found.")},
     RL_TRANSLATE_NOOP("Practice",
                       "Users who read deep and must not miss anything are served by recall; AP "
                       "adds that the relevant items should come early."),
     "recall"},
    {RL_TRANSLATE_NOOP("Practice",
                       "Two systems have the same P@10. One puts its relevant items at ranks 1–3, "
                       "the other at ranks 8–10. Which metric tells them apart?"),
     RL_TRANSLATE_NOOP("Practice", "AP@10 or NDCG@10: both weigh relevant items by their rank."),
     {RL_TRANSLATE_NOOP("Practice", "R@10."),
      RL_TRANSLATE_NOOP("Practice", "P@10 computed more carefully."),
      RL_TRANSLATE_NOOP("Practice", "None: they are equally good.")},
     {RL_TRANSLATE_NOOP(
          "Practice",
          "R@10 counts the same relevant items in the top 10 as P@10; it ignores their order too."),
      RL_TRANSLATE_NOOP("Practice",
                        "P@10 counts relevant items in the top 10; however carefully it is "
                        "computed, their order inside the top 10 does not change it."),
      RL_TRANSLATE_NOOP("Practice",
                        "Users read from the top: relevant items at ranks 1–3 are found sooner, "
                        "and a rank-aware metric shows it.")},
     RL_TRANSLATE_NOOP("Practice",
                       "Inside the top k, position matters for AP and NDCG, not for P@k or R@k: "
                       "the counting metrics see a set, the rank-aware ones a list."),
     "map_cut"},
    {RL_TRANSLATE_NOOP("Practice",
                       "Labels have grades 0–3. A team computes MAP with threshold 1 and another "
                       "with threshold 2 on the same system. Their numbers differ. Why?"),
     RL_TRANSLATE_NOOP("Practice",
                       "The threshold decides which items count as relevant; with 2, grade-1 items "
                       "no longer count."),
     {RL_TRANSLATE_NOOP("Practice", "One of them made an arithmetic error."),
      RL_TRANSLATE_NOOP("Practice", "MAP ignores grades, so the numbers must be equal."),
      RL_TRANSLATE_NOOP("Practice", "Threshold 2 always gives the higher MAP.")},
     {RL_TRANSLATE_NOOP(
          "Practice",
          "No error is needed: different thresholds are different definitions of relevant."),
      RL_TRANSLATE_NOOP("Practice",
                        "MAP is binary, but the threshold turns grades into relevant / not "
                        "relevant first, so grades do matter."),
      RL_TRANSLATE_NOOP("Practice",
                        "Raising the threshold removes relevant items from the list and from R; "
                        "MAP can rise or fall.")},
     RL_TRANSLATE_NOOP("Practice",
                       "Binary metrics on graded labels depend on the threshold: state it next to "
                       "the number, as RankLens does in the definitions bar."),
     "map_cut"},
    {RL_TRANSLATE_NOOP(
         "Practice",
         "A run returns only 3 items for a query. What is its P@10 if all 3 are relevant?"),
     RL_TRANSLATE_NOOP("Practice",
                       "0.3: P@10 always divides by 10, even when fewer items were returned."),
     {RL_TRANSLATE_NOOP("Practice", "1.0: every returned item is relevant."),
      RL_TRANSLATE_NOOP("Practice", "Undefined: the list is shorter than k."),
      RL_TRANSLATE_NOOP("Practice", "0.3 only if the query has exactly 3 relevant items.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "That divides by the 3 returned items; P@10 divides by 10, so a short list "
                        "cannot look perfect."),
      RL_TRANSLATE_NOOP("Practice", "The missing ranks count as not relevant; P@10 is defined."),
      RL_TRANSLATE_NOOP("Practice",
                        "P@10 does not look at how many relevant items the query has; that is "
                        "recall's denominator.")},
     RL_TRANSLATE_NOOP("Practice",
                       "trec_eval and RankLens divide P@k by k: returning fewer items is not "
                       "rewarded. Otherwise a system could return one sure item and score 1."),
     "P"},
    {RL_TRANSLATE_NOOP("Practice",
                       "Query A has 2 relevant items, query B has 50. System X finds both of A's "
                       "and 10 of B's in the top 10. Which mean recall is the usual one?"),
     RL_TRANSLATE_NOOP("Practice", "The mean of per-query values: (1 + 0.2) / 2 = 0.6."),
     {RL_TRANSLATE_NOOP("Practice", "Pooled counts: 12 / 52 ≈ 0.23."),
      RL_TRANSLATE_NOOP("Practice", "Query B's value, 0.2, because it has more items."),
      RL_TRANSLATE_NOOP("Practice", "The best query's value, 1.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "Pooling lets the query with many relevant items dominate; the usual mean "
                        "gives each query the same weight."),
      RL_TRANSLATE_NOOP("Practice",
                        "Every query counts once in the mean, however many relevant items it has."),
      RL_TRANSLATE_NOOP("Practice", "The mean is over all queries, not the best one.")},
     RL_TRANSLATE_NOOP("Practice",
                       "trec_eval and RankLens average the per-query values (macro-average): each "
                       "query is one user's need and weighs the same."),
     "recall"},
    {RL_TRANSLATE_NOOP("Practice",
                       "Two runs give the same scores to many items. One tool reports NDCG@10 = "
                       "0.41, another 0.43 on the same files. What is the likely cause?"),
     RL_TRANSLATE_NOOP("Practice",
                       "They break ties differently: equal scores ordered another way put other "
                       "items in the top 10."),
     {RL_TRANSLATE_NOOP("Practice", "One tool has a bug in NDCG."),
      RL_TRANSLATE_NOOP("Practice", "Rounding of the scores."),
      RL_TRANSLATE_NOOP("Practice", "NDCG is random by nature.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "Both can compute NDCG correctly; the order of tied items is a convention "
                        "each tool must state."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "Rounding the final value cannot move it by 0.02; the order of the items can."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "NDCG of a fixed order is deterministic; only the order of tied scores is left open.")},
     RL_TRANSLATE_NOOP("Practice",
                       "With tied scores the order is a convention: trec_eval (and RankLens) put "
                       "the larger docid first. Compare tools only with the same tie rule."),
     "ndcg_cut"},
    {RL_TRANSLATE_NOOP("Practice",
                       "Many items in the top 10 were never judged. trec_eval counts them as not "
                       "relevant. What does that do to a new system's P@10?"),
     RL_TRANSLATE_NOOP("Practice",
                       "It can understate it: unjudged items may be relevant, and a system unlike "
                       "the pooled ones has more of them."),
     {RL_TRANSLATE_NOOP("Practice", "Nothing: unjudged items are irrelevant by definition."),
      RL_TRANSLATE_NOOP("Practice", "It overstates it."),
      RL_TRANSLATE_NOOP("Practice", "P@10 skips unjudged items, so it is exact.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "Unjudged means unknown, not irrelevant; counting them as 0 is a "
                        "convention that favours the pooled systems."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "Counting unknown items as not relevant can only lower P@10, never raise it."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "P@10 does not skip them: they fill places in the top 10 and count as not relevant.")},
     RL_TRANSLATE_NOOP("Practice",
                       "Check the judged share of the top k (judged@k) before trusting a "
                       "difference; a low share means the number is a lower bound."),
     "P"},
    {RL_TRANSLATE_NOOP("Practice",
                       "A team tried 40 model variants on the same test queries and reports the "
                       "best one's NDCG@10. What is the trap?"),
     RL_TRANSLATE_NOOP("Practice",
                       "The best of 40 is partly luck: picking it on the test queries overfits "
                       "them; confirm on fresh queries."),
     {RL_TRANSLATE_NOOP("Practice", "None; more variants make the result more reliable."),
      RL_TRANSLATE_NOOP("Practice", "NDCG@10 cannot compare 40 models."),
      RL_TRANSLATE_NOOP("Practice", "They should report the mean of the 40 instead.")},
     {RL_TRANSLATE_NOOP(
          "Practice",
          "More variants give more chances for one to look good by chance on these queries."),
      RL_TRANSLATE_NOOP("Practice",
                        "NDCG@10 can rank 40 models; the problem is choosing the winner on the "
                        "same queries used to report it."),
      RL_TRANSLATE_NOOP("Practice",
                        "The mean of 40 variants describes none of them; the chosen model must be "
                        "measured on queries it was not chosen on.")},
     RL_TRANSLATE_NOOP("Practice",
                       "Selecting on the test set is a multiple comparison: hold out queries for "
                       "the final number, or correct the tests for the number of comparisons."),
     ""},
    {RL_TRANSLATE_NOOP("Practice",
                       "System B beats A by +0.02 NDCG@10 on 25 queries. Per query, the "
                       "differences range from −0.30 to +0.35. What can you say?"),
     RL_TRANSLATE_NOOP("Practice",
                       "Nothing yet: with such spread and few queries, +0.02 is well within noise; "
                       "run a paired test."),
     {RL_TRANSLATE_NOOP("Practice", "B is better: its mean is higher."),
      RL_TRANSLATE_NOOP("Practice", "A is better: some queries fell by 0.30."),
      RL_TRANSLATE_NOOP("Practice", "The metric is broken: differences should be small.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "A higher mean over 25 noisy queries can come from chance; better needs a "
                        "significance test."),
      RL_TRANSLATE_NOOP("Practice",
                        "Single queries move both ways; the question is whether the mean "
                        "difference is larger than its noise."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "Per-query differences are often large; that is why means need many queries.")},
     RL_TRANSLATE_NOOP("Practice",
                       "The standard error of the mean difference is sd / √n; with sd ≈ 0.15 and n "
                       "= 25 it is 0.03, larger than +0.02. A paired t-test would not reject."),
     ""},
    {RL_TRANSLATE_NOOP("Practice",
                       "A paired test gives p = 0.03 for B against A. Which reading is right?"),
     RL_TRANSLATE_NOOP("Practice",
                       "If A and B were equally good, a difference this large would come up in "
                       "about 3 % of query samples."),
     {RL_TRANSLATE_NOOP("Practice", "B is better with 97 % probability."),
      RL_TRANSLATE_NOOP("Practice", "The difference is large."),
      RL_TRANSLATE_NOOP("Practice", "3 % of the queries got worse.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "A p-value is not the probability that a hypothesis is true; it is "
                        "computed assuming no difference."),
      RL_TRANSLATE_NOOP("Practice",
                        "A small p can come from a tiny difference measured on many queries; look "
                        "at the effect size."),
      RL_TRANSLATE_NOOP("Practice",
                        "The p-value is about the mean difference, not about the share of queries "
                        "that changed.")},
     RL_TRANSLATE_NOOP("Practice",
                       "p answers: how surprising is this difference if there is none? It says "
                       "neither how big the difference is nor how likely B is better; report the "
                       "difference with a confidence interval."),
     ""},
    {RL_TRANSLATE_NOOP("Practice",
                       "A 95 % confidence interval for B − A is [−0.01, +0.05]. What does it say?"),
     RL_TRANSLATE_NOOP("Practice",
                       "The data fit anything from a small loss to a clear gain: no significant "
                       "difference at α = 0.05."),
     {RL_TRANSLATE_NOOP("Practice", "B is better, because most of the interval is above 0."),
      RL_TRANSLATE_NOOP("Practice", "B is 0.02 better for sure."),
      RL_TRANSLATE_NOOP("Practice", "95 % of the queries gained between −0.01 and +0.05.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "The interval contains 0, so the data do not rule out no difference."),
      RL_TRANSLATE_NOOP("Practice",
                        "0.02 is the middle of the interval, a best guess, not a certainty."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "The interval is for the mean difference, not for single queries, which vary far more.")},
     RL_TRANSLATE_NOOP("Practice",
                       "An interval that contains 0 means the test would not reject at that level; "
                       "more queries would narrow it."),
     ""},
    {RL_TRANSLATE_NOOP("Practice",
                       "Twelve systems are compared pairwise (66 pairs) with paired t-tests at α = "
                       "0.05. Three pairs come out significant. What should you do first?"),
     RL_TRANSLATE_NOOP("Practice",
                       "Correct for multiple comparisons (e.g. Holm or Tukey): with 66 tests about "
                       "3 false positives are expected by chance."),
     {RL_TRANSLATE_NOOP("Practice", "Report the three as better."),
      RL_TRANSLATE_NOOP("Practice", "Lower α to 0.10 to find more."),
      RL_TRANSLATE_NOOP("Practice", "Drop the queries where the systems disagree.")},
     {RL_TRANSLATE_NOOP(
          "Practice",
          "Three significant pairs out of 66 is about what chance alone gives at α = 0.05."),
      RL_TRANSLATE_NOOP("Practice", "A looser α gives more false positives, not more truth."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "Removing inconvenient queries biases the comparison toward the result you want.")},
     RL_TRANSLATE_NOOP("Practice",
                       "Each test has a 5 % false-positive rate; many tests together need a "
                       "correction. RankLens's leaderboard corrects for all pairs."),
     ""},
    {RL_TRANSLATE_NOOP("Practice",
                       "Comparison 1: +0.03 over 40 queries. Comparison 2: +0.03 over 400 queries, "
                       "with the same per-query spread. Which is more convincing?"),
     RL_TRANSLATE_NOOP("Practice",
                       "Comparison 2: the standard error shrinks with √n, so the same difference "
                       "is about 3 standard errors further from 0."),
     {RL_TRANSLATE_NOOP("Practice", "Comparison 1: fewer queries, less noise."),
      RL_TRANSLATE_NOOP("Practice", "Both equally: the difference is the same."),
      RL_TRANSLATE_NOOP("Practice", "Neither: +0.03 is always too small.")},
     {RL_TRANSLATE_NOOP("Practice", "Fewer queries mean more noise in the mean, not less."),
      RL_TRANSLATE_NOOP(
          "Practice", "The same difference is more convincing when it is measured more precisely."),
      RL_TRANSLATE_NOOP("Practice",
                        "Whether +0.03 is small depends on its standard error; over 400 queries it "
                        "can be clear.")},
     RL_TRANSLATE_NOOP("Practice",
                       "t = mean / (sd / √n): ten times the queries multiplies t by √10 ≈ 3.2."),
     ""},
    {RL_TRANSLATE_NOOP(
         "Practice",
         "To detect half the difference with the same power, how many queries do you need?"),
     RL_TRANSLATE_NOOP("Practice",
                       "About four times as many: the queries needed grow with (sd / Δ)²."),
     {RL_TRANSLATE_NOOP("Practice", "Twice as many."),
      RL_TRANSLATE_NOOP("Practice", "The same number."),
      RL_TRANSLATE_NOOP("Practice", "Half as many.")},
     {RL_TRANSLATE_NOOP(
          "Practice",
          "The standard error shrinks with √n, so halving Δ needs 2² = 4 times the queries."),
      RL_TRANSLATE_NOOP(
          "Practice", "A smaller difference is harder to tell from noise; it needs more queries."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "Fewer queries make the mean noisier; a smaller difference needs the opposite.")},
     RL_TRANSLATE_NOOP("Practice",
                       "n ≈ ((z₁₋α/₂ + z_power) · sd / Δ)²: Δ appears squared in the denominator."),
     ""},
    {RL_TRANSLATE_NOOP("Practice",
                       "A recommender's NDCG@10 rose, but almost every user now sees the same 50 "
                       "popular items. Which guard catches this?"),
     RL_TRANSLATE_NOOP(
         "Practice",
         "Catalogue coverage (and novelty): how much of the catalogue reaches anyone's top k."),
     {RL_TRANSLATE_NOOP("Practice", "P@10."), RL_TRANSLATE_NOOP("Practice", "MRR."),
      RL_TRANSLATE_NOOP("Practice", "NDCG@20.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "P@10 can rise with popular items too; it does not look at how many "
                        "distinct items are shown."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "MRR looks at the first relevant item per user, not at how varied the lists are."),
      RL_TRANSLATE_NOOP("Practice",
                        "NDCG@20 is another accuracy metric and rewards the same popular items.")},
     RL_TRANSLATE_NOOP("Practice",
                       "Accuracy metrics reward popular items, which many users like; coverage and "
                       "novelty show when the lists collapse onto them."),
     "coverage"},
    {RL_TRANSLATE_NOOP("Practice",
                       "A diversity metric (ILD) rose after a change, and NDCG@10 fell sharply. "
                       "How should the change be judged?"),
     RL_TRANSLATE_NOOP("Practice",
                       "As a trade-off: more varied lists that users may find less relevant; "
                       "decide with both numbers and the product's goal."),
     {RL_TRANSLATE_NOOP("Practice", "As better: diversity is what matters."),
      RL_TRANSLATE_NOOP("Practice", "As worse: accuracy is all that counts."),
      RL_TRANSLATE_NOOP("Practice", "As a bug: the two cannot move apart.")},
     {RL_TRANSLATE_NOOP(
          "Practice",
          "Random lists are very diverse; diversity alone cannot say the lists got better."),
      RL_TRANSLATE_NOOP("Practice",
                        "Accuracy alone misses whether users get stuck in a narrow set of items."),
      RL_TRANSLATE_NOOP("Practice",
                        "Diversity and accuracy often pull in opposite directions; that is the "
                        "point of watching both.")},
     RL_TRANSLATE_NOOP("Practice",
                       "Beyond-accuracy metrics guard accuracy, they do not replace it: report "
                       "both and judge the trade-off against what the product needs."),
     ""},
    {RL_TRANSLATE_NOOP("Practice",
                       "An offline NDCG@10 gain of +0.04 did not show up in the A/B test's "
                       "click-through. What is a likely reason?"),
     RL_TRANSLATE_NOOP("Practice",
                       "The offline labels or k do not match what users do: the gain may be at "
                       "ranks they do not see or on labels they do not act on."),
     {RL_TRANSLATE_NOOP("Practice", "The A/B test must be wrong."),
      RL_TRANSLATE_NOOP("Practice", "NDCG@10 always predicts clicks."),
      RL_TRANSLATE_NOOP("Practice", "The offline gain was too large to be real.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "A/B tests have their own noise, but a mismatch between offline labels and "
                        "user behaviour is the first suspect."),
      RL_TRANSLATE_NOOP("Practice",
                        "Offline metrics are proxies; how well they predict clicks depends on the "
                        "labels and the cut-off."),
      RL_TRANSLATE_NOOP("Practice",
                        "+0.04 is not implausibly large; the question is whether it measures what "
                        "users experience.")},
     RL_TRANSLATE_NOOP(
         "Practice",
         "Check that the labels reflect the behaviour the A/B test measures and that k matches the "
         "screen; then check whether the offline gain was significant."),
     "ndcg_cut"},
    {RL_TRANSLATE_NOOP("Practice",
                       "Clicks are used as labels, and users click the top result far more often "
                       "whatever it is. What do clicks at rank 1 tell you?"),
     RL_TRANSLATE_NOOP("Practice",
                       "Partly position, not relevance: correct for position bias (e.g. IPS) "
                       "before treating clicks as labels."),
     {RL_TRANSLATE_NOOP("Practice", "That rank 1 is always the most relevant item."),
      RL_TRANSLATE_NOOP("Practice", "Nothing: clicks are random."),
      RL_TRANSLATE_NOOP("Practice", "That the ranking is perfect.")},
     {RL_TRANSLATE_NOOP(
          "Practice",
          "Users click rank 1 more whatever is there; its clicks overstate its relevance."),
      RL_TRANSLATE_NOOP("Practice",
                        "Clicks carry information, but mixed with where the item was shown."),
      RL_TRANSLATE_NOOP("Practice",
                        "Many clicks at rank 1 come from its position, not from a perfect order.")},
     RL_TRANSLATE_NOOP("Practice",
                       "IPS divides each click by the probability that its position was looked at, "
                       "so clicks at low ranks count more and rank 1 stops dominating."),
     ""},
    {RL_TRANSLATE_NOOP("Practice",
                       "Two graders label the same items; they agree on 70 % of them. What does "
                       "that mean for comparing two systems?"),
     RL_TRANSLATE_NOOP("Practice",
                       "Small differences may depend on whose labels are used; check whether the "
                       "ranking of the systems holds under both label sets."),
     {RL_TRANSLATE_NOOP("Practice", "Nothing: label noise cancels out."),
      RL_TRANSLATE_NOOP("Practice", "The labels are useless."),
      RL_TRANSLATE_NOOP("Practice", "Average the two grades and the problem is gone.")},
     {RL_TRANSLATE_NOOP("Practice",
                        "Disagreement is not guaranteed to cancel; it can favour one system."),
      RL_TRANSLATE_NOOP(
          "Practice",
          "70 % agreement is common; labels are still useful, with care for small differences."),
      RL_TRANSLATE_NOOP("Practice",
                        "Averaging hides the disagreement instead of showing whether the "
                        "conclusion depends on it.")},
     RL_TRANSLATE_NOOP("Practice",
                       "System rankings are usually stable across graders, but close pairs can "
                       "flip: compare the systems under each label set."),
     ""},
};

}  // namespace

std::span<const PracticeScenario> practiceScenarios() {
    return kScenarios;
}

}  // namespace ranklens::core::teaching
