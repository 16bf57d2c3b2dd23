// The results snapshot (issue 14): a full evaluation written as bits and read back identical;
// a snapshot whose key does not match the project file as it is now (written, touched) or whose
// bytes are short, garbage or of another version is not used; the explorer opens a project
// with a snapshot showing exactly the full evaluation's numbers until the full evaluation
// replaces them, and a project refused by the checks never keeps the snapshot's numbers.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <random>

#include "tests/store/damage_util.h"
#include "tests/support/wait_until.h"
#include "tests/ui/project_file_test_util.h"
#include "tests/ui/same_numbers.h"
#include "tests/ui/ui_test_util.h"
#include "ui/app/main_window.h"
#include "ui/curves/curves_view.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/evaluation/query_set_text.h"
#include "ui/evaluation/results_snapshot.h"
#include "ui/project/project_session.h"
#include "ui/ranking/ranking_view.h"

namespace ranklens::ui {
namespace {

namespace snap = results_snapshot;

std::shared_ptr<Evaluation> demoEvaluation() {
    EvalRequest req;
    req.data = test::demoData();
    req.metrics = defaultMetrics();
    req.defs.k = 10;
    req.defs.config.gain = core::GainKind::Exponential;
    return computeEvaluation(req);
}

TEST(ResultsSnapshot, RoundTripIsBitIdenticalAndHoldsTheEnginesValues) {
    QTemporaryDir tmp;
    const QString project = tmp.filePath(QStringLiteral("p.ranklens"));
    store::test::writeFile(project.toStdString(), "stand-in for a project file");
    const auto id = fileIdentity(project);
    ASSERT_TRUE(id);
    const auto ev = demoEvaluation();
    const QByteArray bytes = snap::encode(*ev, *id);
    EXPECT_LT(bytes.size(), 1 << 20);
    QString why;
    const auto back = snap::decode(bytes, *id, &why);
    ASSERT_TRUE(back) << why.toStdString();
    EXPECT_TRUE(back->fromSnapshot);
    test::expectSameNumbers(*ev, *back);
    EXPECT_TRUE(back->request.defs == ev->request.defs);
    EXPECT_EQ(back->request.cutoffs, ev->request.cutoffs);
    EXPECT_EQ(back->data->labelSetName, ev->data->labelSetName);
    ASSERT_EQ(back->data->queries.size(), ev->data->queries.size());
    EXPECT_EQ(back->data->queries[0].text, ev->data->queries[0].text);
    // The values themselves: the engine's own mean NDCG@k curve of the first demo run.
    const auto engine = test::engineCurves(0, ev->request.defs.config, defaultMetrics(), back->K);
    ASSERT_EQ(engine.curves[2].size(), back->curve(0, 2).size());
    for (std::size_t k = 0; k < engine.curves[2].size(); ++k)
        EXPECT_NEAR(back->curve(0, 2)[k], engine.curves[2][k], 1e-12) << "k = " << k + 1;
    EXPECT_GT(back->curve(0, 2)[9], 0.0);
    // A round trip through the cache folder: written atomically, read back for this file.
    snap::setDirectory(tmp.filePath(QStringLiteral("cache")));
    ASSERT_TRUE(snap::writeFile(snap::fileFor(*id), bytes));
    const auto read = snap::read(project, &why);
    ASSERT_TRUE(read) << why.toStdString();
    test::expectSameNumbers(*ev, *read);
    snap::setDirectory(QString());
}

TEST(ResultsSnapshot, MismatchedKeyIsNotUsed) {
    QTemporaryDir tmp;
    snap::setDirectory(tmp.filePath(QStringLiteral("cache")));
    const QString project = tmp.filePath(QStringLiteral("p.ranklens"));
    store::test::writeFile(project.toStdString(), "stand-in for a project file");
    const auto id = fileIdentity(project);
    ASSERT_TRUE(id);
    const auto ev = demoEvaluation();
    ASSERT_TRUE(snap::writeFile(snap::fileFor(*id), snap::encode(*ev, *id)));
    ASSERT_TRUE(snap::read(project));
    // Other definitions, measures or cut-offs: not the snapshot's request.
    Definitions other = ev->request.defs;
    EXPECT_TRUE(snap::sameRequest(*ev, other, ev->request.metrics, ev->request.cutoffs));
    other.config.gain = core::GainKind::Linear;
    EXPECT_FALSE(snap::sameRequest(*ev, other, ev->request.metrics, ev->request.cutoffs));
    EXPECT_FALSE(
        snap::sameRequest(*ev, ev->request.defs, {ev->request.metrics[0]}, ev->request.cutoffs));
    // The file touched (same bytes, new time): the key changed.
    QFile f(project);
    ASSERT_TRUE(f.open(QIODevice::ReadWrite));
    ASSERT_TRUE(f.setFileTime(QDateTime::currentDateTime().addSecs(-3600),
                              QFileDevice::FileModificationTime));
    f.close();
    QString why;
    EXPECT_FALSE(snap::read(project, &why));
    EXPECT_EQ(why, QStringLiteral("the project file changed since the snapshot"));
    // A -wal with frames beside it (a write not yet checkpointed) changes the key too.
    const auto touched = fileIdentity(project);
    ASSERT_TRUE(snap::writeFile(snap::fileFor(*touched), snap::encode(*ev, *touched)));
    ASSERT_TRUE(snap::read(project));
    store::test::writeFile(project.toStdString() + "-wal", "frames");
    EXPECT_FALSE(snap::read(project));
    snap::setDirectory(QString());
}

TEST(ResultsSnapshot, TruncatedGarbageAndOtherVersionsAreIgnored) {
    QTemporaryDir tmp;
    const QString project = tmp.filePath(QStringLiteral("p.ranklens"));
    store::test::writeFile(project.toStdString(), "stand-in for a project file");
    const auto id = fileIdentity(project);
    const QByteArray bytes = snap::encode(*demoEvaluation(), *id);
    ASSERT_TRUE(snap::decode(bytes, *id));
    // Every cut short: refused (each read checks what is left before it copies).
    const int step = std::max<int>(1, static_cast<int>(bytes.size() / 1500));
    for (int n = 0; n < bytes.size(); n += step)
        ASSERT_FALSE(snap::decode(bytes.left(n), *id)) << "prefix of " << n << " bytes";
    EXPECT_FALSE(snap::decode(bytes.left(bytes.size() - 1), *id));
    EXPECT_FALSE(snap::decode(bytes + QByteArray(1, '\0'), *id));  // trailing bytes
    // Another version.
    QByteArray old = bytes;
    old[8] = static_cast<char>(old[8] + 1);
    QString why;
    EXPECT_FALSE(snap::decode(old, *id, &why));
    EXPECT_EQ(why, QStringLiteral("another snapshot version"));
    // A valid header and key followed by noise, and noise alone.
    std::mt19937 rng(14);
    const qsizetype header = 12 + 8 + static_cast<qsizetype>(id->canonicalPath.size()) + 56;
    for (int i = 0; i < 200; ++i) {
        QByteArray junk = bytes.left(header);
        QByteArray noise(static_cast<qsizetype>(rng() % 4096), '\0');
        for (char& c : noise) c = static_cast<char>(rng());
        ASSERT_FALSE(snap::decode(junk + noise, *id)) << "noise " << i;
        ASSERT_FALSE(snap::decode(noise, *id)) << "noise " << i;
    }
    // A huge count where the qids begin cannot allocate: refused.
    QByteArray huge = bytes;
    const auto ev = snap::decode(bytes, *id);
    const qsizetype qidsAt = bytes.indexOf(QByteArray::fromStdString(ev->qids.front())) - 8;
    ASSERT_GT(qidsAt, header);
    std::memset(huge.data() + qidsAt, 0xff, 8);
    EXPECT_FALSE(snap::decode(huge, *id));
    // A snapshot file that is not one, in the cache folder: ignored.
    snap::setDirectory(tmp.filePath(QStringLiteral("cache")));
    ASSERT_TRUE(snap::writeFile(snap::fileFor(*id), bytes.left(bytes.size() / 2)));
    EXPECT_FALSE(snap::read(project));
    snap::setDirectory(QString());
}

// Opens path (no snapshot yet), waits for its full evaluation and closes the window, which
// writes the snapshot; full: that evaluation.
void evaluateOnceAndClose(const QString& path, std::shared_ptr<const Evaluation>& full) {
    MainWindow w;
    ASSERT_TRUE(w.openProject(path));
    EXPECT_FALSE(w.evaluation()->showsSnapshot());  // no snapshot the first time
    WAIT_UNTIL(test::fullyLoaded(w), 30000);
    full = w.evaluation()->current();
}

// The demo as a project file, in a snapshot cache of the test's own, opened once and closed:
// its snapshot is written and `full` is the evaluation it holds.
class ResultsSnapshotExplorer : public ::testing::Test {
  protected:
    void SetUp() override {
        path = test::demoProjectFile(tmp);
        evaluateOnceAndClose(path, full);
        ASSERT_TRUE(full);
    }

    test::TempCache cache;
    QTemporaryDir tmp;
    QString path;
    std::shared_ptr<const Evaluation> full;
};

TEST_F(ResultsSnapshotExplorer, ReopenShowsTheFullEvaluationsNumbersThenReplacesThem) {
    const auto id = fileIdentity(path);
    ASSERT_TRUE(QFile::exists(snap::fileFor(*id)));

    MainWindow w;
    ASSERT_TRUE(w.openProject(path));
    // At once, before the checks and the load: the last session's numbers, the reason shown.
    const auto shown = w.evaluation()->current();
    ASSERT_TRUE(shown && shown->fromSnapshot);
    test::expectSameNumbers(*full, *shown);
    EXPECT_TRUE(w.session()->isOpening());
    EXPECT_EQ(w.windowTitle(), QStringLiteral("demo.ranklens — RankLens"));
    EXPECT_FALSE(w.definitionsBar()->isEnabled());
    EXPECT_FALSE(w.ranking()->isEnabled());
    EXPECT_FALSE(w.curves()->oneQueryBox()->isEnabled());  // one query's curve needs its list
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("last session")))
        << w.statusBar()->currentMessage().toStdString();
    WAIT_UNTIL(test::fullyLoaded(w), 30000);
    const auto real = w.evaluation()->current();
    EXPECT_NE(real.get(), shown.get());
    test::expectSameNumbers(*full, *real);
    EXPECT_TRUE(w.definitionsBar()->isEnabled());
    EXPECT_TRUE(w.ranking()->isEnabled());
    EXPECT_TRUE(w.curves()->oneQueryBox()->isEnabled());
    EXPECT_EQ(w.session()->path(), path);
    EXPECT_FALSE(w.session()->isOpening());
}

// Damages the application id in the header (offset 68): the checks refuse the file.
void damage(const QString& path) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadWrite));
    f.seek(68);
    f.write("XXXX", 4);
}

TEST_F(ResultsSnapshotExplorer, RefusedProjectNeverKeepsTheSnapshotsNumbers) {
    ASSERT_TRUE(snap::read(path));
    damage(path);
    // The damaged file is another file: its snapshot is not used, the open is refused.
    EXPECT_FALSE(snap::read(path));
    {  // (a first open: checked in the background, refused with the usual message)
        MainWindow w;
        ASSERT_TRUE(w.openProject(path));
        EXPECT_FALSE(w.evaluation()->showsSnapshot());
        WAIT_UNTIL(!w.session()->isOpening(), 30000);
        EXPECT_FALSE(w.session()->isOpen());
        EXPECT_TRUE(w.findChild<QMessageBox*>());
        const auto ev = w.evaluation()->current();
        EXPECT_TRUE(!ev || ev->runs.empty());
    }
    // Even a snapshot keyed on the damaged file (a disk that changed under an unchanged time):
    // shown while the checks run, dropped when they refuse the file, with the usual message.
    const auto id = fileIdentity(path);
    ASSERT_TRUE(snap::writeFile(snap::fileFor(*id), snap::encode(*full, *id)));
    MainWindow w;
    ASSERT_TRUE(w.openProject(path));
    ASSERT_TRUE(w.evaluation()->showsSnapshot());
    WAIT_UNTIL(!w.session()->isOpening(), 30000);
    const auto ev = w.evaluation()->current();
    ASSERT_TRUE(ev);
    EXPECT_FALSE(ev->fromSnapshot);
    EXPECT_TRUE(ev->runs.empty());
    EXPECT_TRUE(ev->qids.empty());
    EXPECT_FALSE(w.session()->isOpen());
    QMessageBox* box = w.findChild<QMessageBox*>();
    ASSERT_TRUE(box);
    EXPECT_TRUE(box->text().contains(QStringLiteral("Could not open")))
        << box->text().toStdString();
    EXPECT_TRUE(box->text().contains(QStringLiteral("not a RankLens project")) ||
                box->text().contains(QStringLiteral("damaged")))
        << box->text().toStdString();
    EXPECT_TRUE(w.definitionsBar()->isEnabled());
    EXPECT_EQ(w.windowTitle(), QStringLiteral("RankLens"));
}

}  // namespace
}  // namespace ranklens::ui
