// Registry rows of the other official evaluators' measures (ndeval, cwl_eval, trectools'
// graded RBP, Compatibility), included at the end of kMeasures in registry.cpp so they can be
// merged apart from the table's other rows. In MeasureFamily order.
// clang-format off
{.family = MeasureFamily::AlphaDcg,
 .name = "alpha_dcg_cut",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "α-DCG@k"),
 .title = RL_TRANSLATE_NOOP("Measures", "Alpha-DCG at k (ndeval)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "From subtopic labels: sum over r <= k of gain_r / log2(r + 1), gain_r as in alpha_ndcg_cut "
     "(sum over the item's subtopics of (1 - alpha)^c), divided by its largest possible value, "
     "sum over r <= k of S (1 - alpha)^(r-1) / log2(r + 1) with S the query's subtopics: ndeval's "
     "alpha-DCG with collection-independent normalisation (ir_measures' alpha_DCG). 1 is out "
     "of reach when a query has few relevant items. ndeval leaves k = 1 undivided; RankLens "
     "divides at every k. 0 without subtopics. -m alpha_dcg@20 or alpha_DCG@20."),
 .shape = MeasureShape::Curve,
 .aggregate = Aggregate::Mean,
 .defaultParams = kDiversityCutoffs,
 .curve = detail::alphaDcgCurve,
 .subtopics = true,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Gain},
{.family = MeasureFamily::PIa,
 .name = "p_ia_cut",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "P-IA@k"),
 .title = RL_TRANSLATE_NOOP("Measures", "Intent-aware precision at k (ndeval)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "From subtopic labels: the mean over the query's S subtopics of P@k for that subtopic, i.e. "
     "(sum over the top k items of the number of subtopics each is relevant to) / (k S) "
     "(Agrawal et al. 2009; ndeval's P-IA, ir_measures' P_IA). The denominator stays k when "
     "fewer items were returned. 0 without subtopics."),
 .shape = MeasureShape::Curve,
 .aggregate = Aggregate::Mean,
 .defaultParams = kDiversityCutoffs,
 .curve = detail::pIaCurve,
 .subtopics = true,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::MapIa,
 .name = "map_ia",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "AP-IA"),
 .title = RL_TRANSLATE_NOOP("Measures", "Intent-aware average precision (ndeval)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "From subtopic labels: the mean over the query's S subtopics of AP for that subtopic, "
     "(sum over the ranks r holding an item relevant to s of n_s(r) / r) / R_s, with n_s(r) the "
     "items relevant to s in the top r and R_s all labelled items relevant to s; whole list "
     "(ndeval's MAP-IA, ir_measures' AP_IA). 0 without subtopics."),
 .shape = MeasureShape::Scalar,
 .aggregate = Aggregate::Mean,
 .curve = detail::mapIaFn,
 .subtopics = true,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::Nrbp,
 .name = "nrbp",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "NRBP(β)"),
 .title = RL_TRANSLATE_NOOP("Measures", "Novelty- and rank-biased precision (ndeval)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "From subtopic labels: NRBP = (1 - (1 - alpha) beta) / S * sum over ranks r of gain_r "
     "beta^(r-1) over the whole list (Clarke et al. ICTIR 2009), gain_r as in alpha_ndcg_cut, "
     "alpha from --alpha, beta the patience (parameter, default 0.5 as ndeval): RBP with "
     "novelty, collection-independent normalisation (ndeval's NRBP, ir_measures' NRBP). "
     "0 without subtopics. -m nrbp.0.5 prints nrbp_0.50."),
 .shape = MeasureShape::Levels,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kNrbpBetas,
 .levels = detail::nrbpFn,
 .subtopics = true,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::NNrbp,
 .name = "nnrbp",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "nNRBP(β)"),
 .title = RL_TRANSLATE_NOOP("Measures", "Normalised NRBP (ndeval)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "NRBP divided by the NRBP of the greedy ideal order of alpha_ndcg_cut over all labelled "
     "items (ndeval's nNRBP, collection-dependent normalisation; ir_measures' nNRBP). In "
     "[0, 1] up to the greedy approximation. 0 without subtopics."),
 .shape = MeasureShape::Levels,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kNrbpBetas,
 .levels = detail::nnrbpFn,
 .subtopics = true,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::RbpGraded,
 .name = "rbp_graded",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "gRBP(p)"),
 .title = RL_TRANSLATE_NOOP("Measures", "Graded rank-biased precision"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "(1 - p) * sum over ranks i of gain_i * p^(i-1) over the whole list, the gain being the "
     "label itself (linear gain; the NDCG gain setting in general), so it exceeds 1 with "
     "grades above 1: trectools' RBP with graded relevance, which ir_measures runs for RBP "
     "without rel=. Unlabelled items gain 0. Empty list: 0. -m rbp_graded.0.8 or RBP(p=0.8)."),
 .shape = MeasureShape::Levels,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kGradedRbpPersistence,
 .levels = detail::rbpGradedFn,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Gain},
{.family = MeasureFamily::Nerr8,
 .name = "nerr8_cut",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "NERR8@k"),
 .title = RL_TRANSLATE_NOOP("Measures", "Nearly ERR, equation 8 (C/W/L)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "C/W/L (cwl_eval, as ir_measures runs it): gain g = label / top grade clamped to [0, 1] "
     "(top grade: --err-max-grade, ir_measures' max_rel), the list cut or padded with zero "
     "gain to 1000 ranks; the user goes on from rank i with probability C_i and the value is "
     "the expected gain per item read, sum of W_i g_i with W_i = prod_{j<i} C_j / sum_m "
     "prod_{j<m} C_j. NERR8@k: C_i = 1 - g_i for i < k, 0 from k (Azzopardi et al. ICTIR "
     "2021, eq. 8). Empty list: 0."),
 .shape = MeasureShape::Curve,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kCwlCutoffs,
 .curve = detail::nerr8Curve,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::Nerr9,
 .name = "nerr9_cut",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "NERR9@k"),
 .title = RL_TRANSLATE_NOOP("Measures", "Nearly ERR, equation 9 (C/W/L)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "C/W/L as nerr8_cut with C_i = i / (i + 1) * (1 - g_i) for i < k, 0 from k (eq. 9): "
     "ERR's 1/r discount and gain-based stopping. Empty list: 0."),
 .shape = MeasureShape::Curve,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kCwlCutoffs,
 .curve = detail::nerr9Curve,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::Nerr10,
 .name = "nerr10",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "NERR10(p)"),
 .title = RL_TRANSLATE_NOOP("Measures", "Nearly ERR, equation 10 (C/W/L)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "C/W/L as nerr8_cut with C_i = p (1 - g_i) at every rank (eq. 10): RBP's patience p "
     "(parameter, default 0.9 as cwl_eval) and gain-based stopping. Empty list: 0."),
 .shape = MeasureShape::Levels,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kNerr10Persistence,
 .levels = detail::nerr10Fn,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::Nerr11,
 .name = "nerr11",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "NERR11(T)"),
 .title = RL_TRANSLATE_NOOP("Measures", "Nearly ERR, equation 11 (C/W/L)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "C/W/L as nerr8_cut with C_i = ((i + 2T - 1) / (i + 2T))^2 (1 - g_i) (INSQ's goal T, "
     "parameter > 0, default 1, and gain-based stopping). Empty list: 0. -m nerr11.2."),
 .shape = MeasureShape::Levels,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kCwlGoals,
 .levels = detail::nerr11Fn,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::Sdcg,
 .name = "sdcg_cut",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "SDCG@k"),
 .title = RL_TRANSLATE_NOOP("Measures", "Scaled DCG at k (C/W/L)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "sum over i <= k of g_i / log2(i + 1), divided by sum over i <= k of 1 / log2(i + 1): DCG@k "
     "scaled as if k items of the top grade existed, with C/W/L's gain g = label / top grade "
     "(see nerr8_cut); unlike NDCG it needs no ideal from the labels. Empty list: 0."),
 .shape = MeasureShape::Curve,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kCwlCutoffs,
 .curve = detail::sdcgCurve,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::Bpm,
 .name = "bpm_cut",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "BPM@k"),
 .title = RL_TRANSLATE_NOOP("Measures", "Bejeweled player model at k (C/W/L)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "Static BPM (Zhang et al. SIGIR 2017) in C/W/L form with gain goal T = 1: the user reads "
     "until the summed gain g (see nerr8_cut) reaches 1 or k items are read, whichever comes "
     "first, and the value is the mean gain of the items read. Empty list: 0."),
 .shape = MeasureShape::Curve,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kCwlCutoffs,
 .curve = detail::bpmCurve,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::Inst,
 .name = "inst",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "INST(T)"),
 .title = RL_TRANSLATE_NOOP("Measures", "INST, adaptive weighted precision (C/W/L)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "C/W/L (see nerr8_cut) with C_i = ((i + T + T_i - 1) / (i + T + T_i))^2, T_i = T minus the "
     "gain of the top i (Moffat et al. ADCS 2015): the user expects T relevant items "
     "(parameter > 0, default 1) and reads on longer while the goal is not met. Empty list: "
     "0. -m inst.3."),
 .shape = MeasureShape::Levels,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kCwlGoals,
 .levels = detail::instFn,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::Insq,
 .name = "insq",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "INSQ(T)"),
 .title = RL_TRANSLATE_NOOP("Measures", "INSQ, goal-sensitive weighted precision (C/W/L)"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "C/W/L (see nerr8_cut) with C_i = ((i + 2T - 1) / (i + 2T))^2 whatever the gains (Moffat "
     "et al. ADCS 2012), T the expected relevant items (parameter > 0, default 1). The weights "
     "reach past the list to rank 1000, so a short list cannot score 1. Empty list: 0."),
 .shape = MeasureShape::Levels,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kCwlGoals,
 .levels = detail::insqFn,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::Compat,
 .name = "compat",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "Compat(p)"),
 .title = RL_TRANSLATE_NOOP("Measures", "Compatibility with the ideal ranking"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "Rank-biased overlap of the run with an ideal ranking, divided by the overlap of the ideal "
     "with itself (Clarke, Vtyurina & Smucker, TOIS 2021; ir_measures' Compat): RBO(a, b) = "
     "sum over depths d < D of p^d |a_{1..d+1} n b_{1..d+1}| / (d + 1), divided by sum p^d, D "
     "the longer list. Ideal: the items labelled > 0 by label descending, within a label the "
     "retrieved ones first in run order. p = persistence (default 0.95). No item labelled > 0: "
     "0."),
 .shape = MeasureShape::Levels,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kCompatPersistence,
 .levels = detail::compatFn,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
{.family = MeasureFamily::CompatRaw,
 .name = "compat_raw",
 .trecName = "",
 .label = RL_TRANSLATE_NOOP("Measures", "Compat raw(p)"),
 .title = RL_TRANSLATE_NOOP("Measures", "Compatibility, not normalised"),
 .description = RL_TRANSLATE_NOOP(
     "Measures",
     "compat without the division by the ideal's overlap with itself (ir_measures' "
     "Compat(normalize=False)): below 1 even for the ideal ranking when it is finite."),
 .shape = MeasureShape::Levels,
 .aggregate = Aggregate::Mean,
 .defaultParams = detail::kCompatPersistence,
 .levels = detail::compatRawFn,
 .averagedTies = AveragedTies::Undefined,
 .withoutRelevant = WithoutRelevant::AsComputed,
 .reads = Reads::Settings,
 .range = ValueRange::Normalised},
    // clang-format on
