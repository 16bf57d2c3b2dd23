// trec_eval's measures of its other relevance formats, in its output order: the rows of
// kMeasures (registry.cpp) for MeasureFamily::PrefsNumPrefsPoss .. RprecMultAvgJg. They have
// no computing function here: core/trec/rel_format_eval.cpp computes them from -R prefs,
// qrels_prefs or qrels_jg judgments.
    {.family = MeasureFamily::PrefsNumPrefsPoss,
     .name = "prefs_num_prefs_poss",
     .trecName = "prefs_num_prefs_poss",
     .label = RL_TRANSLATE_NOOP("Measures", "#prefs"),
     .title = RL_TRANSLATE_NOOP("Measures", "Number of possible preferences"),
     .description = RL_TRANSLATE_NOOP("Measures",
                                      "Preferences stated by the judgments (-R prefs or "
                                      "qrels_prefs), whatever was retrieved: in "
                                      "each judgment group (jg), every doc of a sub-group over "
                                      "every doc with a lower level there, "
                                      "plus the transitive ones when a jg has several sub-groups; "
                                      "a pair counts once per jg. Summed "
                                      "over the jgs; the summary is the sum over queries."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Sum,
     .integer = true,
     .prefs = true},
    {.family = MeasureFamily::PrefsNumPrefsFul,
     .name = "prefs_num_prefs_ful",
     .trecName = "prefs_num_prefs_ful",
     .label = RL_TRANSLATE_NOOP("Measures", "#prefs ful"),
     .title = RL_TRANSLATE_NOOP("Measures", "Number of fulfilled preferences"),
     .description =
         RL_TRANSLATE_NOOP("Measures",
                           "Preferences a over b the ranking fulfils: both retrieved and a above "
                           "b, or only a retrieved (implied). Neither retrieved: not fulfilled. "
                           "The summary is the sum over queries."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Sum,
     .integer = true,
     .prefs = true},
    {.family = MeasureFamily::PrefsNumPrefsFulRet,
     .name = "prefs_num_prefs_ful_ret",
     .trecName = "prefs_num_prefs_ful_ret",
     .label = RL_TRANSLATE_NOOP("Measures", "#prefs ful ret"),
     .title = RL_TRANSLATE_NOOP("Measures", "Number of fulfilled preferences among retrieved docs"),
     .description = RL_TRANSLATE_NOOP("Measures",
                                      "Preferences a over b with both docs retrieved and a ranked "
                                      "above b. The summary is the sum over queries."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Sum,
     .integer = true,
     .prefs = true},
    {.family = MeasureFamily::PrefsSimp,
     .name = "prefs_simp",
     .trecName = "prefs_simp",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs"),
     .title = RL_TRANSLATE_NOOP("Measures", "Fulfilled preferences / possible preferences"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Fulfilled / possible preferences over all jgs together (retrieved, implied and not "
         "retrieved pairs; a pair fulfilled for two jgs counts twice, so contradicting jgs keep it "
         "below 1). 0 without any preference. The ranking: score descending, equal scores in "
         "ascending docid order."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::PrefsPair,
     .name = "prefs_pair",
     .trecName = "prefs_pair",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs pair"),
     .title = RL_TRANSLATE_NOOP("Measures", "Preference ratio per doc pair"),
     .description =
         RL_TRANSLATE_NOOP("Measures",
                           "Mean over doc pairs with a preference in some jg of the share of those "
                           "preferences that favour the better-ranked doc (3 jgs for, 2 against: "
                           "3/5); a pair with neither doc retrieved scores 0. Equals prefs_simp "
                           "when no pair is judged by two jgs. 0 without pairs."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::PrefsAvgJg,
     .name = "prefs_avgjg",
     .trecName = "prefs_avgjg",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs avg jg"),
     .title = RL_TRANSLATE_NOOP("Measures",
                                "Fulfilled / possible preferences, averaged over judgment groups"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "fulfilled_jg / possible_jg per judgment group (a jg without preferences adds 0), "
         "averaged over the query's jgs, so a user with many preferences does not outweigh one "
         "with few. 0 when every ratio is 0."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::PrefsAvgJgRnonrel,
     .name = "prefs_avgjg_Rnonrel",
     .trecName = "prefs_avgjg_Rnonrel",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs Rnonrel"),
     .title = RL_TRANSLATE_NOOP("Measures",
                                "Preferences per judgment group, non-relevant docs set to R"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "prefs_avgjg with each jg's non-relevant docs (level 0) made as many as its relevant ones "
         "R (level > 0; bpref-like): with N < R non-relevant docs, R - N fulfilled preferences are "
         "added for every relevant retrieved doc (R - N possible for every relevant doc); with N > "
         "R only the first R non-relevant docs in ranking order count (trec_eval's recount, kept "
         "as it is). A jg whose ratio is 0/0 makes the query 0, as in trec_eval."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::PrefsSimpRet,
     .name = "prefs_simp_ret",
     .trecName = "prefs_simp_ret",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs ret"),
     .title =
         RL_TRANSLATE_NOOP("Measures", "Fulfilled / possible preferences among retrieved docs"),
     .description = RL_TRANSLATE_NOOP("Measures",
                                      "prefs_simp over the preferences whose two docs are both "
                                      "retrieved. 0 without such preferences."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::PrefsPairRet,
     .name = "prefs_pair_ret",
     .trecName = "prefs_pair_ret",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs pair ret"),
     .title = RL_TRANSLATE_NOOP("Measures", "Preference ratio per pair of retrieved docs"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "prefs_pair over the pairs whose two docs are both retrieved. 0 without such pairs."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::PrefsAvgJgRet,
     .name = "prefs_avgjg_ret",
     .trecName = "prefs_avgjg_ret",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs avg jg ret"),
     .title = RL_TRANSLATE_NOOP("Measures",
                                "Preferences among retrieved docs, averaged over judgment groups"),
     .description = RL_TRANSLATE_NOOP(
         "Measures", "prefs_avgjg over the preferences whose two docs are both retrieved."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::PrefsAvgJgRnonrelRet,
     .name = "prefs_avgjg_Rnonrel_ret",
     .trecName = "prefs_avgjg_Rnonrel_ret",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs Rnonrel ret"),
     .title =
         RL_TRANSLATE_NOOP("Measures", "Preferences among retrieved docs, non-relevant set to R"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "prefs_avgjg_Rnonrel over retrieved docs only: R and N are the relevant and non-relevant "
         "retrieved docs of each jg (the possible preferences added for N < R still use every "
         "relevant doc, as trec_eval). A jg with nothing relevant or non-relevant retrieved gives "
         "0/0 and makes the query 0."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::PrefsSimpImp,
     .name = "prefs_simp_imp",
     .trecName = "prefs_simp_imp",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs imp"),
     .title =
         RL_TRANSLATE_NOOP("Measures", "Fulfilled / possible preferences with a retrieved doc"),
     .description =
         RL_TRANSLATE_NOOP("Measures",
                           "prefs_simp over the preferences with at least one doc retrieved (both, "
                           "or implied: only one). 0 without such preferences."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::PrefsPairImp,
     .name = "prefs_pair_imp",
     .trecName = "prefs_pair_imp",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs pair imp"),
     .title = RL_TRANSLATE_NOOP("Measures", "Preference ratio per pair with a retrieved doc"),
     .description = RL_TRANSLATE_NOOP("Measures",
                                      "prefs_pair over the pairs with at least one doc retrieved."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::PrefsAvgJgImp,
     .name = "prefs_avgjg_imp",
     .trecName = "prefs_avgjg_imp",
     .label = RL_TRANSLATE_NOOP("Measures", "Prefs avg jg imp"),
     .title = RL_TRANSLATE_NOOP("Measures",
                                "Preferences with a retrieved doc, averaged over judgment groups"),
     .description = RL_TRANSLATE_NOOP(
         "Measures", "prefs_avgjg over the preferences with at least one doc retrieved."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .prefs = true},
    {.family = MeasureFamily::MapAvgJg,
     .name = "map_avgjg",
     .trecName = "map_avgjg",
     .label = RL_TRANSLATE_NOOP("Measures", "MAP jg"),
     .title = RL_TRANSLATE_NOOP("Measures", "Mean average precision over judgment groups"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "From qrels with judgment groups (-R qrels_jg, the iteration column names the group): "
         "average precision against each group's own labels (label >= threshold is relevant; 0 "
         "when no relevant doc is retrieved), averaged over the query's groups. Ranking as "
         "trec_eval: score descending, equal scores in descending docid order."),
     .shape = MeasureShape::Scalar,
     .aggregate = Aggregate::Mean,
     .judgmentGroups = true},
    {.family = MeasureFamily::PAvgJg,
     .name = "P_avgjg",
     .trecName = "P_avgjg",
     .label = RL_TRANSLATE_NOOP("Measures", "P jg"),
     .title = RL_TRANSLATE_NOOP("Measures", "Precision at k, averaged over judgment groups"),
     .description =
         RL_TRANSLATE_NOOP("Measures",
                           "Relevant docs among the top k / k against each group's labels, "
                           "averaged over the query's groups (-R qrels_jg). k beyond the ranking "
                           "still divides by k. -m P_avgjg.5,10 picks the cut-offs."),
     .shape = MeasureShape::Levels,
     .aggregate = Aggregate::Mean,
     .defaultParams = kTrecCutoffs,
     .judgmentGroups = true},
    {.family = MeasureFamily::RprecMultAvgJg,
     .name = "Rprec_mult_avgjg",
     .trecName = "Rprec_mult_avgjg",
     .label = RL_TRANSLATE_NOOP("Measures", "Rprec jg"),
     .title = RL_TRANSLATE_NOOP("Measures", "Precision at m x R, averaged over judgment groups"),
     .description = RL_TRANSLATE_NOOP(
         "Measures",
         "Precision at k = (long)(m * R + 0.9) docs, R = the group's relevant docs, for each "
         "multiple m (default 0.2, 0.4, ..., 2.0), averaged over the query's groups (-R qrels_jg). "
         "k beyond the ranking: relevant retrieved / k; k <= 0 (R = 0) scores 0. Printed as "
         "Rprec_mult_avgjg_0.20."),
     .shape = MeasureShape::Levels,
     .aggregate = Aggregate::Mean,
     .defaultParams = kRprecMultiples,
     .judgmentGroups = true},
