// Issue 12 "the keyboard and the mouse": GUI import messages. An empty file is reported as
// empty, by name, and nothing is stored; a file refused for bad lines lists them with their
// line numbers and can be imported again skipping them (the CLI's --skip-bad-lines), which
// reports how many were skipped and the first ones; a successful import says in the status
// bar what arrived. A failed import still shows exactly one box.
#include <gtest/gtest.h>

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "tests/support/wait_until.h"
#include "tests/ui/import_test_util.h"
#include "ui/app/language.h"
#include "ui/app/main_window.h"
#include "ui/project/import_name.h"
#include "ui/project/import_review_dialog.h"
#include "ui/project/project_session.h"
#include "ui_test_util.h"

inline void PrintTo(const QString& s, std::ostream* os) {
    *os << '"' << s.toStdString() << '"';
}

namespace ranklens::ui {
namespace {

// Two good lines of q1, a rank that is not a number (line 2), a short line (line 4), and a
// good line of q2: 2 queries, 3 items once the bad lines are skipped.
const char* kBadRun =
    "q1 Q0 d1 1 3.0 r\nq1 Q0 d2 two 2.0 r\nq1 Q0 d3 3 1.0 r\nq2 Q0 d4\nq2 Q0 d5 1 1.0 r\n";

using test::write;

class ImportMessages : public test::OpenSessionTest {
  protected:
    // Imports and returns (ok, messages) of importFinished.
    std::pair<bool, QStringList> import(const QStringList& files, bool skipBadLines = false) {
        QSignalSpy finished(&session, &ProjectSession::importFinished);
        session.importFiles(files, false, skipBadLines);
        for (int i = 0; i < 3000 && (finished.isEmpty() || session.isBusy()); ++i) QTest::qWait(10);
        if (finished.isEmpty()) return {false, {}};
        return {finished.last().at(0).toBool(), finished.last().at(1).toStringList()};
    }
};

TEST_F(ImportMessages, AnEmptyFileIsCalledEmptyAndNothingIsStored) {
    const auto [ok, messages] =
        import({write(dir, "empty.run", ""), write(dir, "blank.qrels", "\n  \n"),
                write(dir, "header.csv", "query,doc,score\n")});
    EXPECT_FALSE(ok);
    EXPECT_EQ(
        messages,
        (QStringList{QStringLiteral("empty.run: the file is empty (0 bytes); nothing imported"),
                     QStringLiteral("blank.qrels: the file is empty (only blank lines); "
                                    "nothing imported"),
                     QStringLiteral("header.csv: the file is empty (a header, no rows); "
                                    "nothing imported")}));
    EXPECT_TRUE(session.data()->runs.empty());
    EXPECT_TRUE(session.data()->labelSets.empty());
}

TEST_F(ImportMessages, BadLinesAreListedAndCanBeSkipped) {
    const QString bad = write(dir, "bad.run", kBadRun);
    const auto refused = import({bad});
    EXPECT_FALSE(refused.first);
    EXPECT_EQ(session.filesWithBadLines(), QStringList{bad});
    const QString text = refused.second.join(QLatin1Char('\n'));
    EXPECT_TRUE(
        text.startsWith(QStringLiteral("bad.run: not imported:\n  line 2: rank 'two' is "
                                       "not an integer\n  line 4: expected 6 fields")))
        << text.toStdString();
    EXPECT_TRUE(text.endsWith(QStringLiteral("import again skipping bad lines.")));
    EXPECT_TRUE(session.data()->runs.empty());

    const auto [ok, messages] = import({bad}, true);
    EXPECT_TRUE(ok);
    EXPECT_TRUE(session.filesWithBadLines().isEmpty());
    EXPECT_EQ(messages, QStringList{QStringLiteral(
                            "bad.run: run imported — 2 queries, 3 items; 2 bad lines skipped: "
                            "line 2: rank 'two' is not an integer; line 4: expected 6 fields "
                            "'qid iter docid rank score tag', found 3")});
    ASSERT_EQ(session.data()->runs.size(), 1u);
}

TEST_F(ImportMessages, ASuccessfulImportSaysWhatArrived) {
    const core::Qrels labels = core::readQrels(test::demoInputs()[2].toStdString());
    std::size_t n = 0;
    for (const auto& q : labels.queries()) n += q.judgments.size();
    const auto [ok, messages] = import({test::demoInputs()[2]});
    EXPECT_TRUE(ok);
    EXPECT_EQ(messages, QStringList{QStringLiteral("grades.qrels: labels imported — %1 labels "
                                                   "over %2 queries (grades 0–3)")
                                        .arg(QLocale().toString(static_cast<qlonglong>(n)))
                                        .arg(labels.queries().size())});
}

// Issue 33 (walk 2): "1 query, 1 items" — the item count takes its plural too.
TEST_F(ImportMessages, OneItemIsSingular) {
    const QString one = write(dir, "one.run", "q1 Q0 d1 1 3.0 r\n");
    const auto [ok, messages] = import({one});
    EXPECT_TRUE(ok);
    EXPECT_EQ(messages, QStringList{QStringLiteral("one.run: run imported — 1 query, 1 item")});
}

// The walk of issue 33: trec_eval's results.test and results.trunc both became a run "results"
// (qrels.test and qrels.rel_level both a label set "qrels"), and every view read "results −
// results". A name another run (label set) has is not given again: the whole file name is, and
// the summary says so.
TEST_F(ImportMessages, FilesWithOneBaseNameAreNamedApart) {
    const QString test = write(dir, "results.test", "q1 Q0 d1 1 3.0 r\nq1 Q0 d2 2 2.0 r\n");
    const QString trunc = write(dir, "results.trunc", "q1 Q0 d2 1 3.0 r\nq1 Q0 d3 2 2.0 r\n");
    const QString qrels = write(dir, "qrels.test", "q1 0 d1 1\n");
    const QString levels = write(dir, "qrels.rel_level", "q1 0 d2 2\n");
    const auto [ok, messages] = import({test, trunc, qrels, levels});
    EXPECT_TRUE(ok) << messages.join(QLatin1Char('|')).toStdString();
    QStringList runs, sets;
    for (const auto& r : session.data()->runInfos) runs << QString::fromStdString(r.name);
    for (const auto& l : session.data()->labelSets) sets << QString::fromStdString(l.name);
    EXPECT_EQ(runs, (QStringList{QStringLiteral("results"), QStringLiteral("results.trunc")}));
    EXPECT_EQ(sets, (QStringList{QStringLiteral("qrels"), QStringLiteral("qrels.rel_level")}));
    ASSERT_EQ(messages.size(), 4);
    EXPECT_EQ(messages[0], QStringLiteral("results.test: run imported — 1 query, 2 items"));
    EXPECT_EQ(messages[1], QStringLiteral("results.trunc: run imported — 1 query, 2 items; named "
                                          "“results.trunc”: “results” is taken"));
    EXPECT_TRUE(messages[3].endsWith(QStringLiteral("; named “qrels.rel_level”: “qrels” is taken")))
        << messages[3].toStdString();
    // A third copy of one file name: numbered.
    EXPECT_EQ(importName(QStringLiteral("/x/results.trunc"),
                         {QStringLiteral("results"), QStringLiteral("results.trunc")}),
              QStringLiteral("results.trunc (2)"));
}

// The main window: one box, with a button that imports the file again skipping the bad lines;
// then the import's summary says what arrived, whole (the status bar has a short line that fits:
// the old status line of what arrived was cut at 1366 px, and a retry had no summary).
TEST(ImportMessagesApp, TheErrorBoxOffersToSkipBadLinesAndTheSummarySaysWhatArrived) {
    Language::install(QStringLiteral("en"));
    QTemporaryDir dir;
    const QString bad = write(dir, "bad.run", kBadRun);
    MainWindow w;
    ASSERT_TRUE(w.session()->open(dir.filePath(QStringLiteral("p.ranklens"))));
    WAIT_UNTIL(!w.session()->isBusy(), 30000);
    test::SkipBadLinesAnswerer answerer;
    const QStringList& boxes = answerer.boxes;
    QSignalSpy finished(w.session(), &ProjectSession::importFinished);
    w.importFiles({bad})->accept();  // the review step, accepted as shown
    WAIT_UNTIL(finished.count() == 2 && !w.session()->isBusy(), 30000);
    QTest::qWait(200);  // room for a second box, if any
    ASSERT_EQ(boxes.size(), 1) << boxes.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(boxes[0].contains(QStringLiteral("line 2: rank 'two' is not an integer")));
    EXPECT_TRUE(finished.last().at(0).toBool());
    ASSERT_NE(w.importSummary(), nullptr) << "the retry ends with the summary too";
    EXPECT_TRUE(w.importSummary()->isVisible());
    EXPECT_TRUE(w.importSummary()->text().contains(
        QStringLiteral("bad.run: run imported — 2 queries, 3 items; 2 bad lines skipped: line 2: "
                       "rank 'two' is not an integer; line 4: expected 6 fields")))
        << w.importSummary()->text().toStdString();
    const QString status = w.statusBar()->currentMessage();
    EXPECT_EQ(status, QStringLiteral("Import finished: 1 file"));
    EXPECT_LE(w.statusBar()->fontMetrics().horizontalAdvance(status), 1366 - 300)
        << "fits beside the permanent labels at 1366 px";
    EXPECT_EQ(w.session()->data()->runs.size(), 1u);
}

}  // namespace
}  // namespace ranklens::ui
