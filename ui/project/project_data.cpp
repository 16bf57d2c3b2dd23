#include "ui/project/project_data.h"

#include <algorithm>
#include <atomic>
#include <future>
#include <optional>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "core/base/parallel.h"
#include "core/beyond/beyond_accuracy.h"
#include "core/judged/run_grades.h"
#include "core/order/order_query.h"

namespace ranklens::ui {

const core::RunQuery* ProjectData::rankedQuery(std::size_t r, std::string_view qid,
                                               core::TiePolicy ties, core::RunQuery& buffer) const {
    if (r >= runs.size() || !runs[r]) return nullptr;
    const core::RunQuery* q = runs[r]->find(qid);
    return q ? &core::queryInOrder(*runs[r], *q, ties, buffer) : nullptr;
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

void loadSubtopicLabels(const store::LabelStore& st, ProjectData& d) {
    const auto sets = st.subtopicLabelSets();
    if (sets.empty()) return;
    d.subtopicLabels =
        std::make_shared<core::DiversityQrels>(st.loadSubtopicLabels(sets.back().id));
    d.subtopicLabelSetName = sets.back().name;
}

// The evaluated runs after the ranked ones: an empty run each (no ranked list), listed under a
// negative id so that no store call takes it for a ranked run.
void addEvaluatedRuns(const store::EvaluatedRunStore& st, ProjectData& d) {
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

// Puts query i of run in trec_eval order and, with a builder, looks up its labels rank by rank
// while its docs are still in cache (the first evaluation then has them: ProjectData::rankGrades).
void orderQuery(core::Run& run, std::size_t i, core::RankGradesBuilder* grades) {
    core::orderQuery(run.queries()[i], core::TiePolicy::TrecEval, run.names());
    if (grades) grades->fill(i);
}

// Puts every query of run in trec_eval order on `threads` threads (0: every core; one query per
// task) and marks it so; returns its labels rank by rank (null without labels or when one does
// not fit a byte).
std::shared_ptr<const core::RankGrades> orderForTrecEval(core::Run& run, unsigned threads,
                                                         const core::Qrels* labels) {
    std::optional<core::RankGradesBuilder> grades;
    if (labels) grades.emplace(run, *labels);
    core::parallelFor(run.queries().size(), 16, threads,
                      [&](std::size_t i) { orderQuery(run, i, grades ? &*grades : nullptr); });
    run.markOrdered(core::TiePolicy::TrecEval);
    return grades ? grades->finish() : nullptr;
}

// A second read-only connection to st's file, or null when the file cannot be opened again that
// way (not on disk, a medium that refuses it).
std::unique_ptr<store::ProjectStore> secondConnection(const store::ProjectStore& st) {
    try {
        store::OpenOptions o;
        o.create = false;
        o.readOnly = true;
        o.checked = true;  // the same file, checked or being checked by the caller
        return store::ProjectStore::open(st.path(), o);
    } catch (const std::exception&) {
        return nullptr;
    }
}

// The queries of a run being put in trec_eval order (and their labels looked up, with grades)
// by whichever threads call help(): each takes the next 16 queries not taken yet, so the thread
// that read the run and a thread done with its own work share the sorting.
struct SharedOrdering {
    std::shared_ptr<core::Run> run;
    std::unique_ptr<core::RankGradesBuilder> grades;
    std::atomic<std::size_t> next{0};

    void help() {
        const std::size_t n = run->queries().size();
        for (std::size_t i; (i = next.fetch_add(16)) < n;)
            for (std::size_t j = i; j < std::min(i + 16, n); ++j) orderQuery(*run, j, grades.get());
    }
};

// A run read on a thread of its own through a second connection, beside what the caller reads
// on its own (two cores read at once), then put in trec_eval order there with the caller's help
// (get()), its labels looked up as it is ordered once the caller has given them (giveLabels,
// before get(); the destructor gives none if the caller did not). The future holds null when
// the second connection failed to read it (the caller reads it then, and a damaged run is
// refused with its message) or once stop is set (the caller is cancelled); it is ready once
// every query is in order.
class RunBeside {
  public:
    RunBeside(std::unique_ptr<store::ProjectStore> second, std::int64_t id,
              std::shared_ptr<const core::ItemNames> names, const std::atomic<bool>& stop)
        : readFuture_(read_.get_future()), labelsFuture_(labels_.get_future()) {
        done_ = std::async(std::launch::async,
                           [this, second = std::move(second), id, names = std::move(names),
                            &stop]() mutable -> std::shared_ptr<core::Run> {
                               try {
                                   ordering_.run = std::make_shared<core::Run>(second->loadRunNamed(
                                       id,
                                       [&](std::size_t, std::size_t) {
                                           second->releaseCache();
                                           return !stop.load();
                                       },
                                       std::move(names)));
                               } catch (...) {
                                   ordering_.run.reset();  // read again by the caller, or cancelled
                               }
                               second.reset();  // its cache goes now
                               // The labels are read first, usually long before this run.
                               const core::Qrels* labels = labelsFuture_.get();
                               if (ordering_.run && labels && !stop)
                                   ordering_.grades = std::make_unique<core::RankGradesBuilder>(
                                       *ordering_.run, *labels);
                               read_.set_value(ordering_.run != nullptr);
                               if (ordering_.run) ordering_.help();
                               return ordering_.run;
                           });
    }
    ~RunBeside() {
        giveLabels(nullptr);              // (cancelled or failed before the labels were read)
        if (done_.valid()) done_.wait();  // before the members it uses go
    }
    RunBeside(const RunBeside&) = delete;
    RunBeside& operator=(const RunBeside&) = delete;

    // The labels to look up as the run is put in order (null: none); the first call counts.
    void giveLabels(const core::Qrels* labels) {
        if (!labelsGiven_) labels_.set_value(labels);
        labelsGiven_ = true;
    }
    // Helps put the run in order once it is read; returns it in trec_eval order, or null.
    std::shared_ptr<core::Run> get() {
        giveLabels(nullptr);  // (none given: none looked up)
        if (readFuture_.get()) ordering_.help();
        auto run = done_.get();
        if (run) run->markOrdered(core::TiePolicy::TrecEval);
        return run;
    }
    // After get(): the run's labels rank by rank, or null.
    std::shared_ptr<const core::RankGrades> grades() {
        return ordering_.grades ? ordering_.grades->finish() : nullptr;
    }

  private:
    std::promise<bool> read_;
    std::future<bool> readFuture_;
    std::promise<const core::Qrels*> labels_;
    std::future<const core::Qrels*> labelsFuture_;
    bool labelsGiven_ = false;
    SharedOrdering ordering_;
    std::future<std::shared_ptr<core::Run>> done_;
};

// Run r read on this connection, its ranks ordered as trec_eval orders them with `threads`
// (1 while the run beside is read on the other core; 0: every core).
void readRunHere(const store::ProjectStore& st, ProjectData& d, std::size_t r,
                 const std::shared_ptr<const core::ItemNames>& names, int threads) {
    // The store's cache is let go as the blobs stream by (each is read once): it would
    // otherwise fill up to its 64 MiB on top of the run being built.
    auto run = std::make_shared<core::Run>(st.loadRunNamed(
        d.runInfos[r].id,
        [&st](std::size_t, std::size_t) {
            st.releaseCache();
            return true;
        },
        names));
    run->name = d.runInfos[r].name;
    d.rankGrades[r] = orderForTrecEval(*run, threads, d.labels.get());
    d.runs[r] = std::move(run);
}

// The project's queries (indexed by qid), its items and their titles.
void addQueriesAndItems(const store::ProjectStore& st, ProjectData& d) {
    d.queries = st.queries();
    for (std::size_t i = 0; i < d.queries.size(); ++i) d.queryIndex[d.queries[i].qid] = i;
    auto described = st.describedItems();
    d.items = itemIndexOf(st, described, d.runs);
    for (auto& item : described)
        if (!item.title.empty()) d.itemTitles.emplace(std::move(item.docid), std::move(item.title));
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
    std::size_t done = 0;
    for (const auto& ls : d->labelSets)
        if (ls.id == d->labelSetId) d->labelSetName = ls.name;
    // The last run is read on a second connection beside the labels and the other runs (two
    // cores at once); on this one when the file cannot be opened a second time that way.
    const std::size_t runs = d->runInfos.size();
    // The runs and the labels point their docids into one table of the items' names, so the
    // evaluation finds a doc's label by the item's index (no docid hashed) and the labels need
    // no hash table per query.
    const auto names = st.itemNames();
    d->itemNames = names;
    std::atomic<bool> stop{false};
    std::unique_ptr<RunBeside> beside;
    if (runs >= 1)
        if (auto second = secondConnection(st))
            beside =
                std::make_unique<RunBeside>(std::move(second), d->runInfos.back().id, names, stop);
    // Cancelled or failed here: the run beside stops before this returns (~RunBeside waits).
    struct StopBeside {
        std::atomic<bool>& stop;
        ~StopBeside() { stop = true; }
    } stopBeside{stop};
    d->labels = d->labelSetId
                    ? std::make_shared<core::Qrels>(st.loadLabelsNamed(d->labelSetId, names))
                    : std::make_shared<core::Qrels>();
    if (beside) beside->giveLabels(d->labels.get());
    giveBackMemory(st);
    d->runs.resize(runs);
    d->rankGrades.resize(runs);
    d->rankGradesLabels = d->labels;
    for (std::size_t r = 0; r < runs; ++r) {
        if (progress && !progress(done, total)) throw core::Cancelled();
        if (r + 1 == runs && beside) {
            d->runs[r] = beside->get();  // null: read here after all
            if (d->runs[r]) {
                d->runs[r]->name = d->runInfos[r].name;
                d->rankGrades[r] = beside->grades();
            }
            beside.reset();
        }
        if (!d->runs[r]) readRunHere(st, *d, r, names, beside ? 1 : 0);
        giveBackMemory(st);
        ++done;
    }
    d->evaluated.resize(d->runs.size());
    d->rankGrades.resize(d->runs.size());
    addEvaluatedRuns(st, *d);
    addQueriesAndItems(st, *d);
    loadSubtopicLabels(st, *d);
    if (progress) progress(total, total);
    return d;
}

}  // namespace ranklens::ui
