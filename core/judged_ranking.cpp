#include "core/judged_ranking.h"

#include <algorithm>
#include <functional>
#include <string_view>

namespace ranklens::core {

namespace {
void countLabels(JudgedRanking& out, const EvalConfig& cfg, std::int32_t g) {
    ++out.numLabelled;
    if (cfg.isRelevant(g))
        ++out.numRel;
    else if (g >= 0)
        ++out.numJudgedNonrel;
    if (inIdeal(g, cfg)) out.labelGrades.push_back(g);
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
        out.grades[kept++] = out.grades[i];
    }
    out.grades.resize(kept);
    if (groups) {
        if (kept == 0) out.tieGroups.push_back(0);
        out.tieGroups.push_back(static_cast<std::uint32_t>(kept));
    }
}
}  // namespace

void idealOrder(std::vector<std::int32_t>& grades, const EvalConfig& cfg) {
    if (cfg.gain != GainKind::Custom) {  // linear and exponential gains rise with the grade
        std::sort(grades.begin(), grades.end(), std::greater<>());
        return;
    }
    std::sort(grades.begin(), grades.end(), [&cfg](std::int32_t a, std::int32_t b) {
        const double ga = cfg.gainOf(a), gb = cfg.gainOf(b);
        return ga != gb ? ga > gb : a > b;
    });
}

void judge(const RunQuery* ranked, const QrelsQuery* labels, const EvalConfig& cfg,
           JudgedRanking& out, const std::int32_t* gradeByInputPos) {
    out.grades.clear();
    out.labelGrades.clear();
    out.tieGroups.clear();
    out.numRel = out.numJudgedNonrel = out.numLabelled = 0;
    if (ranked) {
        std::size_t n = ranked->docs.size();
        if (cfg.maxDocsPerQuery > 0 && n > static_cast<std::size_t>(cfg.maxDocsPerQuery))
            n = static_cast<std::size_t>(cfg.maxDocsPerQuery);
        out.grades.resize(n, kUnjudged);
        if (gradeByInputPos) {
            for (std::size_t i = 0; i < n; ++i)
                out.grades[i] = gradeByInputPos[ranked->docs[i].inputPos];
        } else if (labels && !labels->index.empty()) {
            const auto keyAt = [labels](std::uint32_t j) { return labels->judgments[j].doc; };
            for (std::size_t i = 0; i < n; ++i) {
                const auto j = labels->index.find(ranked->docs[i].doc, keyAt);
                if (j != DocIndex::kNone) out.grades[i] = labels->judgments[j].grade;
            }
        }
        if (cfg.judgedOnly)
            keepJudged(*ranked, cfg, out);
        else if (cfg.ties == TiePolicy::Average)
            groupTies(*ranked, n, out.tieGroups);
    }
    if (labels) {
        for (const auto& j : labels->judgments) countLabels(out, cfg, j.grade);
        idealOrder(out.labelGrades, cfg);
    }
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

}  // namespace ranklens::core
