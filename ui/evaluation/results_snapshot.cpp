#include "ui/evaluation/results_snapshot.h"

#include <sys/stat.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <algorithm>
#include <cstring>
#include <type_traits>

#include "core/store/project_settings.h"

namespace ranklens::ui {

namespace {

constexpr char kMagic[8] = {'R', 'L', 'S', 'N', 'A', 'P', '\n', '\0'};

std::int64_t nanos(const timespec& t) {
    return static_cast<std::int64_t>(t.tv_sec) * 1000000000ll + t.tv_nsec;
}

QString& directoryOverride() {
    static QString dir;
    return dir;
}

// Little-endian-as-the-machine binary writer (a snapshot never leaves the machine).
class Writer {
  public:
    template <typename T>
    void pod(T v) {
        static_assert(std::is_trivially_copyable_v<T>);
        out_.append(reinterpret_cast<const char*>(&v), sizeof v);
    }
    void count(std::size_t n) { pod<std::uint64_t>(n); }
    void str(const std::string& s) {
        count(s.size());
        out_.append(s.data(), static_cast<qsizetype>(s.size()));
    }
    void doubles(const std::vector<double>& v) {
        count(v.size());
        out_.append(reinterpret_cast<const char*>(v.data()),
                    static_cast<qsizetype>(v.size() * sizeof(double)));
    }
    QByteArray take() { return std::move(out_); }

  private:
    QByteArray out_;
};

// Bounded reader: every read checks what is left; a failed read makes ok() false and every
// later read returns zeros, so a decoder checks ok() once per block.
class Reader {
  public:
    explicit Reader(const QByteArray& b)
        : p_(b.constData()), left_(static_cast<std::size_t>(b.size())) {}
    bool ok() const { return ok_; }
    bool atEnd() const { return left_ == 0; }
    template <typename T>
    T pod() {
        T v{};
        if (take(sizeof v)) std::memcpy(&v, p_ - sizeof v, sizeof v);
        return v;
    }
    // A count of elements of at least `minBytes` each: never more than what is left.
    std::size_t count(std::size_t minBytes = 1) {
        const auto n = pod<std::uint64_t>();
        if (!ok_ || n > left_ / std::max<std::size_t>(minBytes, 1)) return fail();
        return static_cast<std::size_t>(n);
    }
    // A size_t value that is not a count of what follows (a number of queries, a column).
    std::size_t size() { return static_cast<std::size_t>(pod<std::uint64_t>()); }
    std::string str() {
        const std::size_t n = count();
        if (!take(n)) return {};
        return std::string(p_ - n, n);
    }
    std::vector<double> doubles() {
        const std::size_t n = count(sizeof(double));
        std::vector<double> v(n);
        if (take(n * sizeof(double)) && n > 0)  // (an empty vector's data() may be null)
            std::memcpy(v.data(), p_ - n * sizeof(double), n * sizeof(double));
        return v;
    }
    const core::MeasureInfo* measure() {
        const core::MeasureInfo* m = core::findMeasure(str());
        if (!m) fail();
        return m;
    }

  private:
    bool take(std::size_t n) {
        if (!ok_ || n > left_) {
            fail();
            return false;
        }
        p_ += n;
        left_ -= n;
        return true;
    }
    std::size_t fail() {
        ok_ = false;
        left_ = 0;
        return 0;
    }
    const char* p_;
    std::size_t left_;
    bool ok_ = true;
};

void writeIdentity(Writer& w, const FileIdentity& id) {
    w.str(id.canonicalPath);
    for (std::uint64_t v : {id.device, id.inode, id.size, id.walSize}) w.pod(v);
    for (std::int64_t v : {id.mtimeNs, id.ctimeNs, id.walMtimeNs}) w.pod(v);
}

FileIdentity readIdentity(Reader& r) {
    FileIdentity id;
    id.canonicalPath = r.str();
    id.device = r.pod<std::uint64_t>();
    id.inode = r.pod<std::uint64_t>();
    id.size = r.pod<std::uint64_t>();
    id.walSize = r.pod<std::uint64_t>();
    id.mtimeNs = r.pod<std::int64_t>();
    id.ctimeNs = r.pod<std::int64_t>();
    id.walMtimeNs = r.pod<std::int64_t>();
    return id;
}

void writeRequest(Writer& w, const Evaluation& ev) {
    const EvalRequest& q = ev.request;
    w.pod<std::int32_t>(q.defs.k);
    const auto settings = store::configToSettings(q.defs.config);
    w.count(settings.size());
    for (const auto& [key, value] : settings) {
        w.str(key);
        w.str(value);
    }
    w.count(q.metrics.size());
    for (const auto* m : q.metrics) w.str(std::string(m->name));
    w.count(q.cutoffs.size());
    for (int c : q.cutoffs) w.pod<std::int32_t>(c);
    w.pod<std::int32_t>(q.maxK);
    w.pod<std::int32_t>(ev.K);
    w.count(ev.judgedColumn);
    w.pod<double>(ev.seconds);
}

bool readRequest(Reader& r, Evaluation& ev) {
    EvalRequest& q = ev.request;
    q.defs.k = r.pod<std::int32_t>();
    store::SettingList settings(r.count(16));
    for (auto& [key, value] : settings) {
        key = r.str();
        value = r.str();
    }
    if (!r.ok()) return false;
    std::vector<std::string> problems;
    store::applyConfigSettings(settings, q.defs.config, &problems);
    q.metrics.assign(r.count(8), nullptr);
    for (auto& m : q.metrics) m = r.measure();
    q.cutoffs.assign(r.count(4), 0);
    for (int& c : q.cutoffs) c = r.pod<std::int32_t>();
    q.maxK = r.pod<std::int32_t>();
    ev.K = r.pod<std::int32_t>();
    ev.judgedColumn = r.size();
    ev.seconds = r.pod<double>();
    return r.ok() && problems.empty() && ev.K >= 1 && ev.K <= core::kMaxCutoff * 16;
}

// What the window reads of the project besides the numbers: names, label sets, query texts.
void writeProject(Writer& w, const Evaluation& ev) {
    const ProjectData& d = *ev.data;
    w.str(d.path);
    w.count(d.runInfos.size());
    for (std::size_t r = 0; r < d.runInfos.size(); ++r) {
        const auto& info = d.runInfos[r];
        w.pod(info.id);
        w.str(info.name);
        w.pod(info.numQueries);
        w.pod(info.numDocs);
        w.pod<std::uint8_t>(d.evaluatedRun(r) ? 1 : 0);
    }
    w.pod(d.labelSetId);
    w.str(d.labelSetName);
    w.count(d.labelSets.size());
    for (const auto& l : d.labelSets) {
        w.pod(l.id);
        w.str(l.name);
        w.str(l.kind);
        w.pod<std::int32_t>(l.minGrade);
        w.pod<std::int32_t>(l.maxGrade);
        w.pod(l.numLabels);
    }
    w.pod<std::uint64_t>(d.labels ? d.labels->queries().size() : 0);  // the means' basis
    w.count(d.queries.size());
    for (const auto& q : d.queries) {
        w.str(q.qid);
        w.str(q.text);
        w.str(q.segment);
        w.pod(q.weight);
    }
}

std::shared_ptr<ProjectData> readProject(Reader& r, std::size_t& labelledQueries) {
    auto d = std::make_shared<ProjectData>();
    d->path = r.str();
    d->runInfos.resize(r.count(25));
    for (auto& info : d->runInfos) {
        info.id = r.pod<std::int64_t>();
        info.name = r.str();
        info.numQueries = r.pod<std::int64_t>();
        info.numDocs = r.pod<std::int64_t>();
        auto run = std::make_shared<core::Run>();  // no ranked list until the project is loaded
        run->name = info.name;
        d->runs.push_back(std::move(run));
        d->evaluated.push_back(r.pod<std::uint8_t>() ? std::make_shared<core::EvaluatedRun>()
                                                     : nullptr);
    }
    d->labelSetId = r.pod<std::int64_t>();
    d->labelSetName = r.str();
    d->labelSets.resize(r.count(40));
    for (auto& l : d->labelSets) {
        l.id = r.pod<std::int64_t>();
        l.name = r.str();
        l.kind = r.str();
        l.minGrade = r.pod<std::int32_t>();
        l.maxGrade = r.pod<std::int32_t>();
        l.numLabels = r.pod<std::int64_t>();
    }
    labelledQueries = r.size();
    d->queries.resize(r.count(32));
    for (std::size_t i = 0; i < d->queries.size() && r.ok(); ++i) {
        auto& q = d->queries[i];
        q.qid = r.str();
        q.text = r.str();
        q.segment = r.str();
        q.weight = r.pod<double>();
        d->queryIndex.emplace(q.qid, i);
    }
    d->labels = std::make_shared<core::Qrels>();
    return r.ok() ? d : nullptr;
}

void writeResult(Writer& w, const core::EvalResult& res) {
    w.str(res.runName);
    w.count(res.queries.size());
    for (const auto& q : res.queries) {
        w.str(q.qid);
        w.pod<std::uint8_t>(q.inRun ? 1 : 0);
        w.pod(q.numRet);
        w.pod(q.numRel);
        w.pod(q.numLabelled);
    }
    w.count(res.columns.size());
    for (const auto& c : res.columns) {
        w.str(c.name);
        w.str(std::string(c.measure->name));
        w.pod(c.param);
        w.doubles(c.perQuery);
        w.pod(c.aggregate);
    }
    w.count(res.curves.size());
    for (std::size_t i = 0; i < res.curves.size(); ++i) {
        w.str(std::string(res.curveMeasures[i]->name));
        w.doubles(res.curves[i]);
    }
    w.count(res.ties.tiedGroups);
    w.count(res.ties.queriesWithTies);
    w.count(res.ties.straddling.size());
    for (const auto& [k, n] : res.ties.straddling) {
        w.pod<std::int32_t>(k);
        w.count(n);
    }
    w.count(res.missingQueries);
    w.count(res.unlabelledQueries);
}

bool readResult(Reader& r, core::EvalResult& res, int K) {
    res.runName = r.str();
    res.queries.resize(r.count(26));
    for (auto& q : res.queries) {
        q.qid = r.str();
        q.inRun = r.pod<std::uint8_t>() != 0;
        q.numRet = r.pod<std::int64_t>();
        q.numRel = r.pod<std::int64_t>();
        q.numLabelled = r.pod<std::int64_t>();
    }
    res.columns.resize(r.count(40));
    for (auto& c : res.columns) {
        c.name = r.str();
        c.measure = r.measure();
        c.param = r.pod<double>();
        c.perQuery = r.doubles();
        c.aggregate = r.pod<double>();
        if (r.ok() && c.perQuery.size() != res.queries.size()) return false;
    }
    const std::size_t curves = r.count(16);
    for (std::size_t i = 0; i < curves && r.ok(); ++i) {
        res.curveMeasures.push_back(r.measure());
        res.curves.push_back(r.doubles());
        if (r.ok() && res.curves.back().size() != static_cast<std::size_t>(K)) return false;
    }
    res.ties.tiedGroups = r.size();
    res.ties.queriesWithTies = r.size();
    res.ties.straddling.resize(r.count(12));
    for (auto& [k, n] : res.ties.straddling) {
        k = r.pod<std::int32_t>();
        n = r.size();
    }
    res.missingQueries = r.size();
    res.unlabelledQueries = r.size();
    return r.ok();
}

// The union rows of every run (Evaluation::runs[].row), checked against the union of qids.
bool readRuns(Reader& r, Evaluation& ev) {
    ev.qids.resize(r.count(8));
    for (auto& q : ev.qids) q = r.str();
    ev.runs.resize(r.count(40));
    if (!r.ok() || ev.runs.size() != ev.data->runInfos.size()) return false;
    for (auto& re : ev.runs) {
        re.runId = r.pod<std::int64_t>();
        re.name = QString::fromStdString(r.str());
        if (!readResult(r, re.result, ev.K)) return false;
        re.result.config = ev.request.defs.config;
        // Evaluation::curve(r, m) reads the curve of metrics[m] (a Curve-shaped Judged@k follows).
        const auto& shown = ev.request.metrics;
        if (re.result.curves.size() < shown.size() ||
            !std::equal(shown.begin(), shown.end(), re.result.curveMeasures.begin()) ||
            ev.judgedColumn >= re.result.columns.size())
            return false;
        re.row.assign(ev.qids.size(), -1);
        for (int& i : re.row) {
            i = r.pod<std::int32_t>();
            if (i < -1 || i >= static_cast<int>(re.result.queries.size())) return false;
        }
    }
    return r.ok();
}

}  // namespace

std::optional<FileIdentity> fileIdentity(const QString& path) {
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty()) return std::nullopt;
    struct stat st {};
    const QByteArray native = QFile::encodeName(canonical);
    if (::stat(native.constData(), &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
    FileIdentity id;
    id.canonicalPath = canonical.toStdString();
    id.device = static_cast<std::uint64_t>(st.st_dev);
    id.inode = static_cast<std::uint64_t>(st.st_ino);
    id.size = static_cast<std::uint64_t>(st.st_size);
    id.mtimeNs = nanos(st.st_mtim);
    id.ctimeNs = nanos(st.st_ctim);
    struct stat wal {};
    if (::stat((native + "-wal").constData(), &wal) == 0 && wal.st_size > 0) {
        id.walSize = static_cast<std::uint64_t>(wal.st_size);
        id.walMtimeNs = nanos(wal.st_mtim);
    }
    return id;
}

namespace results_snapshot {

QString directory() {
    if (!directoryOverride().isEmpty()) return directoryOverride();
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
           QStringLiteral("/snapshots");
}

void setDirectory(const QString& dir) {
    directoryOverride() = dir;
}

QString fileFor(const FileIdentity& id) {
    const QByteArray hash = QCryptographicHash::hash(QByteArray::fromStdString(id.canonicalPath),
                                                     QCryptographicHash::Sha256)
                                .toHex()
                                .left(32);
    return directory() + QLatin1Char('/') + QString::fromLatin1(hash) + QStringLiteral(".bin");
}

QByteArray encode(const Evaluation& ev, const FileIdentity& id) {
    Writer w;
    for (char c : kMagic) w.pod(c);
    w.pod(kVersion);
    writeIdentity(w, id);
    writeRequest(w, ev);
    writeProject(w, ev);
    w.count(ev.qids.size());
    for (const auto& q : ev.qids) w.str(q);
    w.count(ev.runs.size());
    for (const auto& re : ev.runs) {
        w.pod(re.runId);
        w.str(re.name.toStdString());
        writeResult(w, re.result);
        for (int i : re.row) w.pod<std::int32_t>(i);
    }
    return w.take();
}

std::shared_ptr<Evaluation> decode(const QByteArray& bytes, const FileIdentity& id, QString* why) {
    const auto no = [why](const char* reason) -> std::shared_ptr<Evaluation> {
        if (why) *why = QString::fromLatin1(reason);
        return nullptr;
    };
    Reader r(bytes);
    char magic[8];
    for (char& c : magic) c = r.pod<char>();
    if (!r.ok() || std::memcmp(magic, kMagic, sizeof magic) != 0) return no("not a snapshot");
    if (r.pod<std::uint32_t>() != kVersion) return no("another snapshot version");
    if (!(readIdentity(r) == id)) return no("the project file changed since the snapshot");
    auto ev = std::make_shared<Evaluation>();
    if (!readRequest(r, *ev)) return no("damaged snapshot (definitions)");
    auto data = readProject(r, ev->snapshotLabelledQueries);
    if (!data) return no("damaged snapshot (project)");
    ev->data = data;
    ev->request.data = data;
    if (!readRuns(r, *ev)) return no("damaged snapshot (results)");
    if (!r.atEnd()) return no("damaged snapshot (trailing bytes)");
    ev->fromSnapshot = true;
    return ev;
}

bool sameRequest(const Evaluation& ev, const Definitions& defs,
                 const std::vector<const core::MeasureInfo*>& metrics,
                 const std::vector<int>& cutoffs) {
    return ev.request.defs == defs && ev.request.metrics == metrics &&
           ev.request.cutoffs == cutoffs;
}

bool writeFile(const QString& file, const QByteArray& bytes) {
    if (!QDir().mkpath(QFileInfo(file).absolutePath())) return false;
    QSaveFile f(file);
    if (!f.open(QIODevice::WriteOnly)) return false;
    if (f.write(bytes) != bytes.size()) {
        f.cancelWriting();
        return false;
    }
    return f.commit();
}

std::shared_ptr<Evaluation> read(const QString& projectPath, QString* why) {
    const auto id = fileIdentity(projectPath);
    if (!id) {
        if (why) *why = QStringLiteral("no project file");
        return nullptr;
    }
    QFile f(fileFor(*id));
    if (!f.open(QIODevice::ReadOnly) || f.size() > kMaxBytes) {
        if (why) *why = QStringLiteral("no snapshot");
        return nullptr;
    }
    return decode(f.readAll(), *id, why);  // f.size() is bounded above
}

}  // namespace results_snapshot
}  // namespace ranklens::ui
