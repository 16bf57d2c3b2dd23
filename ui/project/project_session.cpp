#include "ui/project/project_session.h"

#include <QFile>
#include <QFileInfo>

#include "core/io/parse_report.h"
#include "core/store/sqlite_db.h"
#include "ui/common/problem_text.h"
#include "ui/project/checked_load.h"
#include "ui/project/evaluated_run_import.h"
#include "ui/project/import_name.h"
#include "ui/project/import_report.h"

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

// Why file cannot be imported at all (empty, not text, a format not held); empty when it can.
QString notImportable(const QString& file) {
    if (QString why = ImportReport::emptyReason(file); !why.isEmpty())
        return why + ProjectSession::tr("; nothing imported");
    if (QString why = ImportReport::binaryReason(file); !why.isEmpty()) return why;
    return ImportReport::unsupportedReason(file);
}

// A file imported as nothing: chosen so, or (ok false) of no kind known, not usable as it is.
QString notImported(const QString& file, bool& ok) {
    const QString name = QFileInfo(file).fileName();
    if (detectImportAs(file) != ImportAs::Skip)
        return ProjectSession::tr("%1: not imported, as chosen").arg(name);
    ok = false;
    return ProjectSession::tr("%1: not a run, qrels or query metadata file").arg(name);
}

// What a retry of a refused file can help with: bad lines skipped; a run's document listed
// twice kept once (a label set's judgment listed twice is offered neither: it would be refused
// again).
void noteRetries(const core::ParseError& e, const QString& file, bool run, QStringList& badLines,
                 QStringList& twice) {
    for (const auto& issue : e.issues()) {
        const bool duplicate = issue.kind == core::ParseIssue::Kind::Duplicate;
        if (duplicate && !run) continue;
        QStringList& retry = duplicate ? twice : badLines;
        if (!retry.contains(file)) retry << file;
    }
}

}  // namespace

QString ProjectSession::errorText(const std::exception& e) {
    const auto* sql = dynamic_cast<const store::sql::SqlError*>(&e);
    if (sql && sql->busy())  // the CLI's meaning (app/cli/exit_code.cpp), not SQLite's words
        return sql->holder.empty()
                   ? tr("The project is in use by another program. Nothing was changed; try "
                        "again when it has finished.")
                   : tr("The project is in use by another program, %1. Nothing was changed; "
                        "try again when it has finished.")
                         .arg(QString::fromStdString(sql->holder));
    return QString::fromStdString(e.what());
}

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

QString ProjectSession::path() const {
    return store_ ? QString::fromStdString(store_->path()) : QString();
}

QString ProjectSession::readOnlyReason() const {
    return store_ ? QString::fromStdString(store_->readOnlyReason()) : QString();
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
    if (store_) emit aboutToChange();
    cancel();
    runner_.waitForDone();
    replaceStore(std::move(st));
    emit opened(path());
    reload();
}

// Closes the current store (closed() once its file is final) and takes st in its place.
void ProjectSession::replaceStore(std::unique_ptr<store::ProjectStore> st) {
    const QString old = path();
    {
        std::lock_guard lock(storeMutex_);
        store_.reset();
        store_ = std::move(st);
        if (store_) store_->setBusyWait(kGuiBusyWaitMs);
    }
    if (!old.isEmpty()) emit closed(old);
}

void ProjectSession::close() {
    if (store_) emit aboutToChange();
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
    applyDeletions();
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
    if (!store_) return;
    if (busy_) {
        reloadPending_ = true;
        return;
    }
    startJob(tr("Loading project"), [this](const core::ProgressFn& progress) {
        std::lock_guard lock(storeMutex_);
        const JobBusyWait wait(*store_);
        JobResult r;
        r.data = loadProjectData(*store_, progress);
        return r;
    });
}

void ProjectSession::importFiles(const QStringList& files, bool allowDuplicates, bool skipBadLines,
                                 const ImportKinds& kinds, core::DuplicateDocs duplicates) {
    if (!store_ || files.isEmpty()) return;
    for (auto it = kinds.begin(); it != kinds.end(); ++it)
        importKinds_.insert(it.key(), it.value());
    ImportKinds chosen;
    for (const QString& f : files)
        chosen.insert(f, importKinds_.contains(f) ? importKinds_.value(f) : detectImportAs(f));
    store::ImportOptions asked;  // each file's options, its progress and name besides
    asked.allowDuplicate = allowDuplicates;
    asked.skipBadLines = skipBadLines;
    asked.duplicates = duplicates;
    startJob(tr("Importing %n file(s)", nullptr, static_cast<int>(files.size())),
             [this, files, chosen, asked](const core::ProgressFn& progress) {
                 JobResult r;
                 r.isImport = true;
                 std::lock_guard lock(storeMutex_);
                 const JobBusyWait wait(*store_);
                 const std::size_t count = static_cast<std::size_t>(files.size());
                 for (std::size_t i = 0; i < count; ++i) {
                     store::ImportOptions o = asked;
                     // One bar over all files: file i fills thousandths i*1000 .. (i+1)*1000.
                     o.progress = [&progress, i, count](std::size_t done, std::size_t total) {
                         const std::size_t pm = total ? std::min(done, total) * 1000 / total : 0;
                         return progress(i * 1000 + pm, count * 1000);
                     };
                     const QString& file = files[static_cast<qsizetype>(i)];
                     if (!importOne(file, chosen.value(file), o, r)) break;
                 }
                 r.data = loadProjectData(*store_);
                 // What arrived with each label set: its queries, when it is the active one.
                 for (const auto& p : r.pendingLabels)
                     for (const auto& l : r.data->labelSets)
                         if (l.id == p.id) {
                             const bool active = l.id == r.data->labelSetId && r.data->labels;
                             r.messages[p.at] =
                                 ImportReport::labels(
                                     p.name, l, active ? r.data->labels->queries().size() : 0) +
                                 p.tail;
                         }
                 return r;
             });
}

// Imports one file into r (the store is locked by the caller); false stops the whole import
// (cancelled). A label set's message is completed once the project is loaded (pendingLabels).
bool ProjectSession::importOne(const QString& file, ImportAs as,
                               const store::ImportOptions& options, JobResult& r) {
    const QString name = QFileInfo(file).fileName();
    store::ImportOptions o = options;
    QStringList taken;  // a run (label set) is named apart from the project's others
    if (as == ImportAs::Run)
        for (const auto& run : store_->runs()) taken << QString::fromStdString(run.name);
    if (as == ImportAs::Labels)
        for (const auto& set : store_->labelSets()) taken << QString::fromStdString(set.name);
    o.name = importName(file, taken).toStdString();
    if (const QString why = notImportable(file); !why.isEmpty()) {
        r.ok = false;
        r.messages << why;
        return true;
    }
    if (as == ImportAs::Skip) {
        r.messages << notImported(file, r.ok);
        return true;
    }
    core::ParseReport report;
    try {
        switch (as) {
            case ImportAs::EvaluatedRun: {  // qid, measure, value rows
                QString message;
                r.ok = EvaluatedRunImport::import(*store_, file, o, message) && r.ok;
                r.messages << message;
                break;
            }
            case ImportAs::Run: {
                const std::int64_t id = store_->importRun(file.toStdString(), o, &report);
                for (const auto& run : store_->runs())
                    if (run.id == id)
                        r.messages << ImportReport::run(name, run) +
                                          ImportReport::namedAs(file, run.name) +
                                          ImportReport::skipped(report);
                break;
            }
            case ImportAs::Labels: {
                const std::int64_t id = store_->importQrels(file.toStdString(), o, &report);
                r.pendingLabels.push_back(
                    {r.messages.size(), id, name,
                     ImportReport::namedAs(file, o.name) + ImportReport::skipped(report)});
                r.messages << name;
                break;
            }
            case ImportAs::QueryMeta:
                store_->importQueryMeta(file.toStdString(), o);
                r.messages << tr("%1: query metadata imported").arg(name);
                break;
            case ImportAs::ItemMeta:
                store_->importItemMeta(file.toStdString(), o);
                r.messages << tr("%1: item metadata imported").arg(name);
                break;
            case ImportAs::Skip:
                break;
        }
    } catch (const store::DuplicateImport& e) {
        r.duplicates << file;
        r.duplicateMessages << tr("%1: %2").arg(name, problemText(e.problem));
    } catch (const store::NothingToImport& e) {  // not offered again "skipping bad lines"
        r.ok = false;
        r.messages << ImportReport::nothingUsable(name, e.lines, e.skipped);
    } catch (const core::ParseError& e) {
        r.ok = false;
        r.messages << ImportReport::refused(name, e);
        noteRetries(e, file, as == ImportAs::Run, r.badLineFiles, r.duplicateDocFiles);
    } catch (const core::Cancelled&) {
        r.ok = false;
        r.messages << tr("%1: import cancelled, nothing stored").arg(name);
        return false;
    } catch (const std::exception& e) {
        r.ok = false;
        r.messages << tr("%1: %2").arg(name, errorText(e));
    }
    return true;
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
    {
        std::lock_guard lock(storeMutex_);
        d->labelSets = store_->labelSets();
        d->labelSetId = store_->activeLabelSet();
        // The runs' item names when the items are unchanged (a label edit may add one), so
        // the labels are still found by index.
        auto names = store_->itemNames();
        if (names && d->itemNames && names->sameAs(*d->itemNames)) names = d->itemNames;
        d->labels = d->labelSetId ? std::make_shared<core::Qrels>(
                                        store_->loadLabelsNamed(d->labelSetId, std::move(names)))
                                  : std::make_shared<core::Qrels>();
    }
    d->labelSetName.clear();
    for (const auto& ls : d->labelSets)
        if (ls.id == d->labelSetId) d->labelSetName = ls.name;
    publish(d);
}

void ProjectSession::setActiveLabelSet(std::int64_t id) {
    if (!store_ || busy_ || (data_ && data_->labelSetId == id)) return;
    try {
        {
            std::lock_guard lock(storeMutex_);
            store_->setActiveLabelSet(id);
        }
        publishLabels();
    } catch (const std::exception& e) {
        emit errorOccurred(errorText(e));
    }
}

bool ProjectSession::setLabel(const QString& qid, const QString& docid, std::optional<int> grade,
                              QString* error) {
    if (!store_ || !data_) return false;
    try {
        std::int64_t set = data_->labelSetId;
        {
            std::lock_guard lock(storeMutex_);
            if (set == 0) {
                set = store_->createLabelSet("manual", "manual");
                store_->setActiveLabelSet(set);
            }
            store_->setLabel(set, qid.toStdString(), docid.toStdString(), grade,
                             qgetenv("USER").toStdString());
        }
        publishLabels();
        emit labelsEdited(set);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = errorText(e);
        return false;
    }
}

std::shared_ptr<const core::Qrels> ProjectSession::labelsOf(std::int64_t labelSetId,
                                                            QString* error) const {
    if (!store_) return nullptr;
    try {
        std::lock_guard lock(storeMutex_);
        return std::make_shared<const core::Qrels>(store_->loadLabels(labelSetId));
    } catch (const std::exception& e) {
        if (error) *error = errorText(e);
        return nullptr;
    }
}

std::vector<store::LabelEdit> ProjectSession::labelHistory(std::int64_t labelSetId) const {
    if (!store_) return {};
    std::lock_guard lock(storeMutex_);
    return store_->labelHistory(labelSetId);
}

std::int64_t ProjectSession::ensureLabelSet(const QString& name, QString* error) {
    if (!store_) return 0;
    try {
        if (const std::int64_t existing = labelSetNamed(name)) return existing;
        std::int64_t id = 0;
        {
            std::lock_guard lock(storeMutex_);
            id = store_->createLabelSet(name.toStdString(), "manual");
        }
        publishLabels();  // the new set is listed (and active when there was none)
        return id;
    } catch (const std::exception& e) {
        if (error) *error = errorText(e);
        return 0;
    }
}

bool ProjectSession::setLabelIn(std::int64_t labelSetId, const QString& qid, const QString& docid,
                                std::optional<int> grade, const QString& who, QString* error) {
    if (!store_) return false;
    try {
        bool active = false;
        {
            std::lock_guard lock(storeMutex_);
            store_->setLabel(labelSetId, qid.toStdString(), docid.toStdString(), grade,
                             who.toStdString());
            active = store_->activeLabelSet() == labelSetId;
        }
        if (active) publishLabels();
        emit labelsEdited(labelSetId);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = errorText(e);
        return false;
    }
}

bool ProjectSession::saveRun(const core::Run& run, const QString& name, const QString& notes,
                             QString* error) {
    if (!store_) return false;
    try {
        {
            std::lock_guard lock(storeMutex_);
            store_->saveRun(run, name.toStdString(), notes.toStdString());
        }
        reload();
        return true;
    } catch (const std::exception& e) {
        if (error) *error = errorText(e);
        return false;
    }
}

}  // namespace ranklens::ui
