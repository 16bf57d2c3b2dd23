#include "ui/project/checked_load.h"

#include <QFileInfo>
#include <atomic>
#include <chrono>
#include <exception>
#include <thread>

#include "core/store/project_check.h"
#include "core/store/schema.h"

namespace ranklens::ui {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The checks on a thread of their own; a cancel (or the destructor) stops them early. A thread of
// the open's job, not a job (why: ui/common/job_runner.h).
class CheckThread {
  public:
    explicit CheckThread(std::string path)
        : thread_([this, p = std::move(path)] {
              const Clock::time_point start = Clock::now();
              try {
                  store::check::checkProjectFile(p, &stop_);
              } catch (...) {
                  error_ = std::current_exception();
              }
              ms_ = msSince(start);
              done_ = true;
          }) {}
    ~CheckThread() {
        stop_ = true;
        if (thread_.joinable()) thread_.join();
    }
    CheckThread(const CheckThread&) = delete;
    CheckThread& operator=(const CheckThread&) = delete;

    // Waits for the checks, polling progress (false: cancelled, the checks are stopped).
    void wait(const core::ProgressFn& progress) {
        while (!done_) {
            if (progress && !progress(999, 1000)) {
                stop_ = true;
                thread_.join();
                throw core::Cancelled();
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        thread_.join();
    }
    double ms() const { return ms_; }  // once wait() returned
    // Throws the checks' refusal of the file, if any (StoreError).
    void rethrowRefusal() const {
        if (!error_) return;
        try {
            std::rethrow_exception(error_);
        } catch (const store::sql::SqlError&) {  // not a refusal: the checks could not run
        }
    }
    // The checks ran to the end (and passed unless rethrowRefusal() threw).
    bool ran() const { return !error_; }

  private:
    std::atomic<bool> stop_{false}, done_{false};
    std::exception_ptr error_;
    double ms_ = 0;
    std::thread thread_;
};

// A current-schema RankLens project that a read-only connection can read: worth overlapping.
bool canOverlap(const std::string& path) {
    if (QFileInfo(QString::fromStdString(path)).size() <= 0) return false;
    try {
        const store::sql::Db db(path, store::sql::Access::ReadOnly);
        const auto h = store::check::readHeader(db, path);
        return h.appId == store::schema::kApplicationId &&
               h.version == store::schema::kCurrentVersion;
    } catch (const std::exception&) {
        return false;  // the sequential open says what is wrong
    }
}

CheckedLoad sequential(const std::string& path, const core::ProgressFn& progress) {
    CheckedLoad r;
    const Clock::time_point start = Clock::now();
    store::OpenOptions existing;  // a file that went meanwhile is not made anew
    existing.create = false;
    r.store = store::ProjectStore::open(path, existing);
    r.checksMs = msSince(start);
    r.data = loadProjectData(*r.store, progress);
    r.loadMs = msSince(start) - r.checksMs;
    return r;
}

}  // namespace

CheckedLoad openCheckedAndLoad(const QString& qpath, const core::ProgressFn& progress,
                               bool overlap) {
    if (progress && !progress(0, 1000)) throw core::Cancelled();  // cancelled before it began
    const std::string path = qpath.toStdString();
    if (!overlap || !canOverlap(path)) return sequential(path, progress);
    CheckThread checks(path);
    CheckedLoad r;
    bool loaded = false;
    try {
        store::OpenOptions viewing;
        viewing.create = false;
        viewing.readOnly = true;
        viewing.checked = true;  // checked beside the load; used only once that passes
        const Clock::time_point start = Clock::now();
        const auto loading = store::ProjectStore::open(path, viewing);
        r.data = loadProjectData(*loading, progress);
        r.loadMs = msSince(start);
        loaded = true;
    } catch (const core::Cancelled&) {
        throw;  // ~CheckThread stops the checks
    } catch (const std::exception&) {
        // A damaged file may fail the load too: the checks' refusal says what is wrong.
    }
    checks.wait(progress);
    checks.rethrowRefusal();  // refused: what was loaded is dropped
    // The checks could not run that way, or the load failed on a file they passed (the medium,
    // a lock): the usual open, one step after the other, says what is wrong or opens it.
    if (!checks.ran() || !loaded) return sequential(path, progress);
    r.checksMs = checks.ms();
    store::OpenOptions checked;
    checked.create = false;
    checked.checked = true;
    r.store = store::ProjectStore::open(path, checked);
    return r;
}

}  // namespace ranklens::ui
