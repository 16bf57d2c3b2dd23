// Offscreen tests of the annotator workflow: the judging queue (ui/judging_queue*.h) grades with
// a key press and the label reaches the store with the annotator in the history; S skips; undo
// writes the old value back; progress numbers follow. The agreement dialog shows the kappa of a
// hand-worked fixture and a double-clicked disagreement asks for its query.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <tuple>

#include "tests/support/memory_store.h"
#include "tests/support/wait_until.h"
#include "tests/ui/import_test_util.h"
#include "ui/app/language.h"
#include "ui/app/main_window.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/judging/agreement_dialog.h"
#include "ui/judging/judging_queue.h"
#include "ui/judging/judging_queue_view.h"
#include "ui/judging/judging_setup_dialog.h"
#include "ui/judging/label_actions.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_view.h"
#include "ui_test_util.h"

using namespace ranklens;
using namespace ranklens::ui;
using ranklens::test_support::MemoryStore;

namespace {

using test::write;

// The session on `st`, its data loaded.
void adoptAndWait(ProjectSession& session, std::unique_ptr<MemoryStore> st) {
    session.adopt(std::move(st));
    WAIT_UNTIL(session.data() && !session.isBusy(), 20000);
}

// The agreement dialog comparing label sets a and b, shown.
void showComparing(AgreementDialog& dlg, std::int64_t a, std::int64_t b) {
    dlg.compare(a, b);
    dlg.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dlg));
}

// Two runs, two queries. Pool at k = 2 over both runs (interleaved by rank):
//   q1: A d1, B d3, A d2, B d6      q2: A e1, A e2      -> 6 pooled items.
// The annotator "ann" already labelled q1 d1, so the queue is q1: d3 d2 d6, q2: e1 e2.
class JudgingQueueTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("judge.ranklens"));
        write(dir, "a.run",
              "q1 Q0 d1 1 9 A\nq1 Q0 d2 2 8 A\nq1 Q0 d4 3 7 A\nq2 Q0 e1 1 5 A\n"
              "q2 Q0 e2 2 4 A\nq2 Q0 e3 3 3 A\n");
        write(dir, "b.run", "q1 Q0 d3 1 9 B\nq1 Q0 d6 2 8 B\nq1 Q0 d1 3 7 B\n");
        write(dir, "grades.qrels", "q1 0 d1 3\nq1 0 d3 1\n");
        write(dir, "queries.csv", "query,text\nq1,cheap flights to rome\n");
        write(dir, "items.csv", "item,title\nd3,Rome city breaks\n");
        auto st = openStore(path);
        store::ImportOptions o;
        o.name = "A";
        st->importRun(dir.filePath("a.run").toStdString(), o);
        o.name = "B";
        st->importRun(dir.filePath("b.run").toStdString(), o);
        o.name = "grades";
        grades = st->importQrels(dir.filePath("grades.qrels").toStdString(), o);
        st->setActiveLabelSet(grades);
        st->importQueryMeta(dir.filePath("queries.csv").toStdString(), {});
        st->importItemMeta(dir.filePath("items.csv").toStdString(), {});
        const auto ann = st->createLabelSet("annotator ann", "manual");
        st->setLabel(ann, "q1", "d1", 2, "ann");
        session.adopt(std::move(st));
        WAIT_UNTIL(session.data() && !session.isBusy(), 20000);
        ASSERT_EQ(session.data()->runs.size(), 2u);
    }

    std::optional<int> storedGrade(std::int64_t set, const char* qid, const char* docid) {
        const auto labels = session.labels().labelsOf(set);
        const auto* q = labels ? labels->find(qid) : nullptr;
        return q ? q->grade(docid) : std::nullopt;
    }

    QTemporaryDir dir;
    QString path;
    std::int64_t grades = 0;
    ProjectSession session;
};

TEST_F(JudgingQueueTest, KeyPressGradesIntoTheStoreWithHistoryAndProgress) {
    JudgingQueue queue(&session);
    QString error;
    ASSERT_TRUE(queue.start({{0, 1}, 2, QStringLiteral("ann")}, &error)) << error.toStdString();
    const std::int64_t set = queue.labelSetId();
    EXPECT_EQ(queue.labelSet(), QStringLiteral("annotator ann"));
    EXPECT_EQ(queue.queryCount(), 2);
    EXPECT_EQ(queue.itemCount(), 5);
    EXPECT_EQ(queue.currentQid(), QStringLiteral("q1"));
    EXPECT_EQ(queue.currentDocid(), QStringLiteral("d3"));
    EXPECT_EQ(queue.docid(0, 1), QStringLiteral("d2"));
    EXPECT_EQ(queue.docid(0, 2), QStringLiteral("d6"));
    EXPECT_EQ(queue.overall().judged, 1);
    EXPECT_EQ(queue.overall().pooled, 6);
    EXPECT_EQ(queue.queryProgress(0).judged, 1);
    EXPECT_EQ(queue.queryProgress(0).pooled, 4);

    JudgingQueueView view(&queue, &session);
    view.resize(900, 560);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    EXPECT_TRUE(view.queryText()->text().contains(QStringLiteral("cheap flights to rome")));
    EXPECT_EQ(view.itemTitle()->text(), QStringLiteral("Rome city breaks"));
    EXPECT_EQ(view.overallBar()->value(), 1);
    EXPECT_EQ(view.overallBar()->maximum(), 6);
    EXPECT_EQ(view.itemList()->rowCount(), 3);

    // '2' grades q1 d3: the label is in the store, the history names the annotator.
    const auto historyBefore = session.labels().labelHistory(set).size();
    QTest::keyClick(&view, Qt::Key_2);
    EXPECT_EQ(storedGrade(set, "q1", "d3"), 2);
    const auto history = session.labels().labelHistory(set);
    ASSERT_EQ(history.size(), historyBefore + 1);
    EXPECT_EQ(history.back().who, "ann");
    EXPECT_EQ(history.back().qid, "q1");
    EXPECT_EQ(history.back().docid, "d3");
    EXPECT_FALSE(history.back().oldGrade.has_value());
    EXPECT_EQ(history.back().newGrade, 2);
    // Progress moved and the cursor went on to the next item.
    EXPECT_EQ(queue.currentDocid(), QStringLiteral("d2"));
    EXPECT_EQ(view.overallBar()->value(), 2);
    EXPECT_EQ(view.queryBar()->value(), 2);
    EXPECT_EQ(view.queryBar()->maximum(), 4);
    EXPECT_TRUE(view.overallText()->text().contains(QStringLiteral("2 of 6")))
        << view.overallText()->text().toStdString();
    // The grades set stays the active evaluation set; its labels are untouched.
    EXPECT_EQ(session.data()->labelSetId, grades);
    EXPECT_EQ(storedGrade(grades, "q1", "d3"), 1);

    // S skips d2: nothing written, the cursor is on d6.
    QTest::keyClick(&view, Qt::Key_S);
    EXPECT_EQ(queue.currentDocid(), QStringLiteral("d6"));
    EXPECT_FALSE(storedGrade(set, "q1", "d2").has_value());
    EXPECT_EQ(session.labels().labelHistory(set).size(), historyBefore + 1);
    EXPECT_EQ(view.overallBar()->value(), 2);

    // Left goes back to d2, PgDn to the next query.
    QTest::keyClick(&view, Qt::Key_Left);
    EXPECT_EQ(queue.currentDocid(), QStringLiteral("d2"));
    QTest::keyClick(&view, Qt::Key_PageDown);
    EXPECT_EQ(queue.currentQid(), QStringLiteral("q2"));
    EXPECT_EQ(queue.currentDocid(), QStringLiteral("e1"));
    QTest::keyClick(&view, Qt::Key_0);
    EXPECT_EQ(storedGrade(set, "q2", "e1"), 0);
    EXPECT_EQ(queue.queryProgress(1).judged, 1);
    EXPECT_EQ(queue.overall().judged, 3);

    // Ctrl+Z undoes the last grade: the label is removed again (with history), the cursor is
    // back on e1.
    QTest::keyClick(&view, Qt::Key_Z, Qt::ControlModifier);
    EXPECT_FALSE(storedGrade(set, "q2", "e1").has_value());
    EXPECT_EQ(queue.currentDocid(), QStringLiteral("e1"));
    const auto after = session.labels().labelHistory(set);
    EXPECT_EQ(after.back().oldGrade, 0);
    EXPECT_FALSE(after.back().newGrade.has_value());
    EXPECT_EQ(after.back().who, "ann");
    EXPECT_EQ(queue.overall().judged, 2);

    // Grading the last two items finishes the queue.
    QTest::keyClick(&view, Qt::Key_4);
    QTest::keyClick(&view, Qt::Key_1);
    EXPECT_TRUE(queue.isFinished());
    EXPECT_EQ(queue.completeQueries(), 1);  // q2; q1 still has d2 and d6 open
    QTest::keyClick(&view, Qt::Key_3);      // no item: nothing written
    EXPECT_EQ(session.labels().labelHistory(set).size(), after.size() + 2);

    // The labels are in the project file: a second connection reads them.
    auto other = store::ProjectStore::open(path.toStdString());
    const core::Qrels onDisk = other->loadLabels(set);
    EXPECT_EQ(onDisk.find("q1")->grade("d3"), 2);
    EXPECT_EQ(onDisk.find("q2")->grade("e2"), 1);
}

// q1 has a titled item (d3), q2 none: the Title column shows on q1 and is hidden on q2, where
// an empty column took the width the ids need.
TEST_F(JudgingQueueTest, TheTitleColumnShowsOnlyWhenAnItemHasATitle) {
    JudgingQueue queue(&session);
    QString error;
    ASSERT_TRUE(queue.start({{0, 1}, 2, QStringLiteral("ann")}, &error)) << error.toStdString();
    JudgingQueueView view(&queue, &session);
    view.resize(900, 560);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    ASSERT_EQ(queue.currentQid(), QStringLiteral("q1"));
    EXPECT_FALSE(view.itemList()->isColumnHidden(1));
    QTest::keyClick(&view, Qt::Key_PageDown);
    ASSERT_EQ(queue.currentQid(), QStringLiteral("q2"));
    EXPECT_TRUE(view.itemList()->isColumnHidden(1));
    EXPECT_EQ(view.itemList()->item(0, 0)->text(), QStringLiteral("e1"));
}

TEST_F(JudgingQueueTest, RestartAsksOnlyWhatIsStillUnlabelled) {
    {
        JudgingQueue queue(&session);
        ASSERT_TRUE(queue.start({{0, 1}, 2, QStringLiteral("ann")}));
        ASSERT_TRUE(queue.grade(3));  // q1 d3
    }
    JudgingQueue again(&session);
    ASSERT_TRUE(again.start({{1}, 2, QStringLiteral("ann")}));  // run B alone: d3 d6 per q1
    EXPECT_EQ(again.queryCount(), 1);
    EXPECT_EQ(again.itemCount(), 1);
    EXPECT_EQ(again.currentDocid(), QStringLiteral("d6"));
    EXPECT_EQ(again.overall().judged, 1);
    EXPECT_EQ(again.overall().pooled, 2);
    // A new annotator gets a fresh set, not made active (the project has an active set).
    JudgingQueue bob(&session);
    ASSERT_TRUE(bob.start({{0}, 1, QStringLiteral("bob")}));
    EXPECT_NE(bob.labelSetId(), again.labelSetId());
    EXPECT_EQ(bob.itemCount(), 2);
    EXPECT_EQ(session.data()->labelSetId, grades);
    // Unusable setups are refused with a message.
    QString error;
    EXPECT_FALSE(bob.start({{}, 2, QStringLiteral("bob")}, &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(bob.start({{0}, 0, QStringLiteral("bob")}, &error));
    EXPECT_FALSE(bob.start({{0}, 2, QStringLiteral("  ")}, &error));
    EXPECT_FALSE(bob.start({{7}, 2, QStringLiteral("bob")}, &error));
}

// Opening the queue for a new annotator and closing it without a grade leaves the project as it
// was: the annotator's label set is made by the first grade, not by opening.
TEST_F(JudgingQueueTest, OpeningAndClosingTheQueueCreatesNoLabelSet) {
    const auto setsBefore = session.labels().labelSets().size();
    {
        JudgingQueue queue(&session);
        ASSERT_TRUE(queue.start({{0, 1}, 2, QStringLiteral("carol")}));
        EXPECT_TRUE(queue.isStarted());
        EXPECT_EQ(queue.labelSetId(), 0);
        EXPECT_EQ(queue.itemCount(), 6);  // nothing of carol's yet: every pooled item
        JudgingQueueView view(&queue, &session);
        view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
        QTest::keyClick(&view, Qt::Key_S);  // a skip writes nothing either
        view.close();
    }
    EXPECT_EQ(session.labels().labelSets().size(), setsBefore);
    EXPECT_EQ(session.data()->labelSets.size(), setsBefore);
    // The first grade makes it, with the grade in it; the evaluation set stays as it was.
    JudgingQueue queue(&session);
    ASSERT_TRUE(queue.start({{0, 1}, 2, QStringLiteral("carol")}));
    ASSERT_TRUE(queue.grade(2));
    ASSERT_NE(queue.labelSetId(), 0);
    EXPECT_EQ(session.labels().labelSets().size(), setsBefore + 1);
    EXPECT_EQ(session.labels().labelSetNamed(QStringLiteral("annotator carol")),
              queue.labelSetId());
    EXPECT_EQ(storedGrade(queue.labelSetId(), "q1", "d1"), 2);
    EXPECT_EQ(session.data()->labelSetId, grades);
}

// A deleted label set leaves the store at once (issue 45, item 3): judging as that annotator
// again makes a new set; undo brings the old one back with its labels, under a name of its own
// (two sets never share one).
TEST_F(JudgingQueueTest, ADeletedLabelSetLeavesTheStoreAndComesBackUnderAFreeName) {
    const std::int64_t ann = session.labels().labelSetNamed(QStringLiteral("annotator ann"));
    ASSERT_NE(ann, 0);
    ASSERT_EQ(session.labels().setLabelSetDeleted(ann, true), ann);
    EXPECT_EQ(session.labels().labelSetNamed(QStringLiteral("annotator ann")), 0);
    {  // another connection (ranklens-cli) no longer finds it
        auto other = store::ProjectStore::open(path.toStdString());
        for (const auto& l : other->labelSets()) EXPECT_NE(l.name, "annotator ann");
    }
    JudgingQueue queue(&session);
    ASSERT_TRUE(queue.start({{0, 1}, 2, QStringLiteral("ann")}));
    EXPECT_EQ(queue.labelSetId(), 0);
    EXPECT_EQ(queue.itemCount(), 6) << "the deleted set's q1 d1 is not counted as judged";
    ASSERT_TRUE(queue.grade(1));
    EXPECT_EQ(storedGrade(queue.labelSetId(), "q1", "d1"), 1);
    QString error;
    EXPECT_EQ(session.labels().ensureLabelSet(QStringLiteral("annotator ann"), &error),
              queue.labelSetId());
    // Undo of the deletion brings the old set back beside the new one, named apart.
    const std::int64_t back = session.labels().setLabelSetDeleted(ann, false);
    ASSERT_NE(back, 0);
    EXPECT_NE(back, queue.labelSetId());
    EXPECT_EQ(storedGrade(back, "q1", "d1"), 2) << "the old set comes back as it was";
    QStringList names;
    for (const auto& l : session.labels().labelSets()) names << QString::fromStdString(l.name);
    EXPECT_EQ(names.count(QStringLiteral("annotator ann")), 1) << names.join(u',').toStdString();
    EXPECT_EQ(names.count(QStringLiteral("annotator ann (2)")), 1)
        << names.join(u',').toStdString();
}

TEST_F(JudgingQueueTest, ExportWritesTheAnnotatorsLabels) {
    JudgingQueue queue(&session);
    ASSERT_TRUE(queue.start({{0, 1}, 2, QStringLiteral("ann")}));
    ASSERT_TRUE(queue.grade(2));
    const QString out = dir.filePath(QStringLiteral("ann.qrels"));
    QString error;
    ASSERT_TRUE(exportLabelSet(session, queue.labelSetId(), LabelExportFormat::Trec, out, &error))
        << error.toStdString();
    QFile f(out);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray("q1 0 d1 2\nq1 0 d3 2\n"));
    EXPECT_FALSE(exportLabelSet(session, queue.labelSetId(), LabelExportFormat::Csv,
                                dir.filePath(QStringLiteral("no/such/dir/x.csv")), &error));
}

// Disagreements sorted by a header click on |A − B|, then the pair changed: every row holds one
// item's own query, id and grades, sorted as clicked and after the refill in query order again.
// Without titles the Title column is hidden (it took the width the ids need).
TEST(AgreementDialog, RowsStayWholeUnderASortAndAnEmptyTitleColumnIsHidden) {
    auto st = std::make_unique<MemoryStore>();
    const auto a = st->createLabelSet("grades", "qrels");
    const auto b = st->createLabelSet("annotator ann", "manual");
    const auto c = st->createLabelSet("annotator bo", "manual");
    st->setActiveLabelSet(a);
    // a: q1 d1 0, q2 d2 1, q3 d3 2, q4 d4 3; b differs by 4, 2, 1, 3 grades; c by 1, 3, 2, 0.
    const std::tuple<const char*, const char*, int, int, int> rows[] = {
        {"q1", "d1", 0, 4, 1}, {"q2", "d2", 1, 3, 4}, {"q3", "d3", 2, 1, 0}, {"q4", "d4", 3, 0, 3}};
    for (const auto& [q, d, ga, gb, gc] : rows) {
        st->setLabel(a, q, d, ga, "import");
        st->setLabel(b, q, d, gb, "ann");
        st->setLabel(c, q, d, gc, "bo");
    }
    ProjectSession session;
    adoptAndWait(session, std::move(st));
    AgreementDialog dlg(&session);
    showComparing(dlg, a, b);
    QTableWidget* list = dlg.disagreementTable();
    EXPECT_TRUE(list->isColumnHidden(2));                                // no item has a title
    list->horizontalHeader()->setSortIndicator(5, Qt::DescendingOrder);  // as a header click
    const auto check = [&](bool withB, int sortedBy) {  // a against b, or against c
        std::map<std::string, std::pair<int, int>> want;
        for (const auto& [q, d, ga, gb, gc] : rows)
            if (ga != (withB ? gb : gc)) want[d] = {ga, withB ? gb : gc};
        ASSERT_EQ(list->rowCount(), static_cast<int>(want.size()));
        for (int r = 0; r < list->rowCount(); ++r) {
            const std::string d = list->item(r, 1)->text().toStdString();
            ASSERT_TRUE(want.count(d)) << d;
            EXPECT_EQ(list->item(r, 0)->text().toStdString(), "q" + d.substr(1)) << d;
            EXPECT_EQ(list->item(r, 3)->data(Qt::DisplayRole).toInt(), want[d].first) << d;
            EXPECT_EQ(list->item(r, 4)->data(Qt::DisplayRole).toInt(), want[d].second) << d;
            EXPECT_EQ(list->item(r, 5)->data(Qt::DisplayRole).toInt(),
                      std::abs(want[d].first - want[d].second))
                << d;
            if (r > 0 && sortedBy == 5) {
                EXPECT_GE(list->item(r - 1, 5)->data(Qt::DisplayRole).toInt(),
                          list->item(r, 5)->data(Qt::DisplayRole).toInt());
            }
            if (r > 0 && sortedBy == 0) {
                EXPECT_LT(list->item(r - 1, 0)->text(), list->item(r, 0)->text());
            }
        }
    };
    check(true, 5);
    dlg.compare(a, c);
    check(false, 0);
}

// The fixture of the CLI agreement test: common items q1 d1 (0 vs 1), q1 d2 (3, 3), q2 d9
// (1, 1). Hand-worked: p_o = 2/3, p_e = 1/3, kappa = 0.5; linear weighted kappa = 8/11.
TEST(AgreementDialog, ShowsKappaOfAKnownFixtureAndOpensDisagreements) {
    // English plural forms installed here, whatever ran before in this process.
    Language::install(QStringLiteral("en"));
    auto st = std::make_unique<MemoryStore>();
    const auto a = st->createLabelSet("grades", "qrels");
    const auto b = st->createLabelSet("annotator ann", "manual");
    st->setActiveLabelSet(a);
    for (auto [q, d, g] :
         {std::tuple{"q1", "d1", 0}, {"q1", "d2", 3}, {"q2", "d9", 1}, {"q1", "d7", 2}})
        st->setLabel(a, q, d, g, "import");
    for (auto [q, d, g] :
         {std::tuple{"q1", "d1", 1}, {"q1", "d2", 3}, {"q2", "d9", 1}, {"q3", "zz", 4}})
        st->setLabel(b, q, d, g, "ann");
    ProjectSession session;
    adoptAndWait(session, std::move(st));
    AgreementDialog dlg(&session);
    showComparing(dlg, a, b);
    const auto& ag = dlg.agreement();
    EXPECT_EQ(ag.n, 3u);
    EXPECT_NEAR(ag.unweighted.kappa, 0.5, 1e-12);
    EXPECT_NEAR(ag.linear.kappa, 8.0 / 11.0, 1e-12);
    const QString summary = dlg.summary()->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("<b>0.500")) &&
                summary.contains(QStringLiteral("<b>0.727")))
        << summary.toStdString();
    // Confusion matrix over grades 0..3: (0,1) = 1, (1,1) = 1, (3,3) = 1.
    ASSERT_EQ(dlg.confusionTable()->rowCount(), 4);
    EXPECT_EQ(dlg.confusionTable()->item(0, 1)->data(Qt::DisplayRole).toInt(), 1);
    EXPECT_EQ(dlg.confusionTable()->item(3, 3)->data(Qt::DisplayRole).toInt(), 1);
    EXPECT_EQ(dlg.confusionTable()->item(1, 0)->data(Qt::DisplayRole).toInt(), 0);
    // One disagreement, double-click asks for its query.
    QTableWidget* list = dlg.disagreementTable();
    ASSERT_EQ(list->rowCount(), 1);
    EXPECT_EQ(list->item(0, 0)->text(), QStringLiteral("q1"));
    EXPECT_EQ(list->item(0, 1)->text(), QStringLiteral("d1"));
    EXPECT_EQ(list->item(0, 3)->data(Qt::DisplayRole).toInt(), 0);
    EXPECT_EQ(list->item(0, 4)->data(Qt::DisplayRole).toInt(), 1);
    QSignalSpy asked(&dlg, &AgreementDialog::queryRequested);
    const QRect r = list->visualItemRect(list->item(0, 1));
    // A real double click is press, release, double-click (the view checks the pressed item).
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, r.center());
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, r.center());
    ASSERT_EQ(asked.count(), 1);
    EXPECT_EQ(asked.front().at(0).toString(), QStringLiteral("q1"));

    // A set compared with one it shares nothing with: no kappa, said plainly.
    const auto c = [&] {
        QString e;
        return session.labels().ensureLabelSet(QStringLiteral("annotator empty"), &e);
    }();
    dlg.compare(a, c);
    EXPECT_EQ(dlg.agreement().n, 0u);
    EXPECT_TRUE(dlg.summary()->text().contains(QStringLiteral("no value")));

    EXPECT_EQ(dlg.disagreementTable()->rowCount(), 0);

    // Issue 11: counts follow the store. Grading into a set that is not the active one (as
    // the judging queue does) updates the count shown beside its name at once.
    auto boxText = [&](QComboBox* box, std::int64_t id) {
        return box->itemText(box->findData(QVariant::fromValue<qint64>(id))).toStdString();
    };
    EXPECT_EQ(boxText(dlg.setBBox(), c), "annotator empty (0 labels)");
    QString error;
    ASSERT_TRUE(session.labels().setLabelIn(c, QStringLiteral("q1"), QStringLiteral("d1"), 2,
                                            QStringLiteral("anna"), &error))
        << error.toStdString();
    ASSERT_TRUE(session.labels().setLabelIn(c, QStringLiteral("q1"), QStringLiteral("d2"), 3,
                                            QStringLiteral("anna"), &error));
    EXPECT_EQ(boxText(dlg.setBBox(), c), "annotator empty (2 labels)");
    EXPECT_EQ(boxText(dlg.setABox(), b), "annotator ann (4 labels)");
    EXPECT_EQ(dlg.agreement().n, 2u);  // the dialog still compares a with c, now on 2 items
}

// The main window wires the label actions: a Labels menu with the judging queue, and a
// disagreement's query request shows that query in the ranking view.
TEST(LabelActions, MainWindowShowsTheRequestedQuery) {
    MainWindow w;
    w.session()->adopt(ranklens::ui::test::demoStore());
    WAIT_UNTIL(w.evaluation()->current() && !w.session()->isBusy(), 30000);
    ASSERT_TRUE(w.evaluation()->waitForIdle());
    auto* labels = w.findChild<LabelActions*>();
    ASSERT_NE(labels, nullptr);
    bool hasQueue = false;
    for (QAction* a : w.findChildren<QAction*>())
        hasQueue |= a->text() == QStringLiteral("&Judging Queue…");
    EXPECT_TRUE(hasQueue);
    emit labels->queryRequested(QStringLiteral("q005"));
    WAIT_UNTIL_EQ(w.ranking()->qid(), QStringLiteral("q005"), 10000);
}

}  // namespace

// The dialog opens with the annotator's name field focused, its text selected: typing a name
// and Enter starts (the runs list had the focus, and the typed name went nowhere).
TEST(JudgingSetupDialog, TypingANameAndEnterStart) {
    JudgingSetupDialog dlg(*ranklens::ui::test::demoData(), 5);
    auto* name = dlg.findChild<QLineEdit*>(QStringLiteral("annotator"));
    ASSERT_NE(name, nullptr);
    dlg.show();
    dlg.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&dlg));
    EXPECT_TRUE(name->hasFocus());
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("bo"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    EXPECT_EQ(dlg.result(), QDialog::Accepted);
    EXPECT_EQ(dlg.setup().annotator, QStringLiteral("bo"));
}

// Start without an annotator's name: the dialog stays open on the marked field; with a name it
// closes and hands the trimmed name on.
TEST(JudgingSetupDialog, MissingAnnotatorKeepsTheDialogOpenOnTheMarkedField) {
    JudgingSetupDialog dlg(*ranklens::ui::test::demoData(), 5);
    auto* name = dlg.findChild<QLineEdit*>(QString(), Qt::FindDirectChildrenOnly);
    ASSERT_NE(name, nullptr);
    auto* start = dlg.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    name->setText(QStringLiteral("   "));
    dlg.show();
    dlg.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&dlg));
    start->setFocus();
    QTest::mouseClick(start, Qt::LeftButton);
    EXPECT_TRUE(dlg.isVisible());
    EXPECT_EQ(dlg.result(), QDialog::Rejected);
    EXPECT_TRUE(name->placeholderText().contains(QStringLiteral("Required")));
    EXPECT_FALSE(name->styleSheet().isEmpty());
    EXPECT_TRUE(name->hasFocus());

    auto* note = dlg.findChild<QLabel*>(QStringLiteral("labelSetNote"));
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->text().contains(QStringLiteral("“annotator + the name above”")))
        << note->text().toStdString();
    QTest::keyClicks(name, QStringLiteral(" anna "));
    EXPECT_TRUE(name->styleSheet().isEmpty());  // typing clears the mark
    // The note names the label set the grades will go to (it said "annotator <name>").
    EXPECT_TRUE(note->text().contains(QStringLiteral("“annotator anna”")))
        << note->text().toStdString();
    QTest::mouseClick(start, Qt::LeftButton);
    EXPECT_FALSE(dlg.isVisible());
    EXPECT_EQ(dlg.result(), QDialog::Accepted);
    EXPECT_EQ(dlg.setup().annotator, QStringLiteral("anna"));
}

// The pool reads each list in the explorer's tie order: run T ties d1 d2 d3 (file order) after
// d0, so its top 2 are d0 d3 under trec_eval's docid order and d0 d1 under input order.
TEST(JudgingQueueTies, ThePoolFollowsTheTiePolicy) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    write(dir, "t.run", "q1 Q0 d0 1 9 T\nq1 Q0 d1 2 5 T\nq1 Q0 d2 3 5 T\nq1 Q0 d3 4 5 T\n");
    auto st = openStore(dir.filePath(QStringLiteral("ties.ranklens")));
    store::ImportOptions o;
    o.name = "T";
    st->importRun(dir.filePath("t.run").toStdString(), o);
    ProjectSession session;
    session.adopt(std::move(st));
    WAIT_UNTIL(session.data() && !session.isBusy(), 20000);
    const auto pooled = [&](core::TiePolicy ties) {
        JudgingQueue queue(&session);
        JudgingSetup setup{{0}, 2, QStringLiteral("ann")};
        setup.ties = ties;
        QString error;
        EXPECT_TRUE(queue.start(setup, &error)) << error.toStdString();
        QStringList out;
        for (int i = 0; i < queue.queuedInQuery(0); ++i) out << queue.docid(0, i);
        return out;
    };
    EXPECT_EQ(pooled(core::TiePolicy::TrecEval), (QStringList{"d0", "d3"}));
    EXPECT_EQ(pooled(core::TiePolicy::InputOrder), (QStringList{"d0", "d1"}));
    EXPECT_EQ(pooled(core::TiePolicy::Rank), (QStringList{"d0", "d1"}));
}
