#include "core/teaching/practice_scenarios.h"

#include "core/translate_noop.h"

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
     RL_TRANSLATE_NOOP(
         "Practice",
         "The discount of rank i is 1 / log2(i + 1): rank 2 ≈ 0.63, rank 4 ≈ 0.43, rank 10 ≈ "
         "0.29. 1 / rank is the reciprocal-rank weight, a much steeper one; a too-good-to-be-true "
         "number often confuses the two."),
     "ndcg_cut"},
};

}  // namespace

std::span<const PracticeScenario> practiceScenarios() {
    return kScenarios;
}

}  // namespace ranklens::core::teaching
