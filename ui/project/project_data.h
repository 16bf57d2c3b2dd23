#pragma once
// An immutable snapshot of what a project holds for evaluation: the runs (in trec_eval order),
// the active labels and the query metadata. Background jobs share it by shared_ptr; nothing mutates
// it after publication (a change makes a new snapshot).
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/beyond/item_index.h"
#include "core/definitions/eval_config.h"
#include "core/io/diversity_qrels.h"
#include "core/judged/run_grades.h"
#include "core/model/qrels.h"
#include "core/model/run.h"
#include "core/store/project_store.h"

namespace ranklens::ui {

struct ProjectData {
    std::string path;
    std::vector<store::RunInfo> runInfos;
    // Parallel to runInfos; in trec_eval order (Run::orderedBy) whatever the tie policy: a
    // policy is a way of reading them (rankedQuery, core::evaluate(const Run&)), never a copy.
    // Never changed once published.
    std::vector<std::shared_ptr<core::Run>> runs;
    std::vector<store::LabelSetInfo> labelSets;
    std::int64_t labelSetId = 0;
    std::string labelSetName;
    std::shared_ptr<const core::Qrels> labels;
    // Parallel to runs: each run's labels (of rankGradesLabels) rank by rank in trec_eval order,
    // looked up as the load put the run in order while its docs were in cache, or null; the
    // first evaluation takes them (GradeCache::seed) when rankGradesLabels is still `labels`.
    std::vector<std::shared_ptr<const core::RankGrades>> rankGrades;
    std::weak_ptr<const core::Qrels> rankGradesLabels;
    // The items' names the runs' and labels' docids point into (core::ItemNames), or null.
    std::shared_ptr<const core::ItemNames> itemNames;
    std::vector<store::QueryMeta> queries;
    std::unordered_map<std::string, std::size_t> queryIndex;  // qid → index in queries
    std::unordered_map<std::string, std::string> itemTitles;  // docid → title (when known)
    // Subtopic labels for the intent-aware measures: the newest subtopic label set (null when
    // the project has none).
    std::shared_ptr<const core::DiversityQrels> subtopicLabels;
    std::string subtopicLabelSetName;
    // Parallel to runs: an evaluated run (per-query values computed elsewhere, no ranked list;
    // its runs entry is empty and its RunInfo id is minus its store id), or null.
    std::vector<std::shared_ptr<const core::EvaluatedRun>> evaluated;

    const core::EvaluatedRun* evaluatedRun(std::size_t r) const {
        return r < evaluated.size() ? evaluated[r].get() : nullptr;
    }
    // Item categories and popularity for the beyond-accuracy measures (ild@k, arp@k ...),
    // built once per load; null when no item of the project has a category.
    std::shared_ptr<const core::ItemIndex> items;

    const store::QueryMeta* meta(const std::string& qid) const {
        auto it = queryIndex.find(qid);
        return it == queryIndex.end() ? nullptr : &queries[it->second];
    }
    // Query qid of run r as ranked under tie policy `ties`: the stored list when the run is in
    // that order already, else that one query put in `ties` order into buffer
    // (core::queryInOrder). Null when run r has no such query (or no ranked list).
    const core::RunQuery* rankedQuery(std::size_t r, std::string_view qid, core::TiePolicy ties,
                                      core::RunQuery& buffer) const;
    std::size_t longestList() const;
};

// Reads a snapshot from a store (runs ordered by trec_eval's rule). Not thread-safe with
// respect to the store: the caller serialises store access.
std::shared_ptr<ProjectData> loadProjectData(const store::ProjectStore& st,
                                             const core::ProgressFn& progress = {});

}  // namespace ranklens::ui
