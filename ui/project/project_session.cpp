#include "ui/project/project_session.h"

#include <QFile>

#include "core/store/sqlite_db.h"
#include "ui/project/checked_load.h"

namespace ranklens::ui {

namespace {

// A job off the GUI thread waits the store's default for another program's lock, then the
// GUI's short wait is back.
class JobBusyWait {
  public:
    explicit JobBusyWait(const store::ProjectStore& st) : st_(st) {
        st_.setBusyWait(store::sql::Db::kDefaultBusyWaitMs);
    }
    ~JobBusyWait() { st_.setBusyWait(ProjectSession::kGuiBusyWaitMs); }
    JobBusyWait(const JobBusyWait&) = delete;
    JobBusyWait& operator=(const JobBusyWait&) = delete;

  private:
    const store::ProjectStore& st_;
};

}  // namespace

InputKind classifyInput(const QString& path) {
    return core::detectInputKind(QFile::encodeName(path).toStdString());
}

std::unique_ptr<store::ProjectStore> openStore(const QString& path, bool mayCreate) {
    store::OpenOptions o;
    o.create = mayCreate;
    return store::ProjectStore::open(path.toStdString(), o);
}

ProjectSession::ProjectSession(QObject* parent) : QObject(parent) {
    connect(&runner_, &JobRunner::progress, this, &ProjectSession::progress);
}

ProjectSession::~ProjectSession() {
    cancel();
    runner_.waitForDone();
}

bool ProjectSession::open(const QString& path, QString* error, bool mayCreate) {
    if (busy_) {
        if (error) *error = tr("Another operation is still running.");
        return false;
    }
    try {
        adopt(openStore(path, mayCreate));
        return true;
    } catch (const std::exception& e) {
        if (error) *error = errorText(e);
        return false;
    }
}

void ProjectSession::adopt(std::unique_ptr<store::ProjectStore> st) {
    if (isOpen()) emit aboutToChange();
    cancel();
    runner_.waitForDone();
    replaceStore(std::move(st));
    emit opened(path());
    reload();
}

// Closes the current store (closed() once its file is final) and takes st in its place.
void ProjectSession::replaceStore(std::unique_ptr<store::ProjectStore> st) {
    const QString old = path();
    store_.replace(std::move(st), kGuiBusyWaitMs);
    if (!old.isEmpty()) emit closed(old);
}

void ProjectSession::close() {
    if (isOpen()) emit aboutToChange();
    cancel();
    runner_.waitForDone();
    // A newer (empty) job: a result of the old project still on its way is dropped.
    runner_.start([](const core::ProgressFn&) -> JobRunner::Apply { return [] {}; });
    opening_.clear();
    reloadPending_ = false;
    if (busy_) {
        busy_ = false;
        emit busyChanged(false, QString());
    }
    runEdits_.applyDeletions();
    replaceStore(nullptr);
    data_.reset();
    loaded_.reset();
}

bool ProjectSession::overlapChecks_ = true;
std::function<void()> ProjectSession::openStartHook_;

void ProjectSession::openInBackground(const QString& path, bool overlap) {
    close();
    opening_ = path;
    startJob(tr("Checking and loading the project…"),
             [path, hook = openStartHook_,
              overlap = overlap && overlapChecks_](const core::ProgressFn& progress) {
                 if (hook) hook();
                 JobResult r;
                 r.openedPath = path;
                 try {
                     CheckedLoad opened = openCheckedAndLoad(path, progress, overlap);
                     r.data = std::move(opened.data);
                     r.openMs = {opened.checksMs, opened.loadMs};
                     r.openedStore = std::make_shared<std::unique_ptr<store::ProjectStore>>(
                         std::move(opened.store));
                 } catch (const core::Cancelled&) {
                     r.ok = false;
                     r.cancelled = true;
                     r.messages << tr("Cancelled.");
                 } catch (const std::exception& e) {
                     r.ok = false;
                     r.messages << errorText(e);
                 }
                 return r;
             });
}

// The end of openInBackground: the checked store becomes the session's, or openFailed() /
// openCancelled().
void ProjectSession::openedInBackground(const JobResult& r) {
    opening_.clear();
    busy_ = false;
    emit busyChanged(false, QString());
    if (!r.openedStore || !*r.openedStore) {
        if (r.cancelled)
            emit openCancelled(r.openedPath);
        else
            emit openFailed(r.openedPath, r.messages.join(QLatin1Char('\n')));
        return;
    }
    lastOpenMs_ = r.openMs;
    replaceStore(std::move(*r.openedStore));
    emit opened(path());
    publish(r.data);
    if (reloadPending_) {
        reloadPending_ = false;
        reload();
    }
}

void ProjectSession::reload() {
    if (!isOpen()) return;
    if (busy_) {
        reloadPending_ = true;
        return;
    }
    startJob(tr("Loading project"), [this](const core::ProgressFn& progress) {
        JobResult r;
        store_.with([&](const store::ProjectStore& st) {
            const JobBusyWait wait(st);
            r.data = loadProjectData(st, progress);
        });
        return r;
    });
}

void ProjectSession::importFiles(const QStringList& files, bool allowDuplicates, bool skipBadLines,
                                 const ImportKinds& kinds, core::DuplicateDocs duplicates) {
    if (!isOpen() || files.isEmpty()) return;
    for (auto it = kinds.begin(); it != kinds.end(); ++it)
        importKinds_.insert(it.key(), it.value());
    store::ImportOptions asked;  // each file's options, its progress and name besides
    asked.allowDuplicate = allowDuplicates;
    asked.skipBadLines = skipBadLines;
    asked.duplicates = duplicates;
    auto import = std::make_shared<FileImport>(files, importKinds_, asked);
    startJob(tr("Importing %n file(s)", nullptr, static_cast<int>(files.size())),
             [this, import](const core::ProgressFn& progress) {
                 JobResult r;
                 r.isImport = true;
                 store_.with([&](store::ProjectStore& st) {
                     const JobBusyWait wait(st);
                     import->run(st, progress, r);
                     r.data = loadProjectData(st);
                 });
                 import->describeLabels(*r.data, r);
                 return r;
             });
}

void ProjectSession::startJob(const QString& what,
                              std::function<JobResult(const core::ProgressFn&)> job) {
    busy_ = true;
    emit busyChanged(true, what);
    // A newer job drops this one's result but lets it finish: store work never stops half-way.
    runner_.start(
        [this, job](const core::ProgressFn& progress) -> JobRunner::Apply {
            JobResult r;
            try {
                r = job(progress);
            } catch (const core::Cancelled&) {
                r.ok = false;
                r.messages << QObject::tr("Cancelled.");
            } catch (const std::exception& e) {
                r.ok = false;
                r.messages << errorText(e);
            }
            return [this, r] { jobDone(r); };
        },
        JobRunner::Older::Finish);
}

void ProjectSession::jobDone(const JobResult& r) {
    if (!r.openedPath.isEmpty()) {
        openedInBackground(r);
        return;
    }
    busy_ = false;
    emit busyChanged(false, QString());
    if (r.data) publish(r.data);
    if (r.isImport) {
        badLineFiles_ = r.badLineFiles;
        duplicateDocFiles_ = r.duplicateDocFiles;
    }
    if (r.isImport && !(r.messages.isEmpty() && !r.duplicates.isEmpty()))
        emit importFinished(r.ok, r.messages);
    if (!r.duplicates.isEmpty())
        emit duplicatesFound(r.duplicates, r.duplicateMessages);
    else if (!r.ok && !r.isImport)  // a failed import is told once, by importFinished
        emit errorOccurred(r.messages.join(QLatin1Char('\n')));
    if (reloadPending_) {
        reloadPending_ = false;
        reload();
    }
}

void ProjectSession::cancel() {
    runner_.cancel();
}

void ProjectSession::publishLabels() {
    // (from the data as read: a run deleted in this session comes back on undo with these labels)
    auto d = std::make_shared<ProjectData>(loaded_ ? *loaded_ : ProjectData());
    d->rankGrades.assign(d->runs.size(), nullptr);  // of the labels before the edit
    d->rankGradesLabels.reset();
    labels_.readActive(*d);
    publish(d);
}

void ProjectSession::publish(std::shared_ptr<const ProjectData> loaded) {
    loaded_ = std::move(loaded);
    data_ = runEdits_.deleted().hide(loaded_);
    emit dataChanged(data_);
}

void ProjectSession::republish() {
    if (!loaded_) return;
    data_ = runEdits_.deleted().hide(loaded_);
    emit dataChanged(data_);
}

bool ProjectSession::openOr(QString* error) const {
    if (isOpen()) return true;
    if (error) *error = tr("No project is open.");
    return false;
}

}  // namespace ranklens::ui
