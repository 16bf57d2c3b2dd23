#include "core/eval/query_kernel.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <string>

#include "core/base/number_check.h"
#include "core/judged/run_grades.h"
#include "core/measures/beyond_functions.h"
#include "core/measures/diversity_functions.h"

namespace ranklens::core::detail {

void checkGains(const Qrels& qrels, const EvalConfig& cfg) {
    if (cfg.gain == GainKind::Linear) return;  // a label is an int32: its sums stay finite
    const std::string source = qrels.source.empty() ? std::string("labels") : qrels.source;
    for (std::size_t g = 0; cfg.gain == GainKind::Custom && g < cfg.customGains.size(); ++g)
        if (!std::isfinite(cfg.customGains[g]))
            throw std::invalid_argument("the gain of grade " + std::to_string(g) + " is " +
                                        shortNumber(cfg.customGains[g]) +
                                        ": gains must be finite numbers");
    // Each gain may be finite while a query's sum is not (three labels of 1023 under exponential
    // gain, ndcg.1023=1e308 twice): CG, DCG and the ideal DCG then overflow and NDCG is
    // inf / inf = NaN. The sum of |gain| over a query's labels (a list holds each labelled doc
    // once), times the largest discount factor (the first rank's: log2 of the log base when
    // above 2), bounds every gain sum of that query; it is added in long double (no overflow on
    // the way) and must stay below the largest double, with room for the rounding of a long
    // sum. The bound is CG's, so a query whose DCG alone would still fit can be refused.
    const long double largestDiscount = std::max(1.0, std::log2(cfg.logBase));
    const long double limit = std::numeric_limits<double>::max() * (1 - 1e-6L);
    for (const auto& q : qrels.queries()) {
        long double sum = 0;
        for (std::size_t i = 0; i < q.judgments.size(); ++i) {
            const Judgment& j = q.judgments[i];
            if (cfg.gain == GainKind::Exponential && j.grade > kMaxExponentialLabel)
                throw std::invalid_argument(
                    source + ": query '" + q.qid + "', doc '" + j.doc + "': label " +
                    std::to_string(j.grade) +
                    " is too large for exponential gain (2^label - 1 overflows; at most " +
                    std::to_string(kMaxExponentialLabel) + ")");
            const double label = q.reals.empty() ? j.grade : q.reals[i];
            sum += std::fabs(static_cast<long double>(cfg.gainOfLabel(j.grade, label)));
        }
        if (sum * largestDiscount <= limit) continue;
        char total[48];
        std::snprintf(total, sizeof total, "%Lg", sum * largestDiscount);
        throw std::invalid_argument(
            source + ": query '" + q.qid + "': the gains of its " +
            std::to_string(q.judgments.size()) + " labels under " + toString(cfg.gain) +
            " gain add up to " + total +
            (largestDiscount > 1 ? " (with the log base's first discount)" : "") +
            ", beyond the largest double (" + shortNumber(std::numeric_limits<double>::max()) +
            "): CG and DCG would be infinite, NDCG NaN; use smaller grades or gains");
    }
}

namespace {

// The beyond-accuracy measures need item metadata: refused without it, planned with it.
void planItems(const std::vector<MeasureRequest>& reqs, const EvalOptions& opts, EvalPlan& plan) {
    bool needed = false;
    for (const auto& r : reqs) {
        if (!r.measure->items) continue;
        if (!opts.items)
            throw std::invalid_argument(std::string(r.measure->name) +
                                        " needs item metadata (--items: docid, category[, "
                                        "popularity])");
        needed = true;
    }
    for (const auto* m : plan.curveMeasures) needed = needed || m->items;
    if (needed) plan.items = opts.items;
}

// One slot and one column per requested value, in the registry's order (a stable sort of the
// requests, which the plan keeps in reqs).
void planSlots(const std::vector<MeasureRequest>& reqs, EvalPlan& plan) {
    for (const auto& r : reqs) {
        const MeasureInfo* m = r.measure;
        if (m->shape == MeasureShape::RunLevel) plan.hasRunLevel = true;
        const auto name = [&](double p) {
            return r.paramText.empty() ? columnName(*m, p)
                                       : std::string(m->name) + "_" + r.paramText;
        };
        if (m->shape == MeasureShape::Scalar) {
            EvalPlan::Slot slot{m, 0};
            if (m->paramList && r.explicitParams) {
                slot.params = r.params;
                slot.listGiven = true;
            }
            plan.slots.push_back(std::move(slot));
            plan.columns.push_back({name(0), m, 0, {}, 0});
            plan.hasText = plan.hasText || m->text;
            continue;
        }
        for (double p : r.params) {
            if (m->shape != MeasureShape::Levels && !(p >= 1 && p <= kMaxCutoff))
                throw std::invalid_argument(std::string(m->name) + ": cut-off " +
                                            std::to_string(p) + " is outside 1.." +
                                            std::to_string(kMaxCutoff));
            plan.slots.push_back({m, p});
            plan.columns.push_back({name(p), m, p, {}, 0});
            if (m->shape == MeasureShape::Curve)
                plan.K = std::max(plan.K, static_cast<std::size_t>(p));
        }
    }
}

// The mean curves asked for that can be computed with the data given (and, under averaged
// ties, have an exact expected value).
void planCurves(const EvalOptions& opts, TiePolicy ties, EvalPlan& plan) {
    for (const auto* m : opts.curveMeasures)
        if (m && m->shape == MeasureShape::Curve && (!m->subtopics || opts.diversity) &&
            (!m->items || opts.items) &&
            (ties != TiePolicy::Average || definedUnderAveragedTies(*m)))
            plan.curveMeasures.push_back(m);
}

// Measures that need data beyond graded labels: refused without it (preferences and judgment
// groups always), subtopic labels planned when a measure or curve reads them.
void planLabelData(const std::vector<MeasureRequest>& reqs, const EvalOptions& opts,
                   EvalPlan& plan) {
    for (const auto& r : reqs)
        if (r.measure->prefs || r.measure->judgmentGroups)
            throw std::invalid_argument(std::string(r.measure->name) + " needs " +
                                        (r.measure->prefs ? "preference judgments (trec_eval -R "
                                                            "prefs or -R qrels_prefs)"
                                                          : "qrels with judgment groups "
                                                            "(trec_eval -R qrels_jg)"));
    for (const auto& r : reqs)
        if (r.measure->subtopics && !opts.diversity)
            throw std::invalid_argument(std::string(r.measure->name) +
                                        " needs subtopic labels (diversity qrels: qid subtopic "
                                        "docid judgment)");
    const auto usesSubtopics = [](const MeasureInfo* m) { return m->subtopics; };
    if (std::any_of(plan.curveMeasures.begin(), plan.curveMeasures.end(), usesSubtopics) ||
        std::any_of(reqs.begin(), reqs.end(),
                    [&](const MeasureRequest& r) { return usesSubtopics(r.measure); }))
        plan.diversity = opts.diversity;
}

// Every Curve measure computed once per query, for the columns and the plot, each only as
// deep as it is read: ERR@10 next to P@1000 stops at 10.
void planFills(EvalPlan& plan) {
    auto fillIndex = [&plan](const MeasureInfo* m) {
        for (std::size_t i = 0; i < plan.fills.size(); ++i)
            if (plan.fills[i] == m) return static_cast<int>(i);
        plan.fills.push_back(m);
        return static_cast<int>(plan.fills.size() - 1);
    };
    for (const auto& s : plan.slots)
        plan.slotFill.push_back(s.measure->shape == MeasureShape::Curve ? fillIndex(s.measure)
                                                                        : -1);
    for (const auto* m : plan.curveMeasures) plan.curveFill.push_back(fillIndex(m));
    plan.fillK.assign(plan.fills.size(), 1);
    for (std::size_t i = 0; i < plan.slots.size(); ++i)
        if (plan.slotFill[i] >= 0) {
            auto& k = plan.fillK[static_cast<std::size_t>(plan.slotFill[i])];
            k = std::max(k, static_cast<std::size_t>(plan.slots[i].param));
        }
    for (int f : plan.curveFill) {
        auto& k = plan.fillK[static_cast<std::size_t>(f)];
        k = std::max(k, plan.curveK);
    }
    for (std::size_t f = 0; f < plan.fills.size(); ++f)
        if (plan.fills[f]->items) plan.itemsDepth = std::max(plan.itemsDepth, plan.fillK[f]);
}

// The tie report's cut-offs: those given, else 1, 5, 10 and every requested cut-off.
void planTieCutoffs(const EvalOptions& opts, EvalPlan& plan) {
    plan.tieCutoffs = opts.tieCutoffs;
    if (!plan.tieCutoffs.empty()) return;
    plan.tieCutoffs = {1, 5, 10};
    for (const auto& s : plan.slots)
        if (s.measure->shape == MeasureShape::Curve)
            plan.tieCutoffs.push_back(static_cast<int>(s.param));
    std::sort(plan.tieCutoffs.begin(), plan.tieCutoffs.end());
    plan.tieCutoffs.erase(std::unique(plan.tieCutoffs.begin(), plan.tieCutoffs.end()),
                          plan.tieCutoffs.end());
}

}  // namespace

EvalPlan makePlan(const EvalOptions& opts, TiePolicy ties) {
    EvalPlan plan;
    plan.undefinedAsNan = opts.undefinedAsNan;
    std::vector<MeasureRequest> reqs = opts.requests;
    std::stable_sort(reqs.begin(), reqs.end(),
                     [](const MeasureRequest& a, const MeasureRequest& b) {
                         return registryIndex(*a.measure) < registryIndex(*b.measure);
                     });
    planSlots(reqs, plan);
    planCurves(opts, ties, plan);
    planLabelData(reqs, opts, plan);
    planItems(reqs, opts, plan);
    if (opts.curveK > kMaxCutoff)
        throw std::invalid_argument("curves: k up to " + std::to_string(opts.curveK) +
                                    " is more than " + std::to_string(kMaxCutoff));
    plan.curveK = static_cast<std::size_t>(std::max(opts.curveK, 0));
    plan.curveSquares = opts.curveSquares;
    plan.K = std::max(plan.K, plan.curveK);
    planFills(plan);
    planTieCutoffs(opts, plan);
    return plan;
}

void checkAveragedTies(const EvalConfig& cfg, const EvalPlan& plan) {
    if (cfg.ties != TiePolicy::Average) return;
    auto check = [](const MeasureInfo* m) {
        if (!definedUnderAveragedTies(*m))
            throw std::invalid_argument(std::string(m->name) +
                                        " is not defined under ties=average (no exact expected "
                                        "value over the orders of tied items); use another "
                                        "tie policy or leave it out");
    };
    for (const auto& s : plan.slots) check(s.measure);
}

QueryKernel::QueryKernel(const EvalConfig& cfg, const EvalPlan& plan)
    : curveSums(plan.curveMeasures.size(), CurveAccumulator(plan.curveK)),
      curveSquareSums(plan.curveSquares ? plan.curveMeasures.size() : 0,
                      CurveAccumulator(plan.curveK)),
      cfg_(cfg),
      plan_(plan),
      buf_(plan.K),
      fillBuf_(plan.fills.size(), std::vector<double>(plan.K)) {
    if (plan.hasText) texts.resize(plan.slots.size());
    jr_.undefinedAsNan = plan.undefinedAsNan;
    checkAveragedTies(cfg, plan);
    for (int k : plan.tieCutoffs) ties.straddling.push_back({k, 0});
}

namespace {

// EmptyQueries::One scores 1 for a query without a relevant item (the row's fact).
bool scoredOneWithoutRelevant(const MeasureInfo& m) {
    return m.withoutRelevant == WithoutRelevant::One;
}

// trec_eval 10.0's clean-up after a missed query's stand-in list (its trec_eval.c clears values
// by their printed name: utility, not utility_2,...).
bool clearedForStandIn(const EvalPlan::Slot& s) {
    return s.measure->standIn == StandIn::Cleared ||
           (s.measure->standIn == StandIn::ClearedUnderItsOwnName && !s.listGiven);
}

// Drops the queries without a relevant item (EmptyQueries::Skip) from a result whose per-query
// values are complete.
void dropEmptyQueries(EvalResult& res) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < res.queries.size(); ++i) {
        if (res.queries[i].numRel == 0) {
            if (!res.queries[i].inRun && res.missingQueries > 0) --res.missingQueries;
            continue;
        }
        if (kept != i) {
            for (auto& c : res.columns) {
                if (!c.perQuery.empty()) c.perQuery[kept] = c.perQuery[i];
                if (!c.perQueryText.empty()) c.perQueryText[kept] = std::move(c.perQueryText[i]);
            }
            res.queries[kept] = std::move(res.queries[i]);
        }
        ++kept;
    }
    res.queries.resize(kept);
    for (auto& c : res.columns) {
        if (!c.perQuery.empty()) c.perQuery.resize(kept);
        if (!c.perQueryText.empty()) c.perQueryText.resize(kept);
    }
}

// Counts without a branch per rank (equal neighbours are as unpredictable as the scores).
void tieStats(const RunQuery& q, std::size_t n, TieReport& rep) {
    std::size_t tied = 0, groups = 0;
    bool previousTied = false;  // rank i - 1 tied with rank i - 2
    for (std::size_t i = 1; i < n; ++i) {
        const bool t = q.docs[i].score == q.docs[i - 1].score;
        groups += t & !previousTied;  // a group starts where a tie follows none
        tied += t;
        previousTied = t;
    }
    rep.tiedGroups += groups;
    if (tied > 0) ++rep.queriesWithTies;
    for (auto& [k, count] : rep.straddling) {
        const auto kk = static_cast<std::size_t>(k);
        if (kk >= 1 && kk < n && q.docs[kk - 1].score == q.docs[kk].score) ++count;
    }
}
// tieStats from the query's tie bits (core/judged/run_grades.h): the same counts, 64 ranks a step.
void tieStatsFromBits(const std::uint64_t* bits, std::size_t n, TieReport& rep) {
    std::size_t groups = 0;
    std::uint64_t any = 0, carry = 0;  // carry: the last rank of the word before tied
    for (std::size_t w = 0; w * 64 < n; ++w) {
        const std::size_t left = n - w * 64;
        const std::uint64_t word =
            bits[w] & (left >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << left) - 1);
        groups += static_cast<std::size_t>(std::popcount(word & ~((word << 1) | carry)));
        any |= word;
        carry = word >> 63;
    }
    rep.tiedGroups += groups;
    if (any) ++rep.queriesWithTies;
    for (auto& [k, count] : rep.straddling) {
        const auto kk = static_cast<std::size_t>(k);
        if (kk >= 1 && kk < n && (bits[kk / 64] >> (kk % 64) & 1u)) ++count;
    }
}
}  // namespace

void QueryKernel::run(const RunQuery* ranked, const QrelsQuery* labels, double* values,
                      QueryResult& info, const std::int32_t* gradeByInputPos,
                      const RankedQueryGrades* rankGrades) {
    const bool standIn = judgeQuery(ranked, labels, info, gradeByInputPos, rankGrades);
    const bool noRelevant = jr_.numRel == 0;
    const bool scoreOne = noRelevant && cfg_.emptyQueries == EmptyQueries::One;
    fillCurves(scoreOne, noRelevant && cfg_.emptyQueries == EmptyQueries::Skip);
    levelValues_.clear();  // this query's levels are computed afresh
    for (std::size_t i = 0; i < plan_.slots.size(); ++i) {
        const auto& s = plan_.slots[i];
        double value = slotValue(i);
        if (scoreOne && s.measure->shape != MeasureShape::RunLevel &&
            scoredOneWithoutRelevant(*s.measure))
            value = 1.0;
        if (standIn && clearedForStandIn(s)) {
            value = 0.0;
            if (!texts.empty()) texts[i].clear();
        }
        values[i] = value;
    }
}

bool QueryKernel::judgeQuery(const RunQuery* ranked, const QrelsQuery* labels, QueryResult& info,
                             const std::int32_t* gradeByInputPos,
                             const RankedQueryGrades* rankGrades) {
    if (ranked && rankGrades)
        judge(*ranked, labels, cfg_, jr_, *rankGrades);
    else
        judge(ranked, labels, cfg_, jr_, gradeByInputPos);
    if (plan_.diversity)
        fillSubtopics(labels ? plan_.diversity->find(labels->qid) : nullptr, ranked, labels, cfg_,
                      jr_);
    if (plan_.items) fillItems(plan_.items, ranked, labels, cfg_, plan_.itemsDepth, jr_);
    info.inRun = ranked != nullptr;
    info.numRet = static_cast<std::int64_t>(jr_.grades.size());
    // trec_eval 10.0 -c: a query the run missed is evaluated against a stand-in list of one
    // unlabelled item; afterwards the values named num_ret, utility, relstring, unj* and
    // rbp_resid (by their printed names: not utility_2,... or rbp_resid_p=0.5) are cleared.
    const bool standIn = !ranked && cfg_.trecEvalVersion == TrecEvalVersion::V10_0 &&
                         cfg_.querySet == QuerySet::AllLabelled;
    if (standIn) {
        // The stand-in's one item is unlabelled: -J (judgedOnly) removes it, as trec_eval does.
        jr_.grades.assign(cfg_.judgedOnly ? 0 : 1, kUnjudged);
        jr_.listEvaluated = true;
    }
    info.numRel = jr_.numRel;
    info.numLabelled = jr_.numLabelled;
    if (ranked && rankGrades)
        tieStatsFromBits(rankGrades->tiedBits, jr_.grades.size(), ties);
    else if (ranked)
        tieStats(*ranked, jr_.grades.size(), ties);
    return standIn;
}

void QueryKernel::fillCurves(bool scoreOne, bool skipped) {
    // Each curve measure once, over the longest k anything needs.
    for (std::size_t f = 0; f < plan_.fills.size(); ++f) {
        const std::span<double> out(fillBuf_[f].data(), plan_.fillK[f]);
        plan_.fills[f]->curve(jr_, cfg_, out);
        if (scoreOne && scoredOneWithoutRelevant(*plan_.fills[f]))
            std::fill(out.begin(), out.end(), 1.0);
    }
    if (!skipped) addCurves();
}

double QueryKernel::slotValue(std::size_t i) {
    const auto& s = plan_.slots[i];
    const MeasureInfo& m = *s.measure;
    switch (m.shape) {
        case MeasureShape::Scalar:
            if (s.listGiven)
                m.paramList(jr_, cfg_, s.params, std::span<double>(buf_.data(), 1));
            else
                m.curve(jr_, cfg_, std::span<double>(buf_.data(), 1));
            if (m.text)
                m.text(jr_, cfg_, s.listGiven ? std::span<const double>(s.params) : m.defaultParams,
                       texts[i]);
            return buf_[0];
        case MeasureShape::Curve:
            return fillBuf_[static_cast<std::size_t>(plan_.slotFill[i])]
                           [static_cast<std::size_t>(s.param) - 1];
        case MeasureShape::Levels:
            if (levelValues_.empty() || i >= levelStart_ + levelValues_.size()) computeLevels(i);
            return levelValues_[i - levelStart_];
        case MeasureShape::RunLevel:
            break;
    }
    return 0.0;
}

void QueryKernel::addCurves() {
    for (std::size_t c = 0; c < plan_.curveMeasures.size(); ++c) {
        const auto& curve = fillBuf_[static_cast<std::size_t>(plan_.curveFill[c])];
        curveSums[c].add(std::span<const double>(curve.data(), plan_.curveK));
        if (plan_.curveSquares)
            curveSquareSums[c].addSquares(std::span<const double>(curve.data(), plan_.curveK));
    }
}

void QueryKernel::computeLevels(std::size_t first) {
    // The slots from `first` on of the same measure with ascending levels (as the plan lists
    // one request's): one call computes them all, as one pass over the list serves every level
    // (iprec_at_recall's 11, Rprec_mult's 10) instead of one pass per level.
    const MeasureInfo* m = plan_.slots[first].measure;
    levelParams_.assign(1, plan_.slots[first].param);
    for (std::size_t j = first + 1; j < plan_.slots.size() && plan_.slots[j].measure == m &&
                                    plan_.slots[j].param > levelParams_.back();
         ++j)
        levelParams_.push_back(plan_.slots[j].param);
    levelValues_.assign(levelParams_.size(), 0.0);
    m->levels(jr_, cfg_, levelParams_, levelValues_);
    levelStart_ = first;
}

void finishResult(EvalResult& res, const EvalPlan& plan, std::vector<QueryKernel>& kernels,
                  const Run* run, const Qrels& qrels) {
    if (res.config.emptyQueries == EmptyQueries::Skip) dropEmptyQueries(res);
    for (auto& c : res.columns) {
        if (c.measure->shape == MeasureShape::RunLevel) {
            c.perQuery.clear();
            continue;
        }
        c.aggregate = aggregateValues(*c.measure, c.perQuery);  // sequential, qid order
    }
    if (plan.hasRunLevel && run) {
        std::size_t covK = 0;  // coverage only when asked for: it reads every list whole
        for (const auto& c : res.columns)
            if (c.measure->family == MeasureFamily::Coverage)
                covK = std::max(covK, static_cast<std::size_t>(c.param));
        const auto cov =
            covK ? coverageCurve(*run, qrels, covK, res.config.maxDocsPerQuery, res.config.ties)
                 : std::vector<double>{};
        for (auto& c : res.columns) {
            if (c.measure->shape != MeasureShape::RunLevel) continue;
            const auto k = static_cast<std::size_t>(c.param);
            c.aggregate = c.measure->family == MeasureFamily::Gini
                              ? giniOfExposure(*run, *plan.items, k, res.config.maxDocsPerQuery,
                                               res.config.ties)
                              : cov[k - 1];
        }
    }
    res.curveMeasures = plan.curveMeasures;
    res.curveSums.assign(plan.curveMeasures.size(), std::vector<ExactSum>(plan.curveK));
    for (const auto& kern : kernels)
        for (std::size_t c = 0; c < plan.curveMeasures.size(); ++c)
            kern.curveSums[c].addTo(res.curveSums[c]);
    if (plan.curveSquares) {
        res.curveSquareSums.assign(plan.curveMeasures.size(), std::vector<ExactSum>(plan.curveK));
        for (const auto& kern : kernels)
            for (std::size_t c = 0; c < plan.curveMeasures.size(); ++c)
                kern.curveSquareSums[c].addTo(res.curveSquareSums[c]);
    }
    res.curves = curveMeans(res.curveSums, res.queries.size());
    res.ties = TieReport{};
    for (int k : plan.tieCutoffs) res.ties.straddling.push_back({k, 0});
    for (const auto& kern : kernels) {
        res.ties.tiedGroups += kern.ties.tiedGroups;
        res.ties.queriesWithTies += kern.ties.queriesWithTies;
        for (std::size_t i = 0; i < res.ties.straddling.size(); ++i)
            res.ties.straddling[i].second += kern.ties.straddling[i].second;
    }
}

}  // namespace ranklens::core::detail
