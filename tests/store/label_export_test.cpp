// ranklens-cli export-labels and agreement on a real project: exported qrels / CSV imported
// again give identical labels; the history export keeps every edit with its author; the
// agreement command prints the kappa of a hand-worked example.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include "tests/cli/cli_runner.h"

#include <cstdio>
#include <map>

#include "core/store/project_store.h"
#include "tests/store/store_test_util.h"

namespace ranklens::store {
namespace {

using test::TempDir;
using test::writeFile;

using Result = ranklens::test::CliResult;
using ranklens::test::cli;

using LabelMap = std::map<std::pair<std::string, std::string>, int>;

LabelMap labelsOf(const ProjectStore& ps, std::int64_t id) {
    LabelMap m;
    const core::Qrels q = ps.loadLabels(id);
    for (const auto& lq : q.queries())
        for (const auto& j : lq.judgments) m[{lq.qid, j.doc}] = j.grade;
    return m;
}

std::int64_t setNamed(const ProjectStore& ps, const std::string& name) {
    for (const auto& l : ps.labelSets())
        if (l.name == name) return l.id;
    return 0;
}

// Project with an imported qrels set "grades" and a hand-labelled set "annotator ann" whose
// labels went through several edits (one removed again).
class LabelExport : public ::testing::Test {
  protected:
    void SetUp() override {
        writeFile(dir.file("grades.txt"),
                  "q2 0 d9 1\nq1 0 d2 3\nq1 0 d1 0\nq10 0 x 2\nq1 0 d7 -1\n");
        auto ps = ProjectStore::open(proj);
        ImportOptions o;
        o.name = "grades";
        ps->importQrels(dir.file("grades.txt"), o);
        ann = ps->createLabelSet("annotator ann", "manual");
        ps->setLabel(ann, "q1", "d1", 1, "ann");
        ps->setLabel(ann, "q1", "d2", 2, "ann");
        ps->setLabel(ann, "q1", "d2", 3, "ann");  // changed her mind
        ps->setLabel(ann, "q2", "d9", 1, "ann");
        ps->setLabel(ann, "q2", "zz", 4, "ann");
        ps->setLabel(ann, "q2", "zz", std::nullopt, "ann");  // removed again
        ps->setLabel(ann, "q3", "d,comma", 2, "ann");
    }
    TempDir dir;
    std::string proj = dir.file("p.ranklens");
    std::int64_t ann = 0;
};

TEST_F(LabelExport, TrecAndCsvRoundTripGiveIdenticalLabels) {
    const auto trec = cli("export-labels '" + proj + "' --labels grades --format trec");
    ASSERT_EQ(trec.code, 0);
    // Sorted by qid, then docid, in byte order ("q10" < "q2").
    EXPECT_EQ(trec.out, "q1 0 d1 0\nq1 0 d2 3\nq1 0 d7 -1\nq10 0 x 2\nq2 0 d9 1\n");
    ASSERT_EQ(cli("export-labels '" + proj + "' --labels grades --format trec -o '" +
                  dir.file("out.qrels") + "'")
                  .code,
              0);
    ASSERT_EQ(cli("export-labels '" + proj + "' --labels 'annotator ann' --format csv -o '" +
                  dir.file("ann.csv") + "'")
                  .code,
              0);
    EXPECT_EQ(test::readBytes(dir.file("ann.csv")),
              "query,doc,label\nq1,d1,1\nq1,d2,3\nq2,d9,1\nq3,\"d,comma\",2\n");
    // Import both exports into a fresh project: the same labels come back.
    const std::string proj2 = dir.file("p2.ranklens");
    ASSERT_EQ(
        cli("import '" + proj2 + "' --name again --qrels '" + dir.file("out.qrels") + "'").code, 0);
    ASSERT_EQ(cli("import '" + proj2 + "' --name ann2 --qrels '" + dir.file("ann.csv") + "'").code,
              0);
    auto ps = ProjectStore::open(proj);
    auto ps2 = ProjectStore::open(proj2);
    const LabelMap original = labelsOf(*ps, setNamed(*ps, "grades"));
    EXPECT_EQ(original.size(), 5u);
    EXPECT_EQ(labelsOf(*ps2, setNamed(*ps2, "again")), original);
    const LabelMap annLabels = labelsOf(*ps, ann);
    EXPECT_EQ(annLabels.size(), 4u);
    EXPECT_EQ(labelsOf(*ps2, setNamed(*ps2, "ann2")), annLabels);
}

TEST_F(LabelExport, HistoryKeepsEveryEditWithItsAuthor) {
    const auto h = cli("export-labels '" + proj + "' --labels 'annotator ann' --format history");
    ASSERT_EQ(h.code, 0);
    std::vector<std::string> lines;
    for (std::size_t p = 0, e; (e = h.out.find('\n', p)) != std::string::npos; p = e + 1)
        lines.push_back(h.out.substr(p, e - p));
    ASSERT_EQ(lines.size(), 8u);  // header + 7 edits, the removed label included
    EXPECT_EQ(lines[0], "edit,when,who,query,doc,old_label,new_label");
    // edit,when,who,...: check the parts after the timestamp.
    auto tail = [](const std::string& l) { return l.substr(l.find(",ann,") + 1); };
    EXPECT_EQ(tail(lines[2]), "ann,q1,d2,,2");
    EXPECT_EQ(tail(lines[3]), "ann,q1,d2,2,3");
    EXPECT_EQ(tail(lines[6]), "ann,q2,zz,4,");
    EXPECT_EQ(tail(lines[7]), "ann,q3,\"d,comma\",,2");
}

TEST_F(LabelExport, BadRequestsAreClearErrors) {
    const auto none = cli("export-labels '" + proj + "' --labels nosuch", true);
    EXPECT_EQ(none.code, 1);
    EXPECT_NE(none.out.find("no label set 'nosuch'"), std::string::npos) << none.out;
    EXPECT_EQ(cli("export-labels '" + dir.file("missing.ranklens") + "'").code, 2);
    EXPECT_NE(cli("export-labels '" + proj + "' --format xml").code, 0);
    // A docid with a space cannot be a TREC column: refused with a message, no file created.
    {
        auto ps = ProjectStore::open(proj);
        ps->setLabel(ann, "q4", "two words", 1, "ann");
    }
    const auto bad = cli(
        "export-labels '" + proj + "' --labels 'annotator ann' -o '" + dir.file("bad.qrels") + "'",
        true);
    EXPECT_EQ(bad.code, 1);
    EXPECT_NE(bad.out.find("export as CSV"), std::string::npos) << bad.out;
    EXPECT_FALSE(std::filesystem::exists(dir.file("bad.qrels")));
    EXPECT_EQ(cli("agreement '" + proj + "' --labels grades").code, 1);
}

// Agreement of "grades" and "annotator ann" on their common items (q1 d1, q1 d2, q2 d9):
//   grades: 0 3 1   ann: 1 3 1   -> categories 0..3, p_o = 2/3;
//   marginals A: 0,1,3 = 1/3 each; B: 1 = 2/3, 3 = 1/3; p_e = 1/3*2/3 + 1/3*1/3 = 1/3;
//   kappa = (2/3 - 1/3) / (2/3) = 0.5.
// Linear weights |i-j|/3: observed disagreement 1/3 * 1/3 = 1/9; expected =
//   1/3 * [(1/3*2/3 + 1*1/3) + (0 + 2/3*1/3) + (2/3*2/3 + 0)] = 1/3 * 11/9 = 11/27;
//   kappa = 1 - (1/9)/(11/27) = 1 - 3/11 = 8/11 = 0.7273.
// (scikit-learn 1.2.1 cohen_kappa_score([0,3,1], [1,3,1], labels=[0,1,2,3]) gives 0.5, and with
// weights='linear' 0.7272727272727273.)
TEST_F(LabelExport, AgreementPrintsKappaAndDisagreements) {
    const auto r = cli("agreement '" + proj + "' --labels grades --labels 'annotator ann'");
    ASSERT_EQ(r.code, 0) << r.out;
    EXPECT_NE(r.out.find("common items: 3\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("kappa            0.5000\tp_o 0.6667\tp_e 0.3333"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("kappa linear     0.7273"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("disagreements: 1\nqid\tdocid\tA\tB\nq1\td1\t0\t1\n"), std::string::npos)
        << r.out;
    // Label sets with nothing in common: no kappa, exit code 7.
    {
        auto ps = ProjectStore::open(proj);
        const auto other = ps->createLabelSet("annotator bob", "manual");
        ps->setLabel(other, "q9", "d1", 2, "bob");
    }
    const auto none = cli("agreement '" + proj + "' --labels grades --labels 'annotator bob'");
    EXPECT_EQ(none.code, 7);
    EXPECT_NE(none.out.find("kappa has no value"), std::string::npos) << none.out;
}

}  // namespace
}  // namespace ranklens::store
