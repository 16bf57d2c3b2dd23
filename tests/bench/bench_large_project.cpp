// The explorer on a large project, as a user meets it (issue 12's large-project check, issue
// 14's targets): the real MainWindow, offscreen, opens PROJECT; then each definition change is
// made on the definitions bar's own widgets. Every time is taken until the evaluation is
// published AND the whole window has been painted again (QWidget::grab renders every visible
// widget: curves, tables, histogram), so it is the time to numbers on screen.
//
//   bench_large_project PROJECT [REPS]
//
// The first open (no snapshot) prints the time to the painted, usable window (the project's
// title, progress and Cancel, while the checks and the load run in the background), how long the
// checks and the read took (at the same time; BENCH_SEQUENTIAL_OPEN=1: one after the other), and
// the time to the numbers. Prints one line per step (median of REPS for the changes, default 3),
// then the peak resident memory against the project file's size. Then the window is closed (which
// writes the project's results snapshot, ui/evaluation/results_snapshot.h, into a temporary cache
// folder) and the project is opened REPS more times, each in a new process: the time to a painted
// window with the last session's numbers, the time to the fully loaded and evaluated window, and
// whether the snapshot's numbers are bit-identical to the full evaluation's. The first open never
// finds a snapshot (the cache folder is new). Build with -DRANKLENS_BUILD_GUI=ON
// -DRANKLENS_BUILD_BENCH=ON; scripts/large_project_check.sh builds the project and runs this.
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QProcess>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <sys/resource.h>

#include "ui/app/main_window.h"
#include "ui/evaluation/definitions_bar.h"
#include "ui/evaluation/evaluation_controller.h"
#include "ui/evaluation/results_snapshot.h"
#include "ui/project/project_session.h"

namespace {

using ranklens::ui::MainWindow;

// Paints the whole window now, into its own backing store (as a screen would show it; a grab()
// would paint into a pixmap of its own, a window's worth of memory the app never holds).
bool paintNow(QWidget& w) {
    w.repaint();
    return w.isVisible();
}

// Runs the event loop until the project is loaded, the newest evaluation is published and
// nothing is pending; then paints the whole window once.
bool settle(MainWindow& w, int timeoutMs = 120000) {
    QElapsedTimer t;
    t.start();
    auto* ev = w.evaluation();
    while (t.elapsed() < timeoutMs) {
        QApplication::processEvents(QEventLoop::AllEvents, 5);
        const bool busy = w.session()->isBusy() || ev->isRunning() || !ev->current();
        if (!busy) {
            QApplication::processEvents();  // queued results and layout
            if (!w.session()->isBusy() && !ev->isRunning()) return paintNow(w);
        }
        QThread::msleep(1);
    }
    return false;
}

double peakMiB() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0;
}

// CPU time of the whole process (every thread), in ms: on a shared machine the wall time grows
// with the load, the CPU time much less, so the two together say what the code costs.
double cpuMs() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    const auto ms = [](const timeval& t) {
        return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3;
    };
    return ms(u.ru_utime) + ms(u.ru_stime);
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// A definition change made on the bar's widget, timed to the repainted window; REPS times,
// alternating between two values so that each one is a real change.
bool timeChange(MainWindow& w, const char* what, int reps, const std::function<void(int)>& set) {
    std::vector<double> ms, evalMs, cpu;
    for (int i = 0; i < reps; ++i) {
        QElapsedTimer t;
        t.start();
        const double cpu0 = cpuMs();
        set(i);
        if (!settle(w)) {
            std::printf("%-44s TIMEOUT\n", what);
            return false;
        }
        ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        cpu.push_back(cpuMs() - cpu0);
        evalMs.push_back(w.evaluation()->current()->seconds * 1000.0);
    }
    // The first change of a kind is the one no cached piece helps (the explorer keeps pieces of
    // earlier evaluations, so going back to an earlier value evaluates nothing): shown apart.
    std::printf(
        "%-44s %9.0f ms (median of %d; first %.0f, min %.0f, max %.0f; evaluation %.0f ms,"
        " first %.0f ms; CPU %.0f ms, first %.0f ms)\n",
        what, median(ms), reps, ms.front(), *std::min_element(ms.begin(), ms.end()),
        *std::max_element(ms.begin(), ms.end()), median(evalMs), evalMs.front(), median(cpu),
        cpu.front());
    return true;
}

bool sameBits(const std::vector<double>& a, const std::vector<double>& b) {
    return a.size() == b.size() &&
           (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
}

// Every curve and every per-query column of the snapshot equals the full evaluation's, bit for bit.
bool identical(const ranklens::ui::Evaluation& snap, const ranklens::ui::Evaluation& full) {
    if (snap.qids != full.qids || snap.runs.size() != full.runs.size()) return false;
    for (std::size_t r = 0; r < snap.runs.size(); ++r) {
        const auto& a = snap.runs[r].result;
        const auto& b = full.runs[r].result;
        if (a.curves.size() != b.curves.size() || a.columns.size() != b.columns.size())
            return false;
        for (std::size_t i = 0; i < a.curves.size(); ++i)
            if (!sameBits(a.curves[i], b.curves[i])) return false;
        for (std::size_t i = 0; i < a.columns.size(); ++i)
            if (!sameBits(a.columns[i].perQuery, b.columns[i].perQuery)) return false;
    }
    return true;
}

// One reopen, in a process of its own as a user's next start (the previous window wrote its
// snapshot when it closed): the painted window with the snapshot's numbers, then the fully
// loaded one. Prints "REOPEN painted-ms loaded-ms cpu-ms identical peak-MiB snapshot-bytes".
int reopenOnce(const QString& path) {
    QElapsedTimer t;
    t.start();
    MainWindow w;
    w.resize(1366, 768);
    w.show();
    if (!w.openProject(path)) return 1;
    const auto snap = w.evaluation()->current();
    if (!snap || !snap->fromSnapshot) {
        std::printf("reopen: no snapshot was used\n");
        return 1;
    }
    QApplication::processEvents();
    if (!paintNow(w)) return 1;
    const double painted = static_cast<double>(t.nsecsElapsed()) / 1e6;
    if (!settle(w) || w.evaluation()->current()->fromSnapshot) return 1;
    const double loaded = static_cast<double>(t.nsecsElapsed()) / 1e6;
    const bool same = identical(*snap, *w.evaluation()->current());
    const auto id = ranklens::ui::fileIdentity(path);
    const auto bytes =
        std::filesystem::file_size(ranklens::ui::results_snapshot::fileFor(*id).toStdString());
    std::printf("REOPEN %.1f %.1f %.1f %d %.1f %zu\n", painted, loaded, cpuMs(), same ? 1 : 0,
                peakMiB(), static_cast<std::size_t>(bytes));
    return same ? 0 : 1;
}

// REPS reopens, each in a new process of this program; their medians.
bool reopens(const char* self, const QString& path, const QString& cache, int reps,
             double fileMiB) {
    std::vector<double> painted, loaded, cpu, peak;
    bool same = true;
    std::size_t bytes = 0;
    for (int i = 0; i < reps; ++i) {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(QString::fromLocal8Bit(self), {path, QStringLiteral("--reopen"), cache});
        if (!p.waitForFinished(300000)) return false;
        const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
        const qsizetype at = out.indexOf(QStringLiteral("REOPEN "));
        const QStringList f = at < 0 ? QStringList() : out.mid(at).split(QLatin1Char(' '));
        if (f.size() < 7) {
            std::printf("%s", qPrintable(out));
            return false;
        }
        painted.push_back(f[1].toDouble());
        loaded.push_back(f[2].toDouble());
        cpu.push_back(f[3].toDouble());
        same = same && f[4] == QLatin1String("1");
        peak.push_back(f[5].toDouble());
        bytes = f[6].trimmed().toULongLong();
    }
    const auto mm = [](const std::vector<double>& v) {
        return std::make_pair(*std::min_element(v.begin(), v.end()),
                              *std::max_element(v.begin(), v.end()));
    };
    std::printf("%-44s %9.0f ms (median of %d processes; min %.0f, max %.0f; snapshot %zu bytes)\n",
                "reopen -> window painted, last session's numbers", median(painted), reps,
                mm(painted).first, mm(painted).second, bytes);
    std::printf(
        "%-44s %9.0f ms (median; min %.0f, max %.0f; CPU %.0f ms; snapshot's numbers %s the full "
        "evaluation's)\n",
        "reopen -> fully loaded and evaluated", median(loaded), mm(loaded).first, mm(loaded).second,
        median(cpu), same ? "bit-identical to" : "DIFFERENT from");
    std::printf("%-44s %9.0f MiB (median; max %.0f; project file %.0f MiB: %.2fx at the max)\n",
                "reopen: peak resident memory", median(peak), mm(peak).second, fileMiB,
                mm(peak).second / fileMiB);
    return same;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_large_project PROJECT [REPS]\n");
        return 2;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    const QString path = QString::fromLocal8Bit(argv[1]);
    const int reps = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
    QApplication app(argc, argv);
    if (argc > 3 && std::strcmp(argv[2], "--reopen") == 0) {  // one reopen (see reopens())
        ranklens::ui::results_snapshot::setDirectory(QString::fromLocal8Bit(argv[3]));
        return reopenOnce(path);
    }
    // Snapshots of this run only: the first open finds none. BENCH_SNAPSHOT_DIR keeps them (in
    // an empty folder; e.g. the app's cache folder, to look at a reopened window afterwards).
    QTemporaryDir temp;
    const QString cache = qEnvironmentVariableIsEmpty("BENCH_SNAPSHOT_DIR")
                              ? temp.path()
                              : qEnvironmentVariable("BENCH_SNAPSHOT_DIR");
    ranklens::ui::results_snapshot::setDirectory(cache);

    QElapsedTimer t;
    t.start();
    auto owned = std::make_unique<MainWindow>();
    MainWindow& w = *owned;
    w.resize(1366, 768);
    w.show();
    // Where the open time goes: the first snapshot the session publishes (the project read from
    // the store) and the first evaluation published.
    double openedMs = -1, dataMs = -1, numbersMs = -1;
    // The store opened and checked (PRAGMA quick_check and the id checks read the whole file)
    // before anything is loaded.
    QObject::connect(w.session(), &ranklens::ui::ProjectSession::opened, &w, [&] {
        if (openedMs < 0) openedMs = static_cast<double>(t.nsecsElapsed()) / 1e6;
    });
    QObject::connect(w.session(), &ranklens::ui::ProjectSession::dataChanged, &w, [&] {
        if (dataMs < 0) dataMs = static_cast<double>(t.nsecsElapsed()) / 1e6;
    });
    // (The empty evaluation a first open shows while it loads has no runs: not the numbers.)
    QObject::connect(w.evaluation(), &ranklens::ui::EvaluationController::evaluationReady, &w,
                     [&](std::shared_ptr<const ranklens::ui::ProjectData>,
                         std::shared_ptr<const ranklens::ui::Evaluation> ev) {
                         if (numbersMs < 0 && !ev->runs.empty())
                             numbersMs = static_cast<double>(t.nsecsElapsed()) / 1e6;
                     });
    // BENCH_SEQUENTIAL_OPEN=1: the first open checks, then loads (what overlapping brings).
    ranklens::ui::ProjectSession::setOverlapChecks(
        qEnvironmentVariableIsEmpty("BENCH_SEQUENTIAL_OPEN"));
    if (!w.openProject(path)) {
        std::fprintf(stderr, "bench_large_project: could not open %s\n", argv[1]);
        return 1;
    }
    // The first open's window: painted at once, usable (menus respond, progress shown) while
    // the project is checked and loaded in the background.
    QApplication::processEvents();
    const bool usable = paintNow(w) && w.session()->isBusy();
    const double windowMs = static_cast<double>(t.nsecsElapsed()) / 1e6;
    if (!settle(w)) {
        std::fprintf(stderr, "bench_large_project: could not open %s\n", argv[1]);
        return 1;
    }
    const auto [checksMs, loadMs] = w.session()->lastOpenMs();
    std::printf("%-44s %9.0f ms (%s; checks took %.0f ms, the read %.0f ms, %s)\n",
                "first open -> window painted, usable", windowMs,
                usable ? "progress and Cancel shown" : "NOT loading in the background", checksMs,
                loadMs,
                qEnvironmentVariableIsEmpty("BENCH_SEQUENTIAL_OPEN") ? "at the same time"
                                                                     : "one after the other");
    std::printf("%-44s %9.0f ms (evaluation published at %.0f ms)\n",
                "first open -> numbers published", numbersMs, numbersMs);
    std::printf(
        "%-44s %9.0f ms (evaluation %.0f ms; project opened and checked at %.0f ms, read at %.0f"
        " ms, numbers published at %.0f ms; CPU %.0f ms; peak so far %.0f MiB)\n",
        "open project -> window painted with numbers", static_cast<double>(t.nsecsElapsed()) / 1e6,
        w.evaluation()->current()->seconds * 1000.0, openedMs, dataMs, numbersMs, cpuMs(),
        peakMiB());
    std::fflush(stdout);

    auto* bar = w.definitionsBar();
    bool ok = true;
    ok &= timeChange(w, "gain linear <-> exponential", reps, [bar](int) {
        auto* g = bar->gainBox();
        g->setCurrentIndex(g->currentIndex() == 0 ? 1 : 0);
    });
    ok &= timeChange(w, "ideal all labelled <-> retrieved", reps, [bar](int) {
        auto* b = bar->idealBox();
        b->setCurrentIndex(b->currentIndex() == 0 ? 1 : 0);
    });
    ok &= timeChange(w, "k 10 <-> 20", reps, [bar](int) {
        auto* k = bar->cutoffBox();
        k->setValue(k->value() == 10 ? 20 : 10);
    });
    ok &= timeChange(w, "threshold 1 <-> 2", reps, [bar](int) {
        auto* t = bar->thresholdBox();
        t->setValue(t->value() == 1 ? 2 : 1);
    });
    ok &= timeChange(w, "ties trec_eval <-> input order", reps, [bar](int) {
        auto* b = bar->tiesBox();
        b->setCurrentIndex(b->currentIndex() == 0 ? 1 : 0);
    });
    const double fileMiB =
        static_cast<double>(std::filesystem::file_size(argv[1])) / (1024.0 * 1024.0);
    const double peak = peakMiB();
    std::printf("%-44s %9.0f MiB (project file %.0f MiB: %.2fx)\n", "peak resident memory", peak,
                fileMiB, peak / fileMiB);
    std::fflush(stdout);

    owned.reset();  // closes the project: its results snapshot is written
    return reopens(argv[0], path, cache, reps, fileMiB) && ok ? 0 : 1;
}
