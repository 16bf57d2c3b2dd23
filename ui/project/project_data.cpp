#include "ui/project/project_data.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <functional>
#include <thread>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "core/beyond_accuracy.h"
#include "core/data_copy.h"
#include "core/parallel.h"

namespace ranklens::ui {

std::shared_ptr<ProjectData> ProjectData::reordered(core::TiePolicy ties) const {
    auto out = std::make_shared<ProjectData>(*this);
    if (ties == orderedBy) return out;
    for (auto& r : out->runs) {
        auto copy = std::make_shared<core::Run>(core::copyRun(*r));
        copy->order(ties);
        r = std::move(copy);
    }
    out->orderedBy = ties;
    return out;
}

std::size_t ProjectData::longestList() const {
    std::size_t n = 0;
    for (const auto& r : runs)
        for (const auto& q : r->queries()) n = std::max(n, q.docs.size());
    return n;
}

namespace {

// Gives the memory a load step freed back to the system: the store's page cache (the blobs
// just read are not read again) and the step's temporary rows, which malloc would otherwise
// keep in its heap (the peak memory of an open would be the data plus every step's leftovers).
void giveBackMemory(const store::ProjectStore& st) {
    st.releaseCache();
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

void loadSubtopicLabels(const store::ProjectStore& st, ProjectData& d) {
    const auto sets = st.subtopicLabelSets();
    if (sets.empty()) return;
    d.subtopicLabels =
        std::make_shared<core::DiversityQrels>(st.loadSubtopicLabels(sets.back().id));
    d.subtopicLabelSetName = sets.back().name;
}

// The evaluated runs after the ranked ones: an empty run each (no ranked list), listed under a
// negative id so that no store call takes it for a ranked run.
void addEvaluatedRuns(const store::ProjectStore& st, ProjectData& d) {
    for (const auto& e : st.evaluatedRuns()) {
        auto run = std::make_shared<core::Run>();
        run->name = e.name;
        d.runs.push_back(std::move(run));
        d.runInfos.push_back(store::RunInfo{-e.id, e.name, e.sourceFile, e.importedAt,
                                            "evaluated run", e.numQueries, 0, 0});
        d.evaluated.push_back(std::make_shared<core::EvaluatedRun>(st.loadEvaluatedRun(e.id)));
    }
}

// The project's items as the CLI reads them for eval PROJECT with --popularity auto: the
// categories, popularity from the items' column when imported, else counted from the runs.
std::shared_ptr<const core::ItemIndex> itemIndexOf(
    const store::ProjectStore& st, const std::vector<store::ItemMeta>& described,
    const std::vector<std::shared_ptr<core::Run>>& runs) {
    core::ItemCatalogue c;
    bool anyCategory = false;
    for (const auto& it : described) {
        c.category[it.docid] = it.category;
        anyCategory = anyCategory || !it.category.empty();
    }
    if (!anyCategory) return nullptr;
    c.popularity = st.itemPopularity();
    if (c.popularity.empty()) {
        std::vector<const core::Run*> rs;
        for (const auto& r : runs) rs.push_back(r.get());
        core::popularityFromRuns(rs, c);
        c.popularitySource = "the project's runs (lists holding the item)";
    } else {
        c.popularitySource = "the items' popularity column";
        double users = 0;  // N of novelty: the longest run's lists, at least the top popularity
        for (const auto& r : runs)
            users = std::max(users, static_cast<double>(r->queries().size()));
        for (const auto& [doc, pop] : c.popularity) users = std::max(users, pop);
        c.popularityUsers = users;
    }
    return std::make_shared<const core::ItemIndex>(c);
}

}  // namespace

namespace {

// Reads one run and orders it by trec_eval's rule. The store's cache is let go as the blobs
// stream by (each is read once): it would otherwise fill up to its 64 MiB on top of the run
// being built. keepGoing is asked every 64 queries; false cancels (core::Cancelled).
std::shared_ptr<core::Run> loadOrderedRun(const store::ProjectStore& st, const store::RunInfo& info,
                                          const std::function<bool()>& keepGoing) {
    auto run = std::make_shared<core::Run>(
        st.loadRun(info.id, [&st, &keepGoing](std::size_t, std::size_t) {
            st.releaseCache();
            return keepGoing();
        }));
    run->name = info.name;
    // Sorted on every core (one query per task): a 7,000-query run sorts in a fraction.
    auto qs = run->queries();
    core::parallelFor(qs.size(), 16, 0,
                      [&](std::size_t i) { core::orderQuery(qs[i], core::TiePolicy::TrecEval); });
    run->markOrdered(core::TiePolicy::TrecEval);
    giveBackMemory(st);
    return run;
}

void loadActiveLabels(const store::ProjectStore& st, ProjectData& d) {
    for (const auto& ls : d.labelSets)
        if (ls.id == d.labelSetId) d.labelSetName = ls.name;
    auto labels = d.labelSetId ? std::make_shared<core::Qrels>(st.loadLabels(d.labelSetId))
                               : std::make_shared<core::Qrels>();
    // Read label by label, each query's list grew by doubling: a quarter of it is slack.
    for (auto& q : labels->queries()) q.judgments.shrink_to_fit();
    d.labels = std::move(labels);
    giveBackMemory(st);
}

std::unique_ptr<store::ProjectStore> readerBeside(const store::ProjectStore& st, std::size_t runs) {
    if (runs == 0) return nullptr;
    try {
        return st.openReader();
    } catch (const std::exception&) {
        return nullptr;  // loaded on one connection, as before
    }
}

// The labels, then the ranked runs. With a second connection to the project, a helper thread
// loads runs through it beside this thread (each takes the next run in turn), so the two runs
// of a comparison are read at once. The labels come first, alone: their load's temporary rows
// are freed before the runs arrive, so the peak memory stays the data held. Only this thread
// reports progress; a cancel stops the helper at its next 64 queries.
void loadLabelsAndRuns(const store::ProjectStore& st, ProjectData& d,
                       const core::ProgressFn& progress) {
    const std::size_t n = d.runInfos.size(), total = n + 1;
    d.runs.assign(n, nullptr);
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<bool> stop{false};
    std::exception_ptr helperError;
    const auto takeRuns = [&](const store::ProjectStore& from) {
        for (std::size_t i; !stop && (i = next.fetch_add(1)) < n; ++done)
            d.runs[i] = loadOrderedRun(from, d.runInfos[i], [&stop] { return !stop.load(); });
    };
    loadActiveLabels(st, d);
    const auto reader = readerBeside(st, n);
    std::jthread helper;
    if (reader)
        helper = std::jthread([&] {
            try {
                takeRuns(*reader);
            } catch (...) {
                helperError = std::current_exception();
                stop = true;
            }
        });
    struct StopOnExit {  // destroyed before helper: a throw here stops and joins the helper
        std::atomic<bool>& stop;
        ~StopOnExit() { stop = true; }
    } stopOnExit{stop};
    const auto keepGoing = [&] { return !stop && (!progress || progress(done, total)); };
    if (!keepGoing()) throw core::Cancelled();
    for (std::size_t i; !stop && (i = next.fetch_add(1)) < n; ++done)
        d.runs[i] = loadOrderedRun(st, d.runInfos[i], keepGoing);
    if (helper.joinable()) helper.join();
    if (helperError) std::rethrow_exception(helperError);
    if (stop) throw core::Cancelled();
}

}  // namespace

std::shared_ptr<ProjectData> loadProjectData(const store::ProjectStore& st,
                                             const core::ProgressFn& progress) {
    auto d = std::make_shared<ProjectData>();
    d->path = st.path();
    d->runInfos = st.runs();
    d->labelSets = st.labelSets();
    d->labelSetId = st.activeLabelSet();
    if (d->labelSetId == 0 && !d->labelSets.empty()) d->labelSetId = d->labelSets.front().id;
    const std::size_t total = d->runInfos.size() + 1;
    loadLabelsAndRuns(st, *d, progress);
    d->evaluated.resize(d->runs.size());
    addEvaluatedRuns(st, *d);
    d->queries = st.queries();
    for (std::size_t i = 0; i < d->queries.size(); ++i) d->queryIndex[d->queries[i].qid] = i;
    auto described = st.describedItems();
    d->items = itemIndexOf(st, described, d->runs);
    for (auto& item : described)
        if (!item.title.empty())
            d->itemTitles.emplace(std::move(item.docid), std::move(item.title));
    loadSubtopicLabels(st, *d);
    if (progress) progress(total, total);
    return d;
}

}  // namespace ranklens::ui
