#include "core/judged/judged_ranking.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string_view>

#include "core/judged/run_grades.h"

namespace ranklens::core {

namespace {
void countLabels(JudgedRanking& out, const EvalConfig& cfg, std::int32_t g,
                 const double* label = nullptr) {
    if (label) g = cfg.thresholdGrade(g, *label);
    ++out.numLabelled;
    if (cfg.isRelevant(g))
        ++out.numRel;
    else if (g >= 0)
        ++out.numJudgedNonrel;
    if (!label) {
        if (inIdeal(g, cfg)) out.labelGrades.push_back(g);
    } else if (inIdeal(g, *label, cfg)) {
        out.labelGrades.push_back(g);
        out.idealLabels.push_back(*label);
    }
}

// Real-valued labels: labelGrades and idealLabels by gain descending (equal gains: higher
// label first).
void idealOrderReal(JudgedRanking& out, const EvalConfig& cfg) {
    std::vector<std::size_t> order(out.labelGrades.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    const auto gainAt = [&](std::size_t i) {
        return cfg.gainOfLabel(out.labelGrades[i], out.idealLabels[i]);
    };
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const double ga = gainAt(a), gb = gainAt(b);
        return ga != gb ? ga > gb : out.idealLabels[a] > out.idealLabels[b];
    });
    std::vector<std::int32_t> grades(order.size());
    std::vector<double> labels(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        grades[i] = out.labelGrades[order[i]];
        labels[i] = out.idealLabels[order[i]];
    }
    out.labelGrades = std::move(grades);
    out.idealLabels = std::move(labels);
}

// The labels of the first n ranked items of a query with real-valued labels, and the grades
// they count as under the threshold (EvalConfig::thresholdGrade).
void lookUpLabels(const RunQuery& q, const QrelsQuery& labels, std::size_t n, const EvalConfig& cfg,
                  JudgedRanking& out) {
    out.labels.assign(n, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const auto j = labels.find(q.docs[i].doc);
        if (j != DocIndex::kNone) out.labels[i] = labels.reals[j];
        out.grades[i] = cfg.thresholdGrade(out.grades[i], out.labels[i]);
    }
}
// Boundaries of the runs of equal scores among the first n items of an ordered query.
void groupTies(const RunQuery& q, std::size_t n, std::vector<std::uint32_t>& groups) {
    groups.push_back(0);
    for (std::size_t i = 1; i < n; ++i)
        if (q.docs[i].score != q.docs[i - 1].score) groups.push_back(static_cast<std::uint32_t>(i));
    groups.push_back(static_cast<std::uint32_t>(n));
}

// Judged only (trec_eval -J): drops the items without a label or with a negative one from the
// ranking, keeping the order of the rest; with ties averaged, groups the kept items' scores.
void keepJudged(const RunQuery& q, const EvalConfig& cfg, JudgedRanking& out) {
    const bool groups = cfg.ties == TiePolicy::Average;
    std::size_t kept = 0;
    double previous = 0.0;  // score of the last kept item
    for (std::size_t i = 0; i < out.grades.size(); ++i) {
        if (out.grades[i] < 0) continue;  // kUnjudged is negative too
        if (groups && (kept == 0 || q.docs[i].score != previous))
            out.tieGroups.push_back(static_cast<std::uint32_t>(kept));
        previous = q.docs[i].score;
        if (!out.labels.empty()) out.labels[kept] = out.labels[i];
        out.grades[kept++] = out.grades[i];
    }
    out.grades.resize(kept);
    if (!out.labels.empty()) out.labels.resize(kept);
    if (groups) {
        if (kept == 0) out.tieGroups.push_back(0);
        out.tieGroups.push_back(static_cast<std::uint32_t>(kept));
    }
}
}  // namespace

namespace {
// Sorts grades descending by counting them when they span at most 64 values (labels are
// small integers); false (nothing changed) otherwise.
bool countingSortDescending(std::vector<std::int32_t>& grades) {
    if (grades.empty()) return true;
    const auto [lo, hi] = std::minmax_element(grades.begin(), grades.end());
    const std::int64_t low = *lo, span = std::int64_t{*hi} - low + 1;
    if (span > 64) return false;
    std::size_t count[64] = {};
    for (const std::int32_t g : grades) ++count[g - low];
    auto out = grades.begin();
    for (std::int64_t v = span - 1; v >= 0; --v)
        out = std::fill_n(out, count[v], static_cast<std::int32_t>(low + v));
    return true;
}
}  // namespace

namespace {
// countLabels over every label and idealOrder from the labels' counts per grade (no branch per
// label; core/judged/run_grades.h countLabelsPerGrade): the same counts and the same labelGrades.
// False (out untouched) when a label is above kLabelGrades - 1.
bool labelsFromCounts(const std::uint32_t* count, const EvalConfig& cfg, JudgedRanking& out) {
    constexpr std::size_t kGrades = kLabelGrades;
    if (count[kLabelAbove] > 0) return false;
    out.numLabelled += count[kLabelNegative];
    for (std::size_t g = 0; g < kGrades; ++g) {
        const auto grade = static_cast<std::int32_t>(g);
        out.numLabelled += count[g];
        if (cfg.isRelevant(grade))
            out.numRel += count[g];
        else
            out.numJudgedNonrel += count[g];
    }
    for (std::size_t g = kGrades; g-- > 0;)  // grades descending, as idealOrder sorts them
        if (count[g] > 0 && inIdeal(static_cast<std::int32_t>(g), cfg))
            out.labelGrades.insert(out.labelGrades.end(), count[g], static_cast<std::int32_t>(g));
    if (cfg.gain == GainKind::Custom) idealOrder(out.labelGrades, cfg);
    return true;
}

bool countLabelsByGrade(const std::vector<Judgment>& judgments, const EvalConfig& cfg,
                        JudgedRanking& out) {
    std::uint32_t count[kLabelBuckets];
    countLabelsPerGrade(judgments, count);
    return labelsFromCounts(count, cfg, out);
}
}  // namespace

void idealOrder(std::vector<std::int32_t>& grades, const EvalConfig& cfg) {
    if (cfg.gain != GainKind::Custom) {  // linear and exponential gains rise with the grade
        if (!countingSortDescending(grades))
            std::sort(grades.begin(), grades.end(), std::greater<>());
        return;
    }
    std::sort(grades.begin(), grades.end(), [&cfg](std::int32_t a, std::int32_t b) {
        const double ga = cfg.gainOf(a), gb = cfg.gainOf(b);
        return ga != gb ? ga > gb : a > b;
    });
}

namespace {
void resetJudged(JudgedRanking& out) {
    out.grades.clear();
    out.labelGrades.clear();
    out.labels.clear();
    out.idealLabels.clear();
    out.tieGroups.clear();
    out.numRel = out.numJudgedNonrel = out.numLabelled = 0;
}

std::size_t keptDocs(const RunQuery& ranked, const EvalConfig& cfg) {
    std::size_t n = ranked.docs.size();
    if (cfg.maxDocsPerQuery > 0 && n > static_cast<std::size_t>(cfg.maxDocsPerQuery))
        n = static_cast<std::size_t>(cfg.maxDocsPerQuery);
    return n;
}

// What judge() does once the first n ranks' grades are in out.grades.
void finishJudge(const RunQuery* ranked, const QrelsQuery* labels, const EvalConfig& cfg,
                 JudgedRanking& out, std::size_t n, const std::uint32_t* labelCounts = nullptr) {
    out.listEvaluated = ranked != nullptr;
    if (ranked) {
        if (labels && !labels->reals.empty()) lookUpLabels(*ranked, *labels, n, cfg, out);
        if (cfg.judgedOnly)
            keepJudged(*ranked, cfg, out);
        else if (cfg.ties == TiePolicy::Average)
            groupTies(*ranked, n, out.tieGroups);
    }
    if (labels && !labels->reals.empty()) {
        for (std::size_t j = 0; j < labels->judgments.size(); ++j)
            countLabels(out, cfg, labels->judgments[j].grade, &labels->reals[j]);
        idealOrderReal(out, cfg);
    } else if (labels && !(labelCounts && labelsFromCounts(labelCounts, cfg, out)) &&
               !countLabelsByGrade(labels->judgments, cfg, out)) {
        for (const auto& j : labels->judgments) countLabels(out, cfg, j.grade);
        idealOrder(out.labelGrades, cfg);
    }
}
}  // namespace

void judge(const RunQuery* ranked, const QrelsQuery* labels, const EvalConfig& cfg,
           JudgedRanking& out, const std::int32_t* gradeByInputPos) {
    resetJudged(out);
    std::size_t n = 0;
    if (ranked) {
        n = keptDocs(*ranked, cfg);
        out.grades.resize(n, kUnjudged);
        if (gradeByInputPos) {
            for (std::size_t i = 0; i < n; ++i)
                out.grades[i] = gradeByInputPos[ranked->docs[i].inputPos];
        } else if (labels && labels->searchable()) {
            for (std::size_t i = 0; i < n; ++i) {
                const auto j = labels->find(ranked->docs[i].doc);
                if (j != DocIndex::kNone) out.grades[i] = labels->judgments[j].grade;
            }
        }
    }
    finishJudge(ranked, labels, cfg, out, n);
}

void judge(const RunQuery& ranked, const QrelsQuery* labels, const EvalConfig& cfg,
           JudgedRanking& out, const RankedQueryGrades& rankGrades) {
    resetJudged(out);
    const std::size_t n = std::min(keptDocs(ranked, cfg), rankGrades.size);
    out.grades.resize(n);
    const std::int8_t* g = rankGrades.grades;
    for (std::size_t i = 0; i < n; ++i)
        out.grades[i] = g[i] == RankGrades::kRankUnjudged ? kUnjudged : std::int32_t{g[i]};
    finishJudge(&ranked, labels, cfg, out, n, rankGrades.labelCounts);
}

void idealGains(const JudgedRanking& r, const EvalConfig& cfg, std::vector<double>& out) {
    out.clear();
    if (cfg.ideal == IdealOrder::Labels) {
        for (std::size_t i = 0; i < r.labelGrades.size(); ++i)
            out.push_back(r.idealLabels.empty()
                              ? cfg.gainOf(r.labelGrades[i])
                              : cfg.gainOfLabel(r.labelGrades[i], r.idealLabels[i]));
    } else {
        for (std::size_t i = 0; i < r.grades.size(); ++i) {
            const double g = r.grades[i] >= 0 ? rankGain(r, cfg, i) : 0.0;
            if (g > 0.0) out.push_back(g);
        }
    }
    // labelGrades are in idealOrder already: sorted only when real-valued labels or the
    // retrieved order need it (stable_sort of a sorted list would change nothing).
    if (!std::is_sorted(out.begin(), out.end(), std::greater<>()))
        std::stable_sort(out.begin(), out.end(), std::greater<>());
}

JudgedRanking judgeGrades(std::vector<std::int32_t> rankedGrades,
                          const std::vector<std::int32_t>& allLabels, const EvalConfig& cfg) {
    JudgedRanking out;
    out.grades = std::move(rankedGrades);
    if (cfg.maxDocsPerQuery > 0 &&
        out.grades.size() > static_cast<std::size_t>(cfg.maxDocsPerQuery))
        out.grades.resize(static_cast<std::size_t>(cfg.maxDocsPerQuery));
    if (cfg.judgedOnly)
        std::erase_if(out.grades, [](std::int32_t g) { return g < 0; });  // -M first
    for (std::int32_t g : allLabels) countLabels(out, cfg, g);
    idealOrder(out.labelGrades, cfg);
    return out;
}

JudgedRanking judgeLabels(const std::vector<double>& rankedLabels,
                          const std::vector<double>& allLabels, const EvalConfig& cfg) {
    const auto floorOf = [](double label) { return static_cast<std::int32_t>(std::floor(label)); };
    JudgedRanking out;
    std::size_t n = rankedLabels.size();
    if (cfg.maxDocsPerQuery > 0) n = std::min(n, static_cast<std::size_t>(cfg.maxDocsPerQuery));
    for (std::size_t i = 0; i < n; ++i) {
        const double label = rankedLabels[i];
        const bool judged = !std::isnan(label);
        if (cfg.judgedOnly && (!judged || label < 0)) continue;  // -M first, as judgeGrades
        out.grades.push_back(judged ? cfg.thresholdGrade(floorOf(label), label) : kUnjudged);
        out.labels.push_back(judged ? label : 0.0);
    }
    for (double label : allLabels) countLabels(out, cfg, floorOf(label), &label);
    idealOrderReal(out, cfg);
    return out;
}

}  // namespace ranklens::core
