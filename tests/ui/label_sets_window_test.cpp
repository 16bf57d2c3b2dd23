// Labels ▸ Label Sets (ui/judging/label_sets_window.h) on a small project of three annotators, a
// gold set and three runs: every number the window shows equals what `ranklens-cli agreement
// --by-query` and `label-sensitivity --impact --holes` print as JSON on the same project; an
// alpha with one grade value is said in words; a judge's confidence kept in the project is shown; a
// consensus is saved as a new label set with its provenance, refused under a name taken, undone and
// redone, and equals `ranklens-cli consensus`; the holes become a judging queue of exactly those
// items.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <set>

#include "core/judging/consensus_provenance.h"
#include "core/store/label_set_save.h"
#include "tests/support/wait_until.h"
#include "tests/ui/import_test_util.h"
#include "ui/common/job_runner.h"
#include "ui/judging/judging_queue.h"
#include "ui/judging/label_sets_window.h"
#include "ui/project/project_session.h"

using namespace ranklens;
using namespace ranklens::ui;

namespace {

using test::write;

// A run named `name` in TREC format: query q1 ranks queries[0] from rank 1 on, q2 queries[1], ...
// (scores falling to 1 at the last rank).
QByteArray trecRun(const char* name, const std::vector<std::vector<const char*>>& queries) {
    QByteArray out;
    for (std::size_t q = 0; q < queries.size(); ++q)
        for (std::size_t r = 0; r < queries[q].size(); ++r)
            out += QStringLiteral("q%1 Q0 %2 %3 %4 %5\n")
                       .arg(q + 1)
                       .arg(QLatin1String(queries[q][r]))
                       .arg(r + 1)
                       .arg(queries[q].size() - r)
                       .arg(QLatin1String(name))
                       .toUtf8();
    return out;
}

// The CLI next to this test program (build/tests/ui_tests, build/app/ranklens-cli), or
// $RANKLENS_CLI.
QString cliPath() {
    const QString env = qEnvironmentVariable("RANKLENS_CLI");
    return env.isEmpty() ? QCoreApplication::applicationDirPath() + "/../app/ranklens-cli" : env;
}

QJsonObject cliJson(const QStringList& args) {
    QProcess p;
    p.start(cliPath(), args);
    EXPECT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

// Runs A, B, C over q1..q3; annotators alice, bob, carol and a gold set. q4 is graded 0 by
// every annotator: its alpha has one grade value only.
class LabelSetsWindowTest : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("sets.ranklens"));
        write(
            dir, "A.run",
            trecRun("A", {{"d1", "d2", "d3", "d4"}, {"e1", "e2", "e3", "e4"}, {"f1", "f2", "f3"}}));
        write(
            dir, "B.run",
            trecRun("B", {{"d4", "d3", "d2", "d1"}, {"e4", "e3", "e2", "e1"}, {"f3", "f2", "f1"}}));
        write(
            dir, "C.run",
            trecRun("C", {{"d2", "d1", "d4", "d3"}, {"e2", "e1", "e4", "e3"}, {"f2", "f3", "f1"}}));
        write(dir, "alice.qrels",
              "q1 0 d1 2\nq1 0 d2 1\nq1 0 d3 0\nq1 0 d4 0\nq2 0 e1 1\nq2 0 e2 0\n"
              "q2 0 e3 0\nq2 0 e4 2\nq3 0 f1 1\nq3 0 f2 0\nq4 0 g1 0\n");
        write(dir, "bob.qrels",
              "q1 0 d1 2\nq1 0 d2 0\nq1 0 d3 0\nq1 0 d4 1\nq2 0 e1 1\nq2 0 e2 1\n"
              "q2 0 e3 0\nq2 0 e4 2\nq3 0 f1 0\nq3 0 f2 0\nq3 0 f3 1\nq4 0 g1 0\n");
        write(dir, "carol.qrels",
              "q1 0 d1 1\nq1 0 d2 1\nq1 0 d3 0\nq2 0 e1 1\nq2 0 e2 0\nq2 0 e3 1\n"
              "q2 0 e4 2\nq3 0 f1 1\nq3 0 f2 1\nq4 0 g1 0\n");
        write(dir, "gold.qrels",
              "q1 0 d1 2\nq1 0 d2 1\nq1 0 d3 0\nq1 0 d4 0\nq2 0 e1 1\nq2 0 e2 0\n"
              "q2 0 e3 0\nq2 0 e4 1\nq3 0 f1 1\nq3 0 f2 0\nq3 0 f3 0\n");
        auto st = openStore(path);
        for (const char* r : {"A", "B", "C"}) {
            store::ImportOptions o;
            o.name = r;
            st->importRun(dir.filePath(QString(r) + ".run").toStdString(), o);
        }
        for (const char* l : {"alice", "bob", "carol", "gold"}) {
            store::ImportOptions o;
            o.name = l;
            o.allowDuplicate = true;
            ids.push_back(st->importQrels(dir.filePath(QString(l) + ".qrels").toStdString(), o));
        }
        // alice's judge file had a confidence column: kept beside her grades.
        store::saveConfidences(*st, ids[0], {{"q1", "d1", 0.9}, {"q1", "d2", 0.7}});
        st.reset();  // the CLI reads the project too
        ASSERT_TRUE(session.open(path));
        WAIT_UNTIL(session.data() && !session.isBusy(), 20000);
    }

    // The window on alice, bob, carol with gold, ndcg@10, t-test, A vs B, holes at k = 3.
    void computeIn(LabelSetsWindow& w) {
        w.measureBox()->setCurrentText(QStringLiteral("ndcg@10"));
        w.testBox()->setCurrentIndex(0);
        w.run1Box()->setCurrentIndex(0);
        w.run2Box()->setCurrentIndex(1);
        w.kBox()->setValue(3);
        w.choose({ids[0], ids[1], ids[2]}, ids[3]);
        ASSERT_TRUE(w.runner()->waitForIdle(60000));
        ASSERT_TRUE(w.result().agreement.has_value());
    }

    // `ranklens-cli label-sensitivity` on alice, bob and carol, runs A B C, ndcg@10, t-test, with
    // the options `extra` (space-separated), as JSON.
    QJsonObject sensitivityJson(const QString& extra) const {
        return cliJson(QStringList{QStringLiteral("label-sensitivity"), path} +
                       QStringLiteral("--labels alice --labels bob --labels carol --runs A B C "
                                      "-m ndcg@10 --test t --format json")
                           .split(' ') +
                       extra.split(' '));
    }

    QTemporaryDir dir;
    QString path;
    std::vector<std::int64_t> ids;
    ProjectSession session;
    QUndoStack undo;
};

TEST_F(LabelSetsWindowTest, AgreementEqualsTheCli) {
    LabelSetsWindow w(&session, &undo);
    computeIn(w);
    const auto j = cliJson({"agreement", path, "--labels", "alice", "--labels", "bob", "--labels",
                            "carol", "--gold", "gold", "--by-query", "--format", "json"});
    const auto& m = *w.result().agreement;
    EXPECT_EQ(static_cast<int>(m.items), j["items"].toInt());
    EXPECT_NEAR(m.fleiss.kappa.value, j["fleiss_kappa"].toDouble(), 1e-12);
    const auto alpha = j["krippendorff_alpha"].toObject();
    EXPECT_NEAR(m.alpha.nominal.value, alpha["nominal"].toDouble(), 1e-12);
    EXPECT_NEAR(m.alpha.ordinal.value, alpha["ordinal"].toDouble(), 1e-12);
    EXPECT_NEAR(m.alpha.interval.value, alpha["interval"].toDouble(), 1e-12);
    const auto pairs = j["pairs"].toArray();
    ASSERT_EQ(w.pairTable()->rowCount(), pairs.size());
    for (int r = 0; r < pairs.size(); ++r) {
        const auto p = pairs[r].toObject();
        EXPECT_EQ(w.pairTable()->item(r, 0)->text(), p["a"].toString());
        EXPECT_EQ(w.pairTable()->item(r, 2)->text().toInt(), p["items"].toInt());
        for (const auto& [col, key] :
             {std::pair{3, "kappa"}, std::pair{4, "kappa_linear"}, std::pair{5, "kappa_quadratic"}})
            EXPECT_EQ(w.pairTable()->item(r, col)->text(),
                      QString::number(p[key].toDouble(), 'f', 4));
    }
    const auto gold = j["gold"].toArray();
    ASSERT_EQ(w.perSetTable()->rowCount(), gold.size());
    for (int r = 0; r < gold.size(); ++r) {
        const auto g = gold[r].toObject();
        EXPECT_EQ(w.perSetTable()->item(r, 3)->text(),
                  QString::number(g["accuracy"].toDouble(), 'f', 4));
        EXPECT_EQ(w.perSetTable()->item(r, 4)->text(),
                  QString::number(g["kappa"].toDouble(), 'f', 4));
    }
    // alice's mean confidence, kept in the project, as the CLI reads it there.
    EXPECT_NEAR(j["confidence"].toObject()["alice"].toDouble(), 0.8, 1e-12);
    EXPECT_EQ(w.perSetTable()->item(0, 5)->text(), QStringLiteral("0.8000"));
    EXPECT_TRUE(w.perSetTable()->item(1, 5)->text().startsWith(QStringLiteral("–")));
    // Per query: q4 has one grade value only, said in words (never NaN).
    const auto queries = j["queries"].toArray();
    ASSERT_EQ(w.perQueryTable()->rowCount(), queries.size());
    ASSERT_EQ(queries.size(), 4);
    EXPECT_TRUE(queries[3].toObject()["krippendorff_alpha"].toObject()["nominal"].isNull());
    EXPECT_EQ(w.perQueryTable()->item(3, 0)->text(), QStringLiteral("q4"));
    EXPECT_EQ(w.perQueryTable()->item(3, 3)->text(),
              QStringLiteral("undefined (only one grade value)"));
    EXPECT_EQ(
        w.perQueryTable()->item(0, 3)->text(),
        QString::number(
            queries[0].toObject()["krippendorff_alpha"].toObject()["nominal"].toDouble(), 'f', 4));
    EXPECT_FALSE(w.agreementSummary()->text().contains(QStringLiteral("nan")));
}

TEST_F(LabelSetsWindowTest, VerdictsImpactAndHolesEqualTheCli) {
    LabelSetsWindow w(&session, &undo);
    computeIn(w);
    const auto j = sensitivityJson(QStringLiteral("--impact A,B --holes A,B --holes-k 3"));
    ASSERT_TRUE(w.result().sensitivity.has_value());
    const auto& ms = w.result().sensitivity->measures.at(0);
    const auto measure = j["measures"].toArray()[0].toObject();
    const auto sets = measure["sets"].toArray();
    ASSERT_EQ(w.orderTable()->columnCount(), sets.size());
    for (int s = 0; s < sets.size(); ++s) {
        const auto order = sets[s].toObject()["order"].toArray();
        const auto means = sets[s].toObject()["means"].toObject();
        for (int pos = 0; pos < order.size(); ++pos) {
            const QString run = order[pos].toString();
            EXPECT_TRUE(w.orderTable()->item(pos, s)->text().startsWith(
                run + "  " + QString::number(means[run].toDouble(), 'f', 4)))
                << w.orderTable()->item(pos, s)->text().toStdString();
        }
    }
    const auto pairs = measure["pairs_of_sets"].toArray();
    ASSERT_EQ(w.setPairTable()->rowCount(), pairs.size());
    int changed = 0, impact = 0;
    for (int p = 0; p < pairs.size(); ++p) {
        const auto o = pairs[p].toObject();
        EXPECT_NEAR(*ms.pairs[static_cast<std::size_t>(p)].kendallTau, o["kendall_tau"].toDouble(),
                    1e-12);
        EXPECT_EQ(w.setPairTable()->item(p, 2)->text(),
                  QString::number(o["kendall_tau"].toDouble(), 'f', 4));
        EXPECT_EQ(w.setPairTable()->item(p, 3)->text(),
                  QString::number(o["tau_ap"].toDouble(), 'f', 4));
        changed += static_cast<int>(o["changed"].toArray().size());
        impact += static_cast<int>(o["impact"].toArray().size());
    }
    EXPECT_EQ(w.changedTable()->rowCount(), changed);
    EXPECT_EQ(w.impactTable()->rowCount(), impact);  // fewer than --impact-top each
    const auto first = pairs[0].toObject()["impact"].toArray()[0].toObject();
    EXPECT_EQ(w.impactTable()->item(0, 2)->text(), first["qid"].toString());
    EXPECT_EQ(w.impactTable()->item(0, 3)->text(), first["docid"].toString());
    EXPECT_EQ(w.impactTable()->item(0, 7)->text(),
              QString::number(first["delta_if_b"].toDouble(), 'f', 4)
                  .prepend(first["delta_if_b"].toDouble() >= 0 ? "+" : ""));
    // Holes under alice (the first set chosen): f3 in q3 is the one unjudged item of the top 3.
    EXPECT_EQ(w.holesSetBox()->currentText(), QStringLiteral("alice"));
    const auto holes = j["holes"].toArray()[0].toObject();
    ASSERT_EQ(holes["labels"].toString(), QStringLiteral("alice"));
    ASSERT_EQ(w.result().holes.size(), 3u);  // one per chosen set
    ASSERT_NE(w.shownHoles(), nullptr);
    const auto& h = *w.shownHoles();
    EXPECT_EQ(static_cast<int>(h.holes), holes["holes"].toInt());
    EXPECT_EQ(h.holes, 1u);
    EXPECT_NEAR(h.delta, holes["delta"].toDouble(), 1e-12);
    EXPECT_NEAR(h.best, holes["best"].toDouble(), 1e-12);
    EXPECT_NEAR(h.worst, holes["worst"].toDouble(), 1e-12);
    EXPECT_EQ(h.survives, holes["survives"].toBool());
    ASSERT_EQ(w.holesTable()->rowCount(), 1);
    EXPECT_EQ(w.holesTable()->item(0, 1)->text(), QStringLiteral("f3"));
    EXPECT_TRUE(w.holesSummary()->text().contains(QString::number(h.best, 'f', 4)));
    // The holes as a judging queue of exactly those items.
    const auto pool = w.holesToJudge();
    ASSERT_EQ(pool.size(), 1u);
    EXPECT_EQ(pool[0].qid, "q3");
    EXPECT_EQ(pool[0].docs, std::vector<std::string>{"f3"});
    JudgingQueue queue(&session);
    JudgingSetup setup;
    setup.annotator = QStringLiteral("dan");
    setup.items = pool;
    QString error;
    ASSERT_TRUE(queue.start(setup, &error)) << error.toStdString();
    EXPECT_EQ(queue.itemCount(), 1);
    EXPECT_EQ(queue.currentDocid(), QStringLiteral("f3"));
}

// The unjudged-items tab follows the set chosen on it (it showed the first set's whatever the
// choice): under bob, the CLI's holes of bob; the judging queue is of bob's holes.
TEST_F(LabelSetsWindowTest, HolesFollowTheChosenLabelSet) {
    LabelSetsWindow w(&session, &undo);
    computeIn(w);
    const auto j = sensitivityJson(QStringLiteral("--holes A,B --holes-k 3"));
    const auto all = j["holes"].toArray();
    ASSERT_EQ(all.size(), 3);
    for (int s = 0; s < 3; ++s) {
        const auto cli = all[s].toObject();
        w.holesSetBox()->setCurrentText(cli["labels"].toString());
        ASSERT_EQ(w.holesSetBox()->currentIndex(), s);
        const auto items = cli["items"].toArray();
        ASSERT_EQ(w.holesTable()->rowCount(), items.size()) << s;
        for (int r = 0; r < items.size(); ++r) {
            EXPECT_EQ(w.holesTable()->item(r, 0)->text(), items[r].toObject()["qid"].toString());
            EXPECT_EQ(w.holesTable()->item(r, 1)->text(), items[r].toObject()["docid"].toString());
        }
        EXPECT_TRUE(
            w.holesSummary()->text().contains(QString::number(cli["best"].toDouble(), 'f', 4)))
            << w.holesSummary()->text().toStdString();
        EXPECT_TRUE(w.holesSummary()->text().contains("<b>" + cli["labels"].toString() + "</b>"));
        std::size_t pooled = 0;
        for (const auto& q : w.holesToJudge()) pooled += q.docs.size();
        EXPECT_EQ(pooled, static_cast<std::size_t>(items.size()));
    }
    // alice left f3 unjudged, bob judged every item of the top 3: the sets' holes differ.
    EXPECT_NE(all[0].toObject()["items"].toArray(), all[1].toObject()["items"].toArray());
}

// Double-click on a disagreement or an unjudged item asks for the item in its ranking (it
// opened the query): the query, the item and the run of the pair that ranks it higher.
TEST_F(LabelSetsWindowTest, DoubleClickOpensTheItemInItsRanking) {
    LabelSetsWindow w(&session, &undo);
    computeIn(w);
    QSignalSpy items(&w, &LabelSetsWindow::itemRequested);
    QSignalSpy queries(&w, &LabelSetsWindow::queryRequested);
    ASSERT_GT(w.impactTable()->rowCount(), 0);
    emit w.impactTable()->cellDoubleClicked(0, 1);
    ASSERT_EQ(items.size(), 1);
    EXPECT_EQ(queries.size(), 0);
    const QString qid = w.impactTable()->item(0, 2)->text(),
                  doc = w.impactTable()->item(0, 3)->text();
    EXPECT_EQ(items[0][0].toString(), qid);
    EXPECT_EQ(items[0][1].toString(), doc);
    // Runs A (0) and B (1) list the query's items in opposite orders: the one ranking doc higher.
    const auto data = session.data();
    const auto rankIn = [&](int run) {
        const auto* q = data->runs[static_cast<std::size_t>(run)]->find(qid.toStdString());
        for (std::size_t i = 0; q && i < q->docs.size(); ++i)
            if (doc == QString::fromUtf8(q->docs[i].doc)) return static_cast<int>(i);
        return 1000;
    };
    EXPECT_EQ(items[0][2].toInt(), rankIn(1) < rankIn(0) ? 1 : 0);
    // The unjudged f3 of q3 (alice): rank 1 in B, 3 in A -> B's ranking.
    ASSERT_EQ(w.holesTable()->rowCount(), 1);
    emit w.holesTable()->cellDoubleClicked(0, 0);
    ASSERT_EQ(items.size(), 2);
    EXPECT_EQ(items[1][0].toString(), QStringLiteral("q3"));
    EXPECT_EQ(items[1][1].toString(), QStringLiteral("f3"));
    EXPECT_EQ(items[1][2].toInt(), 1);
}

// The impact step moves the progress bar while it works: it stood still at 600 thousandths
// from the verdicts to the holes (700); now each pair of sets' share is reported as it is done.
TEST_F(LabelSetsWindowTest, TheImpactStepReportsProgress) {
    LabelSetsWindow w(&session, &undo);
    QSignalSpy progress(w.runner(), &JobRunner::progress);
    computeIn(w);
    std::set<int> during;
    for (const auto& args : progress)
        if (const int pm = args[0].toInt(); pm > 200 && pm < 600) during.insert(pm);
    EXPECT_GE(during.size(), 2u);
}

TEST_F(LabelSetsWindowTest, ConsensusIsANewLabelSetWithItsProvenanceAndUndoable) {
    LabelSetsWindow w(&session, &undo);
    computeIn(w);
    w.ruleBox()->setCurrentIndex(0);  // majority
    w.tieBox()->setCurrentIndex(0);   // lower
    QString error;
    EXPECT_FALSE(w.saveConsensus(QStringLiteral("gold"), &error));  // a name taken
    EXPECT_TRUE(error.contains(QStringLiteral("exists already")));
    ASSERT_TRUE(w.saveConsensus(QStringLiteral("majority of three"), &error))
        << error.toStdString();
    const std::int64_t id = session.labels().labelSetNamed(QStringLiteral("majority of three"));
    ASSERT_NE(id, 0);
    std::string description;
    for (const auto& ls : session.labels().labelSets())
        if (ls.id == id) description = ls.description;
    const auto prov = core::parseProvenance(description);
    ASSERT_TRUE(prov.has_value()) << description;
    EXPECT_EQ(prov->sets, (std::vector<std::string>{"alice", "bob", "carol"}));
    EXPECT_EQ(prov->rule, core::ConsensusRule::Majority);
    ASSERT_EQ(w.consensusTable()->rowCount(), 1);
    EXPECT_EQ(w.consensusTable()->item(0, 1)->text(), QStringLiteral("alice, bob, carol"));
    // The same labels as the CLI's consensus.
    const QString out = dir.filePath(QStringLiteral("consensus.qrels"));
    QProcess p;
    p.start(cliPath(), {"consensus", path, "--labels", "alice", "--labels", "bob", "--labels",
                        "carol", "--rule", "majority", "-o", out});
    ASSERT_TRUE(p.waitForFinished(60000));
    ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const auto saved = session.labels().labelsOf(id);
    ASSERT_TRUE(saved);
    QFile f(out);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    std::size_t lines = 0;
    for (const auto& line : QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts)) {
        const auto parts = line.split(' ', Qt::SkipEmptyParts);
        ASSERT_EQ(parts.size(), 4);
        const auto* q = saved->find(parts[0].toStdString());
        ASSERT_NE(q, nullptr);
        EXPECT_EQ(q->grade(parts[2].toStdString()), parts[3].toInt()) << line.toStdString();
        ++lines;
    }
    EXPECT_EQ(lines, saved->totalJudgments());
    // Undo deletes it, redo brings it back.
    undo.undo();
    EXPECT_EQ(session.labels().labelSetNamed(QStringLiteral("majority of three")), 0);
    undo.redo();
    EXPECT_NE(session.labels().labelSetNamed(QStringLiteral("majority of three")), 0);
}

}  // namespace
