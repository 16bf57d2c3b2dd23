// The "Clicks and online results" window (issue 18) on a hand-made project, offscreen: raw vs
// IPS values, exposure both ways with the ratio, offline <-> online agreement with its labelled
// scatter, the leak warning and its Drop, and online results typed in. Values worked by hand.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cmath>

#include "core/behaviour/log_time.h"
#include "core/store/behaviour_store.h"
#include "tests/support/wait_until.h"
#include "ui/app/language.h"
#include "ui/behaviour/behaviour_window.h"
#include "ui/behaviour/runs_behaviour_editor.h"
#include "ui/plot/plot_widget.h"
#include "ui/project/project_session.h"

namespace ranklens::ui {
namespace {

std::string write(const QTemporaryDir& dir, const char* name, const QByteArray& content) {
    const QString path = dir.filePath(QLatin1String(name));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(content);
    return path.toStdString();
}

// Runs A = [d1, d2, d3], B = [d2, d1, d3], C = [d2, d3, d1] of q1; d1 is the one relevant item.
// Click log of q1 (eta 1, clip 10): d2 shown at 1 twice, never clicked; d1 at 2 twice, clicked
// once. p(2) = 1/2, w = 2: raw gain of d1 = 1/2, IPS = 1 * 2 / 2 = 1, self-normalised =
// 2 / (2 impressions * p * w = 2) = 1. d3 is never shown. One d2 impression is dated Jan 1, before
// A's training cutoff (Jan 15); the rest Feb 1.
// Online ctr: A 3, B 1, C 2.
class BehaviourWindowTest : public ::testing::Test {
  protected:
    void SetUp() override {
        Language::install(QStringLiteral("en"));
        ASSERT_TRUE(session.open(dir.filePath(QStringLiteral("p.ranklens"))));
        WAIT_UNTIL(!session.isBusy(), 30000);
        const auto a = write(dir, "A", "q1 Q0 d1 1 3 A\nq1 Q0 d2 2 2 A\nq1 Q0 d3 3 1 A\n");
        const auto b = write(dir, "B", "q1 Q0 d2 1 3 B\nq1 Q0 d1 2 2 B\nq1 Q0 d3 3 1 B\n");
        const auto c = write(dir, "C", "q1 Q0 d2 1 3 C\nq1 Q0 d3 2 2 C\nq1 Q0 d1 3 1 C\n");
        const auto g = write(dir, "g.qrels", "q1 0 d1 1\n");
        const auto log = write(dir, "log.csv",
                               "query,item,event,position,timestamp\n"
                               "q1,d2,impression,1,2024-01-01\nq1,d2,impression,1,2024-02-01\n"
                               "q1,d1,impression,2,2024-02-01\nq1,d1,impression,2,2024-02-01\n"
                               "q1,d1,click,2,2024-02-01\n");
        const auto online = write(dir, "on.csv", "run,metric,value\nA,ctr,3\nB,ctr,1\nC,ctr,2\n");
        ASSERT_TRUE(session.withStore([&](store::ProjectStore& ps) {
            for (const auto& [name, file] : {std::pair{"A", a}, {"B", b}, {"C", c}}) {
                store::ImportOptions o;
                o.name = name;
                const auto id = ps.importRun(file, o);
                if (std::string(name) == "A")
                    ps.behaviour()->setTrainingCutoff(id,
                                                      *core::behaviour::parseLogTime("2024-01-15"));
            }
            ps.importQrels(g, {});
            store::ClickLogImport li;
            ps.behaviour()->importClickLog(log, li, "now");
            ps.behaviour()->importOnlineResults(online);
        }));
        win = std::make_unique<BehaviourWindow>(&session);
        win->resize(1100, 660);
        win->show();
        win->refresh();
    }

    // The row of a table whose first two cells are (a, b); -1 if none.
    static int rowOf(QTableWidget* t, const QString& a, const QString& b) {
        for (int r = 0; r < t->rowCount(); ++r)
            if (t->item(r, 0)->text() == a && t->item(r, 1)->text() == b) return r;
        return -1;
    }
    static double value(QTableWidget* t, int row, int col) {
        return t->item(row, col)->data(Qt::UserRole).toDouble();
    }

    QTemporaryDir dir;
    ProjectSession session;
    std::unique_ptr<BehaviourWindow> win;
};

TEST_F(BehaviourWindowTest, RawClicksBesideIpsWithEtaAndClipStated) {
    QTableWidget* t = win->clicksTable();
    // A ranks d1 first: P@5 raw = 0.5 / 5 = 0.1, IPS = 1 / 5 = 0.2, self-normalised 0.2.
    const int row = rowOf(t, QStringLiteral("A"), QStringLiteral("P@5"));
    ASSERT_GE(row, 0);
    EXPECT_DOUBLE_EQ(value(t, row, 2), 0.1);
    EXPECT_DOUBLE_EQ(value(t, row, 3), 0.2);
    EXPECT_DOUBLE_EQ(value(t, row, 4), 0.2);
    EXPECT_EQ(win->analysis().propensity, "p(pos) = (1/pos)^1");
    bool stated = false;
    for (auto* l : win->findChildren<QLabel*>())
        stated |= l->text().contains(QStringLiteral("p(pos) = (1/pos)^1")) &&
                  l->text().contains(QStringLiteral("min(1/p(pos), 10)"));
    EXPECT_TRUE(stated);
}

TEST_F(BehaviourWindowTest, ExposureBothWaysWithRatio) {
    // C = [d2, d3, d1], d3 never shown. Non-relevant: NDCG@5 = (1/log2 4) / 1 = 0.5; excluded:
    // [d2, d1], NDCG@5 = 1/log2 3 = 0.6309; ratio 0.5 / 0.6309 = 0.7925.
    QTableWidget* t = win->exposureTable();
    const int row = rowOf(t, QStringLiteral("C"), QStringLiteral("NDCG@5"));
    ASSERT_GE(row, 0);
    EXPECT_NEAR(value(t, row, 2), 1 / std::log2(3.0), 1e-12);
    EXPECT_NEAR(value(t, row, 3), 0.5, 1e-12);
    EXPECT_NEAR(value(t, row, 4), 0.5 * std::log2(3.0), 1e-12);
}

// ndcg_cut_5: A = 1, B = 1/log2 3 = 0.6309, C = 0.5; ctr A 3, B 1, C 2. (A,B) and (A,C)
// concordant, (B,C) discordant: tau_b = (2 - 1) / 3 = 0.3333, same sign 2 of 3 pairs. The IPS
// NDCG@5 of the click log orders the runs the same way (A 1, B 0.6309, C 0.5).
TEST_F(BehaviourWindowTest, OfflineOnlineAgreementAndLabelledScatter) {
    win->tabs()->setCurrentIndex(2);
    QTableWidget* t = win->agreementTable();
    for (const char* metric : {"NDCG@5", "IPS (clipped) NDCG@5"}) {  // the app's names
        const int row = rowOf(t, QLatin1String(metric), QStringLiteral("ctr"));
        ASSERT_GE(row, 0) << metric;
        EXPECT_NEAR(value(t, row, 3), 1.0 / 3.0, 1e-12) << metric;
        EXPECT_EQ(t->item(row, 4)->text(), QStringLiteral("2 of 3 pairs (0.67)")) << metric;
    }
    t->setCurrentCell(rowOf(t, QStringLiteral("NDCG@5"), QStringLiteral("ctr")), 0);
    PlotWidget* plot = win->scatter();
    ASSERT_EQ(plot->graphCount(), 1);
    EXPECT_EQ(plot->pointLabels(), (QStringList{"C", "B", "A"}));  // by offline value
    const QVector<QRect> labels = plot->labelPoints();
    ASSERT_EQ(labels.size(), 3);
    const QRect area = plot->dataRect();
    for (int i = 0; i < labels.size(); ++i) {
        EXPECT_TRUE(area.contains(labels[i])) << i;
        for (const QPointF& p : plot->dataPixels()) EXPECT_FALSE(labels[i].contains(p.toPoint()));
        for (int j = i + 1; j < labels.size(); ++j) EXPECT_FALSE(labels[i].intersects(labels[j]));
    }
    EXPECT_FALSE(plot->legendRect().intersects(area));  // the legend is under the plot
}

TEST_F(BehaviourWindowTest, LeakWarningCountsAndDropRemovesThem) {
    EXPECT_TRUE(win->leakBanner()->isVisible());
    EXPECT_TRUE(win->leakLabel()->text().startsWith(
        QStringLiteral("1 click log event is dated at or before the training cutoff of run 'A' "
                       "(2024-01-15T00:00:00Z)")))
        << win->leakLabel()->text().toStdString();
    EXPECT_EQ(win->dropLeaks(false), 1);
    EXPECT_FALSE(win->leakBanner()->isVisible());
    ASSERT_TRUE(win->analysis().log.has_value());
    EXPECT_EQ(win->analysis().log->numEvents, 4);
    // d2's remaining impression carries no click: the values of d1 stay (A: IPS P@5 = 0.2).
    QTableWidget* t = win->clicksTable();
    EXPECT_DOUBLE_EQ(value(t, rowOf(t, QStringLiteral("A"), QStringLiteral("P@5")), 3), 0.2);
}

// C typed as ctr=0: online A 3 > B 1 > C 0, the same order as ndcg_cut_5: tau 1, 3 of 3 pairs.
TEST_F(BehaviourWindowTest, OnlineResultsTypedInAreStoredAndUsed) {
    RunsBehaviourEditor* e = win->runsEditor();
    QObject::disconnect(e, &RunsBehaviourEditor::failed, win.get(), nullptr);  // no message box
    QSignalSpy failed(e, &RunsBehaviourEditor::failed);
    e->item(2, RunsBehaviourEditor::OnlineCol)->setText(QStringLiteral("ctr=lots"));
    QCoreApplication::processEvents();  // the views are computed again after the edit
    ASSERT_EQ(failed.size(), 1);
    EXPECT_EQ(failed[0][0].toString(), QStringLiteral("'ctr=lots': value 'lots' is not a number"));
    EXPECT_EQ(e->item(2, RunsBehaviourEditor::OnlineCol)->text(), QStringLiteral("ctr=2"));
    e->item(2, RunsBehaviourEditor::OnlineCol)->setText(QStringLiteral("ctr=0 [-0.5, 0.5]"));
    QCoreApplication::processEvents();
    QTableWidget* t = win->agreementTable();
    const int row = rowOf(t, QStringLiteral("NDCG@5"), QStringLiteral("ctr"));
    EXPECT_DOUBLE_EQ(value(t, row, 3), 1.0);
    EXPECT_EQ(t->item(row, 4)->text(), QStringLiteral("3 of 3 pairs (1.00)"));
    EXPECT_EQ(e->item(2, RunsBehaviourEditor::OnlineCol)->text(),
              QStringLiteral("ctr=0 [-0.5, 0.5]"));
    // A cutoff removed by emptying its cell: no leak left.
    e->item(0, RunsBehaviourEditor::CutoffCol)->setText(QString());
    QCoreApplication::processEvents();
    EXPECT_FALSE(win->leakBanner()->isVisible());
}

// Issue 35 item 16: a stored η 7 / clip 5000 (valid for the CLI) showed as 5.00 / 1000, and a click
// on the clip box then saved η = 5. Now the boxes take every valid value and save only an edit.
TEST_F(BehaviourWindowTest, StoredPropensityIsShownAsStoredAndNotRewrittenByAClick) {
    std::int64_t logId = 0;
    ASSERT_TRUE(session.withStore([&](store::ProjectStore& ps) {
        logId = ps.behaviour()->clickLogs().at(0).id;
        ps.behaviour()->setPropensity(logId, 7.0, 5000.0);
    }));
    win->refresh();
    auto boxes = win->findChildren<QDoubleSpinBox*>();
    ASSERT_EQ(boxes.size(), 2);
    QDoubleSpinBox* eta = boxes[0]->value() == 7.0 ? boxes[0] : boxes[1];
    QDoubleSpinBox* clip = eta == boxes[0] ? boxes[1] : boxes[0];
    EXPECT_DOUBLE_EQ(eta->value(), 7.0);
    EXPECT_DOUBLE_EQ(clip->value(), 5000.0);
    emit clip->editingFinished();  // a click into the box and out, nothing typed
    double storedEta = 0, storedClip = 0;
    ASSERT_TRUE(session.withStore([&](store::ProjectStore& ps) {
        storedEta = ps.behaviour()->clickLogs().at(0).eta;
        storedClip = ps.behaviour()->clickLogs().at(0).clip;
    }));
    EXPECT_DOUBLE_EQ(storedEta, 7.0);
    EXPECT_DOUBLE_EQ(storedClip, 5000.0);
    clip->setValue(20.0);  // an edit is saved
    emit clip->editingFinished();
    ASSERT_TRUE(session.withStore(
        [&](store::ProjectStore& ps) { storedClip = ps.behaviour()->clickLogs().at(0).clip; }));
    EXPECT_DOUBLE_EQ(storedClip, 20.0);
}

// Issue 45 item 16: Import Click Log asked for the position column as free text. It offers the
// file's own headers in a drop-down (nothing to type), "pos" chosen first here; the log is
// stored read with the column chosen.
TEST_F(BehaviourWindowTest, TheClickLogsPositionColumnIsChosenAmongItsHeaders) {
    const auto log = write(dir, "shown.csv",
                           "qid,docid,event,pos,ts\n"
                           "q1,d1,impression,1,2024-02-01\nq1,d1,click,1,2024-02-01\n");
    QStringList offered;
    bool editable = true;
    QString preselected;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        auto* dlg = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        if (!dlg) {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
                box->accept();  // "Imported 2 events …"
            return;
        }
        offered = dlg->comboBoxItems();
        editable = dlg->isComboBoxEditable();
        preselected = dlg->textValue();
        dlg->accept();
    });
    answer.start(10);
    auto storedLogs = [this] {
        std::vector<store::ClickLogInfo> out;
        EXPECT_TRUE(
            session.withStore([&](store::ProjectStore& ps) { out = ps.behaviour()->clickLogs(); }));
        return out;
    };
    const auto logsBefore = storedLogs().size();
    win->importClickLogFile(QString::fromStdString(log));
    answer.stop();
    EXPECT_EQ(offered, (QStringList{"qid", "docid", "event", "pos", "ts"}));
    EXPECT_FALSE(editable);
    EXPECT_EQ(preselected, QStringLiteral("pos"));
    const auto logs = storedLogs();
    ASSERT_EQ(logs.size(), logsBefore + 1);
    EXPECT_EQ(logs.back().positionColumn, "pos");
    EXPECT_EQ(logs.back().numEvents, 2);
}

}  // namespace
}  // namespace ranklens::ui
