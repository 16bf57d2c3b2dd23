#include "ui/ranking/inspector_input.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <unordered_set>

namespace ranklens::ui {

namespace {
// The labelled items of the query the run did not return with a positive label (they count in
// R or the ideal order), and the query's real-valued labels.
void addUnreturnedLabels(const core::QrelsQuery& labels,
                         const std::unordered_set<std::string_view>& returned, RankingInput& in) {
    const bool reals = !labels.reals.empty();
    for (std::size_t j = 0; j < labels.judgments.size(); ++j) {
        const auto& judgment = labels.judgments[j];
        const QString doc = QString::fromUtf8(judgment.doc);
        if (reals) in.realLabels.insert(doc, labels.reals[j]);
        const bool positive = judgment.grade > 0 || (reals && labels.reals[j] > 0);
        if (positive && !returned.contains(judgment.doc))
            in.unretrievedRelevant.emplace_back(doc, judgment.grade);
    }
}
}  // namespace

RankingInput makeRankingInput(const ProjectData& data, std::size_t run, const QString& qid,
                              const core::EvalConfig& cfg) {
    RankingInput in;
    in.qid = qid;
    in.labelSetName = QString::fromStdString(data.labelSetName);
    in.subtopicLabels = data.subtopicLabels;
    in.itemMeta = data.items;
    const std::string key = qid.toStdString();
    if (const auto* m = data.meta(key)) in.queryText = QString::fromStdString(m->text);
    if (run >= data.runs.size()) return in;
    in.runName = QString::fromStdString(data.runInfos[run].name);
    if (data.evaluatedRun(run)) {
        in.unavailable =
            QCoreApplication::translate(
                "RankingInput",
                "The ranked list is not available for %1: it is an evaluated run (per-query values "
                "computed elsewhere), so only its values are shown, in the queries view and "
                "Compare.")
                .arg(in.runName);
        return in;
    }
    const core::QrelsQuery* labels = data.labels ? data.labels->find(key) : nullptr;
    std::unordered_set<std::string_view> returned;
    core::RunQuery ordered;  // the query in cfg.ties order (the runs are kept in trec_eval's)
    if (const core::RunQuery* q = data.rankedQuery(run, key, cfg.ties, ordered)) {
        std::size_t n = q->docs.size();
        if (cfg.maxDocsPerQuery > 0)
            n = std::min<std::size_t>(n, static_cast<std::size_t>(cfg.maxDocsPerQuery));
        in.items.reserve(n);
        for (std::size_t i = 0; i < n; ++i) {
            const auto& d = q->docs[i];
            RankingItem item;
            item.docid = QString::fromUtf8(d.doc);
            item.score = d.score;
            if (auto t = data.itemTitles.find(d.doc); t != data.itemTitles.end())
                item.title = QString::fromStdString(t->second);
            if (labels)
                if (const auto g = labels->grade(d.doc)) item.grade = *g;
            returned.insert(d.doc);
            in.items.push_back(std::move(item));
        }
    }
    if (labels) addUnreturnedLabels(*labels, returned, in);
    return in;
}

double labelOf(const RankingInput& input, const QString& docid, std::int32_t grade) {
    const auto it = input.realLabels.find(docid);
    return it != input.realLabels.end() && std::floor(*it) == grade ? *it
                                                                    : static_cast<double>(grade);
}

UnreturnedRelevant unreturnedRelevant(const RankingInput& input, const core::EvalConfig& cfg) {
    UnreturnedRelevant out;
    for (const auto& item : input.unretrievedRelevant) {
        const double label = labelOf(input, item.first, item.second);
        if (cfg.isRelevant(cfg.thresholdGrade(item.second, label)) && label > 0)
            out.items.push_back({item.first, label});
        else
            ++out.belowThreshold;
    }
    return out;
}

core::Run makeWhatIfRun(const QString& name, const QString& qid, const QStringList& docids) {
    core::Run run;
    run.name = name.toStdString();
    auto& q = run.query(qid.toStdString());
    const auto n = static_cast<std::size_t>(docids.size());
    for (std::size_t i = 0; i < n; ++i) {
        core::RankedDoc d;
        d.doc = run.storeString(docids[static_cast<qsizetype>(i)].toStdString());
        d.score = static_cast<double>(n - i);
        d.rank = static_cast<std::int32_t>(i + 1);
        d.inputPos = static_cast<std::uint32_t>(i);
        q.docs.push_back(d);
    }
    run.hasRanks = true;
    return run;
}

}  // namespace ranklens::ui
