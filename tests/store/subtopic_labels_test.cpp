// Subtopic labels in a project: stored apart from ordinary labels, read back identical, never
// the active label set, all-or-nothing on bad input, and the project still opens (and passes
// its checks) with the extra table.
#include <gtest/gtest.h>

#include "core/io/parse_report.h"
#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::TempDir;
using test::writeFile;

const char* const kSubtopics = "1 a A 1\n1 b B 1\n1 b D 1\n1 c C 1\n1 0 E 0\n2 x Z 2\n";

TEST(SubtopicLabels, ImportListLoadRoundTrip) {
    TempDir dir;
    const std::string project = dir.file("p.ranklens"), file = dir.file("div.qrels");
    writeFile(file, kSubtopics);
    writeFile(dir.file("q"), "1 0 A 1\n");
    std::int64_t id = 0;
    {
        auto ps = ProjectStore::open(project);
        const auto qrelsId = ps->importQrels(dir.file("q"), {});
        ImportOptions o;
        o.name = "intents";
        id = ps->importSubtopicLabels(file, o);
        // Listed apart: never among the ordinary label sets, never active.
        ASSERT_EQ(ps->labelSets().size(), 1u);
        EXPECT_EQ(ps->labelSets()[0].id, qrelsId);
        ASSERT_EQ(ps->subtopicLabelSets().size(), 1u);
        const LabelSetInfo s = ps->subtopicLabelSets()[0];
        EXPECT_EQ(s.id, id);
        EXPECT_EQ(s.name, "intents");
        EXPECT_EQ(s.kind, "subtopics");
        EXPECT_EQ(s.numLabels, 6);
        EXPECT_EQ(s.maxGrade, 2);
        EXPECT_THROW(ps->setActiveLabelSet(id), StoreError);
        EXPECT_EQ(ps->activeLabelSet(), qrelsId);
    }
    // Reopened (the project checks run again with the extra table): the same labels.
    auto ps = ProjectStore::open(project);
    const core::DiversityQrels d = ps->loadSubtopicLabels(id);
    const core::DiversityQrels want = core::readDiversityQrels(file);
    ASSERT_EQ(d.queries().size(), want.queries().size());
    for (const auto& q : want.queries()) {
        const core::DiversityQuery* got = d.find(q.qid);
        ASSERT_NE(got, nullptr) << q.qid;
        EXPECT_EQ(got->subtopics, q.subtopics);
        EXPECT_EQ(got->docs, q.docs);
        EXPECT_EQ(got->docSubtopics, q.docSubtopics);
    }
    EXPECT_THROW(ps->loadSubtopicLabels(id + 100), StoreError);
    EXPECT_THROW(ps->loadSubtopicLabels(ps->labelSets()[0].id), StoreError);  // not subtopics
}

TEST(SubtopicLabels, BadFileChangesNothing) {
    TempDir dir;
    const std::string project = dir.file("p.ranklens"), file = dir.file("bad.qrels");
    writeFile(file, "1 a A 1\n1 a B\n");
    auto ps = ProjectStore::open(project);
    try {
        ps->importSubtopicLabels(file, {});
        FAIL() << "no error";
    } catch (const core::ParseError& e) {
        EXPECT_EQ(e.issues().at(0).line, 2u);
    }
    EXPECT_TRUE(ps->subtopicLabelSets().empty());
    EXPECT_TRUE(ps->labelSets().empty());
}

}  // namespace
}  // namespace ranklens::store
