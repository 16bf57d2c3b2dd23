// The parts of the open project (ui/project): DeletedRuns, RunEdits, ProjectLabels, ProjectKeep
// and FileImport, each on an in-memory store with a publisher of the test's own — no session,
// no thread, no event loop; and the narrow interfaces LockedStore hands out.
#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

#include "core/store/behaviour_store.h"
#include "tests/support/memory_store.h"
#include "ui/project/deleted_runs.h"
#include "ui/project/file_import.h"
#include "ui/project/locked_store.h"
#include "ui/project/project_keep.h"
#include "ui/project/project_labels.h"
#include "ui/project/run_edits.h"

using namespace ranklens;
using namespace ranklens::ui;
using ranklens::test_support::MemoryStore;

namespace {

// Counts what the parts ask of their publisher; publishLabels reads the labels as the session.
class CountingPublisher : public ProjectPublisher {
  public:
    std::shared_ptr<const ProjectData> data;
    bool busy = false;
    ProjectLabels* labels = nullptr;
    int labelPublications = 0, republications = 0, reloads = 0;
    std::vector<std::int64_t> edited;
    QStringList errors;

    std::shared_ptr<const ProjectData> shown() const override { return data; }
    bool loading() const override { return busy; }
    void publishLabels() override {
        auto d = std::make_shared<ProjectData>();
        if (labels) labels->readActive(*d);
        data = d;
        ++labelPublications;
    }
    void republish() override { ++republications; }
    void reloadAll() override { ++reloads; }
    void tellLabelsEdited(std::int64_t id) override { edited.push_back(id); }
    void tellError(const QString& m) override { errors << m; }
};

// A store that records the evaluated runs deleted from it (MemoryStore keeps none).
class EvaluatedRunsStore : public MemoryStore {
  public:
    std::vector<std::int64_t> deletedEvaluated;
    bool deleteEvaluatedRun(std::int64_t id) override {
        deletedEvaluated.push_back(id);
        return true;
    }
};

store::RunInfo runInfo(std::int64_t id) {
    store::RunInfo i;
    i.id = id;
    i.name = "run" + std::to_string(id);
    return i;
}

void writeText(const QString& path, const char* text) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
}

}  // namespace

TEST(DeletedRuns, HidesTheMarkedRunsAndKeepsTheListsParallel) {
    auto d = std::make_shared<ProjectData>();
    for (const std::int64_t id : {1, 2, -3}) {
        d->runInfos.push_back(runInfo(id));
        d->runs.push_back(std::make_shared<core::Run>());
        d->rankGrades.push_back(nullptr);
        d->evaluated.push_back(nullptr);
    }
    DeletedRuns deleted;
    EXPECT_EQ(deleted.hide(d), d);  // none marked: the same snapshot
    deleted.mark(2, true);
    deleted.mark(-3, true);
    const auto shown = deleted.hide(d);
    ASSERT_EQ(shown->runInfos.size(), 1u);
    EXPECT_EQ(shown->runInfos[0].id, 1);
    EXPECT_EQ(shown->runs.size(), 1u);
    EXPECT_EQ(shown->runs[0], d->runs[0]);
    EXPECT_EQ(shown->rankGrades.size(), 1u);
    EXPECT_EQ(shown->evaluated.size(), 1u);
    EXPECT_EQ(d->runInfos.size(), 3u);  // the snapshot as read is untouched
    deleted.mark(2, false);             // undo
    EXPECT_EQ(deleted.hide(d)->runInfos.size(), 2u);
}

TEST(DeletedRuns, CommitDeletesRunsAndEvaluatedRunsByTheSignOfTheirId) {
    EvaluatedRunsStore st;
    core::Run run;
    const auto kept = st.saveRun(run, "kept", "");
    const auto gone = st.saveRun(run, "gone", "");
    DeletedRuns deleted;
    deleted.mark(gone, true);
    deleted.mark(-7, true);   // an evaluated run, store id 7
    deleted.mark(999, true);  // no such run: no error
    deleted.commit(st, st);
    ASSERT_EQ(st.runs().size(), 1u);
    EXPECT_EQ(st.runs()[0].id, kept);
    EXPECT_EQ(st.deletedEvaluated, std::vector<std::int64_t>{7});
    EXPECT_TRUE(deleted.empty());
}

// A caller asking for the behaviour store (the click logs and online results, ui/behaviour) gets
// the project's; a store that cannot hold them is a failure in words, not a crash.
TEST(LockedStore, HandsOutTheBehaviourStoreWhenAsked) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    LockedStore store;
    store.replace(store::ProjectStore::open(dir.filePath("p.ranklens").toStdString()), 0);
    EXPECT_EQ(store.with([](const store::BehaviourStore& b) { return b.clickLogs().size(); }), 0u);
    EXPECT_EQ(store.with([](store::BehaviourStore& b) { return b.onlineResults().size(); }), 0u);

    store.replace(std::make_unique<MemoryStore>(), 0);  // no behaviour data
    QString error;
    EXPECT_FALSE(store.tryWith([](store::BehaviourStore& b) { b.clickLogs(); }, &error));
    EXPECT_EQ(error, "this project cannot hold behaviour data");
}

TEST(RunEdits, ADeletionIsPublishedAtOnceAndReachesTheStoreOnlyAtClose) {
    LockedStore store;
    CountingPublisher publisher;
    RunEdits edits(store, publisher);
    edits.setRunDeleted(1, true);  // no project open: nothing
    EXPECT_EQ(publisher.republications, 0);
    EXPECT_TRUE(edits.deleted().empty());

    auto owned = std::make_unique<MemoryStore>();
    const auto id = owned->saveRun(core::Run{}, "A", "");
    store.replace(std::move(owned), 0);
    edits.setRunDeleted(id, true);
    EXPECT_EQ(publisher.republications, 1);
    EXPECT_FALSE(edits.deleted().empty());
    EXPECT_EQ(store.with([](const store::RunStore& s) { return s.runs().size(); }), 1u);
    edits.applyDeletions();
    EXPECT_EQ(store.with([](const store::RunStore& s) { return s.runs().size(); }), 0u);
    EXPECT_TRUE(edits.deleted().empty());
}

TEST(RunEdits, ARenameIsWrittenAndTheProjectReadAgain) {
    LockedStore store;
    CountingPublisher publisher;
    RunEdits edits(store, publisher);
    QString error;
    EXPECT_FALSE(edits.renameRun(1, QStringLiteral("B"), &error));
    auto owned = std::make_unique<MemoryStore>();
    const auto id = owned->saveRun(core::Run{}, "A", "");
    store.replace(std::move(owned), 0);
    // MemoryStore keeps RunStore's default: renaming is refused, the message passed on.
    EXPECT_FALSE(edits.renameRun(id, QStringLiteral("B"), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(publisher.reloads, 0);
    ASSERT_TRUE(edits.saveRun(core::Run{}, QStringLiteral("what-if"), QString(), &error));
    EXPECT_EQ(publisher.reloads, 1);
    EXPECT_EQ(store.with([](const store::RunStore& s) { return s.runs().back().name; }), "what-if");
}

TEST(ProjectLabels, AGradeWithoutALabelSetMakesAManualActiveOneAndPublishesIt) {
    LockedStore store;
    store.replace(std::make_unique<MemoryStore>(), 0);
    CountingPublisher publisher;
    ProjectLabels labels(store, publisher);
    publisher.labels = &labels;
    QString error;
    EXPECT_FALSE(labels.setLabel(QStringLiteral("q1"), QStringLiteral("d1"), 2, &error));
    publisher.data = std::make_shared<ProjectData>();  // loaded, no label set
    ASSERT_TRUE(labels.setLabel(QStringLiteral("q1"), QStringLiteral("d1"), 2, &error));
    EXPECT_EQ(publisher.labelPublications, 1);
    ASSERT_EQ(publisher.edited.size(), 1u);
    EXPECT_EQ(publisher.data->labelSetId, publisher.edited[0]);
    EXPECT_EQ(publisher.data->labelSetName, "manual");
    ASSERT_TRUE(publisher.data->labels);
    EXPECT_EQ(publisher.data->labels->queries().size(), 1u);
    EXPECT_EQ(labels.labelSetNamed(QStringLiteral("manual")), publisher.edited[0]);
}

TEST(ProjectLabels, AnEditOfAnotherSetIsToldButNotPublished) {
    auto owned = std::make_unique<MemoryStore>();
    const auto active = owned->createLabelSet("grades", "qrels");
    owned->setActiveLabelSet(active);
    store::ProjectStore* raw = owned.get();
    LockedStore store;
    store.replace(std::move(owned), 0);
    CountingPublisher publisher;
    ProjectLabels labels(store, publisher);
    publisher.labels = &labels;
    QString error;
    const auto ann = labels.ensureLabelSet(QStringLiteral("annotator ann"), &error);
    ASSERT_NE(ann, 0) << error.toStdString();
    EXPECT_EQ(publisher.labelPublications, 1);  // the new set is listed
    EXPECT_EQ(labels.ensureLabelSet(QStringLiteral("annotator ann"), &error), ann);
    EXPECT_EQ(publisher.labelPublications, 1);  // an existing set: nothing new
    ASSERT_TRUE(labels.setLabelIn(ann, QStringLiteral("q1"), QStringLiteral("d1"), 3,
                                  QStringLiteral("ann"), &error));
    EXPECT_EQ(publisher.labelPublications, 1);
    EXPECT_EQ(publisher.edited, std::vector<std::int64_t>{ann});
    EXPECT_EQ(raw->activeLabelSet(), active);
    ASSERT_EQ(labels.labelHistory(ann).size(), 1u);
    EXPECT_EQ(labels.labelHistory(ann)[0].who, "ann");
    EXPECT_EQ(labels.labelsOf(ann)->queries().size(), 1u);
}

TEST(ProjectLabels, TheActiveSetIsNeitherDeletedNorSwitchedDuringALoad) {
    auto owned = std::make_unique<MemoryStore>();
    const auto a = owned->createLabelSet("a", "qrels");
    const auto b = owned->createLabelSet("b", "qrels");
    owned->setActiveLabelSet(a);
    LockedStore store;
    store.replace(std::move(owned), 0);
    CountingPublisher publisher;
    ProjectLabels labels(store, publisher);
    publisher.labels = &labels;
    publisher.publishLabels();
    EXPECT_EQ(labels.setLabelSetDeleted(a, true), 0);  // the active one
    EXPECT_TRUE(publisher.errors.isEmpty());
    EXPECT_EQ(labels.setLabelSetDeleted(b, true), 0);  // MemoryStore refuses: said so
    EXPECT_EQ(publisher.errors.size(), 1);
    publisher.busy = true;
    labels.setActiveLabelSet(b);
    EXPECT_EQ(publisher.data->labelSetId, a);
    publisher.busy = false;
    labels.setActiveLabelSet(b);
    EXPECT_EQ(publisher.data->labelSetId, b);
    EXPECT_EQ(publisher.data->labelSetName, "b");
}

TEST(ProjectKeep, KeepsDraftsAndSettingsOfTheOpenProjectOnly) {
    LockedStore store;
    ProjectKeep keep(store);
    QString error;
    EXPECT_EQ(keep.saveDraft(store::Draft{}, &error), 0);
    EXPECT_FALSE(keep.saveProjectSettings("view.", {{"view.tab", "2"}}, &error));
    EXPECT_TRUE(keep.projectSettings("view.").empty());
    store.replace(std::make_unique<MemoryStore>(), 0);
    ASSERT_TRUE(keep.saveProjectSettings("view.", {{"view.tab", "2"}}, &error));
    const auto settings = keep.projectSettings("view.");
    ASSERT_EQ(settings.size(), 1u);
    EXPECT_EQ(settings[0].second, "2");
    store::Draft d;
    d.runId = 1;
    d.qid = "q1";
    const auto id = keep.saveDraft(d, &error);
    EXPECT_NE(id, 0);
    ASSERT_EQ(keep.drafts().size(), 1u);
    EXPECT_TRUE(keep.deleteDraft(id, &error));
    EXPECT_TRUE(keep.drafts().empty());
}

TEST(FileImport, ImportsEachFileAsChosenAndSaysWhatArrived) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString run = dir.filePath(QStringLiteral("bm25.run"));
    const QString qrels = dir.filePath(QStringLiteral("grades.qrels"));
    const QString empty = dir.filePath(QStringLiteral("empty.run"));
    writeText(run, "q1 Q0 d1 1 9 bm25\nq1 Q0 d2 2 8 bm25\n");
    writeText(qrels, "q1 0 d1 1\nq2 0 d3 2\n");
    writeText(empty, "");
    MemoryStore st;
    FileImport import({run, qrels, empty}, {{qrels, ImportAs::Labels}}, {});
    ImportResult r;
    std::vector<std::pair<std::size_t, std::size_t>> shown;  // one bar over the three files
    import.run(
        st,
        [&](std::size_t done, std::size_t total) {
            shown.emplace_back(done, total);
    return true;
},
        r);
EXPECT_FALSE(r.ok);  // the empty file
ASSERT_EQ(r.messages.size(), 3);
EXPECT_TRUE(r.messages[0].startsWith(QStringLiteral("bm25.run"))) << r.messages[0].toStdString();
EXPECT_EQ(r.messages[1], QStringLiteral("grades.qrels"));  // completed after the load
EXPECT_TRUE(r.messages[2].startsWith(QStringLiteral("empty.run")));
ASSERT_EQ(st.runs().size(), 1u);
EXPECT_EQ(st.runs()[0].name, "bm25");
ASSERT_EQ(st.labelSets().size(), 1u);
ProjectData d;
d.labelSets = st.labelSets();
import.describeLabels(d, r);
EXPECT_NE(r.messages[1], QStringLiteral("grades.qrels"));
EXPECT_TRUE(r.messages[1].startsWith(QStringLiteral("grades.qrels")));
for (const auto& [done, total] : shown) {
    EXPECT_EQ(total, 3000u);
    EXPECT_LE(done, 3000u);
}
}
